"""Lab-page and CV shapes the free-text and LaTeX readers must split and read right: multi-line
cards, author-first references wrapped without blank lines, LaTeX CV macros of the author's own,
and title-first entries one a line."""

import pytest

from publications.parsing import parse
from publications.parsing.lines import is_link_line
from publications.parsing.records import InputFormat, LineKind
from publications.parsing.titlefirst import read_family_names_item, read_title_year_venue_row
from publications.tests.parsing_helpers import fields_and_venue_of


def _every_line_accounted(text, result):
    """Every non-blank line is an entry's or a heading, or it is reported as an issue."""
    kinds = {account.line: account.kind for account in result.lines}
    reported = {issue.line for issue in result.issues}
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            assert kinds.get(number) in (LineKind.ENTRY, LineKind.HEADING) or number in reported, line


CARDS = """## 2023

**Learning to Fold Cloth from Video**
P. Ramos*, **M. Tan***, H. Okafor
(* equal contribution)
CoRL 2023 (Oral) [PDF] [Code] [Project]

Grasping Transparent Objects with Touch
H. Okafor, M. Tan
ICRA 2023 [PDF] [Video]

Sim-to-Real Transfer for Legged Robots
L. Novak, P. Ramos
RSS 2022 [arXiv]
"""


def test_multi_line_cards_are_one_entry_each():
    result = parse(CARDS)
    assert fields_and_venue_of(result) == [
        ("Learning to Fold Cloth from Video", ["P. Ramos", "M. Tan", "H. Okafor"], 2023, "CoRL"),
        ("Grasping Transparent Objects with Touch", ["H. Okafor", "M. Tan"], 2023, "ICRA"),
        ("Sim-to-Real Transfer for Legged Robots", ["L. Novak", "P. Ramos"], 2022, "RSS"),
    ]
    _every_line_accounted(CARDS, result)


WRAPPED = """K. Ahmed, L. Fischer, and T. Wong. Crystal structures of a bacterial
multidrug transporter in two conformations. Nature Structural and Molecular
Biology, 27(4):312-320, 2020.
L. Fischer and K. Ahmed. Cryo-EM of small membrane proteins at high resolution.
Journal of Molecular Biology, 433(2):166-175, 2021.
T. Wong and K. Ahmed. Lipid nanodiscs for structural work. Structure, 29:1-9, 2019.
"""


def test_wrapped_author_first_references_without_blank_lines_stay_apart():
    result = parse(WRAPPED)
    assert [(t, a, y) for t, a, y, _ in fields_and_venue_of(result)] == [
        (
            "Crystal structures of a bacterial multidrug transporter in two conformations",
            ["K. Ahmed", "L. Fischer", "T. Wong"],
            2020,
        ),
        ("Cryo-EM of small membrane proteins at high resolution", ["L. Fischer", "K. Ahmed"], 2021),
        ("Lipid nanodiscs for structural work", ["T. Wong", "K. Ahmed"], 2019),
    ]
    assert [entry.venue for entry in result.entries][1:] == ["Journal of Molecular Biology", "Structure"]
    _every_line_accounted(WRAPPED, result)


LATEX = r"""\section*{Publications}
\entry*[2019]{\emph{Sparse Graphs and Random Walks}, A. Kovac \& B. Lindqvist, Phys. Rev. Lett.
  \textbf{122}, 045301 (2019)}
\entry*[2021]{\emph{Percolation on Hyperbolic Lattices}, B. Lindqvist, A. Kovac \& C. Duarte,
  J. Stat. Phys. \textbf{183}, 12 (2021)}
\pub{2022}{B. Lindqvist \& A. Kovac, Mixing times of lifted chains, Ann. Probab. \textbf{50}, 1--40 (2022).}
"""


def test_latex_user_macros_holding_a_citation_are_read_through():
    result = parse(LATEX)
    assert result.format == InputFormat.LATEX
    assert [(t, a, y) for t, a, y, _ in fields_and_venue_of(result)] == [
        ("Sparse Graphs and Random Walks", ["A. Kovac", "B. Lindqvist"], 2019),
        ("Percolation on Hyperbolic Lattices", ["B. Lindqvist", "A. Kovac", "C. Duarte"], 2021),
        ("Mixing times of lifted chains", ["B. Lindqvist", "A. Kovac"], 2022),
    ]
    assert [entry.volume for entry in result.entries] == ["122", "183", "50"]
    _every_line_accounted(LATEX, result)


TITLE_FIRST = """Publications

- Sandboxing Browser Extensions with Capabilities. R. Iyer, **M. Tan**, L. Ortiz. NDSS 2019.
- Fast Packet Filters in Userspace. L. Ortiz, R. Iyer. USENIX Security 2020. Best Paper Award
- Verifying Device Drivers Incrementally. **M. Tan**. OSDI 2021 (to appear).
"""


def test_title_first_entries_one_a_line():
    result = parse(TITLE_FIRST)
    assert [(t, a, y) for t, a, y, _ in fields_and_venue_of(result)] == [
        ("Sandboxing Browser Extensions with Capabilities", ["R. Iyer", "M. Tan", "L. Ortiz"], 2019),
        ("Fast Packet Filters in Userspace", ["L. Ortiz", "R. Iyer"], 2020),
        ("Verifying Device Drivers Incrementally", ["M. Tan"], 2021),
    ]
    assert [entry.venue for entry in result.entries] == ["NDSS", "USENIX Security", "OSDI"]
    assert result.entries[1].award and result.entries[2].status != "published"
    _every_line_accounted(TITLE_FIRST, result)


def test_title_first_entries_separated_by_dashes():
    text = (
        "1. Robust Bidding in Repeated Auctions – A. Meyer, S. Kapoor – EC 2019\n"
        "2. Learning in Matching Markets – S. Kapoor, A. Meyer, L. Chu – ICML 2020\n"
    )
    result = parse(text)
    assert fields_and_venue_of(result) == [
        ("Robust Bidding in Repeated Auctions", ["A. Meyer", "S. Kapoor"], 2019, "EC"),
        ("Learning in Matching Markets", ["S. Kapoor", "A. Meyer", "L. Chu"], 2020, "ICML"),
    ]


def test_each_section_may_number_its_own_list_its_own_way():
    text = """Conference Papers

[C12] Mira Holt*, Jonas Brandt*, Ilse Varga. Learning to Grasp Soft Objects. CVPR 2023. [PDF]
[C11] Jonas Brandt, Ilse Varga. Sim-to-Real Transfer for Legged Robots. ICRA 2022. [PDF] [Video]

Journal Articles

J5. I. Varga and J. Brandt, "Contact-rich manipulation," IEEE Trans. Robot., vol. 39, pp. 1201–15, 2023.
J4. J. Brandt and I. Varga, "Tactile servoing," IEEE Robot. Autom. Lett., vol. 6, pp. 4410–17, 2021.
"""
    result = parse(text)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Learning to Grasp Soft Objects", 2023),
        ("Sim-to-Real Transfer for Legged Robots", 2022),
        ("Contact-rich manipulation", 2023),
        ("Tactile servoing", 2021),
    ]


FAMILY_NAMES_ONLY = """Publications

Sandboxing Untrusted Plugins. Iyer, Tan and Ortiz. NDSS 2019.
Fuzzing Kernel Drivers at Scale. Ortiz and Haddad. USENIX Security 2021.
Memory Tagging in Practice. Tan, Iyer, Novak and Ortiz. IEEE S&P 2022.
"""


def test_title_first_entries_naming_authors_by_family_name_read_the_names_as_authors():
    result = parse(FAMILY_NAMES_ONLY)
    assert fields_and_venue_of(result) == [
        ("Sandboxing Untrusted Plugins", ["Iyer", "Tan", "Ortiz"], 2019, "NDSS"),
        ("Fuzzing Kernel Drivers at Scale", ["Ortiz", "Haddad"], 2021, "USENIX Security"),
        ("Memory Tagging in Practice", ["Tan", "Iyer", "Novak", "Ortiz"], 2022, "IEEE S&P"),
    ]
    _every_line_accounted(FAMILY_NAMES_ONLY, result)


def test_title_first_entries_with_family_names_after_a_dash():
    text = """Selected papers

Sandboxing Untrusted Plugins — Iyer, Tan, Ortiz (2019)
Fuzzing Kernel Drivers at Scale — Ortiz & Haddad (2021). USENIX Security.
- Memory Tagging in Practice - Tan, Iyer, Novak, Ortiz - IEEE S&P 2022
"""
    assert [(t, a, y) for t, a, y, _ in fields_and_venue_of(parse(text))] == [
        ("Sandboxing Untrusted Plugins", ["Iyer", "Tan", "Ortiz"], 2019),
        ("Fuzzing Kernel Drivers at Scale", ["Ortiz", "Haddad"], 2021),
        ("Memory Tagging in Practice", ["Tan", "Iyer", "Novak", "Ortiz"], 2022),
    ]


def test_title_first_entries_with_vancouver_names_after_the_title():
    text = """Trending articles

  • Tidal pumping drives nutrient flux in mangrove soils. Oduya K, et al. Ocean Lett. 2024. PMID: 30100001
  • A sensor for soil carbon at depth. Brandt JM, Chi Z, Kowalczyk-Nowak A. Geoderma. 2023;12(3):45-67.
"""
    result = parse(text)
    assert [(e.title, e.authors, e.authors_truncated, e.year, e.venue) for e in result.entries] == [
        ("Tidal pumping drives nutrient flux in mangrove soils", ["K Oduya"], True, 2024, "Ocean Lett"),
        (
            "A sensor for soil carbon at depth",
            ["JM Brandt", "Z Chi", "A Kowalczyk-Nowak"],
            False,
            2023,
            "Geoderma",
        ),
    ]


def test_venue_abbreviations_or_a_lone_name_after_a_title_are_no_vancouver_names():
    assert read_family_names_item("A Study of Spin Waves. Phys Rev B, et al. 2019.") is None
    assert read_family_names_item("A Study of Spin Waves. Oduya K. Phys Rev B. 2019.") is None  # one name
    assert read_family_names_item("Oduya K, Brandt JM. A Study of Spin Waves. Phys Rev B. 2019.") is None


def test_a_publisher_and_its_place_or_names_first_items_are_no_family_names_after_a_title():
    assert read_family_names_item("A Handbook of Tides. Springer, Berlin. Second edition 2019.") is None
    assert read_family_names_item("Iyer, Tan and Ortiz. Sandboxing Untrusted Plugins. NDSS 2019.") is None
    assert read_family_names_item("Sandboxing Untrusted Plugins. Ortiz. NDSS 2019.") is None  # one name
    item = read_family_names_item("Sandboxing Untrusted Plugins. Iyer, Tan and Ortiz. NDSS 2019.")
    assert item is not None and item.families == ["Iyer", "Tan", "Ortiz"] and item.rest == "NDSS 2019."


# A page listing the works that used a tool: "Title. Given Family, Given Family", one a line, no
# venue or year anywhere.
WHOLE_NAMES_AFTER_TITLES = """Publications

Tide Gauges from Satellite Altimetry: A Comparison. Ada Okafor, Lena Brandt, Ruth Osei
Learning Coastal Erosion Models from Drone Surveys. Tomas Lindqvist, Mei Chen
Wave Run-Up on Gravel Beaches. Ines Duarte, Piotr Kowalczyk-Nowak, Ada Okafor
"""


def test_title_first_lines_naming_their_authors_in_full_are_one_entry_each():
    result = parse(WHOLE_NAMES_AFTER_TITLES)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Tide Gauges from Satellite Altimetry: A Comparison",
            ["Ada Okafor", "Lena Brandt", "Ruth Osei"],
            None,
        ),
        ("Learning Coastal Erosion Models from Drone Surveys", ["Tomas Lindqvist", "Mei Chen"], None),
        ("Wave Run-Up on Gravel Beaches", ["Ines Duarte", "Piotr Kowalczyk-Nowak", "Ada Okafor"], None),
    ]
    _every_line_accounted(WHOLE_NAMES_AFTER_TITLES, result)


# The same names followed by the journal's name and the year: the journal, every word of it a
# venue's word, tells where the names end.
WHOLE_NAMES_BEFORE_A_JOURNAL = """Publications

Grazing Pressure on Upland Heath. Ines Duarte, Tomas Lindqvist, Information Sciences, 2021.

Salt Marsh Accretion under Rising Seas. Mei Chen, Piotr Kowalczyk-Nowak, Journal of Marine Research, 2019.
"""


def test_names_in_full_after_a_title_end_where_a_journal_s_name_begins():
    result = parse(WHOLE_NAMES_BEFORE_A_JOURNAL)
    assert fields_and_venue_of(result) == [
        (
            "Grazing Pressure on Upland Heath",
            ["Ines Duarte", "Tomas Lindqvist"],
            2021,
            "Information Sciences",
        ),
        (
            "Salt Marsh Accretion under Rising Seas",
            ["Mei Chen", "Piotr Kowalczyk-Nowak"],
            2019,
            "Journal of Marine Research",
        ),
    ]


# Names in full followed by a venue that only opens with a venue's word ("Revista …",
# "International Workshop on …") or is an acronym alone, the stop closing the list after a place.
WHOLE_NAMES_BEFORE_OTHER_VENUES = "\n\n".join(
    [
        "Publications",
        "Kelp Canopy Loss after Marine Heatwaves. Ines Duarte, Tomas Lindqvist, "
        "Revista Andina de Ciencias del Mar, 2022.",
        "Sounding Lakes with Fibre Optics. Mei Chen, Piotr Kowalczyk-Nowak, Ada Okafor, "
        "International Meeting on Limnic Sensors, Bergen, Norway (Online). 2021.",
        "Beach Profiles from Smartphone Video. Lena Brandt, Ruth Osei, GEOSN, 2020.",
    ]
)


def test_names_in_full_after_a_title_end_where_any_venue_begins():
    result = parse(WHOLE_NAMES_BEFORE_OTHER_VENUES)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Kelp Canopy Loss after Marine Heatwaves", ["Ines Duarte", "Tomas Lindqvist"], 2022),
        (
            "Sounding Lakes with Fibre Optics",
            ["Mei Chen", "Piotr Kowalczyk-Nowak", "Ada Okafor"],
            2021,
        ),
        ("Beach Profiles from Smartphone Video", ["Lena Brandt", "Ruth Osei"], 2020),
    ]


# A title written first that opens with a meeting's tag and year, or names a challenge and its
# year, before its names in full: no body (an agency, "OECD 2019.") authored it.
TITLES_HOLDING_A_YEAR = "\n\n".join(
    [
        "Publications",
        "GEOSN 2019, Reading Tides with Deep Networks. Ines Duarte, Tomas Lindqvist, "
        "Coastal Engineering, 2020.",
        "Overview of the Shoreline Detection Challenge at GEOSN 2021. Mei Chen, Ada Okafor, Lena Brandt, "
        "Coastal Engineering, 2021.",
    ]
)


def test_a_tag_and_year_opening_a_title_before_names_in_full_is_the_title_s():
    result = parse(TITLES_HOLDING_A_YEAR)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("GEOSN 2019, Reading Tides with Deep Networks", ["Ines Duarte", "Tomas Lindqvist"], 2020),
        (
            "Overview of the Shoreline Detection Challenge at GEOSN 2021",
            ["Mei Chen", "Ada Okafor", "Lena Brandt"],
            2021,
        ),
    ]


def test_a_body_before_its_year_stays_the_author():
    [entry] = parse("OECD (2019). Reading Tides with Deep Networks. Paris, France, OECD Publishing.").entries
    assert (entry.title, entry.authors, entry.year) == ("Reading Tides with Deep Networks", ["OECD"], 2019)


def test_a_publisher_and_its_place_before_a_journal_s_name_are_no_names_in_full():
    text = "Tide Gauges from Satellite Altimetry. Harbour Press, Bergen, Ocean Letters, 2020."
    [entry] = parse(text).entries
    assert entry.authors == []


def test_journals_a_publisher_and_its_place_or_one_name_after_a_title_are_no_names_in_full():
    [entry] = parse("Tide Gauges from Satellite Altimetry. Ocean Letters, Marine Policy").entries
    assert entry.authors == []
    for text in (
        "Tide Gauges from Satellite Altimetry. Harbour Press, Bergen",
        "Tide Gauges from Satellite Altimetry. Ada Okafor",
    ):
        assert all(entry.authors == [] for entry in parse(text).entries), text


@pytest.mark.parametrize("names", [["Lena van Dijk", "Ben Cole"], ["Ana Ruiz-de-la Fuente", "Ben Cole"]])
def test_names_in_full_after_a_title_may_hold_particles_and_hyphened_family_names(names):
    # A name written out, given names first, is read alike wherever it stands: its family name may
    # open with a particle or join lower-case words by hyphens.
    text = (
        "Okafor, A. (2019). Salt marsh fungi. Journal of Marsh Studies, 4, 1-9.\n\n"
        f"Tidal inlets seen from the shore. {', '.join(names)}, Journal of Marine Systems, 2021.\n\n"
        "Brandt, L. (2020). Moss on dunes. Coastal Botany, 7, 11-19."
    )
    entry = parse(text).entries[1]
    assert (entry.title, entry.authors, entry.venue) == (
        "Tidal inlets seen from the shore",
        names,
        "Journal of Marine Systems",
    )


def test_a_title_first_item_with_vancouver_names_after_a_question_mark_or_a_quote():
    quoted = (
        '"Stop the clock, the trial is over!" Novak PJ, Brandt-Ortiz-Lee M, Sato K. '
        "Clin Notes 2003: 14(2); 5-9."
    )
    item = read_family_names_item(quoted)
    assert item is not None
    assert item.title.strip('"') == "Stop the clock, the trial is over!"
    assert item.families == ["Novak PJ", "Brandt-Ortiz-Lee M", "Sato K"]
    asked = "Do audits help? A survey of four wards. Okafor R, Man-Lin-Ho T. Ward Med 2001: 7(3); 11-19."
    item = read_family_names_item(asked)
    assert item is not None
    assert item.title == "Do audits help? A survey of four wards"
    assert item.families == ["Okafor R", "Man-Lin-Ho T"]


def test_a_question_in_a_title_is_no_end_of_it_when_no_names_follow():
    # One name alone after the question is not taken for an author list, nor a venue's words.
    assert read_family_names_item("Is the audit worth it? Okafor R. Ward Med 2001: 7(3); 11-19.") is None
    assert read_family_names_item("Is the audit worth it? Phys Rev B. 2019: 7; 11-19.") is None


PROFILE_ROWS = """Publications
Last updated: 12/01/2025
This list is updated from the group's ORCID profile.
Tidal mixing in shallow estuaries: a record from moored sensors (2024) Estuarine Science Letters Link
Sediment plumes after dredging: what the satellite record shows (2023) Coastal Monitoring Link
Salt marsh carbon budgets revisited. (2021) Revista de Ecologia Costeira (Edição Inglesa) Link
Harbour noise and porpoise presence along a shipping lane (2019) Universidade do Norte Link
"""


def test_profile_rows_of_title_year_and_journal_are_one_entry_each():
    result = parse(PROFILE_ROWS)
    assert fields_and_venue_of(result) == [
        (
            "Tidal mixing in shallow estuaries: a record from moored sensors",
            [],
            2024,
            "Estuarine Science Letters",
        ),
        ("Sediment plumes after dredging: what the satellite record shows", [], 2023, "Coastal Monitoring"),
        ("Salt marsh carbon budgets revisited", [], 2021, "Revista de Ecologia Costeira (Edição Inglesa)"),
        ("Harbour noise and porpoise presence along a shipping lane", [], 2019, "Universidade do Norte"),
    ]


def test_profile_rows_without_link_labels_are_read_alike():
    text = "\n".join(line.removesuffix(" Link") for line in PROFILE_ROWS.splitlines()[3:])
    assert [(entry.title, entry.year) for entry in parse(text).entries] == [
        ("Tidal mixing in shallow estuaries: a record from moored sensors", 2024),
        ("Sediment plumes after dredging: what the satellite record shows", 2023),
        ("Salt marsh carbon budgets revisited", 2021),
        ("Harbour noise and porpoise presence along a shipping lane", 2019),
    ]


def test_names_a_body_or_a_volume_around_a_year_in_parentheses_are_no_title_year_venue_row():
    item = read_title_year_venue_row("Sediment plumes after dredging in the Baltic (2023) Coastal Monitoring")
    assert item is not None and item.families == []
    for text in (
        "Okafor, R., & Tan, M. (2019) Learning to fold cloth from video clips",  # names first
        "Okafor R, Tan M, Brandt L (2019) Learning to fold cloth from video",
        "World Ocean Council (2015) Global shipping report",  # a body's name: too short for a title
        "Sediment plumes after dredging in the Baltic (2023) Coastal Monitoring 12: 33-41",  # volume, pages
        "Sediment plumes after dredging in the Baltic (2023). Coastal Monitoring. Harbour Press.",
    ):
        assert read_title_year_venue_row(text) is None, text
    [entry] = parse("Okafor, R., & Tan, M. (2019) Learning to fold cloth from video clips").entries
    assert entry.authors == ["R. Okafor", "M. Tan"]


PROFESSOR_HEADINGS = """OKAFOR MENSAH, R.
(2014). Tidal mixing in shallow estuaries. Estuarine Science Letters, 12, 33-41.
(2012). Sediment plumes after dredging. Coastal Monitoring, 4, 1-9.
LINDQVIST, K. T.
(2015). Salt marsh carbon budgets revisited. Wetland Notes, 7, 10-19.
(2013). Harbour noise and porpoises. Marine Acoustics, 2, 5-8.
"""


def test_names_in_capitals_over_dated_items_head_the_items_of_that_person():
    result = parse(PROFESSOR_HEADINGS)
    assert [(entry.title, entry.authors, entry.year, entry.section) for entry in result.entries] == [
        ("Tidal mixing in shallow estuaries", [], 2014, "OKAFOR MENSAH, R."),
        ("Sediment plumes after dredging", [], 2012, "OKAFOR MENSAH, R."),
        ("Salt marsh carbon budgets revisited", [], 2015, "LINDQVIST, K. T."),
        ("Harbour noise and porpoises", [], 2013, "LINDQVIST, K. T."),
    ]
    _every_line_accounted(PROFESSOR_HEADINGS, result)


DATED_ITEMS_WITHOUT_NAMES = """OKAFOR MENSAH, R.
(2014). Europa. Ice shell thickness from radar soundings. Planetary Letters, 3, 1-9.
(2013). TIDES AND CURRENTS OF SMALL HARBOURS. ISSN 1234-5678. Coastal Monitoring.
(2012). Sediment plumes after dredging. Coastal Monitoring, 4, 1-9.
"""


def test_what_follows_the_date_of_an_item_without_names_is_its_title():
    # APA puts the title right after the date: words that would read as names there are the title.
    result = parse(DATED_ITEMS_WITHOUT_NAMES)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Europa. Ice shell thickness from radar soundings", [], 2014),
        ("TIDES AND CURRENTS OF SMALL HARBOURS", [], 2013),
        ("Sediment plumes after dredging", [], 2012),
    ]


def test_a_name_in_capitals_over_one_dated_line_is_that_items_names():
    text = (
        "DUARTE, I.\n"
        "(2014). Tidal mixing in shallow estuaries. Estuarine Sci. Lett., 12, 33-41.\n"
        "LINDQVIST, K. T., & OKAFOR, R. (2013). Harbour noise and porpoises. Marine Acoustics, 2, 5-8.\n"
    )
    assert [(entry.authors, entry.section) for entry in parse(text).entries] == [
        (["I. DUARTE"], None),
        (["K. T. LINDQVIST", "R. OKAFOR"], None),
    ]


def test_the_stop_after_a_year_with_no_names_opens_no_title():
    [entry] = parse(
        "(2014). Tidal mixing in shallow estuaries. Estuarine Science Letters, 12, 33-41."
    ).entries
    assert (entry.title, entry.year) == ("Tidal mixing in shallow estuaries", 2014)
    [entry] = parse("(2019). .NET services on small boards. Embedded Notes, 3, 1-9.").entries
    assert entry.title.startswith(".NET")


TOGGLE_ROW_ITEMS = """Publications

[2021]
1. Okafor, R., & Tan, M. (2021). Tidal mixing in shallow estuaries. Estuarine Science Letters, 12, 33-41.
Abstract | Links | BibTeX | Tags: estuaries, mixing
We moored sensors in three estuaries and find that mixing follows the spring tide.

(2019)
2. Lindqvist, K. (2019). Harbour noise and porpoises. Marine Acoustics, 2, 5-8.
BibTeX | Tags: acoustics
3. Duarte, I., & Brandt, L. (2019). Salt marsh carbon budgets revisited. Wetland Notes, 7, 10-19.
Abstract | Tags: carbon, marshes | Links:
"""


def test_a_row_of_toggles_and_tags_belongs_to_the_item_above_and_closes_it():
    result = parse(TOGGLE_ROW_ITEMS)
    assert [(entry.title, entry.year, entry.section) for entry in result.entries] == [
        ("Tidal mixing in shallow estuaries", 2021, "2021"),
        ("Harbour noise and porpoises", 2019, "2019"),
        ("Salt marsh carbon budgets revisited", 2019, "2019"),
    ]
    # Each item's lines run to its row of toggles; the abstract under the row is none of them.
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(4, 5), (9, 10), (11, 12)]
    assert all("Tags" not in (entry.venue or "") for entry in result.entries)
    kinds = {account.line: account.kind for account in result.lines}
    assert kinds[3] == kinds[8] == LineKind.HEADING  # "[2021]", "(2019)": years' headings, not numbers
    assert kinds[6] == LineKind.IGNORED


def test_a_row_of_toggles_is_a_link_line_and_tags_alone_or_beside_no_link_are_not():
    assert is_link_line("Abstract | Links | BibTeX | Tags: estuaries, mixing")
    assert is_link_line("Abstract | Tags: carbon, marshes | Links:")
    assert is_link_line("BibTeX | Tags: acoustics")
    assert not is_link_line("Tags: estuaries, mixing")  # no label of a link
    assert not is_link_line("Estuaries | Tags: mixing")  # no known link's label
    assert not is_link_line("BibTeX | Tags: a | Tags: b")  # one row holds one item's tags
    assert not is_link_line("Okafor, R. | Tags: estuaries")


def test_a_row_of_labels_each_in_its_brackets_is_a_link_line():
    assert is_link_line("[pubmed] [pdf] [Mar Ecol Lett]")  # a journal's short name among known labels
    assert is_link_line("[pubmed] [pdf] [Mar. Ecol. Lett.]")
    assert is_link_line("[PDF] - [Slides]")
    assert not is_link_line("[Estuaries] [Mixing]")  # no known link's label
    assert not is_link_line("[C12] [pdf]")  # an item's number is no label


def test_a_number_in_brackets_alone_on_its_line_is_still_the_number_of_the_item_under_it():
    text = (
        "[1]\n"
        "Okafor, R., & Tan, M. (2021). Tidal mixing in shallow estuaries. Estuarine Sci. Lett., 12, 33-41.\n"
        "[2]\n"
        "Lindqvist, K. (2019). Harbour noise and porpoises. Marine Acoustics, 2, 5-8.\n"
    )
    result = parse(text)
    assert [(entry.title, entry.section) for entry in result.entries] == [
        ("Tidal mixing in shallow estuaries", None),
        ("Harbour noise and porpoises", None),
    ]


def test_a_year_in_brackets_alone_on_its_line_heads_the_numbered_items_under_it():
    text = (
        "[2021]\n"
        "1. Okafor, R., & Tan, M. (2021). Tidal mixing in shallow estuaries. Estuar. Sci. Lett. 12, 33-41.\n"
        "\n"
        "(2019)\n"
        "2. Lindqvist, K. (2019). Harbour noise and porpoises. Marine Acoustics, 2, 5-8.\n"
    )
    result = parse(text)
    assert [(entry.title, entry.section, entry.line_start) for entry in result.entries] == [
        ("Tidal mixing in shallow estuaries", "2021", 2),
        ("Harbour noise and porpoises", "2019", 5),
    ]


FIELD_RECORDS_WITH_YEAR_LINES = """Publications

Tidal mixing in shallow estuaries
R. Okafor and M. Tan
Estuarine Science Letters
2021

Harbour noise and porpoises
K. Lindqvist
Marine Acoustics
2019

Salt marsh carbon budgets revisited
I. Duarte
Wetland Notes
2018
"""


def test_a_bare_year_closing_a_record_one_field_a_line_is_its_date_not_the_next_records_heading():
    result = parse(FIELD_RECORDS_WITH_YEAR_LINES)
    assert [(e.title, e.year, e.section, e.line_start, e.line_end) for e in result.entries] == [
        ("Tidal mixing in shallow estuaries", 2021, "Publications", 3, 6),
        ("Harbour noise and porpoises", 2019, "Publications", 8, 11),
        ("Salt marsh carbon budgets revisited", 2018, "Publications", 13, 16),
    ]


def test_a_bare_year_over_the_next_item_or_after_a_dated_record_is_still_a_years_heading():
    over_items = (
        "2021\n"
        "Okafor, R. Tidal mixing in shallow estuaries. Estuarine Science Letters 12, 33-41.\n"
        "2019\n"
        "Lindqvist, K. Harbour noise and porpoises. Marine Acoustics 2, 5-8.\n"
    )
    assert [(e.year, e.section) for e in parse(over_items).entries] == [(2021, "2021"), (2019, "2019")]
    after_a_dated_record = (
        "Tidal mixing in shallow estuaries\n"
        "R. Okafor and M. Tan\n"
        "Estuarine Science Letters, 2021\n"
        "2019\n"
        "\n"
        "Harbour noise and porpoises\n"
        "K. Lindqvist\n"
        "Marine Acoustics\n"
    )
    result = parse(after_a_dated_record)
    assert [(e.title, e.section) for e in result.entries] == [
        ("Tidal mixing in shallow estuaries", None),
        ("Harbour noise and porpoises", "2019"),
    ]


NARROW_COLUMN_ITEMS = """Conference Papers

[14] Novak, J. (2016). Ships and
seals. Marine Notes, 3, 1-4.

[15] Rosa Okafor and M. Tan.
Tidal mixing in shallow
waters. In Lena Brandt, editor,
Estuarine Science Letters, pages
33-41, Kiel, 2021.

[16] Lindqvist, K. (2019). Harbour
noise. Marine Acoustics, 2, 5-8.
"""


def test_a_short_wrapped_line_the_labeller_is_sure_goes_on_is_no_heading_in_a_numbered_list():
    result = parse(NARROW_COLUMN_ITEMS)
    assert [(e.line_start, e.line_end, e.authors, e.year, e.section) for e in result.entries] == [
        (3, 4, ["J. Novak"], 2016, "Conference Papers"),
        (6, 10, ["Rosa Okafor", "M. Tan"], 2021, "Conference Papers"),
        (12, 13, ["K. Lindqvist"], 2019, "Conference Papers"),
    ]


ITEMS_STOPPED_INSIDE_A_PHRASE = """Journal Articles

1. Lindqvist, K. (2019). The
Harbour Noise Proceedings. In
Proceedings of the Marine Society,
2, 5-8.
2. Duarte, I. (2018). Salt marsh carbon
budgets. In: Wetland Notes, 7, 10-19.

Conference Papers
3. Novak, J. (2017). Porpoises and ships. In
Proceedings of the Coastal Workshop, 1-9.
"""


def test_an_item_stopped_inside_a_phrase_or_after_a_comma_goes_on_under_a_line_like_a_heading():
    result = parse(ITEMS_STOPPED_INSIDE_A_PHRASE)
    assert [(e.title, e.line_start, e.line_end, e.section) for e in result.entries] == [
        ("The Harbour Noise Proceedings", 3, 6, "Journal Articles"),
        ("Salt marsh carbon budgets", 7, 8, "Journal Articles"),
        ("Porpoises and ships", 11, 12, "Conference Papers"),
    ]


NAMES_IN_CAPITALS_OVER_NUMBERED_ITEMS = """DR. RAVI OKAFOR
1. (2014). Tidal mixing in shallow estuaries. Estuarine Science Letters, 12, 33-41.
2. (2012). Sediment plumes after dredging. Coastal Monitoring, 4, 1-9.

LINDQVIST, KARIN
1. (2015). Salt marsh carbon budgets revisited. Wetland Notes, 7, 10-19.
2. (2013). Harbour noise and porpoises. Marine Acoustics, 2, 5-8.
"""


def test_names_in_capitals_given_names_first_or_written_out_head_numbered_dated_items():
    result = parse(NAMES_IN_CAPITALS_OVER_NUMBERED_ITEMS)
    assert [(entry.title, entry.authors, entry.section) for entry in result.entries] == [
        ("Tidal mixing in shallow estuaries", [], "DR. RAVI OKAFOR"),
        ("Sediment plumes after dredging", [], "DR. RAVI OKAFOR"),
        ("Salt marsh carbon budgets revisited", [], "LINDQVIST, KARIN"),
        ("Harbour noise and porpoises", [], "LINDQVIST, KARIN"),
    ]


def test_profile_rows_of_cells_separated_by_tabs_or_middle_dots_are_one_entry_each():
    tabs = (
        "Title\tYear\tJournal\tLink\n"
        "Tidal mixing in shallow estuaries\t2021\tEstuarine Science Letters\tLink\n"
        "Harbour noise and porpoises\t2019\tMarine Acoustics\tLink\n"
    )
    dots = (
        "Tidal mixing in shallow estuaries · Estuarine Science Letters · 2021 · DOI\n\n"
        "Harbour noise and porpoises · Marine Acoustics · 2019 · DOI\n"
    )
    for text in (tabs, dots):
        assert [(e.title, e.authors, e.year, e.venue) for e in parse(text).entries] == [
            ("Tidal mixing in shallow estuaries", [], 2021, "Estuarine Science Letters"),
            ("Harbour noise and porpoises", [], 2019, "Marine Acoustics"),
        ], text


def test_cells_naming_authors_or_more_than_a_title_a_year_and_a_venue_are_no_profile_row():
    assert read_title_year_venue_row("Okafor R, Tan M\t2019\tMarine Acoustics") is None
    assert read_title_year_venue_row("Harbour noise and porpoises\t2019\tMarine Acoustics\t2\t5-8") is None
    assert read_title_year_venue_row("Harbour noise and porpoises · Marine Acoustics") is None


WRAPPED_VENUE_LIKE_A_HEADING = """Conference Papers

[3] Ware, K. & Novak, L. Steering
boats in fog: a comparison of
three displays.
Proceedings of the Coastal Factors
Society 12th annual meeting.
[4] Duarte, I. (2018). Salt marsh carbon
budgets. Wetland Notes, 7, 10-19.

Journal Articles
[5] Lindqvist, K. (2019). Harbour noise
and porpoises. Marine Acoustics, 2, 5-8.
"""


def test_a_wrapped_venue_line_like_a_type_heading_goes_on_with_the_item_the_labeller_reads_it_in():
    result = parse(WRAPPED_VENUE_LIKE_A_HEADING)
    assert [(e.line_start, e.line_end, e.year, e.section) for e in result.entries] == [
        (3, 7, None, "Conference Papers"),
        (8, 9, 2018, "Conference Papers"),
        (12, 13, 2019, "Journal Articles"),
    ]


def test_a_name_in_capitals_heads_dated_items_wrapped_under_it():
    text = (
        "Publications\n\n"
        "(2016) Ships and seals in the northern harbour, Marine Notes 3, 1-4.\n\n"
        "DR. RAVI OKAFOR\n"
        "(2014) Tidal mixing in shallow estuaries over the spring tide, Estuarine\n"
        "   Science Letters 12, 33-41.\n"
        "(2012) Sediment plumes after dredging, Coastal Monitoring 4, 1-9.\n"
    )
    result = parse(text)
    assert [(e.line_start, e.line_end, e.section) for e in result.entries] == [
        (3, 3, "Publications"),
        (6, 7, "DR. RAVI OKAFOR"),
        (8, 8, "DR. RAVI OKAFOR"),
    ]


def test_a_types_heading_in_capitals_over_dated_items_still_names_their_type():
    text = (
        "JOURNAL ARTICLES\n"
        "(2014). Tidal mixing in shallow estuaries. Estuarine Science Letters, 12, 33-41.\n"
        "(2012). Sediment plumes after dredging. Coastal Monitoring, 4, 1-9.\n"
        "BOOK CHAPTERS\n"
        "(2015). Salt marsh carbon budgets revisited. In Wetland Notes, 7, 10-19.\n"
        "(2013). Harbour noise and porpoises. In Marine Acoustics, 2, 5-8.\n"
    )
    assert [(e.section, str(e.type)) for e in parse(text).entries] == [
        ("JOURNAL ARTICLES", "journal"),
        ("JOURNAL ARTICLES", "journal"),
        ("BOOK CHAPTERS", "chapter"),
        ("BOOK CHAPTERS", "chapter"),
    ]


def test_a_doi_on_a_line_of_its_own_under_an_item_is_that_items_and_no_entry():
    text = (
        "Publications\n\n"
        "Lindqvist M, Okafor A, Brandt L. Tidal mixing in shallow estuaries: a record from moored sensors. "
        "Estuarine Science. 2021;12:33-41.\n\n"
        "DOI: 10.1234/es.2021.0042\n\n"
        "Okafor A, Brandt L. Sediment plumes after dredging: what the satellite record shows. "
        "Coastal Monitoring. 2019;8:101-110.\n\n"
        "doi:10.1234/cm.2019.0101\n\n"
        "Brandt L, Varga J. Salt marsh carbon budgets revisited. Wetland Ecology. 2018;4:1-9.\n\n"
        "https://doi.org/10.1234/we.2018.0007\n"
    )
    entries = parse(text).entries
    assert [(entry.title, entry.year, entry.doi) for entry in entries] == [
        ("Tidal mixing in shallow estuaries: a record from moored sensors", 2021, "10.1234/es.2021.0042"),
        ("Sediment plumes after dredging: what the satellite record shows", 2019, "10.1234/cm.2019.0101"),
        ("Salt marsh carbon budgets revisited", 2018, "10.1234/we.2018.0007"),
    ]


def test_a_doi_alone_under_a_heading_opens_no_entry():
    text = (
        "Journal articles\n"
        "DOI: 10.1234/es.2021.0042\n\n"
        "Okafor A, Brandt L. Sediment plumes after dredging: what the satellite record shows. "
        "Coastal Monitoring. 2019;8:101-110.\n"
    )
    assert [entry.title for entry in parse(text).entries] == [
        "Sediment plumes after dredging: what the satellite record shows"
    ]


def test_a_doi_alone_under_a_heading_is_left_out_for_its_reason():
    text = (
        "Journal articles\n"
        "DOI: 10.1234/es.2021.0042\n\n"
        "Okafor A, Brandt L. Sediment plumes after dredging: what the satellite record shows. "
        "Coastal Monitoring. 2019;8:101-110.\n"
    )
    account = {line.line: (line.kind, line.reason) for line in parse(text).lines}
    assert account[2] == (LineKind.IGNORED, "a DOI with no entry above it")


def test_a_doi_alone_under_a_heading_takes_in_neither_the_next_heading_nor_its_item():
    # The grouping leaves the DOI out as it comes: let open an entry of its own, it would take in
    # the heading and the reference under it.
    text = (
        "Journal articles\n"
        "DOI: 10.1234/es.2021.0042\n"
        "Books\n"
        "Brandt L, Varga J. Salt marsh carbon budgets revisited. Wetland Press. 2018.\n"
    )
    result = parse(text)
    assert [(entry.title, entry.line_start) for entry in result.entries] == [
        ("Salt marsh carbon budgets revisited", 4)
    ]
    assert {line.line: line.kind for line in result.lines}[3] == LineKind.HEADING


# biblatex's prefixnumbers: journal articles "[J…]", conference papers "[C…]" and a thesis "[T…]",
# each counted down on its own, the kinds interleaved by date; a body's name and bold names open
# some of the items, which no name's initial marks as a citation's start.
KINDS_NUMBERED_APART = "\n".join(
    [
        "[J7] A. Ruiz and B. Kaya, “Tidal mixing in shallow fjords,” in *Estuarine Studies*, 2024.",
        "[J6] B. Kaya, “Internal waves over a sill,” in *Fjord Science*, 2023.",
        "[C3] **B. Kaya**, “Low-power sensor buoys,” in *Proc. OCEANS*, 2022.",
        "[T1] **C. Okafor**, “Sills and the renewal of deep water,” PhD thesis, University of Bergen, 2021.",
        "[J5] Nordic Ocean Council, “A survey of benthic oxygen sensors,” in *Marine Instruments*, 2020.",
        "[J4] B. Kaya, **C. Okafor**, and D. Lund, “Salinity fronts after floods,” "
        "in *Coastal Letters*, 2019.",
        "[J3] C. Okafor, “Deep water renewal in a sill fjord,” in *Fjord Science*, 2018.",
        "[C2] A. Ruiz, “Mooring lines that log their tension,” in *Proc. OCEANS*, 2017.",
        "[J2] A. Ruiz, “Tides in a narrow strait,” in *Estuarine Studies*, 2016.",
        "[C1] B. Kaya, “A buoy for ice-covered fjords,” in *Proc. OCEANS*, 2015.",
        "[J1] C. Okafor, “Oxygen in deep basins,” in *Fjord Science*, 2014.",
    ]
)


def test_each_kind_numbered_on_its_own_in_a_list_sorted_by_date_keeps_its_items_apart():
    entries = parse(KINDS_NUMBERED_APART).entries
    assert [entry.year for entry in entries] == list(range(2024, 2013, -1))
    assert entries[4].title == "A survey of benthic oxygen sensors"
