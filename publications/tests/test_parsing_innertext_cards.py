"""Cards a browser copies with a blank line between their fields (a page's ``innerText``): each
card opens with its year and badge codes, then names, title, venue and DOI each a paragraph of
their own, and a single line break before the next card's year. Each card is one entry, its year
the year line's, the badge codes no field of it."""

from publications.parsing import parse
from publications.parsing.lines import numbered_lines
from publications.parsing.records import LineKind
from publications.parsing.segmentation.innertext import cards_as_blocks

CARDS = """Peer-Reviewed Journal Articles (4)
2012
A1

K. Lindqvist, M. Oduya, R. Fenwick

Ductal patterns in murine mammary tissue: a case series

Journal of Tissue Morphology, 211-219
2014
Q2
A2

P. Haldane, K. Lindqvist, S. Moreau, T. Ibarra

Renal biopsy findings in young adults with proteinuria

Kidney and Urology Reports, 31(4), 402-410

DOI: 10.1000/kur.2014.0402
2014
Q1
A3

Jonas Petrakis, Karin Lindqvist

Markers of chronic inflammation in nasal polyps

Rhinology Letters, 12, 55-61

DOI: 10.1000/rl.2014.55
2016
Q3

L. Ferreira, K. Lindqvist

Thyroid nodules in adolescents: a retrospective review

Endocrine Case Notes, 3(2), 101-109
"""

# A list under year headings whose references are one paragraph each: no cards to join.
YEAR_HEADINGS = """2019

A. Ruiz and B. Cole. Coastal erosion after storms. Marine Geology 12, 1-9 (2019).

C. Diaz. Sediment budgets of small deltas. Estuaries 4, 33-40 (2019).

2018

A. Ruiz. Dune migration in arid basins. Aeolian Research 7, 11-20 (2018).

B. Cole and A. Ruiz. Beach profiles over one winter. Coastal Studies 2, 5-9 (2018).

2017

D. Evans. Tidal inlets and their shoals. Marine Geology 9, 100-110 (2017).
"""


def test_each_card_copied_with_blank_lines_between_its_fields_is_one_entry():
    result = parse(CARDS)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Ductal patterns in murine mammary tissue: a case series", 2012),
        ("Renal biopsy findings in young adults with proteinuria", 2014),
        ("Markers of chronic inflammation in nasal polyps", 2014),
        ("Thyroid nodules in adolescents: a retrospective review", 2016),
    ]
    assert result.entries[1].authors == ["P. Haldane", "K. Lindqvist", "S. Moreau", "T. Ibarra"]
    assert result.entries[2].authors == ["Jonas Petrakis", "Karin Lindqvist"]
    assert result.entries[3].venue == "Endocrine Case Notes"
    assert [entry.doi for entry in result.entries] == [
        None,
        "10.1000/kur.2014.0402",
        "10.1000/rl.2014.55",
        None,
    ]
    # Line numbers are the paste's.
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [
        (5, 9),
        (14, 20),
        (25, 31),
        (35, 39),
    ]


def test_a_cards_badge_codes_are_accounted_for_as_no_part_of_an_entry():
    result = parse(CARDS)
    ignored = {account.line for account in result.lines if account.kind == LineKind.IGNORED}
    assert {3, 11, 12, 22, 23, 33} <= ignored
    assert all(
        "badge" in account.reason for account in result.lines if account.line in {3, 11, 12, 22, 23, 33}
    )


def test_the_cards_are_written_as_blocks_of_lines_with_their_paste_line_numbers():
    written = cards_as_blocks(numbered_lines(CARDS))
    assert written is not None
    text, origin, badges = written
    lines = text.split("\n")
    assert badges == [3, 11, 12, 22, 23, 33]
    assert len(lines) == len(origin)
    assert lines[origin.index(14) : origin.index(20) + 1] == [
        "P. Haldane, K. Lindqvist, S. Moreau, T. Ibarra",
        "Renal biopsy findings in young adults with proteinuria",
        "Kidney and Urology Reports, 31(4), 402-410",
        "DOI: 10.1000/kur.2014.0402",
    ]
    # A blank line now parts the cards, and the year line heads its card.
    year_at = lines.index("2014")
    assert origin[year_at] == 10
    assert lines[year_at - 1 : year_at + 2] == ["", "2014", "P. Haldane, K. Lindqvist, S. Moreau, T. Ibarra"]


def test_a_list_under_year_headings_with_references_a_paragraph_each_is_left_as_it_is():
    assert cards_as_blocks(numbered_lines(YEAR_HEADINGS)) is None
    result = parse(YEAR_HEADINGS)
    assert [entry.year for entry in result.entries] == [2019, 2019, 2018, 2018, 2017]
    assert len({entry.title for entry in result.entries}) == 5


def test_cards_whose_fields_run_over_several_lines_are_left_as_they_are():
    wrapped = CARDS.replace(
        "Renal biopsy findings in young adults with proteinuria",
        "Renal biopsy findings in young adults\nwith proteinuria",
    )
    assert cards_as_blocks(numbered_lines(wrapped)) is None


def test_cards_parted_by_blank_lines_before_their_years_are_no_such_copy():
    # Every card's year after a blank line: a list under year headings, not an innerText copy.
    spaced = (
        CARDS.replace("402-410\n\nDOI", "402-410\nDOI")
        .replace("\n2014\n", "\n\n2014\n")
        .replace("\n2016\n", "\n\n2016\n")
    )
    assert cards_as_blocks(numbered_lines(spaced)) is None
