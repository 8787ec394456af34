"""The chapter's page label before the book's "in", with or without the pages ("Page in Book",
"P. in Book", "Pages 12–30 In Book", "pp. 12–30, In: Book"), is no part of the book's name; nor is
a page label after the venue: Springer's "pp" with no stop, Indonesian "hal.", or a label left
with no pages after it ("…, p. .")."""

import pytest

from publications.tests.parsing_helpers import read_one

PAGE_LABELS = [
    (
        "Okafor, A., and B. Lindqvist. 2011. Tidal mixing in narrow fjords. "
        "Page in Coastal Dynamics Workshop. Bergen."
    ),
    (
        "Okafor, A., B. Lindqvist, and C. Ruiz. 2011. Tidal mixing in narrow fjords. "
        "P. in Coastal Dynamics Workshop. Bergen."
    ),
    (
        "Okafor, A., and B. Lindqvist. 2011. Tidal mixing in narrow fjords. "
        "Pages 12–30 In Coastal Dynamics Workshop."
    ),
    (
        "Okafor, A. and B. Lindqvist2011 “Tidal mixing in narrow fjords”. "
        "pp. 12–30 in Coastal Dynamics Workshop."
    ),
    (
        "Okafor, A. and Lindqvist, B. 2011. Tidal mixing in narrow fjords, pp. "
        "12–30, In: Coastal Dynamics Workshop, Bergen."
    ),
]


@pytest.mark.parametrize("text", PAGE_LABELS)
def test_the_chapters_page_label_before_the_books_in_is_no_part_of_the_venue(text):
    entry = read_one(text)
    assert entry["title"] == "Tidal mixing in narrow fjords"
    assert entry["venue"] == "Coastal Dynamics Workshop"
    assert entry["year"] == 2011


def test_the_pages_before_the_books_in_are_the_chapters_pages():
    entry = read_one(
        "Okafor, A., and B. Lindqvist. 2011. Tidal mixing in narrow fjords. "
        "Pages 12–30 In Coastal Dynamics Workshop."
    )
    assert entry["pages"] == "12–30"


PAGE_LABELS_LEFT = [
    "Okafor T, Lund G (2012) Rivers under pressure. In: Annual Meeting on Water Quality. pp 212–230",
    (
        "Okafor, T., Ruiz, C.M. dan Lund, G., 2012, Rivers under pressure, dalam: Annual Meeting on "
        "Water Quality, hal. 212–230."
    ),
    "Okafor T, Ruiz CM and Lund G (2012) Rivers under pressure. Annual Meeting on Water Quality, p. .",
]


@pytest.mark.parametrize("text", PAGE_LABELS_LEFT)
def test_a_page_label_left_at_the_venues_end_is_cut(text):
    entry = read_one(text)
    assert entry["venue"] == "Annual Meeting on Water Quality"
    assert entry["year"] == 2012
