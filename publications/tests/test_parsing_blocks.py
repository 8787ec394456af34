"""Line-block formats: author-database pages, dblp and Scholar copies, LaTeX CV source."""

from publications.parsing import parse
from publications.parsing.formats import citations
from publications.parsing.records import InputFormat, LineKind, PublicationType

AUTHOR_DB = """Zizhao Mo

According to our database, Zizhao Mo authored at least 2 papers between 2023 and 2026.

2026

Serving Hybrid LLM Loads with SLO Guarantees.

Zizhao Mo, Junlin Chen, Huanle Xu

CoRR, March, 2026

2024

Heet: Accelerating Elastic Training.

Zizhao Mo, Huanle Xu

Dataset, January, 2024
"""


def test_author_database_page_reads_blocks_and_ignores_the_summary():
    result = parse(AUTHOR_DB)
    assert result.format == InputFormat.AUTHOR_DB
    first, second = result.entries
    assert (first.type, first.month, first.venue_canonical, first.section) == ("preprint", 3, "arXiv", "2026")
    assert second.type == PublicationType.DATASET and second.authors == ["Zizhao Mo", "Huanle Xu"]
    kinds = {a.line: a.kind for a in result.lines}
    assert kinds[3] == LineKind.IGNORED and kinds[5] == LineKind.HEADING


def test_dblp_item_keys_give_the_type():
    text = (
        "2024\n[j12]\nAlessio Molinari, Andrea Esuli:\nSALτ: efficiently stopping TAR. Data Min. Knowl. "
        "Discov. 38(2): 535-568 (2024)\n[i9]\nAndrea Esuli, Giovanni Puccetti:\nThe Invalsi Benchmark. "
        "CoRR abs/2403.18697 (2024)\n"
    )
    journal, preprint = parse(text).entries
    assert (journal.volume, journal.number, journal.pages, journal.type) == ("38", "2", "535–568", "journal")
    assert preprint.type == "preprint" and preprint.article_number == "abs/2403.18697"


def test_scholar_rows_take_the_year_cell_and_keep_abbreviated_names():
    text = (
        "TITLE\tCITED BY\tYEAR\n"
        "Path planning optimization of manipulators\nS Baressi Šegota, N Anđelić, ...\n"
        "International journal of advanced robotic systems 17 (2), 1729881420908076, 2020\t109\t2020\n"
        "Modeling the spread of infection\nZ Car, S Baressi Šegota\n"
        "Complexity 2020 (1), 1846926, 2020\t96\t2020\n"
    )
    result = parse(text)
    assert result.format == InputFormat.SCHOLAR
    first = result.entries[0]
    assert first.authors == ["S Baressi Šegota", "N Anđelić"] and first.authors_truncated
    assert (first.year, first.volume, first.number) == (2020, "17", "2")


def test_scholar_profile_tabs_and_a_header_with_its_sort_menu_are_no_row():
    # The profile's tabs ("Articles / Cited by") and the header copied with the title column's
    # sort menu, "Title" on a line of its own.
    text = (
        "Tomas Lindqvist\nProfessor of Transport Economics\nVerified email at example.edu\n\n"
        "Articles\tCited by\n\nTitle\nSort\tCited by\tYear\n"
        "Route choice under congestion pricing\nT Lindqvist, A Romero\n"
        "Transportation Science 57 (3), 610-628\t84\t2023\n"
        "Demand shocks in ride-hailing markets\nA Romero, T Lindqvist\n"
        "Proceedings of the Web Conference, 1201-1210\t31\t2021\n"
    )
    result = parse(text)
    assert result.format == InputFormat.SCHOLAR
    assert [(e.title, e.year) for e in result.entries] == [
        ("Route choice under congestion pricing", 2023),
        ("Demand shocks in ride-hailing markets", 2021),
    ]


def test_scholar_citation_count_is_no_article_number():
    text = (
        "TITLE\tCITED BY\tYEAR\n"
        "Wave loads on floating offshore platforms\nK Ivanković, M Horvat\n"
        "Ocean Engineering 2019, 14, 2019\t279\t2019\n"
    )
    (entry,) = parse(text).entries
    assert (entry.venue, entry.year, entry.volume, entry.article_number) == (
        "Ocean Engineering",
        2019,
        "14",
        None,
    )


def test_scholar_rows_copied_without_the_header_keep_their_cells_on_a_line_of_their_own():
    text = (
        "Route choice under congestion pricing\nT Lindqvist, A Romero, E Baptiste\n"
        "Transportation Science 57 (3), 610-628\n\t84\t2023\n"
        "Demand shocks in ride-hailing markets\nA Romero, T Lindqvist\n"
        "Proceedings of the Web Conference, 1201-1210\n\t31\t2021\n"
    )
    result = parse(text)
    assert result.format == InputFormat.SCHOLAR
    assert [(e.title, e.year) for e in result.entries] == [
        ("Route choice under congestion pricing", 2023),
        ("Demand shocks in ride-hailing markets", 2021),
    ]
    assert result.entries[0].authors == ["T Lindqvist", "A Romero", "E Baptiste"]
    assert result.entries[0].venue == "Transportation Science"
    assert "31" not in result.entries[1].venue


def test_scholar_rows_without_a_venue_are_read_and_not_taken_for_headings():
    # A row whose venue cell is empty: its cells close the authors line, or stand under it.
    text = (
        "TITLE\tCITED BY\tYEAR\n"
        "Route choice under congestion pricing\nT Lindqvist, A Romero\n"
        "Transportation Science 57 (3), 610-628\t84\t2023\n"
        "Notes on fare integration\nT Lindqvist, E Baptiste\t3\t2019\n"
        "Demand shocks in ride-hailing markets\nA Romero, T Lindqvist\n"
        "Proceedings of the Web Conference, 1201-1210\t31\t2021\n"
        "Transit timetables as a game\nT Lindqvist\n\t\t2018\n"
        "Queues at level crossings\nE Baptiste, T Lindqvist\n"
        "Transport Reviews 40 (2), 101-120\t12\t2020\n"
    )
    result = parse(text)
    assert result.format == InputFormat.SCHOLAR
    assert [(e.title, e.authors, e.year, e.venue) for e in result.entries] == [
        (
            "Route choice under congestion pricing",
            ["T Lindqvist", "A Romero"],
            2023,
            "Transportation Science",
        ),
        ("Notes on fare integration", ["T Lindqvist", "E Baptiste"], 2019, None),
        (
            "Demand shocks in ride-hailing markets",
            ["A Romero", "T Lindqvist"],
            2021,
            "Proceedings of the Web Conference",
        ),
        ("Transit timetables as a game", ["T Lindqvist"], 2018, None),
        ("Queues at level crossings", ["E Baptiste", "T Lindqvist"], 2020, "Transport Reviews"),
    ]
    assert not any(account.kind == LineKind.HEADING for account in result.lines)


def test_latex_macros_are_read_argument_by_argument():
    text = r"""\section{Selected Publications}
\begin{enumerate}
  % params: authors, year, title, venue, pages, url, note
  \item \journalrefwnote{Montavon, \textbf{Lapuschkin}, Binder and M\"uller}
        {2017}
        {Explaining NonLinear Classification Decisions}
        {Pattern Recognition}
        {65:211--222}
        {https://doi.org/10.1016/j.patcog.2016.11.008}
        {\\A paper. Pattern Recognition Best Paper Award winner of 2020.}
\end{enumerate}
"""
    result = parse(text)
    assert result.format == InputFormat.LATEX
    (entry,) = result.entries
    assert entry.authors == ["Montavon", "Lapuschkin", "Binder", "Müller"]
    assert (entry.year, entry.volume, entry.pages, entry.type) == (2017, "65", "211--222", "journal")
    assert entry.doi == "10.1016/j.patcog.2016.11.008" and entry.highlight
    assert entry.award == "Pattern Recognition Best Paper Award"


def test_a_cards_author_line_wrapped_inside_a_name_keeps_all_its_names():
    text = """Tidal Mixing in Shallow Estuaries.
Amara Okafor, Bruno Lindqvist, Chloe
Moreau, Dana Brandt
Journal of Coastal Research, 2015

Salt Wedges Revisited.
Dana Brandt, Emil Kovac
Estuarine Science, 2018

Brackish Water Notes.
Chloe Moreau, Amara
Okafor
Estuarine Science, 2020
"""
    result = parse(text)
    assert result.format == InputFormat.AUTHOR_DB
    assert [(entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (
            ["Amara Okafor", "Bruno Lindqvist", "Chloe Moreau", "Dana Brandt"],
            2015,
            "Journal of Coastal Research",
        ),
        (["Dana Brandt", "Emil Kovac"], 2018, "Estuarine Science"),
        (["Chloe Moreau", "Amara Okafor"], 2020, "Estuarine Science"),
    ]
    assert [(entry.line_start, entry.line_end) for entry in result.entries] == [(1, 4), (6, 8), (10, 13)]
    # The free-text reader reads such cards the same way.
    assert [entry.authors for entry in citations.parse(text).entries] == [
        entry.authors for entry in result.entries
    ]


# Cards of an economist's page: title, names, dated venue, then a row of glued link labels and a
# row of glued topic tags, which read like one more title and a name.
CARDS_WITH_LINK_AND_TAG_ROWS = """Labor
Minimum Wages and the Timing of Hiring
Okafor, Tomas, Lena Brandt, and Ines Barrow
Labour Economics, 71(2): 101-130, May 2024
published versionPDF
LaborPolicy
Search Frictions in Seasonal Markets
Brandt, Lena and Paul Arne
Journal of Applied Econometrics, 38(4): 455-470, June 2023
published versionPDFappendix
LaborMethods
Wage Posting with Sticky Offers
Barrow, Ines, Tomas Okafor, and Ada Moreau
European Economic Review, 150: 104300, March 2022
published version
Methods
"""


def test_rows_of_links_and_tags_between_dated_cards_are_no_records():
    result = parse(CARDS_WITH_LINK_AND_TAG_ROWS)
    assert result.format == InputFormat.AUTHOR_DB
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Minimum Wages and the Timing of Hiring", 2024),
        ("Search Frictions in Seasonal Markets", 2023),
        ("Wage Posting with Sticky Offers", 2022),
    ]
    kinds = {account.line: account.kind for account in result.lines}
    assert kinds[5] == kinds[6] == kinds[10] == LineKind.IGNORED


def test_an_undated_record_under_a_heading_of_its_own_is_kept():
    text = (
        CARDS_WITH_LINK_AND_TAG_ROWS
        + "Doctoral thesis\nSearch and Matching in Harbour Towns\nOkafor, Tomas\n"
    )
    result = parse(text)
    assert [entry.title for entry in result.entries][-1] == "Search and Matching in Harbour Towns"
