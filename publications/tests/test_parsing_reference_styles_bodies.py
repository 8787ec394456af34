"""Author-date references by a body or undated: a body's long name before an APA date with a day
("La Délégation … des Nations Unies. (2009, mai 12). Title"), "ND." or "n.d." where the year
stands, and a list number joined to the first name by a dash ("1-Okafor HA, …") or written bare
before a name written family name first ("35 Lund, J. F., …")."""

import pytest

from publications.parsing import parse
from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import assert_fields, read_one

BODIES_AND_UNDATED = [
    (
        "La Délégation permanente de la République du Ghana auprès des Nations Unies. (2009, mai 12). "
        "Déclaration de l'Ambassadeur sur la protection des civils. New York.",
        "Déclaration de l'Ambassadeur sur la protection des civils",
        ["La Délégation permanente de la République du Ghana auprès des Nations Unies"],
        2009,
        None,
    ),
    (
        "Harbour Research Institute (HRI). ND. Standard Procedures for Screening the Water of Ports.",
        "Standard Procedures for Screening the Water of Ports",
        ["Harbour Research Institute (HRI)"],
        None,
        None,
    ),
    (
        "Okafor, H. n.d. Standard procedures for screening the water of ports. Lagos: Delta Press.",
        "Standard procedures for screening the water of ports",
        ["H. Okafor"],
        None,
        None,
    ),
    (
        "1-Okafor HA, Lima BB, Brandt KL. Prospective study of coastal erosion after storms. Coast Eng Res "
        "2010; 25(1): 59–62.",
        "Prospective study of coastal erosion after storms",
        ["HA Okafor", "BB Lima", "KL Brandt"],
        2010,
        "Coast Eng Res",
    ),
    (
        "35 Lund, J. F., Peek-Brandt, C. & Moreau, D. The independent effect of tides on coastal "
        "erosion: a preliminary investigation. Coastal engineering 8, e5 (2010).",
        "The independent effect of tides on coastal erosion: a preliminary investigation",
        ["J. F. Lund", "C. Peek-Brandt", "D. Moreau"],
        2010,
        "Coastal engineering",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), BODIES_AND_UNDATED)
def test_a_body_an_undated_work_or_a_dashed_number_leaves_the_fields(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_a_title_with_a_dash_after_a_number_stays_whole():
    entry, _ = read_reference("3-D Printing of Harbour Models. Delta Press, Lagos, 2001.")
    assert entry.title == "3-D Printing of Harbour Models"


def test_a_company_with_its_legal_form_is_one_body_before_the_year():
    assert_fields(
        "Harbour Survey Services, Inc. (HSS). 2013. Final Dredging Engineering Study, North Basin (Area 4). "
        "Pearl Harbor, HI: Coastal Works Command, Pacific. February.",
        "Final Dredging Engineering Study, North Basin (Area 4)",
        ["Harbour Survey Services, Inc. (HSS)"],
        2013,
        None,
    )


# A body as the author with no year after its name: named with its acronym, or told by the word
# that heads it ("Agency", "Council", "Centers for …"); or with its year in parentheses and no
# period after it. The body is the author, not the title.
BODIES_BEFORE_THE_TITLE = [
    (
        "Northern Maritime Safety Agency (NMSA), Harbour pilotage in winter, NMSA, Tromsø, 2016.",
        "Harbour pilotage in winter",
        ["Northern Maritime Safety Agency (NMSA)"],
        2016,
    ),
    (
        "Organisation for Coastal Research and Development (OCRD). Ports at a Glance: Indicators for Small"
        " Harbours. Paris: OCRD Publishing; 2018.",
        "Ports at a Glance: Indicators for Small Harbours",
        ["Organisation for Coastal Research and Development (OCRD)"],
        2018,
    ),
    (
        "Centers for Coastal Health and Safety. Winter storms: injuries among dock workers. Mar Saf Rep."
        " 2017;12(3):1-6.",
        "Winter storms: injuries among dock workers",
        ["Centers for Coastal Health and Safety"],
        2017,
    ),
    (
        "Global Harbour Organization. Guidelines on the safety of small ports. Geneva: GHO; 2019.",
        "Guidelines on the safety of small ports",
        ["Global Harbour Organization"],
        2019,
    ),
    (
        "Northern Research Council (2012). A Framework for Coastal Science: Practices and Core Ideas."
        " Oslo: Academic Press.",
        "A Framework for Coastal Science: Practices and Core Ideas",
        ["Northern Research Council"],
        2012,
    ),
    (
        "House of Commons Harbour and Coast Committee, (2010) Responses to the Committee Report on Small"
        " Ports. London: The Stationery Office.",
        "Responses to the Committee Report on Small Ports",
        ["House of Commons Harbour and Coast Committee"],
        2010,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year"), BODIES_BEFORE_THE_TITLE)
def test_a_body_before_the_title_is_the_author(text, title, authors, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, authors, year)


# A person's name and a title that names a centre or an agency are no body.
def test_a_title_naming_a_body_after_a_person_stays_the_title():
    entry = read_one("Okafor, H. (2015). Centers for the study of ports. Lagos: Delta Press.")
    assert (entry["title"], entry["authors"]) == ("Centers for the study of ports", ["H. Okafor"])


# A firm named after its partners ("Family & Family", no given name, no initial) before the year,
# and a government followed by its department, are one body: the author, not two people.
@pytest.mark.parametrize(
    ("text", "title", "author", "year"),
    [
        (
            "Holloway & Brandt. 2004. Soil survey of the eastern terraces. Prepared for the county.",
            "Soil survey of the eastern terraces",
            "Holloway & Brandt",
            2004,
        ),
        (
            "Lindqvist & Okafor (2017). Annual audit outlook. Oslo.",
            "Annual audit outlook",
            "Lindqvist & Okafor",
            2017,
        ),
        (
            "Norway. Department of Coastal Affairs. 1921. Report on the northern harbours. Kristiania.",
            "Report on the northern harbours",
            "Norway. Department of Coastal Affairs",
            1921,
        ),
    ],
)
def test_a_firm_or_a_governments_department_is_one_body(text, title, author, year):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (title, [author], year)


# People joined by "&" keep their given names or initials: two people.
@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Holloway, R. & Brandt, K. (2004). Soil survey of the eastern terraces. Oslo.",
            ["R. Holloway", "K. Brandt"],
        ),
        (
            "Rita Holloway & Karl Brandt (2004). Soil survey of the eastern terraces. Oslo.",
            ["Rita Holloway", "Karl Brandt"],
        ),
    ],
)
def test_people_joined_by_an_ampersand_stay_two_people(text, authors):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"]) == (
        "Soil survey of the eastern terraces",
        authors,
        2004,
    )


ACRONYM_BODIES = [
    (
        "OECD (2019). Harbour Cities at a Glance: Regional Indicators. OECD Publishing, Paris.",
        "OECD",
        2019,
        "Harbour Cities at a Glance: Regional Indicators",
    ),
    (
        "REN21 (2014). Renewables 2014: Global Status Report. REN21 Secretariat, Paris.",
        "REN21",
        2014,
        "Renewables 2014: Global Status Report",
    ),
    (
        "G20 (2016). Energy Efficiency Action Plan. G20 Secretariat, Beijing.",
        "G20",
        2016,
        "Energy Efficiency Action Plan",
    ),
    ("UNEP, 2015. Coastal Wetlands Outlook. UNEP, Nairobi.", "UNEP", 2015, "Coastal Wetlands Outlook"),
]


@pytest.mark.parametrize(("text", "body", "year", "title"), ACRONYM_BODIES)
def test_a_bodys_acronym_alone_before_the_year_is_the_author(text, body, year, title):
    entry = read_one(text)
    assert (entry["authors"], entry["year"], entry["title"]) == ([body], year, title)


def test_a_title_opening_with_its_editions_name_and_year_keeps_it():
    # "Climate Change 2021: …" is the title's own opening, not a venue before the title.
    entry = read_one("Okafor, A. (2021). Harbour Change 2021: The Physical Basis. Delta University Press.")
    assert (entry["title"], entry["venue"]) == ("Harbour Change 2021: The Physical Basis", None)


def test_a_quoted_title_after_a_bodys_acronym_loses_its_quotes():
    entry = read_one(
        "DELTA (2015), “Cheap Power: The Coast’s Lifeline”, Delta Rural Electric Cooperative, Arlington, "
        "available from http://example.org/power.pdf [accessed 09.11.2016]"
    )
    assert (entry["authors"], entry["year"], entry["title"]) == (
        ["DELTA"],
        2015,
        "Cheap Power: The Coast’s Lifeline",
    )


# A style that prints no titles: a German body's name, its head last and often one word with what
# it does ("Forschungsgemeinschaft", "Bundesamt", "Krebsgesellschaft"), is the author.
UNTITLED_BY_GERMAN_BODIES = """1. L. Okafor, B. Lindqvist, Phys. Rev. B 88, 1204 (2013).

2. Statistisches Bundesamt, eLife 12, 311 (2018).

3. Deutsche Krebsgesellschaft, Science 351, 102 (2016).

4. R. Nowak, Nature 530, 44 (2016).
"""


def test_a_german_body_heads_a_citation_without_a_title():
    entries = [
        (entry["authors"], entry["title"], entry["year"], entry["venue"])
        for entry in parse(UNTITLED_BY_GERMAN_BODIES).to_dict()["entries"]
    ]
    assert entries[1] == (["Statistisches Bundesamt"], "", 2018, "eLife")
    assert entries[2] == (["Deutsche Krebsgesellschaft"], "", 2016, "Science")


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        # ISO 690 as Czech and German styles print it: the body, a colon, the title, then the
        # journal, its volume, the year and the pages ("s." for "strany").
        (
            "[4] Marine Research Council: Tidal drift of harbour sediments. Oceanography, 31, 2015, "
            "s. 120–131.",
            "Oceanography",
        ),
        (
            "[7] World Meteorological Organization: Drought indices in arid basins. Nature, 512, 2014, "
            "s. 40–52.",
            "Nature",
        ),
    ],
)
def test_a_body_before_a_colon_then_the_title_and_a_one_word_journal(text, venue):
    entry = read_one(text)
    assert entry["title"] in ("Tidal drift of harbour sediments", "Drought indices in arid basins")
    assert entry["venue"] == venue
    assert len(entry["authors"]) == 1


# German business styles bracket the year after the names, a body's too: "Council [2016]: Title".
def test_a_body_before_a_bracketed_year_is_the_author():
    assert_fields(
        "Nordic Grain Council [2016]: Grain storage in humid climates, in: Journal of Food Engineering,"
        " vol. 100, pp. 652–680.",
        "Grain storage in humid climates",
        ["Nordic Grain Council"],
        2016,
        "Journal of Food Engineering",
    )


# Group authors (ICMJE; NLM's Citing Medicine): a collaboration, a consortium, a study group or its
# investigators named where the names stand, a number in the name or none.
GROUP_AUTHORS = [
    (
        "The KESTREL Collaboration. Gas flows in dwarf galaxy pairs. Monthly Notices of the Royal "
        "Astronomical Society. 2021;503:1234–1250.",
        ["The KESTREL Collaboration"],
        "Gas flows in dwarf galaxy pairs",
        2021,
    ),
    (
        "TIDE 2030 Collaborators. Burden of river fever in 120 districts. Lancet. 2020;396:1204–22.",
        ["TIDE 2030 Collaborators"],
        "Burden of river fever in 120 districts",
        2020,
    ),
    (
        "Harbour Dredging Study Group. Silt loads after winter storms. Marine Policy. 2015;12(3):40–51.",
        ["Harbour Dredging Study Group"],
        "Silt loads after winter storms",
        2015,
    ),
    (
        "Northern Soil Consortium: Root depth of alpine sedges. Plant and Soil 2009;44:12–19.",
        ["Northern Soil Consortium"],
        "Root depth of alpine sedges",
        2009,
    ),
]


@pytest.mark.parametrize(("text", "authors", "title", "year"), GROUP_AUTHORS)
def test_a_group_author_is_the_author_not_the_title(text, authors, title, year):
    entry = read_one(text)
    assert (entry["authors"], entry["title"], entry["year"]) == (authors, title, year)


def test_a_bodys_acronym_alone_before_a_title_opening_with_a_journals_word_is_the_author():
    entry = read_one("IUCN. Food webs of alpine lakes. Technical Report; 2014.")
    assert (entry["authors"], entry["title"], entry["year"]) == (
        ["IUCN"],
        "Food webs of alpine lakes",
        2014,
    )
