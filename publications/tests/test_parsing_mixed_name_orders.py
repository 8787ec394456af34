"""A name written out with its initial after the given name ("Thomas J.") is no whole name: after
a family name alone and its comma it is that family name's given half, wherever it stands in the
list, also where the list's first name is written given name first and the others are turned
round ("Mariela D. Santos, Brennan, Thomas J., Okoro, C.")."""

from publications.tests.parsing_helpers import entry_dicts


def test_inverted_pair_with_given_name_and_initial_after_a_name_written_given_first():
    entries = entry_dicts(
        "1. Mariela D. Santos, Brennan, Thomas J., Okoro, C., Lindqvist, M. A., et al., Grain size "
        "in river beds of the Andes, Sedimentology, in press, 2019.\n\n"
        "2. Okoro, C., Brennan, Thomas J., Grain transport in braided rivers, Geomorphology, 2017."
    )
    assert entries[0]["authors"] == ["Mariela D. Santos", "Thomas J. Brennan", "C. Okoro", "M. A. Lindqvist"]
    assert entries[1]["authors"] == ["C. Okoro", "Thomas J. Brennan"]


def test_apa_list_opened_by_a_name_given_first_pairs_the_rest():
    entries = entry_dicts(
        "Mariela D. Santos, Brennan, Thomas J., Okoro, Chidi A. (2016). Grain size in river beds. "
        "Sedimentology, 63, 200–220.\n\n"
        "Okoro, C. A., Brennan, T. J. (2015). Grain transport in braided rivers. Geomorphology, 40, 1–20."
    )
    assert entries[0]["authors"] == ["Mariela D. Santos", "Thomas J. Brennan", "Chidi A. Okoro"]
    assert entries[0]["title"] == "Grain size in river beds"
