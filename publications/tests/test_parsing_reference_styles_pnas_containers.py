"""PNAS's papers in proceedings and chapters: the unquoted title runs straight into "in" and the
container's name, closed by a comma and the imprint in parentheses, "(Year)" or "(House, Year)",
then the pages ("A. Author, Title in Proceedings of X, (Springer, 2010), pp. 1–9."). The container
opens at the last "in" before a venue's name, or at the "in" before a name such as "Advances in …"."""

import pytest

from publications.tests.parsing_helpers import first_entry


@pytest.mark.parametrize(
    "text, title, venue",
    [
        (
            "6. L. Okafor, M. Brandt, Tidal drift of fine sediment in International Conference on "
            "Coastal Engineering, (2014), pp. 120–131.",
            "Tidal drift of fine sediment",
            "International Conference on Coastal Engineering",
        ),
        (
            "9. R. Osei, A. Ruiz, Salt marsh accretion rates in Beiträge zur Tagung Küstenforschung, "
            "(Harbour Books, 2003), pp. 17–30.",
            "Salt marsh accretion rates",
            "Beiträge zur Tagung Küstenforschung",
        ),
        (
            "21. B. Lindqvist, et al., Ranking tidal gauges in Advances in Information Retrieval, (2011), "
            "pp. 458–461.",
            "Ranking tidal gauges",
            "Advances in Information Retrieval",
        ),
        (
            "12. A. Ruiz, R. Osei, Reading tide tables aloud in HCI Conference on Human Factors in "
            "Coastal Systems, (2019), pp. 88–105.",
            "Reading tide tables aloud",
            "HCI Conference on Human Factors in Coastal Systems",
        ),
        (
            "34. M. Brandt, L. Okafor, Wave loads in Shallow Water in Symposium on Networked Systems "
            "Design and Implementation, (2019), pp. 195–219.",
            "Wave loads in Shallow Water",
            "Symposium on Networked Systems Design and Implementation",
        ),
    ],
)
def test_the_container_after_in_and_before_the_parenthesised_imprint(text, title, venue):
    entry = first_entry(text)
    assert entry.title == title
    assert entry.venue == venue


def test_a_place_closing_a_title_before_a_bare_year_is_no_container():
    entry = first_entry("L. Okafor, Soil erosion in Kenya, (2014), pp. 3–9.")
    assert entry.title == "Soil erosion in Kenya"


def test_a_place_closing_a_title_before_its_house_is_no_container_without_pages_either():
    entry = first_entry("L. Okafor, Water policy in Sub-Saharan Africa, (1991).")
    assert entry.title == "Water policy in Sub-Saharan Africa"
