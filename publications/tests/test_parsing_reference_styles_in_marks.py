"""The "in" before a book's or a meeting's name as some styles print it: glued to the name where
the style's prefix has lost its space ("Title, inMeeting", "Title.in.Meeting"), or set off by
commas after a field left empty ("Title, , In, Meeting"). The title ends before it, and the
container's name is read without it."""

import pytest

from publications.parsing.text import with_plain_in_mark
from publications.tests.parsing_helpers import entry_dicts


def _titles_and_venues(paste: str) -> list[tuple[str, str]]:
    return [(entry["title"], entry["venue"]) for entry in entry_dicts(paste)]


def test_small_in_glued_to_the_meeting_after_a_comma():
    # Numbered, names with bare initials and a colon after them (a psychiatry journal's style).
    paste = (
        "1. Quill R, Ebbe T: Drift of pollen over cold lakes. J Lake Pollen 2012; 14:201–219\n\n"
        "2. Ebbe T, Roos S, Marrow P, et al.: Moss mats under early frost, inNordic Moss Meeting. "
        "Tromsø, 2014, pp 33–41\n\n"
        "3. Roos S: Lichen cover on granite, inWorkshop on Northern Lichens. 2016, pp 7–19"
    )
    assert _titles_and_venues(paste)[1:] == [
        ("Moss mats under early frost", "Nordic Moss Meeting"),
        ("Lichen cover on granite", "Workshop on Northern Lichens"),
    ]


def test_small_in_glued_between_stops():
    # Author-date, names with initials after them, "in" written between the title's stop and its own.
    paste = (
        "Quill R. & Ebbe T. 2012. Drift of pollen over cold lakes. Journal of Lake Pollen. 14: 201-219.\n\n"
        "Ebbe T., Roos S. & Marrow P. 2014. Moss mats under early frost.in.Nordic Moss Meeting. "
        "Tromsø:s. n. 33-41.\n\n"
        "Roos S. 2016. Lichen cover on granite.in.Workshop on Northern Lichens. s. n. 7-19."
    )
    assert _titles_and_venues(paste)[1:] == [
        ("Moss mats under early frost", "Nordic Moss Meeting"),
        ("Lichen cover on granite", "Workshop on Northern Lichens"),
    ]


def test_capital_in_between_commas_after_an_empty_field():
    # Numbered with a dash, every field printed with its comma, empty or not.
    paste = (
        "1- R. Quill, T. Ebbe, Drift of pollen over cold lakes, Journal of Lake Pollen, 14, 2012, "
        "201–219.\n\n"
        "2- T. Ebbe, S. Roos, P. Marrow, Moss mats under early frost, , In, Nordic Moss Meeting, , "
        "Tromsø, 2014, pp, 33–41.\n\n"
        "3- S. Roos, Lichen cover on granite, , In, Workshop on Northern Lichens, , 2016, pp, 7–19."
    )
    assert _titles_and_venues(paste)[1:] == [
        ("Moss mats under early frost", "Nordic Moss Meeting"),
        ("Lichen cover on granite", "Workshop on Northern Lichens"),
    ]


@pytest.mark.parametrize(
    ("printed", "read"),
    [
        ("Moss mats, inNordic Moss Meeting. Tromsø", "Moss mats, in Nordic Moss Meeting. Tromsø"),
        ("Moss mats.in.Nordic Moss Meeting.", "Moss mats. In: Nordic Moss Meeting."),
        ("Moss mats.in. Nordic Moss Meeting.", "Moss mats. In: Nordic Moss Meeting."),
        ("Moss mats, , In, Nordic Moss Meeting, , 2014", "Moss mats, in Nordic Moss Meeting, , 2014"),
        ("Moss mats, In, Nordic Moss Meeting", "Moss mats, in Nordic Moss Meeting"),
    ],
)
def test_odd_in_mark_reads_plain(printed, read):
    assert with_plain_in_mark(printed) == read


@pytest.mark.parametrize(
    "text",
    [
        "Moss mats, in Nordic Moss Meeting, pp. 33–41.",
        "Moss mats. In: Nordic Moss Meeting.",
        "Moss mats, inter alia in Norway. Journal of Lake Pollen.",
        "Moss mats, index of Lichens. Available at shop.in.",
        "Kim, In Sook, Moss mats under frost.",
        "Moss mats. InDesign Journal, 3.",
    ],
)
def test_plain_or_other_words_stay(text):
    assert with_plain_in_mark(text) == text
