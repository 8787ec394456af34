"""The type an entry takes from a venue the venue table does not know, read from the venue's words."""

import pytest

from publications.parsing import parse
from publications.parsing.records import PublicationType


def only_entry(text: str):
    (entry,) = parse(text).entries
    return entry


@pytest.mark.parametrize(
    "venue",
    ["Estuarine Shoreline Dynamics", "Sediments & Tides", "Annales de Glaciologie Appliquée"],
)
def test_an_unknown_venue_written_as_a_full_name_is_a_journal(venue):
    entry = only_entry(f"K. Moreau, J. Smith. Tidal inlets seen from orbit. {venue}, 2022.")
    assert entry.venue == venue
    assert entry.type == PublicationType.JOURNAL


@pytest.mark.parametrize(
    "text",
    [
        "K. Moreau. Tidal inlets seen from orbit. In Estuarine Shoreline Days, 2022.",
        "K. Moreau. Tidal inlets seen from orbit. ESD 2022.",
        "K. Moreau. Tidal inlets seen from orbit. Symposium on Estuarine Shorelines, 2022.",
    ],
)
def test_a_venue_after_in_an_acronym_or_a_named_meeting_stays_a_conference(text):
    assert only_entry(text).type == PublicationType.CONFERENCE
