"""Listing entries through the entry templates: stored, cached once per data version, or rendered.

A listing shows up to a thousand entries. Each is ``includes/publication_entry.html`` (and the
includes it names), the same templates the detail page and the embed use, so a site that puts
its own ``includes/venue_line.html`` (or any other) in ``templates/`` changes every entry. A
page takes each entry from the first place that holds it:

1. **stored** (``publications.web.stored_entries``): a visitor's entry of each listed
   publication, kept in the database and read as a column of the page's rows; filled after
   every committed write by :func:`fill_stored_entries`, through the same templates;
2. **the entry fragments** (``publications.web.caching.entry_fragments``), once per data
   version and release, read in one cache call for the whole page;
3. **rendered** now, for which the rows, authors, artifacts and tags are loaded in a fixed
   number of queries.

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
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, TypedDict

from django.contrib.auth.models import AnonymousUser
from django.core.signals import request_finished, request_started
from django.db.models import prefetch_related_objects
from django.http import QueryDict
from django.template import Context, engines
from django.template.base import Template
from django.urls import get_script_prefix
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

from publications import freshness
from publications.exports import EXPORTERS, bibtex
from publications.exports.common import page_range
from publications.exports.styles import citation_styles
from publications.links import Link, publication_links
from publications.models import Publication, listing_prefetches
from publications.web import stored_entries
from publications.web.api import stored_api_entry
from publications.web.caching import EntryFragments, entry_fragments
from publications.web.context_processors import site_branding
from publications.web.feeds import stored_feed_item
from publications.web.route_urls import EntryUrls
from publications.web.stored_entries import ENTRY_TEMPLATE, STORED_HTML, Stored, export_column

if TYPE_CHECKING:
    from publications.models import Author, Authorship, VenueChoice

MEMBER_CLASS = ' class="member"'
ACTIVE_MARKS = ' aria-current="true" class="is-active"'


def render_entries(
    context: Context, publications: Iterable[Publication], page: Iterable[Publication] | None = None
) -> SafeString:
    """The ``<li>`` of each publication, in order; ``context`` supplies ``user`` and ``id_suffix``.

    ``page`` is everything the page lists when ``publications`` is one part of it (a year): the
    cache is read and missing relations are loaded once for the whole page, not once per part.
    """
    template = context.template.engine.get_template(ENTRY_TEMPLATE)
    publications = list(publications)
    prepared = _prepare_page(context, publications if page is None else page)
    urls = context.render_context.get(EntryUrls)
    if urls is None:  # each route reversed once per page, not once per link or per year
        urls = context.render_context[EntryUrls] = EntryUrls()

    def render(item: Publication) -> str:
        return _render_entry(template, context, prepared.loaded.get(item.pk, item), urls)

    # A name the context lacks is looked for in each of its levels, then reported and caught;
    # the entry asks for ``id_suffix`` four times and most pages do not set it.
    with context.push(id_suffix=context.get("id_suffix", "")):
        # A stored entry found with the whole rows goes into the fragments too: a page whose
        # rows come from the cache without their stored entries finds it there without a query.
        entries = [
            prepared.fragments.entry(item.pk, lambda item=item: prepared.stored.get(item.pk) or render(item))
            for item in publications
        ]
    prepared.fragments.store()
    return mark_safe("".join(entries))  # rendered by the autoescaping engine


def _render_entry(template: Template, context: Context, publication: Publication, urls: EntryUrls) -> str:
    """One entry through the entry templates: the one way an entry's HTML is made, stored or not."""
    with context.push(publication=publication, entry=EntryView(publication, urls)):
        return template.render(context)


@dataclass
class PreparedPage:
    """A page's stored entries (publication id → HTML), its cached ones, and its other rows loaded whole."""

    stored: dict[int, str]
    fragments: EntryFragments
    loaded: dict[int, Publication]


def _prepare_page(context: Context, page: Iterable[Publication]) -> PreparedPage:
    """The stored and cached entries of the whole page, and its other entries loaded whole; once per page.

    A page may list rows that hold only their id and year (``.only("pk", "year")``), each with
    its stored entry (``STORED_HTML``) when the view read it with the rows: such entries need
    nothing more. Entries neither stored nor in the fragments are read again whole, with their
    venue, authors, artifacts and tags, in a fixed number of queries (with their stored entries,
    when the rows came from the cache); ``loaded`` maps their ids to those rows.
    """
    memo = context.render_context.setdefault("publication_entries", {})
    if id(page) in memo:
        return memo[id(page)][1]
    items = list(page)
    # An entry shows edit links to staff, and its links carry the script prefix and id suffix.
    show_edit = bool(getattr(context.get("user"), "is_staff", False))
    id_suffix = context.get("id_suffix", "")
    # Stored entries are a visitor's, with ids as the listing gives them: a staff page (edit
    # links inside each entry) or one that suffixes the ids renders its entries, cached per version.
    visitor = not show_edit and not id_suffix
    stored = {}
    if visitor:
        stored = {item.pk: found for item in items if (found := getattr(item, STORED_HTML, None))}
    variant = f"{get_script_prefix()}:{id_suffix}:{int(show_edit)}"
    # Stored entries come with the rows, cached or not (``caching.cached_page_rows``): the
    # fragments hold only the others.
    fragments = entry_fragments("entry", variant, [item.pk for item in items if item.pk not in stored])
    missing = [item for item in items if item.pk not in stored and not fragments.holds(item.pk)]
    loaded: dict[int, Publication] = {}
    partial = [item for item in missing if item.get_deferred_fields()]
    if partial:
        whole = Publication.objects.with_listing_row().filter(pk__in=[item.pk for item in partial])
        if visitor and any(not hasattr(item, STORED_HTML) for item in partial):
            # Rows answered from the cache carry no stored entry: it comes with the whole rows.
            whole = stored_entries.with_stored_html(whole)
        loaded = {publication.pk: publication for publication in whole}
        stored.update((pk, found) for pk, row in loaded.items() if (found := getattr(row, STORED_HTML, None)))
    # Relations already loaded (a queryset with listing_prefetches) are not queried again.
    rendered = [loaded.get(item.pk, item) for item in missing if item.pk not in stored]
    prefetch_related_objects(rendered, *listing_prefetches())
    prepared = PreparedPage(stored, fragments, loaded)
    memo[id(page)] = (page, prepared)  # holding the page keeps its id from being reused
    return prepared


# Filling the stored entries

FILL_BATCH = 200
# After a write in a web request, at most this many entries are stored before its response
# (the first pages of the listing first); a command or the task worker stores every missing one.
FILL_AFTER_WRITE_IN_REQUEST = 1000
# A batch read while another write committed is read again, this many times at most.
FILL_RETRIES = 3

_in_request: ContextVar[bool] = ContextVar("in_request", default=False)


def visitor_entries(publications: Iterable[Publication]) -> dict[int, Stored]:
    """Each publication's entry as a visitor's listing shows it, its feed item, its API entry and
    its text in each export format; rows with the listing's relations."""
    template = engines["django"].engine.get_template(ENTRY_TEMPLATE)
    # What every page's context gives an entry, for a visitor: the site's name, no staff user.
    context = Context({**site_branding(None), "user": AnonymousUser(), "id_suffix": ""})
    urls = EntryUrls()
    with context.bind_template(template):
        return {
            publication.pk: Stored(
                _render_entry(template, context, publication, urls),
                stored_feed_item(publication),
                stored_api_entry(publication, urls),
                **{
                    export_column(fmt): exporter.listing_text(publication)
                    for fmt, exporter in EXPORTERS.items()
                },
            )
            for publication in publications
        }


def fill_stored_entries(limit: int | None = None, batch: int = FILL_BATCH) -> int:
    """Store the entries (HTML, feed item, API entry) missing under the current key (new,
    written, or of another key): all of them, or the first ``limit`` in display order. Returns
    how many were stored.

    A batch is six queries: the data version, the missing rows (with their venues), their
    authorships, artifacts and tags, and the insert, which stores nothing when a write has
    committed since the version was read (that batch is read again).
    """
    key = stored_entries.current_key()
    filled = retries = 0
    while limit is None or filled < limit:
        size = batch if limit is None else min(batch, limit - filled)
        version = freshness.current()
        rows = list(stored_entries.missing(key).with_listing_relations()[:size])
        if not rows:
            break
        if stored_entries.store(visitor_entries(rows), key, version):
            filled += len(rows)
        elif (retries := retries + 1) > FILL_RETRIES:
            break
    return filled


def fill_after_write(**kwargs) -> None:
    """``freshness.data_committed``: store the entries the write left missing."""
    fill_stored_entries(limit=FILL_AFTER_WRITE_IN_REQUEST if _in_request.get() else None)


def _request_started(**kwargs) -> None:
    _in_request.set(True)


def _request_finished(**kwargs) -> None:
    _in_request.set(False)


def connect_filling() -> None:
    """Fill stored entries after every committed write, bounded within a web request."""
    freshness.data_committed.connect(fill_after_write, dispatch_uid="fill-stored-entries")
    request_started.connect(_request_started, dispatch_uid="stored-entries-request-started")
    request_finished.connect(_request_finished, dispatch_uid="stored-entries-request-finished")


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


def html_text(value: object) -> str:
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


def venue_options_html(venues: Iterable[VenueChoice | tuple[str, str, str]]) -> SafeString:
    """The venue picker's ``<datalist>`` options: the acronym to type (else the name), the name
    beside it; ``venues`` as (slug, short name, name)."""
    # Every name escaped at once, joined by a character stored text cannot hold (PostgreSQL text
    # has no NUL): name by name, a picker of hundreds of venues spent half a millisecond escaping.
    names = html_text("\x00".join(f"{short_name}\x00{name}" for _, short_name, name in venues)).split("\x00")
    options = []
    for short_name, name in zip(names[::2], names[1::2], strict=False):
        if short_name:
            options.append(f'<option value="{short_name}">{name}</option>')
        else:
            options.append(f'<option value="{name}"></option>')
    return mark_safe("".join(options))  # every stored value passed html_text()


def author_options_html(people: Iterable[tuple[str, str]]) -> SafeString:
    """The author picker's ``<datalist>`` options: each person's name (the filter takes names as typed)."""
    return mark_safe(  # every stored value passed html_text()
        "".join(f'<option value="{html_text(name)}"></option>' for _, name in people)
    )


def facet_items_html(rows: Iterable[dict]) -> SafeString:
    """A facet's ``<li>`` items: each value linked (the chosen one marked, members in bold) with its
    count; ``rows`` as ``publications.web.facet_links.with_links`` gives them."""
    items = []
    for row in rows:
        active = row.get("active")
        title = row.get("title")
        marks = ACTIVE_MARKS if active else ""
        if title:
            marks += f' title="{html_text(title)}"'
        if row.get("is_member") and not active:
            marks += MEMBER_CLASS
        items.append(
            f'<li><a href="{html_text(row["href"])}"{marks}>{html_text(row["label"])} '
            f'<span class="count">{html_text(row["count"])}</span></a></li>'
        )
    return mark_safe("".join(items))  # every stored value passed html_text()


def page_number_items_html(page, params: QueryDict) -> SafeString:
    """The pagination's numbered ``<li>`` items: the first page, the last, two either side of
    ``page``, gaps as "…"; each other page linked as ``{% querystring page=number %}`` links it
    (``params``, the request's, with ``page`` set where it stands, else last), one copy of the
    parameters for all (the tag copies them for each)."""
    paginator = page.paginator
    linked = params.copy()
    items = []
    for number in paginator.get_elided_page_range(page.number, on_each_side=2, on_ends=1):
        if number == page.number:
            items.append(f'<li><span aria-current="page" class="is-current">{number}</span></li>')
        elif number == paginator.ELLIPSIS:
            items.append(f'<li><span class="pagination__gap">{html_text(number)}</span></li>')
        else:
            linked["page"] = number
            if number == 1:
                label = ' aria-label="First page, 1"'
            elif number == paginator.num_pages:
                label = f' aria-label="Last page, {number}"'
            else:
                label = ""
            items.append(f'<li><a href="{html_text("?" + linked.urlencode())}"{label}>{number}</a></li>')
    return mark_safe("".join(items))  # numbers, and the query string passed html_text()


def order_items_html(
    params: QueryDict, name: str, choices: Iterable[tuple[str, str]], chosen: str
) -> SafeString:
    """A listing's sort or grouping links (``name``: "sort" or "group"), one ``<li>`` per choice,
    the ``chosen`` one marked; each linked as ``{% querystring name=value page=None %}`` links it,
    one copy of ``params`` (the request's) for all."""
    linked = params.copy()
    linked.pop("page", None)
    items = []
    for value, label in choices:
        linked[name] = value
        marks = ' aria-current="true"' if value == chosen else ""
        items.append(
            f'<li><a href="{html_text("?" + linked.urlencode())}"{marks}>{html_text(label)}</a></li>'
        )
    return mark_safe("".join(items))  # the query strings and labels passed html_text()


def year_chart_bars_html(bars: Iterable[dict], bar_width: int, baseline: int, label_y: int) -> SafeString:
    """The year chart's bars (see ``year_chart`` in ``publication_tags``), each followed by the
    line break and indent the chart's template puts between them."""
    parts = []
    for bar in bars:
        year, count, href = bar["year"], bar["count"], bar["href"]
        if href:
            plural = "" if count == 1 else "s"
            parts.append(
                f'<a class="year-chart__link" href="{html_text(href)}" tabindex="-1" '
                f'aria-label="{year}: {count} publication{plural}">'
            )
        parts.append(
            f'<g class="year-chart__bar"><rect x="{bar["x"]}" y="{bar["y"]}" width="{bar_width}" '
            f'height="{bar["height"]}" rx="2"><title>{year}: {count}</title></rect>'
            f'<rect class="year-chart__hit" x="{bar["x"]}" y="0" width="{bar_width}" '
            f'height="{baseline}"></rect>'
        )
        if bar["show_label"]:
            parts.append(f'<text x="{bar["label_x"]}" y="{label_y}" text-anchor="middle">{year}</text>')
        parts.append("</g></a>\n    " if href else "</g>\n    ")
    return mark_safe("".join(parts))  # numbers, and the one stored value (href) passed html_text()


def year_counts_text(rows: Iterable[dict], between: str, separator: str) -> str:
    """ "2023: 2; 2020: 1": each year facet row's label and count, for the chart's text alternatives."""
    return separator.join(f"{row['label']}{between}{row['count']}" for row in rows)


def year_table_rows_html(rows: Iterable[dict]) -> SafeString:
    """The year chart's table rows: each year (linked to its listing) and its count."""
    items = []
    for row in rows:
        label = html_text(row["label"])
        if row.get("href"):
            label = f'<a href="{html_text(row["href"])}" tabindex="-1">{label}</a>'
        items.append(f'<tr><th scope="row">{label}</th><td>{html_text(row["count"])}</td></tr>')
    return mark_safe("".join(items))  # every stored value passed html_text()


def coauthor_items_html(coauthors: Iterable[Author]) -> SafeString:
    """A ``<li>`` per co-author: linked name (members marked) and the number of shared publications."""
    url = EntryUrls().author
    items = [
        f'<li><a href="{html_text(url(person.slug))}"{MEMBER_CLASS if person.is_member else ""}>'
        f"{html_text(person.display_name)} "
        f'<span class="count" title="shared publications">{html_text(person.shared_count)}</span></a></li>'
        for person in coauthors
    ]
    return mark_safe("".join(items))  # every stored value passed html_text()


def export_alternates_html(export_links: Iterable[dict[str, str]]) -> SafeString:
    """A page's ``<link rel="alternate">`` per export (``views.export_links`` or the publication
    page's), each on a line of its own in the head."""
    return mark_safe(  # every value passed html_text()
        "".join(
            f'\n  <link rel="alternate" type="{html_text(export["media_type"])}"'
            f' href="{html_text(export["url"])}" title="{html_text(export["label"])}">'
            for export in export_links
        )
    )


def export_list_links_html(export_links: Iterable[dict[str, str]]) -> SafeString:
    """The footer's export links, comma-separated."""
    return mark_safe(  # every value passed html_text()
        ", ".join(
            f'<a href="{html_text(export["url"])}" rel="nofollow">{html_text(export["label"])}</a>'
            for export in export_links
        )
    )
