"""Facet counts: one statement that counts the matches and how they spread, for every kind of filter."""

from __future__ import annotations

import pytest
from django.http import QueryDict

from publications.models import PublicationStatus, PublicationType, Tag
from publications.tests.factories import make_author, make_publication, make_venue
from publications.web.facets import facet_counts
from publications.web.filters import filtered_publications


@pytest.fixture
def library(db):
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    hpdc = make_venue(short_name="HPDC", slug="hpdc", name="High-Performance Distributed Computing")
    unnamed = make_venue(short_name="", slug="unnamed", name="A venue without an acronym")
    zhang = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    foster = make_author(display_name="Ian Foster", slug="ian-foster")
    katz = make_author(display_name="Daniel Katz", slug="daniel-katz")
    systems = Tag.objects.create(name="Systems", slug="systems")
    paper = make_publication(title="Scalable checkpointing", year=2023, venue=sc, authors=[zhang, foster])
    paper.tags.add(systems)
    make_publication(title="Scalable storage", year=2023, venue=sc, authors=[foster, katz])
    make_publication(title="Workflows", year=2021, venue=hpdc, authors=[zhang], type=PublicationType.JOURNAL)
    make_publication(title="Undated note", year=None, venue=unnamed, status=PublicationStatus.SUBMITTED)
    # An artifact is listed on its paper, never counted as a publication of its own.
    make_publication(title="Checkpointing dataset", year=2023, venue=sc, authors=[zhang], artifact_of=paper)
    return {"zhang": zhang, "foster": foster}


@pytest.mark.parametrize(
    "query",
    [
        "",
        "year=2023",
        "type=journal",
        "venue=SC",
        "author=ian-foster",
        "tag=systems",
        "status=submitted",
        "q=scalable",
        "author=zhao-zhang&year_min=2022",
        "highlight=true",
    ],
)
def test_the_total_is_the_number_of_publications_the_filter_lists(library, query):
    queryset = filtered_publications(QueryDict(query)).queryset
    assert facet_counts(queryset).total == queryset.count()


def test_every_facet_counts_the_listed_publications(library):
    counts = facet_counts(filtered_publications(QueryDict()).queryset).counts
    assert [(row["value"], row["count"]) for row in counts["year"]] == [(2023, 2), (2021, 1)]
    assert [(row["value"], row["label"], row["count"]) for row in counts["venue"]] == [
        ("sc", "SC", 2),
        ("unnamed", "A venue without an acronym", 1),
        ("hpdc", "HPDC", 1),
    ]
    assert counts["venue"][0]["title"] == "Supercomputing"
    assert [(row["value"], row["count"]) for row in counts["type"]] == [("conference", 3), ("journal", 1)]
    assert [(row["label"], row["count"]) for row in counts["status"]] == [("Published", 3), ("Submitted", 1)]
    # Ties: members first, then family name.
    assert [(row["value"], row["count"], row["is_member"]) for row in counts["author"]] == [
        ("zhao-zhang", 2, True),
        ("ian-foster", 2, False),
        ("daniel-katz", 1, False),
    ]
    assert [(row["value"], row["count"]) for row in counts["tag"]] == [("systems", 1)]


def test_top_keeps_the_most_frequent_values(library):
    counts = facet_counts(filtered_publications(QueryDict()).queryset, top=1).counts
    assert [row["value"] for row in counts["venue"]] == ["sc"]
    assert [row["value"] for row in counts["author"]] == ["zhao-zhang"]
    assert len(counts["year"]) == 2


def test_an_invalid_filter_counts_nothing_without_a_query(library, django_assert_num_queries):
    queryset = filtered_publications(QueryDict("year=abc")).queryset
    with django_assert_num_queries(0):
        facets = facet_counts(queryset)
    assert facets.total == 0
    assert all(rows == [] for rows in facets.counts.values())


def test_all_facets_take_one_query(library, django_assert_num_queries):
    queryset = filtered_publications(QueryDict("q=scalable&author=ian-foster")).queryset
    with django_assert_num_queries(1):
        facets = facet_counts(queryset)
    assert facets.total == 2
