"""Copies of profile and database pages as a browser gives them, and their plain-text exports:
a Google Scholar profile (Chrome writes the table's header in capitals, Firefox as the page's
text has it), an ORCID works list, PubMed search results, a Web of Science and a Scopus export,
a dblp person page and a page's HTML source. Each work is read once, with its fields; every
other line is a heading or an ignored line with its reason."""

from publications.parsing import parse
from publications.parsing.records import InputFormat, LineKind, PublicationType
from publications.tests.parsing_helpers import fields_and_venue_of


def _assert_every_line_accounted(text, result):
    """Every non-blank line once; a line that is no entry's is a heading or says why it was left."""
    numbers = [number for number, line in enumerate(text.split("\n"), start=1) if line.strip()]
    assert [account.line for account in result.lines] == numbers
    for account in result.lines:
        assert account.kind != LineKind.IGNORED or account.reason, account


SCHOLAR_CHROME = """Marta Velikova
Professor of Hydrology, University of Westmark
Verified email at westmark.edu - Homepage
Hydrology Remote Sensing Flood Forecasting
FollowFollow
Cited byView all
All\tSince 2021
Citations\t4312\t2107
h-index\t31\t22
i10-index\t58\t41
Co-authors
Tomas Oduya
University of Westmark
TITLE\tCITED BY\tYEAR
Satellite soil moisture assimilation for flash flood forecasting in small catchments
M Velikova, T Oduya, R Sandström
Journal of Hydrology 598, 126345\t212\t2021
Glacier melt contributions to alpine river discharge under warming scenarios
M Velikova, P Arkwright, L Chen, D Moreau, S Ibekwe, ...
Water Resources Research 54 (9), 6120-6138\t187 *\t2018
A lumped model for karst spring hydrographs
M Velikova, R Sandström
\t45\t2016
Uncertainty bounds for rating curves in braided channels
T Oduya, M Velikova
Hydrological Sciences Journal\t\t2023
Show more
"""


def test_a_scholar_profile_copied_in_chrome_is_read_row_by_row_under_its_header():
    result = parse(SCHOLAR_CHROME)
    assert result.format == InputFormat.SCHOLAR
    assert fields_and_venue_of(result) == [
        (
            "Satellite soil moisture assimilation for flash flood forecasting in small catchments",
            ["M Velikova", "T Oduya", "R Sandström"],
            2021,
            "Journal of Hydrology",
        ),
        (
            "Glacier melt contributions to alpine river discharge under warming scenarios",
            ["M Velikova", "P Arkwright", "L Chen", "D Moreau", "S Ibekwe"],
            2018,
            "Water Resources Research",
        ),
        ("A lumped model for karst spring hydrographs", ["M Velikova", "R Sandström"], 2016, None),
        (
            "Uncertainty bounds for rating curves in braided channels",
            ["T Oduya", "M Velikova"],
            2023,
            "Hydrological Sciences Journal",
        ),
    ]
    assert result.entries[1].authors_truncated
    _assert_every_line_accounted(SCHOLAR_CHROME, result)


def test_a_scholar_profile_copied_in_firefox_keeps_its_header_as_written_and_its_marks():
    text = """Joaquín Ferreira-Lund
Associate Professor, Department of Computer Science, Hollins Polytechnic
Verified email at hollins.ac.uk
Cited by\tView all
\tAll\tSince 2021
Citations\t1893\t1022
Title\tCited by\tYear
Lightweight leader election for partially synchronous networks
J Ferreira-Lund, A Okonkwo, B Strand
Proceedings of the 41st ACM Symposium on Principles of Distributed Computing, 77-86\t96\t2022
Byzantine quorum certificates with linear communication
A Okonkwo*, J Ferreira-Lund*, M Petrov
International Conference on Distributed Computing Systems (ICDCS), 412-423\t\t2024
Show more
"""
    result = parse(text)
    assert result.format == InputFormat.SCHOLAR
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Lightweight leader election for partially synchronous networks",
            ["J Ferreira-Lund", "A Okonkwo", "B Strand"],
            2022,
        ),
        (
            "Byzantine quorum certificates with linear communication",
            ["A Okonkwo", "J Ferreira-Lund", "M Petrov"],
            2024,
        ),
    ]
    assert result.entries[1].venue == "International Conference on Distributed Computing Systems"
    _assert_every_line_accounted(text, result)


ORCID = """Works (4)
Sort
Coastal sediment transport under storm surge conditions: a flume study
Journal of Coastal Research
2022-07 | Journal article
DOI: 10.2112/JCR-D-21-00187.1
Contributors: Ingrid Solheim; Pavel Novak; Amina Diallo
Show more detail
Source: Crossref
Correction: Long-term shoreline retreat on barrier islands
Marine Geology
2019 | Journal article
DOI: 10.1016/j.margeo.2019.105987
Part of ISSN: 0025-3227
Contributors: Solheim, Ingrid; Haugen, Erik
Show more detail
Source: Ingrid Solheim
Wave run-up estimation from video imagery
Proceedings of the 12th Coastal Dynamics Conference
2017 | Conference paper
Show more detail
Source: Ingrid Solheim
Preferred source (of 2)
Notes on dune vegetation
Other
"""


def test_an_orcid_works_list_is_read_by_its_kind_lines():
    result = parse(ORCID)
    assert result.format == InputFormat.ORCID
    assert fields_and_venue_of(result) == [
        (
            "Coastal sediment transport under storm surge conditions: a flume study",
            ["Ingrid Solheim", "Pavel Novak", "Amina Diallo"],
            2022,
            "Journal of Coastal Research",
        ),
        (
            "Correction: Long-term shoreline retreat on barrier islands",
            ["Ingrid Solheim", "Erik Haugen"],
            2019,
            "Marine Geology",
        ),
        (
            "Wave run-up estimation from video imagery",
            [],
            2017,
            "Proceedings of the 12th Coastal Dynamics Conference",
        ),
        ("Notes on dune vegetation", [], None, None),
    ]
    assert [entry.doi for entry in result.entries[:2]] == [
        "10.2112/jcr-d-21-00187.1",
        "10.1016/j.margeo.2019.105987",
    ]
    assert result.entries[0].month == 7
    _assert_every_line_accounted(ORCID, result)
    reasons = {account.line: account for account in result.lines}
    assert reasons[9].kind == LineKind.IGNORED  # "Source: Crossref"
    assert reasons[1].kind == LineKind.HEADING


PUBMED = """Search results
Items per page
3 results
Page 1 of 1
1
Cite
Share
Intermittent fasting and hepatic lipid accumulation in adolescents: a randomized trial.
Okafor CN, Lindqvist H, Barreto MJ, Tanaka Y.
J Pediatr Gastroenterol Nutr. 2023 Mar 1;76(3):301-309. doi: 10.1097/MPG.0000000000003712. Epub 2022 Dec 12.
PMID: 36512345 Free PMC article. Clinical Trial.
2
Cite
Share
Gut microbiota signatures in paediatric non-alcoholic fatty liver disease.
Lindqvist H, Okafor CN.
Liver Int. 2021 Jul;41(7):1520-1531. doi: 10.1111/liv.14855.
PMID: 33701234 Review.
Similar articles
3
Cite
Share
Serum biomarkers for liver fibrosis in children: a systematic review.
Barreto MJ, Okafor CN, Schmidt-Rao K, Ahn J, Mwangi P, Delacroix E.
Hepatology. 2020;72(2):655-667. doi: 10.1002/hep.31145.
PMID: 32001122
Similar articles
"""


def test_pubmed_search_results_are_read_between_their_buttons_and_identifiers():
    result = parse(PUBMED)
    assert fields_and_venue_of(result) == [
        (
            "Intermittent fasting and hepatic lipid accumulation in adolescents: a randomized trial",
            ["CN Okafor", "H Lindqvist", "MJ Barreto", "Y Tanaka"],
            2023,
            "J Pediatr Gastroenterol Nutr",
        ),
        (
            "Gut microbiota signatures in paediatric non-alcoholic fatty liver disease",
            ["H Lindqvist", "CN Okafor"],
            2021,
            "Liver Int",
        ),
        (
            "Serum biomarkers for liver fibrosis in children: a systematic review",
            ["MJ Barreto", "CN Okafor", "K Schmidt-Rao", "J Ahn", "P Mwangi", "E Delacroix"],
            2020,
            "Hepatology",
        ),
    ]
    _assert_every_line_accounted(PUBMED, result)
    accounts = {account.line: account for account in result.lines}
    assert accounts[11].reason == "a database record's identifiers"
    assert accounts[6].reason == "a database page's controls"


WEB_OF_SCIENCE = """FN Clarivate Analytics Web of Science
VR 1.0
PT J
AU Haddad, N
   Varga, E
AF Haddad, Nadia
   Varga, Eszter
TI Mechanochemical synthesis of porous coordination polymers for
   carbon capture
SO CHEMISTRY OF MATERIALS
VL 35
IS 14
BP 5521
EP 5533
PY 2023
DI 10.1021/acs.chemmater.3c00912
CT Fourth Workshop on Sorbents
SP Haddad Foundation
UT WOS:001012345600001
ER

PT J
AU Varga, E
   Haddad, N
TI Ligand exchange kinetics in zirconium frameworks
SO INORGANIC CHEMISTRY
VL 60
AR 1200
PY 2021
ER

EF
"""


def test_a_web_of_science_export_is_read_as_tagged_records():
    result = parse(WEB_OF_SCIENCE)
    assert result.format == InputFormat.RIS
    assert fields_and_venue_of(result) == [
        (
            "Mechanochemical synthesis of porous coordination polymers for carbon capture",
            ["Nadia Haddad", "Eszter Varga"],
            2023,
            "CHEMISTRY OF MATERIALS",
        ),
        (
            "Ligand exchange kinetics in zirconium frameworks",
            ["E Varga", "N Haddad"],
            2021,
            "INORGANIC CHEMISTRY",
        ),
    ]
    first, second = result.entries
    # The conference's title and sponsors (CT, SP) are no title and no start page of the paper.
    assert (first.doi, first.volume, first.pages) == ("10.1021/acs.chemmater.3c00912", "35", "5521-5533")
    assert second.article_number == "1200" or second.pages == "1200"
    _assert_every_line_accounted(WEB_OF_SCIENCE, result)
    assert result.lines[0].reason == "the export file's header"


SCOPUS = """Scopus
EXPORT DATE: 05 December 2026

Ferrand L., Osei K., Nakamura R.
Thermal conductivity of amorphous silicon nitride thin films
(2022) Journal of Applied Physics, 131 (8), art. no. 085102, .
DOI: 10.1063/5.0081234
AUTHOR KEYWORDS: thin films; thermal transport
DOCUMENT TYPE: Article
PUBLICATION STAGE: Final
SOURCE: Scopus

Osei K., Ferrand L.
Phonon scattering at rough interfaces
(2020) Physical Review Letters, 124 (4), pp. 045301-045312.
DOI: 10.1103/PhysRevLett.124.045301
LANGUAGE OF ORIGINAL DOCUMENT: English
DOCUMENT TYPE: Article
SOURCE: Scopus
"""


def test_a_scopus_plain_text_export_keeps_its_field_lines_out_of_the_records():
    result = parse(SCOPUS)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Thermal conductivity of amorphous silicon nitride thin films",
            ["L. Ferrand", "K. Osei", "R. Nakamura"],
            2022,
        ),
        ("Phonon scattering at rough interfaces", ["K. Osei", "L. Ferrand"], 2020),
    ]
    assert result.entries[0].venue == "Journal of Applied Physics"
    _assert_every_line_accounted(SCOPUS, result)
    accounts = {account.line: account for account in result.lines}
    assert accounts[8].reason == "a field of a database export's record"


def test_a_dblp_person_page_reads_each_keyed_item_once():
    text = """Hanna Lindgren-Abara
Person information
affiliation: Kestrel University, Department of Informatics
2024
[j12]
Hanna Lindgren-Abara, Oskar Vidal, Mei Tanabe:
Incremental view maintenance for graph query languages. Proc. VLDB Endow. 17(4): 812-825 (2024)
[c21]
Oskar Vidal, Hanna Lindgren-Abara:
Cost-based pruning of recursive Datalog programs. SIGMOD Conference 2024: 1-14
2023
[i9]
Hanna Lindgren-Abara, Mei Tanabe:
Sketching cardinalities of path queries. CoRR abs/2305.01234 (2023)
"""
    result = parse(text)
    assert result.format == InputFormat.DBLP
    assert fields_and_venue_of(result) == [
        (
            "Incremental view maintenance for graph query languages",
            ["Hanna Lindgren-Abara", "Oskar Vidal", "Mei Tanabe"],
            2024,
            "Proc. VLDB Endow.",
        ),
        (
            "Cost-based pruning of recursive Datalog programs",
            ["Oskar Vidal", "Hanna Lindgren-Abara"],
            2024,
            "SIGMOD Conference",
        ),
        ("Sketching cardinalities of path queries", ["Hanna Lindgren-Abara", "Mei Tanabe"], 2023, "CoRR"),
    ]
    _assert_every_line_accounted(text, result)


HTML_LIST = "\n".join(
    [
        "<h2>Publications</h2>",
        "<ul>",
        "<li><b>Adaptive mesh refinement for viscoelastic free-surface flows</b> (2023). A. Kowalczyk;"
        " B. Ndlovu. Journal of Computational Physics. DOI: 10.1016/j.jcp.2023.112045</li>",
        "<li><b>Stable finite element schemes for the Oldroyd-B model</b> (2021). B. Ndlovu; A. Kowalczyk;"
        " C. Ferrante. SIAM Journal on Numerical Analysis. DOI: 10.1137/20M1345678</li>",
        "<li><b>A posteriori error estimates for mixed methods in porous media</b> (2019). A. Kowalczyk."
        " Numerische Mathematik, 142(3), 511-540.<br>",
        '<a href="https://doi.org/10.1007/s00211-019-01045-2">PDF</a></li>',
        "</ul>",
        "",
    ]
)


def test_html_source_items_with_a_bold_title_and_the_year_after_it_are_read_on_their_source_lines():
    result = parse(HTML_LIST)
    assert fields_and_venue_of(result) == [
        (
            "Adaptive mesh refinement for viscoelastic free-surface flows",
            ["A. Kowalczyk", "B. Ndlovu"],
            2023,
            "Journal of Computational Physics",
        ),
        (
            "Stable finite element schemes for the Oldroyd-B model",
            ["B. Ndlovu", "A. Kowalczyk", "C. Ferrante"],
            2021,
            "SIAM Journal on Numerical Analysis",
        ),
        (
            "A posteriori error estimates for mixed methods in porous media",
            ["A. Kowalczyk"],
            2019,
            "Numerische Mathematik",
        ),
    ]
    assert [(entry.line_start, entry.doi) for entry in result.entries[:2]] == [
        (3, "10.1016/j.jcp.2023.112045"),
        (4, "10.1137/20m1345678"),
    ]
    _assert_every_line_accounted(HTML_LIST, result)


def test_a_doi_label_whose_number_was_read_apart_is_no_part_of_the_venue():
    text = (
        "Adaptive mesh refinement for viscoelastic free-surface flows (2023). A. Kowalczyk; B. Ndlovu. "
        "Journal of Computational Physics. DOI: 10.1016/j.jcp.2023.112045\n"
    )
    (entry,) = parse(text).entries
    assert (entry.title, entry.venue, entry.year) == (
        "Adaptive mesh refinement for viscoelastic free-surface flows",
        "Journal of Computational Physics",
        2023,
    )


def test_a_scholar_rows_cells_on_a_line_of_their_own_are_a_line_of_its_entry():
    result = parse(SCHOLAR_CHROME)
    accounts = {account.line: account for account in result.lines}
    lumped = result.entries[2]
    assert (lumped.line_start, lumped.line_end) == (21, 23)
    assert accounts[23].kind == LineKind.ENTRY


def test_orcid_works_with_a_full_date_no_journal_or_no_date_are_read_each():
    text = """Ingrid Solheim
Works (3)
Sort
Tidal inlet stability on mixed-energy coasts
2021-03-01 | Journal article
DOI: 10.1029/2020JF005912
Contributors: Solheim, I.; Brekke, L.
Show more detail
Source: Crossref
Sediment budgets of Norwegian fjord beaches
Estuarine, Coastal and Shelf Science
Journal article
Source: Ingrid Solheim via Scopus - Elsevier
Beach profiles from drone photogrammetry
Zenodo
2020 | Data set
DOI: 10.5281/zenodo.4000000
Source: DataCite
"""
    result = parse(text)
    assert result.format == InputFormat.ORCID
    assert fields_and_venue_of(result) == [
        ("Tidal inlet stability on mixed-energy coasts", ["I. Solheim", "L. Brekke"], 2021, None),
        ("Sediment budgets of Norwegian fjord beaches", [], None, "Estuarine, Coastal and Shelf Science"),
        ("Beach profiles from drone photogrammetry", [], 2020, "Zenodo"),
    ]
    assert result.entries[2].type == PublicationType.DATASET
    _assert_every_line_accounted(text, result)


def test_a_list_under_kind_headings_is_no_orcid_works_list():
    text = """Book
Okafor, A. (2019). Rivers of the North. Alder Press.
Preprint
Okafor, A., & Lanza, P. (2023). Flood pulses in braided rivers. EarthArXiv.
Source: departmental annual report
"""
    assert parse(text).format != InputFormat.ORCID


SCOPUS_CITATIONS_ONLY = """Scopus
EXPORT DATE: 07 December 2026

Nakamura H., Oyelaran F., Schmidt P.
Thermal conductivity of layered perovskites
(2024) Physical Review B, 109 (12), art. no. 125301, .
DOI: 10.1103/PhysRevB.109.125301

Oyelaran F., Nakamura H.
Phonon transport across grain boundaries
(2023) Journal of Applied Physics, 133 (8), pp. 085101-085112.
DOI: 10.1063/5.0139822

Schmidt P., Oyelaran F.
Anharmonic lattice dynamics from first principles
(2022) Computational Materials Science, 201, art. no. 110889, .
DOI: 10.1016/j.commatsci.2021.110889
DOCUMENT TYPE: Article
SOURCE: Scopus

Nakamura H.
Lattice thermal conductivity from machine-learned potentials
(2021) npj Computational Materials, 7, art. no. 41, .
"""


def test_each_record_of_a_scopus_export_of_citations_keeps_its_names_line():
    result = parse(SCOPUS_CITATIONS_ONLY)
    assert fields_and_venue_of(result)[:3] == [
        (
            "Thermal conductivity of layered perovskites",
            ["H. Nakamura", "F. Oyelaran", "P. Schmidt"],
            2024,
            "Physical Review B",
        ),
        (
            "Phonon transport across grain boundaries",
            ["F. Oyelaran", "H. Nakamura"],
            2023,
            "Journal of Applied Physics",
        ),
        (
            "Anharmonic lattice dynamics from first principles",
            ["P. Schmidt", "F. Oyelaran"],
            2022,
            "Computational Materials Science",
        ),
    ]
    last = result.entries[3]
    assert (last.title, last.year, last.venue) == (
        "Lattice thermal conductivity from machine-learned potentials",
        2021,
        "npj Computational Materials",
    )
    assert [name.family for name in last.author_names] == ["Nakamura"]
    assert [entry.line_start for entry in result.entries] == [4, 9, 14, 21]


def test_a_scopus_records_source_line_stays_with_its_short_title():
    text = SCOPUS + (
        "\nNakamura R., Osei K.\nLattice anharmonicity\n"
        "(2019) Computational Materials Science, 160, pp. 1-12.\nDOCUMENT TYPE: Article\nSOURCE: Scopus\n"
    )
    result = parse(text)
    assert [(entry.title, entry.year, entry.venue) for entry in result.entries] == [
        ("Thermal conductivity of amorphous silicon nitride thin films", 2022, "Journal of Applied Physics"),
        ("Phonon scattering at rough interfaces", 2020, "Physical Review Letters"),
        ("Lattice anharmonicity", 2019, "Computational Materials Science"),
    ]


PUBMED_ABSTRACT_FORMAT = """1. Glia. 2021 Mar;69(3):612-630. doi: 10.1002/glia.23915. Epub 2020 Oct 2.

Astrocyte calcium waves steer the pruning of cortical
synapses in juvenile mice.

Okafor CN(1), Lindqvist H(1)(2), van der Wal ET(2).

Author information:
(1)Department of Neurobiology, Utopia University, Springfield, USA.
(2)Institute of Brain Research, Lakeside, Canada.

Synaptic pruning shapes cortical circuits. Here we show that calcium waves in
astrocytes mark synapses for removal.

DOI: 10.1002/glia.23915
PMID: 33012345

2. J Neurosci Methods. 2019;311:85-94. doi: 10.1016/j.jneumeth.2018.10.011.

A low-cost rig for two-photon imaging in freely moving rodents.

Lindqvist H, Okafor CN.

Abstract
We describe a rig built from parts that cost little.

PMID: 30321234
PMCID: PMC6512345
"""


def test_pubmed_abstract_format_reads_one_entry_per_record_citation_line_first():
    result = parse(PUBMED_ABSTRACT_FORMAT)
    _assert_every_line_accounted(PUBMED_ABSTRACT_FORMAT, result)
    glia, rig = result.entries
    assert glia.title == "Astrocyte calcium waves steer the pruning of cortical synapses in juvenile mice"
    assert glia.authors == ["CN Okafor", "H Lindqvist", "ET van der Wal"]
    assert (glia.venue, glia.year, glia.volume, glia.number) == ("Glia", 2021, "69", "3")
    assert glia.doi == "10.1002/glia.23915"
    assert (rig.title, rig.authors, rig.venue, rig.year) == (
        "A low-cost rig for two-photon imaging in freely moving rodents",
        ["H Lindqvist", "CN Okafor"],
        "J Neurosci Methods",
        2019,
    )
    reasons = {account.line: account.reason for account in result.lines if account.kind == LineKind.IGNORED}
    line_of = {line: number for number, line in enumerate(PUBMED_ABSTRACT_FORMAT.split("\n"), start=1)}
    affiliation = "(1)Department of Neurobiology, Utopia University, Springfield, USA."
    assert "affiliations" in reasons[line_of[affiliation]]
    assert "abstract" in reasons[line_of["We describe a rig built from parts that cost little."]]


# PubMed's Summary format writes a record "Title. Authors. Journal. Date;Volume:Pages.": a body or
# a group named between the title and the journal is the record's author.
PUBMED_SUMMARY_BODIES = """\
1. Tidal energy markets on islands. Okafor A, Brandt L. Energy Policy. 2019 Mar;12:33-41. PMID: 31234567.
2. Drinking water in coastal towns. Marine Research Council. Water Res. 2016 Jan;100:652-680. PMID: 26543210.
3. Salt wedge intrusion under drought. Lindqvist M, Haddad S. Estuar Coast Res. 2015 Jun;88:20-31.
"""


def test_a_body_between_a_pubmed_summarys_title_and_journal_is_its_author():
    result = parse(PUBMED_SUMMARY_BODIES)
    assert [(entry.title, entry.authors, entry.venue, entry.year) for entry in result.entries] == [
        ("Tidal energy markets on islands", ["A Okafor", "L Brandt"], "Energy Policy", 2019),
        ("Drinking water in coastal towns", ["Marine Research Council"], "Water Res", 2016),
        ("Salt wedge intrusion under drought", ["M Lindqvist", "S Haddad"], "Estuar Coast Res", 2015),
    ]


PUBMED_SUMMARY_BODIES_NO_VOLUME = """\
1. Coastal flood risk under rising seas. Ocean Research Council. Harbour Notes. 2019 Mar. PMID: 31234567.
2. Ocean heat uptake. Lindqvist K, Oduya M. J Clim. 2018 Feb;31(4):1200-14. PMID: 29876543.
3. Dune restoration. Coastal Research Council. Shore Notes. 2017 Jan. doi: 10.5555/sn.4. PMID: 2876.
"""


def test_a_body_before_a_pubmed_summary_date_with_no_volume_is_its_author():
    result = parse(PUBMED_SUMMARY_BODIES_NO_VOLUME)
    assert [(entry.authors, entry.year) for entry in result.entries] == [
        (["Ocean Research Council"], 2019),
        (["K Lindqvist", "M Oduya"], 2018),
        (["Coastal Research Council"], 2017),
    ]


# dblp writes a record's authors on a line closed by a colon, above its title and venue; a body
# in the authors' place ("World Health Organization:") is the record's author, not a heading.
DBLP_BODY_AUTHOR = """Amara Okafor, Lena Brandt:
Tidal mixing in estuaries. Ocean Letters 4(2): 1-9 (2019)

World Health Organization:
Drinking water in coastal towns. Water Research 100: 652-680 (2016)

Marta Lindqvist, Samir Haddad:
Salt wedge intrusion. Estuarine Research 88: 20-31 (2015)
"""


def test_a_body_closed_by_a_colon_over_a_title_is_its_author_not_a_heading():
    result = parse(DBLP_BODY_AUTHOR)
    assert [(entry.title, entry.authors, entry.section) for entry in result.entries] == [
        ("Tidal mixing in estuaries", ["Amara Okafor", "Lena Brandt"], None),
        ("Drinking water in coastal towns", ["World Health Organization"], None),
        ("Salt wedge intrusion", ["Marta Lindqvist", "Samir Haddad"], None),
    ]


def test_the_style_names_of_scholars_cite_box_are_no_part_of_the_names():
    text = (
        'Chicago\tWorld Meteorological Organization. "Drought indices for the Sahel." Climate Dynamics 41 '
        "(2014): 112-130.\n\n"
        'MLA\tOkafor, Mara, et al. "Grain boundaries in perovskite films." Advanced Energy Materials 9.4 '
        "(2019): 221-233.\n\n"
        "APA\tBrandt, L., & Varga, T. (2020). Ice lenses in frozen silt. Permafrost and Periglacial "
        "Processes, 31(2), 45-58.\n"
    )
    assert [(title, names, year) for title, names, year, _ in fields_and_venue_of(parse(text))] == [
        ("Drought indices for the Sahel", ["World Meteorological Organization"], 2014),
        ("Grain boundaries in perovskite films", ["Mara Okafor"], 2019),
        ("Ice lenses in frozen silt", ["L. Brandt", "T. Varga"], 2020),
    ]


# Google Scholar's search results: a title (with Scholar's kind mark), the source line "names -
# venue, year - host", a snippet of the text and the row of links. The snippet is no entry and the
# source line's dashes part its fields.
SCHOLAR_RESULTS = """About 2,140 results (0.04 sec)
[PDF] Permafrost carbon release along thaw slumps
K Lindgren, A Moreau, F Oyelaran… - Journal of Polar Soils, 2020 - Elsevier
We quantified carbon losses from seven retrogressive thaw slumps and find that the
headwall retreat sets the annual release …
☆ Save 99 Cite Cited by 41 Related articles All 6 versions

Snow cover duration in boreal forests
A Moreau, K Lindgren - The Cryosphere Letters, 2018\u00a0- tc.example.org
Snow cover in boreal forests ends earlier than in open terrain, in a pattern that …

[BOOK] Frozen ground: a field guide
K Lindgren - 2015 - books.google.com
A guide to the soils of cold regions, their ice and their carbon …

[CITATION] Active layer depths of the northern stations
K Lindgren, P Ruiz - 2011
"""


def test_scholar_search_results_are_read_by_their_source_lines_and_their_snippets_left_out():
    result = parse(SCHOLAR_RESULTS)
    assert result.format == InputFormat.SCHOLAR
    assert [
        (entry.title, entry.authors, entry.authors_truncated, entry.venue, entry.year)
        for entry in result.entries
    ] == [
        (
            "Permafrost carbon release along thaw slumps",
            ["K Lindgren", "A Moreau", "F Oyelaran"],
            True,
            "Journal of Polar Soils",
            2020,
        ),
        (
            "Snow cover duration in boreal forests",
            ["A Moreau", "K Lindgren"],
            False,
            "The Cryosphere Letters",
            2018,
        ),
        ("Frozen ground: a field guide", ["K Lindgren"], False, None, 2015),
        ("Active layer depths of the northern stations", ["K Lindgren", "P Ruiz"], False, None, 2011),
    ]
    assert result.entries[2].type == PublicationType.BOOK
    _assert_every_line_accounted(SCHOLAR_RESULTS, result)
    ignored = {account.line for account in result.lines if account.kind == LineKind.IGNORED}
    assert {1, 4, 5, 6, 10, 14} <= ignored
