"""A thesis's mark after its title, in brackets or as a sentence of its own ("Title [PhD thesis].
School", "Title [dissertation]. Place: School", "Title. PhD thesis. School"), is no part of the title."""

import pytest

from publications.tests.parsing_helpers import read_one

THESES = [
    # Vancouver: the kind of thesis in brackets after the title.
    (
        "3. Halvorsen KT. Drift of harbour sediments under tidal forcing [PhD thesis]. "
        "University of Oxford; 2017."
    ),
    (
        "Halvorsen KT. Drift of harbour sediments under tidal forcing [dissertation]. "
        "Oxford: University of Oxford; 2017."
    ),
    (
        "Halvorsen KT: Drift of harbour sediments under tidal forcing [Doctoral dissertation]. "
        "University of Oxford, 2017"
    ),
    # APA: the bracketed kind after the year in parentheses.
    (
        "Halvorsen, K. T. (2017). Drift of harbour sediments under tidal forcing [PhD thesis]. "
        "University of Oxford."
    ),
    # The degree as a sentence of its own between the title and the school.
    "HALVORSEN, K.T. Drift of harbour sediments under tidal forcing. PhD thesis. University of Oxford, 2017.",
    (
        "Halvorsen, Kari Tove 2017. Drift of harbour sediments under tidal forcing. "
        "PhD thesis. University of Oxford."
    ),
]


@pytest.mark.parametrize("text", THESES)
def test_the_mark_of_a_thesis_after_its_title_is_no_part_of_the_title(text):
    entry = read_one(text)
    assert entry["title"] == "Drift of harbour sediments under tidal forcing"
    assert entry["year"] == 2017


def test_a_title_that_names_a_thesis_keeps_its_words():
    entry = read_one("Halvorsen KT. A test of the harbour thesis. Coast Res. 2017;12:1-9.")
    assert entry["title"] == "A test of the harbour thesis"
