"""Listing entries through the entry templates, each entry stored once per data version; small parts.

A listing shows up to a thousand entries. Each is ``includes/publication_entry.html`` (and the
includes it names), the same templates the detail page and the embed use, so a site that puts
its own ``includes/venue_line.html`` (or any other) in ``templates/`` changes every entry. An
entry is rendered once per data version and release: :func:`render_entries` reads a page's
stored entries in one cache call (``publications.web.caching.entry_fragments``) and renders only
the others, for which it loads the rows, authors, artifacts and tags in a fixed number of queries.

Beside the row, each entry's templates get an :class:`EntryView`: the values they show that cost
more than a field read (URLs without a ``reverse()`` per link, the author list with its
separators, the badge, BibTeX, citation links), made once per entry with URLs made once per
page. The templates still decide every character of the entry.

The other functions build small repeated parts (badges, picker options, co-author items) in
Python, every stored value HTML-escaped.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING, TypedDict

from django.db.models import prefetch_related_objects
from django.template import Context
from django.urls import get_script_prefix
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

from publications.exports import bibtex
from publications.exports.common import page_range
from publications.exports.styles import citation_styles
from publications.links import Link, publication_links
from publications.models import Publication, listing_prefetches
from publications.web.caching import EntryFragments, entry_fragments
from publications.web.route_urls import EntryUrls

if TYPE_CHECKING:
    from publications.models import Author, Authorship, VenueChoice

ENTRY_TEMPLATE = "includes/publication_entry.html"
MEMBER_CLASS = ' class="member"'


def render_entries(
    context: Context, publications: Iterable[Publication], page: Iterable[Publication] | None = None
) -> SafeString:
    """The ``<li>`` of each publication, in order; ``context`` supplies ``user`` and ``id_suffix``.

    ``page`` is everything the page lists when ``publications`` is one part of it (a year): the
    cache is read and missing relations are loaded once for the whole page, not once per part.
    """
    template = context.template.engine.get_template(ENTRY_TEMPLATE)
    publications = list(publications)
    fragments, loaded = _prepare_page(context, publications if page is None else page)
    urls = context.render_context.get(EntryUrls)
    if urls is None:  # each route reversed once per page, not once per link or per year
        urls = context.render_context[EntryUrls] = EntryUrls()

    def render(item: Publication) -> str:
        publication = loaded.get(item.pk, item)
        with context.push(publication=publication, entry=EntryView(publication, urls)):
            return template.render(context)

    # A name the context lacks is looked for in each of its levels, then reported and caught;
    # the entry asks for ``id_suffix`` four times and most pages do not set it.
    with context.push(id_suffix=context.get("id_suffix", "")):
        entries = [fragments.entry(item.pk, lambda item=item: render(item)) for item in publications]
    fragments.store()
    return mark_safe("".join(entries))  # rendered by the autoescaping engine


def _prepare_page(
    context: Context, page: Iterable[Publication]
) -> tuple[EntryFragments, dict[int, Publication]]:
    """The stored entries of the whole page, and its other entries loaded whole; once per page.

    A page may list rows that hold only their id and year (``.only("pk", "year")``): entries the
    cache holds need nothing more. The others are read again whole, with their venue, authors,
    artifacts and tags, in a fixed number of queries; ``loaded`` maps their ids to those rows.
    """
    memo = context.render_context.setdefault("publication_entries", {})
    if id(page) in memo:
        return memo[id(page)][1:]
    items = list(page)
    # An entry shows edit links to staff, and its links carry the script prefix and id suffix.
    show_edit = bool(getattr(context.get("user"), "is_staff", False))
    variant = f"{get_script_prefix()}:{context.get('id_suffix', '')}:{int(show_edit)}"
    fragments = entry_fragments("entry", variant, [item.pk for item in items])
    missing = [item for item in items if not fragments.holds(item.pk)]
    loaded: dict[int, Publication] = {}
    partial = [item.pk for item in missing if item.get_deferred_fields()]
    if partial:
        whole = Publication.objects.with_listing_relations().filter(pk__in=partial)
        loaded = {publication.pk: publication for publication in whole}
    # Relations already loaded (a queryset with listing_prefetches) are not queried again.
    prefetch_related_objects([item for item in missing if item.pk not in loaded], *listing_prefetches())
    memo[id(page)] = (page, fragments, loaded)  # holding the page keeps its id from being reused
    return fragments, loaded


class AuthorItem(TypedDict):
    """One name of an entry's author list. A dict: a template reads a dict's key in one step, an
    object's attribute only after a failed key lookup, and an entry lists several names."""

    author: Author
    authorship: Authorship
    name: str
    url: str
    is_member: bool
    equal_contribution: bool
    corresponding: bool
    separator: str  # what follows the name: ", ", ", and ", " and " or nothing


class EntryView:
    """What the entry templates show of one publication beside its fields, each part computed once.

    The templates read ``entry`` (this) next to ``publication`` (the row): links built from the
    page's :class:`EntryUrls` instead of a ``reverse()`` per link, the author list with its
    separators, the badge, outbound links, BibTeX and citation-style links. Every part is computed
    when a template first asks for it, so a site's own template pays only for what it shows.
    """

    def __init__(self, publication: Publication, urls: EntryUrls | None = None):
        self.publication = publication
        self.urls = EntryUrls() if urls is None else urls
        self.pk = str(publication.pk)  # as text: a number in a template goes through localisation

    @cached_property
    def url(self) -> str:
        return self.urls.publication(self.publication.pk)

    @cached_property
    def authors(self) -> list[AuthorItem]:
        """ "A and B"; "A, B, and C": each name with the text that follows it."""
        authorships = list(self.publication.authorships.all())
        count = len(authorships)
        url = self.urls.author
        items = []
        for index, authorship in enumerate(authorships):
            author = authorship.author
            items.append(
                AuthorItem(
                    author=author,
                    authorship=authorship,
                    name=author.display_name,
                    url=url(author.slug),
                    is_member=author.is_member,
                    equal_contribution=authorship.equal_contribution,
                    corresponding=authorship.corresponding,
                    separator=name_separator(index, count),
                )
            )
        return items

    @cached_property
    def venue_url(self) -> str:
        venue = self.publication.venue
        return self.urls.venue(venue.slug) if venue else ""

    @cached_property
    def status_label(self) -> str:
        return self.publication.get_status_display().lower()

    @cached_property
    def badge(self) -> SafeString | str:
        return entry_badge_html(self.publication)

    @cached_property
    def links(self) -> list[Link]:
        return publication_links(self.publication)

    @cached_property
    def bibtex(self) -> str:
        return bibtex.entry(self.publication)

    @cached_property
    def cite_links(self) -> list[dict[str, str]]:
        """Each citation style's ``url`` (the publication page's citation in it) and ``label``."""
        return [
            {"url": f"{self.url}?style={style.key}#cite-heading", "label": style.label}
            for style in citation_styles()
        ]

    @cached_property
    def edit_url(self) -> str:
        return self.urls.publication_change(self.publication.pk)


def name_separator(index: int, count: int) -> str:
    """What follows the ``index``-th of ``count`` names: "A and B"; "A, B, and C"."""
    if index == count - 1:
        return ""
    if count == 2:
        return " and "
    return ", and " if index == count - 2 else ", "


def _text(value: object) -> str:
    """``value`` as HTML text: what ``django.utils.html.escape`` gives, without its lazy-string wrapper."""
    return html.escape(str(value))


def venue_badge_html(publication: Publication) -> SafeString | str:
    """ "SC'23": the venue's acronym and the two-digit year, as on the lab's own lists."""
    if not publication.venue_id or not publication.venue.short_name:
        return ""
    venue = publication.venue
    if not publication.year:
        return format_html('<span class="badge" title="{}">{}</span>', venue.name, venue.short_name)
    year = f"{publication.year % 100:02d}"
    return format_html('<span class="badge" title="{}">{}\'{}</span>', venue.name, venue.short_name, year)


def entry_badge_html(publication: Publication) -> SafeString | str:
    """A listing entry's badge: the venue's (see above), else the publication's type, so no entry
    leaves its badge column empty."""
    return venue_badge_html(publication) or format_html(
        '<span class="type-badge">{}</span>', publication.get_type_display()
    )


def page_range_text(pages: str) -> str:
    """ "101--112" (BibTeX) or "101-112" with an en dash between the pages; else as written."""
    first, last = page_range(pages)
    return f"{first}\u2013{last}" if last else first


def venue_options_html(venues: Iterable[VenueChoice]) -> SafeString:
    """The venue picker's ``<datalist>`` options: the acronym to type (else the name), the name beside it."""
    options = []
    for venue in venues:
        if venue.short_name:
            options.append(f'<option value="{_text(venue.short_name)}">{_text(venue.name)}</option>')
        else:
            options.append(f'<option value="{_text(venue.name)}"></option>')
    return mark_safe("".join(options))  # every stored value passed _text()


def author_options_html(people: Iterable[tuple[str, str]]) -> SafeString:
    """The author picker's ``<datalist>`` options: each person's name (the filter takes names as typed)."""
    return mark_safe(  # every stored value passed _text()
        "".join(f'<option value="{_text(name)}"></option>' for _, name in people)
    )


def coauthor_items_html(coauthors: Iterable[Author]) -> SafeString:
    """A ``<li>`` per co-author: linked name (members marked) and the number of shared publications."""
    url = EntryUrls().author
    items = [
        f'<li><a href="{_text(url(person.slug))}"{MEMBER_CLASS if person.is_member else ""}>'
        f"{_text(person.display_name)} "
        f'<span class="count" title="shared publications">{_text(person.shared_count)}</span></a></li>'
        for person in coauthors
    ]
    return mark_safe("".join(items))  # every stored value passed _text()
