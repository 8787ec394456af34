"""Copies of subject databases' result pages and citation formats as lab pages paste them: the
links and counters under each record (INSPIRE's "cite" / "claim" / "21 citations", Web of
Science's "Related records", Semantic Scholar's "TLDR" / "PDF") are no records, and the NLM
style's group author after a semicolon is one more author of the work; MathSciNet's review number
opening a citation is its marker; INSPIRE-HEP's records are closed by their controls, their labelled
lines ("e-Print:", "DOI:", "Published in:") are fields of the record; zbMATH Open's and SSRN's
records are closed by their identifier lines ("MSC:", "Zbl …"; "Downloads 345")."""

import pytest

from publications.parsing import InputFormat, detect_format, parse
from publications.parsing.formats.authordb import is_hep_result_list
from publications.parsing.formats.closedrecords import (
    is_ads_result_list,
    is_ssrn_result_list,
    is_zbmath_result_list,
)
from publications.parsing.lines import DATABASE_CONTROLS_REASON, ignore_reason, is_link_line
from publications.parsing.names import split_authors
from publications.parsing.tail import parse_tail
from publications.parsing.text import strip_list_marker


@pytest.mark.parametrize(
    "line",
    [
        "#1",
        "cite",
        "claim",
        "reference search",
        "21 citations",
        "1 citation",
        "Citation 7",
        "Related records",
        "Free Full Text from Publisher",
        "Full Text at Publisher",
        "Show abstract",
        "PDF",
        "TLDR",
        "Downloads 1,204 (32,450)",
        "Item in Clipboard",
        "Save Cite Cited by 31 Related articles All 7 versions",
        "☆ Save 99 Cite Cited by 8 Related articles",
        "Related articles",
        "All 4 versions",
        "6 Highly Influential Citations",
        "Highly Influential Citations 2",
        "213 Views",
    ],
)
def test_a_database_records_links_and_counters_are_its_controls(line):
    assert ignore_reason(line) == DATABASE_CONTROLS_REASON


@pytest.mark.parametrize(
    "line",
    [
        "Claim processing in distributed ledgers",
        "PDF parsing for citation graphs. J. Doc. Eng. 4 (2019) 1-9.",
        "Related records linkage across registries",
        "Related articles on tidal mixing",
        "Views of the sea floor from autonomous vehicles",
    ],
)
def test_a_title_opening_with_a_control_word_is_no_control(line):
    assert ignore_reason(line) is None


WEB_OF_SCIENCE_RESULTS = """1
Mechanochemical synthesis of porous coordination polymers for carbon capture
Haddad, N; Varga, E and Lund, T
Jul 2023 | CHEMISTRY OF MATERIALS 35 (14) , pp.5521-5533
Free Full Text from Publisher
Related records
12
Citations
58
References
2
Ligand exchange kinetics in zirconium frameworks
Varga, E and Haddad, N
2021 | INORGANIC CHEMISTRY 60 (2) , pp.1200-1211
Related records
7
Citations
44
References
"""


def test_a_web_of_science_results_page_makes_no_record_of_its_links():
    result = parse(WEB_OF_SCIENCE_RESULTS)
    assert [entry.title for entry in result.entries] == [
        "Mechanochemical synthesis of porous coordination polymers for carbon capture",
        "Ligand exchange kinetics in zirconium frameworks",
    ]
    accounts = {account.line: account for account in result.lines}
    assert accounts[5].reason == DATABASE_CONTROLS_REASON
    assert accounts[6].reason == DATABASE_CONTROLS_REASON


SEMANTIC_SCHOLAR = """Mechanochemical synthesis of porous coordination polymers for carbon capture
Nadia Haddad, Eszter Varga, Tomas Lund
Chemistry of Materials
14 July 2023
TLDR
A solvent-free route to porous polymers matches solution synthesis in carbon uptake. Expand
12
PDF
Save
Defect engineering of metal-organic frameworks for water harvesting
Tomas Lund, Nadia Haddad, +2 authors, Eszter Varga
ACS Applied Materials and Interfaces
1 November 2019
21
PDF
Save
"""


def test_a_semantic_scholar_summary_label_opens_no_record():
    result = parse(SEMANTIC_SCHOLAR)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Mechanochemical synthesis of porous coordination polymers for carbon capture", 2023),
        ("Defect engineering of metal-organic frameworks for water harvesting", 2019),
    ]
    assert result.entries[0].authors == ["Nadia Haddad", "Eszter Varga", "Tomas Lund"]


@pytest.mark.parametrize(
    "line",
    [
        "PDF Save Alert Cite",
        "Save Alert",
        "TLDR A sampler for sparse gauges is shown to be robust to missing data... Expand",
        "Tidal mixing is estimated from mooring records and compared with two models and… Expand",
    ],
)
def test_a_semantic_scholar_button_row_and_summary_teaser_are_its_controls(line):
    assert ignore_reason(line) == DATABASE_CONTROLS_REASON


SEMANTIC_SCHOLAR_CARDS = """Sparse coding of river sediment flows
K. Ostrowski, Maria Delgado, Tomas Berger
Environmental Science, Geology
Geophysical Research Letters
14 March 2019
TLDR
A new estimator of sediment transport from sparse gauges is proposed and tested on... Expand
34
Citations
PDF Save Alert Cite

Cooperative foraging in desert ants
Lena Hartmann, P. Quist, +4 authors, R. Ivanova
Biology
Ecology Letters
2017
12
Citations
Save Cite

Tidal mixing near glacier fronts
Otto Lindqvist, R. Baptiste
Journal of Glaciology
2015
PDF
"""


def test_semantic_scholar_cards_keep_the_date_under_the_venue_and_drop_the_fields_of_study():
    result = parse(SEMANTIC_SCHOLAR_CARDS)
    assert [(entry.title, entry.year, entry.venue) for entry in result.entries] == [
        ("Sparse coding of river sediment flows", 2019, "Geophysical Research Letters"),
        ("Cooperative foraging in desert ants", 2017, "Ecology Letters"),
        ("Tidal mixing near glacier fronts", 2015, "Journal of Glaciology"),
    ]
    assert result.entries[1].authors == ["Lena Hartmann", "P. Quist", "R. Ivanova"]
    assert result.entries[1].authors_truncated


SEMANTIC_SCHOLAR_SINGLE_AUTHORS = """Tidal mixing in shallow estuaries under seasonal forcing
Maren Oduya, K. Lindqvist, Piet Haverkamp
Physics
Estuar. Coast. Shelf Sci.
7 September 2021
TLDR
We measure mixing rates in three estuaries and find that seasonal forcing dominates... Expand
412
Citations
PDF Save Cite

Sediment plumes after dredging in coastal lagoons
Ines Vasconcelos
Coastal Engineering Letters
2019
TLDR
Plumes spread farther on ebb tides than on flood tides in all three lagoons studied... Expand
88
Citations
Save

Wave setup on reef flats during storms
T. Adeyemi, Rosa Halvorsen
Geology, Engineering
Journal of Coastal Research
3 March 2017
TLDR
Storm wave setup is larger than predicted on wide reef flats with low friction... Expand
57
Citations
PDF Save Alert Cite
"""


def test_semantic_scholar_cards_with_summaries_and_one_author_are_read_as_cards():
    # The controls and counts under each card are no lines of its record: cards with a single
    # author (no comma to count them by) and long summaries still make a database's page.
    assert detect_format(SEMANTIC_SCHOLAR_SINGLE_AUTHORS) == InputFormat.AUTHOR_DB
    result = parse(SEMANTIC_SCHOLAR_SINGLE_AUTHORS)
    assert [(entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (["Maren Oduya", "K. Lindqvist", "Piet Haverkamp"], 2021, "Estuar. Coast. Shelf Sci."),
        (["Ines Vasconcelos"], 2019, "Coastal Engineering Letters"),
        (["T. Adeyemi", "Rosa Halvorsen"], 2017, "Journal of Coastal Research"),
    ]


def test_a_lone_field_of_study_over_a_date_is_the_journal_of_that_name():
    result = parse(
        "Knot invariants from braid closures\nIrena Vukovic, T. Brandt\nMathematics\n2021\n\n"
        "Spectral gaps of random regular graphs\nT. Brandt, Omar Haddad\nDuke Mathematical Journal\n2018\n"
    )
    assert [(entry.title, entry.year, entry.venue) for entry in result.entries] == [
        ("Knot invariants from braid closures", 2021, "Mathematics"),
        ("Spectral gaps of random regular graphs", 2018, "Duke Mathematical Journal"),
    ]


def test_a_year_over_the_next_card_stays_a_heading_not_the_card_above_date():
    result = parse(
        "2021\nKnot invariants from braid closures\nIrena Vukovic, T. Brandt\nAlgebraic Topology Letters\n"
        "2018\nSpectral gaps of random regular graphs\nT. Brandt, Omar Haddad\nDuke Mathematical Journal\n"
        "Lattice paths and hook lengths\nOmar Haddad, Irena Vukovic\nCombinatorica\n",
        InputFormat.AUTHOR_DB,
    )
    assert [entry.year for entry in result.entries] == [2021, 2018, 2018]


def test_a_group_author_after_a_semicolon_follows_the_people_in_the_nlm_style():
    names, _ = split_authors("Tanaka Y, Okafor CN, van der Berg JH; Paediatric Liver Study Group")
    assert [name.display for name in names] == [
        "Y Tanaka",
        "CN Okafor",
        "JH van der Berg",
        "Paediatric Liver Study Group",
    ]


def test_names_written_family_comma_given_between_semicolons_stay_one_person_each():
    names, _ = split_authors("Kowalczyk, Anna; Ferreira, João P.; Smith, J")
    assert [name.display for name in names] == ["Anna Kowalczyk", "João P. Ferreira", "J Smith"]


PUBMED_CITATIONS = (
    "Publications\n\n"
    "Okafor CN, Lindqvist H, Barreto MJ, Tanaka Y. Intermittent fasting and hepatic lipid accumulation in"
    " adolescents: a randomized trial. J Pediatr Gastroenterol Nutr. 2023 Mar 1;76(3):301-309. doi:"
    " 10.1097/MPG.0000000000003712. Epub 2022 Dec 12. PMID: 36512345; PMCID: PMC9876543.\n"
    "Tanaka Y, Okafor CN; Paediatric Liver Study Group. Vitamin E dosing in obese adolescents with"
    " steatohepatitis. Clin Nutr. 2019 Nov;38(6):2790-2797. doi: 10.1016/j.clnu.2019.01.004. Epub 2019 Jan"
    " 15. PMID: 30689123.\n"
    "Okafor CN, Ahn J. Screening for fatty liver disease in primary care. BMJ. 2018 Feb 7;360:k512. PubMed"
    " PMID: 29415123; PubMed Central PMCID: PMC5801234.\n"
)


def test_pubmed_citations_with_a_group_author_keep_every_person():
    result = parse(PUBMED_CITATIONS)
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (
            "Intermittent fasting and hepatic lipid accumulation in adolescents: a randomized trial",
            ["CN Okafor", "H Lindqvist", "MJ Barreto", "Y Tanaka"],
            2023,
            "J Pediatr Gastroenterol Nutr",
        ),
        (
            "Vitamin E dosing in obese adolescents with steatohepatitis",
            ["Y Tanaka", "CN Okafor", "Paediatric Liver Study Group"],
            2019,
            "Clin Nutr",
        ),
        ("Screening for fatty liver disease in primary care", ["CN Okafor", "J Ahn"], 2018, "BMJ"),
    ]


MATHSCINET_CITATIONS = (
    "MR4123456 Kowalczyk, Anna; Ferreira, João P. Spectral gaps for random Schrödinger operators on metric"
    " graphs. J. Spectr. Theory 11 (2021), no. 2, 545–578.\n"
    "MR4012345 Ferreira, João P. Heat kernel bounds on quantum graphs with long edges. Math. Ann. 375 (2019),"
    " no. 3-4, 1123–1160.\n"
    "MR3876543 Kowalczyk, Anna. Weyl asymptotics for Robin Laplacians in cusps. Comm. Partial Differential"
    " Equations 43 (2018), no. 11, 1601–1630.\n"
)


def test_mathscinet_citations_open_with_their_review_number_no_word_of_the_authors():
    result = parse(MATHSCINET_CITATIONS)
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (
            "Spectral gaps for random Schrödinger operators on metric graphs",
            ["Anna Kowalczyk", "João P. Ferreira"],
            2021,
            "J. Spectr. Theory",
        ),
        ("Heat kernel bounds on quantum graphs with long edges", ["João P. Ferreira"], 2019, "Math. Ann."),
        (
            "Weyl asymptotics for Robin Laplacians in cusps",
            ["Anna Kowalczyk"],
            2018,
            "Comm. Partial Differential Equations",
        ),
    ]


@pytest.mark.parametrize(
    ("line", "marker"),
    [
        ("MR4123456 Kowalczyk, Anna. A title.", "MR4123456"),
        ("MR Imaging of the knee. J. Radiol. 2019.", ""),
        ("MRI4123456 as a word", ""),
        ("MR4123456 Reviewed", ""),
    ],
)
def test_only_a_review_number_opening_a_line_is_its_marker(line, marker):
    assert strip_list_marker(line)[0] == marker


MATHSCINET_RECORDS = """MR4123456 Reviewed
Kowalczyk, Anna; Ferreira, João P.
Spectral gaps for random Schrödinger operators on metric graphs.
J. Spectr. Theory 11 (2021), no. 2, 545–578.
Reviewer: Lindholm, Erik
Review PDF  Clipboard  Series  Journal  Article
MR4012345 Reviewed
Ferreira, João P.
Heat kernel bounds on quantum graphs with long edges.
Math. Ann. 375 (2019), no. 3-4, 1123–1160.
Reviewer: Demir, Yusuf
Review PDF  Clipboard  Journal  Article
MR3987654 Indexed
Kowalczyk, Anna; Moreau, Denis; Ferreira, João P.
On the nodal count of eigenfunctions of star graphs.
Proc. Amer. Math. Soc. 147 (2019), no. 8, 3411–3423.
Review PDF  Clipboard  Journal  Article
"""


def test_mathscinet_records_under_their_status_lines_keep_their_authors():
    result = parse(MATHSCINET_RECORDS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Spectral gaps for random Schrödinger operators on metric graphs",
            ["Anna Kowalczyk", "João P. Ferreira"],
            2021,
        ),
        ("Heat kernel bounds on quantum graphs with long edges", ["João P. Ferreira"], 2019),
        (
            "On the nodal count of eigenfunctions of star graphs",
            ["Anna Kowalczyk", "Denis Moreau", "João P. Ferreira"],
            2019,
        ),
    ]


HEP_RESULTS = """Literature
3 results
#1
Neutrino-nucleus coherent scattering at low momentum transfer in liquid argon
Ilse Marchetti (Padua U., INFN), Tobias Hallgren (Uppsala U.), Keiko Arimura (KEK, Tsukuba)
Sep 14, 2022
e-Print: 2209.06123 [hep-ph]
DOI: 10.1103/PhysRevC.106.035502
Published in: Phys.Rev.C 106 (2022) 3, 035502
pdf
cite
claim
reference search
9 citations
#2
Lattice determination of the axial form factor with twisted mass fermions
Tobias Hallgren (Uppsala U.), Ilse Marchetti (Padua U., INFN) et al.
e-Print: 2402.01987 [hep-lat]
cite
claim
reference search
0 citations
#3
Search for heavy neutral leptons in displaced-vertex signatures
Keiko Arimura (KEK, Tsukuba), Ilse Marchetti (Padua U., INFN) (BELLE-II Collaboration)
e-Print: 1812.04411 [hep-ex]
DOI: 10.1007/JHEP05(2019)087
Published in: JHEP 05 (2019) 087
cite
claim
reference search
31 citations
"""


def test_a_hep_result_list_is_read_record_by_record():
    assert detect_format(HEP_RESULTS) == InputFormat.AUTHOR_DB
    result = parse(HEP_RESULTS)
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (
            "Neutrino-nucleus coherent scattering at low momentum transfer in liquid argon",
            ["Ilse Marchetti", "Tobias Hallgren", "Keiko Arimura"],
            2022,
            "Phys.Rev.C",
        ),
        (
            "Lattice determination of the axial form factor with twisted mass fermions",
            ["Tobias Hallgren", "Ilse Marchetti"],
            2024,
            "arXiv",
        ),
        (
            "Search for heavy neutral leptons in displaced-vertex signatures",
            ["Keiko Arimura", "Ilse Marchetti", "BELLE-II Collaboration"],
            2019,
            "JHEP",
        ),
    ]
    first, second, third = result.entries
    assert (first.arxiv_id, first.doi) == ("2209.06123", "10.1103/physrevc.106.035502")
    assert second.authors_truncated and second.arxiv_id == "2402.01987"
    assert third.doi == "10.1007/jhep05(2019)087"
    accounts = {account.line: account for account in result.lines}
    assert accounts[1].kind == "ignored" and accounts[2].reason == DATABASE_CONTROLS_REASON
    assert all(accounts[number].kind == "entry" for number in range(4, 10))


@pytest.mark.parametrize(
    "text",
    [
        # One record's labels only.
        "Title of a paper\nAnna Berg (Lund U.)\ne-Print: 2101.00001 [hep-th]\ncite\nclaim\n",
        # Labelled lines without the database's controls: a CV's own fields.
        "A paper\nPublished in: Journal of Things 3 (2020) 1-9\n"
        "Another paper\nPublished in: Other Journal 4 (2021)\n",
    ],
)
def test_a_few_labelled_lines_make_no_hep_result_list(text):
    assert not is_hep_result_list(text)


ZBMATH_RESULTS = """Documents
Found 3 Documents (Results 1–3)
Kowalczyk, Anna; Ferreira, João P.
Spectral gaps for random Schrödinger operators on metric graphs. (English) Zbl 1478.35123
J. Spectr. Theory 11, No. 3, 1021-1055 (2021).
Summary: We prove lower bounds for the spectral gap of random operators on compact graphs.
MSC:
35P15 Estimates of eigenvalues in context of PDEs
81Q35 Quantum mechanics on special spaces: manifolds, fractals, graphs, lattices
Full Text: DOI arXiv
Cited in 2 Documents
Ferreira, João P.
Heat kernel bounds on quantum graphs with long edges. (English)
Ann. Henri Poincaré 20, No. 7, 2301-2330 (2019).
Reviewer: Denis Moreau (Lyon)
MSC: 35K08 58J35
Zbl 1421.35045
Moreau, Denis
Nodal domains and spectral minimal partitions. (French. English summary) Zbl 1399.35012
Toulouse: Univ. Toulouse III (Diss.). 143 p. (2017).
MSC: 35J05
Full Text: Link
"""


def test_a_zbmath_result_list_is_read_record_by_record():
    assert detect_format(ZBMATH_RESULTS) == InputFormat.AUTHOR_DB
    result = parse(ZBMATH_RESULTS)
    assert [(entry.title, entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (
            "Spectral gaps for random Schrödinger operators on metric graphs",
            ["Anna Kowalczyk", "João P. Ferreira"],
            2021,
            "J. Spectr. Theory",
        ),
        (
            "Heat kernel bounds on quantum graphs with long edges",
            ["João P. Ferreira"],
            2019,
            "Ann. Henri Poincaré",
        ),
        ("Nodal domains and spectral minimal partitions", ["Denis Moreau"], 2017, "Univ. Toulouse III"),
    ]
    first, second, third = result.entries
    assert (first.volume, first.number, first.pages) == ("11", "3", "1021–1055")
    assert first.abstract.startswith("We prove lower bounds")
    assert third.type == "thesis"
    accounts = {account.line: account for account in result.lines}
    assert accounts[1].kind == "ignored" and accounts[2].kind == "ignored"
    assert accounts[10].reason == DATABASE_CONTROLS_REASON
    assert (first.line_start, first.line_end, second.line_start, second.line_end) == (3, 9, 12, 17)


SSRN_AUTHOR_PAGE = """Henrik Lindqvist
Stockholm School of Economics
SCHOLARLY PAPERS (3)
1.
Board Diversity and the Cost of Corporate Debt
Journal of Corporate Finance, Vol. 68, 2021
Number of pages: 48 Posted: 12 Mar 2020 Last Revised: 03 Feb 2022
Amara Okafor and Henrik Lindqvist
University of Ghent and Stockholm School of Economics
Downloads 1,204 (32,450)
Citation 7
View PDF
Add Paper to My Library
2.
Shareholder Voice in Dual-Class Firms
Number of pages: 31 Posted: 19 Oct 2019
Henrik Lindqvist
Stockholm School of Economics
Downloads 345
3.
Proxy Advisors and Say-on-Pay Outcomes
European Corporate Governance Institute – Finance Working Paper No. 712/2020
Number of pages: 55 Posted: 02 Dec 2020
Amara Okafor, Henrik Lindqvist and Clara Esposito
University of Ghent, Stockholm School of Economics and Bocconi University
Downloads 2,118 (15,002)
Citation 12
"""


def test_an_ssrn_author_page_is_read_record_by_record():
    assert detect_format(SSRN_AUTHOR_PAGE) == InputFormat.AUTHOR_DB
    result = parse(SSRN_AUTHOR_PAGE)
    assert [
        (entry.title, entry.authors, entry.year, entry.venue, entry.type) for entry in result.entries
    ] == [
        (
            "Board Diversity and the Cost of Corporate Debt",
            ["Amara Okafor", "Henrik Lindqvist"],
            2021,
            "Journal of Corporate Finance",
            "journal",
        ),
        ("Shareholder Voice in Dual-Class Firms", ["Henrik Lindqvist"], 2019, "SSRN", "preprint"),
        (
            "Proxy Advisors and Say-on-Pay Outcomes",
            ["Amara Okafor", "Henrik Lindqvist", "Clara Esposito"],
            2020,
            "European Corporate Governance Institute – Finance Working Paper",
            "preprint",
        ),
    ]
    assert result.entries[1].month == 10
    accounts = {account.line: account for account in result.lines}
    assert all(accounts[number].kind == "ignored" for number in range(1, 5))
    assert accounts[10].reason == DATABASE_CONTROLS_REASON


@pytest.mark.parametrize(
    "text",
    [
        # Review numbers in a CV's citations, no classification lines.
        "A. Berg, Title one, J. Math. 3 (2020) 1-9. Zbl 1234.56789\n"
        "A. Berg, Title two, J. Math. 4 (2021) 1-9. Zbl 1234.56790\n",
        # One paper's SSRN lines.
        "A paper\nNumber of pages: 12 Posted: 01 Jan 2020\nAnna Berg\nDownloads 12\n",
    ],
)
def test_a_few_identifier_lines_make_no_closed_record_list(text):
    assert not is_zbmath_result_list(text) and not is_ssrn_result_list(text)


@pytest.mark.parametrize(
    ("line", "details"),
    [
        (
            "CHEMISTRY OF MATERIALS  Volume: 35  Issue: 14  Pages: 5521-5533  Published: JUL 25 2023",
            ("CHEMISTRY OF MATERIALS", 2023, 7, "35", "14", "5521-5533", None),
        ),
        (
            "PHYSICAL REVIEW B  Volume: 104  Issue: 3  Article Number: 035401  Published: JUL 1 2021",
            ("PHYSICAL REVIEW B", 2021, 7, "104", "3", None, "035401"),
        ),
        (
            "ENERGY AND FUELS  Volume: 12  Special Issue: SI  Pages: 45-67  Published: MAR 2021",
            ("ENERGY AND FUELS", 2021, 3, "12", None, "45-67", None),
        ),
    ],
)
def test_a_web_of_science_venue_line_gives_its_labelled_details_and_date(line, details):
    tail = parse_tail(line)
    assert (
        tail.venue,
        tail.year,
        tail.month,
        tail.volume,
        tail.number,
        tail.pages,
        tail.article_number,
    ) == details


@pytest.mark.parametrize(
    ("line", "details"),
    [
        (
            "SYMPOSIUM ON GLACIER DYNAMICS  Pages: 88-105  Published: FEB 2019",
            ("SYMPOSIUM ON GLACIER DYNAMICS", 2019, 2, "88-105"),
        ),
        ("JOURNAL OF ICE STUDIES  Published: 2018", ("JOURNAL OF ICE STUDIES", 2018, None, None)),
    ],
)
def test_a_web_of_science_venue_line_without_a_volume_gives_its_pages_and_date(line, details):
    tail = parse_tail(line)
    assert (tail.venue, tail.year, tail.month, tail.pages) == details


WEB_OF_SCIENCE_CLASSIC_RESULTS = """1. Mechanochemical synthesis of porous polymers for carbon capture
By: Haddad, Nadia; Varga, Eszter; Lund, Tobias
CHEMISTRY OF MATERIALS  Volume: 35  Issue: 14  Pages: 5521-5533  Published: JUL 25 2023
Times Cited: 12
(from Web of Science Core Collection)
2. Ligand exchange kinetics in zirconium frameworks
By: Varga, Eszter; Haddad, Nadia
INORGANIC CHEMISTRY  Volume: 60  Issue: 2  Pages: 1200-1211  Published: JAN 18 2021
Times Cited: 7 (from All Databases)
"""


def test_a_web_of_science_classic_results_page_gives_venue_and_date_and_no_counter_records():
    result = parse(WEB_OF_SCIENCE_CLASSIC_RESULTS)
    assert [(entry.title, entry.year, entry.month, entry.venue, entry.pages) for entry in result.entries] == [
        (
            "Mechanochemical synthesis of porous polymers for carbon capture",
            2023,
            7,
            "CHEMISTRY OF MATERIALS",
            "5521–5533",
        ),
        ("Ligand exchange kinetics in zirconium frameworks", 2021, 1, "INORGANIC CHEMISTRY", "1200–1211"),
    ]
    assert result.entries[1].authors == ["Eszter Varga", "Nadia Haddad"]


# The classic summary with each record's number on a line of its own and its links under the
# counters: "View Abstract" closing a card is a link of that card, no name of the next one's.
WEB_OF_SCIENCE_CLASSIC_CARDS = """1.
Frost heave of gravel road beds under repeated freeze-thaw cycles
By: Halvorsen, I; Novak, P; Tanaka, M
COLD REGIONS SCIENCE AND TECHNOLOGY  Volume: 201  Pages: 103-118  Published: SEP 2022
Times Cited: 14
(from Web of Science Core Collection)
View Abstract

2.
Moisture migration in compacted clay liners at subzero temperatures
By: Novak, P; Halvorsen, I
ENGINEERING GEOLOGY  Volume: 296  Issue: 4  Pages: 55-71  Published: JAN 2022
Times Cited: 3
(from Web of Science Core Collection)
View Abstract

3.
Thaw settlement of permafrost foundations
By: Tanaka, M; Halvorsen, I; Adeyemi, O
EARTH-SCIENCE REVIEWS  Volume: 224  Article Number: 103872  Published: 2021
Times Cited: 40
(from Web of Science Core Collection)
View Abstract
"""


def test_a_web_of_science_cards_view_abstract_link_names_no_author_of_the_next_card():
    result = parse(WEB_OF_SCIENCE_CLASSIC_CARDS)
    assert [(entry.authors, entry.year, entry.venue) for entry in result.entries] == [
        (["I Halvorsen", "P Novak", "M Tanaka"], 2022, "COLD REGIONS SCIENCE AND TECHNOLOGY"),
        (["P Novak", "I Halvorsen"], 2022, "ENGINEERING GEOLOGY"),
        (["M Tanaka", "I Halvorsen", "O Adeyemi"], 2021, "EARTH-SCIENCE REVIEWS"),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "View Abstract",
        "View at Publisher",
        "Full Text from Publisher | View Abstract",
        "View abstract View at Publisher Related documents",
    ],
)
def test_a_database_records_view_links_are_a_link_line(line):
    assert is_link_line(line)


# A Publons (Web of Science researcher profile) list as a browser copies it: per record the title,
# the names, the journal, the date, the count of citations and the link to the publisher's copy.
PUBLONS_PUBLICATIONS = """Sea-ice algae as an early food source for Arctic zooplankton
Haugland, Sigrid; Okoro, Emeka; Lindahl, Per
Published in POLAR BIOLOGY
Published: Jul 2021
Times Cited: 12
View on publisher site

Grazing pressure and bloom timing in a warming fjord
Okoro, Emeka; Haugland, Sigrid
Published in MARINE ECOLOGY PROGRESS SERIES
Published: Nov 2019
Times Cited: 5
View on publisher site
"""


def test_a_publons_records_link_to_the_publisher_heads_no_section_of_the_next_record():
    result = parse(PUBLONS_PUBLICATIONS)
    assert [(entry.title, entry.section) for entry in result.entries] == [
        ("Sea-ice algae as an early food source for Arctic zooplankton", None),
        ("Grazing pressure and bloom timing in a warming fjord", None),
    ]
    assert result.entries[1].authors == ["Emeka Okoro", "Sigrid Haugland"]
    controls = [account.line for account in result.lines if account.reason == DATABASE_CONTROLS_REASON]
    assert controls == [5, 6, 12, 13]


PUBMED_SUMMARY = (
    "1. Lipid droplet remodelling in hepatocytes under fasting stress. Okafor CN, Lindqvist H, "
    "Esposito C. J Hepatol Res. 2021 Mar;12(3):45-67. doi: 10.1234/jhr.2021.045. Epub 2021 Jan 5. "
    "PMID: 33123456 Free PMC article.\n"
    "2. Circadian control of bile acid synthesis in mice. Lindqvist H, Okafor CN. Liver Int Rep. "
    "2019;7(11):e1023. doi: 10.1234/lir.2019.1023. PMID: 31234567 Free PMC article. Review.\n"
    "3. Hepatic stellate cell activation in a fibrosis model. Esposito C, Okafor CN, Lindqvist H, "
    "Brandt D. Cell Metab Rev. 2020 Nov 3;32(5):801-815. doi: 10.1234/cmr.2020.11.003. "
    "PMID: 32987654 Review.\n"
)


def test_pubmed_summary_citations_keep_the_kinds_after_their_pmid_out_of_the_venue():
    result = parse(PUBMED_SUMMARY)
    assert [
        (entry.title, entry.year, entry.venue, entry.volume, entry.pages) for entry in result.entries
    ] == [
        (
            "Lipid droplet remodelling in hepatocytes under fasting stress",
            2021,
            "J Hepatol Res",
            "12",
            "45–67",
        ),
        ("Circadian control of bile acid synthesis in mice", 2019, "Liver Int Rep", "7", None),
        ("Hepatic stellate cell activation in a fibrosis model", 2020, "Cell Metab Rev", "32", "801–815"),
    ]
    assert result.entries[2].authors == ["C Esposito", "CN Okafor", "H Lindqvist", "D Brandt"]


@pytest.mark.parametrize(
    "tail",
    [
        "J Hepatol Res. 2021 Mar;12(3):45-67. doi: 10.1234/jhr.2021.045. PMID: 33123456 Free PMC article.",
        "J Hepatol Res. 2021 Mar;12(3):45-67. PMID: 33123456 Free PMC article. Review.",
        "J Hepatol Res. 2021 Mar;12(3):45-67. PMID: 33123456 Clinical Trial.",
    ],
)
def test_the_kinds_pubmed_prints_after_a_pmid_are_no_part_of_the_venue(tail):
    details = parse_tail(tail)
    assert (details.venue, details.year, details.volume, details.pages) == (
        "J Hepatol Res",
        2021,
        "12",
        "45-67",
    )


ADS_RESULTS = """Your search returned 3 results
1
2021ApJ...912...45R
May 2021
Radial velocity survey of young stars in the Carina arm
Rossi, Anna; Chen, Wei; Patel, Ravi and 2 more
cited: 12
2
2019A&A...627A..88C
Aug 2019
Dust lanes in barred spiral galaxies
Chen, Wei; Rossi, Anna
cited: 40
3
2020arXiv200312345P
Mar 2020
Stellar streams in the outer halo
Patel, Ravi
"""


def test_an_ads_result_list_is_read_from_bibcode_to_bibcode():
    assert detect_format(ADS_RESULTS) == InputFormat.AUTHOR_DB
    result = parse(ADS_RESULTS)
    assert [
        (entry.title, entry.authors, entry.year, entry.month, entry.venue) for entry in result.entries
    ] == [
        (
            "Radial velocity survey of young stars in the Carina arm",
            ["Anna Rossi", "Wei Chen", "Ravi Patel"],
            2021,
            5,
            "ApJ",
        ),
        ("Dust lanes in barred spiral galaxies", ["Wei Chen", "Anna Rossi"], 2019, 8, "A&A"),
        ("Stellar streams in the outer halo", ["Ravi Patel"], 2020, 3, "arXiv"),
    ]
    first, second, third = result.entries
    assert first.authors_truncated and (first.volume, first.pages) == ("912", "45")
    assert (second.volume, second.article_number) == ("627", "A88")
    assert third.arxiv_id == "2003.12345" and third.type == "preprint"
    accounts = {account.line: account for account in result.lines}
    assert accounts[1].kind == "ignored" and accounts[7].reason == DATABASE_CONTROLS_REASON


def test_bibcodes_inside_citations_make_no_ads_result_list():
    text = (
        "Rossi A., Chen W., 2021, ApJ, 912, 45, 2021ApJ...912...45R\n"
        "2019A&A...627A..88C\nChen W., Rossi A., 2019, A&A, 627, A88\n"
    )
    assert not is_ads_result_list(text)


def test_an_ssrn_title_with_a_journals_word_is_no_journal_line():
    text = """Henrik Lindqvist
Scholarly Papers (2)
The Issue of Control in Family Firms
Number of pages: 31 Posted: 19 Oct 2019
Henrik Lindqvist
Downloads 345
Board Size, Voting and Votes in 2008
Number of pages: 22 Posted: 04 Feb 2018
Henrik Lindqvist
Downloads 120
"""
    result = parse(text)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("The Issue of Control in Family Firms", 2019),
        ("Board Size, Voting and Votes in 2008", 2018),
    ]


# PubMed's "Summary (text)" copy numbers its items "1: ", "2: " before the first author.
PUBMED_SUMMARY_TEXT_NUMBERED = """\
1: Brandt L, Osei B, Nakamura R. Vitamin D in nurses. Occup Health Rev. 2020;15(2):88-97. PMID: 32000011.

2: Lindqvist P, Okafor CN. Light exposure and melatonin. Chronobiol Nurs. 2018;7(1):12-20. PMID: 29000022.

3: Osei B. Rotating rosters and sleep quality. Nurs Work Health. 2017 Sep;4(3):140-149. PMID: 28000033.
"""


def test_pubmed_summary_item_numbers_are_no_part_of_the_first_authors_name():
    result = parse(PUBMED_SUMMARY_TEXT_NUMBERED)
    assert [(entry.authors, entry.year) for entry in result.entries] == [
        (["L Brandt", "B Osei", "R Nakamura"], 2020),
        (["P Lindqvist", "CN Okafor"], 2018),
        (["B Osei"], 2017),
    ]
    assert result.entries[1].raw.startswith("2: Lindqvist P, Okafor CN.")


# Semantic Scholar's result cards: a title, its names (the middle ones counted, "+2 authors", before
# the last), "Venue · Year", and its counters and badges.
SEMANTIC_SCHOLAR_AUTHOR_PAGE = """\
Wave-driven mixing in shallow lagoons
Tomás Ruiz, Lena Hartmann
Estuarine, Coastal and Shelf Science · 2019
18 Citations
Salt intrusion under changing river discharge
Aiko Sato, L. Hartmann, M. Okafor, +2 authors P. Lindqvist
ArXiv · 2023
3 Citations
Groundwater seepage into tidal creeks
Aiko Sato, Lena Hartmann
Hydrological Processes · 2018
"""


def test_a_count_of_names_left_out_before_the_last_cuts_the_list_there():
    names, truncated = split_authors("Aiko Sato, L. Hartmann, +2 authors P. Lindqvist")
    assert ([name.display for name in names], truncated) == (
        ["Aiko Sato", "L. Hartmann", "P. Lindqvist"],
        True,
    )
    names, truncated = split_authors("Aiko Sato, M. Okafor, +12 authors")
    assert ([name.display for name in names], truncated) == (["Aiko Sato", "M. Okafor"], True)


def test_a_semantic_scholar_card_with_names_left_out_is_one_record():
    result = parse(SEMANTIC_SCHOLAR_AUTHOR_PAGE)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        ("Wave-driven mixing in shallow lagoons", ["Tomás Ruiz", "Lena Hartmann"], 2019),
        (
            "Salt intrusion under changing river discharge",
            ["Aiko Sato", "L. Hartmann", "M. Okafor", "P. Lindqvist"],
            2023,
        ),
        ("Groundwater seepage into tidal creeks", ["Aiko Sato", "Lena Hartmann"], 2018),
    ]
    assert result.entries[1].authors_truncated


# A citation database's record copied from its page (Web of Science, Dimensions): the journal's
# line, then its labelled dates, the before the online one and the database's own.
DATABASE_RECORD_DATES = """Coastal upwelling and nutrient supply in the Benguela system
Mbeki, Thandiwe; Larsen, Ole
JOURNAL OF MARINE SYSTEMS
Volume: 215  Article Number: 103498
Published: MAR 15 2021
Early Access: DEC 2020
Indexed: 2021-01-15

Diatom blooms after storm mixing on a narrow shelf
Larsen, Ole; Mbeki, Thandiwe; Quist, Anna
Continental Shelf Research
Published: Mar 2020

Grazing by copepods on a river plume front
Quist, Anna; Mbeki, Thandiwe
Estuarine Coastal and Shelf Science
Early Access: NOV 2019
Indexed: 2019-12-02
"""


def test_a_database_records_labelled_dates_give_its_year_and_stay_out_of_its_journal():
    result = parse(DATABASE_RECORD_DATES)
    assert [(entry.title, entry.year, entry.venue) for entry in result.entries] == [
        ("Coastal upwelling and nutrient supply in the Benguela system", 2021, "JOURNAL OF MARINE SYSTEMS"),
        ("Diatom blooms after storm mixing on a narrow shelf", 2020, "Continental Shelf Research"),
        ("Grazing by copepods on a river plume front", 2019, "Estuarine Coastal and Shelf Science"),
    ]
    assert result.entries[0].volume == "215"


# A publisher's result cards with the record's fields on one row separated by bars: IEEE Xplore's
# (the content type unlabelled) and Taylor & Francis Online's.
IEEE_XPLORE_RESULT_ROWS = """Sediment transport under breaking waves on a steep beach
Nadia Okafor; Lars Eklund; Priya Raman
IEEE Journal of Oceanic Engineering
Year: 2022 | Volume: 47 | Issue: 3 | Journal Article | Publisher: IEEE
Cited by: Papers (4)
Abstract
HTML

Radar backscatter from a wind-roughened lake surface
Lars Eklund; Nadia Okafor
IEEE International Geoscience and Remote Sensing Symposium
Year: 2019 | Conference Paper | Publisher: IEEE
Abstract
HTML

Estimating ice thickness from passive microwave brightness
Priya Raman; Tomasz Wójcik
IEEE Transactions on Geoscience and Remote Sensing
Year: 2017 | Volume: 55 | Journal Article | Publisher: IEEE
Free Access
Abstract
HTML

Coastal flood mapping with synthetic aperture radar
Tomasz Wójcik; Nadia Okafor; Lars Eklund
IEEE Radar Conference
Year: 2015 | Conference Paper | Publisher: IEEE
Abstract
HTML
"""

TAYLOR_FRANCIS_RESULT_ROWS = """Household water storage and diarrhoeal disease in peri-urban settlements
Amara Nwosu, Jonas Lindgren & Kwame Asante
Journal of Water and Health Policy
Pages: 123-145 | Published online: 12 Mar 2021

Rainwater harvesting adoption among smallholder farmers
Kwame Asante & Amara Nwosu
International Journal of Water Resources Development
Pages: 88-104 | Published online: 3 Sep 2019

Groundwater governance in rapidly growing towns
Jonas Lindgren, Amara Nwosu & Li Wei
Water International
Pages: 501-519 | Published online: 27 Jan 2018
"""


def test_an_ieee_xplore_result_row_gives_the_year_and_volume_and_stays_out_of_the_venue():
    result = parse(IEEE_XPLORE_RESULT_ROWS)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Sediment transport under breaking waves on a steep beach", 2022),
        ("Radar backscatter from a wind-roughened lake surface", 2019),
        ("Estimating ice thickness from passive microwave brightness", 2017),
        ("Coastal flood mapping with synthetic aperture radar", 2015),
    ]
    journal_articles = [result.entries[0], result.entries[2]]
    assert [(entry.venue, entry.volume) for entry in journal_articles] == [
        ("IEEE Journal of Oceanic Engineering", "47"),
        ("IEEE Transactions on Geoscience and Remote Sensing", "55"),
    ]
    assert result.entries[0].authors == ["Nadia Okafor", "Lars Eklund", "Priya Raman"]


# IEEE Xplore's row under a conference paper labels its year alone.
IEEE_XPLORE_CONFERENCE_ROWS = """Learning Tidal Models from Buoy Arrays
Tomas Ferreira; Ines Wahlberg
International Symposium on Ocean Sensing
Year: 2017 | Conference Paper | Publisher: IEEE
Cited by: Papers (12)
Abstract

Acoustic Ranging Between Drifting Floats
Ines Wahlberg; Yusuf Adeyemi; Tomas Ferreira
Conference on Underwater Networks and Systems
Year: 2014 | Conference Paper | Publisher: IEEE
HTML

Graph Filters for Harbour Traffic
Yusuf Adeyemi; Clara Lindqvist
IEEE Transactions on Maritime Systems
Year: 2015 | Volume: 12 | Issue: 3 | Journal Article | Publisher: IEEE
HTML
"""


def test_an_ieee_xplore_row_of_a_year_alone_dates_the_paper_and_stays_out_of_its_venue():
    result = parse(IEEE_XPLORE_CONFERENCE_ROWS)
    assert [(entry.title, entry.year, entry.venue) for entry in result.entries] == [
        ("Learning Tidal Models from Buoy Arrays", 2017, "International Symposium on Ocean Sensing"),
        ("Acoustic Ranging Between Drifting Floats", 2014, "Conference on Underwater Networks and Systems"),
        ("Graph Filters for Harbour Traffic", 2015, "IEEE Transactions on Maritime Systems"),
    ]
    assert result.entries[1].authors == ["Ines Wahlberg", "Yusuf Adeyemi", "Tomas Ferreira"]


# IEEE Xplore prints many of its journals' names ISO 4 abbreviated, and its titles in title case:
# the reader ran "IEEE Trans." into the title above; the card's lines tell where the venue opens.
IEEE_XPLORE_ABBREVIATED_JOURNALS = """Sparse Estimation of Coastal Drift Fields
Mara Quintel; Oskar Brandvik; Lena Okoro
IEEE Trans. Geosci. Remote Sens.
Year: 2019 | Volume: 57 | Issue: 4 | Journal Article | Publisher: IEEE
Abstract
HTML

Learning Tidal Models from Buoy Arrays
Tomas Ferreira; Ines Wahlberg
Proc. IEEE
Year: 2017 | Volume: 42 | Issue: 2 | Journal Article | Publisher: IEEE
Cited by: Papers (12)
Abstract

Graph Filters for Harbour Traffic
Yusuf Adeyemi; Clara Lindqvist
IEEE Trans. Neural Netw. Learn. Syst.
Year: 2015 | Volume: 12 | Issue: 3 | Journal Article | Publisher: IEEE
HTML
"""


def test_an_ieee_xplore_cards_abbreviated_journal_keeps_its_opening_words():
    result = parse(IEEE_XPLORE_ABBREVIATED_JOURNALS)
    assert [(entry.title, entry.authors[0], entry.venue, entry.volume) for entry in result.entries] == [
        (
            "Sparse Estimation of Coastal Drift Fields",
            "Mara Quintel",
            "IEEE Trans. Geosci. Remote Sens.",
            "57",
        ),
        ("Learning Tidal Models from Buoy Arrays", "Tomas Ferreira", "Proc. IEEE", "42"),
        ("Graph Filters for Harbour Traffic", "Yusuf Adeyemi", "IEEE Trans. Neural Netw. Learn. Syst.", "12"),
    ]


def test_a_taylor_and_francis_result_row_gives_the_pages_and_the_online_year():
    result = parse(TAYLOR_FRANCIS_RESULT_ROWS)
    assert [(entry.title, entry.year, entry.venue, entry.pages) for entry in result.entries] == [
        (
            "Household water storage and diarrhoeal disease in peri-urban settlements",
            2021,
            "Journal of Water and Health Policy",
            "123–145",
        ),
        (
            "Rainwater harvesting adoption among smallholder farmers",
            2019,
            "International Journal of Water Resources Development",
            "88–104",
        ),
        ("Groundwater governance in rapidly growing towns", 2018, "Water International", "501–519"),
    ]


# Google Scholar's results copied with each link under a result on a line of its own.
SCHOLAR_RESULT_LINKS = """Tidal mixing fronts and phytoplankton patches in a shallow sea
K Okonjo, M Eriksen - Journal of Sea Research, 2022 - Elsevier
Cited by 9
Related articles
All 4 versions

Benthic oxygen demand beneath a seasonal thermocline
M Eriksen, K Okonjo - Ocean Science, 2018 - Copernicus
Cited by 21
Related articles
All 6 versions
"""


def test_scholars_links_under_a_result_head_no_section_of_the_next_one():
    result = parse(SCHOLAR_RESULT_LINKS)
    assert [(entry.title, entry.year, entry.section) for entry in result.entries] == [
        ("Tidal mixing fronts and phytoplankton patches in a shallow sea", 2022, None),
        ("Benthic oxygen demand beneath a seasonal thermocline", 2018, None),
    ]
    controls = [account.line for account in result.lines if account.reason == DATABASE_CONTROLS_REASON]
    assert controls == [4, 5, 10, 11]
