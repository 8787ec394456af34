"""A title that asks a question and goes on with a subtitle sentence, in Vancouver style: the
subtitle's prose may count something ("… in a cohort of 12,345 seals"), and it stays the title's;
a venue after the question writes its numbers after its name and stays the venue."""

import pytest

from publications.tests.parsing_helpers import read_one


@pytest.mark.parametrize(
    ("subtitle", "venue_tail"),
    [
        (
            "Exploring the link between shipping and hearing loss in a cohort of 12,345 seals",
            "2024 Mar 28:1-9.",
        ),
        ("A registry study of 480 harbour seals over 12 years", "2023;14(2):101-9."),
        ("Hearing loss in 2019 and after", "2023;14(2):101-9."),
    ],
)
def test_a_subtitle_counting_something_stays_in_the_title(subtitle, venue_tail):
    entry = read_one(
        f"Okafor A, Brandt J, Lindqvist M. Can harbour noise become harmful? {subtitle}. "
        f"J Mar Biol. {venue_tail}"
    )
    assert entry["title"] == f"Can harbour noise become harmful? {subtitle}"
    assert entry["authors"] == ["A Okafor", "J Brandt", "M Lindqvist"]
    assert entry["year"] in (2023, 2024)


@pytest.mark.parametrize(
    ("after", "venue"),
    [("Nature 580, 123-126. 2020.", "Nature"), ("Marine Biology 12. 2020.", "Marine Biology")],
)
def test_a_venue_with_its_numbers_after_the_question_stays_the_venue(after, venue):
    entry = read_one(f"Okafor A, Brandt J. Is harbour noise harmful? {after}")
    assert entry["title"] == "Is harbour noise harmful?"
    assert entry["venue"] == venue
    assert entry["year"] == 2020
