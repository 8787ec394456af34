"""Listing entries rendered in one Python pass, as the shipped entry templates would render them.

A listing shows up to a thousand entries; rendering each through ``includes/publication_entry.html``
and its four includes costs about half a millisecond of template work per entry. The functions here
build the same HTML directly (every stored value HTML-escaped, never marked safe as it is), and
:func:`render_entries` uses them only while the shipped templates are the ones Django finds: a site
that puts its own ``includes/venue_line.html`` (or any other entry template) in ``templates/``
gets its template rendered for every entry, as the README promises. ``test_rendering.py`` checks
that both ways give the same HTML.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from django.db.models import prefetch_related_objects
from django.template import Context
from django.urls import get_script_prefix, reverse
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
    from django.template import Engine

    from publications.models import Author, VenueChoice

SHIPPED_TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
ENTRY_TEMPLATE = "includes/publication_entry.html"
# Every template one entry is made of; overriding any of them switches to template rendering.
ENTRY_TEMPLATES = (
    ENTRY_TEMPLATE,
    "includes/author_names.html",
    "includes/venue_line.html",
    "includes/publication_links.html",
    "includes/abstract_toggle.html",
    "includes/bibtex_toggle.html",
    "includes/cite_toggle.html",
)
PUBLISHED = "published"
THESIS = "thesis"


def shipped_templates_in_use(engine: Engine) -> bool:
    """Whether the entry templates Django finds are the ones shipped with the site."""
    for name in ENTRY_TEMPLATES:
        origin = engine.get_template(name).origin.name
        if Path(origin) != SHIPPED_TEMPLATES / name:
            return False
    return True


def render_entries(
    context: Context, publications: Iterable[Publication], page: Iterable[Publication] | None = None
) -> SafeString:
    """The ``<li>`` of each publication, in order; ``context`` supplies ``user`` and ``id_suffix``.

    ``page`` is everything the page lists when ``publications`` is one part of it (a year): the
    cache is read and missing relations are loaded once for the whole page, not once per part.
    """
    engine = context.template.engine
    publications = list(publications)
    shipped = shipped_templates_in_use(engine)
    user = context.get("user")
    show_edit = bool(getattr(user, "is_staff", False))
    id_suffix = str(context.get("id_suffix", ""))
    fragments, loaded = _prepare_page(
        context, publications if page is None else page, shipped, id_suffix, show_edit
    )
    if not shipped:
        template = engine.get_template(ENTRY_TEMPLATE)
        parts = []
        for publication in publications:
            with context.push(publication=loaded.get(publication.pk, publication)):
                parts.append(template.render(context))
        return mark_safe("".join(parts))  # rendered by the autoescaping engine
    urls = EntryUrls()  # each route reversed once per page, not once per link
    entries = [
        fragments.entry(
            item.pk,
            lambda item=item: entry_html(
                loaded.get(item.pk, item), id_suffix=id_suffix, show_edit=show_edit, urls=urls
            ),
        )
        for item in publications
    ]
    fragments.store()
    return mark_safe("".join(entries))  # every stored value passed _text()


def _prepare_page(
    context: Context, page: Iterable[Publication], shipped: bool, id_suffix: str, show_edit: bool
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
    fragments = EntryFragments()
    if shipped:
        variant = f"{get_script_prefix()}:{id_suffix}:{int(show_edit)}"
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


def entry_html(
    publication: Publication,
    *,
    id_suffix: str = "",
    show_edit: bool = False,
    urls: EntryUrls | None = None,
) -> str:
    """``includes/publication_entry.html`` for one publication; ``urls`` builds the page's links."""
    urls = EntryUrls() if urls is None else urls
    pk = publication.pk
    highlight = publication.highlight
    edit = ""
    if show_edit:
        edit = format_html(
            '<a class="edit-link" href="{}">Edit<span class="visually-hidden"> “{}”</span></a>',
            reverse("admin:publications_publication_change", args=[pk]),
            publication.title,
        )
    pk_text = _text(pk)
    suffix = _text(id_suffix)
    # Every stored value goes through _text (HTML-escaped); the parts are HTML built the same way.
    return (
        f'<li class="pub{" pub--highlight" if highlight else ""}" id="publication-{pk_text}">\n'
        f'  <div class="pub__tags">{entry_badge_html(publication)}'
        f"{HIGHLIGHT_MARK if highlight else ''}</div>\n"
        '  <div class="pub__body">\n'
        f'    <h3 class="pub__title" id="publication-{pk_text}{suffix}-title">'
        f'<a href="{_text(urls.publication(pk))}">{_text(publication.title)}</a></h3>\n'
        f'    <p class="pub__authors">{author_names_html(publication, urls)}</p>\n'
        f'    <p class="pub__venue">{venue_line_html(publication, urls)}\n</p>\n'
        '    <div class="pub__actions">\n'
        f"      {links_html(publication_links(publication))}\n\n"
        f"      {abstract_toggle_html(publication)}\n"
        f"      {bibtex_toggle_html(publication, id_suffix)}\n"
        f"      {cite_toggle_html(publication, urls)}\n"
        f"      {edit}\n"
        "    </div>\n"
        "  </div>\n"
        "</li>\n"
    )


def _text(value: object) -> str:
    """``value`` as HTML text: what ``django.utils.html.escape`` gives, without its lazy-string wrapper."""
    return html.escape(str(value))


HIGHLIGHT_MARK = mark_safe('<span class="highlight-mark"><span aria-hidden="true">★</span> Highlight</span>')
NOOPENER = ' rel="noopener"'
MEMBER_CLASS = ' class="member"'
EQUAL_MARK = '<abbr class="marker" title="Equal contribution">*</abbr>'
CORRESPONDING_MARK = '<abbr class="marker" title="Corresponding author">†</abbr>'


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


def author_names_html(publication: Publication, urls: EntryUrls | None = None) -> SafeString:
    """``includes/author_names.html``: every author linked, members bold, markers; "A, B, and C"."""
    urls = EntryUrls() if urls is None else urls
    authorships = list(publication.authorships.all())
    last = len(authorships) - 1
    parts = []
    for index, authorship in enumerate(authorships):
        author = authorship.author
        link = '<a href="' + _text(urls.author(author.slug)) + '">' + _text(author.display_name) + "</a>"
        if author.is_member:
            parts.append('<strong class="author author--member">' + link + "</strong>")
        else:
            parts.append('<span class="author">' + link + "</span>")
        if authorship.equal_contribution:
            parts.append(EQUAL_MARK)
        if authorship.corresponding:
            parts.append(CORRESPONDING_MARK)
        if index < last:
            parts.append(name_separator(index, last + 1))
    return mark_safe("".join(parts))  # every stored value passed _text()


def name_separator(index: int, count: int) -> str:
    """What follows the ``index``-th of ``count`` names: "A and B"; "A, B, and C"."""
    if count == 2:
        return " and "
    return ", and " if index == count - 2 else ", "


def venue_line_html(publication: Publication, urls: EntryUrls | None = None) -> SafeString:
    """``includes/venue_line.html``: venue (linked when known), year, status and award.

    A known venue is named as its badge names it (the venue's own name, not the spelling of the
    source: the arXiv badge stands beside "arXiv", not "CoRR").
    """
    urls = EntryUrls() if urls is None else urls
    venue = publication.venue
    parts = []
    if venue:
        parts.append(f'<a class="venue" href="{_text(urls.venue(venue.slug))}">{_text(venue.name)}</a>')
    elif publication.venue_name:
        parts.append(f'<span class="venue">{_text(publication.venue_name)}</span>')
    elif publication.type == THESIS and publication.publisher:
        # A thesis appeared at its school, kept as its publisher.
        parts.append(f'<span class="venue">{_text(publication.publisher)}</span>')
    if publication.year:
        if venue or publication.venue_name or (publication.type == THESIS and publication.publisher):
            parts.append(", ")
        parts.append(_text(publication.year))
    if publication.status != PUBLISHED:
        parts.append(f' <span class="status">{_text(publication.get_status_display().lower())}</span>')
    if publication.award:
        parts.append(f' <span class="award">{_text(publication.award)}</span>')
    return mark_safe("".join(parts))  # every stored value passed _text()


def links_html(links: list[Link]) -> SafeString | str:
    """``includes/publication_links.html``: the outbound links, only http(s) URLs among them."""
    if not links:
        return ""
    items = "".join(
        f'<li><a class="pub-link pub-link--{_text(link.kind)}" href="{_text(link.url)}"'
        f"{NOOPENER if link.kind != 'artifact' or '://' in link.url else ''}>{_text(link.label)}</a></li>"
        for link in links
    )
    return mark_safe(f'<ul class="pub-links" aria-label="Links">{items}</ul>')  # every value passed _text()


def abstract_toggle_html(publication: Publication) -> SafeString | str:
    """``includes/abstract_toggle.html``: the abstract in a disclosure, when there is one."""
    if not publication.abstract:
        return ""
    return mark_safe(  # the abstract passed _text()
        '<details class="abstract-toggle">\n'
        "  <summary>Abstract</summary>\n"
        f'  <p class="abstract-toggle__text">{_text(publication.abstract)}</p>\n'
        "</details>\n"
    )


def bibtex_toggle_html(publication: Publication, id_suffix: str = "") -> SafeString:
    """``includes/bibtex_toggle.html``: the entry's BibTeX in a disclosure, with a copy button."""
    pk = f"{_text(publication.pk)}{_text(id_suffix)}"
    return mark_safe(  # every value passed _text()
        '<details class="bibtex">\n'
        "  <summary>BibTeX</summary>\n"
        '  <div class="bibtex__body">\n'
        f'    <pre id="bibtex-{pk}" class="bibtex__code" tabindex="0">'
        f"{_text(bibtex.entry(publication))}</pre>\n"
        f'    <button type="button" class="copy-button" data-copy-target="bibtex-{pk}" '
        f'aria-describedby="publication-{pk}-title" hidden>Copy</button>\n'
        "  </div>\n"
        "</details>\n"
    )


def cite_toggle_html(publication: Publication, urls: EntryUrls | None = None) -> SafeString:
    """``includes/cite_toggle.html``: the citation styles, each a link to the publication page's citation."""
    urls = EntryUrls() if urls is None else urls
    page = _text(urls.publication(publication.pk))
    styles = " · ".join(
        f'<a href="{page}?style={_text(style.key)}#cite-heading">{_text(style.label)}</a>'
        for style in citation_styles()
    )
    return mark_safe(  # every value passed _text()
        '<details class="cite-toggle">\n'
        "  <summary>Cite</summary>\n"
        f'  <p class="cite-toggle__styles">Cite as {styles}</p>\n'
        "</details>\n"
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
