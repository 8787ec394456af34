"""Where a pasted reference's author list ends: at the year that closes it, past a name written
without its comma ("Meyer S., Koch E. Van den Berg M. (2011).") or with "Jr." inside the list; after
a given name's particle ("Dupont, Henri de, 1880 :", "Arnaud, Duc de."). A list of family names with
their initials after them gets the comma a name lacks back."""

import pytest

from publications.parsing import names
from publications.tests.parsing_helpers import assert_fields


@pytest.mark.parametrize(
    ("names", "authors"),
    [
        ("Meyer S., Koch E. Berg M.", ["S. Meyer", "E. Koch", "M. Berg"]),
        ("Meyer S., Koch E. Van den Berg M.", ["S. Meyer", "E. Koch", "M. Van den Berg"]),
        ("Meyer S., Koch E., Van den Berg M.", ["S. Meyer", "E. Koch", "M. Van den Berg"]),
    ],
)
def test_a_name_without_its_comma_before_the_year_is_in_the_list(names, authors):
    assert_fields(
        f"{names} (2011). Working memory in older readers: a second look. Memory Studies, 14(2), 100-112.",
        "Working memory in older readers: a second look",
        authors,
        2011,
        "Memory Studies",
    )


@pytest.mark.parametrize(
    ("text", "title", "author", "year"),
    [
        (
            "DUPONT, Henri de, 1880 : Histoire de la ville de Lisieux. Imprimerie Piel, 1880.",
            "Histoire de la ville de Lisieux",
            "Henri de DUPONT",
            1880,
        ),
        (
            "Arnaud, Duc de. Memoirs of the House of Bourbon. London, 1880.",
            "Memoirs of the House of Bourbon",
            "Duc de Arnaud",
            1880,
        ),
        (
            "Laval, Pierre de. Notes on coastal shipping. Paris: Hachette, 1901.",
            "Notes on coastal shipping",
            "Pierre de Laval",
            1901,
        ),
    ],
)
def test_a_given_name_and_its_particle_end_the_name(text, title, author, year):
    assert_fields(text, title, [author], year, None)


@pytest.mark.parametrize(
    ("names", "authors"),
    [
        ("Anna Berg, Tomas Hill, and Yunhao Lu.", ["Anna Berg", "Tomas Hill", "Yunhao Lu"]),
        ("Anna Berg and Ni Ni.", ["Anna Berg", "Ni Ni"]),
        ("Marta Kovacs and Wei Ma.", ["Marta Kovacs", "Wei Ma"]),
    ],
)
def test_a_two_letter_family_name_closing_the_list_loses_the_sentences_stop(names, authors):
    text = f"{names} “Tunable energy bands in layered oxides”. In: PHYSICAL REVIEW B 7.4 (2020)."
    assert_fields(text, "Tunable energy bands in layered oxides", authors, 2020, "PHYSICAL REVIEW B")


@pytest.mark.parametrize("name", ["Ruiz Th.", "Ivanov Yu.", "Kovács Gy.", "Ch."])
def test_a_two_letter_initial_keeps_its_period(name):
    assert names._clean(name)[0] == name
