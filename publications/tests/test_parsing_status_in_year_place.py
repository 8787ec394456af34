"""A status written where the year goes, after the names: APA's "(in press)" for a work with no
date yet, and a lab page's "(submitted, MNRAS)" naming the journal it went to, before a quoted or
an unquoted title. The status ends the names: "Jonas" is no third author."""

import pytest

from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize(
    ("text", "status"),
    [
        (
            "Okafor, Amara and Brandt, Jonas (submitted, MNRAS). "
            '"Cold dust in the outer disc of a young star". arXiv.',
            "submitted",
        ),
        (
            "Okafor, Amara and Brandt, Jonas (in press). "
            "“Cold dust in the outer disc of a young star”. arXiv.",
            "in press",
        ),
        (
            "Okafor, Amara and Brandt, Jonas (accepted, ApJ). "
            "“Cold dust in the outer disc of a young star”. arXiv.",
            "accepted",
        ),
        (
            "Okafor, Amara and Brandt, Jonas (submitted and refereed, A&A). "
            "“Cold dust in the outer disc of a young star”. arXiv.",
            "submitted",
        ),
        (
            "Okafor, A. and Brandt, J. (submitted, MNRAS). "
            "Cold dust in the outer disc of a young star. arXiv.",
            "submitted",
        ),
    ],
)
def test_a_status_in_the_year_place_ends_the_names(text, status):
    entry = read_one(text)
    assert entry["title"] == "Cold dust in the outer disc of a young star"
    assert [name.split()[-1] for name in entry["authors"]] == ["Okafor", "Brandt"]
    assert entry["year"] is None
    assert entry["status"] == status


def test_a_year_in_the_names_place_still_dates_the_work():
    entry = read_one(
        "Okafor, Amara and Brandt, Jonas (2021). “Cold dust in the outer disc of a young star”. arXiv."
    )
    assert entry["authors"] == ["Amara Okafor", "Jonas Brandt"]
    assert entry["year"] == 2021


def test_a_parenthesis_of_other_words_after_the_names_is_no_status():
    entry = read_one(
        "Okafor, Amara and Brandt, Jonas (eds.). “Cold dust in the outer disc of a young star”. arXiv, 2021."
    )
    assert entry["status"] != "submitted"
