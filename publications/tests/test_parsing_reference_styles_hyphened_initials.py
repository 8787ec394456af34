"""Initials written without stops where the given name is hyphenated ("SM-J" for Sofia Min-Jun,
"J-HM", "AJ-H"), as Harvard styles of soil science, forestry and political science print them:
they close the name before them, and a year after them dates the item."""

import pytest

from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "Ortiz AJ-H, de la Vega HA, Rao AL, Ko J-HM 1992: Carbon Stocks Of Upland Peat Soils. "
            "In: Soil Science Society Meeting",
            ["AJ-H Ortiz", "HA de la Vega", "AL Rao", "J-HM Ko"],
        ),
        (
            "Kang SY, Ortiz AJ-H, Ko J-HM 1992: Carbon stocks of upland peat soils. "
            "In: Soil Science Society Meeting",
            ["SY Kang", "AJ-H Ortiz", "J-HM Ko"],
        ),
    ],
)
def test_hyphened_initials_close_the_last_name_of_a_list(text, authors):
    entry = read_one(text)
    assert entry["authors"] == authors
    assert entry["title"].casefold() == "carbon stocks of upland peat soils"
    assert (entry["year"], entry["venue"]) == (1992, "Soil Science Society Meeting")
