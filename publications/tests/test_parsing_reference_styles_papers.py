"""Reference lists copied from papers in the styles of their publishers and standards: GB/T 7714's
type marks ("Title [J]. Journal. 2014, 9 (4): 1–9."), a Spanish author-date style's names joined by
"y" and its books ("Title, volumen 30. Publisher, 2001."), Elsevier's "Journal 2016;8(4):1–9", and
a numbered LNCS list wrapped under a hanging indent."""

import pytest

from publications.parsing import parse
from publications.tests.parsing_helpers import read_one

GBT_MARKED = [
    (
        "Lindqvist P, Moreau C D, Okoye T, et al. Crowd moods? Measuring campus life with phones and "
        "beacons [J]. Journal of Pervasive Living. 2016, 11 (2): 45–61.",
        "Crowd moods? Measuring campus life with phones and beacons",
        ["P Lindqvist", "C D Moreau", "T Okoye"],
        2016,
        "Journal of Pervasive Living",
        "journal",
    ),
    (
        "Harlow J K. Open networks: how ties carry news [M]. Eastbridge university press, 2012.",
        "Open networks: how ties carry news",
        ["J K Harlow"],
        2012,
        None,
        "book",
    ),
    (
        "Amara F, Benz K L. Sensing presence in small groups [M] // Amara F, Benz K L, et al. Handbook of "
        "Mobile Sensing. Northgate Press, 2013: 10–28.",
        "Sensing presence in small groups",
        ["F Amara", "K L Benz"],
        2013,
        "Handbook of Mobile Sensing",
        "chapter",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue", "kind"), GBT_MARKED)
def test_a_gbt_type_mark_closes_the_title_and_names_the_type(text, title, authors, year, venue, kind):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["year"], entry["venue"]) == (title, authors, year, venue)
    assert entry["type"] == kind


def test_names_joined_by_y_after_semicolons_are_two_people():
    entry = read_one(
        "Ortiz, Lucía; Brenner, Karl Otto y Salas, Marta Inés: «Clustering noisy sensor streams». "
        "Revista de Datos, 2010, 4(2), pp. 11–30."
    )
    assert entry["authors"] == ["Lucía Ortiz", "Karl Otto Brenner", "Marta Inés Salas"]
    assert entry["title"] == "Clustering noisy sensor streams"


def test_a_family_name_with_y_stays_one_person():
    entry = read_one(
        "Ortega y Gasset, José; Marías, Julián: «La rebelión de las masas». Revista de Occidente, 1930."
    )
    assert entry["authors"] == ["José Ortega y Gasset", "Julián Marías"]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        (
            "Quintana, Rosa Elena: Forecasting demand: a guide for planners, volumen 12. Northgate Science & "
            "Business Media, 2004.",
            "Forecasting demand: a guide for planners",
        ),
        (
            "Vidal, Tomas; Ruiz, Ana y Kerr, Liam: Mining large tables. Eastbridge university press, 2015.",
            "Mining large tables",
        ),
    ],
)
def test_a_book_after_names_and_a_colon_ends_before_its_publisher(text, title):
    entry = read_one(text)
    assert entry["title"] == title
    assert entry["year"] in (2004, 2015)


@pytest.mark.parametrize(
    ("text", "title", "volume"),
    [
        (
            "Ibarra, Lucía: Modelos del lenguaje escrito, volumen 463. Wiley press New York, 1999.",
            "Modelos del lenguaje escrito",
            "463",
        ),
        (
            "Keller, Jonas: Grundlagen der Statistik, Band 212. Springer press Berlin, 1999.",
            "Grundlagen der Statistik",
            "212",
        ),
    ],
)
def test_a_localised_book_volume_closing_the_title_is_the_volume(text, title, volume):
    # A localised BibTeX style prints a book's volume after its title: "Título, volumen 463.",
    # "Titel, Band 212."; the labeller knows only the English word.
    entry = read_one(text)
    assert entry["title"] == title
    assert entry["volume"] == volume
    assert entry["year"] == 1999


def test_an_elsevier_journal_with_year_semicolon_volume_keeps_its_name():
    entry = read_one(
        "Mwangi, P., Otieno, L.. Rainfall deficits from space: a review. Remote Observation 2017;9(3):"
        "211–230. doi:10.1000/ro.2017.9."
    )
    assert entry["title"] == "Rainfall deficits from space: a review"
    assert entry["authors"] == ["P. Mwangi", "L. Otieno"]
    assert (entry["year"], entry["venue"], entry["volume"]) == (2017, "Remote Observation", "9")


LNCS_LIST = """1. Arden, K., Bolt, M.: Checking weak memory models by bounded search. In: Proceedings
   of the Ninth International Conference on Architectural Support for Programming
   Languages and Systems. pp. 101–118. ASPLOS ’14, ACM, New York, NY, USA
   (2014). https://doi.org/10.1000/asplos.2014.9
2. Corvin, D., Esposito, F.: Lock-free trees, revisited. In: Proceedings of the 3rd
   International Conference on Formal Methods for Objects. pp. 12–30.
   FMO’09, Springer, Berlin (2009). https://doi.org/10.1000/fmo.2009.2
3. Duval, P.: Proving linearizability by hand. In: Proceedings of the 12th Annual
   Symposium on Logic in Computing. pp. 7–19. LIC ’11, IEEE, Washington, DC, USA
   (2011). https://doi.org/10.1000/lic.2011.7
4. Evans, R., Fink, T.: Relaxed atomics for the rest of us. In: Proceedings of the 5th
   International Workshop on Concurrency. pp. 33–41. IWC ’16, ACM, New York, NY, USA
   (2016). https://doi.org/10.1000/iwc.2016.33
"""


def test_a_numbered_list_keeps_its_wrapped_lines_under_the_hanging_indent():
    entries = parse(LNCS_LIST).entries
    assert [entry.year for entry in entries] == [2014, 2009, 2011, 2016]
    assert entries[0].venue.startswith("Proceedings of the Ninth International Conference")
    assert entries[1].venue.startswith("Proceedings of the 3rd International Conference")
