"""Styles that move a family name's particles behind the given names (CSL's
``demote-non-dropping-particle``, as Dutch, French and Spanish sorting writes "Berg, J. van der"):
a Vancouver list's "Fuente MJ de la" keeps the names going after the Spanish "de la", and a French
list's "Berg Johanna van der" (family name, given names written out, then the particles, no comma)
is one person whose family name is "van der Berg"."""

from publications.tests.parsing_helpers import entry_dicts


def test_vancouver_names_with_de_la_after_the_initials_stay_names():
    entries = entry_dicts(
        "1. Okafor TB, Fuente MJ de la, Lindqvist S. Tidal mixing over shallow sills. "
        "Coastal Dynamics Letters. 2004;12:41-58.\n\n"
        "2. Fuente MJ de la, Okafor TB. Harbour wave spectra in narrow bays. "
        "Coastal Dynamics Letters. 2006;14:7-19."
    )
    assert entries[0]["authors"] == ["TB Okafor", "MJ de la Fuente", "S Lindqvist"]
    assert entries[0]["title"] == "Tidal mixing over shallow sills"
    assert entries[1]["authors"] == ["MJ de la Fuente", "TB Okafor"]
    assert entries[1]["title"] == "Harbour wave spectra in narrow bays"


def test_family_name_then_whole_given_names_then_particles_is_one_name_turned_round():
    entries = entry_dicts(
        "Okafor Tunde, Berg Johanna van der et Fuente María José de la, « Sediment budgets of "
        "drowned valleys », Revue des côtes, 2011, vol. 8, nᵒ 2, pp. 33‑47.\n\n"
        "Braun Lotte von et Marchetti Ilaria, « Freight routing on sparse graphs », Revue des "
        "transports, 2014, vol. 3, pp. 5‑9."
    )
    assert entries[0]["authors"] == ["Okafor Tunde", "Johanna van der Berg", "María José de la Fuente"]
    assert entries[0]["title"] == "Sediment budgets of drowned valleys"
    assert entries[1]["authors"] == ["Lotte von Braun", "Marchetti Ilaria"]


def test_vancouver_names_of_two_family_words_with_the_particle_after_the_initials_stay_names():
    # Portuguese and Spanish family names of two words ("Souza Neto", "Ruiz Lopes"), their
    # particle moved behind the initials.
    entries = entry_dicts(
        "1. Souza Neto MJ de. Tidal mixing over shallow sills. Coastal Dynamics Letters. 2004;12:41-58.\n\n"
        "2. Okafor TB, Ruiz Lopes AC da. Harbour wave spectra in narrow bays. "
        "Coastal Dynamics Letters. 2006;14:7-19."
    )
    assert entries[0]["authors"] == ["MJ de Souza Neto"]
    assert entries[0]["title"] == "Tidal mixing over shallow sills"
    assert entries[1]["authors"] == ["TB Okafor", "AC da Ruiz Lopes"]
    assert entries[1]["title"] == "Harbour wave spectra in narrow bays"


def test_inverted_names_with_whole_given_names_then_particles_keep_the_list_going():
    # "Berg, Johanna Marit van der": the family name, a comma, the given names written out, then
    # the particles (the American Mathematical Society's and biblatex's sorted names).
    entries = entry_dicts(
        "Okafor, Tunde, Berg, Johanna Marit van der, Fuente, María de la, and Lindqvist, Sara, "
        "Sediment budgets of drowned valleys, Coastal Dynamics Letters 8 (2011) 33–47.\n\n"
        "Braun, Lotte von, Marchetti, Ilaria, and Okafor, Tunde, Freight routing on sparse graphs, "
        "Journal of Transport Graphs 3 (2014) 5–9."
    )
    assert entries[0]["authors"] == [
        "Tunde Okafor",
        "Johanna Marit van der Berg",
        "María de la Fuente",
        "Sara Lindqvist",
    ]
    assert entries[0]["title"] == "Sediment budgets of drowned valleys"
    assert entries[1]["authors"] == ["Lotte von Braun", "Ilaria Marchetti", "Tunde Okafor"]
    assert entries[1]["title"] == "Freight routing on sparse graphs"
