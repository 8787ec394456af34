"""A title in quotes ends at its closing quote: a thesis cited as "Name, “Title”, thesis, School
(2018)" keeps the genre word out of its title."""

from publications.tests.parsing_helpers import entry_dicts

LIST = (
    "1. K. Osei and L. Brandt, “Tidal flats of the north”, J. Mar. Chem. 12, 100 (2011).\n\n"
    "2. S. M.-J. di Varga, “Harbour waves in shallow estuaries”, thesis, University of Cham (2018).\n\n"
    "3. M. Varga and T. Lima, “Salt marsh dynamics”, Estuar. Coast. 8, 45 (2003)."
)


def test_the_closing_quote_ends_a_theses_title():
    entry = entry_dicts(LIST)[1]
    assert entry["title"] == "Harbour waves in shallow estuaries"
    assert entry["authors"] == ["S. M.-J. di Varga"]
    assert entry["year"] == 2018
