"""The venue of books, chapters and reports in the humanities' comma styles, one reference pasted at a
time: a book's place and publisher are no venue, even with a list of pages cited after them; a chapter's
book named after "in"/"dans" is its venue without the place, the publisher or the editors after a
slash; a report's issuing body and its place are the publisher."""

import pytest

from publications.parsing.places import is_place, read_imprint
from publications.tests.parsing_helpers import first_entry


@pytest.mark.parametrize("text", ["Assisi", "Nouméa", "Gatineau, Que.", "Toronto, Ont.", "URSS"])
def test_publishing_places_and_canadian_provinces_are_known(text):
    assert is_place(text)


def test_a_house_before_a_publishing_town_is_an_imprint():
    assert read_imprint("Porziuncola, Assisi").publisher == "Porziuncola"


def test_pages_cited_as_a_list_after_the_imprint_leave_no_venue():
    entry = first_entry(
        "Jan Dvořák, Kamenné mosty a brody jižních Čech, Praha, Academia 2011, passim, "
        "zejm. s. 112–118, 140, 163–165."
    )
    assert entry.title == "Kamenné mosty a brody jižních Čech"
    assert entry.venue is None
    assert entry.publisher == "Academia"
    assert entry.volume is None
    assert entry.pages == "112–118"


def test_a_journal_s_volume_before_its_labelled_pages_stays_the_volume():
    entry = first_entry("Hana Malá, Mlýny na Vltavě a jejich osudy, Vodní stavby 45, 2003, s. 12–30, 51.")
    assert entry.venue == "Vodní stavby"
    assert entry.volume == "45"
    assert entry.pages == "12–30"


def test_the_publisher_and_its_town_after_a_chapter_s_book_are_no_part_of_the_venue():
    entry = first_entry(
        "ROSSI Marta, « Le fonti francescane », in: Bianchi Luca (ed.), Dizionario dei santi umbri, "
        "Porziuncola, Assisi 1994, 77-90."
    )
    assert entry.title == "Le fonti francescane"
    assert entry.venue == "Dizionario dei santi umbri"
    assert entry.publisher == "Porziuncola"


def test_a_meeting_named_after_in_keeps_its_name_without_the_country():
    entry = first_entry(
        "MOREAU, Claire, « Les naissances tardives », in Troisième Colloque de Démographie, URSS, 1984."
    )
    assert entry.title == "Les naissances tardives"
    assert entry.venue == "Troisième Colloque de Démographie"
    assert entry.publisher is None


def test_the_editors_after_a_slash_are_no_part_of_the_book():
    entry = first_entry(
        "Conti P., Le mura di Fermo, dans Città murate delle Marche/ Rossi A. - Verdi B. (éd.), "
        "Urbino, 2001, p. 40-55."
    )
    assert entry.title == "Le mura di Fermo"
    assert entry.venue == "Città murate delle Marche"
    assert entry.pages == "40–55"


def test_a_report_s_body_and_its_town_are_the_publisher():
    entry = first_entry(
        "Parks Canada, 2011. Survey of the Ottawa River Shoreline. Parks Canada, Gatineau, Que."
    )
    assert entry.title == "Survey of the Ottawa River Shoreline"
    assert entry.venue is None
    assert entry.publisher == "Parks Canada"


def test_a_house_and_a_pacific_town_are_the_publisher():
    entry = first_entry("ORSTOM, (2004) « Les sols de la côte ouest », ORSTOM, Nouméa, 88 p.")
    assert entry.title == "Les sols de la côte ouest"
    assert entry.venue is None
    assert entry.publisher == "ORSTOM"


def test_a_series_in_parentheses_after_the_house_leaves_the_book_s_name_alone():
    entry = first_entry(
        "FAURE Anne, « Les quais la nuit », dans MARTIN Paul (dir.), Villes portuaires d’Europe, Paris, "
        "Éd. du Port (Coll. « Essais »), 2008, p. 12-30."
    )
    assert entry.venue == "Villes portuaires d’Europe"
    assert entry.publisher == "Éd. du Port"


def test_the_place_after_a_book_s_volume_numeral_is_no_part_of_its_name():
    entry = first_entry(
        "Lena Vogt: Häfen der Hanse. Eine Skizze, in: Karl Brandt, Uwe Lind (Hg.): Küste und Handel. "
        "Studien zur Seefahrt I. Göttingen 2009, 12-30."
    )
    assert entry.venue == "Küste und Handel. Studien zur Seefahrt I"
