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


WRAPPED_LIST = (
    "K. Osei, L. Brandt, T. Lima, Tidal flats of the north and their birds, Marine Letters,\n"
    "10.5555/ml.2020.1 (2020 Feb 5)\n"
    "A. Varga, P. Ruiz, M. Okafor, D. Lind, S. Holm, R. Bauer, Salt marsh decline and sea level in\n"
    "the northern estuaries: tides shaping a “sediment signature”, Journal of Coastal Studies,\n"
    "10.5555/jcs.2019.7 (2019 Sep 23)\n"
    "H. Roe, K. Osei, Harbour waves measured with low-cost buoys, Ocean Reports,\n"
    "10.5555/or.2021.3 (2021 Mar 2)\n"
)


def test_a_quoted_phrase_closing_a_longer_title_stays_in_it():
    entry = entry_dicts(WRAPPED_LIST)[1]
    assert entry["title"].startswith("Salt marsh decline")
    assert entry["title"].endswith("“sediment signature”")
