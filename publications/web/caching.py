"""Caching of the public site, all of it: pages, the values they are made of, entries, warming.

Everything stored is keyed on the data version (``publications.freshness``: one row that every
committed write moves, by a database trigger) and the release, so any write makes every stored
thing unreachable at once, on every process that shares the cache; nothing is ever invalidated
by hand. The parts, in the order a request meets them:

1. **The page cache** (``PageCacheMiddleware`` and ``cache_public_page``): whole responses, ETag
   and Last-Modified, 304s.
2. **Values per data version** (``cached_for_version``, ``cached_facet_counts``,
   ``cached_page_rows``, ``cached_venue_choices``, ``cached_author_choices``): what several pages
   share, computed once per version.
3. **Entry fragments** (``entry_fragments``): each listed publication's rendered entry, HTML for
   listings and JSON for the API, so a page nobody asked for in that form since the last write
   renders only the entries no other page rendered.
4. **Warming** (``warm_main_listing``): after a write commits, what the next visitor of the main
   listing would otherwise wait for.

**The page cache**: repeat visits cost one query. ``cache_public_page(view)`` wraps a public
view (listings, detail pages, feeds, API, exports):

- Every answer to an anonymous GET/HEAD carries ``ETag`` and ``Last-Modified`` derived from
  :func:`publications.freshness.current`; a request whose validators still match gets a 304
  before the view runs, so nothing is queried or rendered.
- Rendered responses are stored in the default cache under the canonical URL (scheme, host,
  path and the query parameters public pages read, in a fixed order), the data version and the
  release; stale entries simply expire.
- Nothing personal is ever stored or served: requests carrying a session or messages cookie
  (logged-in staff, someone just shown a message) bypass the cache entirely, and a response is
  stored only if it sets no cookie, used no CSRF token, touched no session, is a complete 200
  and does not vary on anything but ``Cookie`` and ``Accept-Encoding``.

``PageCacheMiddleware`` (right after WhiteNoise) answers stored pages before sessions, CSRF,
authentication, URL resolution and the view run, and stores pages with the headers the rest
of the middleware gave them; the decorator alone works too, with more work per hit. The two
talk through a public interface: the middleware sets ``request.page_cache`` (a
:class:`PageCacheLookup`: the data version it read and the key it looked under), and the
decorator calls :func:`share_page` on a response the middleware may store
(:func:`is_shared_page` reads the mark).

Settings: ``PAGE_CACHE_SECONDS`` (0 turns storing off; validators stay) and ``RELEASE_ID``
(a deploy's identity, so pages rendered by the previous templates are not served or
revalidated; defaults to a hash of the collected static-files manifest).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache, wraps
from typing import TYPE_CHECKING, Any, TypeVar

from django.conf import settings
from django.core.cache import cache as default_cache
from django.core.exceptions import EmptyResultSet
from django.db import DatabaseError, connection, connections
from django.http import HttpRequest, HttpResponse, HttpResponseBase, QueryDict
from django.utils.cache import (
    cc_delim_re,
    get_conditional_response,
    patch_cache_control,
    patch_vary_headers,
)
from django.utils.encoding import escape_uri_path
from django.utils.http import http_date, parse_http_date_safe, quote_etag

from publications import freshness
from publications.models import Author, Publication, Venue
from publications.web.facets import FacetCounts, FacetScope, facet_counts, facet_counts_and_rows
from publications.web.filters import canonical_query, filtered_publications

if TYPE_CHECKING:
    from publications.models import PublicationQuerySet

CACHE_STATUS_HEADER = "X-Page-Cache"
DEFAULT_PAGE_CACHE_SECONDS = 3600
# Cookies that mean the page may be personal: staff sessions and one-off messages.
_PERSONAL_COOKIES = ("SESSION_COOKIE_NAME", "MESSAGE_COOKIE_NAME")
_HARMLESS_VARY = frozenset({"cookie", "accept-encoding"})
# Response attributes that middleware reads after the view (X-Frame-Options and CSP exemptions).
_KEPT_MARKS = ("xframe_options_exempt",)
_KEPT_MARK_PREFIX = "_csp_"
_MAX_STORED_BYTES = 4 * 1024 * 1024
STORED_FACET_TOP = 20
# How many people the author picker of the list page offers.
AUTHOR_CHOICES = 300
# The mark share_page puts on a response, read by is_shared_page.
SHARED_PAGE_MARK = "page_cache_shared"

View = Callable[..., HttpResponseBase]
T = TypeVar("T")
# The data version read at the start of the current request, so helpers need not query it again.
_request_version: ContextVar[freshness.Freshness | None] = ContextVar("request_version", default=None)


# 1. The page cache


@dataclass(frozen=True)
class PageCacheLookup:
    """What ``PageCacheMiddleware`` found for a request it did not answer: ``request.page_cache``.

    ``version`` is the data version it read (the view's validators use it, not a second read)
    and ``key`` the name a shared response is stored under.
    """

    version: freshness.Freshness
    key: str


def share_page(response: HttpResponseBase) -> HttpResponseBase:
    """Mark ``response`` as one ``PageCacheMiddleware`` may store, once the middleware inside it is done."""
    setattr(response, SHARED_PAGE_MARK, True)
    return response


def is_shared_page(response: HttpResponseBase) -> bool:
    return getattr(response, SHARED_PAGE_MARK, False)


def cache_public_page(view: View) -> View:
    """Give ``view`` validators from the data version, 304s without rendering, and the page cache.

    With :class:`PageCacheMiddleware` installed the middleware looks pages up and stores them;
    without it the view does both itself (the same rules, a little more work per hit).
    """

    @wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponseBase:
        if request.method in ("GET", "HEAD"):
            # The view sees the parameters its cache key names, so a stored page never carries
            # another visitor's tracking parameters in its links.
            request.GET = canonical_query(request.GET)
        if request.method not in ("GET", "HEAD") or _is_personal(request):
            return view(request, *args, **kwargs)
        from_middleware: PageCacheLookup | None = getattr(request, "page_cache", None)
        version = from_middleware.version if from_middleware else freshness.current()
        etag = page_etag(version)
        last_modified = int(version.changed_at.timestamp())
        not_modified = get_conditional_response(request, etag=etag, last_modified=last_modified)
        if not_modified is not None:
            return _with_validators(not_modified, etag, last_modified, status="revalidated")
        if from_middleware is None:
            key = page_cache_key(request, version)
            stored = default_cache.get(key) if _timeout() else None
            if stored is not None:
                return _serve_stored(request, stored)
        token = _request_version.set(version)
        try:
            response = view(request, *args, **kwargs)
            if hasattr(response, "render") and callable(response.render):
                response = response.render()
        finally:
            _request_version.reset(token)
        response = _with_validators(response, etag, last_modified, status="bypass")
        if request.method == "GET" and _timeout() and _is_shareable(request, response):
            if from_middleware is None:
                default_cache.set(key, _freeze(response), _timeout())
                response[CACHE_STATUS_HEADER] = "miss"
            else:
                share_page(response)
        return response

    return wrapped


class PageCacheMiddleware:
    """Answer repeat requests for stored public pages before the rest of the stack runs.

    Goes right after WhiteNoise in ``MIDDLEWARE``. Only pages that a ``cache_public_page`` view
    declared shareable are stored, as the inner middleware finished them (security headers
    included), and only when no cookie was set on the way out. A hit costs one query (the
    data version) and one cache read; sessions, CSRF, authentication, URL resolution and the
    view are skipped.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if request.method not in ("GET", "HEAD") or _is_personal(request) or not _timeout():
            return self.get_response(request)
        try:
            version = _current_version()
        except DatabaseError:
            return self.get_response(request)  # the inner stack turns the outage into its 503
        key = page_cache_key(request, version)
        stored = default_cache.get(key)
        if stored is not None:
            return _serve_stored(request, stored)
        request.page_cache = PageCacheLookup(version, key)
        response = self.get_response(request)
        if request.method == "GET" and is_shared_page(response) and not response.cookies:
            default_cache.set(key, _freeze(response), _timeout())
            response[CACHE_STATUS_HEADER] = "miss"
        return response


def _current_version() -> freshness.Freshness:
    """The data version; a kept connection the server has dropped is replaced once and asked again.

    Connections are kept between requests without a health check (``CONN_HEALTH_CHECKS``): this
    is the first query of every public request, so a database restart costs no visitor an error.
    """
    kept = connection.connection is not None
    try:
        return freshness.current()
    except DatabaseError:
        # A failed connect is not retried: an unreachable server would only make the 503 slower.
        if not kept or connection.in_atomic_block:
            raise
        connection.close()
        return freshness.current()


def _serve_stored(request: HttpRequest, stored: dict) -> HttpResponseBase:
    response = _rebuild(stored)
    if request.method == "HEAD":
        response.content = b""  # the stored Content-Length still describes the GET body
    response = get_conditional_response(
        request,
        etag=response.get("ETag"),
        last_modified=parse_http_date_safe(response.get("Last-Modified", "")),
        response=response,
    )
    response[CACHE_STATUS_HEADER] = "hit"
    return response


# 2. Values per data version


# What a page's rows hold of each publication besides its ``PageRows.columns``: the year for
# the headings, the type for grouping by type.
ROW_COLUMNS = ("pk", "year", "type")


@dataclass(frozen=True)
class PageRows:
    """One page of a listing: the listing as the page reads it (in its order), where the page
    starts and how many rows a page has.

    ``columns`` names annotations of the listing read and stored with each row (a visitor's
    stored entry): their SQL is part of the rows' name, so rows stored with them are found only
    where the same annotations are asked for (the same stored entries' key). ``entries_key`` is
    that key, when the one column is the stored entry (so the facets' pass of a text search can
    read the entries with the rows).
    """

    listing: PublicationQuerySet
    offset: int
    size: int
    columns: tuple[str, ...] = ()
    entries_key: str | None = None

    def statement(self, total: int) -> tuple[str, tuple]:
        """The SQL (and parameters) reading the page's rows (``ROW_COLUMNS`` and ``columns``) of a
        listing of ``total`` rows; ("", ()) when the listing can match nothing."""
        end = max(self.offset, min(self.offset + self.size, total))
        rows = self.listing[self.offset : end].values_list(*ROW_COLUMNS, *self.columns)
        try:
            return rows.query.get_compiler(rows.db).as_sql()
        except EmptyResultSet:
            return "", ()

    def name(self, total: int, statement: tuple[str, tuple] | None = None) -> str:
        """The rows' name, by the rows they are: a page of 5 and one of 6 of 3 matches are one.

        It is the digest of the statement that reads them (``statement``, when made already):
        a page that reads its rows compiles it once, for the name and the reading.
        """
        sql, params = statement or self.statement(total)
        return f"page-rows:{hashlib.blake2b(repr((sql, params)).encode(), digest_size=16).hexdigest()}"


def cached_facet_counts(
    queryset: PublicationQuerySet,
    top: int = 10,
    page: PageRows | None = None,
    scope: FacetScope | None = None,
    term: str | None = None,
) -> FacetCounts:
    """``facet_counts(queryset, top)``, computed once per data version and filter, shared by all processes.

    Facets aggregate every matching row, so their cost grows with the data; the pages around
    them (every page number, the API, the feeds' listings) reuse one result until the next write.
    The stored result keeps ``STORED_FACET_TOP`` values of each facet, so pages showing fewer
    (the list page) and more (the API) share it.

    ``page``, for a listing whose order reads every match (a text search by relevance): when
    neither is stored, the counts and that page's rows come from one pass over the matches, and
    both are stored (:func:`cached_page_rows` then finds the rows).

    ``scope``: the filter value ``queryset`` is, when it is one (see ``facets.FacetScope``).
    ``term``: with ``page``, the one word ``queryset`` searches for (see ``facets.facet_counts_and_rows``).
    """
    if queryset.query.is_empty() or not _timeout():
        return facet_counts(queryset, top=top, scope=scope)
    stored_top = max(top, STORED_FACET_TOP)
    name = f"facet-counts:{_query_digest(queryset.order_by(), stored_top)}"
    if page is not None:
        counts_key = _key_for_version(name)
        stored = default_cache.get(counts_key)
        if stored is None:
            counts, rows = facet_counts_and_rows(
                queryset, stored_top, page.offset, page.size, term, page.entries_key
            )
            rows_key = _key_for_version(page.name(counts.total))
            default_cache.set_many({counts_key: counts, rows_key: rows}, _timeout())
            return counts.limited(top)
        return stored.limited(top)
    return cached_for_version(name, lambda: facet_counts(queryset, top=stored_top, scope=scope)).limited(top)


def cached_page_rows(page: PageRows, total: int) -> list:
    """The publications of one page of a listing, as ids and years, read once per data version.

    Every URL that asks for the same rows (the page with other parameters, the same filter written
    another way) shares them; the rows come back holding only ``id``, ``year`` and ``type`` (for
    the headings) and the page's ``columns``, and the listing reads the rest for the entries
    neither stored nor in the fragments (:func:`entry_fragments`). ``total`` is the number of rows
    the listing has. With storing off, the page's slice of the listing as a queryset.

    The ``columns`` are stored with the rows: a page answered from the cache finds its stored
    entries without a query, as one cache value (a hundred fragments cost a hundred writes).
    The facets' pass of a text search stores them too when they are the stored entry
    (``entries_key``); rows stored without them come back without them. A
    row read before the stored entries of a write were filled holds None for the rest of that
    data version: its entry goes into the fragments.
    """
    rows = page.listing[page.offset : page.offset + page.size]
    if not _timeout():
        return rows
    if rows.query.is_empty():
        return []  # a filter that matches nothing: no SQL to run
    statement = page.statement(total)

    def read() -> list[tuple]:
        with connections[rows.db].cursor() as cursor:
            cursor.execute(*statement)
            return cursor.fetchall()

    found = cached_for_version(page.name(total, statement), read)
    fields = ["id", "year", "type"]  # ROW_COLUMNS by attribute name
    publications = []
    for row in found:
        publication = Publication.from_db(rows.db, fields, row[:3])
        if len(row) > 3:
            for name, value in zip(page.columns, row[3:], strict=True):
                setattr(publication, name, value)
        publications.append(publication)
    return publications


def cached_for_version(name: str, compute: Callable[[], T]) -> T:
    """``compute()``, stored once per data version under ``name`` and shared by all processes.

    For values built from whole tables that every listing shows (the venue choices of the filter
    form) or from one query (facets, a page's rows): any write bumps the version, so a stored
    value is never stale.
    """
    if not _timeout():
        return compute()
    key = _key_for_version(name)
    value = default_cache.get(key)
    if value is None:
        value = compute()
        default_cache.set(key, value, _timeout())
    return value


def _key_for_version(name: str) -> str:
    return f"{name}:{current_version_key()}"


def current_version_key() -> str:
    """The data version as stored values are keyed on it: the one the request read at its start
    (no second query), else the one committed now."""
    return version_key(_request_version.get() or freshness.current())


def _query_digest(queryset: PublicationQuerySet, *extra: object) -> str:
    """A short name for the rows a queryset selects (and ``extra``), for keys of values computed from it.

    The name is its SQL selecting the primary keys alone: the conditions, joins, grouping, order
    and slice that decide which rows come, in what order, without the columns read from each
    (every column of a listing and its venue took five times as long to compile). A queryset that can
    match nothing compiles to no SQL at all; every such queryset selects the same (empty) rows, so
    they share one name.
    """
    try:
        sql, params = queryset.values_list("pk").query.sql_with_params()
    except EmptyResultSet:
        sql, params = "", ()
    return hashlib.blake2b(repr((sql, params, *extra)).encode(), digest_size=16).hexdigest()


def cached_venue_choices() -> list[tuple[str, str, str]]:
    """The venue picker's choices (the list page's filter form), as :class:`VenueChoice`'s plain
    tuples (slug, short name, name): pickling hundreds of named tuples took most of a millisecond,
    and making them again on every read a fifth of one.
    """
    return cached_for_version("venue-choices", lambda: list(map(tuple, Venue.objects.filter_choices())))


def cached_author_choices() -> list:
    """The author picker's choices: the ``AUTHOR_CHOICES`` people with the most publications."""
    return cached_for_version("author-choices", lambda: Author.objects.picker_choices(AUTHOR_CHOICES))


# 3. Entry fragments


@dataclass
class EntryFragments:
    """The stored entries of one page's publications, read in one cache call; new ones kept to store.

    ``entry(pk, build)`` answers the stored entry, else ``build()``'s, remembered; ``store()``
    writes the new ones in one cache call. With storing off every entry is built, none kept.
    """

    keys: dict[int, str] = field(default_factory=dict)
    stored: dict[str, Any] = field(default_factory=dict)
    fresh: dict[str, Any] = field(default_factory=dict)

    def holds(self, pk: int) -> bool:
        return self.keys.get(pk) in self.stored

    def entry(self, pk: int, build: Callable[[], T]) -> T:
        key = self.keys.get(pk)
        if key in self.stored:
            return self.stored[key]
        value = build()
        if key is not None:
            self.stored[key] = self.fresh[key] = value
        return value

    def store(self) -> None:
        if self.fresh:
            default_cache.set_many(self.fresh, _timeout())
            self.fresh = {}


def entry_fragments(kind: str, variant: str, pks: Iterable[int]) -> EntryFragments:
    """The stored ``kind`` entries ("entry" for listing HTML, "api-entry" for API JSON) of ``pks``.

    An entry changes only with the data version (any write, author flags included) or the
    release; ``variant`` names whatever else it depends on (the script prefix, the site address,
    whether edit links show).
    """
    pks = list(pks)
    if not _timeout() or not pks:
        return EntryFragments()
    prefix = f"{kind}:{release_id()}:{current_version_key()}:{variant}"
    keys = {pk: f"{prefix}:{pk}" for pk in pks}
    return EntryFragments(keys, default_cache.get_many(keys.values()))


# Keys, release and settings


def page_etag(version: freshness.Freshness) -> str:
    """The ETag of every public page at this data version and release (caches scope it by URL)."""
    return quote_etag(f"{version_key(version)}-{release_id()}")


def page_cache_key(request: HttpRequest, version: freshness.Freshness) -> str:
    """The stored page's name: the release, the data version and the canonical URL.

    The URL is the scheme, host and path with only the parameters public pages read, by name
    (:func:`publications.web.filters.canonical_query`): every spelling of one page shares its copy.
    """
    query = canonical_query(request.GET).urlencode()
    address = request.build_absolute_uri(escape_uri_path(request.path)) + (f"?{query}" if query else "")
    url = hashlib.blake2b(address.encode(), digest_size=16).hexdigest()
    return f"page:{release_id()}:{version_key(version)}:{url}"


def version_key(version: freshness.Freshness) -> str:
    """The version as stored values are keyed on it, with the moment it was reached: a database
    restored to an older version and written again reaches the same number at another moment, and
    must not meet the old pages."""
    return f"{version.etag}.{int(version.changed_at.timestamp() * 1_000_000):x}"


@cache
def release_id() -> str:
    """``RELEASE_ID``, else a short hash of the static-files manifest, which changes with each release."""
    configured = getattr(settings, "RELEASE_ID", "")
    if configured:
        return hashlib.blake2b(configured.encode(), digest_size=4).hexdigest()
    manifest = settings.STATIC_ROOT and (settings.STATIC_ROOT / "staticfiles.json")
    try:
        content = manifest.read_bytes() if manifest else b""
    except OSError:
        content = b""
    return hashlib.blake2b(content, digest_size=4).hexdigest()


def page_caching_enabled() -> bool:
    """Whether pages and their parts are stored (``PAGE_CACHE_SECONDS`` > 0)."""
    return bool(_timeout())


def _timeout() -> int:
    return getattr(settings, "PAGE_CACHE_SECONDS", DEFAULT_PAGE_CACHE_SECONDS)


def _is_personal(request: HttpRequest) -> bool:
    names = [getattr(settings, name, None) for name in _PERSONAL_COOKIES]
    names.append("messages")
    return any(name and name in request.COOKIES for name in names)


def _is_shareable(request: HttpRequest, response: HttpResponseBase) -> bool:
    if response.status_code != 200 or response.streaming or response.cookies:
        return False
    if request.META.get("CSRF_COOKIE_NEEDS_UPDATE"):
        return False
    session = getattr(request, "session", None)
    if session is not None and session.modified:
        return False
    cache_control = {
        part.split("=")[0].strip().lower() for part in cc_delim_re.split(response.get("Cache-Control", ""))
    }
    if cache_control & {"private", "no-store"}:
        return False
    vary = {part.strip().lower() for part in cc_delim_re.split(response.get("Vary", "")) if part.strip()}
    if not vary <= _HARMLESS_VARY:
        return False
    return len(response.content) <= _MAX_STORED_BYTES


def _freeze(response: HttpResponse) -> dict:
    marks = {
        name: value
        for name, value in vars(response).items()
        if name in _KEPT_MARKS or name.startswith(_KEPT_MARK_PREFIX)
    }
    return {
        "status": response.status_code,
        "headers": list(response.items()),
        "content": response.content,
        "marks": marks,
    }


def _rebuild(stored: dict) -> HttpResponse:
    response = HttpResponse(stored["content"], status=stored["status"])
    for name, value in stored["headers"]:
        response[name] = value
    for name, value in stored["marks"].items():
        setattr(response, name, value)
    return response


def _with_validators(
    response: HttpResponseBase, etag: str, last_modified: int, *, status: str
) -> HttpResponseBase:
    if not response.has_header("ETag"):
        response["ETag"] = etag
    if not response.has_header("Last-Modified"):
        response["Last-Modified"] = http_date(last_modified)
    if not response.has_header("Cache-Control"):
        # Browsers and proxies may keep a copy but ask each time; the answer is usually a 304.
        patch_cache_control(response, no_cache=True)
    patch_vary_headers(response, ["Cookie"])
    response[CACHE_STATUS_HEADER] = status
    return response


# 4. Warming


def warm_main_listing(**kwargs) -> None:
    """Compute the unfiltered listing's facet counts, for the next visitor after a write.

    Facet counts aggregate every listed publication (a few hundred milliseconds at tens of
    thousands); computing them once, in the writing request, spares the first visitor of the home
    page and of the API after an import. Other filters are computed on first use. The filter
    form's pickers are stored after a write too (``publications.web.stored_fragments``).
    """
    if not page_caching_enabled():
        return
    cached_facet_counts(filtered_publications(QueryDict()).queryset)


def connect_warming() -> None:
    """Warm the main listing after every committed write (``freshness.data_committed``)."""
    freshness.data_committed.connect(warm_main_listing, dispatch_uid="warm-main-listing")
