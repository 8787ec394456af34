"""Two-line cards, title first: a title line, then one line of names, venue and year ("Names.
Venue Year." or "Names (Year). Venue."), as site builders and themes print a publication (Hugo
Blox's citation view, al-folio's compact list, Quarto listings, Squarespace and Wix summary
blocks), with or without blank lines between cards, under year headings or not, a row of links
under each card or not. Short titles and short lines of names keep the cards' cycle."""

from publications.parsing import parse
from publications.parsing.records import LineKind
from publications.parsing.segmentation.shapes import card_pairs, line_shapes

TITLES = [
    "Sintering alumina with microwaves",
    "Thermal shock in zirconia foams",
    "Crack deflection in laminates",
]

NO_BLANK_LINES = """\
Sintering alumina with microwaves
Hedda Solberg, Rafael Quintero, Aiko Matsuda. ICMAT 2024.
Thermal shock in zirconia foams
Rafael Quintero, Hedda Solberg. Acta Materialia, 2024.
Crack deflection in laminates
Aiko Matsuda, Tomasz Wrona. ECCM 2023.
"""


def test_cards_without_blank_lines_pair_each_title_with_the_line_under_it():
    result = parse(NO_BLANK_LINES)
    assert [(entry.title, entry.year, entry.line_start, entry.line_end) for entry in result.entries] == [
        (TITLES[0], 2024, 1, 2),
        (TITLES[1], 2024, 3, 4),
        (TITLES[2], 2023, 5, 6),
    ]
    assert result.entries[0].authors == ["Hedda Solberg", "Rafael Quintero", "Aiko Matsuda"]
    assert result.entries[0].venue_acronym == "ICMAT"
    assert result.entries[1].venue == "Acta Materialia"


BLANK_LINES = """\
Publications

Sintering alumina with microwaves
Hedda Solberg, Rafael Quintero, Aiko Matsuda. Acta Materialia 2024.

Thermal shock in zirconia foams
Rafael Quintero, Hedda Solberg. ICMAT 2024.

Crack deflection in laminates
Aiko Matsuda, Tomasz Wrona. ECCM 2023.

Creep of silicon carbide fibres
Tomasz Wrona, Rafael Quintero. Scripta Materialia, 2022.
"""


def test_cards_between_blank_lines_each_keep_their_title():
    result = parse(BLANK_LINES)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        (TITLES[0], 2024),
        (TITLES[1], 2024),
        (TITLES[2], 2023),
        ("Creep of silicon carbide fibres", 2022),
    ]
    assert [entry.venue or entry.venue_acronym for entry in result.entries][:2] == [
        "Acta Materialia",
        "ICMAT",
    ]
    assert result.entries[3].authors == ["Tomasz Wrona", "Rafael Quintero"]


UNDER_YEAR_HEADINGS = """\
Publications
2024
Sintering alumina with microwaves
Hedda Solberg, Rafael Quintero, Aiko Matsuda. ICMAT 2024.
Thermal shock in zirconia foams
Rafael Quintero, Hedda Solberg. Acta Materialia, 2024.
2023
Crack deflection in laminates
Aiko Matsuda, Tomasz Wrona. ECCM 2023.
Creep of silicon carbide fibres
Tomasz Wrona, Rafael Quintero. Scripta Materialia, 2023.
"""


def test_year_headings_stay_headings_over_two_line_cards():
    result = parse(UNDER_YEAR_HEADINGS)
    assert [(entry.title, entry.section, entry.line_start) for entry in result.entries] == [
        (TITLES[0], "2024", 3),
        (TITLES[1], "2024", 5),
        (TITLES[2], "2023", 8),
        ("Creep of silicon carbide fibres", "2023", 10),
    ]
    kinds = {account.line: account.kind for account in result.lines}
    assert kinds[2] == kinds[7] == LineKind.HEADING


YEAR_AFTER_NAMES = """\
Sintering alumina with microwaves
Solberg, H., Quintero, R., Matsuda, A. (2024). Acta Materialia, 262.
Thermal shock in zirconia foams
Quintero, R., Solberg, H. (2024). Ceramics International 50(3).
Crack deflection in laminates
Matsuda, A., Wrona, T. (2023). Composite Structures, 301.
"""


def test_cards_with_the_year_after_the_names_read_their_venue_under_their_title():
    result = parse(YEAR_AFTER_NAMES)
    assert [(entry.title, entry.year, entry.venue) for entry in result.entries] == [
        (TITLES[0], 2024, "Acta Materialia"),
        (TITLES[1], 2024, "Ceramics International"),
        (TITLES[2], 2023, "Composite Structures"),
    ]
    assert result.entries[2].authors == ["A. Matsuda", "T. Wrona"]


LINK_ROWS = """\
Sintering alumina with microwaves
Hedda Solberg, Rafael Quintero, Aiko Matsuda. ICMAT 2024.
PDF · Code
Thermal shock in zirconia foams
Rafael Quintero, Hedda Solberg. Acta Materialia, 2024.
PDF · DOI
Crack deflection in laminates
Aiko Matsuda, Tomasz Wrona. ECCM 2023.
PDF · Slides
"""


def test_a_row_of_links_under_each_card_is_the_cards():
    result = parse(LINK_ROWS)
    assert [(entry.title, entry.line_start, entry.line_end) for entry in result.entries] == [
        (TITLES[0], 1, 3),
        (TITLES[1], 4, 6),
        (TITLES[2], 7, 9),
    ]
    assert result.entries[0].venue_acronym == "ICMAT"


HEADINGS_OVER_REFERENCES = """\
Journal Articles
Solberg, H., Quintero, R. (2024). Sintering alumina with microwaves. Acta Materialia, 262, 1–9.
Quintero, R., Solberg, H. (2023). Thermal shock in zirconia foams. Ceramics International, 50, 3–7.
Conference Papers
Matsuda, A., Wrona, T. (2023). Crack deflection in laminates. In Proceedings of ECCM, 1–4.
Wrona, T. (2022). Creep of silicon carbide fibres. In Proceedings of ICMAT, 5–8.
Invited talks and seminars
Wrona, T., Matsuda, A. (2021). Fibres at high temperature. In Handbook of Ceramics, 9–20.
Solberg, H. (2020). Sintered alumina. In Handbook of Ceramics, 21–30.
"""


def test_short_lines_count_as_card_titles_only_over_a_line_of_names_and_venue():
    texts = NO_BLANK_LINES.splitlines()
    assert card_pairs(line_shapes(texts), texts) == [(0, 1), (2, 3), (4, 5)]
    assert card_pairs(line_shapes(texts)) == []  # (by shapes alone, short lines are no titles)
    # A heading over whole references, a title in each, is no card's title.
    texts = HEADINGS_OVER_REFERENCES.splitlines()
    assert card_pairs(line_shapes(texts), texts) == []
    result = parse(HEADINGS_OVER_REFERENCES)
    assert [entry.title for entry in result.entries][:2] == TITLES[:2]
    assert [entry.section for entry in result.entries][::2] == [
        "Journal Articles",
        "Conference Papers",
        "Invited talks and seminars",
    ]
