"""Author-date styles that turn every name round and write the given names out ("Okafor, Tunde,
Brandt, Lena, et al. (2019)"): the pieces pair up, family name then given names, also where a
family name has a particle ("Le Roux", "da Silva") or a given name has two words."""

from publications.parsing.names import split_authors
from publications.tests.parsing_helpers import entry_dicts


def test_inverted_pairs_with_particles_and_two_given_names():
    entries = entry_dicts(
        "Le Blanc, Tunde, Brandt, Lena Marie, Okonjo-Reyes, Ilaria, et al. (2019) Tidal mixing over "
        "shallow sills. In: Coastal Dynamics Workshop, 2019, pp. 41–58."
    )
    assert entries[0]["authors"] == ["Tunde Le Blanc", "Lena Marie Brandt", "Ilaria Okonjo-Reyes"]
    assert entries[0]["title"] == "Tidal mixing over shallow sills"


def test_a_lower_case_particle_family_pairs_in_the_middle_of_the_list():
    names, _ = split_authors("Okafor, Tunde Ade, da Costa, Lena, Van Dijk, Ilaria")
    assert [name.display for name in names] == ["Tunde Ade Okafor", "Lena da Costa", "Ilaria Van Dijk"]


def test_names_written_given_name_first_are_no_pairs():
    names, _ = split_authors("Tunde Okafor, Lena Brandt, Ilaria Marchetti, Pia Rossi")
    assert [name.display for name in names] == [
        "Tunde Okafor",
        "Lena Brandt",
        "Ilaria Marchetti",
        "Pia Rossi",
    ]
