"""RSS 2.0 and Atom 1.0 feeds of every public listing.

A feed takes the list page's own query parameters (``?venue=sc&highlight=true``) through the
shared ``PublicationFilter``, so a feed always holds what the page with the same query shows,
newest additions to the site first. Author and venue pages have feeds under their own URL,
which fix that one parameter.

Feeds are polled often: urls.py wraps them in ``caching.cache_public_page``, whose ETag and
Last-Modified come from the data version, so an unchanged feed costs one query and a
``304 Not Modified``; readers and proxies may keep a copy for five minutes. What a feed shows
of each publication (:func:`feed_item_values`) is stored with its listing entry after every
write (``publications.web.stored_entries``) and read with the feed's rows; an item not stored
is made from the whole row, by the same function.

A malformed filter value (``year=abc``) gives a 400 that says why; one that names nothing (an
unknown author, venue or tag) gives a 404, so a feed reader learns the subscription is dead; a
valid filter that matches nothing gives an empty feed. Never a 500.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.db.models import QuerySet
from django.http import (
    Http404,
    HttpRequest,
    HttpResponse,
    HttpResponseBadRequest,
    HttpResponseNotAllowed,
)
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils import feedgenerator
from django.utils.cache import patch_cache_control
from django.utils.encoding import iri_to_uri
from django.utils.html import conditional_escape, escape, strip_spaces_between_tags

from publications.links import http_url, publication_links
from publications.models import (
    Author,
    Publication,
    PublicationQuerySet,
    PublicationStatus,
    PublicationType,
    Tag,
    Venue,
    VenueQuerySet,
    credited_authors,
)
from publications.web.feed_stylesheet import with_stylesheet
from publications.web.filters import filter_query, filtered_publications
from publications.web.stored_entries import STORED_FEED_ITEM, with_stored_feed_items

FEED_LENGTH = 50
FEED_MAX_AGE = 300

# Characters XML 1.0 cannot carry at all, even escaped; imported text may hold them.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def xml_safe(value):
    """The value with characters XML 1.0 forbids removed, for strings and lists of strings."""
    if isinstance(value, str):
        return _NOT_XML.sub("", value)
    if isinstance(value, list | tuple):
        return type(value)(xml_safe(part) for part in value)
    return value


# The one escaping rule for feed text. Titles and descriptions, of the channel and of every
# entry, are HTML in both formats (RSS readers render them as HTML; Atom declares them
# ``type="html"``), so their text is escaped for HTML here, once, and again for XML by the
# writer: a reader that renders them shows the text, never markup. Entry descriptions are
# written by ``publication_description``, which escapes their text, and arrive as HTML
# already. Names and categories are plain text in both formats and are only XML-escaped.
_HTML_TEXT_FIELDS = {"title", "subtitle", "description"}
_HTML_ITEM_TEXT_FIELDS = {"title"}
_ATOM_HTML_ELEMENTS = {"title", "subtitle"}


def _feed_text(values: dict, html_fields: set[str]) -> dict:
    return {
        key: escape(value) if key in html_fields and isinstance(value, str) else value
        for key, value in ((key, xml_safe(value)) for key, value in values.items())
    }


class _FeedTextMixin:
    """Applies the feed text rule to the channel and every entry before the XML writer sees them."""

    def __init__(self, **kwargs):
        super().__init__(**_feed_text(kwargs, _HTML_TEXT_FIELDS))

    def add_item(self, **kwargs):
        super().add_item(**_feed_text(kwargs, _HTML_ITEM_TEXT_FIELDS))

    def write(self, outfile, encoding):
        """The feed written whole into ``outfile`` at once: the XML writer hands on every tag,
        attribute and text on its own (two thousand pieces a feed), each of which a response
        would encode and append by itself. Encoded as the writer encodes for a response."""
        text = io.StringIO()
        super().write(text, encoding)
        outfile.write(text.getvalue().encode(encoding, "xmlcharrefreplace"))


class _AtomHtmlTextHandler:
    """The XML writer, with Atom's titles and subtitles declared as the HTML they are."""

    def __init__(self, handler) -> None:
        self._handler = handler

    def addQuickElement(self, name, contents=None, attrs=None):
        if name in _ATOM_HTML_ELEMENTS:
            attrs = {**(attrs or {}), "type": "html"}
        self._handler.addQuickElement(name, contents, attrs)

    def __getattr__(self, name):
        return getattr(self._handler, name)


class PublicationRssFeed(_FeedTextMixin, feedgenerator.Rss201rev2Feed):
    pass


class PublicationAtomFeed(_FeedTextMixin, feedgenerator.Atom1Feed):
    """Atom with ``<link rel="related">`` to the DOI, PDF and other copies of each paper."""

    def add_root_elements(self, handler):
        super().add_root_elements(_AtomHtmlTextHandler(handler))

    def add_item_elements(self, handler, item):
        super().add_item_elements(_AtomHtmlTextHandler(handler), item)
        for title, href in item.get("related_links", ()):
            handler.addQuickElement("link", "", {"rel": "related", "href": href, "title": title})


class MalformedFeedFilter(Exception):
    """A feed's query string holds a value its filter cannot read (``year=abc``)."""

    def __init__(self, reasons: str) -> None:
        super().__init__(f"Invalid feed filter: {reasons}")


@dataclass(frozen=True)
class FeedSelection:
    """What one feed request selects, and how to name it."""

    publications: PublicationQuerySet
    label: str
    page_url: str
    feed_url: str
    absolute_uri: Callable[[str], str]


def description_parts(publication: Publication, authors: list[str]) -> list[str]:
    """An entry's description, as HTML: authors; venue, year and status; award; abstract; links.

    The same on every site, so it can be stored: a link to a page of this site (a dataset
    without a URL of its own) is left as its path for the request to make absolute. The parts
    alternate: HTML, such a path, HTML, ... (one part when there is none);
    :func:`publication_description` joins them.

    Built in Python rather than through a template: a template render for each of a feed's 50
    entries was about a quarter of the feed's time with nothing cached.
    """
    place = ""
    if publication.venue_name:
        place = conditional_escape(publication.venue_name)
    elif publication.venue:
        place = conditional_escape(publication.venue.name)
    if publication.year:
        place += (", " if publication.venue_name or publication.venue else "") + str(publication.year)
    if publication.status != PublicationStatus.PUBLISHED:
        place += f" ({conditional_escape(str(publication.get_status_display()).lower())})"
    parts = [
        f"<p>{', '.join(conditional_escape(name) for name in authors)}</p>",
        f"<p>{place}</p>",
    ]
    if publication.award:
        parts.append(f"<p><strong>{conditional_escape(publication.award)}</strong></p>")
    if publication.abstract:
        parts.append(f"<p>{conditional_escape(publication.abstract)}</p>")
    segments = ["".join(parts)]
    links = publication_links(publication)
    for index, link in enumerate(links):
        segments[-1] += ("<p>" if index == 0 else " · ") + '<a href="'
        text = escape(f"DOI {publication.doi}" if link.kind == "doi" else link.label)
        site_free = _site_free_uri(link.url)
        if site_free is None:
            segments += [link.url, f'">{text}</a>']
        else:
            segments[-1] += f'{escape(site_free)}">{text}</a>'
    if links:
        segments[-1] += "</p>"
    # Whitespace between tags is dropped, so whitespace-only text reads the same everywhere. A
    # path sits inside an attribute, between quotes: no run of whitespace between tags spans it.
    return [part if index % 2 else strip_spaces_between_tags(part) for index, part in enumerate(segments)]


def _site_free_uri(url: str) -> str | None:
    """What ``request.build_absolute_uri(url)`` gives on every site when ``url`` names its own
    scheme and host (the URL made a URI); None for a path, which each site makes its own."""
    bits = urlsplit(url)
    return iri_to_uri(url) if bits.scheme and bits.netloc else None


def publication_description(parts: list[str], absolute_uri: Callable[[str], str]) -> str:
    """The description :func:`description_parts` gave, with this site's address on its paths."""
    if len(parts) == 1:
        return parts[0]
    return "".join(escape(absolute_uri(part)) if index % 2 else part for index, part in enumerate(parts))


def feed_item_values(publication: Publication) -> dict:
    """What a feed shows of a publication, the same on every site (its link a path, its
    description in :func:`description_parts`); a row with its venue, artifacts, tags and credited
    authors. Stored as JSON with the publication's entry (``publications.web.stored_entries``)."""
    authors = [author.display_name for author in credited_authors(publication)]
    categories = [str(publication.venue)] if publication.venue else []
    categories.append(publication.get_type_display())
    categories.extend(tag.name for tag in publication.tags.all())
    if publication.highlight:
        categories.append("highlight")
    return {
        "title": publication.title,
        "link": publication.get_absolute_url(),
        "description": description_parts(publication, authors),
        "author_name": ", ".join(authors) or None,
        "categories": categories,
        "related_links": related_links(publication),
    }


def stored_feed_item(publication: Publication) -> str:
    """:func:`feed_item_values` as the JSON stored with the publication's entry."""
    return json.dumps(feed_item_values(publication), ensure_ascii=False)


@dataclass(frozen=True)
class FeedItem:
    """One item of a feed: its row's dates, what :func:`feed_item_values` gives, and its description
    with this site's address."""

    created_at: datetime
    updated_at: datetime
    values: dict
    description: str


def _either(names: list[str]) -> str:
    return " or ".join(names)


def describe_selection(cleaned: dict, *, authors: list[Author], venues: list[Venue], tags: list[Tag]) -> str:
    """A human name for a filtered listing: "Highlights · SC", "Publications by Zhao Zhang", "2023"."""
    parts = []
    head = {True: "Highlights", False: "Not highlighted", None: "Publications"}[cleaned.get("highlight")]
    if authors:
        parts.append(f"{head} by {_either([author.display_name for author in authors])}")
    elif cleaned.get("highlight") is not None:
        parts.append(head)
    if venues:
        parts.append(_either([str(venue) for venue in venues]))
    year, year_min, year_max = (cleaned.get(key) for key in ("year", "year_min", "year_max"))
    if year is not None:
        parts.append(str(year))
    if year_min is not None and year_max is not None:
        parts.append(f"{year_min}\N{EN DASH}{year_max}")
    elif year_min is not None:
        parts.append(f"since {year_min}")
    elif year_max is not None:
        parts.append(f"until {year_max}")
    if cleaned.get("type"):
        parts.append(_either([PublicationType(value).label for value in cleaned["type"]]))
    if cleaned.get("status"):
        parts.append(_either([PublicationStatus(value).label for value in cleaned["status"]]))
    if tags:
        parts.append(f"Tag: {_either([tag.name for tag in tags])}")
    if cleaned.get("q"):
        parts.append(f"Matching “{cleaned['q']}”")
    return " · ".join(parts) or "All publications"


class LatestPublicationsFeed(Feed):
    """RSS 2.0: the publications most recently added to the site, for any list-page filter.

    A URL keyword argument (``author`` or ``venue``, a slug) fixes that filter: the feeds of
    author and venue pages.
    """

    feed_type = PublicationRssFeed
    item_guid_is_permalink = True

    def __call__(self, request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if request.method not in ("GET", "HEAD"):
            return HttpResponseNotAllowed(["GET", "HEAD"])
        try:
            response = super().__call__(request, *args, **kwargs)
        except MalformedFeedFilter as error:
            return HttpResponseBadRequest(f"{error}\n", content_type="text/plain; charset=utf-8")
        # Validators come from the data version (``cache_public_page`` in urls.py), not from the
        # newest entry: a deletion or an edit of an author's name changes the feed too.
        del response.headers["Last-Modified"]
        patch_cache_control(response, public=True, max_age=FEED_MAX_AGE)
        return with_stylesheet(response)

    def get_object(self, request: HttpRequest, author: str = "", venue: str = "") -> FeedSelection:
        params = request.GET.copy()
        base = Publication.objects.all()
        scoped_author = scoped_venue = None
        if author:
            scoped_author = get_object_or_404(Author, slug=author)
            base = base.by_author(scoped_author)
            params.pop("author", None)
            page_url = scoped_author.get_absolute_url()
        elif venue:
            scoped_venue = get_object_or_404(Venue, slug=venue)
            base = base.in_venue(scoped_venue)
            params.pop("venue", None)
            page_url = scoped_venue.get_absolute_url()
        else:
            page_url = reverse("publications:list")
        selection = filtered_publications(params, base=base)
        if not selection.is_valid:
            raise MalformedFeedFilter(selection.error_reasons())
        cleaned = selection.filterset.form.cleaned_data
        label = describe_selection(
            cleaned,
            authors=[scoped_author] if scoped_author else _named(cleaned.get("author"), _authors_with_slug),
            venues=[scoped_venue] if scoped_venue else _named(cleaned.get("venue"), _venues_matching),
            tags=_named(cleaned.get("tag"), _tags_with_slug),
        )
        query = filter_query(params)
        return FeedSelection(
            # The rows' dates and their stored items: the rest is read only for items not stored.
            publications=with_stored_feed_items(
                selection.queryset.without_relations()
                .only("pk", "created_at", "updated_at")
                .order_by("-created_at", "-pk")
            ),
            label=label,
            page_url=f"{page_url}?{query}" if query else page_url,
            feed_url=f"{request.path}?{query}" if query else request.path,
            absolute_uri=request.build_absolute_uri,
        )

    def title(self, obj: FeedSelection) -> str:
        return f"{obj.label} · {settings.SITE_NAME}"

    def description(self, obj: FeedSelection) -> str:
        return f"{obj.label}: publications of {settings.SITE_NAME}, newest additions first."

    def author_name(self, obj: FeedSelection) -> str:
        # Atom requires an author for every entry; the site stands in for entries without one.
        return settings.SITE_NAME

    def link(self, obj: FeedSelection) -> str:
        return obj.page_url

    def feed_url(self, obj: FeedSelection) -> str:
        return obj.feed_url

    def items(self, obj: FeedSelection) -> list[FeedItem]:
        rows = list(obj.publications[:FEED_LENGTH])
        values = {row.pk: json.loads(stored) for row in rows if (stored := getattr(row, STORED_FEED_ITEM))}
        missing = [row.pk for row in rows if row.pk not in values]
        if missing:
            # Written since the items were stored, or never stored: made from the whole rows.
            whole = Publication.objects.with_credited_relations().filter(pk__in=missing)
            values.update((row.pk, feed_item_values(row)) for row in whole)
        # The description's links are absolute URLs of this request's site, which item methods
        # (given the item alone) cannot ask for: each item carries its description.
        return [
            FeedItem(
                row.created_at,
                row.updated_at,
                values[row.pk],
                publication_description(values[row.pk]["description"], obj.absolute_uri),
            )
            for row in rows
        ]

    def item_description(self, item: FeedItem) -> str:
        return item.description

    def item_title(self, item: FeedItem) -> str:
        # Plain text: the feed generator escapes it by the feed text rule.
        return item.values["title"]

    def item_link(self, item: FeedItem) -> str:
        return item.values["link"]

    def item_pubdate(self, item: FeedItem):
        return item.created_at

    def item_updateddate(self, item: FeedItem):
        return item.updated_at

    def item_author_name(self, item: FeedItem) -> str | None:
        return item.values["author_name"]

    def item_categories(self, item: FeedItem) -> list[str]:
        return item.values["categories"]

    def item_extra_kwargs(self, item: FeedItem) -> dict:
        return {"related_links": item.values["related_links"]}


class LatestPublicationsAtomFeed(LatestPublicationsFeed):
    """Atom 1.0: the same entries, with ``updated`` dates and related links."""

    feed_type = PublicationAtomFeed

    def subtitle(self, obj: FeedSelection) -> str:
        return self.description(obj)


def related_links(publication: Publication) -> list[tuple[str, str]]:
    """The listing's outbound links of a publication (DOI, PDF, code...), as (title, URL) pairs."""
    return [(link.label, link.url) for link in publication_links(publication) if http_url(link.url)]


def _authors_with_slug(value: str) -> QuerySet:
    return Author.objects.named(value)


def _tags_with_slug(value: str) -> QuerySet:
    return Tag.objects.filter(slug=value)


def _venues_matching(value: str) -> VenueQuerySet:
    return Venue.objects.matching(value).order_by("pk")


def _named(values: list[str] | None, candidates: Callable[[str], QuerySet]) -> list:
    """What each of a filter's values names; a value naming nothing is a dead feed."""
    found = []
    for value in values or ():
        named = candidates(value).first()
        if named is None:
            raise Http404("The feed's filter names nothing on this site.")
        found.append(named)
    return found
