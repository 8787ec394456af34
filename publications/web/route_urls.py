"""The URLs of publication, author and venue pages for a whole listing, each route reversed once.

A page of a hundred entries links to a hundred publications and as many people and venues;
``reverse()`` for each costs more than building the entries. Each route is reversed once with a
marker in place of its argument; an argument that needs no quoting takes the marker's place.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cached_property, lru_cache

from django.urls import get_resolver, get_script_prefix, get_urlconf, reverse

SLUG = re.compile(r"[-a-zA-Z0-9_]+")
DIGITS = re.compile(r"[0-9]+")


def route_url_maker(
    viewname: str,
    kwarg: str,
    plain: re.Pattern[str],
    *,
    absolute: Callable[[str], str] = str,
    fixed: tuple[tuple[str, str], ...] = (),
) -> Callable[[object], str]:
    """``value`` → ``absolute(reverse(viewname, kwargs={kwarg: value, **dict(fixed)}))``, reversing once.

    ``absolute`` turns a path into the URL wanted (``request.build_absolute_uri`` for the API);
    ``fixed`` gives the route's other arguments, the same for every value.
    """
    marker = "0123456789" if plain is DIGITS else "route-marker"
    head, tail = absolute(_reversed_route(viewname, kwarg, marker, fixed)).rsplit(marker, 1)

    def url(value: object) -> str:
        text = str(value)
        if plain.fullmatch(text):
            return head + text + tail
        return absolute(reverse(viewname, kwargs={kwarg: value, **dict(fixed)}))

    return url


def route_path(viewname: str) -> str:
    """``reverse(viewname)`` of a route that takes no argument, once per URL configuration and
    script prefix: the site's navigation, feed and export links of every page."""
    return _reversed_route(viewname, None, None)


def _reversed_route(
    viewname: str, kwarg: str | None, marker: str | None, fixed: tuple[tuple[str, str], ...] = ()
) -> str:
    """``reverse(viewname, kwargs={kwarg: marker, **dict(fixed)})``, once per route, URL
    configuration and script prefix: a listing page makes the same three routes' URLs several
    times, each a ``reverse()``."""
    urlconf = get_urlconf()
    return _reversed_in(get_resolver(urlconf), get_script_prefix(), urlconf, viewname, kwarg, marker, fixed)


@lru_cache(maxsize=128)
def _reversed_in(
    resolver,
    script_prefix: str,
    urlconf,
    viewname: str,
    kwarg: str | None,
    marker: str | None,
    fixed: tuple[tuple[str, str], ...],
) -> str:
    # ``resolver`` and ``script_prefix`` only name the answer: a changed URL configuration is a new
    # resolver (Django clears its cache of them), and the prefix is read again on every call.
    kwargs = {kwarg: marker, **dict(fixed)} if kwarg else None
    return reverse(viewname, urlconf=urlconf, kwargs=kwargs)


class EntryUrls:
    """The URLs of publications (by id), people and venues (by slug) for one request."""

    def __init__(self, absolute: Callable[[str], str] = str):
        self.absolute = absolute
        self.publication = route_url_maker("publications:detail", "pk", DIGITS, absolute=absolute)
        self.author = route_url_maker("publications:author-detail", "slug", SLUG, absolute=absolute)
        self.venue = route_url_maker("publications:venue-detail", "slug", SLUG, absolute=absolute)

    def publication_export(self, fmt: str) -> Callable[[object], str]:
        """The export of a publication (by id) in the format ``fmt``."""
        return route_url_maker(
            "publications:publication-export", "pk", DIGITS, absolute=self.absolute, fixed=(("fmt", fmt),)
        )

    @cached_property
    def publication_change(self) -> Callable[[object], str]:
        """The admin's change page of a publication (for staff's edit links)."""
        return route_url_maker(
            "admin:publications_publication_change", "object_id", DIGITS, absolute=self.absolute
        )
