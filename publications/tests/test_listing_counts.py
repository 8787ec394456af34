"""Listing counts kept by the database: right after every kind of write, and what reads them."""

from __future__ import annotations

import pytest
from django.db import connection, transaction
from django.db.models import Count
from django.db.models.functions import Lower
from django.http import QueryDict

from publications.importing.merge import merge_authors
from publications.models import (
    Author,
    Authorship,
    ListingCount,
    ListingValues,
    Publication,
    PublicationStatus,
    PublicationType,
    ScopedListingCount,
    Tag,
)
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.listing_helpers import (
    counted_listing,
    counted_scoped_listing,
    listing_values_now,
    stored_listing_counts,
    stored_listing_values,
    stored_scoped_listing,
)
from publications.web.facets import FacetScope, facet_counts
from publications.web.filters import filtered_publications

pytestmark = pytest.mark.django_db


@pytest.fixture
def library():
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    hpdc = make_venue(short_name="HPDC", slug="hpdc", name="HPDC")
    people = [make_author(display_name=f"Person Number{n}", is_member=n == 0) for n in range(6)]
    systems = Tag.objects.create(name="Systems", slug="systems")
    data = Tag.objects.create(name="Data", slug="data")
    papers = []
    for n in range(8):
        paper = make_publication(
            year=2015 + n % 3,
            venue=(sc, hpdc, None)[n % 3],
            type=(PublicationType.CONFERENCE, PublicationType.JOURNAL)[n % 2],
            authors=people[n % 4 : n % 4 + 3],
        )
        paper.tags.set([systems] if n % 2 else [systems, data])
        papers.append(paper)
    make_publication(title="A dataset", authors=people[:2], artifact_of=papers[0]).tags.add(data)
    return papers, people, (sc, hpdc), (systems, data)


def test_the_counts_are_those_of_the_stored_rows(library):
    assert stored_listing_counts() == counted_listing()
    assert stored_listing_counts()["total", ""] == 8


def writes_of_every_kind(library) -> list:
    papers, people, (sc, hpdc), (systems, data) = library
    return [
        lambda: Publication.objects.filter(pk=papers[1].pk).update(year=1999, venue=hpdc),
        lambda: Publication.objects.filter(pk__in=[p.pk for p in papers[:3]]).update(
            status=PublicationStatus.ACCEPTED, type=PublicationType.THESIS
        ),
        lambda: Publication.objects.filter(pk__in=[p.pk for p in papers[2:5]]).update(highlight=True),
        # Becoming an artifact takes a publication and its authorships and tags out of the listing.
        lambda: Publication.objects.filter(pk=papers[2].pk).update(artifact_of=papers[3]),
        lambda: Publication.objects.filter(pk=papers[2].pk).update(artifact_of=None),
        lambda: Publication.objects.filter(title="A dataset").update(artifact_of=None),
        lambda: Publication.objects.filter(pk=papers[4].pk).update(title="Only the title changes"),
        lambda: Authorship.objects.filter(publication=papers[5]).delete(),
        lambda: Authorship.objects.filter(author=people[1]).update(author=people[5]),
        lambda: Authorship.objects.filter(publication=papers[6], position=1).update(position=7),
        lambda: Authorship.objects.bulk_create(
            [Authorship(publication=papers[6], author=people[0], position=9)]
        ),
        # The same person twice on one paper: one publication of theirs, one shared with the others.
        lambda: Authorship.objects.bulk_create(
            [Authorship(publication=papers[6], author=people[2], position=10)]
        ),
        lambda: Authorship.objects.filter(publication=papers[6], position=1).delete(),
        lambda: papers[7].tags.remove(systems),
        lambda: systems.publications.add(papers[0], papers[7]),
        lambda: papers[3].delete(),
        lambda: Tag.objects.filter(pk=data.pk).delete(),
        lambda: Publication.objects.filter(venue=hpdc).update(venue=None),
        lambda: make_publication(authors=people[:3], venue=sc, year=None),
    ]


def test_every_kind_of_write_keeps_the_counts_right(library):
    for write in writes_of_every_kind(library):
        write()
        assert stored_listing_counts() == counted_listing()


def test_the_scoped_counts_are_those_of_the_stored_rows(library):
    assert stored_listing_values() == listing_values_now()
    assert stored_scoped_listing() == counted_scoped_listing()
    assert stored_scoped_listing()["tag", str(library[3][1].pk), "total", ""] == 4


def test_every_kind_of_write_keeps_the_listing_values_and_scoped_counts_right(library):
    for write in writes_of_every_kind(library):
        write()
        assert stored_listing_values() == listing_values_now()
        assert stored_scoped_listing() == counted_scoped_listing()


@pytest.mark.django_db(transaction=True)
def test_a_truncated_table_has_the_scoped_counts_built_again():
    tag = Tag.objects.create(name="Systems", slug="systems")
    make_publication(year=2020, authors=[make_author()]).tags.add(tag)
    with connection.cursor() as cursor:
        cursor.execute("TRUNCATE publications_publication_tags")
    assert stored_scoped_listing() == counted_scoped_listing()
    assert ("year", "2020", "total", "") in stored_scoped_listing()
    assert not any(scope == "tag" or facet == "tag" for scope, _, facet, _ in stored_scoped_listing())
    Publication.objects.all().delete()
    assert ScopedListingCount.objects.count() == 0 and ListingValues.objects.count() == 0


def test_a_publication_written_after_its_authorships_is_counted_with_them(library):
    _, people, _, _ = library
    with transaction.atomic(), connection.cursor() as cursor:
        # The foreign keys are checked at the commit: authorships may come first.
        cursor.execute(
            "INSERT INTO publications_authorship (publication_id, author_id, position, name_as_written,"
            " equal_contribution, corresponding) VALUES (987654, %s, 1, '', false, false)",
            [people[2].pk],
        )
        make_publication(pk=987654, year=2030)
    assert stored_listing_counts() == counted_listing()
    assert stored_scoped_listing() == counted_scoped_listing()
    assert (
        stored_listing_counts()["author", str(people[2].pk)]
        == Authorship.objects.filter(author=people[2], publication__artifact_of=None).count()
    )


def test_a_rolled_back_write_leaves_the_counts_as_they_were(library):
    before = stored_listing_counts(), stored_scoped_listing()
    with pytest.raises(RuntimeError), transaction.atomic():
        Publication.objects.update(year=1990)
        raise RuntimeError
    assert (stored_listing_counts(), stored_scoped_listing()) == before


def test_an_empty_database_has_no_counts(library):
    Publication.objects.all().delete()
    Author.objects.all().delete()
    assert ListingCount.objects.count() == 0


def test_the_whole_listing_reads_its_facets_from_the_counts_as_a_filter_would_count_them(library):
    papers = library[0]
    # Ties in every facet, and more people and tags than ``top`` keeps.
    Authorship.objects.filter(publication=papers[0]).delete()
    whole = filtered_publications(QueryDict()).queryset
    same_rows_counted = whole.filter(pk__gt=0)
    for top in (1, 2, 3, 10):
        assert facet_counts(whole, top=top) == facet_counts(same_rows_counted, top=top)


def test_the_author_picker_ranks_members_then_the_most_authorships(library):
    for n in range(5):
        make_author(display_name=f"Nobody Without{n}")
    expected = list(
        Author.objects.annotate(n=Count("authorships"))
        .order_by("-is_member", "-n", Lower("family_name"), "slug")
        .values_list("slug", "display_name")
    )
    for limit in (1, 2, 3, 6, 7, 11, 50):
        assert Author.objects.picker_choices(limit) == expected[:limit]


@pytest.mark.parametrize("query", ["year=2015", "type=journal", "venue=sc", "tag=data", "q=study"])
def test_a_filters_author_facet_is_the_first_top_of_counting_every_authorship(library, query):
    queryset = filtered_publications(QueryDict(query)).queryset
    counted = (
        Author.objects.filter(authorships__publication__in=queryset.values("pk"))
        .annotate(n=Count("authorships"))
        .order_by("-n", "-is_member", Lower("family_name"), "slug")
        .values_list("slug", "n")
    )
    # Ties at every place: the first ``top`` are chosen among them by the order, not left out.
    assert len({n for _, n in counted}) < len(counted)
    for top in (1, 2, 3, 4, 10):
        authors = facet_counts(queryset, top=top).counts["author"]
        assert [(row["value"], row["count"]) for row in authors] == list(counted[:top])


SCOPED_QUERIES = [
    "year=2015",
    "year_min=2016",
    "year_min=2015&year_max=2016",
    "year=2015&year_max=2016",
    "year=2015&year_min=2016",
    "type=journal",
    "type=journal&type=conference",
    "status=published",
    "venue=sc",
    "venue=SC&venue=hpdc",
    "venue=nowhere",
    "tag=data",
    "tag=nothing",
    "highlight=true",
    "highlight=false",
    "author=Person Number1",
    "author=person number0",
    "author=nobody",
]


@pytest.mark.parametrize("query", SCOPED_QUERIES)
def test_a_listing_of_one_filter_reads_the_facets_a_count_would_give(library, query):
    papers = library[0]
    Publication.objects.filter(pk__in=[papers[1].pk, papers[4].pk]).update(highlight=True)
    Authorship.objects.filter(publication=papers[0]).delete()
    filtered = filtered_publications(QueryDict(query))
    scope = filtered.facet_scope()
    assert scope is not None
    for top in (1, 2, 3, 10):
        assert facet_counts(filtered.queryset, top=top, scope=scope) == facet_counts(
            filtered.queryset, top=top
        )


@pytest.mark.parametrize(
    "query",
    ["", "year=2015&type=journal", "tag=data&tag=systems", "q=study", "author=a&author=b", "year=abc"],
)
def test_other_listings_are_counted(library, query):
    assert filtered_publications(QueryDict(query)).facet_scope() is None


def test_a_venue_page_reads_its_facets_and_counts_them_once_filtered(library):
    sc = library[2][0]
    venue_page = filtered_publications(QueryDict(), Publication.objects.in_venue(sc))
    scope = venue_page.facet_scope(page=FacetScope.of_values("venue", [sc.pk]))
    assert facet_counts(venue_page.queryset, top=3, scope=scope) == facet_counts(venue_page.queryset, top=3)
    assert facet_counts(venue_page.queryset, scope=scope).total == 3
    filtered = filtered_publications(QueryDict("year=2015"), Publication.objects.in_venue(sc))
    assert filtered.facet_scope(page=FacetScope.of_values("venue", [sc.pk])) is None


def test_a_person_page_reads_its_facets_and_counts_them_once_filtered(library):
    papers, people, _, _ = library
    # Named twice on one paper: still one publication of theirs.
    Authorship.objects.create(publication=papers[1], author=people[1], position=9)
    person = people[1]
    scope = FacetScope.of_values("author", [person.pk])
    person_page = filtered_publications(QueryDict(), Publication.objects.by_author(person))
    assert person_page.facet_scope(page=scope) == scope
    for top in (1, 2, 10):
        assert facet_counts(person_page.queryset, top=top, scope=scope).counts == {
            **facet_counts(person_page.queryset, top=top).counts,
            "author": [
                {"value": slug, "label": name, "is_member": member, "count": n}
                for slug, name, member, n in (
                    Author.objects.filter(authorships__publication__in=person_page.queryset.values("pk"))
                    .annotate(n=Count("authorships__publication", distinct=True))
                    .order_by("-n", "-is_member", Lower("family_name"), "slug")
                    .values_list("slug", "display_name", "is_member", "n")[:top]
                )
            ],
        }
    assert facet_counts(person_page.queryset, scope=scope).total == person_page.queryset.count() == 4
    filtered = filtered_publications(QueryDict("year=2015"), Publication.objects.by_author(person))
    assert filtered.facet_scope(page=scope) is None


def test_of_several_people_with_one_name_the_author_filter_and_its_counts_take_the_first(library):
    people = library[1]
    namesake = make_author(display_name="Person Number3")
    make_publication(year=2031, authors=[namesake])
    filtered = filtered_publications(QueryDict("author=person number3"))
    assert set(filtered.queryset) == set(Publication.objects.by_author(people[3]).listed())
    assert facet_counts(filtered.queryset, scope=filtered.facet_scope()) == facet_counts(filtered.queryset)


def test_of_two_people_with_one_name_the_first_made_is_taken_whatever_their_ids_read_as_text():
    # 9 comes before 10 as a number and after it as text.
    first = make_author(id=9, display_name="Lee Park")
    make_publication(year=2020, authors=[first])
    make_publication(year=2021, authors=[make_author(id=10, display_name="Lee Park")])
    filtered = filtered_publications(QueryDict("author=lee park"))
    assert [publication.year for publication in filtered.queryset] == [2020]
    counted = facet_counts(filtered.queryset)
    assert counted.total == 1
    assert facet_counts(filtered.queryset, scope=filtered.facet_scope()) == counted


def test_merging_two_people_on_one_paper_counts_it_once_for_the_person_and_their_coauthors(library):
    people = library[1]
    # people[1] and people[2] are both on papers 0, 1, 4 and 5: merged, each is one publication.
    merge_authors(people[1], [people[2]])
    assert stored_listing_values() == listing_values_now()
    assert stored_scoped_listing() == counted_scoped_listing()
    merged = people[1]
    assert stored_scoped_listing()["author", str(merged.pk), "total", ""] == (
        Publication.objects.by_author(merged).listed().count()
    )
    coauthors = [(person.slug, person.shared_count) for person in Author.objects.coauthors_of(merged)]
    frequent = Author.objects.most_frequent_coauthors_of(merged, 10)
    assert [(person.slug, person.shared_count) for person in frequent.people] == coauthors
    assert frequent.total == len(coauthors)
