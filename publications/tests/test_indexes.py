"""The hot queries of the public pages read indexes, not the whole publication table.

Ten thousand generated rows with fresh statistics are enough for PostgreSQL's planner to
prefer a sequential scan wherever no usable index exists, so a missing index shows here (with
fewer, reading a frequent tag's few hundred rows whole is cheaper than any index, and is chosen).
"""

from io import StringIO

import pytest
from django.core.management import call_command
from django.db import transaction
from django.db.models import Count
from django.http import QueryDict

from publications.management.commands.generate_demo_data import clear_demo_data
from publications.models import Author, Publication, Tag, Venue
from publications.web.filters import filtered_publications

ROWS = 10_000
SEQ_SCAN = "Seq Scan on publications_publication "


@pytest.fixture(scope="module")
def demo_database(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        call_command(
            "generate_demo_data", "--publications", str(ROWS), "--seed", "5", "--clear", stdout=StringIO()
        )
        yield
        with transaction.atomic():
            clear_demo_data()


def _busiest(queryset, relation: str):
    return queryset.annotate(n=Count(relation)).order_by("-n").first()


def _filter_queries() -> dict[str, str]:
    author = _busiest(Author.objects.members(), "authorships")
    venue = _busiest(Venue.objects.all(), "publications")
    tag = _busiest(Tag.objects.all(), "publications")
    return {
        "year": "year=2015",
        "type": "type=journal",
        "venue": f"venue={venue.slug}",
        "author": f"author={author.slug}",
        "tag": f"tag={tag.slug}",
        "highlight": "highlight=true",
        "status": "status=accepted",
        "year range": "year_min=2010&year_max=2012",
        "combined": f"year_min=2010&type=conference&venue={venue.slug}",
        "text search": "q=scalable+checkpointing",
        "no filter": "",
    }


@pytest.mark.django_db
def test_each_filtered_listing_reads_its_page_of_rows_through_an_index(demo_database):
    scanned = {}
    for name, query in _filter_queries().items():
        page = filtered_publications(QueryDict(query)).queryset[:100]
        plan = page.explain()
        if SEQ_SCAN in plan:
            scanned[name] = plan
    assert scanned == {}


@pytest.mark.django_db
def test_an_authors_page_and_a_lookup_by_title_key_use_indexes(demo_database):
    author = _busiest(Author.objects.members(), "authorships")
    stored = Publication.objects.order_by("id").first()

    by_author = Publication.objects.by_author(author).listed().in_display_order()[:100].explain()
    by_title = Publication.objects.filter(title_key__in=[stored.title_key, "nosuchtitle"]).explain()

    assert SEQ_SCAN not in by_author
    assert SEQ_SCAN not in by_title


@pytest.mark.django_db
def test_text_search_uses_both_the_word_index_and_the_substring_index(demo_database):
    plan = filtered_publications(QueryDict("q=scalable+checkpointing")).queryset[:100].explain()

    assert "publication_search_gin" in plan
    assert "publication_search_trgm" in plan
