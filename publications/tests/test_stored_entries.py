"""Stored visitor entries: emptied by every kind of write, filled again after it commits, read with
the page's rows, and always the HTML the entry templates render now.

Visitors are anonymous clients with the page cache on, as in production, and every cache is
cleared before each page they read, so what they get comes from the stored entries (or the
templates, for those missing). The admin is another client, logged in.
"""

from __future__ import annotations

import io
import json
import shutil

import pytest
from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection
from django.template import Context, engines
from django.template.loader import render_to_string
from django.test import Client
from django.test.utils import CaptureQueriesContext

from publications import freshness
from publications.models import Author, Publication, SearchTerm, Venue
from publications.tests.factories import make_publication, make_venue
from publications.tests.importing_helpers import import_text
from publications.tests.listing_helpers import make_full_publications, use_site_template
from publications.tests.test_admin_writes import post_action, post_change
from publications.tests.test_views import LIST_QUERIES, SEARCH_QUERIES
from publications.web import api, feeds, rendering, stored_entries, stored_fragments
from publications.web.caching import version_key
from publications.web.models import StoredEntry, StoredFragment
from publications.web.route_urls import EntryUrls

# Writes commit for real, so what a commit sets off (filling the stored entries) runs as in production.
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def page_cache_on(settings):
    settings.PAGE_CACHE_SECONDS = 3600


@pytest.fixture
def entries(site):
    """The written site's two papers and a third by Ada alone, every entry and the pickers stored."""
    paper, grace, ada, venue = site
    other = Publication.objects.get(title="Engines of analysis")
    alone = make_publication(title="Looms of the future", authors=[ada], year=2021)
    rendering.fill_stored_entries()
    stored_fragments.store_pickers()
    assert stored() == set(listed_ids())
    return paper, other, alone, grace, ada, venue


def listed_ids() -> list[int]:
    return list(Publication.objects.listed().values_list("pk", flat=True))


def stored() -> set[int]:
    """The publications with an entry under the current key."""
    key = stored_entries.current_key()
    return set(StoredEntry.objects.filter(key=key).values_list("pk", flat=True))


def rendered_now(pk: int) -> str:
    """The entry as the entry templates render it now, for a visitor, from the rows as they are."""
    publication = Publication.objects.with_listing_relations().get(pk=pk)
    return render_to_string(
        "includes/publication_entry.html", {"publication": publication, "user": AnonymousUser()}
    )


def page(client: Client, url: str = "/") -> str:
    """What a visitor gets with every cache empty."""
    cache.clear()
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def feed_item_now(pk: int) -> dict:
    """The feed item as it is made now from the rows as they are (as JSON reads it back)."""
    row = Publication.objects.with_credited_relations().get(pk=pk)
    return json.loads(json.dumps(feeds.feed_item_values(row)))


def api_entry_now(pk: int) -> dict:
    """The API entry, with the site's paths, as it is made now from the rows as they are."""
    row = Publication.objects.with_credited_relations().get(pk=pk)
    return api.publication_data(row, EntryUrls())


FEEDS_AND_API = ("/feeds/rss/", "/feeds/atom/", "/api/publications/")


def assert_right(client: Client, *urls: str) -> None:
    """Every entry is stored, holds what the templates render now (and the feed item and API
    entry made now), and is what the pages serve; the feeds and the API serve what they would
    build with nothing stored."""
    assert stored() == set(listed_ids())
    for entry in StoredEntry.objects.all():
        assert entry.html == rendered_now(entry.pk)
        assert json.loads(entry.feed_item) == feed_item_now(entry.pk)
        assert json.loads(entry.api_entry) == api_entry_now(entry.pk)
    for url in urls or ("/",):
        served = page(client, url)
        for entry in StoredEntry.objects.all():
            if f'id="publication-{entry.pk}"' in served:
                assert entry.html in served
    served = {url: page(client, url) for url in FEEDS_AND_API}
    StoredEntry.objects.update(key="under no key")
    assert {url: page(client, url) for url in FEEDS_AND_API} == served
    rendering.fill_stored_entries()
    assert stored_pickers() == stored_fragments.made_pickers()
    assert_pickers_served(client)


def stored_pickers() -> dict[str, str]:
    """The filter form's pickers stored under the current data version and release."""
    key = stored_fragments.fragment_key(version_key(freshness.current()))
    return dict(StoredFragment.objects.filter(key=key).values_list("name", "html"))


def assert_pickers_served(client: Client) -> None:
    """The list page offers the pickers made from the data now, stored or not."""
    made = stored_fragments.made_pickers()
    served = page(client)
    assert f'<datalist id="venue-choices">{made[stored_fragments.VENUE_OPTIONS]}</datalist>' in served
    assert f'<datalist id="author-choices">{made[stored_fragments.AUTHOR_OPTIONS]}</datalist>' in served


def test_a_listing_page_is_its_stored_entries_character_for_character(visitor, entries):
    paper, *_ = entries
    served = page(visitor)
    entry = StoredEntry.objects.get(pk=paper.pk)
    assert entry.html == rendered_now(paper.pk)
    assert entry.html in served
    StoredEntry.objects.all().delete()
    assert page(visitor) == served  # rendered by the templates when nothing is stored


def test_a_retitle_in_the_admin_change_form(admin_client, visitor, entries):
    paper, _other, *_ = entries
    post_change(admin_client, paper, title="Interpreters for nobody")
    assert "Interpreters for nobody" in page(visitor)
    assert "Compilers for everyone" not in page(visitor)
    for url in FEEDS_AND_API:
        assert "Interpreters for nobody" in page(visitor, url)
        assert "Compilers for everyone" not in page(visitor, url)
    assert_right(visitor, "/", "/venues/sc/", "/authors/grace-hopper/")


def test_a_write_deletes_only_the_entries_it_touches(entries):
    paper, other, alone, *_ = entries
    Publication.objects.filter(pk=paper.pk).update(title="Retitled")
    assert stored() == {other.pk, alone.pk}


@pytest.mark.parametrize(
    "changes",
    [{"display_name": "Grace Brewster Hopper"}, {"slug": "grace-b-hopper"}, {"is_member": True}],
    ids=["name", "slug", "member"],
)
def test_an_author_edit_in_the_admin(admin_client, visitor, entries, changes):
    _paper, _other, _alone, grace, *_ = entries
    before = page(visitor)
    post_change(admin_client, grace, **changes)
    after = page(visitor)
    assert after != before
    if "display_name" in changes:
        assert "Grace Brewster Hopper" in after
    if "slug" in changes:
        assert 'href="/authors/grace-b-hopper/"' in after
    if "is_member" in changes:
        assert '<strong class="author author--member"><a href="/authors/grace-hopper/">' in after
    assert_right(visitor, "/", f"/authors/{Author.objects.get(pk=grace.pk).slug}/")


@pytest.mark.parametrize("changes", [{"name": "The Supercomputing Conference"}, {"short_name": "SCC"}])
def test_a_venue_edit_in_the_admin(admin_client, visitor, entries, changes):
    *_, venue = entries
    post_change(admin_client, venue, **changes)
    served = page(visitor)
    assert next(iter(changes.values())) in served
    assert_right(visitor, "/", "/venues/sc/")


def test_an_inline_authorship_change(admin_client, visitor, entries):
    paper, *_, ada, _venue = entries
    post_change(admin_client, paper, **{"authorships-0": {"author": ada.pk, "equal_contribution": True}})
    served = page(visitor)
    assert 'title="Equal contribution"' in served
    assert ">Grace Hopper</a>" not in served
    assert_right(visitor)


@pytest.mark.parametrize(("model", "action"), [(Publication, "mark_highlighted"), (Author, "mark_members")])
def test_a_bulk_action(admin_client, visitor, entries, model, action):
    paper, other, _alone, grace, ada, _venue = entries
    chosen = [paper, other] if model is Publication else [grace, ada]
    post_action(admin_client, model, action, chosen)
    served = page(visitor)
    assert ("pub--highlight" in served) if model is Publication else ("author--member" in served)
    assert_right(visitor)


def test_an_import_and_its_undo(admin_client, visitor, entries):
    report = import_text("Grace Hopper. Kernels without borders. In Proc. SC, 2024.\n")
    assert "Kernels without borders" in page(visitor)
    assert_right(visitor)
    assert admin_client.post(f"/admin/publications/importbatch/{report.batch.pk}/undo/").status_code == 302
    assert "Kernels without borders" not in page(visitor)
    assert_right(visitor)


@pytest.mark.parametrize("model", [Author, Venue])
def test_a_merge(admin_client, visitor, entries, model):
    _paper, _other, alone, grace, ada, venue = entries
    if model is Author:
        kept, merged, action = ada, grace, "merge_authors"
    else:
        kept, action = venue, "merge_venues"
        merged = make_venue(short_name="HPDC", slug="hpdc", name="High Performance Distributed Computing")
        Publication.objects.filter(pk=alone.pk).update(venue=merged)
        rendering.fill_stored_entries()
    post_action(admin_client, model, action, [kept, merged], post="yes", target=kept.pk)
    served = page(visitor)
    assert ("Grace Hopper" not in served) if model is Author else ("HPDC" not in served)
    assert_right(visitor)


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE publications_publication SET title = 'Raw title' WHERE title = 'Compilers for everyone'",
        "UPDATE publications_author SET display_name = 'Raw Name' WHERE slug = 'grace-hopper'",
        "UPDATE publications_venue SET short_name = 'RAW' WHERE slug = 'sc'",
        "UPDATE publications_authorship SET corresponding = true",
        "DELETE FROM publications_authorship WHERE position = 1 AND author_id IN "
        "(SELECT id FROM publications_author WHERE slug = 'ada-lovelace')",
    ],
    ids=["publication", "author", "venue", "authorship", "authorship-delete"],
)
def test_a_raw_sql_write(visitor, entries, sql):
    with connection.cursor() as cursor:
        cursor.execute(sql)
    assert stored() != set(listed_ids())  # the trigger deleted the entries it touched
    assert_right_after_filling(visitor)


def assert_right_after_filling(client: Client) -> None:
    # No transaction, so no announcement: the page renders the missing entries, then they are filled.
    served = page(client)
    for pk in set(listed_ids()) - stored():
        assert rendered_now(pk) in served
    assert stored_pickers() == {}  # none stored at the version the write reached
    assert_pickers_served(client)
    rendering.fill_stored_entries()
    stored_fragments.store_pickers()
    assert page(client) == served
    assert_right(client)


def test_a_dataset_link_on_its_paper_follows_the_dataset(visitor, entries):
    paper, *_ = entries
    dataset = make_publication(
        title="Data", type="dataset", artifact_of=paper, url="https://zenodo.org/records/1"
    )
    assert paper.pk not in stored()
    rendering.fill_stored_entries()
    assert 'href="https://zenodo.org/records/1"' in StoredEntry.objects.get(pk=paper.pk).html
    Publication.objects.filter(pk=dataset.pk).update(url="https://zenodo.org/records/2")
    assert paper.pk not in stored()
    assert_right_after_filling(visitor)
    assert 'href="https://zenodo.org/records/2"' in page(visitor)


def test_deleting_a_publication_deletes_its_entry(visitor, entries):
    paper, *_ = entries
    with connection.cursor() as cursor:
        cursor.execute("DELETE FROM publications_authorship WHERE publication_id = %s", [paper.pk])
        cursor.execute("DELETE FROM publications_publication WHERE id = %s", [paper.pk])
    assert not StoredEntry.objects.filter(pk=paper.pk).exists()
    assert "Compilers for everyone" not in page(visitor)


def test_refreshing_derived_data_or_reordering_highlights_keeps_the_entries(entries):
    Publication.objects.update(
        search_text="refolded", title_key="rekeyed", highlight_order=7, citation="re-cited", citation_key="k"
    )
    Author.objects.update(display_name_locked=True)
    assert stored() == set(listed_ids())


def test_other_citation_styles_make_every_entry_count_as_missing(visitor, entries, settings):
    paper, *_ = entries
    key = stored_entries.current_key()
    settings.CITATION_STYLES = ["nature"]
    assert stored_entries.current_key() != key
    assert stored() == set()
    served = page(visitor)
    assert "?style=nature#cite-heading" in served
    assert rendered_now(paper.pk) in served
    rendering.fill_stored_entries()
    assert_right(visitor)


def test_a_site_template_makes_every_entry_count_as_missing(visitor, entries, settings, tmp_path):
    key = stored_entries.current_key()
    use_site_template(
        settings,
        tmp_path,
        "includes/venue_line.html",
        '<span class="lab-venue">{{ publication.year }}</span>',
    )
    assert stored_entries.current_key() != key
    served = page(visitor)
    assert served.count('<span class="lab-venue">') == 3
    rendering.fill_stored_entries()
    assert_right(visitor)


def test_the_same_templates_in_another_folder_keep_the_stored_entries(visitor, entries, settings, tmp_path):
    """A release installed at another path (a container, a new checkout) serves what is stored."""
    key = stored_entries.current_key()
    shipped = settings.TEMPLATES[0]["DIRS"][0]
    shutil.copytree(shipped, tmp_path / "templates")
    engine = settings.TEMPLATES[0]
    settings.TEMPLATES = [{**engine, "DIRS": [tmp_path / "templates"]}]
    assert (
        engines["django"]
        .engine.get_template(stored_entries.ENTRY_TEMPLATE)
        .origin.name.startswith(str(tmp_path))
    )
    assert stored_entries.current_key() == key
    assert_right(visitor)


def test_a_staff_page_renders_its_entries_with_edit_links(admin_client, entries):
    cache.clear()
    served = admin_client.get("/").content.decode()
    assert served.count('class="edit-link"') == 3


def test_the_fill_stores_exactly_the_missing_and_stale_entries_in_a_bounded_number_of_queries(entries):
    paper, other, alone, *_, venue = entries
    make_full_publications(5, venue=venue)
    StoredEntry.objects.filter(pk=other.pk).update(key="from another release", html="old")
    kept = StoredEntry.objects.get(pk=alone.pk)
    missing = set(listed_ids()) - {paper.pk, alone.pk}
    assert len(missing) == 6
    queries = {}
    for batch in (2, 200):
        StoredEntry.objects.filter(pk__in=missing - {other.pk}).delete()
        StoredEntry.objects.filter(pk=other.pk).update(key="from another release", html="old")
        output = io.StringIO()
        with CaptureQueriesContext(connection) as captured:
            call_command("fill_stored_entries", batch=batch, stdout=output)
        queries[batch] = len(captured)
        assert output.getvalue() == "Stored entries: 6 stored of 6 missing or out of date.\n"
        assert stored() == set(listed_ids())
        assert StoredEntry.objects.get(pk=alone.pk).html == kept.html
        for entry in StoredEntry.objects.all():
            assert entry.html == rendered_now(entry.pk)
    # The count of the missing; six a batch (the data version, the rows, their authorships,
    # artifacts and tags, the insert); then the version and the read that finds none left; then
    # the pickers (the data version, the venues, the people, the insert).
    assert queries == {200: 1 + 6 + 2 + 4, 2: 1 + 3 * 6 + 2 + 4}


def test_rows_read_before_a_write_committed_are_not_stored(entries):
    paper, *_ = entries
    StoredEntry.objects.all().delete()
    version = freshness.current()
    rows = list(Publication.objects.with_listing_relations().filter(pk=paper.pk))
    Publication.objects.filter(pk=paper.pk).update(title="Written meanwhile")
    assert not stored_entries.store(rendering.visitor_entries(rows), stored_entries.current_key(), version)
    assert stored() == set()


def test_a_page_of_stored_entries_reads_no_rows_or_relations(client, django_assert_num_queries):
    make_full_publications(5)
    rendering.fill_stored_entries()
    stored_fragments.store_pickers()
    # The page's ids with their stored entries instead of the rows, authorships, artifacts and tags.
    with django_assert_num_queries(LIST_QUERIES - 4):
        served = client.get("/").content.decode()
    assert served.count('<li class="pub') == 5


@pytest.mark.parametrize("kept", [False, True])
def test_a_search_page_of_stored_entries_reads_them_with_its_ranked_rows(
    client, django_assert_num_queries, kept
):
    make_full_publications(5)
    if kept:
        SearchTerm.objects.create(term="scaling")
    rendering.fill_stored_entries()
    stored_fragments.store_pickers()
    # The facets' pass gives the page's ids with their stored entries: no rows, relations or entries more.
    with django_assert_num_queries(SEARCH_QUERIES - 4):
        served = client.get("/?q=scaling").content.decode()
    assert served.count('<li class="pub') == 5
    paper = Publication.objects.listed().order_by("pk").first()
    assert rendered_now(paper.pk) in served


def test_a_page_of_rows_from_the_cache_finds_its_stored_entries_with_them(
    client, entries, django_assert_num_queries
):
    paper, *_ = entries
    client.get("/")  # the page's rows are cached now, with their stored entries
    # The same rows under another address: the data version only, as before entries were stored.
    with django_assert_num_queries(1):
        served = client.get("/?per_page=100").content.decode()
    assert rendered_now(paper.pk) in served


def test_rows_cached_with_their_stored_entries_are_not_read_under_another_entries_key(
    client, entries, settings
):
    paper, *_ = entries
    client.get("/")  # the page's rows are cached now, with their entries under the current key
    settings.SITE_TAGLINE = "Another tagline"  # part of the key: none is stored under the new one
    with CaptureQueriesContext(connection) as captured:
        served = client.get("/?per_page=100").content.decode()
    assert any(Publication._meta.db_table in query["sql"] for query in captured.captured_queries)
    assert rendered_now(paper.pk) in served


def test_rows_without_their_stored_entries_read_them_with_the_whole_rows(entries, django_assert_num_queries):
    rows = list(Publication.objects.listed().only("pk", "year", "type").in_display_order())
    template = engines["django"].engine.from_string(
        "{% load publication_tags %}{% publication_entries publications %}"
    )
    # The data version (for the fragments), then the rows whole with their stored entries:
    # no authorships, artifacts or tags.
    with django_assert_num_queries(2):
        html = template.render(Context({"publications": rows, "user": AnonymousUser()}))
    assert html == "".join(rendered_now(row.pk) for row in rows)


@pytest.mark.parametrize(
    ("command", "options"), [("load_samples", {}), ("generate_demo_data", {"publications": 40, "seed": 1})]
)
def test_the_commands_that_fill_a_site_end_with_every_entry_stored(command, options):
    call_command(command, stdout=io.StringIO(), **options)
    assert len(listed_ids()) >= 40
    assert stored() == set(listed_ids())
    for entry in StoredEntry.objects.all()[:20]:
        assert entry.html == rendered_now(entry.pk)
    assert stored_pickers() == stored_fragments.made_pickers()


def test_a_write_that_announces_nothing_leaves_no_stale_pickers_and_the_fill_stores_them(visitor, entries):
    *_, venue = entries
    Venue.objects.filter(pk=venue.pk).update(name="Renamed outside a transaction")
    assert stored_pickers() == {}
    assert "Renamed outside a transaction" in page(visitor)
    assert_pickers_served(visitor)
    call_command("fill_stored_entries", stdout=io.StringIO())
    assert "Renamed outside a transaction" in stored_pickers()[stored_fragments.VENUE_OPTIONS]
    assert_pickers_served(visitor)


def test_the_missing_are_the_listed_publications_without_an_entry_under_the_key_in_display_order(entries):
    paper, other, alone, *_ = entries
    # The paper's entry links its new artifact: it is missing too.
    artifact = make_publication(title="Loom traces", year=2025, artifact_of=alone)
    newer = make_publication(title="Looms, revisited", year=2030)
    StoredEntry.objects.filter(pk=newer.pk).delete()
    StoredEntry.objects.filter(pk=other.pk).update(key="from another release")
    StoredEntry.objects.filter(pk=paper.pk).delete()
    key = stored_entries.current_key()

    lacking = [paper.pk, other.pk, alone.pk, newer.pk]
    expected = list(Publication.objects.listed().filter(pk__in=lacking).in_display_order())
    assert list(stored_entries.missing(key)) == expected
    assert artifact.pk not in {row.pk for row in stored_entries.missing("another key")}
    rendering.fill_stored_entries()
    assert list(stored_entries.missing(key)) == []


def test_the_check_for_missing_entries_reads_the_stored_keys_off_their_index(entries):
    with connection.cursor() as cursor:
        # A handful of rows: make PostgreSQL show what it does when reading whole tables is costly.
        cursor.execute("SET enable_seqscan = off")
        try:
            plan = stored_entries.missing(stored_entries.current_key())[:200].explain()
        finally:
            cursor.execute("RESET enable_seqscan")
    assert "Index Only Scan using storedentry_key" in plan, plan
