"""Where the names of a title-first item start and what is no name: the first author's given name
or initials left at the title's end, a title read as the one author of an author-date item, and a
year inside an article number."""

from publications.parsing import parse
from publications.parsing.fields import find_years

# Given-first names after the title's comma, the first one's given name on the title's side.
GIVEN_NAME_AFTER_COMMA = (
    "Seasonal drift of soil microbial communities in upland pastures (SDM). Lessons from grazing "
    "trials, Irati Goikoetxea-Lasa, Marta Vidal, Pablo Sanz, Lucía J. Ortega, and Hugo Prieto "
    "Journal of Grassland Ecology, October 2023 | doi |\n"
)

# Cards: a title line, then initials-first names and the venue on one line.
INITIALS_ON_THE_NEXT_LINE = """2021

A Lumped Model of Airflow Through Collapsible Channels
K.T. Brennan, L. Ostrova, M. Haidari. Acoustics Week in Canada (AWC) 2021.

2020

Fast Simulation of Branched Wave Guides With Side Cavities
K.T. Brennan, M. Haidari. Interspeech, 2020.

Estimating Wall Vibration From Ultrasound Frames
L. Ostrova, K.T. Brennan, M. Haidari. International Seminar on Speech Production (ISSP) 2020.
"""

# A page naming no one: "Title (Year). Journal …", one item a line.
NO_NAMES = """Journal Articles

Tidal mixing and larval dispersal along a rocky shelf (2024). Coastal Dynamics 9(2): e2023CD000417. PDF [DOI](https://doi.org/10.1029/2023CD000417
Kelp Recovery Pathways for Heat-Stressed Coastal Reefs (2023). Marine Restoration Letters. PDF https://doi.org/10.1080/12345678.2023.1122334
Modelling krill swarms with coupled ocean grids (2022). Polar Ecosystems 14: 88–102. PDF
"""


def test_given_name_left_before_the_first_family_name_is_the_names():
    entry = parse(GIVEN_NAME_AFTER_COMMA).entries[0]
    assert entry.title == (
        "Seasonal drift of soil microbial communities in upland pastures (SDM). Lessons from grazing trials"
    )
    assert entry.authors[:2] == ["Irati Goikoetxea-Lasa", "Marta Vidal"]


def test_first_names_initials_after_a_title_line_open_the_names():
    entries = parse(INITIALS_ON_THE_NEXT_LINE).entries
    brennan, ostrova, haidari = "K.T. Brennan", "L. Ostrova", "M. Haidari"
    assert [(e.title, e.authors, e.year) for e in entries] == [
        ("A Lumped Model of Airflow Through Collapsible Channels", [brennan, ostrova, haidari], 2021),
        ("Fast Simulation of Branched Wave Guides With Side Cavities", [brennan, haidari], 2020),
        ("Estimating Wall Vibration From Ultrasound Frames", [ostrova, brennan, haidari], 2020),
    ]


def test_title_with_a_lowercase_word_before_its_year_is_no_author():
    entries = parse(NO_NAMES).entries
    assert [(e.title, e.authors, e.year) for e in entries] == [
        ("Tidal mixing and larval dispersal along a rocky shelf", [], 2024),
        ("Kelp Recovery Pathways for Heat-Stressed Coastal Reefs", [], 2023),
        ("Modelling krill swarms with coupled ocean grids", [], 2022),
    ]


def test_four_digits_inside_an_article_number_are_no_year():
    assert find_years("Coastal Dynamics 9(2): e2023CD000417") == []
    assert find_years("Geophysical Letters 49, e2022GL099236.") == []
    assert find_years("Interspeech2019, Graz") == [2019]
    assert find_years("(2024). Journal") == [2024]
