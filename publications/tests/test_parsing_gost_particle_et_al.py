"""GOST R 7.0.5 writes a family name's particle after the initials and cuts a long list with "и др."
("Heuvel G. B. van den и др. Title // Journal. 2020."): the list ends there, the title after it."""

from publications.tests.parsing_helpers import entry_dicts

LIST = (
    "1. Osei K., Brandt L. Tidal flats of the north // J. Mar. Chem. 2011. Т. 12. С. 100–110.\n\n"
    "2. Heuvel G. B. van den и др. Harbour waves in shallow estuaries // Estuar. Coast. 2020. Т. 8. "
    "С. 45–50.\n\n"
    "3. Vries H. de и др. Salt marsh dynamics // Estuar. Coast. 2003. Т. 8. С. 45–50."
)


def test_russian_et_al_after_a_trailing_particle_ends_the_names():
    entries = entry_dicts(LIST)
    assert [entry["title"] for entry in entries[1:]] == [
        "Harbour waves in shallow estuaries",
        "Salt marsh dynamics",
    ]
    assert entries[1]["authors"] == ["G. B. van den Heuvel"]
    assert entries[1]["authors_truncated"] is True
    assert entries[2]["authors"] == ["H. de Vries"]
