"""The read-only JSON API: the same filters as the pages, paginated, with facets.

``/api/publications/?<filters>`` answers ``{"count", "next", "previous", "results", "facets"}``;
``/api/authors/`` and ``/api/venues/`` answer ``{"count", "next", "previous", "results"}``.

A publication's entry is stored with its listing entry after every write
(``publications.web.stored_entries``), with the site's paths in place of its URLs, and read with
the page's rows: a request puts its own address on the paths (:func:`with_site`). An entry not
stored (written since, or not listed) comes from the entry fragments (per release, data version
and site address, ``publications.web.caching.entry_fragments``) or is built from the whole row,
by the same function, with its authors, artifacts and tags loaded in a fixed number of queries.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from urllib.parse import urlencode

from django.core.paginator import Page, Paginator
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
)
from publications.params import parse_whole_number
from publications.web.caching import cached_facet_counts, entry_fragments
from publications.web.filters import canonical_query, filtered_publications, page_size
from publications.web.route_urls import EntryUrls
from publications.web.stored_entries import STORED_API_ENTRY, with_stored_api_entries

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


def publication_data(publication: Publication, urls: EntryUrls) -> dict:
    """One publication's entry: a row with its venue, credited authors
    (``with_credited_authors``), artifacts and tags."""
    return {
        "id": publication.pk,
        "url": urls.publication(publication.pk),
        "title": publication.title,
        "authors": [_author(author, urls) for author in credited_authors(publication)],
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


def stored_api_entry(publication: Publication, paths: EntryUrls) -> str:
    """The entry as stored with the publication's listing entry: JSON, with the site's paths
    (``paths`` makes no URL absolute) where a request puts its own URLs (:func:`with_site`)."""
    return json.dumps(publication_data(publication, paths), ensure_ascii=False)


def with_site(entry: dict, urls: EntryUrls) -> dict:
    """An entry of :func:`publication_data` with the URLs ``urls`` makes: each made again from the
    id, slug or path it was made from, as :func:`publication_data` makes it."""
    entry["url"] = urls.publication(entry["id"])
    for author in entry["authors"]:
        author["url"] = urls.author(author["slug"])
    if entry["venue"] is not None:
        entry["venue"]["url"] = urls.venue(entry["venue"]["slug"])
    entry["files"] = {kind: urls.absolute(path) for kind, path in entry["files"].items()}
    return entry


def publication_entries(request: HttpRequest, publications: Iterable[Publication]) -> list[dict]:
    """Each publication's entry, in order: stored ones with the rows (``with_stored_api_entries``),
    the others from the cache or built and cached.

    Rows, authors, artifacts and tags are loaded only for the entries neither stored nor cached,
    in three queries; one cache read and at most one cache write per call, none when every entry
    is stored.
    """
    publications = list(publications)
    urls = EntryUrls(request.build_absolute_uri)
    entries = {
        row.pk: with_site(json.loads(stored), urls)
        for row in publications
        if (stored := getattr(row, STORED_API_ENTRY, None))
    }
    missing = [row.pk for row in publications if row.pk not in entries]
    if missing:
        # Entries hold absolute URLs: each scheme, host and script prefix has entries of its own.
        site = hashlib.blake2b(
            request.build_absolute_uri(get_script_prefix()).encode(), digest_size=8
        ).hexdigest()
        fragments = entry_fragments("api-entry", site, missing)
        unbuilt = [pk for pk in missing if not fragments.holds(pk)]
        whole = Publication.objects.with_credited_relations().in_bulk(unbuilt) if unbuilt else {}
        paths = EntryUrls()
        for pk in missing:
            entries[pk] = fragments.entry(
                pk, lambda pk=pk: with_site(publication_data(whole[pk], paths), urls)
            )
        fragments.store()
    return [entries[row.pk] for row in publications]


@require_safe
def publication_list(request: HttpRequest) -> JsonResponse:
    filtered = filtered_publications(request.GET)
    if not filtered.is_valid:
        return JsonResponse({"errors": filtered.errors}, status=400)
    # The facets count the matching rows already (and are cached): no second COUNT(*).
    facets = cached_facet_counts(filtered.queryset, top=FACET_SIZE, scope=filtered.facet_scope())
    # The page's ids with their stored entries: publication_entries loads the rest only for
    # entries neither stored nor cached.
    rows = filtered.queryset.without_relations().only("pk")
    page = _page(request, with_stored_api_entries(rows), count=facets.total)
    data = _envelope(request, page, publication_entries(request, page))
    data["facets"] = facets.counts
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False})


@require_safe
def publication_detail(request: HttpRequest, pk: int) -> JsonResponse:
    publication = get_object_or_404(with_stored_api_entries(Publication.objects.only("pk")), pk=pk)
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
