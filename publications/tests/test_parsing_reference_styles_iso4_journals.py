"""A journal's name abbreviated as ISO 4 abbreviates it ("Electrochim. Acta", "Geosci. Model Dev.",
"Biochim. Biophys. Acta") is one name before its volume and pages: its first word's stop ends no
title and opens no venue, in the styles that print no title (Elsevier's numbers, the older "volume,
pages (year)" order, Annual Reviews') and in those that print one (APA)."""

import pytest

from publications.tests.parsing_helpers import read_one

UNTITLED = [
    # Elsevier's numbered style without titles: the volume, the year in parentheses, the pages.
    ("K. J. Ambrose, Electrochim. Acta, 87 (2019) 1102–1110.", ["K. J. Ambrose"], "Electrochim. Acta", "87"),
    (
        "K. J. Ambrose, L. Ferro, Geosci. Model Dev., 12 (2019) 1–9.",
        ["K. J. Ambrose", "L. Ferro"],
        "Geosci. Model Dev.",
        "12",
    ),
    # The older order: the volume, the pages, the year in parentheses.
    (
        "L. Ferro, K. J. Ambrose, Electrochim. Acta, 91, 220–231 (2021).",
        ["L. Ferro", "K. J. Ambrose"],
        "Electrochim. Acta",
        "91",
    ),
    # Annual Reviews without titles: the year, then the journal, its own stop doubled.
    (
        "Ambrose KJ, Ferro L. 2014. Geosci. Model Dev.. 7:1–19",
        ["KJ Ambrose", "L Ferro"],
        "Geosci. Model Dev.",
        "7",
    ),
]


@pytest.mark.parametrize(("text", "authors", "venue", "volume"), UNTITLED)
def test_an_abbreviated_journal_is_one_name_without_a_title(text, authors, venue, volume):
    entry = read_one(text)
    assert (entry["title"], entry["authors"], entry["venue"], entry["volume"]) == ("", authors, venue, volume)


@pytest.mark.parametrize("journal", ["Electrochim. Acta", "Biochim. Biophys. Acta", "Phys. Acta"])
def test_an_abbreviated_journal_after_a_titles_stop_is_no_subtitle(journal):
    entry = read_one(f"Ambrose, K. J. (2019). Porous anodes for sodium storage. {journal}, 87, 1102–1110.")
    assert (entry["title"], entry["venue"], entry["volume"]) == (
        "Porous anodes for sodium storage",
        journal,
        "87",
    )


def test_a_one_word_title_before_a_whole_journal_keeps_its_stop():
    # A whole word before the journal's name is the title's: no list of abbreviations holds it.
    entry = read_one("Ambrose, K. J. (2019). Resilience. Journal of Coastal Ecology, 87, 1102–1110.")
    assert (entry["title"], entry["venue"]) == ("Resilience", "Journal of Coastal Ecology")
