"""RIS: the tagged format reference managers (EndNote, Zotero, Mendeley) import."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from publications.exports.common import (
    Person,
    is_journal_like,
    one_line,
    page_range,
    people,
    tag_names,
    venue_title,
)
from publications.links import http_url
from publications.vocabulary import PublicationStatus, PublicationType

if TYPE_CHECKING:
    from publications.models import Publication

MEDIA_TYPE = "application/x-research-info-systems"
EXTENSION = "ris"
READS_ABSTRACTS = True

TYPES = {
    PublicationType.CONFERENCE: "CPAPER",
    PublicationType.JOURNAL: "JOUR",
    PublicationType.PREPRINT: "UNPB",
    PublicationType.DATASET: "DATA",
    PublicationType.BOOK: "BOOK",
    PublicationType.CHAPTER: "CHAP",
    PublicationType.THESIS: "THES",
    PublicationType.OTHER: "GEN",
}


def _author_line(person: Person) -> str:
    return f"AU  - {text}" if (text := one_line(person.family_first)) else ""


def entry(publication: Publication, author_lines: dict[Person, str] | None = None) -> str:
    """``author_lines`` keeps each person's "AU" line, so that an export writes each person once."""
    if author_lines is None:
        author_lines = {}
    tags: list[tuple[str, str]] = [("TY", TYPES.get(publication.type, "GEN"))]
    authors = []
    for person in people(publication):
        line = author_lines.get(person)
        if line is None:
            line = author_lines[person] = _author_line(person)
        if line:
            authors.append(line)
    tags.append(("TI", publication.title))
    venue = venue_title(publication)
    if is_journal_like(publication):
        tags.append(("JO", venue))
    tags.append(("T2", venue))
    if publication.venue_id and publication.venue.short_name:
        tags.append(("J2", publication.venue.short_name))
    if publication.year:
        month = f"{publication.month:02d}" if publication.month else ""
        tags += [("PY", str(publication.year)), ("DA", f"{publication.year}/{month}//")]
    first, last = page_range(publication.pages)
    tags += [
        ("VL", publication.volume),
        ("IS", publication.number),
        ("SP", first or publication.article_number),
        ("EP", last),
        ("PB", publication.publisher),
        ("DO", publication.doi),
        ("UR", http_url(publication.url) or publication.doi_url),
        ("L1", http_url(publication.pdf_url)),
        ("AB", publication.abstract),
    ]
    if publication.arxiv_id:
        tags.append(("N1", f"arXiv:{publication.arxiv_id}"))
    if publication.award:
        tags.append(("N1", publication.award))
    if publication.status != PublicationStatus.PUBLISHED:
        tags.append(("N1", publication.get_status_display()))
    tags += [("KW", name) for name in tag_names(publication)]
    lines = [f"{tag}  - {text}" for tag, value in tags if (text := one_line(value))]
    lines[1:1] = authors
    lines.append("ER  - ")
    return "\r\n".join(lines) + "\r\n"


def listing_text(publication: Publication) -> str:
    """What :func:`render` writes for this publication: the text stored for it."""
    return entry(publication) + "\r\n"


def render(publications: Iterable[Publication | str]) -> Iterator[str]:
    """The file of ``publications``: rows, or their :func:`listing_text` when it is stored."""
    author_lines: dict[Person, str] = {}
    for publication in publications:
        if isinstance(publication, str):
            yield publication
        else:
            yield entry(publication, author_lines) + "\r\n"
