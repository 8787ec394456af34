"""Access and deployment safety: headers and policy, login throttling, CSRF, staff-only writes,
a read-only public site, and hostile query strings on every public URL."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from datetime import timedelta
from io import StringIO
from urllib.parse import quote

import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from publications.models import Author, ImportBatch, Publication
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.public_urls import public_urls
from publications.web.filters import FILTER_PARAMS

pytestmark = pytest.mark.django_db

PASSWORD = "correct horse battery staple 42"


@pytest.fixture(autouse=True)
def fast_password_hashing(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def site_objects():
    venue = make_venue(short_name="SC")
    author = make_author(display_name="Ada Lovelace", is_member=True)
    publication = make_publication(
        authors=[author], venue=venue, doi="10.1234/abc", url="https://example.org/"
    )
    return publication, author, venue


@pytest.fixture
def every_public_url(site_objects):
    return public_urls(*site_objects)


@pytest.fixture
def staff_user():
    return get_user_model().objects.create_user("editor", password=PASSWORD, is_staff=True, is_superuser=True)


def policy(response) -> dict[str, list[str]]:
    header = response["Content-Security-Policy"]
    directives = {}
    for part in header.split(";"):
        name, *values = part.split()
        directives[name] = values
    return directives


# --- headers and the Content-Security-Policy ---------------------------------------------------


def test_public_pages_send_the_security_headers(client, site_objects):
    response = client.get("/", secure=True)
    assert response.status_code == 200
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert response["X-Frame-Options"] == "DENY"
    assert response["Cross-Origin-Opener-Policy"] == "same-origin"
    assert int(response["Strict-Transport-Security"].split("max-age=")[1].split(";")[0]) >= 31536000


def test_the_content_security_policy_allows_only_our_own_scripts_and_no_framing(client, site_objects):
    directives = policy(client.get("/"))
    assert directives["default-src"] == ["'self'"]
    assert directives["script-src"] == ["'self'"]
    assert directives["style-src"] == ["'self'"]
    assert directives["object-src"] == ["'none'"]
    assert directives["frame-ancestors"] == ["'none'"]
    assert directives["base-uri"] == ["'self'"]
    assert directives["form-action"] == ["'self'"]


def test_every_public_page_sends_the_policy_and_only_the_embed_may_be_framed(client, every_public_url):
    embed = reverse("publications:embed")
    for url in every_public_url:
        response = client.get(url)
        assert response.status_code == 200, url
        directives = policy(response)
        assert "'unsafe-inline'" not in directives.get("script-src", []), url
        assert "'unsafe-eval'" not in directives.get("script-src", []), url
        if url == embed:
            assert "X-Frame-Options" not in response
            assert directives["frame-ancestors"] == ["*"]
        else:
            assert directives["frame-ancestors"] == ["'none'"], url


def test_the_admin_gets_the_same_strict_policy(client, staff_user):
    client.force_login(staff_user)
    for url in (
        reverse("admin:publications_publication_changelist"),
        reverse("admin:publications_publication_add"),
        reverse("admin:publications_publication_import"),
    ):
        response = client.get(url)
        assert response.status_code == 200
        directives = policy(response)
        assert directives["script-src"] == ["'self'"]
        assert directives["style-src"] == ["'self'"]
        assert directives["frame-ancestors"] == ["'none'"]


def test_the_middleware_order_puts_the_policy_the_throttle_and_the_outage_answer_in_place():
    from django.conf import settings

    middleware = settings.MIDDLEWARE
    assert "csp.middleware.CSPMiddleware" not in middleware  # ours subclasses it
    assert "publications.web.middleware.ContentSecurityPolicyMiddleware" in middleware
    assert middleware[-1] == "publications.web.middleware.DatabaseUnavailableMiddleware"
    assert middleware.index("publications.web.middleware.RequestSizeLimitMiddleware") < middleware.index(
        "django.middleware.csrf.CsrfViewMiddleware"
    )
    assert "axes.middleware.AxesMiddleware" in middleware
    assert settings.AUTHENTICATION_BACKENDS[0] == "publications.auth_backends.LoginThrottleBackend"


def test_production_defaults_leave_check_deploy_only_the_domain_specific_hsts_choices():
    """With just a secret key and HTTPS redirection, the defaults are secure: cookies, HSTS for a
    year, nosniff, referrer policy, framing denied. Subdomains and preload depend on the domain."""
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy"],
        cwd=settings.BASE_DIR,
        env={
            **{
                key: value
                for key, value in os.environ.items()
                if not key.startswith(("SECURE_", "DEBUG", "DJANGO_ALLOW_ASYNC_UNSAFE"))
            },
            "DEBUG": "false",
            "SECRET_KEY": "a-long-random-production-secret-" + "y" * 40,
            "SECURE_SSL_REDIRECT": "true",
        },
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    warnings = set(re.findall(r"\(security\.(W\d+)\)", result.stdout + result.stderr))
    assert warnings <= {"W005", "W021"}, result.stdout + result.stderr


# --- login throttling -------------------------------------------------------------------------


def admin_login(client: Client, password: str):
    return client.post(reverse("admin:login") + "?next=/admin/", {"username": "editor", "password": password})


def test_six_wrong_passwords_lock_the_account_out_even_for_the_right_password(client, staff_user):
    for attempt in range(6):
        response = admin_login(client, f"wrong password {attempt}")
        assert response.status_code in (200, 429), response.status_code
    response = admin_login(client, PASSWORD)
    assert response.status_code == 429
    assert "_auth_user_id" not in client.session
    assert client.get("/admin/").status_code == 302  # still sent to the login page


def test_a_lockout_ends_with_axes_reset(client, staff_user):
    for attempt in range(6):
        admin_login(client, f"wrong password {attempt}")
    call_command("axes_reset", stdout=StringIO())
    response = admin_login(client, PASSWORD)
    assert response.status_code == 302
    assert client.get("/admin/").status_code == 200


def test_a_lockout_ends_after_the_cool_off(client, staff_user, settings):
    for attempt in range(6):
        admin_login(client, f"wrong password {attempt}")
    assert admin_login(client, PASSWORD).status_code == 429
    AccessAttempt.objects.update(attempt_time=AccessAttempt.objects.get().attempt_time - timedelta(hours=2))
    response = admin_login(client, PASSWORD)
    assert response.status_code == 302
    assert client.get("/admin/").status_code == 200


def test_a_few_wrong_passwords_do_not_lock_anyone_out(client, staff_user):
    for attempt in range(3):
        admin_login(client, f"wrong password {attempt}")
    assert admin_login(client, PASSWORD).status_code == 302


def test_the_test_client_login_and_force_login_still_work(client, staff_user):
    assert client.login(username="editor", password=PASSWORD)
    assert client.get("/admin/").status_code == 200
    client.logout()
    assert not client.login(username="editor", password="wrong")
    client.force_login(staff_user)
    assert client.get("/admin/").status_code == 200


# --- who may write ------------------------------------------------------------------------------


def staff_write_urls(site_objects) -> list[str]:
    publication, author, _venue = site_objects
    batch = ImportBatch.objects.create(raw_text="x", status="applied")
    return [
        reverse("admin:publications_publication_import"),
        reverse("admin:publications_publication_add"),
        reverse("admin:publications_publication_change", args=[publication.pk]),
        reverse("admin:publications_publication_delete", args=[publication.pk]),
        reverse("admin:publications_author_change", args=[author.pk]),
        reverse("admin:publications_author_changelist"),  # merge is an action posted here
        reverse("admin:publications_venue_changelist"),
        reverse("admin:publications_importbatch_undo", args=[batch.pk]),
    ]


def test_anonymous_visitors_are_sent_to_the_login_page_for_every_staff_page(client, site_objects):
    for url in staff_write_urls(site_objects):
        for response in (client.get(url), client.post(url, {"action": "merge_authors"})):
            assert response.status_code == 302, url
            assert response["Location"].startswith(reverse("admin:login")), url
    assert Publication.objects.count() == 1


def test_logged_in_non_staff_users_cannot_reach_the_staff_pages(client, site_objects):
    user = get_user_model().objects.create_user("reader", password=PASSWORD)
    client.force_login(user)
    for url in staff_write_urls(site_objects):
        response = client.post(url, {})
        assert response.status_code == 302, url
        assert response["Location"].startswith(reverse("admin:login")), url


def test_every_state_changing_admin_request_needs_a_csrf_token(site_objects, staff_user):
    client = Client(enforce_csrf_checks=True)
    client.force_login(staff_user)
    publication, author, _ = site_objects
    for url in staff_write_urls(site_objects):
        response = client.post(url, {"text": "J. Doe. A paper. In SC, 2021.", "_preview": "1", "post": "yes"})
        assert response.status_code == 403, url
    response = client.post(
        reverse("admin:publications_author_changelist"),
        {"action": "merge_authors", "_selected_action": [author.pk]},
    )
    assert response.status_code == 403
    assert Publication.objects.filter(pk=publication.pk).exists()
    assert Author.objects.filter(pk=author.pk).exists()


def test_with_its_csrf_token_the_same_admin_can_save(site_objects, staff_user):
    client = Client(enforce_csrf_checks=True)
    client.force_login(staff_user)
    url = reverse("admin:publications_publication_import")
    page = client.get(url)
    assert page.status_code == 200
    token = page.cookies["csrftoken"].value
    response = client.post(
        url,
        {
            "text": "J. Doe. A paper on tokens. In Proc. SC, 2021.",
            "_preview": "1",
            "csrfmiddlewaretoken": token,
        },
    )
    assert response.status_code == 200


def test_the_public_site_has_no_write_endpoint(client, every_public_url):
    failures = []
    for url in every_public_url:
        for method in ("post", "put", "patch", "delete"):
            response = getattr(client, method)(url, data={"title": "x"})
            if response.status_code not in (403, 405):
                failures.append(f"{method.upper()} {url}: {response.status_code}")
    assert not failures
    assert Publication.objects.count() == 1


# --- hostile query strings ------------------------------------------------------------------------

HOSTILE_VALUES = [
    "",
    " ",
    "-1",
    "0",
    "99999999999999999999999",
    "1e309",
    "NaN",
    "abc",
    "2021--2022",
    "' OR 1=1 --",
    "'; DROP TABLE publications_publication; --",
    '" OR ""="',
    "%",
    "_",
    "\\",
    "%00",
    "\x00",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "()&|!:*<->",
    "a" * 5000,
    "\u202e\u200b\U0001f600",
    "true",
    "null",
    "[]",
    "{}",
    "²",
    "٣",
    "１２",
    "1900",
    "zzzz",
]
EXTRA_PARAMS = ["page", "per_page", "format", "sort", "order", "callback", "member", "fmt"]


SPECIAL_QUERIES = [
    "page=999999999",
    "page=last",
    "page=2&per_page=all",
    "per_page=0",
    "year=2021&year=abc&year=2022",
    "q[]=x&q[]=y",
    "year_min=2100&year_max=1600",
    "%ZZ=%ZZ",
    "&&&==&",
    "q=%ED%A0%80",  # a lone surrogate, invalid UTF-8
    # Valid filters that match nothing, and numbers that are digits only to str.isdigit().
    "q=zzzz",
    "year=1900",
    "year_min=2020&year_max=2010",
    "author=nobody&venue=NOPE",
    "per_page=%C2%B2",
    "page=%C2%B2",
    "page=%D9%A3&per_page=%D9%A3",
    "page=" + "9" * 5000,
    "per_page=" + "9" * 5000,
    "utm_source=newsletter&fbclid=abc",
]


def every_param_at_once(value: str) -> str:
    return "&".join(f"{quote(name)}={quote(value)}" for name in (*FILTER_PARAMS, *EXTRA_PARAMS))


@pytest.mark.parametrize("page_cache_seconds", [3600, 0], ids=["page-cache-on", "page-cache-off"])
def test_hostile_query_strings_on_every_public_url_give_a_page_a_400_or_a_404_never_a_500(
    client, every_public_url, settings, page_cache_seconds
):
    settings.PAGE_CACHE_SECONDS = page_cache_seconds
    queries = [every_param_at_once(value) for value in HOSTILE_VALUES] + SPECIAL_QUERIES
    # Twice with the page cache on: rendered and stored, then answered from the store.
    visits = 2 if page_cache_seconds else 1
    failures = []
    for url in every_public_url:
        for query in queries:
            for _ in range(visits):
                response = client.get(f"{url}?{query}")
                if response.status_code not in (200, 400, 404):
                    failures.append((url, query[:60], response.status_code))
    assert not failures, failures[:20]


@pytest.mark.parametrize(
    ("url_name", "values"),
    [("publications:api-publication-list", HOSTILE_VALUES[::2]), ("publications:list", HOSTILE_VALUES[::4])],
)
def test_each_filter_parameter_alone_with_hostile_values_never_gives_a_500(
    client, site_objects, url_name, values
):
    url = reverse(url_name)
    failures = []
    for name in (*FILTER_PARAMS, *EXTRA_PARAMS):
        for value in values:
            response = client.get(url, {name: value})
            if response.status_code not in (200, 400, 404):
                failures.append((name, value[:40], response.status_code))
    assert not failures, failures[:20]


def test_sql_metacharacters_in_the_search_match_nothing_and_drop_nothing(client, site_objects):
    response = client.get("/", {"q": "'; DROP TABLE publications_publication; --"})
    assert response.status_code in (200, 400)
    assert Publication.objects.count() == 1
    api = client.get(reverse("publications:api-publication-list"), {"q": "' OR 1=1 --"})
    assert api.status_code in (200, 400)
    if api.status_code == 200:
        assert api.json()["results"] == []
