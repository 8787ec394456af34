"""Author-date references by a body or undated: a body's long name before an APA date with a day
("La Délégation … des Nations Unies. (2009, mai 12). Title"), "ND." or "n.d." where the year
stands, and a list number joined to the first name by a dash ("1-Okafor HA, …") or written bare
before a name written family name first ("35 Lund, J. F., …")."""

import pytest

from publications.parsing.reference import read_reference
from publications.tests.parsing_helpers import assert_fields

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
