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


UNPUNCTUATED_THESES = [
    # The type printed after the title with no stop between, the school after it.
    "Halvorsen KT (2017). Drift of harbour sediments under tidal forcing PhD thesis. University of Oxford.",
    (
        "Halvorsen, K. T. 2017. Drift of harbour sediments under tidal forcing PhD thesis, "
        "(University of Oxford)."
    ),
    # Glued to the title's last word where the style's delimiter is missing.
    ("Halvorsen KT. (2017) Drift of harbour sediments under tidal forcingPhD thesis, University of Oxford"),
    # The type in lower case, as a reference manager stores it, in APA's brackets.
    (
        "Halvorsen, K. T. (2017). Drift of harbour sediments under tidal forcing [phd thesis]. "
        "University of Oxford."
    ),
]


@pytest.mark.parametrize("text", UNPUNCTUATED_THESES)
def test_the_type_of_a_thesis_printed_after_its_title_without_a_stop_is_no_part_of_it(text):
    entry = read_one(text)
    assert entry["title"] == "Drift of harbour sediments under tidal forcing"
    assert entry["year"] == 2017


def test_a_title_ending_in_the_words_of_a_degree_without_thesis_keeps_them():
    entry = read_one("Halvorsen KT. Careers after the PhD. Coast Res. 2017;12:1-9.")
    assert entry["title"] == "Careers after the PhD"


# DIN 1505: the school between the title and the thesis's type, or the German type first.
SCHOOL_BEFORE_TYPE = [
    "Halvorsen, Kari: Drift of harbour sediments under tidal forcing, University of Bergen, PhD thesis, 2017",
    "Halvorsen, Kari: Drift of harbour sediments under tidal forcing, Universität Kiel, Dissertation, 2017",
    "Halvorsen, Kari: Drift of harbour sediments under tidal forcing. Dissertation, Universität Kiel, 2017",
]


@pytest.mark.parametrize("text", SCHOOL_BEFORE_TYPE)
def test_the_school_before_a_thesiss_type_is_no_part_of_its_title(text):
    entry = read_one(text)
    assert entry["title"] == "Drift of harbour sediments under tidal forcing"
    assert entry["year"] == 2017


def test_a_title_naming_a_school_before_its_own_comma_keeps_it():
    entry = read_one("Halvorsen, K. (2017) Tides, the University of Bergen, and the city. Coast Res 12, 1-9.")
    assert entry["title"] == "Tides, the University of Bergen, and the city"
