"""The status of a work a list states: in preparation, under review, submitted, in its tail,
closing an undated line or as the heading above it."""

from __future__ import annotations

from publications.parsing import parse
from publications.parsing.fields import find_status
from publications.tests.parsing_helpers import only_entry
from publications.vocabulary import PublicationStatus as Status


def test_draft_phrases_in_every_language_the_parser_knows_read_as_in_preparation():
    for phrase in (
        "in preparation",
        "In progress",
        "work in progress",
        "draft available",
        "in prep.",
        "en préparation",
        "in Vorbereitung",
        "en preparación",
        "em preparação",
        "in preparazione",
    ):
        assert find_status(f"Title of a paper, {phrase}") == Status.IN_PREPARATION, phrase


def test_under_review_and_revise_and_resubmit_read_as_under_review_and_submitted_stays_submitted():
    assert find_status("Journal of Tides, under review") == Status.UNDER_REVIEW
    assert find_status("(in review)") == Status.UNDER_REVIEW
    assert find_status("R&R at Journal of Tides") == Status.UNDER_REVIEW
    assert find_status("Revise & Resubmit, Journal of Tides") == Status.UNDER_REVIEW
    assert find_status("submitted to Journal of Tides") == Status.SUBMITTED
    assert find_status("eingereicht bei Zeitschrift für Gezeiten") == Status.SUBMITTED


def test_a_paper_soon_to_be_submitted_is_still_in_preparation():
    assert find_status("Tide gauges of the north, soon to be submitted to Ocean Letters") is None
    assert find_status("in preparation, to be submitted to Ocean Letters") == Status.IN_PREPARATION


def test_a_citation_closing_with_in_preparation_keeps_its_title_and_is_in_preparation():
    entry = only_entry(
        "K. Moreau, L. Ortega and P. Winter, Slow drift of coastal sandbars, in preparation (2025)."
    )
    assert entry.title == "Slow drift of coastal sandbars"
    assert entry.status == Status.IN_PREPARATION
    assert entry.year == 2025
    assert entry.to_dict()["status"] == "in preparation"


def test_quoted_titles_with_co_authors_then_a_status_are_under_review_or_in_preparation():
    text = (
        "“Harbour Tolls and Coastal Trade in the Baltic.” with Anna Lindqvist Under review\n"
        "“Ferry Routes and the Growth of Island Towns.” with Jonas Berg Drafting\n"
        "“Lighthouse Keepers and Their Families in the North.” with Anna Lindqvist Draft available\n"
    )
    entries = parse(text).entries
    assert [entry.title for entry in entries] == [
        "Harbour Tolls and Coastal Trade in the Baltic",
        "Ferry Routes and the Growth of Island Towns",
        "Lighthouse Keepers and Their Families in the North",
    ]
    drafts = [Status.IN_PREPARATION, Status.IN_PREPARATION]
    assert [entry.status for entry in entries] == [Status.UNDER_REVIEW, *drafts]
    assert not any(entry.venue for entry in entries)


def test_every_item_under_an_in_preparation_heading_is_in_preparation_unless_it_says_otherwise():
    text = (
        "In preparation\n"
        "1. M. Okafor and T. Lund, Sediment transport in braided rivers, 2025.\n"
        "2. M. Okafor and R. Sato, Ice cover and river bed erosion, submitted, 2025.\n"
    )
    entries = parse(text).entries
    assert [entry.status for entry in entries] == [Status.IN_PREPARATION, Status.SUBMITTED]


def test_a_heading_that_says_more_than_a_status_gives_none():
    text = (
        "Papers in preparation and published\n1. M. Okafor and T. Lund, Sediment transport in rivers, 2025.\n"
    )
    assert [entry.status for entry in parse(text).entries] == [Status.PUBLISHED]
