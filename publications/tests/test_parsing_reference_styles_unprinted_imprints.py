"""The marks of a place or a house a work does not print, unbracketed or in parentheses, perhaps
after the town they stand beside ("S.l.: s.n.", "Leeds: s. n.", "(s.l.): (s.n.)"), are no part
of a meeting's name."""

import pytest

from publications.tests.parsing_helpers import read_one

UNPRINTED_MARKS = [
    (
        "Marin P., Okafor T. & Lund G.R. 2012. Rivers Under Pressure. In: Annual Meeting on "
        "Water Quality. s. n. 212-230."
    ),
    (
        "Marin P., Okafor T. & Lund G.R. 2012. Rivers Under Pressure. In: Annual Meeting on "
        "Water Quality. Leeds:s. n."
    ),
    (
        'MARIN, Paula, OKAFOR, Tunde y LUND, Greta. (2012). "Rivers Under Pressure". Annual '
        "Meeting on Water Quality. S.l.: s.n., pp. 212-230."
    ),
    (
        "Marin, P., Okafor, T. and Lund, G. (2012) Rivers Under Pressure, In: Annual Meeting on "
        "Water Quality. (s.l.): (s.n.). pp.212–230."
    ),
    (
        "Marin, P., Okafor, T. and Lund, G. (2012) Rivers Under Pressure, In: Annual Meeting on "
        "Water Quality. Leeds: (s.n.). DOI: 10.1234/rivers.2012.5"
    ),
]


@pytest.mark.parametrize("text", UNPRINTED_MARKS)
def test_the_marks_of_an_unprinted_imprint_are_no_part_of_the_venue(text):
    entry = read_one(text)
    assert entry["title"] == "Rivers Under Pressure"
    assert entry["venue"] == "Annual Meeting on Water Quality"
    assert entry["year"] == 2012


def test_a_names_initials_are_no_unprinted_mark():
    entry = read_one("Okafor T, Lund G (2012) Rivers under pressure. Journal of S. N. Studies 4:12–30")
    assert entry["venue"] == "Journal of S. N. Studies"
