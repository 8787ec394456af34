"""The repeated parts of a publication page, built in Python.

With nothing cached, Django's template engine spent most of the page's Python on its loops: a
variable lookup, an ``{% if %}`` and an escape per value, a ``reverse()`` per link. These
functions give the same HTML, character for character, from the values the page's context
already holds; ``templates/publications/publication_detail.html`` still places every part and
writes everything around it. Every value that comes from the database or the request is
HTML-escaped as the template's autoescaping would.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING
from urllib.parse import quote

from django.utils.safestring import SafeString, mark_safe

from publications.web.rendering import html_text
from publications.web.route_urls import EntryUrls, route_path

if TYPE_CHECKING:
    from publications.exports.styles import CitationStyle
    from publications.models import Publication, Tag
    from publications.web.rendering import AuthorItem


def meta_tags_html(
    highwire_tags: Iterable[tuple[str, str]], opengraph_tags: Iterable[tuple[str, str]]
) -> SafeString:
    """The head's ``<meta>`` elements: Highwire Press tags by ``name``, OpenGraph by ``property``,
    each on its own line."""
    lines = [
        f'<meta name="{html_text(name)}" content="{html_text(content)}">\n  '
        for name, content in highwire_tags
    ]
    lines += [
        f'<meta property="{html_text(name)}" content="{html_text(content)}">\n  '
        for name, content in opengraph_tags
    ]
    return mark_safe("".join(lines))  # every value passed html_text()


def tag_links_html(tags: Iterable[Tag]) -> SafeString:
    """Each tag linked to the list filtered by it, comma-separated."""
    listing = html_text(route_path("publications:list"))
    links = [
        f'<a href="{listing}?tag={html_text(quote(tag.slug, safe="/"))}">{html_text(tag.name)}</a>'
        for tag in tags
    ]
    return mark_safe(", ".join(links))  # the slugs are quoted, every value passed html_text()


def more_by_items_html(others: Iterable[Publication], urls: EntryUrls) -> SafeString:
    """A ``<li>`` per other publication of the authors: its linked title, then its venue's acronym
    (else name) and year in parentheses."""
    items = []
    for other in others:
        item = f'<li><a href="{html_text(urls.publication(other.pk))}">{html_text(other.title)}</a>'
        venue, year = other.venue, other.year
        if venue is not None or year:
            where = html_text(venue.short_name or venue.name) if venue is not None else ""
            if venue is not None and year:
                where += " "
            item += f' <span class="muted">({where}{year or ""})</span>'
        items.append(item + "</li>")
    return mark_safe("".join(items))  # numbers, and every stored value passed html_text()


def author_page_links_html(authors: Sequence[AuthorItem]) -> SafeString:
    """ "All publications of A, B, C": each author linked to their page."""
    if not authors:
        return mark_safe("")
    links = ", ".join(
        f'<a href="{html_text(author["url"])}">{html_text(author["name"])}</a>' for author in authors
    )
    return mark_safe(f"All publications of {links}")  # every stored value passed html_text()


def cite_style_items_html(styles: Iterable[CitationStyle], chosen: CitationStyle) -> SafeString:
    """A ``<li>`` per citation style, linking the page's citation in it; ``chosen``'s marked current."""
    items = []
    for style in styles:
        current = ' aria-current="true"' if style.key == chosen.key else ""
        items.append(
            f'<li><a href="?style={html_text(style.key)}#cite-heading"{current}>'
            f"{html_text(style.label)}</a></li>"
        )
    return mark_safe("".join(items))  # every value passed html_text()


def download_links_html(export_links: Iterable[dict[str, str]]) -> SafeString:
    """The export formats' download links, separated by middle dots."""
    return mark_safe(  # every value passed html_text()
        " · ".join(
            f'<a href="{html_text(export["url"])}" type="{html_text(export["media_type"])}" rel="nofollow">'
            f"{html_text(export['label'])}</a>"
            for export in export_links
        )
    )
