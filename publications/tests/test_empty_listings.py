"""Listings that match nothing answer 200 with an empty list and a way out; malformed values 400.

Run with the page cache on, as production serves them: the empty page's rows and facets go
through the cache like any other page's.
"""

import json

import feedparser
import pytest

from publications.tests.factories import make_author, make_publication, make_venue

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def page_cache_on(settings):
    settings.PAGE_CACHE_SECONDS = 3600


@pytest.fixture
def lab():
    author = make_author(display_name="Grace Hopper", slug="grace-hopper", is_member=True)
    venue = make_venue(short_name="SC", slug="sc")
    make_publication(title="Compilers for everyone", authors=[author], venue=venue, year=2023)
    return author, venue


EMPTY_LISTINGS = [
    ("/?q=zzzz", "Search"),
    ("/?year=1900", "Year"),
    ("/?venue=NOPE", "Venue"),
    ("/?author=nobody", "Author"),
    ("/?year_min=2020&year_max=2010", "From year"),
    ("/?tag=nothing", "Tag"),
    ("/authors/grace-hopper/?year=1900", "Year"),
    ("/venues/sc/?year=1900", "Year"),
    ("/venues/sc/?q=zzzz&page=1", "Search"),
]


@pytest.mark.parametrize(("url", "chip"), EMPTY_LISTINGS)
def test_a_valid_filter_matching_nothing_is_an_empty_page_with_chips_to_remove(client, lab, url, chip):
    for _ in range(2):  # rendered, then served from the page cache
        response = client.get(url)
        html = response.content.decode()
        assert response.status_code == 200, url
        assert "No publications match these filters" in html
        assert "Compilers for everyone" not in html
        assert f'aria-label="Remove filter {chip}: ' in html  # each value's chip is named with its value


@pytest.mark.parametrize(
    "url", ["/embed/?year=1900", "/embed/?q=zzzz", "/embed/?author=nobody", "/embed/?venue=nope"]
)
def test_an_embedded_list_matching_nothing_says_so(client, lab, url):
    response = client.get(url)
    assert response.status_code == 200
    assert "No publications match." in response.content.decode()


@pytest.mark.parametrize("query", ["?year=1900", "?q=zzzz", "?author=nobody", "?year_min=2020&year_max=2010"])
def test_the_api_answers_an_empty_page_for_a_filter_matching_nothing(client, lab, query):
    response = client.get("/api/publications/" + query)
    assert response.status_code == 200
    data = json.loads(response.content)
    assert data["count"] == 0
    assert data["results"] == []
    assert data["next"] is None


@pytest.mark.parametrize("fmt", ["bibtex", "ris", "csl-json", "csv"])
def test_an_export_matching_nothing_is_an_empty_download(client, lab, fmt):
    response = client.get(f"/export/{fmt}/?year=1900")
    assert response.status_code == 200
    body = b"".join(response.streaming_content).decode()
    assert "Compilers for everyone" not in body


@pytest.mark.parametrize(
    "url", ["/feeds/rss/?year=1900", "/feeds/atom/?q=zzzz", "/venues/sc/feed/rss/?year=1900"]
)
def test_a_feed_matching_nothing_is_an_empty_feed(client, lab, url):
    response = client.get(url)
    assert response.status_code == 200
    feed = feedparser.parse(response.content)
    assert feed.bozo == 0
    assert feed.entries == []


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("/?year=abc", "Enter a whole number."),
        ("/?year=2023.5", "Enter a whole number."),
        ("/?year=%C2%B2", "Enter a whole number."),
        ("/?year=%D9%A2%D9%A0%D9%A2%D9%A3", "Enter a whole number."),
        ("/?type=foo", "Select a valid choice."),
        ("/?status=lost", "Select a valid choice."),
        ("/authors/grace-hopper/?year=abc", "Enter a whole number."),
        ("/venues/sc/?type=foo", "Select a valid choice."),
        ("/embed/?year=abc", "Some filter values are not valid."),
    ],
)
def test_a_malformed_value_is_a_bad_request_that_says_why(client, lab, url, message):
    for _ in range(2):
        response = client.get(url)
        assert response.status_code == 400, url
        assert message in response.content.decode()


def test_the_api_and_exports_refuse_a_malformed_value_with_the_reason(client, lab):
    api = client.get("/api/publications/?year=abc")
    assert api.status_code == 400
    assert json.loads(api.content) == {"errors": {"year": ["Enter a whole number."]}}

    export = client.get("/export/bibtex/?type=foo")
    assert export.status_code == 400
    assert "type" in export.content.decode()
