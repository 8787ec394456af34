"""Card lines that pages label or run together: an "Authors:" label before a card's names, a
co-author line that goes on with the card's venue or status ("With P. Klein. Proc. …")."""

from publications.parsing import parse
from publications.parsing.cards import without_names_label
from publications.parsing.reference import names_an_organisation
from publications.parsing.tail import parse_tail
from publications.tests.parsing_helpers import fields_of

JOURNAL_CLUB = """Braids in a cold gas

Measuring the exchange phases of trapped quasiparticles in a chiral edge channel
Authors: R. Okafor, L. Brandt, and T. Varga
Nature 611, 400–405 (2022); DOI: 10.1038/s41586-022-00001-1

Recommended with a commentary by A. Moreau, University of Lyon
Noise as a probe

Shot noise at the edge of a correlated insulator
Authors: Hana Sato, Pavel Novak, and Ines Duarte
"""


def test_an_authors_label_before_a_card_line_gives_its_names():
    result = parse(JOURNAL_CLUB)
    fields = fields_of(result)
    first = "Measuring the exchange phases of trapped quasiparticles in a chiral edge channel"
    assert (first, ["R. Okafor", "L. Brandt", "T. Varga"], 2022) in fields
    second = "Shot noise at the edge of a correlated insulator"
    assert (second, ["Hana Sato", "Pavel Novak", "Ines Duarte"], None) in fields
    entry = next(e for e in result.entries if e.title.startswith("Measuring"))
    assert "Authors: R. Okafor" in entry.raw  # the text as pasted, label and all


def test_the_names_label_is_dropped_only_before_names():
    assert without_names_label("Authors: R. Okafor and L. Brandt") == "R. Okafor and L. Brandt"
    assert without_names_label("Autoren: Jana Weber, Lukas Roth") == "Jana Weber, Lukas Roth"
    assert without_names_label("By: M. Ferreira") == "M. Ferreira"
    assert without_names_label("Authorship: a survey") == "Authorship: a survey"
    assert without_names_label("Authors: 12") == "Authors: 12"


COAUTHOR_LINES_WITH_MORE = """Papers
1. Syzygies of determinantal thickenings.
With Lena Hartmann. In progress.
2. Cellular resolutions over polynomial algebras.
With Tomas Berg. (arXiv preprint)
3. Linkage classes of monomial curves
With Ada Moreno. Trans. Amer. Math. Soc. 9 (2021), no. 4, 77-95.
"""


def test_a_co_author_line_going_on_with_a_venue_or_status_gives_the_co_authors():
    assert fields_of(parse(COAUTHOR_LINES_WITH_MORE)) == [
        ("Syzygies of determinantal thickenings", ["Lena Hartmann"], None),
        ("Cellular resolutions over polynomial algebras", ["Tomas Berg"], None),
        ("Linkage classes of monomial curves", ["Ada Moreno"], 2021),
    ]


CARDS_WITH_INITIALS = """Selected papers

Stable vortex lattices in rotating dipolar condensates at finite temperature
A. Brandt, J. Varga, and K. Osei
Journal of Fluid Mechanics 912, A4 (2021)

Spectral signatures of a dissipative phase transition in coupled cavities
M. Ferreira and L. Novak
Physical Review A 104, 013701 (2021); DOI: 10.1103/PhysRevA.104.013701
"""


def test_a_card_title_over_names_with_initials_and_a_venue_line_is_its_title():
    assert fields_of(parse(CARDS_WITH_INITIALS)) == [
        (
            "Stable vortex lattices in rotating dipolar condensates at finite temperature",
            ["A. Brandt", "J. Varga", "K. Osei"],
            2021,
        ),
        (
            "Spectral signatures of a dissipative phase transition in coupled cavities",
            ["M. Ferreira", "L. Novak"],
            2021,
        ),
    ]


NAMES_UNDER_VENUE = """2023
Adaptive Sampling of Reaction Networks for Kinetic Model Reduction
Computers & Chemical Engineering - 2023

Lena Hartmann, Tomas Berg, Ada Moreno

Robust Scheduling of Batch Plants under Demand Uncertainty
Computers & Chemical Engineering - 2023

Tomas Berg, Lena Hartmann

A Parallel Algorithm for Explicit Model Predictive Control
Optimization and Engineering - 2023

Ada Moreno, Lena Hartmann, Tomas Berg
"""


def test_a_card_author_line_under_its_venue_line_after_a_blank_line_is_the_cards():
    result = parse(NAMES_UNDER_VENUE)
    assert fields_of(result) == [
        (
            "Adaptive Sampling of Reaction Networks for Kinetic Model Reduction",
            ["Lena Hartmann", "Tomas Berg", "Ada Moreno"],
            2023,
        ),
        ("Robust Scheduling of Batch Plants under Demand Uncertainty", ["Tomas Berg", "Lena Hartmann"], 2023),
        (
            "A Parallel Algorithm for Explicit Model Predictive Control",
            ["Ada Moreno", "Lena Hartmann", "Tomas Berg"],
            2023,
        ),
    ]
    # The venue line repeated under two cards a few lines apart is no page's running head.
    assert [entry.venue for entry in result.entries] == [
        "Computers & Chemical Engineering",
        "Computers & Chemical Engineering",
        "Optimization and Engineering",
    ]


DATED_ROLES = """2024.10 First Author: Adaptive Dead-Time Control for GaN Bridges. IEEE Access (accepted).

2024.3 Second Author: Thermal Limits of Planar Magnetics in Converters. Energies (IF: 3.0). DOI: 10.3390/e173

2023.7 Corresponding Author: Wide-Range Soft Switching in Dual Active Bridges. ECCE 2023 (EI Indexed).
"""


def test_a_year_and_month_and_the_owners_place_before_an_item_give_its_date_and_no_names():
    result = parse(DATED_ROLES)
    assert fields_of(result) == [
        ("Adaptive Dead-Time Control for GaN Bridges", [], 2024),
        ("Thermal Limits of Planar Magnetics in Converters", [], 2024),
        ("Wide-Range Soft Switching in Dual Active Bridges", [], 2023),
    ]
    assert [entry.month for entry in result.entries] == [10, 3, 7]


NAMES_AND_YEAR_LINES = """2016
Marta Lindqvist and Pavel Horak. 2016.
Tonal contours in heritage speakers of Swedish: a corpus study.
Nordic Journal of Linguistics 39: 211—240.
Data and scripts available from the project page.

Pavel Horak. 2016.
Vowel reduction across registers.
Ph.D. thesis. University of Olomouc.

Ines Duarte and Marta Lindqvist. Forthcoming.
Prosodic transfer in early bilinguals.
Accepted for publication in Journal of Phonetics.
"""


def test_a_line_of_names_and_a_year_alone_opens_the_entry_whose_title_is_under_it():
    assert fields_of(parse(NAMES_AND_YEAR_LINES)) == [
        (
            "Tonal contours in heritage speakers of Swedish: a corpus study",
            ["Marta Lindqvist", "Pavel Horak"],
            2016,
        ),
        ("Vowel reduction across registers", ["Pavel Horak"], 2016),
        ("Prosodic transfer in early bilinguals", ["Ines Duarte", "Marta Lindqvist"], 2016),
    ]


TAGGED_KINDS = """Selected publications

PREPRINT L Brandt, AM Osei, T Varga (2024) Polygenic overlap of sleep traits. medRxiv. doi: 10.1101/2024.01.02

IN PRESS Novak, P., & Duarte, I. (2023). Working memory in bilingual children. Developmental Science.

T Varga, L Brandt (2022) Cortical thickness and sleep duration. NeuroImage. doi: 10.1016/j.nimg.2022.11
"""


def test_a_kind_or_status_tag_in_capitals_before_the_names_is_no_name():
    result = parse(TAGGED_KINDS)
    assert [entry.authors for entry in result.entries] == [
        ["L Brandt", "AM Osei", "T Varga"],
        ["P. Novak", "I. Duarte"],
        ["T Varga", "L Brandt"],
    ]
    assert [entry.year for entry in result.entries] == [2024, 2023, 2022]
    assert result.entries[1].status == "in press"


WRAPPED_REFERENCES = """Weber, Jana (2015): Teilhabe im Alltag. In: Roth, Lukas (Hg.): Inklusion für Menschen
mit Behinderung. Tagungsband der 2. Konferenz. Graz, FH Steiermark, S. 10-24.

Okafor, R. (2019): Spectral methods for sparse graphs with applications to clustering and
with a note on expanders. Journal of Graph Theory 91, 1-30.
"""


def test_a_wrapped_reference_line_opening_with_mit_or_with_is_no_co_author_line():
    assert [entry.authors for entry in parse(WRAPPED_REFERENCES).entries] == [["Jana Weber"], ["R. Okafor"]]


STATUS_IN_THE_YEARS_PLACE = """Refereed journal articles
Submitted. Clitic climbing in heritage Portuguese. (With Ana Ruiz and Tomas Berg.)
Accepted (with revisions). Null subjects in child Mandarin. Journal of Child Language.
2021. Scope freezing revisited. Linguistic Inquiry 52(2): 301-330.
2019. Agreement attraction in Basque. (with Ines Duarte.) Glossa 4(1): 12.
2018. Islands and the left periphery. Syntax 21, 100-131.
"""


def test_a_status_in_the_place_of_the_year_marks_an_item_of_a_year_first_list():
    result = parse(STATUS_IN_THE_YEARS_PLACE)
    assert [(entry.title, entry.authors, entry.year, entry.status) for entry in result.entries] == [
        ("Clitic climbing in heritage Portuguese", ["Ana Ruiz", "Tomas Berg"], None, "submitted"),
        ("Null subjects in child Mandarin", [], None, "accepted"),
        ("Scope freezing revisited", [], 2021, "published"),
        ("Agreement attraction in Basque", ["Ines Duarte"], 2019, "published"),
        ("Islands and the left periphery", [], 2018, "published"),
    ]


# A tool's page of works using it: names / title / "Journal (Year). DOI: …", a line of links under some.
NAMES_TITLE_JOURNAL_DOI_CARDS = """2022

Ana Ruiz, Karl Holm & Lena Brandt.
Connectomic maps of the zebrafish hindbrain.
Science (2022). DOI: 10.1126/science.abc1234.
View data in the browser.

Mei Chen, Tomas Lindqvist.
Synapse counts across cortical layers.
Journal of Comparative Neurology (Medical Edition) (2022). DOI: 10.1002/cne.12345
"""


def test_a_cards_journal_year_and_doi_line_is_no_new_entry():
    result = parse(NAMES_TITLE_JOURNAL_DOI_CARDS)
    assert [(e.title, e.authors, e.year, e.doi) for e in result.entries] == [
        (
            "Connectomic maps of the zebrafish hindbrain",
            ["Ana Ruiz", "Karl Holm", "Lena Brandt"],
            2022,
            "10.1126/science.abc1234",
        ),
        ("Synapse counts across cortical layers", ["Mei Chen", "Tomas Lindqvist"], 2022, "10.1002/cne.12345"),
    ]


def test_an_apa_citation_whose_title_follows_its_year_still_opens_an_entry():
    text = (
        "Ruiz, A. (2020). Tidal mixing. Ocean Letters, 4, 1-9.\n"
        "Holm, K. (2021). Doi Inthanon and its cloud forests. Mountain Research, 2, 3-8.\n"
    )
    assert [e.title for e in parse(text).entries] == ["Tidal mixing", "Doi Inthanon and its cloud forests"]


INVERTED_NAME_CARDS = """Articles
1. Folding pathways of a small riboswitch under crowding.
Okafor, R.; Brandt, L. K. ; Varga, T.; Moreau, A. D.
J. Mol. Fold. 2019, 12 (4), 301-310.
2. Kinetic partitioning in tandem ribozymes.
Brandt, L. K., Okafor, R., Sato, H. & Varga, T.
Biochem. Lett. 88, 14-22 (2017).
3. High throughput maps of ribozyme cleavage.
Brandt, L. K.
University of Lyon (2015).
Ph.D. Dissertation.
"""


def test_a_cards_names_line_written_family_first_with_initials_gives_its_authors():
    fields = fields_of(parse(INVERTED_NAME_CARDS))
    assert fields == [
        (
            "Folding pathways of a small riboswitch under crowding",
            ["R. Okafor", "L. K. Brandt", "T. Varga", "A. D. Moreau"],
            2019,
        ),
        (
            "Kinetic partitioning in tandem ribozymes",
            ["L. K. Brandt", "R. Okafor", "H. Sato", "T. Varga"],
            2017,
        ),
        ("High throughput maps of ribozyme cleavage", ["L. K. Brandt"], 2015),
    ]


def test_a_card_line_of_a_venue_or_a_whole_apa_citation_is_no_names_line():
    venue_card = (
        "Articles\nFolding pathways of a small riboswitch.\n"
        "Journal of Molecular Folding, 12, 301-310.\n2019\n"
    )
    entry = parse(venue_card).entries[0]
    assert entry.title == "Folding pathways of a small riboswitch"
    assert entry.authors == []
    apa = (
        "Articles\nOkafor, R., & Brandt, L. K. (2019). Folding pathways of a small riboswitch. "
        "Journal of Molecular Folding, 12, 301-310.\n"
    )
    entry = parse(apa).entries[0]
    assert (entry.title, entry.authors, entry.year) == (
        "Folding pathways of a small riboswitch",
        ["R. Okafor", "L. K. Brandt"],
        2019,
    )


NAMES_FIRST_CARDS = """[II]
R. Okafor, L. Brandt, and Ines Varga
Order–Disorder Transitions in Layered Borides Control Their Hardness
Journal of Hard Materials 33, 4500 (2021)
doi: 10.1234/jhm.2021.7

[I]
L. Brandt and Ines Varga
Modeling of grain boundaries in cubic borides at high temperatures
Physical Review Materials 5, 033804 (2020)
"""


def test_a_cards_first_line_of_names_ends_at_its_line_break():
    assert fields_of(parse(NAMES_FIRST_CARDS)) == [
        (
            "Order–Disorder Transitions in Layered Borides Control Their Hardness",
            ["R. Okafor", "L. Brandt", "Ines Varga"],
            2021,
        ),
        (
            "Modeling of grain boundaries in cubic borides at high temperatures",
            ["L. Brandt", "Ines Varga"],
            2020,
        ),
    ]


def test_names_over_a_line_with_the_year_or_over_more_names_are_read_as_before():
    apa_card = (
        "R. Okafor and L. Brandt\n(2021). Layered borides. Journal of Hard Materials, 33, 45-50.\nPDF\n"
    )
    entry = parse(apa_card).entries[0]
    assert (entry.title, entry.authors, entry.year) == ("Layered borides", ["R. Okafor", "L. Brandt"], 2021)


MONTHLY_CARDS = """2021-03
1. TIDAL HEATING OF A WARM SUB-NEPTUNE ON AN ECCENTRIC ORBIT
Okafor, Ruth A., Brandt, Lena K., Varga, Tomas, et al.
2021, refereed (2021MNRAS.500.1234O)

2. STARSPOT LIFETIMES FROM TEN YEARS OF PHOTOMETRY
Moreau, A., Sato, H.
2021, refereed (2021AJ....161...12M)

2021-02
1. A SEARCH FOR FLARES ON YOUNG DWARFS
Duarte, Ines M., Novak, Pavel
2021, pre-print (2021arXiv210200001D)
"""


def test_a_month_heading_and_a_cards_inverted_full_names_line():
    result = parse(MONTHLY_CARDS)
    assert fields_of(result) == [
        (
            "TIDAL HEATING OF A WARM SUB-NEPTUNE ON AN ECCENTRIC ORBIT",
            ["Ruth A. Okafor", "Lena K. Brandt", "Tomas Varga"],
            2021,
        ),
        ("STARSPOT LIFETIMES FROM TEN YEARS OF PHOTOMETRY", ["A. Moreau", "H. Sato"], 2021),
        ("A SEARCH FOR FLARES ON YOUNG DWARFS", ["Ines M. Duarte", "Pavel Novak"], 2021),
    ]
    assert [entry.section for entry in result.entries] == ["2021-03", "2021-03", "2021-02"]
    assert result.entries[0].authors_truncated


def test_a_year_and_a_number_after_it_are_no_month_heading():
    # "2021-13" is no month and "2021-2022" a range of years: neither is read as a month.
    result = parse("2021-13\nOkafor, R., Brandt, L. (2021). Tidal heating. Icarus, 12, 1-9.\n")
    assert result.entries[0].section is None
    result = parse("2021-2022\nOkafor, R., Brandt, L. (2021). Tidal heating. Icarus, 12, 1-9.\n")
    assert result.entries[0].section == "2021-2022"


# An owner's page of cards without blank lines: a title closed by its year in brackets, a summary
# (and the venue) under it; a short status line heads the cards below it.
DATED_TITLE_CARDS = """Papers
Tidal Mixing in Narrow Straits (with Ana Ruiz) [2022]
We show how mixing depends on the width of a strait. Journal of Coastal Physics 55, 307-396.
Salt Wedges Revisited [2021]
A short survey of salt wedges in estuaries, with "salt fingers" explained. Estuarine Letters 12, 1-9.
Wave Breaking over Sandbars (with Ben Cole and Ana Ruiz) [2021]
We measure breaking waves over sandbars in a flume. Coastal Dynamics 8, 44-60.
Submitted
Sediment Plumes after Storms (with Tomas Okafor) [2023]
We track the plumes that storms leave off the coast.
"""


def test_cards_opening_with_a_title_closed_by_its_year_keep_their_summary_lines():
    result = parse(DATED_TITLE_CARDS)
    assert fields_of(result) == [
        ("Tidal Mixing in Narrow Straits", ["Ana Ruiz"], 2022),
        ("Salt Wedges Revisited", [], 2021),
        ("Wave Breaking over Sandbars", ["Ben Cole", "Ana Ruiz"], 2021),
        ("Sediment Plumes after Storms", ["Tomas Okafor"], 2023),
    ]
    assert [entry.line_end for entry in result.entries] == [3, 5, 7, 10]


# Quoted titles closed by their year in parentheses, a venue line and a co-author line under each;
# a heading and other text follow the last card.
QUOTED_DATED_CARDS = """Articles and Chapters
“Harbour Governance and Electoral Reform” (2023)
In: Governance: Institutions and Strategies. (Harbour Foundation).
Co-authored with Ana Ruiz.
“Campaign Money in Port Cities” (2022)
Coastal Politics Review.
Co-authored with Ben Cole.
“Elections, Money, and Candidates” (2018)
In: Handbook of Coastal Politics.
Co-authored with Tomas Okafor.
Opinion Pieces
I write on elections for several newspapers.
"""


def test_quoted_cards_closed_by_their_year_end_before_the_text_after_the_last_card():
    result = parse(QUOTED_DATED_CARDS)
    assert fields_of(result)[:3] == [
        ("Harbour Governance and Electoral Reform", ["Ana Ruiz"], 2023),
        ("Campaign Money in Port Cities", ["Ben Cole"], 2022),
        ("Elections, Money, and Candidates", ["Tomas Okafor"], 2018),
    ]
    assert [entry.line_end for entry in result.entries][:3] == [4, 7, 10]


# Cards of five lines: a title closed by its year, the venue, a co-author line and two kind labels;
# one venue line is a book's, closed by its year in parentheses too, and opens no card.
LABELLED_DATED_CARDS = """Tidal rigidity of harbour basins (2008)
J. Harbour Math. 320 (2008), 361-365
Joint with A. Ruiz
Journal Article
Article
Presentations of coastal deformation rings (2007)
in: Coastal Forms and Their Tides, 24--58, Lecture Notes 320, Harbour Univ. Press (2007).
Joint with B. Cole
Journal Article
Article
Families of salt wedges (2006)
Trans. Harbour Math. Soc.
Joint with T. Okafor
Journal Article
Article
"""


def test_cards_of_a_dated_title_keep_their_venue_co_author_and_label_lines():
    result = parse(LABELLED_DATED_CARDS)
    assert fields_of(result) == [
        ("Tidal rigidity of harbour basins", ["A. Ruiz"], 2008),
        ("Presentations of coastal deformation rings", ["B. Cole"], 2007),
        ("Families of salt wedges", ["T. Okafor"], 2006),
    ]


PROFILE_CARDS = """2021

Okonkwo Adaeze, Lindgren Pia Maria, Haldane Tomas, et al., VARGA Ilona Kata

Tidal mixing over shallow estuarine sills in winter

Estuarine Letters, 12(3), 40-52

DOI: 10.1234/el.2021.0042

2019

Brandt Jonas, Okafor Chidi, et al., VARGA Ilona Kata

A survey of sediment plumes after spring floods

Coastal Dynamics Review, 8(1), 101-119

DOI: 10.1234/cdr.2019.0007

2018

Sato Rin, VARGA Ilona Kata, Moreau Elise, et al.

Seasonal oxygen budgets of a small fjord

Marine Systems Notes, 30, 5-17
"""


def test_a_name_after_a_comma_closed_et_al_stays_on_the_names_line():
    # A profile that cuts its lists keeps its owner after the cut: "…, et al., Owner".
    entries = {entry.title: entry for entry in parse(PROFILE_CARDS).entries}
    tidal = entries["Tidal mixing over shallow estuarine sills in winter"]
    assert tidal.authors[-1] == "VARGA Ilona Kata" and len(tidal.authors) == 4
    assert tidal.authors_truncated
    survey = entries["A survey of sediment plumes after spring floods"]
    assert survey.authors == ["Brandt Jonas", "Okafor Chidi", "VARGA Ilona Kata"]
    assert survey.year == 2019


def test_a_co_author_line_joining_its_last_two_names_in_its_own_language_names_both():
    text = """“Partidos e coligações nas eleições municipais” (2021)
In: Eleições locais no Brasil. (Editora do Planalto).
Coautoria com M. Siqueira e R. Tavares.
“Financiamento de campanhas e desigualdade” (2019)
Revista de Estudos Eleitorais.
Coautoria com Paula Rezende.
“Voto e território” (2017)
In: Geografia do voto.
Co-autoria com T. Andrade e Joana Freitas.
"""
    result = parse(text)
    assert [(entry.authors, entry.year) for entry in result.entries] == [
        (["M. Siqueira", "R. Tavares"], 2021),
        (["Paula Rezende"], 2019),
        (["T. Andrade", "Joana Freitas"], 2017),
    ]


def test_an_award_line_under_citations_set_apart_is_no_line_of_names():
    # Citations set apart by blank lines, some with the award they won on the line under them.
    text = "\n\n".join(
        [
            "K. Halvorsen and T. Mbeki. Tidal mixing in shallow fjords. Estuarine Studies, 2022.\n"
            "Best Paper Award Finalist",
            "T. Mbeki. A survey of benthic oxygen sensors. Marine Instruments, 2020.",
            "D. Ostrowska and A. Quispe. Salinity fronts after spring floods. Coastal Letters, 2019.\n"
            "Best Paper Award Finalist",
            "P. Lindgren. Sills and the renewal of deep water. Fjord Science, 2018.\n"
            "Best Paper Award Finalist",
        ]
    )
    entries = parse(text).entries
    assert [(entry.title, entry.authors) for entry in entries] == [
        ("Tidal mixing in shallow fjords", ["K. Halvorsen", "T. Mbeki"]),
        ("A survey of benthic oxygen sensors", ["T. Mbeki"]),
        ("Salinity fronts after spring floods", ["D. Ostrowska", "A. Quispe"]),
        ("Sills and the renewal of deep water", ["P. Lindgren"]),
    ]


# A research information system's profile (Esploro): each output's kind on a line of its own
# between its names and its journal, its badges under its year.
PROFILE_OUTPUTS_WITH_KINDS = """Frost heave beneath gravel roads in discontinuous permafrost
Aleksi Niemi; Greta Holmberg
Journal article
Cold Regions Science and Technology, 201, 103611
2022
Open Access

Thaw settlement of embankments on ice-rich silt
Greta Holmberg; Aleksi Niemi; Paul Okafor
Conference proceeding
Proceedings of the Regional Conference on Permafrost Engineering
2020
Open Access

Ground ice in the northern boreal zone
Paul Okafor; Greta Holmberg
Journal article
Permafrost and Periglacial Processes, 30(2), 77-90
2019
Open Access
"""


def test_a_kind_line_between_a_cards_names_and_its_journal_is_no_word_of_the_venue():
    result = parse(PROFILE_OUTPUTS_WITH_KINDS)
    assert [(entry.title, entry.year, entry.venue) for entry in result.entries] == [
        (
            "Frost heave beneath gravel roads in discontinuous permafrost",
            2022,
            "Cold Regions Science and Technology",
        ),
        (
            "Thaw settlement of embankments on ice-rich silt",
            2020,
            "Proceedings of the Regional Conference on Permafrost Engineering",
        ),
        ("Ground ice in the northern boreal zone", 2019, "Permafrost and Periglacial Processes"),
    ]


def test_a_venue_opening_with_its_own_name_keeps_it():
    assert parse_tail("Conference Proceedings IEEE SoutheastCon, 2019").venue.startswith(
        "Conference Proceedings"
    )
    assert parse_tail("Working Paper Series 12, Harbour Institute, 2019").venue.startswith("Working Paper")


PREPRINT_CARDS = """\
Coral reef resilience under repeated marine heatwaves
Contributors: Tomasz Wierzbicki, Ana Lúcia Ferreira, Kofi Mensah
EcoEvoRxiv | Date created: 2022-05-16 | Last edited: 2023-01-04

Working memory load and the attentional blink
Contributors: Hannah Ostrowski, Dario Fontana
PsyArXiv | Date created: 2019-11-02 | Last edited: 2020-02-10
"""


def test_a_repositorys_contributors_label_before_a_card_line_gives_its_names():
    names = [(title, authors) for title, authors, _ in fields_of(parse(PREPRINT_CARDS))]
    assert names == [
        (
            "Coral reef resilience under repeated marine heatwaves",
            ["Tomasz Wierzbicki", "Ana Lúcia Ferreira", "Kofi Mensah"],
        ),
        ("Working memory load and the attentional blink", ["Hannah Ostrowski", "Dario Fontana"]),
    ]
    assert without_names_label("Creators: Okafor, Mara; Brandt, Lena") == "Okafor, Mara; Brandt, Lena"


BODY_CARDS = """## Publications

- **Tidal mixing in shallow estuaries of the north**
  **Ana Ruiz**, Ben Cole
  *Journal of Marine Systems*, 2019. [[Paper]](https://example.org/paper)
- **Coastal erosion budgets for small islands**
  **European Space Agency**
  *Nature*, 2016. [[Project]](https://example.org/project)
- **Grundwasserneubildung in Karstgebieten**
  **Deutsche Forschungsgemeinschaft**
  *Hydrogeologie*, 2012. [[Paper]](https://example.org/paper)
"""


def test_a_bodys_name_on_a_cards_names_line_is_its_author_not_the_venues_head():
    entries = {entry.title: entry for entry in parse(BODY_CARDS).entries}
    coastal = entries["Coastal erosion budgets for small islands"]
    assert (coastal.authors, coastal.venue, coastal.year) == (["European Space Agency"], "Nature", 2016)
    karst = entries["Grundwasserneubildung in Karstgebieten"]
    assert (karst.authors, karst.venue) == (["Deutsche Forschungsgemeinschaft"], "Hydrogeologie")


def test_an_organisations_name_is_told_from_a_venue_named_after_a_body():
    assert names_an_organisation("World Health Organization")
    assert names_an_organisation("National Research Council")
    assert names_an_organisation("Deutsche Forschungsgemeinschaft")
    assert not names_an_organisation("Journal of the American Chemical Society")
    assert not names_an_organisation("Proceedings of the National Academy of Sciences")
    assert not names_an_organisation("Bulletin of the Seismological Society of America")
    assert not names_an_organisation("Annual Meeting of the Association for Computational Linguistics")
    assert not names_an_organisation("Monthly Notices of the Royal Astronomical Society")
    assert not names_an_organisation("Coastal erosion budgets for small islands")
