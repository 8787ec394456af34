"""The type an entry takes from a venue the venue table does not know, read from the venue's words."""

from publications.parsing import parse
from publications.parsing.records import InputFormat, PublicationType
from publications.parsing.sections import Section, apply_heading

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


def test_an_unknown_one_word_venue_is_a_journal_unless_it_is_a_meeting_noun_or_an_acronym():
    entries = parse(
        "Drift of barrier islands under storms\nK. Moreau, L. Ortega\nSedimentologica, 2021\n\n"
        "Salt marsh accretion over four decades\nL. Ortega\nWorkshop, 2020\n\n"
        "Tidal inlets seen from orbit\nK. Moreau\nSEDCON, 2019\n"
    ).entries
    assert [(entry.venue, entry.type) for entry in entries] == [
        ("Sedimentologica", PublicationType.JOURNAL),
        ("Workshop", PublicationType.CONFERENCE),
        ("SEDCON", PublicationType.CONFERENCE),
    ]


# A page of talks given, under a heading that says so and year headings.
TALKS = """Invited Talks

2023

Moreau, K. (2023) Tidal inlets seen from orbit. Paper presented at the 14th Conference on Coastal Radar.

Ortega, L. and K. Moreau (2023) Dunes in the wind. Talk at the Estuarine Shorelines Workshop, Porto.

2022

Moreau, K. and L. Ortega (2022) Salt marsh accretion rates. Symposium on Estuarine Shorelines, Vigo.
"""


def test_items_under_a_talks_heading_are_other_whatever_meeting_they_name():
    assert [(entry.title, entry.type) for entry in parse(TALKS).entries] == [
        ("Tidal inlets seen from orbit", PublicationType.OTHER),
        ("Dunes in the wind", PublicationType.OTHER),
        ("Salt marsh accretion rates", PublicationType.OTHER),
    ]


def test_a_talks_heading_in_other_words_types_its_items_as_other():
    for heading in ("Vorträge", "Papers Presented"):
        text = (
            f"{heading}\n\n"
            "Moreau, K. (2023) Tidal inlets seen from orbit. 14th Annual Conference on Coastal Radar.\n\n"
            "Ortega, L. (2022) Dunes in the wind. Estuarine Shorelines Symposium, Porto.\n"
        )
        assert [entry.type for entry in parse(text).entries] == [PublicationType.OTHER] * 2, heading


def test_a_talks_heading_sets_the_type_other_and_a_meeting_heading_keeps_its_own():
    assert apply_heading(Section(), "講演").type == PublicationType.OTHER
    assert apply_heading(Section(), "予稿なし発表").type == PublicationType.OTHER
    assert apply_heading(Section(), "Conference Talks").type == PublicationType.CONFERENCE
    # Printed conference papers stand under "Presentations" as often as talks do.
    assert apply_heading(Section(), "Selected Presentations").type is None


def test_a_venue_followed_by_its_editor_is_a_collected_volume_and_a_meeting_stays_a_conference():
    entries = parse(
        '1. K. Moreau, "Tidal inlets in old maps," The Atlas of Coastal Memory, ed. J. Ortega '
        "(Lisbon: Mar Press, 2012), pp. 11-29.\n\n"
        '2. K. Moreau, "Dunes in the wind," Proceedings of the 9th Symposium on Shorelines, '
        "ed. L. Ruiz (Porto: SP, 2013), pp. 3-9.\n\n"
        '3. K. Moreau, "Review of Tides, ed. J. Ortega," Coastal Letters 12 (2014): 5-6.\n'
    ).entries
    assert [entry.type for entry in entries] == [
        PublicationType.CHAPTER,
        PublicationType.CONFERENCE,
        PublicationType.JOURNAL,
    ]


def test_a_report_a_brief_or_a_blog_where_the_venue_stands_is_other_and_a_reports_journal_is_not():
    entries = parse(
        "Moreau K. Tidal inlets seen from orbit. Coastal Institute Technical Report. 2012.\n\n"
        "Ortega L. Dunes in the wind. Policy Brief. May 3, 2020.\n\n"
        "Moreau K, Ortega L. Salt marsh accretion rates. Blog. June 1, 2021.\n\n"
        "Ortega L, Moreau K. Drift of barrier islands. Coastal Reports. 2019;4(2):11-19.\n"
    ).entries
    assert [entry.type for entry in entries] == [
        PublicationType.OTHER,
        PublicationType.OTHER,
        PublicationType.OTHER,
        PublicationType.JOURNAL,
    ]
