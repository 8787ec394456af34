"""Free-text references whose names meet the title with little to mark the change, one pasted at a
time: a title opening with a one-letter word after inverted given names. The title, the authors, the
year and the venue each as written."""

import pytest

from publications.tests.parsing_helpers import assert_fields

# "Family, Given I., A title …": the one-letter word opens the title; it is no initial.
ONE_LETTER_WORD_TITLES = [
    (
        "DVOŘÁK, Karel J., Z dějin městských škol, Brno 1962.",
        "Z dějin městských škol",
        ["Karel J. DVOŘÁK"],
        1962,
        None,
    ),
    (
        "Halvorsen, Ingrid, A history of the northern fisheries, Bergen 1987.",
        "A history of the northern fisheries",
        ["Ingrid Halvorsen"],
        1987,
        None,
    ),
    (
        "Kowalczyk, Piotr M., O pochodzeniu nazw rzecznych, Kraków 1974.",
        "O pochodzeniu nazw rzecznych",
        ["Piotr M. Kowalczyk"],
        1974,
        None,
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), ONE_LETTER_WORD_TITLES)
def test_a_one_letter_word_after_given_names_opens_the_title(text, title, authors, year, venue):
    assert_fields(text, title, authors, year, venue)


def test_an_initial_before_a_particle_stays_a_name():
    assert_fields(
        "Lindgren, S., K de Vries, and P. Aalto, Tidal mixing in shallow bays. Estuaries 12, 101-109, 1999.",
        "Tidal mixing in shallow bays",
        ["S. Lindgren", "K de Vries", "P. Aalto"],
        1999,
        "Estuaries",
    )
