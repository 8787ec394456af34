"""A meeting's town the list of places lacks, written after the meeting's name, is no part of it."""

import pytest

from publications.parsing.meetingtowns import town_segments, without_town_after_in
from publications.tests.parsing_helpers import only_entry


@pytest.mark.parametrize(
    "text, venue",
    [
        (
            "A. Berg. Folk tunes of the coast. "
            "43rd Annual Conference of the Folk Music Society, Eastbourne, 2019.",
            "43rd Annual Conference of the Folk Music Society",
        ),
        (
            "A. Berg. Radar on the shore. Coastal Radar Workshop, Red Hollow, Dakota, 2018.",
            "Coastal Radar Workshop",
        ),
        ("A. Berg. Lenses at night. Winter Optics Meeting in Tarrant, TX, 2017.", "Winter Optics Meeting"),
    ],
)
def test_a_meetings_town_is_no_part_of_its_name(text, venue):
    assert only_entry(text).venue == venue


def test_a_meetings_last_topic_stays_in_its_name():
    entry = only_entry("A. Berg. Wave tanks. Workshop on Oceans and Robotics, Vision, 2016.")
    assert entry.venue == "Workshop on Oceans and Robotics, Vision"


@pytest.mark.parametrize(
    "segments, count",
    [
        (["Annual Meeting of the Society", " Eastbourne"], 1),
        (["Radar Workshop", " Red Hollow", " Dakota"], 2),
        (["Radar Workshop", " Tarrant", " TX"], 2),
        (["Workshop on Instruments", " Data Acquisition"], 0),  # a topic, by its ending
        (["Workshop on Plants", " Soils"], 0),
        (["Summer Symposium", " Poster Session"], 0),
        (["Radar Workshop"], 0),
        (["Radar Workshop", " SHMII"], 0),  # an acronym, no town
    ],
)
def test_town_segments(segments, count):
    assert town_segments(segments) == count


@pytest.mark.parametrize(
    "venue, name",
    [
        ("Winter Optics Meeting in Tarrant, TX", "Winter Optics Meeting"),
        ("Imaging Conference in Coralport", "Imaging Conference"),
        ("Reactor Hydraulics Meeting – RHM in Tarrant, OR", "Reactor Hydraulics Meeting – RHM"),
        ("Workshop on AI in Healthcare", "Workshop on AI in Healthcare"),  # a topic after "in"
        (
            "Annual Meeting of the Optics Society in Tarrant",
            "Annual Meeting of the Optics Society in Tarrant",
        ),
    ],
)
def test_without_town_after_in(venue, name):
    assert without_town_after_in(venue) == name
