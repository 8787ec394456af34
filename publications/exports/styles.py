""" "Cite as" in APA, IEEE and Chicago (author-date): plain server-side formatting as safe HTML.

Every piece of stored text goes through ``format_html``'s escaping; only the italics are markup.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe

from publications.exports.common import Person, one_line, page_range, people, venue_title
from publications.links import http_url

if TYPE_CHECKING:
    from publications.models import Publication

MONTH_ABBREVIATIONS = (
    "Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct.", "Nov.", "Dec.",
)  # fmt: skip


def _join(names: list[str], conjunction: str, *, serial_comma: bool = True) -> str:
    if len(names) <= 1:
        return "".join(names)
    if len(names) == 2:
        return (
            f"{names[0]} {conjunction} {names[1]}"
            if not serial_comma or conjunction != "&"
            else (f"{names[0]}, {conjunction} {names[1]}")
        )
    return ", ".join(names[:-1]) + ("," if serial_comma else "") + f" {conjunction} {names[-1]}"


def _apa_name(person: Person) -> str:
    return f"{person.family}, {person.initials}" if person.initials else person.display


def _ieee_name(person: Person) -> str:
    return f"{person.initials} {person.family}" if person.initials else person.display


def _pages(publication: Publication, *, dash: str = "\u2013") -> str:
    first, last = page_range(publication.pages)
    return f"{first}{dash}{last}" if last else first


def _sentence(text: str) -> str:
    text = one_line(text)
    return text if text.endswith((".", "?", "!")) else text + "."


def _doi_or_url(publication: Publication) -> str:
    return publication.doi_url or http_url(publication.url)


def apa(publication: Publication) -> SafeString:
    authors = [_apa_name(person) for person in people(publication)]
    if len(authors) > 20:
        authors = [*authors[:19], "…", authors[-1]]
        author_text = ", ".join(authors)
    else:
        author_text = _join(authors, "&")
    year = f"({publication.year})" if publication.year else "(n.d.)"
    if publication.status != "published":
        year = f"({publication.get_status_display().lower()})"
    venue = venue_title(publication)
    pages = _pages(publication)
    parts = [format_html("{} {}. {}", author_text, year, _sentence(publication.title))]
    if publication.type in {"journal", "preprint"} and venue:
        volume = format_html(", <i>{}</i>", publication.volume) if publication.volume else ""
        issue = format_html("({})", publication.number) if publication.number else ""
        page_text = (
            format_html(", {}", pages or publication.article_number)
            if (pages or publication.article_number)
            else ""
        )
        parts.append(format_html(" <i>{}</i>{}{}{}.", venue, volume, issue, page_text))
    elif venue:
        page_text = format_html(" (pp. {})", pages) if pages else ""
        parts.append(format_html(" In <i>{}</i>{}.", venue, page_text))
    if publication.publisher and publication.type not in {"journal", "preprint"}:
        parts.append(format_html(" {}.", one_line(publication.publisher)))
    if link := _doi_or_url(publication):
        parts.append(format_html(" {}", link))
    return mark_safe("".join(parts))


def ieee(publication: Publication) -> SafeString:
    authors = [_ieee_name(person) for person in people(publication)]
    author_text = f"{authors[0]} et al." if len(authors) > 6 else _join(authors, "and")
    venue = venue_title(publication)
    parts = [format_html("{}, “{},” ", author_text, one_line(publication.title))]
    if publication.type in {"journal", "preprint"}:
        parts.append(format_html("<i>{}</i>", venue) if venue else "")
        if publication.volume:
            parts.append(format_html(", vol. {}", publication.volume))
        if publication.number:
            parts.append(format_html(", no. {}", publication.number))
    elif venue:
        parts.append(format_html("in <i>{}</i>", venue))
    if pages := _pages(publication):
        parts.append(format_html(", pp. {}", pages))
    elif publication.article_number:
        parts.append(format_html(", Art. no. {}", publication.article_number))
    if publication.year:
        month = (
            MONTH_ABBREVIATIONS[publication.month - 1] + " "
            if publication.month and publication.type == "journal"
            else ""
        )
        parts.append(format_html(", {}{}", month, publication.year))
    if publication.doi:
        parts.append(format_html(", doi: {}", publication.doi))
    if publication.status != "published":
        parts.append(format_html(", {}", publication.get_status_display().lower()))
    parts.append(".")
    return mark_safe("".join(str(part) for part in parts))


def chicago(publication: Publication) -> SafeString:
    persons = people(publication)
    names = []
    for position, person in enumerate(persons):
        if position == 0 and person.given:
            names.append(f"{person.family}, {person.given}")
        else:
            names.append(person.display)
    if len(names) > 10:
        names = [*names[:7], "et al"]
        author_text = ", ".join(names)
    else:
        author_text = _join(names, "and")
    year = str(publication.year) if publication.year else "n.d."
    if publication.status != "published":
        year = publication.get_status_display().lower()
    venue = venue_title(publication)
    parts = [format_html("{}. {}. “{}”", author_text.rstrip("."), year, _sentence(publication.title))]
    if publication.type in {"journal", "preprint"} and venue:
        volume = format_html(" {}", publication.volume) if publication.volume else ""
        issue = format_html(" ({})", publication.number) if publication.number else ""
        pages = format_html(": {}", _pages(publication)) if publication.pages else ""
        parts.append(format_html(" <i>{}</i>{}{}{}.", venue, volume, issue, pages))
    elif venue:
        pages = format_html(", {}", _pages(publication)) if publication.pages else ""
        parts.append(format_html(" In <i>{}</i>{}.", venue, pages))
    if publication.publisher and publication.type not in {"journal", "preprint"}:
        parts.append(format_html(" {}.", one_line(publication.publisher)))
    if link := _doi_or_url(publication):
        parts.append(format_html(" {}.", link))
    return mark_safe("".join(parts))


STYLES: dict[str, tuple[str, Callable[[Publication], SafeString]]] = {
    "apa": ("APA", apa),
    "ieee": ("IEEE", ieee),
    "chicago": ("Chicago", chicago),
}


def cite_as(publication: Publication) -> list[tuple[str, str, SafeString]]:
    """(key, label, formatted citation) for each style, for the publication page."""
    return [(key, label, style(publication)) for key, (label, style) in STYLES.items()]
