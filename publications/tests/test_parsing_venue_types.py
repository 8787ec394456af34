"""The type an entry takes from a venue the venue table does not know, read from the venue's words."""

from publications.parsing import parse
from publications.parsing.records import InputFormat, PublicationType

# An author-database page: title / authors / "venue, year" blocks, whose venue lines are read as written.
CARDS = """Tidal inlets seen from orbit
K. Moreau, J. Smith
Estuarine Shoreline Dynamics, 2022

Barrier islands and their drift
K. Moreau, L. Ortega
Sediments & Tides, 2021

Sandbar migration under storms
L. Ortega, K. Moreau
Annales de Glaciologie Appliquée, 2020

Coastal radar at night
L. Ortega, K. Moreau
In Estuarine Shoreline Days, 2019

Dunes in the wind
L. Ortega
ESD 2018

Salt marsh accretion rates
K. Moreau
Symposium on Estuarine Shorelines, 2017
"""


def test_an_unknown_venue_written_as_a_full_name_is_a_journal_and_a_meeting_stays_a_conference():
    result = parse(CARDS)
    assert result.format == InputFormat.AUTHOR_DB
    assert [(entry.venue, entry.type) for entry in result.entries] == [
        ("Estuarine Shoreline Dynamics", PublicationType.JOURNAL),
        ("Sediments & Tides", PublicationType.JOURNAL),
        ("Annales de Glaciologie Appliquée", PublicationType.JOURNAL),
        ("Estuarine Shoreline Days", PublicationType.CONFERENCE),  # "In …": a meeting's proceedings
        ("ESD", PublicationType.CONFERENCE),  # an acronym alone
        ("Symposium on Estuarine Shorelines", PublicationType.CONFERENCE),
    ]
