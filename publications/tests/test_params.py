"""Whole numbers in query strings, and the canonical form of a page's URL for the page cache."""

import json

import pytest
from django.http import QueryDict

from publications.params import parse_whole_number
from publications.tests.factories import make_author, make_publication, make_venue
from publications.web.caching import CACHE_STATUS_HEADER
from publications.web.filters import canonical_query


@pytest.mark.parametrize(
    ("value", "number"),
    [("0", 0), ("7", 7), (" 42 ", 42), ("007", 7), ("1" * 18, int("1" * 18))],
)
def test_ascii_digits_are_a_whole_number(value, number):
    assert parse_whole_number(value) == number


@pytest.mark.parametrize(
    "value", ["", " ", "²", "³", "٣", "１", "-1", "+1", "1.5", "1e3", "0x10", "1" * 19, None, 3]
)
def test_anything_else_is_not_a_whole_number(value):
    assert parse_whole_number(value) is None


def test_the_canonical_query_keeps_what_pages_read_in_a_fixed_order():
    assert canonical_query(QueryDict("utm_source=newsletter&fbclid=abc")).urlencode() == ""
    assert canonical_query(QueryDict("year=2023&venue=sc")).urlencode() == "venue=sc&year=2023"
    assert canonical_query(QueryDict("venue=sc&year=2023&gclid=1")).urlencode() == "venue=sc&year=2023"
    assert canonical_query(QueryDict("page=1")).urlencode() == ""
    assert canonical_query(QueryDict("page=01&q=x")).urlencode() == "q=x"
    assert canonical_query(QueryDict("page=02")).urlencode() == "page=2"
    assert canonical_query(QueryDict("page=2&q=x")).urlencode() == "page=2&q=x"
    assert canonical_query(QueryDict("tag=b&tag=a")).urlencode() == "tag=b&tag=a"
    assert canonical_query(QueryDict("page=abc")).urlencode() == "page=abc"


@pytest.mark.django_db
class TestPagesWithOddNumbers:
    @pytest.fixture(autouse=True)
    def listed(self, settings):
        settings.PAGE_CACHE_SECONDS = 3600
        venue = make_venue(short_name="SC", slug="sc")
        for number in range(3):
            make_publication(title=f"Paper number {number}", venue=venue, authors=[make_author()])

    @pytest.mark.parametrize(
        "url", ["/?per_page=²", "/embed/?per_page=³", "/?per_page=٣", "/?per_page=1" + "0" * 30]
    )
    def test_a_page_size_that_is_not_ascii_digits_falls_back_to_the_default(self, client, url):
        response = client.get(url)
        assert response.status_code == 200
        html = response.content.decode()
        assert all(f"Paper number {number}" in html for number in range(3))

    @pytest.mark.parametrize(
        "url",
        [
            "/?page=²",
            "/?page=٢",
            "/?page=1.0",
            "/api/publications/?page=²",
            "/api/authors/?page=٢",
            "/authors/?page=²",
        ],
    )
    def test_a_page_number_that_is_not_ascii_digits_is_no_such_page(self, client, url):
        assert client.get(url).status_code == 404

    def test_the_api_reads_an_ascii_page_number(self, client):
        data = json.loads(client.get("/api/publications/?per_page=2&page=2").content)
        assert len(data["results"]) == 1
        assert data["previous"].endswith("/api/publications/?per_page=2")


@pytest.mark.django_db
class TestCanonicalPageCacheKey:
    @pytest.fixture(autouse=True)
    def listed(self, settings):
        settings.PAGE_CACHE_SECONDS = 3600
        make_publication(
            title="Compilers for everyone", venue=make_venue(short_name="SC", slug="sc"), year=2023
        )

    @pytest.mark.parametrize(
        "later", ["/?utm_source=newsletter", "/?fbclid=IwAR0abc", "/?page=1", "/?utm_medium=x&page=1"]
    )
    def test_parameters_no_page_reads_and_page_one_are_served_from_the_home_pages_copy(self, client, later):
        assert client.get("/")[CACHE_STATUS_HEADER] == "miss"
        response = client.get(later)
        assert response.status_code == 200
        assert response[CACHE_STATUS_HEADER] == "hit"

    @pytest.mark.parametrize(
        ("first", "later"),
        [
            ("/feeds/rss/", "/feeds/rss/?utm_source=newsletter"),
            ("/feeds/atom/?year=2023", "/feeds/atom/?utm_campaign=x&year=2023"),
            ("/?q=compilers", "/?page=1&q=compilers&fbclid=IwAR0abc"),
            ("/venues/sc/", "/venues/sc/?utm_source=x&page=1"),
            ("/api/publications/?year=2023", "/api/publications/?page=1&year=2023&utm_source=x"),
        ],
    )
    def test_every_kind_of_page_serves_its_copy_whatever_else_the_query_holds(self, client, first, later):
        assert client.get(first)[CACHE_STATUS_HEADER] == "miss"
        response = client.get(later)
        assert response.status_code == 200
        assert response[CACHE_STATUS_HEADER] == "hit"

    def test_the_order_of_parameters_does_not_matter(self, client):
        assert client.get("/?year=2023&venue=sc")[CACHE_STATUS_HEADER] == "miss"
        assert client.get("/?venue=sc&year=2023")[CACHE_STATUS_HEADER] == "hit"
        assert client.get("/api/publications/?venue=sc&year=2023")[CACHE_STATUS_HEADER] == "miss"
        assert client.get("/api/publications/?year=2023&utm_source=x&venue=sc")[CACHE_STATUS_HEADER] == "hit"

    def test_a_parameter_a_page_reads_is_its_own_page(self, client):
        client.get("/")
        response = client.get("/?year=1999")
        assert response[CACHE_STATUS_HEADER] == "miss"
        assert "Compilers for everyone" not in response.content.decode()

    def test_a_stored_page_does_not_carry_a_tracking_parameter_into_its_links(self, client):
        first = client.get("/?utm_source=newsletter&year=2023")
        assert "utm_source" not in first.content.decode()
        assert client.get("/?year=2023")[CACHE_STATUS_HEADER] == "hit"
