"""Initials written glued to the family name ("K.Varga", "P.R.Holm") read as the spaced name."""

import pytest

from publications.parsing.names import parse_name, split_authors, with_glued_initials_spaced
from publications.parsing.reference import parse_reference


def people(text: str) -> list[tuple[str, str]]:
    return [(name.given, name.family) for name in split_authors(text)[0]]


@pytest.mark.parametrize(
    ("glued", "spaced"),
    [
        ("K.Varga, T.Şahinoğlu, L.Ödegaard", "K. Varga, T. Şahinoğlu, L. Ödegaard"),
        ("P.R.Holm, J.-L.Ferrand", "P.R. Holm, J.-L. Ferrand"),
        ("W.Tan, H.Ruiz and E.Oda", "W. Tan, H. Ruiz and E. Oda"),
    ],
)
def test_glued_list_reads_as_the_spaced_one(glued, spaced):
    assert people(glued) == people(spaced)
    assert [name.display for name in split_authors(glued)[0]] == [
        piece.strip() for piece in glued.replace(" and ", ", ").split(",")
    ]


def test_glued_name_has_given_and_family():
    name = parse_name("D.Kocabaş")
    assert (name.given, name.family, name.display) == ("D.", "Kocabaş", "D.Kocabaş")


@pytest.mark.parametrize(
    "text",
    [
        "U.S. Patent",
        "e.g. a note",
        "Ph.D. thesis",
        "www.Mountlake.org",
        "doi 10.1016/S0921-5093(02)00100-1",
        "J.Am.Chem.Soc. 2004",
        "Proc.IEEE 12",
    ],
)
def test_abbreviations_stay_whole(text):
    assert with_glued_initials_spaced(text) == text


def test_glued_reference_keeps_its_venue_abbreviation():
    entry = parse_reference("K.Varga, T.Oda. Heat flow in thin rods. J.Am.Chem.Soc. 2004;12:33-40.")
    assert entry.authors == ["K.Varga", "T.Oda"]
    assert entry.title == "Heat flow in thin rods"
    assert entry.year == 2004
    assert "J.Am.Chem.Soc" in (entry.venue or "")
