"""The read-only JSON API: the same filters as the pages, paginated, with facets.

``/api/publications/?<filters>`` answers ``{"count", "next", "previous", "results", "facets"}``;
``/api/authors/`` and ``/api/venues/`` answer ``{"count", "next", "previous", "results"}``.

Publication entries are stored per release, data version and site address, as the HTML listings
store theirs (``publications.web.caching.entry_fragments``): a page reads its stored entries at once
and loads authorships, artifacts and tags only for the others. Any write bumps the data version,
so a stored entry is never stale.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from urllib.parse import urlencode

from django.core.paginator import Page, Paginator
from django.db.models import prefetch_related_objects
from django.http import Http404, HttpRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.urls import get_script_prefix, reverse
from django.views.decorators.http import require_safe

from publications.exports.common import venue_title
from publications.links import http_url, publication_links
from publications.models import (
    Author,
    CreditedAuthor,
    Publication,
    Venue,
    credited_authors,
    listing_prefetches,
)
from publications.params import parse_whole_number
from publications.web.caching import cached_facet_counts, entry_fragments
from publications.web.filters import canonical_query, filtered_publications, page_size
from publications.web.route_urls import EntryUrls

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 1000
FACET_SIZE = 20


def _page(request: HttpRequest, queryset, default: int = DEFAULT_PAGE_SIZE, count: int | None = None) -> Page:
    paginator = Paginator(queryset, page_size(request.GET, default, MAX_PAGE_SIZE))
    if count is not None:
        paginator.count = count
    number = parse_whole_number(request.GET.get("page") or "1")
    if number is None or not 1 <= number <= max(paginator.num_pages, 1):
        raise Http404("No such page.")
    return paginator.page(number)


def _page_url(request: HttpRequest, number: int | None) -> str | None:
    if number is None:
        return None
    params = request.GET.copy()
    params["page"] = str(number)
    query = canonical_query(params).urlencode()
    return request.build_absolute_uri(f"{request.path}?{query}" if query else request.path)


def _envelope(request: HttpRequest, page: Page, results: list[dict]) -> dict:
    return {
        "count": page.paginator.count,
        "next": _page_url(request, page.next_page_number() if page.has_next() else None),
        "previous": _page_url(request, page.previous_page_number() if page.has_previous() else None),
        "results": results,
    }


def _venue(venue: Venue | None, urls: EntryUrls) -> dict | None:
    if venue is None:
        return None
    return {
        "slug": venue.slug,
        "short_name": venue.short_name,
        "name": venue.name,
        "kind": venue.kind,
        "url": urls.venue(venue.slug),
    }


def _author(author: CreditedAuthor, urls: EntryUrls) -> dict:
    return {
        "name": author.display_name,
        "name_as_written": author.name_as_written,
        "slug": author.slug,
        "is_member": author.is_member,
        "url": urls.author(author.slug),
    }


def publication_data(publication: Publication, authors: list[CreditedAuthor], urls: EntryUrls) -> dict:
    """One publication's entry; its artifacts and tags are best loaded beforehand."""
    return {
        "id": publication.pk,
        "url": urls.publication(publication.pk),
        "title": publication.title,
        "authors": [_author(author, urls) for author in authors],
        "year": publication.year,
        "month": publication.month,
        "type": publication.type,
        "status": publication.status,
        "venue": _venue(publication.venue, urls),
        "venue_title": venue_title(publication),
        "venue_name": publication.venue_name,
        "volume": publication.volume,
        "issue": publication.number,
        "pages": publication.pages,
        "article_number": publication.article_number,
        "publisher": publication.publisher,
        "doi": publication.doi,
        "arxiv_id": publication.arxiv_id,
        "pmid": publication.pmid,
        "award": publication.award,
        "highlight": publication.highlight,
        "abstract": publication.abstract,
        "links": {link.kind: link.url for link in publication_links(publication) if link.kind != "artifact"},
        "artifacts": [
            {
                "id": artifact.pk,
                "title": artifact.title,
                "type": artifact.type,
                "url": http_url(artifact.url),
                "doi": artifact.doi,
            }
            for artifact in publication.artifacts.all()
        ],
        "tags": [tag.slug for tag in publication.tags.all()],
        "files": {
            kind: urls.absolute(url)
            for kind, url in (
                ("pdf", publication.pdf_file_url),
                ("slides", publication.slides_file_url),
                ("cover", publication.cover_image_url),
                ("cover_thumbnail", publication.cover_thumbnail_url),
            )
            if url
        },
    }


def publication_entries(request: HttpRequest, publications: Iterable[Publication]) -> list[dict]:
    """Each publication's entry, in order: stored ones from the cache, the others built and stored.

    Authorships, artifacts and tags are loaded only for the entries the cache does not hold; one
    cache read and at most one cache write per call.
    """
    publications = list(publications)
    # Entries hold absolute URLs: each scheme, host and script prefix has entries of its own.
    site = hashlib.blake2b(
        request.build_absolute_uri(get_script_prefix()).encode(), digest_size=8
    ).hexdigest()
    fragments = entry_fragments("api-entry", site, [item.pk for item in publications])
    missing = [item for item in publications if not fragments.holds(item.pk)]
    # Relations already loaded (a queryset with listing_prefetches) are not queried again.
    prefetch_related_objects(missing, *listing_prefetches(authorships=False))
    authors = credited_authors([item.pk for item in missing])
    urls = EntryUrls(request.build_absolute_uri)
    entries = [
        fragments.entry(item.pk, lambda item=item: publication_data(item, authors[item.pk], urls))
        for item in publications
    ]
    fragments.store()
    return entries


@require_safe
def publication_list(request: HttpRequest) -> JsonResponse:
    filtered = filtered_publications(request.GET)
    if not filtered.is_valid:
        return JsonResponse({"errors": filtered.errors}, status=400)
    # The facets count the matching rows already (and are cached): no second COUNT(*).
    facets = cached_facet_counts(filtered.queryset, top=FACET_SIZE, scope=filtered.facet_scope())
    # Only entries the cache does not hold need their relations: publication_entries loads them.
    page = _page(request, filtered.queryset.prefetch_related(None), count=facets.total)
    data = _envelope(request, page, publication_entries(request, page))
    data["facets"] = facets.counts
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False})


@require_safe
def publication_detail(request: HttpRequest, pk: int) -> JsonResponse:
    publication = get_object_or_404(Publication.objects.with_listing_row(), pk=pk)
    [entry] = publication_entries(request, [publication])
    return JsonResponse(entry, json_dumps_params={"ensure_ascii": False})


@require_safe
def author_list(request: HttpRequest) -> JsonResponse:
    queryset = Author.objects.with_publication_counts().in_index_order()
    if request.GET.get("member") == "true":
        queryset = queryset.members()
    page = _page(request, queryset, default=100)
    results = [
        {
            "slug": author.slug,
            "name": author.display_name,
            "given_name": author.given_name,
            "family_name": author.family_name,
            "is_member": author.is_member,
            "role": author.role,
            "role_label": author.get_role_display(),
            "affiliation": author.affiliation,
            "start_year": author.start_year,
            "end_year": author.end_year,
            "orcid": author.orcid,
            "homepage": http_url(author.homepage),
            "photo": request.build_absolute_uri(author.photo_url) if author.photo else None,
            "photo_thumbnail": (
                request.build_absolute_uri(author.photo_thumbnail_url) if author.photo_thumbnail else None
            ),
            "publication_count": author.publication_count,
            "url": request.build_absolute_uri(author.get_absolute_url()),
            "publications": request.build_absolute_uri(
                reverse("publications:api-publication-list") + "?" + urlencode({"author": author.slug})
            ),
        }
        for author in page
    ]
    return JsonResponse(_envelope(request, page, results), json_dumps_params={"ensure_ascii": False})


@require_safe
def venue_list(request: HttpRequest) -> JsonResponse:
    page = _page(request, Venue.objects.with_publication_counts().in_index_order(), default=100)
    urls = EntryUrls(request.build_absolute_uri)
    results = [{**_venue(venue, urls), "publication_count": venue.publication_count} for venue in page]
    return JsonResponse(_envelope(request, page, results), json_dumps_params={"ensure_ascii": False})
