"""The badges, buttons and counters a database's or a publisher's page repeats on each card
("Open Access", "View PDF", "Add to library", "Scholarly Citations: 12"): lines of no record,
accounted for as left out; a line a page repeats that is a field of its records stays."""

from publications.parsing import parse
from publications.parsing.cardfurniture import CARD_FURNITURE_REASON, card_furniture_lines
from publications.parsing.records import LineKind


def _accounts(text, result):
    lines = text.split("\n")
    return {lines[account.line - 1]: account for account in result.lines}


def _assert_every_line_accounted(text, result):
    numbers = [number for number, line in enumerate(text.split("\n"), start=1) if line.strip()]
    assert [account.line for account in result.lines] == numbers


# ScienceDirect's search results: the article's kind, its access badge, the title, the source
# line, the names, then the card's "View PDF" button.
SCIENCEDIRECT_RESULTS = """Research article
Open access
Frost heave of gravel road beds under repeated freeze-thaw cycles
Cold Regions Science and Technology, Volume 201, September 2022, Article 103610
Ingrid Halvorsen, Pavel Novak, Mei Tanaka
View PDF

Research article
Full text access
Moisture migration in compacted clay liners at subzero temperatures
Engineering Geology, Volume 296, January 2022, Article 106458
Pavel Novak, Ingrid Halvorsen
View PDF

Review article
Open access
Thaw settlement of permafrost foundations: a review of field evidence
Earth-Science Reviews, Volume 224, January 2022, Article 103872
Mei Tanaka, Ingrid Halvorsen, Olu Adeyemi
View PDF
"""


def test_a_science_direct_cards_access_badges_part_no_card_from_its_names():
    result = parse(SCIENCEDIRECT_RESULTS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Frost heave of gravel road beds under repeated freeze-thaw cycles",
            ["Ingrid Halvorsen", "Pavel Novak", "Mei Tanaka"],
            2022,
        ),
        (
            "Moisture migration in compacted clay liners at subzero temperatures",
            ["Pavel Novak", "Ingrid Halvorsen"],
            2022,
        ),
        (
            "Thaw settlement of permafrost foundations: a review of field evidence",
            ["Mei Tanaka", "Ingrid Halvorsen", "Olu Adeyemi"],
            2022,
        ),
    ]
    accounts = _accounts(SCIENCEDIRECT_RESULTS, result)
    # (a badge written on one card only is one of the same row as the badges the page repeats; the
    # row of links under each card, "View PDF", is read with it by the rules for links)
    for badge in ("Open access", "Full text access"):
        assert accounts[badge].kind == LineKind.IGNORED
        assert accounts[badge].reason == CARD_FURNITURE_REASON
    _assert_every_line_accounted(SCIENCEDIRECT_RESULTS, result)


# The same cards closed by other rows of ScienceDirect's buttons ("Export", "Abstract Extracts",
# "View PDF Extracts"): a row of the card above, no names of the next card's.
SCIENCEDIRECT_BUTTON_ROWS = """Research article
Open access
Frost heave of gravel road beds under repeated freeze-thaw cycles
Cold Regions Science and Technology, Volume 201, September 2022, Article 103610
Ingrid Halvorsen, Pavel Novak, Mei Tanaka
Export

Research article
Full text access
Moisture migration in compacted clay liners at subzero temperatures
Engineering Geology, Volume 296, January 2022, Article 106458
Pavel Novak, Ingrid Halvorsen
Abstract Extracts

Review article
Open access
Thaw settlement of permafrost foundations: a review of field evidence
Earth-Science Reviews, Volume 224, January 2022, Article 103872
Mei Tanaka, Ingrid Halvorsen, Olu Adeyemi
View PDF Extracts
"""


def test_science_direct_cards_closed_by_their_export_and_extracts_buttons_keep_their_names():
    result = parse(SCIENCEDIRECT_BUTTON_ROWS)
    assert [entry.authors for entry in result.entries] == [
        ["Ingrid Halvorsen", "Pavel Novak", "Mei Tanaka"],
        ["Pavel Novak", "Ingrid Halvorsen"],
        ["Mei Tanaka", "Ingrid Halvorsen", "Olu Adeyemi"],
    ]


# Wiley Online Library's search results: access badge, kind, title, names, source, date, then the
# card's links ("Abstract", "Full text", "PDF", "References", "Request permissions").
WILEY_RESULTS = """Open Access
Research Article
Lichen cover as a record of snowbed persistence in alpine tundra
Ingrid Halvorsen, Pavel Novak, Mei Tanaka
Journal of Vegetation Science, Volume 33, Issue 2, 2022
First Published: 08 April 2022
Abstract
Full text
PDF
References
Request permissions

Free Access
Research Article
Seed rain across a retreating treeline in the Scandes
Pavel Novak, Ingrid Halvorsen
Ecography, Volume 44, Issue 9, 2021
First Published: 21 July 2021
Abstract
Full text
PDF
References
Request permissions

Research Article
Grazing and shrub expansion on north-facing slopes
Mei Tanaka, Ingrid Halvorsen
Journal of Ecology, Volume 109, Issue 5, 2021
First Published: 02 March 2021
Abstract
Full text
PDF
References
Request permissions
"""


def test_a_wiley_cards_buttons_and_badges_make_no_entry_of_their_own():
    result = parse(WILEY_RESULTS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Lichen cover as a record of snowbed persistence in alpine tundra",
            ["Ingrid Halvorsen", "Pavel Novak", "Mei Tanaka"],
            2022,
        ),
        ("Seed rain across a retreating treeline in the Scandes", ["Pavel Novak", "Ingrid Halvorsen"], 2021),
        ("Grazing and shrub expansion on north-facing slopes", ["Mei Tanaka", "Ingrid Halvorsen"], 2021),
    ]
    accounts = _accounts(WILEY_RESULTS, result)
    for badge in ("Open Access", "Free Access", "Request permissions"):
        assert accounts[badge].reason == CARD_FURNITURE_REASON
    _assert_every_line_accounted(WILEY_RESULTS, result)


# The Lens's scholarly search results: kind, access badge, title, names, source and year, then
# the card's counter and buttons.
LENS_RESULTS = """Journal Article
Open Access
Lichen cover as a record of snowbed persistence in alpine tundra
Ingrid Halvorsen, Pavel Novak, Mei Tanaka
Journal of Vegetation Science, 2022
Scholarly Citations: 14
Add to library
Cite

Journal Article
Seed rain across a retreating treeline in the Scandes
Pavel Novak, Ingrid Halvorsen
Ecography, 2021
Scholarly Citations: 3
Add to library
Cite
"""


def test_a_lens_cards_counter_and_buttons_are_left_out_not_read_as_headings():
    result = parse(LENS_RESULTS)
    assert [(entry.title, entry.venue, entry.year) for entry in result.entries] == [
        (
            "Lichen cover as a record of snowbed persistence in alpine tundra",
            "Journal of Vegetation Science",
            2022,
        ),
        ("Seed rain across a retreating treeline in the Scandes", "Ecography", 2021),
    ]
    for account in result.lines:
        text = LENS_RESULTS.split("\n")[account.line - 1]
        if text.startswith(("Scholarly Citations", "Add to library")):
            assert (account.kind, account.reason) == (LineKind.IGNORED, CARD_FURNITURE_REASON)
    _assert_every_line_accounted(LENS_RESULTS, result)


def test_a_line_the_page_repeats_that_is_a_field_of_its_records_is_no_furniture():
    texts = [
        "Ingrid Halvorsen",
        "Lichen cover as a record of snowbed persistence",
        "Journal of Vegetation Science, 2022",
        "Open Access",
        "",
        "Ingrid Halvorsen",
        "Seed rain across a retreating treeline",
        "Journal of Vegetation Science, 2021",
        "Open Access",
        "",
        "Published",
        "Journal of Vegetation Science",
        "Journal of Vegetation Science",
    ]
    # (the owner's name, a venue and a status heading stay; the access badge is the page's)
    assert card_furniture_lines(texts) == {3, 8}


def test_a_badge_written_once_in_a_list_that_repeats_none_is_left_to_the_line_rules():
    texts = ["Open Access", "Lichen cover as a record of snowbed persistence", "Ingrid Halvorsen", "2022"]
    assert card_furniture_lines(texts) == set()


def test_counters_are_one_badge_whatever_their_numbers_and_case():
    texts = ["Downloads 340", "Title A", "DOWNLOADS 12", "Title B"]
    assert card_furniture_lines(texts) == {0, 2}


# A CV's year sections, each parted into "Peer reviewed" and other work.
PEER_REVIEWED_SECTIONS = """2022

Peer reviewed
Halvorsen, I., Novak, P. (2022). Lichen cover as a record of snowbeds. Oikos, 33(2), 1-12.
Novak, P., Tanaka, M. (2022). Seed rain across a retreating treeline. Ecography, 45(1), 3-9.

Other
Halvorsen, I. (2022). Notes from the snowbeds. Alpine Notes, 12, 4-5.

2021

Peer reviewed
Tanaka, M., Halvorsen, I. (2021). Grazing and shrub expansion. Journal of Ecology, 109(5), 1-15.
"""


def test_a_heading_of_badge_words_repeated_over_sections_stays_a_heading():
    result = parse(PEER_REVIEWED_SECTIONS)
    assert len(result.entries) == 4
    for account in result.lines:
        if PEER_REVIEWED_SECTIONS.split("\n")[account.line - 1] == "Peer reviewed":
            assert account.kind == LineKind.HEADING


def test_a_status_badge_under_each_cards_last_line_is_furniture():
    texts = [
        "Lichen cover as a record of snowbed persistence",
        "Ingrid Halvorsen, Pavel Novak",
        "Journal of Vegetation Science, 2022",
        "Peer reviewed",
        "",
        "Seed rain across a retreating treeline",
        "Pavel Novak, Mei Tanaka",
        "Ecography, 2021",
        "Peer reviewed",
    ]
    assert card_furniture_lines(texts) == {3, 8}


def test_a_line_of_badge_words_with_a_year_is_the_records_date():
    texts = ["Published 2021", "Title A", "Published 2019", "Title B", "Downloads 1,204", "Downloads 2,210"]
    assert card_furniture_lines(texts) == {4, 5}


# An IEEE Xplore author page's cards: title, names, venue, an access badge on some, the row of links.
IEEE_XPLORE_CARDS = """Radar Altimetry of Proglacial Lakes From Sentinel-3
Ingrid Halvorsen; Pavel Novak; Mei Tanaka
IEEE Transactions on Geoscience and Remote Sensing, vol. 60, 2022
Free Access
Abstract
HTML

Snow Line Detection in SAR Time Series With Change Vectors
Pavel Novak; Ingrid Halvorsen
IEEE Geoscience and Remote Sensing Letters, vol. 18, 2021
Abstract
HTML

Glacier Velocity Retrieval by Offset Tracking on Sentinel-1 Data
Mei Tanaka; Ingrid Halvorsen
IEEE Journal of Selected Topics in Applied Earth Observations and Remote Sensing, vol. 14, 2021
Free Access
Abstract
HTML
"""


def test_an_access_badge_over_a_cards_row_of_links_leaves_the_row_closing_the_card():
    result = parse(IEEE_XPLORE_CARDS)
    assert [(entry.title, entry.year, entry.line_start, entry.line_end) for entry in result.entries] == [
        ("Radar Altimetry of Proglacial Lakes From Sentinel-3", 2022, 1, 6),
        ("Snow Line Detection in SAR Time Series With Change Vectors", 2021, 8, 12),
        ("Glacier Velocity Retrieval by Offset Tracking on Sentinel-1 Data", 2021, 14, 19),
    ]
