"""Newspapers and magazines dated to the day: the paper is the venue (the day of issue no part of
it, nor its pages), the comma before "Paper, 17 avril 2015" ends the title, and the entry is typed
as a periodical's article, not a conference paper (unless the venue names a meeting)."""

import pytest

from publications.tests.parsing_helpers import assert_fields, read_one

NEWSPAPERS = [
    (
        "Durand, C. Manifester en France, c'est risquer la prison, Libération, 17 avril 2015.",
        "Manifester en France, c'est risquer la prison",
        ["C. Durand"],
        2015,
        "Libération",
    ),
    (
        "Banham, R., The new gallery, New Statesman and Nation, 15 gennaio 1965, pp. 4-5.",
        "The new gallery",
        ["R. Banham"],
        1965,
        "New Statesman and Nation",
    ),
    (
        "Anonymous. (2011, March 3). Council backs the new bridge. The Leeds Echo (England), p. 12.",
        "Council backs the new bridge",
        ["Anonymous"],
        2011,
        "The Leeds Echo",
    ),
    (
        "Okafor, H. (2015, June 2). Why the floods keep coming. The Guardian.",
        "Why the floods keep coming",
        ["H. Okafor"],
        2015,
        "The Guardian",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), NEWSPAPERS)
def test_a_newspaper_dated_to_the_day_is_the_venue_of_an_article(text, title, authors, year, venue):
    entry = assert_fields(text, title, authors, year, venue)
    assert entry["type"] == "journal"


def test_the_day_of_issue_is_no_page():
    entry = read_one("Okafor, H. Harbour towns brace for storms. Evening Courier, 14 November 2017, p. 3.")
    assert (entry["venue"], entry["pages"], entry["volume"]) == ("Evening Courier", "3", None)


@pytest.mark.parametrize("venue", ["Proc. Workshop on Ports", "Harbour Seminar", "Ports Convention"])
def test_a_meeting_dated_to_the_day_stays_a_conference(venue):
    entry = read_one(f"Lima, B. (2019). Deep nets for ports. In {venue}, June 3, 2019, pp. 1-9.")
    assert (entry["venue"], entry["type"]) == (venue, "conference")


def test_a_place_and_a_day_are_no_newspaper():
    entry = read_one("Lindqvist, Maja. 2016. Harbour pilot, interview by the author, Bergen, 3 March.")
    assert entry["venue"] is None
    assert entry["type"] != "journal"


def test_a_report_dated_to_the_day_has_no_venue_and_its_imprint_is_the_publisher():
    # A memorandum is no periodical: the note on its sender is no venue, the office its publisher.
    entry = read_one(
        "Harbour Authority of Lagos (HAL). 2001. Dredging Plans for the Outer Harbour. Memorandum from "
        "A. B. Okafor, Chief Engineer. Lagos, NG: Office of the Harbour Master. 10 May."
    )
    assert entry["title"] == "Dredging Plans for the Outer Harbour"
    assert entry["venue"] is None
    assert entry["publisher"] == "Office of the Harbour Master"


DATED_TO_THE_MONTH = [
    (
        "C. LAMBERT, Une autorité nouvelle : la commission des ports, LPA, janv. 1999, no 16.",
        "Une autorité nouvelle : la commission des ports",
        ["C. LAMBERT"],
        1999,
        "LPA",
    ),
    (
        "Lambert, C., Les ports francs de la Manche, Revue maritime, juillet 2004, p. 12-19.",
        "Les ports francs de la Manche",
        ["C. Lambert"],
        2004,
        "Revue maritime",
    ),
]


@pytest.mark.parametrize(("text", "title", "authors", "year", "venue"), DATED_TO_THE_MONTH)
def test_a_periodical_dated_to_the_month_after_a_comma_ends_the_title(text, title, authors, year, venue):
    entry = assert_fields(text, title, authors, year, venue)
    assert entry["month"] in (1, 7)
