"""After a write commits, the main listing's facet counts and venue choices are ready for the next visitor."""

from __future__ import annotations

import pytest
from django.db import transaction

from publications import freshness
from publications.tests.factories import make_publication, make_venue
from publications.tests.listing_helpers import make_full_publications
from publications.tests.test_api import API_LIST_DB_STORED_QUERIES
from publications.tests.test_views import LIST_QUERIES
from publications.web import caching

pytestmark = pytest.mark.django_db


@pytest.fixture
def caching_on(settings):
    settings.PAGE_CACHE_SECONDS = 3600


@pytest.fixture
def announcements():
    received = []

    def receiver(**kwargs):
        received.append(kwargs["sender"])

    freshness.data_committed.connect(receiver)
    yield received
    freshness.data_committed.disconnect(receiver)


def test_after_a_committed_write_the_list_and_api_skip_the_facet_and_venue_queries(
    caching_on, client, django_capture_on_commit_callbacks, django_assert_num_queries
):
    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        make_full_publications(2)
        make_publication(title="Written just now", year=2031, venue=make_venue(short_name="NEW", slug="new"))
    # Left: the data version and the page's ids and years with their entries, which were stored
    # after the commit too (no rows, authorships, artifacts or tags to read for them), as were
    # the pickers.
    with django_assert_num_queries(LIST_QUERIES - 6):
        response = client.get("/")
    years = [(row["value"], row["count"]) for row in response.context["facets"]["year"]]
    assert years[0] == (2031, 1)
    assert '<option value="NEW">' in response.content.decode()
    # The API's entries were stored with them: its page of ids with their entries, no facets.
    with django_assert_num_queries(API_LIST_DB_STORED_QUERIES - 1):
        data = client.get("/api/publications/").json()
    assert data["count"] == 3
    assert [(row["value"], row["count"]) for row in data["facets"]["year"]] == years


def test_one_announcement_per_transaction_however_many_rows_it_wrote(
    announcements, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True), transaction.atomic():
        venue = make_venue()
        for number in range(3):
            make_publication(title=f"Paper {number}", venue=venue)
    assert len(announcements) == 1


def test_a_rolled_back_write_is_not_announced(announcements, django_capture_on_commit_callbacks):
    with (
        django_capture_on_commit_callbacks(execute=True) as callbacks,
        pytest.raises(RuntimeError),
        transaction.atomic(),
    ):
        make_publication(title="Never committed")
        raise RuntimeError("the import failed")
    assert callbacks == []
    assert announcements == []


@pytest.mark.django_db(transaction=True)
def test_autocommit_writes_are_not_announced_row_by_row(announcements):
    make_publication(title="Saved outside a transaction")
    assert announcements == []


def test_nothing_is_computed_when_caching_is_off(settings, django_assert_num_queries):
    settings.PAGE_CACHE_SECONDS = 0
    make_full_publications(1)
    with django_assert_num_queries(0):
        caching.warm_main_listing()
