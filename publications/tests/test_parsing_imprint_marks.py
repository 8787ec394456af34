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


def test_gost_abbreviated_place_before_its_publisher_stays_the_place():
    # "М." (Moscow) and "СПб." (St Petersburg) are places the standard abbreviates, not an area's
    # stop before an empty place: the book keeps its publisher and names no venue.
    entries = parse(
        "\n\n".join(
            [
                "1. Лебедев К. Р. Морские течения. М. : Наука, 2016. 210 с.",
                "2. Орлова Е. Н. Прибрежные болота. СПб. : Питер, 2011. 180 с.",
            ]
        )
    ).entries
    assert [(entry.title, entry.venue, entry.publisher) for entry in entries] == [
        ("Морские течения", None, "Наука"),
        ("Прибрежные болота", None, "Питер"),
    ]


def test_lecture_notes_year_in_parentheses_after_the_title_is_no_part_of_it():
    entries = parse(
        "\n\n".join(
            [
                "1. Okonjo, P.: Sediment transport in braided rivers, (1994).",
                "2. Marsh Survey Board: Salt marsh inventory of the northern coast, (2008).",
            ]
        )
    ).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Sediment transport in braided rivers", 1994),
        ("Salt marsh inventory of the northern coast", 2008),
    ]


def test_a_book_whose_publisher_and_place_precede_the_year_in_parentheses_keeps_its_title_alone():
    entries = parse(
        "\n\n".join(
            [
                "1. H. de Vries, A. Okafor, Marsh sediment budgets, Routledge, Cambridge, (1989).",
                "2. P. Lindqvist, Tidal channels of the north, Academic Press, London, (2001).",
            ]
        )
    ).entries
    assert [(entry.title, entry.publisher, entry.year) for entry in entries] == [
        ("Marsh sediment budgets", "Routledge", 1989),
        ("Tidal channels of the north", "Academic Press", 2001),
    ]


def test_cell_book_publisher_in_parentheses_is_no_part_of_the_title():
    entries = parse(
        "\n\n".join(
            [
                "Hale, R., and Ibsen, T. (2003). Estuaries and their tides (Routledge).",
                "Quist, M.A. (1998). Methods of marsh ecology (Cambridge University Press).",
            ]
        )
    ).entries
    assert [(entry.title, entry.year) for entry in entries] == [
        ("Estuaries and their tides", 2003),
        ("Methods of marsh ecology", 1998),
    ]
