"""The colon closing a citation's names, printed with a stop after it ("M.T. Okafor:. Title",
"Okafor MT :. Title": a style's colon after the names meeting the stop it sets before the title)
or with a space before it (French typography: "K. Adler et M.T. Okafor : Title"): the last
family name stays the author's, not the title's first word."""

import pytest

from publications.parsing import parse
from publications.parsing.namescolon import with_names_colon_plain

STOPPED_COLON = "\n\n".join(
    [
        "1)K. Adler, R. Brandt and M.T. Okafor:. Lattice dynamics of layered oxides. "
        "J. Solid State Chem., 88, 12–19 (2011).",
        "2)Hafenbau Gesellschaft:. Coastal works after storms. Coastal Engineering, 21, 4–9 (2003).",
        "3)P. Lindqvist et al.:. Grain boundaries in thin copper films. Acta Materialia, 52, 301–311 (2018).",
        "4. Adler K, Brandt R, Okafor MT :. Lattice dynamics of layered oxides. "
        "J Solid State Chem 88 : 12–19, 2011",
        "5. Hafenbau Gesellschaft :. Coastal works after storms. Coast Eng 21 : 4–9, 2003",
    ]
)

SPACED_COLON = "\n\n".join(
    [
        "K. Adler, R. Brandt et M.T. Okafor : Dynamique des oxydes lamellaires. "
        "Rev. Chim. Minér., 88, 12–19 (2011).",
        "L. Moreau et A. van den Berg : Écoulement des nappes en milieu fissuré. "
        "Hydrogéologie, 4, 33–41 (1998).",
    ]
)


def _read(text: str) -> list[tuple[list[str], str]]:
    return [(e["authors"], e["title"]) for e in parse(text).to_dict()["entries"]]


@pytest.mark.parametrize(
    ("index", "authors", "title"),
    [
        (0, ["K. Adler", "R. Brandt", "M.T. Okafor"], "Lattice dynamics of layered oxides"),
        (1, ["Hafenbau Gesellschaft"], "Coastal works after storms"),
        (2, ["P. Lindqvist"], "Grain boundaries in thin copper films"),
        (3, ["K Adler", "R Brandt", "MT Okafor"], "Lattice dynamics of layered oxides"),
        (4, ["Hafenbau Gesellschaft"], "Coastal works after storms"),
    ],
)
def test_a_stop_after_the_names_colon_leaves_the_last_name_whole(index, authors, title):
    assert _read(STOPPED_COLON)[index] == (authors, title)


@pytest.mark.parametrize(
    ("index", "authors", "title"),
    [
        (0, ["K. Adler", "R. Brandt", "M.T. Okafor"], "Dynamique des oxydes lamellaires"),
        (1, ["L. Moreau", "A. van den Berg"], "Écoulement des nappes en milieu fissuré"),
    ],
)
def test_a_space_before_the_names_colon_leaves_the_last_name_whole(index, authors, title):
    assert _read(SPACED_COLON)[index] == (authors, title)


def test_a_titles_spaced_colon_is_left_as_written():
    line = "J. Dupont. Écologie des zones humides : une approche comparée. Paris : Seuil, 2004."
    assert with_names_colon_plain(line) == line


def test_a_spaced_colon_after_a_family_first_list_is_left_as_written():
    line = "Roux, M., Okafor, P. SONARIX : a viewer for sediment cores. Mar. Geol. Notes, 4, 1–9 (2021)."
    assert with_names_colon_plain(line) == line


def test_the_names_colon_is_written_plain():
    assert with_names_colon_plain("M.T. Okafor :. Title. Venue") == "M.T. Okafor: Title. Venue"
