"""Old URLs of renamed people and venues: a slug they were known by redirects (301) to their slug.

Former slugs are looked up only when a page finds nothing (a 404, or a listing filtered to no
publication), so pages of current slugs cost no query more. A current slug always wins over
someone's former one.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import wraps

from django.db.models import Model, Q
from django.http import Http404, HttpRequest, HttpResponseBase, HttpResponsePermanentRedirect
from django.urls import reverse

from publications.models import Author, Venue
from publications.web.route_urls import SLUG

# Listing parameters that name a person or a venue by slug.
SLUG_PARAMS: dict[str, type[Model]] = {"author": Author, "venue": Venue}


def current_slug(model: type[Model], slug: str) -> str | None:
    """The slug of the row that was once known as ``slug``, or None (also when it is a current slug)."""
    if not SLUG.fullmatch(slug):
        return None  # no slug at all (a name, an acronym with spaces, a NUL): nothing to look up
    found = list(
        model.objects.filter(Q(slug=slug) | Q(former_slugs__slug=slug)).values_list("slug", flat=True)[:2]
    )
    return None if not found or slug in found else found[0]


def _with_query(request: HttpRequest, path: str, query: str | None = None) -> str:
    query = request.GET.urlencode() if query is None else query
    return f"{path}?{query}" if query else path


def _run(
    view: Callable, request: HttpRequest, *args, **kwargs
) -> tuple[HttpResponseBase | None, Http404 | None]:
    try:
        return view(request, *args, **kwargs), None
    except Http404 as not_found:
        return None, not_found


def redirects_former_slugs(model: type[Model], kwarg: str) -> Callable[[Callable], Callable]:
    """A page whose URL names ``model`` by slug in ``kwarg``: a former slug redirects to the current one."""

    def decorate(view: Callable) -> Callable:
        @wraps(view)
        def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponseBase:
            response, not_found = _run(view, request, *args, **kwargs)
            if response is not None and response.status_code != 404:
                return response
            slug = current_slug(model, kwargs[kwarg])
            if slug is not None:
                path = reverse(request.resolver_match.view_name, kwargs={**kwargs, kwarg: slug})
                return HttpResponsePermanentRedirect(_with_query(request, path))
            if not_found is not None:
                raise not_found
            return response

        return wrapped

    return decorate


def _found_nothing(response: HttpResponseBase) -> bool:
    """A 404, a listing page of no publication, or an API answer counting none."""
    if response.status_code == 404:
        return True
    if response.status_code != 200 or response.streaming:
        return False
    paginator = (getattr(response, "context_data", None) or {}).get("paginator")
    if paginator is not None:
        return paginator.count == 0
    if response.get("Content-Type", "").startswith("application/json"):
        return json.loads(response.content).get("count") == 0
    return False


def redirects_former_filter_slugs(view: Callable) -> Callable:
    """A listing filtered by ``author=`` or ``venue=``: a former slug redirects to the current one."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponseBase:
        response, not_found = _run(view, request, *args, **kwargs)
        named = [name for name in SLUG_PARAMS if request.GET.get(name)]
        if named and (response is None or _found_nothing(response)):
            params = request.GET.copy()
            changed = False
            for name in named:
                values = params.getlist(name)
                current = [
                    current_slug(SLUG_PARAMS[name], value.strip().lower()) or value for value in values
                ]
                if current != values:
                    params.setlist(name, current)
                    changed = True
            if changed:
                return HttpResponsePermanentRedirect(_with_query(request, request.path, params.urlencode()))
        if not_found is not None:
            raise not_found
        return response

    return wrapped
