"""A journal's name and its numbers after the title's last comma ("Title, Journal: 100–122",
"Title, Journal 41/2 (2015)"): the venue and its volume, issue, year and pages, no words of the
title; a single number or a span of years after a capitalised word stays in the title."""

from publications.tests.parsing_helpers import entry_dicts, read_one


def test_a_journal_and_its_pages_after_a_colon_leave_the_title():
    paste = (
        "T. Ebbe, and R. Quill 2015 Mills of the northern valleys, Nordic Conference on Milling: 100–122. "
        "doi:10.5555/mills.2015.\n\n"
        "R. Quill 2016 Stone weirs and their keepers, Annals of Rural Water: 7–19."
    )
    found = entry_dicts(paste)
    assert [(entry["title"], entry["venue"], entry["pages"]) for entry in found] == [
        ("Mills of the northern valleys", "Nordic Conference on Milling", "100–122"),
        ("Stone weirs and their keepers", "Annals of Rural Water", "7–19"),
    ]


def test_a_single_number_after_a_capitalised_word_stays_in_the_title():
    entry = read_one("T. Ebbe, Mills and fields of the north, Agenda 2030. Harbour Economics 12, 2015.")
    assert (entry["title"], entry["venue"]) == (
        "Mills and fields of the north, Agenda 2030",
        "Harbour Economics",
    )


def test_a_span_of_years_after_a_capitalised_word_stays_in_the_title():
    entry = read_one(
        "T. Ebbe, Mills of the north and south, World War 1914–1918, Harbour Economics 12, 2015."
    )
    assert entry["title"] == "Mills of the north and south, World War 1914–1918"
