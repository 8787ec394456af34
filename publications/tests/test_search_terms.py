"""Search words kept ready (``SearchTerm``): their matches, ranks and counts after every kind of
write, compared with a search run now, and the listing of such a word as the search would show it."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection
from django.http import QueryDict

from publications import derived
from publications.importing import revert_batch
from publications.importing.merge import merge_authors, merge_venues
from publications.models import (
    Author,
    Authorship,
    Publication,
    PublicationType,
    ScopedListingCount,
    SearchTerm,
    SearchTermMatch,
    Tag,
    Venue,
)
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.importing_helpers import import_text
from publications.tests.listing_helpers import (
    assert_derived_listing_data_is_exact,
    make_full_publications,
    stored_term_matches,
)
from publications.tests.test_views import SEARCH_QUERIES
from publications.web.facets import facet_counts, facet_counts_and_rows
from publications.web.filters import filtered_publications
from publications.web.stored_fragments import store_pickers

pytestmark = pytest.mark.django_db

KEPT = ["learning", "systems", "learn", "supercomputing", "lovelace", "grids"]


@pytest.fixture
def library():
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    hpdc = make_venue(short_name="HPDC", slug="hpdc", name="HPDC")
    people = [make_author(display_name=name) for name in ("Ada Lovelace", "Grace Hopper", "Alan Turing")]
    systems = Tag.objects.create(name="Systems", slug="systems")
    titles = [
        "Learning systems",
        "learning learning systems",
        "Relearning grids",
        "Machine learners",
        "Grids of learning machines",
        "Storage systems",
        "Unrelated things",
        "Systems that learn",
    ]
    papers = []
    for n, title in enumerate(titles):
        paper = make_publication(
            title=title,
            year=(2015, 2016, None)[n % 3],
            month=(None, 3, 7, None)[n % 4],
            venue=(sc, hpdc, None)[n % 3],
            type=(PublicationType.CONFERENCE, PublicationType.JOURNAL)[n % 2],
            authors=people[n % 3 : n % 3 + 2],
        )
        if n % 2:
            paper.tags.add(systems)
        papers.append(paper)
    make_publication(title="Learning dataset", authors=people[:1], artifact_of=papers[0])
    SearchTerm.objects.bulk_create([SearchTerm(term=term) for term in KEPT])
    return papers, people, (sc, hpdc), systems


def test_the_kept_words_hold_the_matches_ranks_and_counts_of_a_search(library):
    assert_derived_listing_data_is_exact()
    matches = stored_term_matches()
    # "Relearning" as a substring, "learners" and "learn" from the stem on.
    assert len(matches["learning"]) == 6
    assert matches["learning"][0][0] == library[0][1].pk  # the word twice ranks first
    assert len(matches["supercomputing"]) == 3  # the venue's name
    assert (
        ScopedListingCount.objects.get(scope="q", scope_key="learning", facet="total", key="").count
        == Publication.objects.listed().search("learning").count()
    )


def test_every_kind_of_write_keeps_the_kept_words_exact(library):
    papers, people, (sc, hpdc), systems = library
    writes = [
        lambda: Publication.objects.filter(pk=papers[6].pk).update(
            title="Learning at last", search_text="learning at last"
        ),
        lambda: Publication.objects.filter(pk=papers[0].pk).update(search_text="nothing to find"),
        lambda: Publication.objects.filter(pk=papers[1].pk).update(title="A new title sorts elsewhere"),
        lambda: Publication.objects.filter(pk__in=[papers[1].pk, papers[4].pk]).update(month=12),
        lambda: Publication.objects.filter(pk=papers[3].pk).update(
            year=2030, highlight=True, highlight_order=4
        ),
        lambda: Publication.objects.filter(pk=papers[2].pk).update(highlight_order=9),
        lambda: Publication.objects.filter(pk=papers[4].pk).update(venue=sc, type=PublicationType.THESIS),
        # Out of the listing and back, with its people and tags.
        lambda: Publication.objects.filter(pk=papers[5].pk).update(artifact_of=papers[1]),
        lambda: Publication.objects.filter(pk=papers[5].pk).update(artifact_of=None),
        lambda: Publication.objects.filter(title="Learning dataset").update(artifact_of=None),
        lambda: Authorship.objects.filter(publication=papers[4]).delete(),
        lambda: Authorship.objects.filter(author=people[1]).update(author=people[2]),
        lambda: Authorship.objects.bulk_create(
            [Authorship(publication=papers[7], author=people[0], position=9)]
        ),
        lambda: papers[7].tags.remove(systems),
        lambda: systems.publications.add(papers[0], papers[2]),
        lambda: Venue.objects.filter(pk=hpdc.pk).update(name="Learning venue"),
        lambda: derived.refresh_for_venues([hpdc.pk]),
        lambda: papers[2].delete(),
        lambda: make_publication(title="Learning again", authors=people[:2], venue=sc, year=None),
        lambda: Publication.objects.filter(venue=sc).update(venue=None),
    ]
    for write in writes:
        write()
        assert_derived_listing_data_is_exact()


def test_adding_removing_and_choosing_words_stores_and_drops_their_matches(library):
    SearchTerm.objects.filter(term="learning").delete()
    assert_derived_listing_data_is_exact()
    assert not SearchTermMatch.objects.filter(term="learning").exists()
    assert not ScopedListingCount.objects.filter(scope="q", scope_key="learning").exists()
    SearchTerm.objects.create(term="learning")
    SearchTerm.objects.filter(term="grids").update(term="machine")
    assert_derived_listing_data_is_exact()
    assert SearchTermMatch.objects.filter(term="machine").count() == 2
    # Words of at least 5% of the listed publications (and of 50): none in so small a library.
    assert derived.choose_frequent_terms() == 0
    assert not SearchTerm.objects.exists() and not SearchTermMatch.objects.exists()
    assert not ScopedListingCount.objects.filter(scope="q").exists()
    assert_derived_listing_data_is_exact()


def test_choosing_keeps_the_words_of_many_publications_and_not_stop_words():
    for n in range(100):
        make_publication(title=f"The learning of part {n}" if n % 2 else f"Learning systems {n}")
    assert derived.choose_frequent_terms() == 3
    assert set(SearchTerm.objects.values_list("term", flat=True)) == {"learning", "part", "systems"}
    assert_derived_listing_data_is_exact()


@pytest.mark.django_db(transaction=True)
def test_truncated_tables_have_the_kept_words_built_again():
    make_publication(title="Learning systems", authors=[make_author()])
    SearchTerm.objects.create(term="learning")
    with connection.cursor() as cursor:
        cursor.execute("TRUNCATE publications_searchterm")
    assert_derived_listing_data_is_exact()
    assert not SearchTermMatch.objects.exists()
    SearchTerm.objects.create(term="systems")
    with connection.cursor() as cursor:
        cursor.execute("TRUNCATE publications_publication_tags")
    assert_derived_listing_data_is_exact()
    assert SearchTermMatch.objects.count() == 1
    Publication.objects.all().delete()
    assert not SearchTermMatch.objects.exists()


def test_imports_their_undo_merges_and_commands_keep_the_kept_words_exact(library):
    _, people, (sc, hpdc), _ = library
    report = import_text(
        "Ada Lovelace, Charles Babbage. Learning engines of analysis. In SC, 2021.\n\n"
        "Grace Hopper. Compilers for learning systems. Journal of Systems, 2020.\n"
    )
    assert_derived_listing_data_is_exact()
    assert SearchTermMatch.objects.filter(term="lovelace").count() > 2
    revert_batch(report.batch)
    assert_derived_listing_data_is_exact()
    merge_authors(people[0], [people[1]])
    assert_derived_listing_data_is_exact()
    merge_venues(sc, [hpdc])
    assert_derived_listing_data_is_exact()
    call_command("refresh_derived_data", stdout=StringIO())
    assert_derived_listing_data_is_exact()
    Author.objects.filter(pk=people[2].pk).update(display_name="Alan Lovelace")
    derived.refresh_for_authors([people[2].pk])
    assert_derived_listing_data_is_exact()


@pytest.mark.parametrize("top", [1, 2, 10])
def test_a_kept_words_counts_and_pages_are_those_a_search_computes(library, top):
    for term in ["learning", "systems", "grids", "lovelace"]:
        queryset = filtered_publications(QueryDict(f"q={term}")).queryset
        for offset, limit in ((0, 100), (0, 2), (2, 2), (4, 3), (50, 10)):
            kept = facet_counts_and_rows(queryset, top, offset, limit, term=term)
            computed = facet_counts_and_rows(queryset, top, offset, limit)
            assert kept == computed
            assert kept[0] == facet_counts(queryset, top=top)


def test_a_kept_word_counts_a_person_named_twice_on_a_publication_once_as_every_stored_count(library):
    papers, people, _, _ = library
    Authorship.objects.create(publication=papers[4], author=people[2], position=9)
    queryset = filtered_publications(QueryDict("q=grids")).queryset
    kept, _ = facet_counts_and_rows(queryset, 10, 0, 100, term="grids")
    assert {row["label"]: row["count"] for row in kept.counts["author"]} == {
        person.display_name: Publication.objects.by_author(person).search("grids").count()
        for person in Author.objects.filter(authorships__publication__in=queryset.values("pk")).distinct()
    }


def test_a_word_not_kept_is_ranked_and_counted_in_the_same_statement(library, django_assert_num_queries):
    queryset = filtered_publications(QueryDict("q=machine")).queryset
    with django_assert_num_queries(1):
        counts, rows = facet_counts_and_rows(queryset, 10, 0, 100, term="machine")
    assert (counts, rows) == facet_counts_and_rows(queryset, 10, 0, 100)
    assert counts.total == 2


@pytest.mark.parametrize("count", [1, 30])
def test_a_kept_words_page_is_the_searchs_page_in_as_many_queries(client, django_assert_num_queries, count):
    make_full_publications(count)
    shown = {}
    for kept in (False, True):
        SearchTerm.objects.filter(term="scaling").delete()
        if kept:
            SearchTerm.objects.create(term="scaling")
        store_pickers()
        for query in ("q=scaling", "q=Scaling&per_page=7", "q=scaling&per_page=2&page=last"):
            cache.clear()
            if "last" in query:  # counted first, then read: more queries, kept or not
                response = client.get(f"/?{query}")
            else:
                with django_assert_num_queries(SEARCH_QUERIES):
                    response = client.get(f"/?{query}")
            shown[kept, query] = response.status_code, response.content
    for (_, query), page in shown.items():
        assert page == shown[False, query], query
    assert shown[True, "q=scaling"][0] == 200
