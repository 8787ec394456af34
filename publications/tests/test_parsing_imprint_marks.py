"""Names and imprints that national and publishers' styles mark in their own way: ABNT NBR 6023's
"FAMILY, Given" pairs parted by commas and semicolons at once; GOST R 7.0.5's " : " left before the
publisher where no place is printed; Springer Lecture Notes' "Title, (Year)" and Cell's
"Title (Publisher)" closing a reference with no container."""

from publications.parsing import parse
from publications.parsing.names import split_authors


def _names(text: str) -> list[str]:
    return [name.display for name in split_authors(text)[0]]


def test_abnt_capitals_pairs_parted_by_commas_and_semicolons_are_one_person_each():
    entry = parse(
        "SANTOS, Fatima, VAN DEN HEUVEL, Ingrid ; PÉREZ, Siddharth. Título do artigo. "
        "Revista X, v. 3, n. 2, p. 10-20, 2021."
    ).entries[0]
    assert entry.authors == ["Fatima SANTOS", "Ingrid VAN DEN HEUVEL", "Siddharth PÉREZ"]
    assert (entry.title, entry.venue, entry.year) == ("Título do artigo", "Revista X", 2021)


def test_abnt_capitals_pairs_with_initials_or_an_apostrophe_are_split_alike():
    assert _names("MOURA, T., VAN DIJK, R. ; LIMA, S.") == ["T. MOURA", "R. VAN DIJK", "S. LIMA"]
    assert _names("D'ÁVILA, Ana Maria, LIMA-COSTA, J. P.; PRADO, Olga") == [
        "Ana Maria D'ÁVILA",
        "J. P. LIMA-COSTA",
        "Olga PRADO",
    ]


def test_gost_host_with_no_place_before_its_publisher_keeps_a_clean_venue():
    entries = parse(
        "\n\n".join(
            [
                "1. Kowal B., Ode N. Tidal marsh sediment budgets // Proceedings of the Coastal "
                "Dynamics Meeting. : Springer, 2014. С. 101–112.",
                "2. Rask T. Salt wedges in narrow estuaries // Estuary Field Notes / под ред. "
                "A. Lind, O. Varga. : Routledge, 2009. С. 33–40.",
            ]
        )
    ).entries
    assert [(entry.title, entry.venue) for entry in entries] == [
        ("Tidal marsh sediment budgets", "Proceedings of the Coastal Dynamics Meeting"),
        ("Salt wedges in narrow estuaries", "Estuary Field Notes"),
    ]
