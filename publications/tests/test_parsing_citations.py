"""Free-text lists and format detection (publications.parsing, citations module) on real text."""

import json
from pathlib import Path

import pytest

from publications.parsing import detect_format, parse
from publications.parsing.records import InputFormat, LineKind, PublicationType, Status

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
GOLD = Path(__file__).resolve().parent / "data" / "seeds"

LAB_PAGE = """Selected Publications

• [SC’23] Q. Ding, P. Zheng, Z. Zhang. “Mirage: Low-interruption Services on GPU Clusters.” \
In Proceedings of the International Conference for High Performance Computing, Networking, \
Storage and Analysis, pp. 1-13. 2023.
• [TPDS’22] J. G. Pauloski, Z. Zhang. “Deep Neural Network Training with Distributed K-FAC.” in IEEE \
Transactions on Parallel and Distributed Systems, doi: 10.1109/TPDS.2022.3161187.

Other Papers

• [ICPP’18] Y. You, Z. Zhang. “ImageNet Training in Minutes.” In Proceedings of the 47th International \
Conference on Parallel Processing, p. 1. ACM, 2018. Best Paper Award.
"""


def test_lab_page_entries_get_tag_year_acronym_highlight_and_award():
    result = parse(LAB_PAGE)
    assert result.format == InputFormat.CITATIONS
    first, second, third = result.entries
    assert first.title == "Mirage: Low-interruption Services on GPU Clusters"
    assert first.authors == ["Q. Ding", "P. Zheng", "Z. Zhang"]
    assert (first.year, first.venue_acronym, first.type, first.highlight) == (2023, "SC", "conference", True)
    assert second.doi == "10.1109/tpds.2022.3161187" and second.type == PublicationType.JOURNAL
    assert third.highlight is False and third.award == "Best Paper Award" and third.publisher == "ACM"


def test_every_non_blank_line_is_accounted_for_with_headings_marked():
    result = parse(LAB_PAGE)
    kinds = {account.line: account.kind for account in result.lines}
    assert kinds[1] == LineKind.HEADING and kinds[6] == LineKind.HEADING
    assert len(result.lines) == sum(1 for line in LAB_PAGE.splitlines() if line.strip())


def test_nature_style_list_without_quotes():
    text = "1. Esters, M. et al. Settling the matter of vibrations. Nat. Commun. 12, 5747 (2021).\n"
    text += "2. Andersen, C. W., Armiento, R. & Blokhin, E. OPTIMADE: an API. Sci. Data 8, 217 (2021).\n"
    first, second = parse(text).entries
    assert first.authors == ["M. Esters"] and first.authors_truncated
    assert (first.volume, first.article_number, first.year) == ("12", "5747", 2021)
    assert second.title == "OPTIMADE: an API" and second.authors[-1] == "E. Blokhin"


def test_markdown_cv_with_year_headings_status_and_doi_links():
    text = (
        "`2023`\n\n55\\. Ramiro-Sánchez B, Martin A, **Leroy B**. In Press. The epitome of data paucity. "
        "*Biological Conservation* 283:110096 [10.1016/j.biocon.2023.110096](https://doi.org/10.1016/"
        "j.biocon.2023.110096) --- [HAL](https://hal.science/hal-1)\n"
    )
    (entry,) = parse(text).entries
    assert entry.authors == ["B Ramiro-Sánchez", "A Martin", "B Leroy"]
    assert entry.status == Status.IN_PRESS and entry.year == 2023
    assert entry.venue == "Biological Conservation" and entry.doi == "10.1016/j.biocon.2023.110096"


def test_an_unreadable_line_does_not_stop_the_entries_after_it():
    text = "• ((((( ]]]] “ ” ,,,\n• A. Smith, B. Jones. “A Real Title Here.” In Proc. of X (XC), 2020.\n"
    result = parse(text)
    assert [entry.title for entry in result.entries] == ["A Real Title Here"]


def test_formats_are_detected_from_their_shape():
    assert detect_format("@article{key,\n title={X}}\n") == InputFormat.BIBTEX
    assert detect_format("TY  - JOUR\nTI  - X\nER  - \n") == InputFormat.RIS
    assert detect_format('[{"title": "X", "type": "article-journal"}]') == InputFormat.CSL_JSON
    assert detect_format("[j1]\nA B:\nT. V 2020\n[c1]\nA B:\nT. V 2021\n") == InputFormat.DBLP


def test_both_seed_pages_match_their_gold_titles_authors_and_years():
    for name in ("lab-page", "author-db-page"):
        gold = json.loads((GOLD / f"{name}.gold.json").read_text())["entries"]
        entries = parse((SAMPLES / f"{name}.txt").read_text()).entries
        assert [(e.title, e.authors, e.year) for e in entries] == [
            (g["title"], g["authors"], g["year"]) for g in gold
        ]


def test_numbering_that_carries_the_kind_of_publication_is_no_part_of_the_names():
    text = (
        "Journal Papers\n"
        "J7. R. Okonjo, T. Halvorsen, and M. Ikeda, “Compliant grasping of deformable objects,” "
        "IEEE Robotics and Automation Letters, vol. 9, no. 2, pp. 1401–1408, 2024.\n"
        "Conference Papers\n"
        "C21) T. Halvorsen, R. Okonjo, “Event cameras for drone racing,” in Proc. IEEE International "
        "Conference on Robotics and Automation (ICRA), 2023, pp. 301–307.\n"
    )
    journal, conference = parse(text).entries
    assert journal.authors == ["R. Okonjo", "T. Halvorsen", "M. Ikeda"]
    assert (journal.title, journal.year) == ("Compliant grasping of deformable objects", 2024)
    assert conference.authors == ["T. Halvorsen", "R. Okonjo"]
    assert (conference.title, conference.year) == ("Event cameras for drone racing", 2023)


def test_small_roman_numerals_in_parentheses_number_a_list():
    text = (
        "Working papers\n\n"
        "(i) Lindqvist, M. and Okafor, A. (2021). Harbour Dues and Trade in the Baltic. "
        "Review of Ports, 12, 1–20.\n\n"
        "(ii) Okafor, A. (2019). Tolls on Inland Waterways. Review of Ports, 10, 33–41.\n\n"
        "(xiv) Orlova, N. (2018). Ferry Pricing after Deregulation. Review of Ports, 9, 5–17.\n"
    )
    assert [(e.title, e.authors, e.year) for e in parse(text).entries] == [
        ("Harbour Dues and Trade in the Baltic", ["M. Lindqvist", "A. Okafor"], 2021),
        ("Tolls on Inland Waterways", ["A. Okafor"], 2019),
        ("Ferry Pricing after Deregulation", ["N. Orlova"], 2018),
    ]


def test_family_then_single_initial_keeps_its_stop_in_a_stopped_list():
    (entry,) = parse(
        "Haverkamp T.R., Lindqvist M., Orlova N.K. Dust trails of slow meteors, Planetary Bulletin, 2016, "
        "41, 12-20"
    ).entries
    assert entry.authors == ["T.R. Haverkamp", "M. Lindqvist", "N.K. Orlova"]
    assert entry.title == "Dust trails of slow meteors"


# A quotation later in the line that names the meeting is the venue's, not the title.
@pytest.mark.parametrize(
    ("text", "title", "venue_words"),
    [
        (
            "P. Novak, K. Lindgren. Slow Photometry of Bright Meteors, Proceedings of the Workshop "
            '"Skies in Motion: Fast Transients", 2019, vol. 12, p. 40',
            "Slow Photometry of Bright Meteors",
            "Skies in Motion",
        ),
        (
            "P. Novak, K. Lindgren. Slow Photometry of Bright Meteors, Proceedings of International "
            'Conference "Skies in Motion", ASP Conference Series, 2019, vol. 12, p. 40',
            "Slow Photometry of Bright Meteors",
            '"Skies in Motion", ASP',
        ),
        (
            'Novak P.R., Lindgren K.J. "Slow Photometry of Bright Meteors", 2019, Proceedings of IAU '
            'Symposium 351 "Skies in Motion", pp. 85-86',
            "Slow Photometry of Bright Meteors",
            "",
        ),
        (
            'K. Lindgren et al. "Dust lanes in barred spirals" invited talk at the Lisbon workshop '
            '"Bars and their hosts" (May 2023, Lisbon)',
            "Dust lanes in barred spirals",
            "Bars and their hosts",
        ),
    ],
)
def test_a_quoted_meeting_name_is_the_venue_not_the_title(text, title, venue_words):
    (entry,) = parse(text).entries
    assert entry.title == title
    assert entry.authors[-1] in {"K. Lindgren", "K.J. Lindgren"}
    assert venue_words in (entry.venue or "")


def test_a_quotation_inside_a_straight_quoted_title_stays_in_it():
    (entry,) = parse('M. Roe, K. Lee "The "Quantum" leap of dust grains" ApJ 900, 12 (2020)').entries
    assert (entry.title, entry.year) == ('The "Quantum" leap of dust grains', 2020)


# The year right after the title is the entry's; a meeting's dates later in the venue are the venue's.
@pytest.mark.parametrize(
    ("text", "year", "venue_start"),
    [
        (
            'Novak P.R., Lindgren K.J. "Slow Photometry of Bright Meteors", 2018, Proceedings of the '
            "Meeting on Small Bodies held 3-9 May, 2017, Nauka, Moscow, pp. 43-50",
            2018,
            "Proceedings of the Meeting",
        ),
        (
            "P. Novak, K. Lindgren. Slow Photometry of Bright Meteors, 2018, Proceedings of the Workshop "
            "on Meteors, October, 7 - 14, 2017, pp. 43-50",
            2018,
            "Proceedings of the Workshop on Meteors",
        ),
        # A meeting's dates before the publication's year: the last year is the entry's.
        (
            "P. Novak, K. Lindgren. Slow Photometry of Bright Meteors. Proceedings of the Workshop on "
            "Meteors, October 7-14, 2017, Moscow, 2018, pp. 43-50",
            2018,
            "Proceedings of the Workshop on Meteors",
        ),
        # No meeting: the year after the title is no venue's dates, and the later year stays.
        (
            "P. Novak, K. Lindgren. Slow Photometry of Bright Meteors, 2018, Planetary Bulletin, 72, 2019, "
            "81-92",
            2019,
            "Planetary Bulletin",
        ),
    ],
)
def test_the_year_after_the_title_wins_over_a_meetings_dates(text, year, venue_start):
    (entry,) = parse(text).entries
    assert (entry.title, entry.year) == ("Slow Photometry of Bright Meteors", year)
    assert entry.authors[0] in {"P. Novak", "P.R. Novak"}
    assert (entry.venue or "").startswith(venue_start)


# "Given Family, Given Family and Given Family: Title, ACRONYM YYYY, Place, YYYY".
@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        (
            "Ana Ruiz, Karl Holm, Wei Lu, Tomas B Lind and Eva Holm: Learning Sparse Parsers for "
            "Low-Resource Treebanks, EMNLP 2019, Hong Kong, China, 2019",
            ["Ana Ruiz", "Karl Holm", "Wei Lu", "Tomas B Lind", "Eva Holm"],
            "Learning Sparse Parsers for Low-Resource Treebanks",
        ),
        (
            "Ana Ruiz, Karl Holm and Eva Holm:Learning Sparse Parsers for Treebanks, EMNLP 2019, Hong Kong, "
            "2019.",
            ["Ana Ruiz", "Karl Holm", "Eva Holm"],
            "Learning Sparse Parsers for Treebanks",
        ),
        # The meeting named inside the title stays there; the one after its comma is the venue.
        (
            "Ana Ruiz, Karl Holm, Axel-Tomas Ruiz Lind, Eva Holm: Results of the Shared Parsing Task at "
            "CLEF 2014, CLEF 2014, Sheffield, UK, 2014.",
            ["Ana Ruiz", "Karl Holm", "Axel-Tomas Ruiz Lind", "Eva Holm"],
            "Results of the Shared Parsing Task at CLEF 2014",
        ),
    ],
)
def test_authors_colon_title_and_a_meetings_acronym_with_its_year(text, authors, title):
    (entry,) = parse(text).entries
    assert (entry.authors, entry.title, entry.year) == (authors, title, 2019 if "2019" in text else 2014)


def test_a_coined_name_before_a_colon_opens_the_title_not_the_authors():
    (entry,) = parse("GeoNet: mapping dunes from orbit with deep learning, Icarus 12, 2022").entries
    assert (entry.authors, entry.title, entry.year) == (
        [],
        "GeoNet: mapping dunes from orbit with deep learning",
        2022,
    )
    # A family name with a prefix's capital is a name.
    (entry,) = parse("McDonald: A history of coastal dunes, Icarus 12, 2022").entries
    assert (entry.authors, entry.title) == (["McDonald"], "A history of coastal dunes")


@pytest.mark.parametrize(
    ("text", "acronym"),
    [
        # A link's label closing the entry is no acronym of its venue.
        ("1. Cobalt clusters in porous hosts. Dalton Trans., 2021, 50, 1201-1209 (Link)", None),
        ("2. Iron cages with mixed ligands. Inorg. Chem. 2020, 59, 4410–4418 (PDF).", None),
        # A venue's acronym in parentheses still is one, closing the entry or not.
        (
            "3. A. Ruiz, K. Holm. Fast clustering of dunes. In Proc. Int. Conf. on Data Mining (ICDM), 2021",
            "ICDM",
        ),
        ("4. A. Ruiz. Sparse dune maps. Int. Conf. on Data Mining, 2021 (ICDM)", "ICDM"),
    ],
)
def test_a_links_label_in_parentheses_closing_the_entry_is_no_venue_acronym(text, acronym):
    (entry,) = parse(text).entries
    assert entry.venue_acronym == acronym


@pytest.mark.parametrize(
    ("text", "authors", "title"),
    [
        # A title opening with a list of nouns has no lone author in front of it.
        (
            "(2019) Dunes, ripples, and the transport of sand (with K. Holm). Icarus 12 (accepted).",
            ["K. Holm"],
            "Dunes, ripples, and the transport of sand",
        ),
        (
            "3. Structure, bonding, and magnetism of iron cages. Dalton Trans., 2021, 50, 1201-1209",
            [],
            "Structure, bonding, and magnetism of iron cages",
        ),
        # A lone family name before a particle, "et al." or a capitalised word still is a name.
        (
            "Holm, van Dijk. A history of coastal dunes. Icarus 12, 2022.",
            ["Holm", "van Dijk"],
            "A history of coastal dunes",
        ),
        ("Holm, et al. A history of coastal dunes. Icarus 12, 2022.", ["Holm"], "A history of coastal dunes"),
    ],
)
def test_one_capitalised_word_before_a_small_word_opens_the_title_not_the_authors(text, authors, title):
    (entry,) = parse(text).entries
    assert (entry.authors, entry.title) == (authors, title)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        # Quotes after ", in:" mark the book holding the essay, not the essay's title.
        (
            "Holm, Karl: Die Dünen der Ostsee oder was es heißt, wenn ein Sandkorn wandert, in: Ruiz, Ana/"
            "Lind, Eva (Hrsg.): „…und dann kam das Meer mit all seinen Wellen an die Küste zurück“ "
            "Küsten und Dünen. Festschrift für Ole Berg, Kiel 2019.",
            "Die Dünen der Ostsee oder was es heißt, wenn ein Sandkorn wandert",
        ),
        # Quotes before "in:" still mark the work's own title.
        (
            'Holm, K. "Dunes and ripples," in: A. Ruiz (ed.), Coastal Studies, Berlin 2020, pp. 1-20.',
            "Dunes and ripples",
        ),
    ],
)
def test_a_quotation_after_in_names_the_container_not_the_title(text, title):
    (entry,) = parse(text).entries
    assert entry.title == title


# A numbered list of one long line an item, its kinds under headings written as slugs with no blank
# line: the heading under a finished item opens the next section, though that item fills the width.
KIND_HEADINGS_UNDER_LONG_ITEMS = "\n".join(
    [
        "Publications",
        "In-Peer-reviewed-Journals",
        "1. A.K. Lund, B. Ruiz (2021) Hybrid Sparse Grids for Laminated Plates, Composite Structures, 255, "
        "112915.",
        "2. A.K. Lund, B. Ruiz (2017) Reliability Based Tuning of Dampers, Structural Control and Health "
        "Monitoring, 28(1), e1857.",
        "In-Book-Chapter",
        "1. A.K. Lund, B. Ruiz (2015) Robust Design of Dampers, In Advances in Structural Engineering, "
        "Vol. 2, Springer, 1505-1517.",
    ]
)


def test_a_kind_heading_under_a_finished_item_that_fills_the_width_opens_a_section():
    result = parse(KIND_HEADINGS_UNDER_LONG_ITEMS)
    assert [(entry.title, entry.venue, entry.type) for entry in result.entries] == [
        ("Hybrid Sparse Grids for Laminated Plates", "Composite Structures", PublicationType.JOURNAL),
        (
            "Reliability Based Tuning of Dampers",
            "Structural Control and Health Monitoring",
            PublicationType.JOURNAL,
        ),
        ("Robust Design of Dampers", "Advances in Structural Engineering", PublicationType.CHAPTER),
    ]
    assert result.lines[4].kind == LineKind.HEADING


def test_a_line_under_an_item_wrapped_at_the_width_goes_on_with_it():
    text = (
        "1. A.K. Lund, B. Ruiz (2021) Hybrid Sparse Grids for Laminated Plates under Random Loads, in\n"
        "Book Chapters on Mechanics, Springer, 2021, pp. 1-10.\n"
        "2. A.K. Lund, B. Ruiz (2017) Reliability Based Tuning of Dampers, Structural Safety, 28, 1-12.\n"
    )
    result = parse(text)
    assert len(result.entries) == 2
    assert result.lines[1].kind == LineKind.ENTRY
    assert "Book Chapters on Mechanics" not in result.entries[1].raw


def test_a_co_author_note_holding_a_note_of_its_own_gives_its_names():
    text = "\n".join(
        [
            "2023. Clitic climbing in restructuring verbs. (with Ana Ruiz (co-first author), Paul Arne, "
            "and Eva Holm) Proceedings of the 41st West Coast Conference on Formal Linguistics. 12-21.",
            "2021. Null objects in child Portuguese. (with Paul Arne) Journal of Child Syntax 4(2): 33-60.",
        ]
    )
    entries = parse(text).entries
    assert [(entry.title, entry.authors, entry.year) for entry in entries] == [
        ("Clitic climbing in restructuring verbs", ["Ana Ruiz", "Paul Arne", "Eva Holm"], 2023),
        ("Null objects in child Portuguese", ["Paul Arne"], 2021),
    ]
