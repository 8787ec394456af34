"""The JSON API: the pages' filters, a stable envelope, facets, pagination and bad input."""

from __future__ import annotations

import json

import pytest
from django.test.utils import override_script_prefix

from publications.models import Author, Publication
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.listing_helpers import make_full_publications
from publications.tests.test_rendering import varied_publications
from publications.web import rendering
from publications.web.models import StoredEntry

pytestmark = pytest.mark.django_db


def test_publication_list_has_the_envelope_results_and_facets(client):
    make_full_publications(3)
    response = client.get("/api/publications/?venue=SC")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    data = response.json()
    assert set(data) == {"count", "next", "previous", "results", "facets"}
    assert data["count"] == 3 and data["next"] is None and data["previous"] is None
    first = data["results"][0]
    assert first["title"] == "Scaling study number 0"
    assert first["url"] == f"http://testserver/publications/{first['id']}/"
    assert [a["name"] for a in first["authors"]][1] == "Zhao Zhang"
    assert first["authors"][1]["is_member"] is True
    assert first["venue"]["slug"] == "sc"
    assert first["links"]["pdf"] == "https://example.org/paper0.pdf"
    assert first["links"]["doi"] == "https://doi.org/10.1000/test.0"
    assert first["artifacts"][0]["url"] == "https://zenodo.org/records/0"
    assert first["tags"] == ["systems"]
    assert data["facets"]["venue"][0] == {"value": "sc", "label": "SC", "title": "Supercomputing", "count": 3}
    assert sum(row["count"] for row in data["facets"]["year"]) == 3
    assert data["facets"]["tag"] == [{"value": "systems", "label": "Systems", "count": 3}]


def test_entry_urls_carry_the_host_and_script_prefix_the_site_is_served_under(client, settings):
    settings.ALLOWED_HOSTS = ["lab.example"]
    publication = make_full_publications(1)[0]
    member = publication.authorships.get(position=2).author
    with override_script_prefix("/group/"):
        data = client.get("/api/publications/", HTTP_HOST="lab.example").json()
    entry = data["results"][0]
    assert entry["url"] == f"http://lab.example/group/publications/{publication.pk}/"
    assert entry["authors"][1]["url"] == f"http://lab.example/group/authors/{member.slug}/"
    assert entry["venue"]["url"] == "http://lab.example/group/venues/sc/"


def test_publication_list_paginates_with_absolute_next_and_previous_links(client):
    for number in range(5):
        make_publication(title=f"Paper {number}", year=2010 + number)
    data = client.get("/api/publications/?per_page=2&year_min=2010").json()
    assert data["count"] == 5
    assert [r["title"] for r in data["results"]] == ["Paper 4", "Paper 3"]
    # Links carry the page's parameters in their canonical order, page 1 without a number (the
    # page cache's key).
    assert data["next"] == "http://testserver/api/publications/?page=2&per_page=2&year_min=2010"
    second = client.get(data["next"]).json()
    assert [r["title"] for r in second["results"]] == ["Paper 2", "Paper 1"]
    assert second["previous"] == "http://testserver/api/publications/?per_page=2&year_min=2010"
    assert client.get("/api/publications/?page=99").status_code == 404
    assert len(client.get("/api/publications/?per_page=all").json()["results"]) == 5


def test_invalid_filters_answer_400_with_the_reasons(client):
    response = client.get("/api/publications/?year=soon&type=poem")
    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"year", "type"}


def test_unsafe_links_and_hostile_text_stay_data(client):
    make_publication(title="</script><script>alert(1)</script>", url="javascript:alert(1)", pdf_url="")
    data = client.get("/api/publications/").json()
    assert data["results"][0]["title"] == "</script><script>alert(1)</script>"
    assert "url" not in data["results"][0]["links"]


def test_one_publication(client):
    publication = make_full_publications(1)[0]
    data = client.get(f"/api/publications/{publication.pk}/").json()
    assert data["id"] == publication.pk and data["pages"] == "1-12"
    assert client.get("/api/publications/999999/").status_code == 404


def test_authors_and_venues_are_listed_with_counts(client):
    venue = make_venue(short_name="HPDC", slug="hpdc", name="HPDC")
    member = make_author(display_name="Zhao Zhang", is_member=True)
    other = make_author(display_name="Lei Huang")
    make_publication(authors=[member, other], venue=venue)
    make_publication(authors=[member])
    authors = client.get("/api/authors/").json()
    assert authors["count"] == 2
    assert [(a["name"], a["is_member"], a["publication_count"]) for a in authors["results"]] == [
        ("Zhao Zhang", True, 2),
        ("Lei Huang", False, 1),
    ]
    assert authors["results"][0]["publications"].endswith(f"/api/publications/?author={member.slug}")
    assert [a["name"] for a in client.get("/api/authors/?member=true").json()["results"]] == ["Zhao Zhang"]
    venues = client.get("/api/venues/").json()
    assert [(v["slug"], v["publication_count"]) for v in venues["results"]] == [("hpdc", 1)]


def test_api_is_read_only(client):
    assert client.post("/api/publications/").status_code == 405


FRESHNESS = 1  # the data version behind ETags and the page cache
API_LIST_QUERIES = FRESHNESS + 5  # page, authorships, artifacts, tags; facets with the number of matches
API_DETAIL_QUERIES = FRESHNESS + 4  # the publication with its venue, authorships, artifacts, tags
# Every entry stored and the facets too: the page of rows is the only query left (another URL, so
# not the page cache).
API_LIST_STORED_QUERIES = FRESHNESS + 1
API_DETAIL_STORED_QUERIES = FRESHNESS + 1


@pytest.mark.parametrize("count", [1, 30])
def test_api_query_counts_are_constant(client, django_assert_num_queries, count, page_cache_off):
    publications = make_full_publications(count)
    with django_assert_num_queries(API_LIST_QUERIES):
        assert client.get("/api/publications/").json()["count"] == count
    with django_assert_num_queries(API_DETAIL_QUERIES):
        client.get(f"/api/publications/{publications[-1].pk}/")
    authors = Author.objects.count()
    with django_assert_num_queries(FRESHNESS + 2):
        assert client.get("/api/authors/").json()["count"] == authors
    with django_assert_num_queries(FRESHNESS + 2):
        client.get("/api/venues/")


@pytest.mark.parametrize("count", [1, 30])
def test_stored_entries_spare_the_authorship_artifact_and_tag_queries(
    client, settings, django_assert_num_queries, count
):
    settings.PAGE_CACHE_SECONDS = 3600
    publications = make_full_publications(count)
    with django_assert_num_queries(API_LIST_QUERIES):
        client.get("/api/publications/")
    # Another URL (the default page size spelled out), so not the page cache: the stored entries.
    with django_assert_num_queries(API_LIST_STORED_QUERIES):
        data = client.get("/api/publications/?per_page=50").json()
    with django_assert_num_queries(API_DETAIL_STORED_QUERIES):
        one = client.get(f"/api/publications/{publications[-1].pk}/").json()
    assert data["count"] == count and len(data["results"]) == count
    assert one["title"] == publications[-1].title and len(one["authors"]) == 3


def test_stored_entries_give_the_json_built_afresh(client, settings):
    varied_publications()
    settings.PAGE_CACHE_SECONDS = 0
    built = client.get("/api/publications/?per_page=50").content
    details = [
        client.get(f"/api/publications/{entry['id']}/").content for entry in json.loads(built)["results"]
    ]

    settings.PAGE_CACHE_SECONDS = 3600
    client.get("/api/publications/?per_page=2&page=2")  # some entries stored, the others not yet
    partly_stored = client.get("/api/publications/?per_page=50").content
    stored = client.get("/api/publications/?per_page=050").content  # another URL: not the page cache
    stored_details = [
        client.get(f"/api/publications/{entry['id']}/").content for entry in json.loads(built)["results"]
    ]

    assert len(json.loads(built)["results"]) == 6
    assert partly_stored == built
    assert stored == built
    assert stored_details == details


# Entries stored with the listing entries (``publications.web.stored_entries``), with the site's
# paths: read with the page's rows, each request putting its own address on them.

API_LIST_DB_STORED_QUERIES = FRESHNESS + 2  # the page's ids with their entries; the facets
API_DETAIL_DB_STORED_QUERIES = FRESHNESS + 1


@pytest.mark.parametrize("count", [1, 30])
def test_entries_stored_with_the_listing_entries_leave_only_the_page_and_its_facets(
    client, django_assert_num_queries, count, page_cache_off
):
    publications = make_full_publications(count)
    rendering.fill_stored_entries()
    with django_assert_num_queries(API_LIST_DB_STORED_QUERIES):
        data = client.get("/api/publications/?per_page=1000").json()
    with django_assert_num_queries(API_DETAIL_DB_STORED_QUERIES):
        one = client.get(f"/api/publications/{publications[-1].pk}/").json()
    assert data["count"] == count and len(data["results"]) == count
    assert one["title"] == publications[-1].title and len(one["authors"]) == 3


def test_entries_stored_in_the_database_give_each_site_the_json_built_for_it(client, settings):
    varied_publications()
    paper = Publication.objects.filter(title="Scaling study number 0").get()
    Publication.objects.filter(pk=paper.pk).update(pdf_file="papers/scaling.pdf", cover_image="covers/c.png")
    make_publication(title="Traces", type="dataset", artifact_of=paper)
    settings.PAGE_CACHE_SECONDS = 0
    settings.ALLOWED_HOSTS = ["lab.example", "testserver"]
    ids = list(Publication.objects.values_list("pk", flat=True))
    urls = [
        "/api/publications/",
        "/api/publications/?per_page=2&page=2",
        "/api/publications/?venue=sc&sort=title",
        *(f"/api/publications/{pk}/" for pk in ids),
    ]

    def bodies() -> dict:
        answers = {}
        for url in urls:
            for host, secure in (("testserver", False), ("lab.example", True)):
                for prefix in ("/", "/group/"):
                    with override_script_prefix(prefix):
                        response = client.get(url, HTTP_HOST=host, secure=secure)
                    assert response.status_code == 200
                    answers[url, host, secure, prefix] = response.content
        return answers

    built = bodies()
    rendering.fill_stored_entries()
    assert StoredEntry.objects.count() == Publication.objects.listed().count()
    assert bodies() == built
    entry = json.loads(built[f"/api/publications/{paper.pk}/", "lab.example", True, "/group/"])
    assert entry["url"] == f"https://lab.example/group/publications/{paper.pk}/"
    assert entry["files"]["pdf"].startswith("https://lab.example/")
    assert entry["venue"]["url"] == "https://lab.example/group/venues/sc/"


def test_an_entry_stored_before_a_write_is_not_served_after_it(client, page_cache_off):
    publication = make_full_publications(1)[0]
    rendering.fill_stored_entries()
    Publication.objects.filter(pk=publication.pk).update(title="Retitled by a bulk update")
    Author.objects.filter(display_name="Zhao Zhang").update(display_name="Zhao Renamed")
    listed = client.get("/api/publications/").json()["results"][0]
    one = client.get(f"/api/publications/{publication.pk}/").json()
    for entry in (listed, one):
        assert entry["title"] == "Retitled by a bulk update"
        assert entry["authors"][1]["name"] == "Zhao Renamed"


def test_a_write_shows_up_in_the_next_answer(client, settings):
    settings.PAGE_CACHE_SECONDS = 3600
    person = make_author(display_name="Grace Example")
    publication = make_publication(authors=[person], title="Stored entry")

    first = client.get("/api/publications/").json()["results"][0]
    # A bulk update sends no signal; the database trigger moves the data version all the same.
    Publication.objects.update(title="Changed by a bulk update")
    second = client.get("/api/publications/").json()["results"][0]
    person.display_name = "Grace Renamed"
    person.save()
    third = client.get("/api/publications/").json()["results"][0]
    publication.refresh_from_db()
    publication.title = "Edited title"
    publication.save()
    fourth = client.get(f"/api/publications/{publication.pk}/").json()

    assert (first["title"], first["authors"][0]["name"]) == ("Stored entry", "Grace Example")
    assert second["title"] == "Changed by a bulk update"
    assert (third["title"], third["authors"][0]["name"]) == ("Changed by a bulk update", "Grace Renamed")
    assert (fourth["title"], fourth["authors"][0]["name"]) == ("Edited title", "Grace Renamed")


def test_each_host_and_scheme_gets_entries_with_its_own_urls(client, settings):
    settings.PAGE_CACHE_SECONDS = 3600
    settings.ALLOWED_HOSTS = ["lab.example", "mirror.example"]
    publication = make_full_publications(1)[0]

    answers = {
        (host, secure): client.get("/api/publications/", HTTP_HOST=host, secure=secure).json()
        for host in ("lab.example", "mirror.example")
        for secure in (False, True)
    }

    for (host, secure), data in answers.items():
        base = f"{'https' if secure else 'http'}://{host}"
        entry = data["results"][0]
        assert entry["url"] == f"{base}/publications/{publication.pk}/"
        assert {author["url"].rsplit("/authors/", 1)[0] for author in entry["authors"]} == {base}
        assert entry["venue"]["url"] == f"{base}/venues/sc/"
