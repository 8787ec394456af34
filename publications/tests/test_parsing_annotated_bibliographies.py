"""Annotated bibliographies: a note under each reference, opening with its author's name, is
neither a reference of its own nor a part of the one above."""

from publications.parsing import parse
from publications.parsing.segmentation.continuation import annotates_reference_above
from publications.tests.parsing_helpers import read_titles

MLA_NOTES_UNDER_EACH_LINE = """\
Brandvold, Kari. The Ferry Towns of the Upper Fjords. Tromsø UP, 2003.
Brandvold draws on harbour ledgers and toll rolls. Chapters 2 and 5, on pilots, matter most here.
Quesnel, Ada. "Tin and Timber: Coastal Trade." Maritime History Review, vol. 12, no. 3, 2008, pp. 44–71.
Quesnel's article compares two ports and gives a clear model of the credit that carried them.
Ulloa, Remy, and Pia Marchetti. Counting Boats. Verso, 2014.
Ulloa and Marchetti survey ways of counting fishing fleets from customs books.
"""

APA_NOTES_AS_PARAGRAPHS = """\
Brandvold, K. (2003). The ferry towns of the upper fjords. Tromsø University Press.

Brandvold, a historian of shipping, reads the harbour ledgers of six towns. Its chapter on pilots is used.

Quesnel, A. (2008). Tin and timber: Coastal trade in the long century. Maritime History Review, 12(3), 44–71.

Quesnel's comparison of two ports gives the model of credit used in my second section.
"""

APA_NOTES_INDENTED_UNDER_HANGING_REFERENCES = """\
Brandvold, K. (2003). The ferry towns of the upper fjords. Tromsø University Press.
    Brandvold, a historian of shipping, reads the harbour ledgers of six towns over two centuries.
Quesnel, A. (2008). Tin and timber: Coastal trade in the long century. Maritime History Review, 12(3), 44–71.
    Quesnel compares two ports and gives a model of the credit that carried their trade.
Ulloa, R. (2014). Counting boats. Verso.
"""


def test_a_note_opening_with_the_authors_name_is_no_reference():
    assert read_titles(MLA_NOTES_UNDER_EACH_LINE) == [
        "The Ferry Towns of the Upper Fjords",
        "Tin and Timber: Coastal Trade",
        "Counting Boats",
    ]


def test_a_note_in_a_paragraph_of_its_own_is_no_reference():
    assert read_titles(APA_NOTES_AS_PARAGRAPHS) == [
        "The ferry towns of the upper fjords",
        "Tin and timber: Coastal trade in the long century",
    ]


def test_an_indented_note_stays_out_of_the_reference_above():
    entries = parse(APA_NOTES_INDENTED_UNDER_HANGING_REFERENCES).entries
    assert [entry.title for entry in entries] == [
        "The ferry towns of the upper fjords",
        "Tin and timber: Coastal trade in the long century",
        "Counting boats",
    ]
    assert "harbour ledgers" not in (entries[0].venue or "")
    assert entries[1].venue == "Maritime History Review"


def test_the_next_reference_by_the_same_author_is_no_note():
    reference = "Brandvold, K. (2003). The ferry towns of the upper fjords. Tromsø University Press."
    assert not annotates_reference_above(reference, "Brandvold, K. (2009). Pilots and their boats. Verso.")
    assert not annotates_reference_above(reference, "Brandvold K, Ulloa R. Pilots and their boats. 2009.")
    assert not annotates_reference_above(
        "De la Rosa, M. (2011). Salt roads. Verso.", "De la Rosa, M. (2015). Salt and silver roads. Verso."
    )
    assert not annotates_reference_above(
        "Institute for Coastal Studies (2019). Annual report on the fleets.",
        "Institute for Coastal Studies (2020). Annual report on the fleets and harbours.",
    )


def test_a_card_title_sharing_its_first_word_with_the_line_below_is_no_note():
    assert not annotates_reference_above(
        "Chronic stress reshapes the striatum in mice", "Chronic stress is linked to a number of disorders"
    )
