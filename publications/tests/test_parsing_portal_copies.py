"""Copies of a research information system's public portal (Elsevier Pure's research-output list)
as a browser gives them: per record a title line, a line of names, date and "In: Journal. volume,
issue, p. pages", then the kind the portal gives the record ("Research output: Contribution to
journal › Article › peer-review") and its badges ("Open Access", "File"), under year headings.
Each record is read once with its fields; the kind line is no record's text."""

from publications.parsing import fields, parse
from publications.parsing.lines import DATABASE_CONTROLS_REASON, DATABASE_FIELD_REASON, ignore_reason
from publications.parsing.names import author_list_end
from publications.parsing.records import LineKind, PublicationType
from publications.parsing.text import with_single_stop_after_initials

PURE_RESEARCH_OUTPUT = """Research output per year

2021

Adaptive sampling of coastal sediment plumes with autonomous surface vessels
Lindqvist, H., Okafor, C. N. & Marchetti, G., 1 Mar 2021, In: Journal of Marine Systems. 215, 3, p. 45-67.
Research output: Contribution to journal › Article › peer-review

Open Access
File

Grain-size sorting in tidal inlets under storm forcing
Okafor, C. N. & Brandvold, E., 15 Jun 2021, In: Coastal Engineering Letters. 254, 107341.
Research output: Contribution to journal › Article › peer-review

Open Access

A framework for participatory monitoring of small estuaries
Marchetti, G. & Tavares, R., 2021, Proceedings of Coastal Dynamics. Aagaard, T. (ed.). Delft: IAHR, p. 112-120
Research output: Chapter in Book/Report/Conference proceeding › Conference contribution › peer-review

2020

Sediment budgets of Baltic lagoons revisited
Brandvold, E., Lindqvist, H., Okafor, C. N. & Tavares, R., Nov 2020, In: Shelf Research. 210, 14 p., 104263.
Research output: Contribution to journal › Article › peer-review

2019

Wave-driven resuspension on a mixed sand-mud flat
Okafor, C. N., Lindqvist, H. & Wendt, P., Aug 2019, In: Marine Geology. 414, p. 1-14 14 p.
Research output: Contribution to journal › Article › peer-review
"""


def test_a_portals_kind_line_is_a_field_of_the_record_above_not_text():
    for line in (
        "Research output: Contribution to journal › Article › peer-review",
        "Research output: Chapter in Book/Report/Conference proceeding › Chapter › Academic",
        "Research output: Book/Report › Book › Academic",
        "Research output: Contribution to conference › Poster",
    ):
        assert ignore_reason(line) == DATABASE_FIELD_REASON, line
    # A title that speaks of research output is no such line.
    assert ignore_reason("Research output and funding: evidence from Nordic universities") is None


def test_each_record_of_a_pure_research_output_list_is_read_with_its_fields():
    result = parse(PURE_RESEARCH_OUTPUT)
    assert [(entry.title, entry.year) for entry in result.entries] == [
        ("Adaptive sampling of coastal sediment plumes with autonomous surface vessels", 2021),
        ("Grain-size sorting in tidal inlets under storm forcing", 2021),
        ("A framework for participatory monitoring of small estuaries", 2021),
        ("Sediment budgets of Baltic lagoons revisited", 2020),
        ("Wave-driven resuspension on a mixed sand-mud flat", 2019),
    ]
    journals = [entry.venue for entry in result.entries if entry.type == PublicationType.JOURNAL]
    assert journals == [
        "Journal of Marine Systems",
        "Coastal Engineering Letters",
        "Shelf Research",
        "Marine Geology",
    ]
    assert result.entries[1].authors == ["C. N. Okafor", "E. Brandvold"]
    assert result.entries[3].authors == [
        "E. Brandvold",
        "H. Lindqvist",
        "C. N. Okafor",
        "R. Tavares",
    ]
    assert not any("Research output" in f"{entry.title} {entry.venue}" for entry in result.entries)
    kinds = [account for account in result.lines if account.reason == DATABASE_FIELD_REASON]
    assert kinds and all(account.kind == LineKind.IGNORED for account in kinds)


# A Pure portal's records with the links it prints under them ("View on publisher site", "Link to
# publication in Scopus"), each a line of its own.
PURE_RESEARCH_OUTPUT_WITH_LINKS = """2022

Flow separation behind submerged vegetation patches
Ferrand, A., Kowalczyk, M. & Otieno, J., Feb 2022, In: Water Resources Research. 58, 2, e2021WR030123.
Research output: Contribution to journal › Article › peer-review

Open Access
View on publisher site

A review of turbulence closures for canopy flows
Kowalczyk, M., 2022, In: Environmental Fluid Mechanics. 22, p. 1-29
Research output: Contribution to journal › Review article › peer-review

2021

Grain-size sorting in tidal inlets under storm forcing
Okafor, C. N. & Brandvold, E., 15 Jun 2021, In: Coastal Engineering Letters. 254, 107341.
Research output: Contribution to journal › Article › peer-review

Link to publication in Scopus
"""


def test_the_links_under_a_portals_record_are_its_controls_not_a_heading_or_text():
    for line in ("View on publisher site", "Access to Document", "Link to publication in Scopus"):
        assert ignore_reason(line) == DATABASE_CONTROLS_REASON, line
    assert ignore_reason("Access to documents in rural health archives") is None
    result = parse(PURE_RESEARCH_OUTPUT_WITH_LINKS)
    assert [(entry.title, entry.year, entry.section) for entry in result.entries] == [
        ("Flow separation behind submerged vegetation patches", 2022, "2022"),
        ("A review of turbulence closures for canopy flows", 2022, "2022"),
        ("Grain-size sorting in tidal inlets under storm forcing", 2021, "2021"),
    ]
    links = [account for account in result.lines if account.reason == DATABASE_CONTROLS_REASON]
    assert [account.line for account in links] == [8, 20]
    assert all(account.kind == LineKind.IGNORED for account in links)


# An open archive's list (HAL) as a lab page copies it: one record a line, title first, then the
# authors' full names, the venue with its date, and the record's identifiers in angle brackets.
HAL_PUBLICATIONS = """Article dans une revue

Modélisation des écoulements granulaires en conduite inclinée. Jeanne Moreau, Pierre-Yves Caradec, \
Lucie Fontanel. Journal of Fluid Mechanics, 2021, 912, pp.A34. ⟨10.1017/jfm.2021.12⟩. ⟨hal-03124567⟩
Segregation waves in bidisperse chute flows. Pierre-Yves Caradec, Jeanne Moreau. Physical Review \
Fluids, 2020, 5 (7), pp.074302. ⟨10.1103/PhysRevFluids.5.074302⟩. ⟨hal-02901234v2⟩
Rheology of dense suspensions near jamming. Lucie Fontanel, Jeanne Moreau, Marc Delorme. Soft \
Matter, 2019, 15 (22), pp.4512-4523. ⟨10.1039/C9SM00412A⟩. ⟨hal-02156789⟩
Dune migration on Martian crater floors. Yann Le Bihan, Jeanne Moreau. Icarus, 2018, 309, pp.12-25. \
⟨10.1016/j.icarus.2018.02.011⟩. ⟨insu-01723456⟩
Friction laws for wet granular media. Marc Delorme, Lucie Fontanel, Jeanne Moreau. Granular Matter, \
2017, 19 (4), pp.71. ⟨10.1007/s10035-017-0755-1⟩. ⟨hal-01612345⟩

Communication dans un congrès

Transitions de régime dans les avalanches sous-marines. Jeanne Moreau, Lucie Fontanel. 25e Congrès \
Français de Mécanique, Aug 2022, Nantes, France. ⟨hal-03789012⟩
Erosion thresholds of cohesive beds. Marc Delorme, Jeanne Moreau. 11th International Conference on \
Multiphase Flow, Jun 2023, Kobe, Japan. pp.1-6. ⟨hal-04123456⟩

Thèse

Écoulements granulaires confinés : expériences et modèles. Pierre-Yves Caradec. Mécanique des fluides \
[physics.class-ph]. Université de Rennes, 2018. Français. ⟨NNT : 2018REN1S045⟩. ⟨tel-01987654⟩
"""


def test_a_doi_in_an_archives_angle_brackets_ends_at_the_bracket():
    assert fields.find_doi("Soft Matter, 2019. ⟨10.1039/C9SM00412A⟩. ⟨hal-02156789⟩") == "10.1039/c9sm00412a"
    result = parse(HAL_PUBLICATIONS)
    assert [entry.doi for entry in result.entries[:3]] == [
        "10.1017/jfm.2021.12",
        "10.1103/physrevfluids.5.074302",
        "10.1039/c9sm00412a",
    ]


def test_each_line_of_an_archives_list_is_a_record_of_its_own():
    result = parse(HAL_PUBLICATIONS)
    assert [(entry.title.split(" ")[0], entry.year) for entry in result.entries] == [
        ("Modélisation", 2021),
        ("Segregation", 2020),
        ("Rheology", 2019),
        ("Dune", 2018),
        ("Friction", 2017),
        ("Transitions", 2022),
        ("Erosion", 2023),
        ("Écoulements", 2018),
    ]
    assert [entry.line_start for entry in result.entries] == [3, 4, 5, 6, 7, 11, 12, 16]
    assert result.entries[5].authors == ["Jeanne Moreau", "Lucie Fontanel"]
    assert result.entries[6].authors == ["Marc Delorme", "Jeanne Moreau"]
    assert result.entries[6].venue == "11th International Conference on Multiphase Flow"


def test_names_in_full_after_a_title_stand_before_a_venue_and_its_date():
    result = parse(HAL_PUBLICATIONS)
    assert [(entry.authors, entry.venue) for entry in result.entries[1:5]] == [
        (["Pierre-Yves Caradec", "Jeanne Moreau"], "Physical Review Fluids"),
        (["Lucie Fontanel", "Jeanne Moreau", "Marc Delorme"], "Soft Matter"),
        (["Yann Le Bihan", "Jeanne Moreau"], "Icarus"),
        (["Marc Delorme", "Lucie Fontanel", "Jeanne Moreau"], "Granular Matter"),
    ]
    # The same shape on a lab page's one-line items, and a publisher with its year after a title.
    item = parse(
        "Tidal bores in funnel estuaries. Ana Ruiz, Ben Cole. Harbour Letters, 2021, 12 (3), pp.45-67."
    )
    assert item.entries[0].authors == ["Ana Ruiz", "Ben Cole"]
    assert item.entries[0].venue == "Harbour Letters"


# A national CV system's export (Lattes) as a lab page copies it: numbered items under the system's
# section headings, names as "FAMILY, G. N." parted by semicolons, the stop after the last name
# doubled on its initial's own ("SOUZA, M. A.. Title").
LATTES_CV = """Artigos completos publicados em periódicos

1.
FERREIRA, L. C.; SOUZA, M. A.. Drought tolerance in cowpea genotypes from the Brazilian semiarid. Plant \
Physiology and Biochemistry, v. 158, n. 4, p. 45-57, 2020.
2.
SOUZA, M. A.. Germinação de sementes de jatobá. Revista Árvore, v. 40, p. 11-19, 2016.
3.
COSTA, J. P.; SOUZA, M. A.. Vigor de sementes de milho. Revista Brasileira de Milho e \
Sorgo, v. 15, p. 200-210, 2016.
"""


def test_a_stop_doubled_after_the_last_initial_ends_the_names():
    result = parse(LATTES_CV)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Drought tolerance in cowpea genotypes from the Brazilian semiarid",
            ["L. C. FERREIRA", "M. A. SOUZA"],
            2020,
        ),
        ("Germinação de sementes de jatobá", ["M. A. SOUZA"], 2016),
        ("Vigor de sementes de milho", ["J. P. COSTA", "M. A. SOUZA"], 2016),
    ]
    assert [entry.venue for entry in result.entries] == [
        "Plant Physiology and Biochemistry",
        "Revista Árvore",
        "Revista Brasileira de Milho e Sorgo",
    ]
    # An ellipsis after an initial is no doubled stop.
    assert with_single_stop_after_initials("Ada L... Okafor, M. A.. Title") == "Ada L... Okafor, M. A. Title"


# A research information system's portal (Clarivate's Converis) as a browser copies its list: per
# record a title line, the names "Family, Given; …", the venue with its date, then the record's
# labelled identifier and kind ("DOI: 10.…", "Publication type: Journal article").
CONVERIS_PUBLICATIONS = """Publications

Thermal stability of layered perovskite absorbers under humid storage
Nakashima, Riko; Oyelaran, Tobi; Vasquez, Elena
Solar Energy Materials and Solar Cells, 245, 111862 (2022)
DOI: 10.1016/j.solmat.2022.111862
Publication type: Journal article

Interface passivation in tin-lead perovskite cells
Oyelaran, Tobi; Nakashima, Riko
ACS Energy Letters, 6(4), 1502-1510 (2021)
DOI: 10.1021/acsenergylett.1c00345
Publication type: Journal article
"""


def test_a_portals_doi_and_kind_lines_are_its_records_identifier_and_field_not_headings():
    assert ignore_reason("Publication type: Journal article") == DATABASE_FIELD_REASON
    assert ignore_reason("Publication types and their citation counts in portals") is None
    result = parse(CONVERIS_PUBLICATIONS)
    assert [(entry.title, entry.year, entry.doi, entry.section) for entry in result.entries] == [
        (
            "Thermal stability of layered perovskite absorbers under humid storage",
            2022,
            "10.1016/j.solmat.2022.111862",
            "Publications",
        ),
        (
            "Interface passivation in tin-lead perovskite cells",
            2021,
            "10.1021/acsenergylett.1c00345",
            "Publications",
        ),
    ]
    assert result.entries[0].authors == ["Riko Nakashima", "Tobi Oyelaran", "Elena Vasquez"]
    assert not [account for account in result.lines if account.kind == LineKind.HEADING and account.line > 1]


# A Pure portal's records with their names given first and written in full, the last joined by "&",
# then a comma and the year: "Ana Ruiz, Li Wei & Tom Lee, 2021, In: Journal. 12, 3, p. 33-41."
PURE_FULL_NAMES = """Tidal mixing in shallow funnel estuaries
Amara Okafor, Lena Brandt & Kofi van der Meer, 2019, In: Ocean Letters. 4, 2, p. 1-9.
Research output: Contribution to journal › Article › peer-review

Grain sorting on steep gravel beaches
Marta Lindqvist & Pablo de la Rosa, 2017, In: Coastal Dynamics Conference.
Research output: Chapter in Book/Report/Conference proceeding › Conference contribution

Sediment budgets of northern bays
Marine Research Council, 2014, In: Journal of Coastal Studies. 12, 1, p. 100-112.
Research output: Contribution to journal › Article › peer-review

Salt wedge intrusion under drought
Lena Brandt, Samir Haddad & Ines Carvalho, 2012, In: Estuarine Science Reports. 30, 4, p. 211-230.
Research output: Contribution to journal › Article › peer-review

Storm surge records from lagoon cores
Jonas Weber & Marta Lindqvist, 2010, In: Quaternary Coastal Research. 7, p. 45-60.
Research output: Contribution to journal › Article › peer-review
"""


def test_names_in_full_closed_by_a_comma_and_the_year_end_before_it():
    assert author_list_end("Ana Ruiz, Li Wei & Tom Lee, 2021, In: Harbour Letters. 12, 3, p. 33-41.") == 27
    assert author_list_end("Marine Research Council, 2014, In: Harbour Letters. 12, p. 1-9.") == 24


def test_each_card_of_a_pure_list_closed_by_its_kind_line_is_one_record():
    result = parse(PURE_FULL_NAMES)
    assert [(entry.title, entry.authors, entry.year) for entry in result.entries] == [
        (
            "Tidal mixing in shallow funnel estuaries",
            ["Amara Okafor", "Lena Brandt", "Kofi van der Meer"],
            2019,
        ),
        ("Grain sorting on steep gravel beaches", ["Marta Lindqvist", "Pablo de la Rosa"], 2017),
        ("Sediment budgets of northern bays", ["Marine Research Council"], 2014),
        ("Salt wedge intrusion under drought", ["Lena Brandt", "Samir Haddad", "Ines Carvalho"], 2012),
        ("Storm surge records from lagoon cores", ["Jonas Weber", "Marta Lindqvist"], 2010),
    ]


# Pure prints a journal's details "In: Journal. volume, issue, p. pages", the issue left out where
# the record has none, an article's number in place of the pages.
PURE_VOLUMES_AND_ISSUES = """Hydraulic jumps over rough beds
Wendt, P. & Saarinen, K., 2018, In: Open Channel Studies. 42, 6, p. 301-318.
Research output: Contribution to journal › Article › peer-review

Scour around bridge piers in ice-covered rivers
Saarinen, K., 2017, In: Cold Regions Hydraulics. 19, p. 77-90.
Research output: Contribution to journal › Article › peer-review

Bedforms under oscillating flow
Wendt, P., Saarinen, K. & Abiola, T., 2016, In: Coastal Sediment Letters. 8, 11, 1042.
Research output: Contribution to journal › Article › peer-review
"""


def test_a_pure_records_number_after_its_volume_is_the_issue():
    result = parse(PURE_VOLUMES_AND_ISSUES)
    assert [(e.volume, e.number, e.pages, e.article_number) for e in result.entries] == [
        ("42", "6", "301–318", None),
        ("19", None, "77–90", None),
        ("8", "11", None, "1042"),
    ]


# A thesis's record, whose line of names, year and school reads as a whole citation alone, and a
# record of a short title: each title opens its record, none is a heading over the records below.
PURE_THESIS_AND_SHORT_TITLE = """Ice lenses in peat soils
Brennan, M., 2020, In: PhD thesis, University of Tromsø.
Research output: Thesis › Doctoral Thesis

Frost heave revisited
Brennan, M. & Halvorsen, S., 2018, In: Permafrost Letters. 12, 2, p. 14-29.
Research output: Contribution to journal › Article › peer-review

Thaw slumps on coastal bluffs
Halvorsen, S., 2017, In: Arctic Geomorphology. 5, p. 201-215.
Research output: Contribution to journal › Article › peer-review
"""


def test_each_title_of_a_pure_list_opens_its_record_never_a_heading():
    result = parse(PURE_THESIS_AND_SHORT_TITLE)
    assert [(e.title, e.year, e.type, e.section) for e in result.entries] == [
        ("Ice lenses in peat soils", 2020, PublicationType.THESIS, None),
        ("Frost heave revisited", 2018, PublicationType.JOURNAL, None),
        ("Thaw slumps on coastal bluffs", 2017, PublicationType.JOURNAL, None),
    ]
    assert not any(account.kind == LineKind.HEADING for account in result.lines)


# Each record's kind line names its kind, where its citation alone reads as another's: a chapter's
# book after "In:" as a meeting's proceedings, a book's publisher as a journal.
PURE_KINDS = """Peat fires and carbon loss
Haddad, R. & Lindgren, O., 2022, In: Handbook of Boreal Wetlands.
Research output: Chapter in Book/Report/Conference proceeding › Chapter

Drainage ditches as methane sources
Lindgren, O., 2021, In: Wetland Science Letters. 33, 4, p. 12-19.
Research output: Contribution to journal › Article › peer-review

Mires of the northern hemisphere
Haddad, R., 2019, In: Cambridge University Press.
Research output: Book/Report › Book

Rewetting cutover bogs
Lindgren, O., 2016, In: Master's thesis, University of Oulu.
Research output: Thesis › Master's Thesis
"""


def test_a_pure_records_kind_line_types_the_record():
    result = parse(PURE_KINDS)
    assert [(e.title, e.type) for e in result.entries] == [
        ("Peat fires and carbon loss", PublicationType.CHAPTER),
        ("Drainage ditches as methane sources", PublicationType.JOURNAL),
        ("Mires of the northern hemisphere", PublicationType.BOOK),
        ("Rewetting cutover bogs", PublicationType.THESIS),
    ]


# A Pure record with no pages closes on its volume and issue; an article's number runs longer.
PURE_ISSUES_WITHOUT_PAGES = """Storm surge residuals along a barrier coast
Vasquez, L. & Holmberg, T., 2018, In: Journal of Shore Processes. 84, 7.
Research output: Contribution to journal › Article › peer-review

Salt marsh accretion under rising seas
Holmberg, T., Mar 2016, In: Estuarine Letters. 31, 112.
Research output: Contribution to journal › Article › peer-review

Dune scarp recovery after winter storms
Nakamura, K., Vasquez, L. & Holmberg, T., 2015, In: Coastal Morphology Reports. 12, 204518.
Research output: Contribution to journal › Article › peer-review
"""


def test_a_pure_records_short_number_after_its_volume_is_its_issue():
    result = parse(PURE_ISSUES_WITHOUT_PAGES)
    assert [(entry.volume, entry.number, entry.pages, entry.article_number) for entry in result.entries] == [
        ("84", "7", None, None),
        ("31", "112", None, None),
        ("12", None, None, "204518"),
    ]
