"""Feed links for pages: ``<link rel="alternate">`` autodiscovery and the visible feed link.

The feed of a page selects what the page lists: the list page's feed carries its filter
query, an author or venue page points at that author's or venue's feed with the rest of
the query. Other pages offer the feed of all publications. No database queries.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from django import template
from django.http import HttpRequest

from publications.web.filters import filter_query
from publications.web.route_urls import SLUG, route_path, route_url_maker

register = template.Library()

# Pages whose listing has a feed of its own, by URL name: (feed URL name prefix, URL keyword).
SCOPED_PAGES = {
    "author-detail": ("publications:author-feed", "author"),
    "venue-detail": ("publications:venue-feed", "venue"),
}
FILTERED_PAGES = {"list"}


# The feed URLs of each request's page: its head and its facets both show them.
_feed_urls: WeakKeyDictionary[HttpRequest, dict[str, str]] = WeakKeyDictionary()


def feed_urls_for(request: HttpRequest | None) -> dict[str, str]:
    """The RSS and Atom URLs of the listing a request shows, as {"rss": ..., "atom": ...}."""
    if request is None:
        return _feed_urls_of(None)
    urls = _feed_urls.get(request)
    if urls is None:
        urls = _feed_urls[request] = _feed_urls_of(request)
    return urls


def _feed_urls_of(request: HttpRequest | None) -> dict[str, str]:
    match = getattr(request, "resolver_match", None)
    url_name = match.url_name if match is not None and match.namespace == "publications" else None
    if url_name in SCOPED_PAGES:
        prefix, keyword = SCOPED_PAGES[url_name]
        paths = {
            kind: route_url_maker(f"{prefix}-{kind}", keyword, SLUG)(match.kwargs["slug"])
            for kind in ("rss", "atom")
        }
        query = filter_query(request.GET, **{keyword: ""})
    else:
        paths = {kind: route_path(f"publications:feed-{kind}") for kind in ("rss", "atom")}
        query = filter_query(request.GET) if url_name in FILTERED_PAGES else ""
    suffix = f"?{query}" if query else ""
    return {kind: path + suffix for kind, path in paths.items()}


@register.inclusion_tag("feeds/autodiscovery.html", takes_context=True)
def feed_autodiscovery(context: template.Context) -> dict:
    """``<link rel="alternate">`` tags that let feed readers find the page's feeds."""
    return {"feed_urls": feed_urls_for(context.get("request")), "site_name": context.get("site_name", "")}


@register.inclusion_tag("feeds/links.html", takes_context=True)
def feed_links(context: template.Context) -> dict:
    """The visible "Subscribe: RSS · Atom" link for the page's listing, and the page explaining feeds."""
    request = context.get("request")
    return {"feed_urls": feed_urls_for(request), "subscribe_url": subscribe_url_for(request)}


def subscribe_url_for(request: HttpRequest | None) -> str:
    """The page explaining feeds, for the listing the request shows (its filters and scope)."""
    match = getattr(request, "resolver_match", None)
    url_name = match.url_name if match is not None and match.namespace == "publications" else None
    if url_name in SCOPED_PAGES:
        keyword = SCOPED_PAGES[url_name][1]
        query = filter_query(request.GET, **{keyword: match.kwargs["slug"]})
    else:
        query = filter_query(request.GET) if url_name in FILTERED_PAGES else ""
    return route_path("publications:subscribe") + (f"?{query}" if query else "")
