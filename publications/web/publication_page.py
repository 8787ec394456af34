"""The repeated parts of a publication page, built in Python.

With nothing cached, Django's template engine spent most of the page's Python on its loops: a
variable lookup, an ``{% if %}`` and an escape per value, a ``reverse()`` per link. These
functions give the same HTML, character for character, from the values the page's context
already holds; ``templates/publications/publication_detail.html`` still places every part and
writes everything around it. Every value that comes from the database or the request is
HTML-escaped as the template's autoescaping would.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING
from urllib.parse import quote

from django.utils.safestring import SafeString, mark_safe

from publications.web.route_urls import EntryUrls, route_path

if TYPE_CHECKING:
    from publications.exports.styles import CitationStyle
    from publications.models import Publication, Tag
    from publications.web.rendering import AuthorItem


def _text(value: object) -> str:
    """``value`` as HTML text, as autoescaping writes it."""
    return html.escape(str(value))


def meta_tags_html(
    highwire_tags: Iterable[tuple[str, str]], opengraph_tags: Iterable[tuple[str, str]]
) -> SafeString:
    """The head's ``<meta>`` elements: Highwire Press tags by ``name``, OpenGraph by ``property``,
    each on its own line."""
    lines = [f'<meta name="{_text(name)}" content="{_text(content)}">\n  ' for name, content in highwire_tags]
    lines += [
        f'<meta property="{_text(name)}" content="{_text(content)}">\n  ' for name, content in opengraph_tags
    ]
    return mark_safe("".join(lines))  # every value passed _text()


def tag_links_html(tags: Iterable[Tag]) -> SafeString:
    """Each tag linked to the list filtered by it, comma-separated."""
    listing = _text(route_path("publications:list"))
    links = [
        f'<a href="{listing}?tag={_text(quote(tag.slug, safe="/"))}">{_text(tag.name)}</a>' for tag in tags
    ]
    return mark_safe(", ".join(links))  # the slugs are quoted, every value passed _text()


def more_by_items_html(others: Iterable[Publication], urls: EntryUrls) -> SafeString:
    """A ``<li>`` per other publication of the authors: its linked title, then its venue's acronym
    (else name) and year in parentheses."""
    items = []
    for other in others:
        item = f'<li><a href="{_text(urls.publication(other.pk))}">{_text(other.title)}</a>'
        venue, year = other.venue, other.year
        if venue is not None or year:
            where = _text(venue.short_name or venue.name) if venue is not None else ""
            if venue is not None and year:
                where += " "
            item += f' <span class="muted">({where}{year or ""})</span>'
        items.append(item + "</li>")
    return mark_safe("".join(items))  # numbers, and every stored value passed _text()


def author_page_links_html(authors: Sequence[AuthorItem]) -> SafeString:
    """ "All publications of A, B, C": each author linked to their page."""
    if not authors:
        return mark_safe("")
    links = ", ".join(f'<a href="{_text(author["url"])}">{_text(author["name"])}</a>' for author in authors)
    return mark_safe(f"All publications of {links}")  # every stored value passed _text()


def cite_style_items_html(styles: Iterable[CitationStyle], chosen: CitationStyle) -> SafeString:
    """A ``<li>`` per citation style, linking the page's citation in it; ``chosen``'s marked current."""
    items = []
    for style in styles:
        current = ' aria-current="true"' if style.key == chosen.key else ""
        items.append(
            f'<li><a href="?style={_text(style.key)}#cite-heading"{current}>{_text(style.label)}</a></li>'
        )
    return mark_safe("".join(items))  # every value passed _text()


def download_links_html(export_links: Iterable[dict[str, str]]) -> SafeString:
    """The export formats' download links, separated by middle dots."""
    return mark_safe(  # every value passed _text()
        " · ".join(
            f'<a href="{_text(export["url"])}" type="{_text(export["media_type"])}" rel="nofollow">'
            f"{_text(export['label'])}</a>"
            for export in export_links
        )
    )
