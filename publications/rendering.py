"""Listing entries rendered in one Python pass, as the shipped entry templates would render them.

A listing shows up to a thousand entries; rendering each through ``includes/publication_entry.html``
and its four includes costs about half a millisecond of template work per entry. The functions here
build the same HTML directly (every stored value escaped through ``format_html``/``escape``), and
:func:`render_entries` uses them only while the shipped templates are the ones Django finds: a site
that puts its own ``includes/venue_line.html`` (or any other entry template) in ``templates/``
gets its template rendered for every entry, as the README promises. ``test_rendering.py`` checks
that both ways give the same HTML.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from django.template import Context
from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from publications.exports import bibtex
from publications.links import Link, publication_links

if TYPE_CHECKING:
    from django.template import Engine

    from publications.models import Publication, VenueChoice

SHIPPED_TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
ENTRY_TEMPLATE = "includes/publication_entry.html"
# Every template one entry is made of; overriding any of them switches to template rendering.
ENTRY_TEMPLATES = (
    ENTRY_TEMPLATE,
    "includes/author_names.html",
    "includes/venue_line.html",
    "includes/publication_links.html",
    "includes/bibtex_toggle.html",
)
PUBLISHED = "published"


def shipped_templates_in_use(engine: Engine) -> bool:
    """Whether the entry templates Django finds are the ones shipped with the site."""
    for name in ENTRY_TEMPLATES:
        origin = engine.get_template(name).origin.name
        if Path(origin) != SHIPPED_TEMPLATES / name:
            return False
    return True


def render_entries(context: Context, publications: Iterable[Publication]) -> SafeString:
    """The ``<li>`` of each publication, in order; ``context`` supplies ``user`` and ``id_suffix``."""
    engine = context.template.engine
    if not shipped_templates_in_use(engine):
        template = engine.get_template(ENTRY_TEMPLATE)
        parts = []
        for publication in publications:
            with context.push(publication=publication):
                parts.append(template.render(context))
        return mark_safe("".join(parts))  # rendered by the autoescaping engine
    user = context.get("user")
    show_edit = bool(getattr(user, "is_staff", False))
    id_suffix = str(context.get("id_suffix", ""))
    entries = [entry_html(item, id_suffix=id_suffix, show_edit=show_edit) for item in publications]
    return mark_safe("".join(entries))  # format_html escaped every value


def entry_html(publication: Publication, *, id_suffix: str = "", show_edit: bool = False) -> str:
    """``includes/publication_entry.html`` for one publication."""
    pk = publication.pk
    highlight = publication.highlight
    edit = ""
    if show_edit:
        edit = format_html(
            '<a class="edit-link" href="{}">Edit<span class="visually-hidden"> “{}”</span></a>',
            reverse("admin:publications_publication_change", args=[pk]),
            publication.title,
        )
    return format_html(
        '<li class="pub{}" id="publication-{}">\n'
        '  <div class="pub__tags">{}{}</div>\n'
        '  <div class="pub__body">\n'
        '    <h3 class="pub__title" id="publication-{}{}-title"><a href="{}">{}</a></h3>\n'
        '    <p class="pub__authors">{}\n</p>\n'
        '    <p class="pub__venue">{}\n</p>\n'
        '    <div class="pub__actions">\n'
        "      {}\n\n"
        "      {}\n"
        "      {}\n"
        "    </div>\n"
        "  </div>\n"
        "</li>\n",
        " pub--highlight" if highlight else "",
        pk,
        venue_badge_html(publication),
        HIGHLIGHT_MARK if highlight else "",
        pk,
        id_suffix,
        publication.get_absolute_url(),
        publication.title,
        author_names_html(publication),
        venue_line_html(publication),
        links_html(publication_links(publication)),
        bibtex_toggle_html(publication, id_suffix),
        edit,
    )


HIGHLIGHT_MARK = mark_safe('<span class="highlight-mark"><span aria-hidden="true">★</span> Highlight</span>')
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


def author_names_html(publication: Publication) -> SafeString:
    """``includes/author_names.html``: members bold and linked, markers, "A, B, and C"."""
    authorships = list(publication.authorships.all())
    last = len(authorships) - 1
    parts = []
    for index, authorship in enumerate(authorships):
        author = authorship.author
        if author.is_member:
            parts.append(
                '<strong class="author author--member"><a href="'
                + escape(author.get_absolute_url())
                + '">'
                + escape(author.display_name)
                + "</a></strong>"
            )
        else:
            parts.append('<span class="author">' + escape(author.display_name) + "</span>")
        if authorship.equal_contribution:
            parts.append(EQUAL_MARK)
        if authorship.corresponding:
            parts.append(CORRESPONDING_MARK)
        if index < last:
            parts.append(", and " if index == last - 1 else ", ")
    return mark_safe("".join(parts))  # every stored value passed escape()


def venue_line_html(publication: Publication) -> SafeString:
    """``includes/venue_line.html``: venue (linked when known), year, status and award."""
    venue = publication.venue
    parts = []
    if venue:
        parts.append(
            format_html(
                '<a class="venue" href="{}">{}</a>',
                venue.get_absolute_url(),
                publication.venue_name or venue.name,
            )
        )
    elif publication.venue_name:
        parts.append(format_html('<span class="venue">{}</span>', publication.venue_name))
    if publication.year:
        if venue or publication.venue_name:
            parts.append(", ")
        parts.append(escape(publication.year))
    if publication.status != PUBLISHED:
        parts.append(format_html(' <span class="status">{}</span>', publication.get_status_display().lower()))
    if publication.award:
        parts.append(format_html(' <span class="award">{}</span>', publication.award))
    return mark_safe("".join(parts))  # every stored value passed escape()


def links_html(links: list[Link]) -> SafeString | str:
    """``includes/publication_links.html``: the outbound links, only http(s) URLs among them."""
    if not links:
        return ""
    items = "".join(
        format_html(
            '<li><a class="pub-link pub-link--{}" href="{}"{}>{}</a></li>',
            link.kind,
            link.url,
            mark_safe(' rel="noopener"') if link.kind != "artifact" or "://" in link.url else "",
            link.label,
        )
        for link in links
    )
    return format_html('<ul class="pub-links" aria-label="Links">{}</ul>', mark_safe(items))


def bibtex_toggle_html(publication: Publication, id_suffix: str = "") -> SafeString:
    """``includes/bibtex_toggle.html``: the entry's BibTeX in a disclosure, with a copy button."""
    return format_html(
        '<details class="bibtex">\n'
        "  <summary>BibTeX</summary>\n"
        '  <div class="bibtex__body">\n'
        '    <pre id="bibtex-{}{}" class="bibtex__code" tabindex="0">{}</pre>\n'
        '    <button type="button" class="copy-button" data-copy-target="bibtex-{}{}" '
        'aria-describedby="publication-{}{}-title" hidden>Copy</button>\n'
        "  </div>\n"
        "</details>\n",
        publication.pk,
        id_suffix,
        bibtex.entry(publication),
        publication.pk,
        id_suffix,
        publication.pk,
        id_suffix,
    )


def venue_options_html(venues: Iterable[VenueChoice], chosen: str) -> SafeString:
    """``<option>`` per venue, labelled by its acronym (else its name); ``chosen`` is a slug or an acronym."""
    chosen = chosen.lower()
    options = []
    for venue in venues:
        selected = bool(chosen) and (venue.slug == chosen or venue.short_name.lower() == chosen)
        options.append(
            '<option value="'
            + escape(venue.slug)
            + ('" selected>' if selected else '">')
            + escape(venue.short_name or venue.name)
            + "</option>"
        )
    return mark_safe("".join(options))  # every stored value passed escape()
