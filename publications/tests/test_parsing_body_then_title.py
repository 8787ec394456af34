"""A body for author, then after its comma a title in capitals, as the physics and chemistry styles
write a thesis or report ("National Research Council, Robust Analysis of …, PhD thesis, …"): the
title's first word is no given name of the body's."""

from publications.tests.parsing_helpers import entry_dicts

LIST = (
    "1. K. Osei and L. Brandt, Tidal Flats of the North, J. Mar. Chem. 12, 100 (2011).\n\n"
    "2. Harbour Research Council, Robust Estimates of Coastal Markets, PhD thesis, University of Cham, "
    "1991.\n\n"
    "3. M. Varga and T. Lima, Salt Marsh Dynamics, Estuar. Coast. 8, 45 (2003)."
)


def test_the_word_after_a_bodys_comma_opens_the_title():
    entry = entry_dicts(LIST)[1]
    assert entry["authors"] == ["Harbour Research Council"]
    assert entry["title"] == "Robust Estimates of Coastal Markets"
    assert entry["year"] == 1991
