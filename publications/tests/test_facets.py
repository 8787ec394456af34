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


def author_facet(response) -> list[tuple[str, int]]:
    return [(row["value"], row["count"]) for row in response.context["facets"]["author"]]


def test_a_combined_filter_ranks_its_people_with_ties_at_the_cut_and_counts_again_after_a_write(db, client):
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    hpdc = make_venue(short_name="HPDC", slug="hpdc")
    member = make_author(display_name="Mei Zhou", slug="mei-zhou", is_member=True)
    frequent = make_author(display_name="Anna Quist", slug="anna-quist")
    # Twenty-five people with one matching paper each, made in the reverse of their names' order: the
    # tenth place shown and the twentieth kept are ties among them.
    singles = [make_author(display_name=f"Ola Single{n:02d}", slug=f"ola-single{n:02d}") for n in range(25)]
    singles.reverse()
    outsider = make_author(display_name="Rui Outside", slug="rui-outside")
    for n in range(3):
        make_publication(title=f"Matching {n}", year=2020, venue=sc, authors=[frequent, outsider])
    for n, person in enumerate(singles):
        make_publication(title=f"Single {n}", year=2021, venue=sc, authors=[person])
    singles.reverse()
    make_publication(title="Shared", year=2022, venue=sc, authors=[member, frequent])
    # Not selected (another venue, too old, a journal), however many papers these people have there.
    for n in range(4):
        make_publication(title=f"Elsewhere {n}", year=2020, venue=hpdc, authors=[outsider, member])
        make_publication(title=f"Too old {n}", year=2010, venue=sc, authors=[outsider])
        make_publication(
            title=f"Journal {n}", year=2020, venue=sc, type=PublicationType.JOURNAL, authors=[outsider]
        )
    url = "/?year_min=2015&type=conference&venue=sc"

    response = client.get(url)

    assert response.context["facets"]["author"] and response.context["paginator"].count == 29
    # Most papers first; among equals members first, then by family name: the first ten.
    expected = [("anna-quist", 4), ("rui-outside", 3), ("mei-zhou", 1)]
    expected += [(person.slug, 1) for person in singles[:7]]
    assert author_facet(response) == expected

    # A write moves the counts: the next request counts them again.
    make_publication(title="Another shared", year=2023, venue=sc, authors=[member, singles[24]])
    response = client.get(url)
    expected = [("anna-quist", 4), ("rui-outside", 3), ("mei-zhou", 2), ("ola-single24", 2)]
    expected += [(person.slug, 1) for person in singles[:6]]
    assert author_facet(response) == expected
    assert [(row["value"], row["count"]) for row in response.context["facets"]["year"]] == [
        (2023, 1),
        (2022, 1),
        (2021, 25),
        (2020, 3),
    ]
