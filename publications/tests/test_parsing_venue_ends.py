"""A venue holds the name of where an entry appeared and nothing else: the volume, issue, article number
and pages the reading left at the name's end are cut ("Revista Andina, (42)", "Coastal Dynamics 118"),
so are a special issue's mark and the university that publishes a journal, and a note on the entry
standing where a venue would ("Slides from a talk at …", "projet réalisé dans le cadre du cours …", "A
survey I wrote as a student") is no venue."""

import pytest

from publications.parsing import parse
from publications.parsing.venueends import (
    is_entry_note,
    without_publishing_university,
    without_volume_details,
)
from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize(
    ("written", "venue"),
    [
        ("Revista Andina, (42)", "Revista Andina"),
        ("Annals of Lake Studies (3)", "Annals of Lake Studies"),
        ("Cuadernos de Política, XXXI(2)", "Cuadernos de Política"),
        ("Estudios Rurales, 14(2)", "Estudios Rurales"),
        ("Revista de Geografía. Volumen", "Revista de Geografía"),
        ("Historický sborník. roč", "Historický sborník"),
        ("The Bookman, ser", "The Bookman"),
        ("Coastal Dynamics 118", "Coastal Dynamics"),
        ("Marine Chemistry. 104512", "Marine Chemistry"),
        ("Essays in Memory of A. Person.211-230", "Essays in Memory of A. Person"),
    ],
)
def test_volume_issue_and_pages_are_cut_from_the_venues_end(written, venue):
    assert without_volume_details(written) == venue


@pytest.mark.parametrize(
    "venue",
    [
        "Atmos. Environ. (1967)",
        "Angew. Chem. Int. Ed.",
        "J. Phys.: Conf. Ser.",
        "boundary 2",
        "Social Movements after 1968",
        "Collected Studies. Volumen 2",
        "Midwest Speech Days 2025",
    ],
)
def test_a_names_own_year_digit_or_period_stays(venue):
    assert without_volume_details(venue) == venue


@pytest.mark.parametrize(
    "note",
    [
        "Slides from talks in Lyon and Ghent",
        "Slides from a colloquium at Harbour University",
        "Website for a course taught at a summer school in Tartu",
        "Incomplete notes",
        "Note",
        "ms",
        "projet réalisé dans le cadre du cours GEO-2100 Climat régional",
        "workshop presentation",
        "A short survey on random graphs I wrote as a freshman",
        "A write up for my summer project",
        "Given a closed surface, we show how to build a flow with no fixed point",
    ],
)
def test_a_note_on_the_entry_is_no_venue(note):
    assert is_entry_note(note)


@pytest.mark.parametrize(
    "venue",
    [
        "Notes and Queries",
        "Lecture Notes in Computer Science",
        "Proceedings of the Workshop on Poster Design",
        "Journal of Marine Slides Research",
        "My Favourite Essays",
    ],
)
def test_a_venue_that_looks_like_a_note_stays(venue):
    assert not is_entry_note(venue)


def test_an_issue_without_volume_is_cut_in_a_citation():
    entry = read_one("Ortega, L. (2015). Ciudades y memoria. Revista Andina, (42), 11-29.")
    assert (entry["title"], entry["venue"]) == ("Ciudades y memoria", "Revista Andina")


def test_slides_after_a_citation_give_no_venue():
    result = parse(
        "1. Mara Lind & Tove Berg. 2020. The scope of only. Slides from talks in Lyon and Ghent. "
        "URL: https://example.org/only-slides.pdf.\n\n"
        "2. Mara Lind. 2019. Weak necessity revisited. Natural Language Semantics 27(2). 101–140.\n"
    )
    slides, article = result.entries
    assert (slides.title, slides.venue) == ("The scope of only", None)
    assert article.venue == "Natural Language Semantics"


@pytest.mark.parametrize(
    ("written", "venue"),
    [
        ("Special issue in Folklore Studies", "Folklore Studies"),
        ("Ethnic and Border Studies. Special Issue", "Ethnic and Border Studies"),
        ("Revista Andina de Historia, Número especial", "Revista Andina de Historia"),
        ("Special Issue on Coastal Erosion", "Special Issue on Coastal Erosion"),
    ],
)
def test_the_mark_of_a_special_issue_is_cut_from_the_journals_name(written, venue):
    assert without_volume_details(written) == venue


@pytest.mark.parametrize(
    ("written", "venue"),
    [
        ("Revista de Estudios Andinos, Universidad de Quito", "Revista de Estudios Andinos"),
        ("Fenland Anthropology, Fenland University", "Fenland Anthropology"),
        ("The Legacy of a Teacher, University of Harbourtown", "The Legacy of a Teacher"),
        ("Research Colloquium of the Data Lab, Informatics, Harbour University",) * 2,
        ("Annual Workshop on Soil Physics, University of Tartu",) * 2,
        ("Department of Applied Physics, University of Harbourtown",) * 2,
    ],
)
def test_the_publishing_university_is_cut_from_the_name(written, venue):
    assert without_publishing_university(written) == venue
