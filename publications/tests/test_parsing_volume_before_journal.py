"""A volume printed before its journal's name ("vol. 14, Journal of Lake Pollen, 201–219"): the
name after the volume is the journal; a book's volume before its house stays a book's."""

from publications.parsing.tail import parse_tail
from publications.tests.parsing_helpers import entry_dicts


def test_journal_named_after_its_volume_is_the_venue():
    paste = (
        "Quill, R.; Ebbe, T. 2012. “Drift of pollen over lakes”. vol. 14, Journal of Lake Pollen, "
        "201–219.\n\n"
        "Marsh Survey Office. 2017. “Moss mats and frost”. vol. 3, Lichenologia, 7–19.\n\n"
        "Ebbe, T. & Quill, R. 2020. “Spores in the wind”. vol. 41, Acta Sporologica Borealis, no. 2, "
        "pp. 88–97."
    )
    found = entry_dicts(paste)
    assert [entry["venue"] for entry in found] == [
        "Journal of Lake Pollen",
        "Lichenologia",
        "Acta Sporologica Borealis",
    ]
    assert [entry["volume"] for entry in found] == ["14", "3", "41"]
    assert [entry["pages"] for entry in found] == ["201–219", "7–19", "88–97"]


def test_tail_reads_the_journal_after_its_volume():
    tail = parse_tail("Bd. 12, Zeitschrift für Moos, Nr. 3, S. 7–19", links=False)
    assert (tail.venue, tail.volume, tail.pages) == ("Zeitschrift für Moos", "12", "7–19")


def test_book_volume_before_its_house_stays_a_book():
    tail = parse_tail("Vol. 36, Perdrix, 1996", links=False)
    assert tail.venue is None
    assert tail.volume == "36"


def test_one_word_journal_between_volume_and_page_is_the_venue():
    # Law-review form: volume, journal, first page, after a quoted title.
    paste = (
        "Marsh Survey Office (2016) “Frost Growth Mats Sparse Lichen Materials”, 100 Nature 652–80.\n\n"
        "Ebbe, Tomas (2009) “Spores Winds Sparse Folding Materials”, 41 Nature 88–97."
    )
    found = entry_dicts(paste)
    assert [entry["venue"] for entry in found] == ["Nature", "Nature"]
    assert [entry["volume"] for entry in found] == ["100", "41"]
