"""A chapter's editors named after its book, as chemistry's and physics' styles write them: the Royal
Society of Chemistry's bare mark ("in Book, eds R. Patel and S. Ricci, House, 1980"), AIP's "edited by"
before names and the house in brackets, Angewandte Chemie's "(Eds.: R. Patel, S. Ricci)". The names
are the editors, no part of the book's name; a chapter cited by its book and pages alone keeps the
names in front as its authors and has no title."""

import pytest

from publications.tests.parsing_helpers import entry_dicts

LISTS = [
    # The Royal Society of Chemistry: the mark without its stop.
    (
        "T. Okafor and L. Brandt, Tidal flats of the north, J. Mar. Chem., 2011, 12, 100–110.\n\n"
        "M. Osei, H. Le Roux and A. N. Varga, Fine sediment in estuaries, in Coastal Sediment Handbook, "
        "eds R. Patel, I. H. Zhang and S. Ricci, Harbour Press, 1980, pp. 489–500.",
        "Coastal Sediment Handbook",
        ["R. Patel", "I. H. Zhang", "S. Ricci"],
    ),
    (
        "1 T. Okafor and L. Brandt, J. Mar. Chem., 2011, 12, 100–110.\n\n"
        "2 K. Lima, Chem. Sci., 2014, 5, 1234–1240.\n\n"
        "3 M. Osei, H. Le Roux and A. N. Varga, in Coastal Sediment Handbook, eds R. Patel, H. Le Roux "
        "and S. Ricci, Harbour Press, 1980, pp. 489–500.",
        "Coastal Sediment Handbook",
        ["R. Patel", "H. Le Roux", "S. Ricci"],
    ),
    # AIP: "edited by" and the house in brackets, no title.
    (
        "1. T. Okafor and L. Brandt, J. Mar. Chem. 12, 100 (2011).\n\n"
        "2. M. Osei, H. Le Roux, and A. N. Varga, in Coastal Sediment Handbook, edited by R. Patel, "
        "I. H. Zhang, and S. Ricci (Harbour Press, 1980), pp. 489–500.",
        "Coastal Sediment Handbook",
        ["R. Patel", "I. H. Zhang", "S. Ricci"],
    ),
    # Angewandte Chemie: no comma before "in", the mark with a colon inside the brackets.
    (
        "[1] T. Okafor, L. Brandt, J. Mar. Chem. 2011, 12, 100–110.\n\n"
        "[2] M. Osei, H. Le Roux in Coastal Sediment Handbook (Eds.: R. Patel, I. H. Zhang), Harbour "
        "Press, Kirkwall, 1980, pp. 489–500.",
        "Coastal Sediment Handbook",
        ["R. Patel", "I. H. Zhang"],
    ),
]


@pytest.mark.parametrize(("text", "book", "editors"), LISTS)
def test_the_editors_after_the_book_are_no_part_of_it(text, book, editors):
    entries = entry_dicts(text)
    assert len(entries) == text.count("\n\n") + 1
    chapter = entries[-1]
    assert chapter["venue"] == book
    assert chapter["editors"] == editors
    assert chapter["year"] == 1980
    assert chapter["authors"][0] == "M. Osei"


def test_a_chapter_cited_by_its_book_alone_keeps_its_names_and_has_no_title():
    entries = entry_dicts(LISTS[3][0])
    assert entries[1]["authors"] == ["M. Osei", "H. Le Roux"]
    assert entries[1]["title"] == ""
