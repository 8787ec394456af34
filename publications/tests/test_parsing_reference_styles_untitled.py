"""Papers cited without their titles, as some styles print every journal article: Elsevier's
Harvard without titles ("Names, 2009. Journal 33, 1201–1210."), IUCr's and Oxford's with the year
in brackets ("Names (2009). Journal 33, 1201–1210."), the same after a body's name, and
Johnson Matthey's chemistry style with the issue bracketed between volume and page ("Journal, 2009,
33, (3), 1201"). The journal is the venue; no title is made up of it and its numbers."""

import pytest

from publications.parsing import parse
from publications.tests.parsing_helpers import assert_fields

UNTITLED = [
    (
        "Okafor, N., Brandt, H., Sato, Y., 2009. Journal of Applied Ecology 33, 1201–1210.",
        ["N. Okafor", "H. Brandt", "Y. Sato"],
        2009,
        "Journal of Applied Ecology",
    ),
    (
        "Quispe, A.-M., Lindqvist, B., 2014. IEEE Journal of Selected Topics in Applied Earth Observations "
        "7(2), 55–60.",
        ["A.-M. Quispe", "B. Lindqvist"],
        2014,
        "IEEE Journal of Selected Topics in Applied Earth Observations",
    ),
    (
        "Ferreira, T.L., 2011. IEEE Trans. Geosci. Remote Sens. 12, 301–317.",
        ["T.L. Ferreira"],
        2011,
        "IEEE Trans. Geosci. Remote Sens.",
    ),
    (
        "Norwegian Research Council, 2009. Marine Policy 33, 1201–1210.",
        ["Norwegian Research Council"],
        2009,
        "Marine Policy",
    ),
    (
        "Okafor, N., Brandt, H. & Sato, Y. (2009). Journal of Applied Ecology 33, 1201–1210.",
        ["N. Okafor", "H. Brandt", "Y. Sato"],
        2009,
        "Journal of Applied Ecology",
    ),
    (
        "Quispe, A. & Lindqvist, B. (2014). IEEE Journal of Selected Topics in Signal Processing 7, 55–60.",
        ["A. Quispe", "B. Lindqvist"],
        2014,
        "IEEE Journal of Selected Topics in Signal Processing",
    ),
    (
        "Quispe, A. and Lindqvist, B. (2014) Ecology Letters, 7, 55–60.",
        ["A. Quispe", "B. Lindqvist"],
        2014,
        "Ecology Letters",
    ),
    (
        "Norwegian Research Council (2016). Marine Policy 100, 652–680.",
        ["Norwegian Research Council"],
        2016,
        "Marine Policy",
    ),
    (
        "(3) Norwegian Research Council. Marine Policy 2016, 100, 652–680.",
        ["Norwegian Research Council"],
        2016,
        "Marine Policy",
    ),
    (
        "3. N. Okafor, H. Brandt and Y. Sato, Journal of Applied Ecology, 2009, 33, (3), 1201",
        ["N. Okafor", "H. Brandt", "Y. Sato"],
        2009,
        "Journal of Applied Ecology",
    ),
    (
        "5. T. L. Ferreira, Platinum Metals Rev., 2011, 55, (4), 240 LINK https://doi.org/10.5555/pmr.2011.4",
        ["T. L. Ferreira"],
        2011,
        "Platinum Metals Rev.",
    ),
]


@pytest.mark.parametrize(("text", "authors", "year", "venue"), UNTITLED)
def test_a_journal_cited_without_a_title_is_the_venue_and_no_title(text, authors, year, venue):
    assert_fields(text, "", authors, year, venue)
    issues = [issue.message for issue in parse(text).issues]
    assert issues == ["no title found"]


@pytest.mark.parametrize(
    "title",
    ["Grazing pressure in alpine meadows", "Soil Carbon Budgets of Upland Farms", "Soil"],
)
@pytest.mark.parametrize("year", ["2009.", "(2009).", "(2009)"])
def test_a_title_between_the_year_and_the_journal_stays_the_title(title, year):
    assert_fields(
        f"Okafor, N., Brandt, H., {year} {title}. Journal of Applied Ecology 33, 1201–1210.",
        title,
        ["N. Okafor", "H. Brandt"],
        2009,
        "Journal of Applied Ecology",
    )


def test_a_whole_list_without_titles_gives_every_journal_as_venue():
    text = "\n\n".join(
        [
            "Okafor, N., Brandt, H., Sato, Y., 2009. Journal of Applied Ecology 33, 1201–1210.",
            "Quispe, A., Lindqvist, B., 2014. Ecology Letters 7, 55–60.",
            "Norwegian Research Council, 2016. Marine Policy 100, 652–680.",
        ]
    )
    entries = parse(text).to_dict()["entries"]
    assert [(entry["title"], entry["venue"]) for entry in entries] == [
        ("", "Journal of Applied Ecology"),
        ("", "Ecology Letters"),
        ("", "Marine Policy"),
    ]
