import re
import socket
from urllib.parse import urlparse

import pytest
from django.conf import settings
from django.core.cache import cache, caches
from django.http import HttpResponse
from django.middleware.csrf import get_token
from django.test import override_settings
from django.urls import include, path

from publications import freshness
from publications.models import Publication
from publications.tests.factories import make_author, make_publication, make_venue
from publications.web import caching, views
from publications.web.caching import CACHE_STATUS_HEADER, cache_public_page, cached_facet_counts

pytestmark = [pytest.mark.django_db, pytest.mark.urls(__name__)]

view_runs: list[str] = []


def _counted(name, view):
    def run(request, *args, **kwargs):
        view_runs.append(name)
        return view(request, *args, **kwargs)

    return run


def _sets_cookie(request):
    response = HttpResponse("hello")
    response.set_cookie("seen", "1")
    return response


def _uses_csrf_token(request):
    return HttpResponse(f"form token {get_token(request)}")


urlpatterns = [
    path("", include("groupsite.urls")),
    path("cached/list/", cache_public_page(_counted("list", views.PublicationListView.as_view()))),
    path("cached/embed/", cache_public_page(views.EmbedView.as_view())),
    path("cached/cookie/", cache_public_page(_counted("cookie", _sets_cookie))),
    path("cached/csrf/", cache_public_page(_counted("csrf", _uses_csrf_token))),
]


@pytest.fixture(autouse=True)
def empty_cache(settings):
    settings.PAGE_CACHE_SECONDS = 3600
    cache.clear()
    view_runs.clear()
    yield
    cache.clear()


@pytest.fixture
def listed():
    author = make_author(display_name="Grace Hopper")
    venue = make_venue(short_name="PLDI")
    return make_publication(title="Compilers for everyone", authors=[author], venue=venue)


def test_a_page_carries_etag_and_last_modified_from_the_data_version(client, listed):
    response = client.get("/cached/list/")

    version = freshness.current()
    assert response.status_code == 200
    assert response["ETag"] == caching.page_etag(version)
    assert response["Last-Modified"]
    assert "no-cache" in response["Cache-Control"]
    assert "Cookie" in response["Vary"]


def test_a_conditional_request_gets_304_without_running_the_view(client, listed, django_assert_num_queries):
    etag = client.get("/cached/list/")["ETag"]
    view_runs.clear()

    with django_assert_num_queries(1):
        response = client.get("/cached/list/", headers={"if-none-match": etag})

    assert response.status_code == 304
    assert response.content == b""
    assert view_runs == []


def test_if_modified_since_alone_also_gets_304(client, listed):
    last_modified = client.get("/cached/list/")["Last-Modified"]

    response = client.get("/cached/list/", headers={"if-modified-since": last_modified})

    assert response.status_code == 304


def test_a_repeated_visit_is_served_from_the_cache_with_one_query(client, listed, django_assert_num_queries):
    first = client.get("/cached/list/")
    assert first[CACHE_STATUS_HEADER] == "miss"

    with django_assert_num_queries(1):
        second = client.get("/cached/list/")

    assert second[CACHE_STATUS_HEADER] == "hit"
    assert second.content == first.content
    assert "Compilers for everyone" in second.content.decode()
    assert view_runs == ["list"]
    for header in ("Content-Security-Policy", "X-Frame-Options", "X-Content-Type-Options", "ETag", "Vary"):
        assert second[header] == first[header], f"{header} is kept on a cached answer"


def test_the_coauthors_page_is_served_from_the_cache_and_answers_a_conditional_request(
    client, listed, django_assert_num_queries
):
    url = f"/authors/{listed.authorships.get().author.slug}/coauthors/"
    first = client.get(url)
    assert first[CACHE_STATUS_HEADER] == "miss"
    assert first["ETag"] == caching.page_etag(freshness.current())

    with django_assert_num_queries(1):
        second = client.get(url)
    with django_assert_num_queries(1):
        conditional = client.get(url, headers={"if-none-match": first["ETag"]})

    assert second[CACHE_STATUS_HEADER] == "hit"
    assert second.content == first.content
    assert conditional.status_code == 304
    make_publication(title="Linkers for nobody")
    assert client.get(url)[CACHE_STATUS_HEADER] == "miss"


def test_any_write_makes_cached_pages_unreachable(client, listed):
    old_etag = client.get("/cached/list/")["ETag"]

    make_publication(title="Linkers for nobody")
    response = client.get("/cached/list/", headers={"if-none-match": old_etag})

    assert response.status_code == 200
    assert response[CACHE_STATUS_HEADER] == "miss"
    assert response["ETag"] != old_etag
    assert "Linkers for nobody" in response.content.decode()


def test_each_query_string_is_its_own_cache_entry(client, listed):
    make_publication(title="Another year entirely", year=2001)

    everything = client.get("/cached/list/")
    only_2001 = client.get("/cached/list/?year=2001")

    assert only_2001[CACHE_STATUS_HEADER] == "miss"
    assert "Compilers for everyone" in everything.content.decode()
    assert "Compilers for everyone" not in only_2001.content.decode()
    assert client.get("/cached/list/?year=2001").content == only_2001.content


def test_pages_for_logged_in_staff_are_neither_served_from_nor_stored_in_the_cache(
    client, listed, admin_user
):
    client.get("/cached/list/")  # an anonymous visitor fills the cache
    client.force_login(admin_user)
    view_runs.clear()

    response = client.get("/cached/list/")

    assert CACHE_STATUS_HEADER not in response
    assert view_runs == ["list"]
    client.logout()
    client.cookies.clear()
    assert client.get("/cached/list/")[CACHE_STATUS_HEADER] == "hit"


def test_responses_that_set_a_cookie_or_use_a_csrf_token_are_not_stored(client):
    for url in ("/cached/cookie/", "/cached/csrf/"):
        first = client.get(url)
        client.cookies.clear()
        second = client.get(url)
        assert first[CACHE_STATUS_HEADER] == second[CACHE_STATUS_HEADER] == "bypass"
        client.cookies.clear()
    assert view_runs == ["cookie", "cookie", "csrf", "csrf"]


def test_a_cached_embed_page_may_still_be_framed(client, listed):
    first = client.get("/cached/embed/")
    second = client.get("/cached/embed/")

    assert second[CACHE_STATUS_HEADER] == "hit"
    assert "X-Frame-Options" not in first
    assert "X-Frame-Options" not in second
    assert second.get("Content-Security-Policy") == first.get("Content-Security-Policy")


def test_post_requests_are_never_answered_from_the_cache(client, listed):
    client.get("/cached/list/")
    view_runs.clear()

    client.post("/cached/list/")

    assert view_runs == ["list"]


def test_a_new_release_changes_the_etag(settings, listed):
    before = caching.page_etag(freshness.current())
    settings.RELEASE_ID = "2031-01-01"
    caching.release_id.cache_clear()
    try:
        after = caching.page_etag(freshness.current())
    finally:
        caching.release_id.cache_clear()
    assert after != before


def _redis_reachable() -> bool:
    url = urlparse(settings.REDIS_URL or "redis://127.0.0.1:6379/0")
    try:
        with socket.create_connection((url.hostname, url.port or 6379), timeout=0.5):
            return True
    except OSError:
        return False


REDIS_LOCATION = settings.REDIS_URL or "redis://127.0.0.1:6379/15"
REDIS_CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_LOCATION,
        "KEY_PREFIX": "groupsite-test-caching",
    }
}


@pytest.mark.skipif(not _redis_reachable(), reason=f"no Redis server answers at {REDIS_LOCATION}")
@override_settings(CACHES=REDIS_CACHES)
def test_with_redis_a_page_is_stored_in_redis_served_from_it_and_invalidated_by_a_write(client, listed):
    import redis

    redis_cache = caches["default"]
    redis_cache.clear()
    try:
        first = client.get("/cached/list/")
        assert first[CACHE_STATUS_HEADER] == "miss"
        keys = redis.Redis.from_url(REDIS_LOCATION).keys("groupsite-test-caching:*page:*")
        assert len(keys) == 1, "the rendered page lives in Redis, where every web node sees it"

        assert client.get("/cached/list/")[CACHE_STATUS_HEADER] == "hit"

        make_publication(title="Written on another node")
        after_write = client.get("/cached/list/")
        assert after_write[CACHE_STATUS_HEADER] == "miss"
        assert "Written on another node" in after_write.content.decode()
    finally:
        redis_cache.clear()


def test_facet_counts_are_computed_once_per_data_version(listed, django_assert_num_queries):
    queryset = Publication.objects.listed()
    first = cached_facet_counts(queryset)
    with django_assert_num_queries(1):  # the data version only
        assert cached_facet_counts(queryset) == first

    make_publication(title="Counted after the write", year=1999)

    years = [row["value"] for row in cached_facet_counts(queryset).counts["year"]]
    assert 1999 in years


def test_static_files_are_content_hashed_and_cacheable_forever(client):
    from django.templatetags.static import static

    url = static("css/site.css")
    response = client.get(url, headers={"accept-encoding": "gzip"})

    assert re.search(r"site\.[0-9a-f]{12}\.css$", url), "the manifest gives each version its own name"
    assert response.status_code == 200
    assert "immutable" in response["Cache-Control"]
    assert "max-age=315360000" in response["Cache-Control"]


def test_a_head_request_is_answered_from_the_cache_without_a_body(client, listed):
    first = client.get("/cached/list/")

    head = client.head("/cached/list/")

    assert head[CACHE_STATUS_HEADER] == "hit"
    assert head.content == b""
    assert head["ETag"] == first["ETag"]


def test_an_author_pages_coauthors_are_grouped_once_per_data_version(client, django_assert_num_queries):
    member = make_author(display_name="Zhao Zhang", is_member=True)
    colleague = make_author(display_name="Ian Foster")
    make_publication(title="Shared work", authors=[member, colleague])
    client.get(f"/authors/{member.slug}/")
    # Another URL (the default page size spelled out), so not the page cache: the data version and
    # the author; facets, the page's rows, entries and co-authors come from the cache.
    with django_assert_num_queries(2):
        response = client.get(f"/authors/{member.slug}/?per_page=100")
    assert [person.slug for person in response.context["coauthors"]] == [colleague.slug]
    newcomer = make_author(display_name="Kyle Chard")
    make_publication(title="Newer work", authors=[member, newcomer, colleague])
    response = client.get(f"/authors/{member.slug}/")
    assert [(person.slug, person.shared_count) for person in response.context["coauthors"]] == [
        (colleague.slug, 2),
        (newcomer.slug, 1),
    ]
    assert response.context["coauthor_count"] == 2


def test_a_pages_rows_and_chip_labels_are_read_once_per_data_version(client, django_assert_num_queries):
    venue = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    first = make_publication(title="Older", year=2021, venue=venue)
    make_publication(title="Newer", year=2023, venue=venue)
    client.get("/?venue=SC")
    # Another URL with the same filter (the default page size spelled out): only the data version is read.
    with django_assert_num_queries(1):
        response = client.get("/?venue=SC&per_page=100")
    assert [publication.year for publication in response.context["publications"]] == [2023, 2021]
    assert "Newer" in response.content.decode()
    first.title = "Renamed"
    first.save()
    response = client.get("/?venue=SC")
    assert "Renamed" in response.content.decode()
    assert [chip["value"] for chip in response.context["active_filters"]] == ["SC"]


def test_chip_labels_stay_right_when_an_author_page_shares_the_filter_values(client):
    member = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    other = make_author(display_name="Ian Foster", slug="ian-foster")
    make_publication(title="Together", authors=[member, other])
    # The author page takes its own author from the path and ignores ?author=.
    client.get(f"/authors/{member.slug}/?author={other.slug}")
    response = client.get(f"/?author={other.slug}")
    assert [chip["value"] for chip in response.context["active_filters"]] == ["Ian Foster"]
