"""A town of the list of places run on after a meeting's name with no comma ("In Workshop on Tidal
Sensing Oslo 2007.", "Workshop on Tidal Sensing Oslo, 2007") is where the meeting was held, not part of
its name; a town after a small word ("Meeting of the Society of London") stays."""

import pytest

from publications.parsing.meetingtowns import without_unpunctuated_town
from publications.tests.parsing_helpers import read_one

RUN_ON = [
    "4. Okafor A, Lindqvist B. Tidal mixing in narrow fjords. "
    "In International Workshop on Tidal Sensing Oslo 2011.",
    "Okafor, A. and Lindqvist, B. (2011) Tidal mixing in narrow fjords. "
    "International Workshop on Tidal Sensing Oslo: .",
    "Okafor, Ada/Lindqvist, Bo: Tidal mixing in narrow fjords, "
    "in: International Workshop on Tidal Sensing Oslo, 2011.",
]


@pytest.mark.parametrize("text", RUN_ON)
def test_a_town_run_on_after_a_meetings_name_is_cut_from_the_venue(text):
    entry = read_one(text)
    assert entry["title"] == "Tidal mixing in narrow fjords"
    assert entry["venue"] == "International Workshop on Tidal Sensing"
    assert entry["year"] == 2011


@pytest.mark.parametrize(
    ("venue", "kept"),
    [
        ("International Workshop on Tidal Sensing Oslo", "International Workshop on Tidal Sensing"),
        ("Symposium on Harbour Engineering New York", "Symposium on Harbour Engineering"),
        # After a small word the town belongs to the name.
        (
            "Annual Meeting of the Geological Society of London",
            "Annual Meeting of the Geological Society of London",
        ),
        # No meeting's noun: a journal or a society keeps its town.
        ("Journal of the Harbour Society London", "Journal of the Harbour Society London"),
        # A word that is no town stays.
        ("Workshop on Tidal Sensing Methods", "Workshop on Tidal Sensing Methods"),
    ],
)
def test_only_a_known_town_after_a_meetings_name_is_cut(venue, kept):
    assert without_unpunctuated_town(venue) == kept
