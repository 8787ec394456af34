"""CSV for spreadsheets; text that a spreadsheet would run as a formula is neutralised."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from publications.exports.common import one_line, people, venue_acronym, venue_title
from publications.links import http_url

if TYPE_CHECKING:
    from publications.models import Publication

MEDIA_TYPE = "text/csv"
EXTENSION = "csv"
# Not in this format: a listing's export does not read them (half of the text of its rows).
READS_ABSTRACTS = False

COLUMNS = (
    "id", "title", "authors", "year", "month", "type", "status", "venue", "venue_acronym",
    "volume", "issue", "pages", "publisher", "doi", "arxiv", "url", "pdf", "code", "award", "highlight",
)  # fmt: skip
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n", "|", "%")


def neutralise(value: object) -> str:
    """A cell value that Excel, LibreOffice and Sheets show as text, never evaluate."""
    text = "" if value is None else str(value)
    if text.startswith(_FORMULA_STARTS):
        return "'" + text
    return text


def _cell(text: str) -> str:
    """``neutralise(one_line(text))`` in one call: an export makes a million cells, nearly all of
    them on one line and not starting as a formula already."""
    if (
        text
        and text.isprintable()
        and "  " not in text
        and text[0] != " "
        and text[-1] != " "
        and not text.startswith(_FORMULA_STARTS)
    ):
        return text
    return neutralise(one_line(text))


def row(publication: Publication) -> list[str]:
    values = (
        publication.pk,
        one_line(publication.title),
        "; ".join(person.display for person in people(publication)),
        publication.year or "",
        publication.month or "",
        publication.type,
        publication.status,
        venue_title(publication),
        venue_acronym(publication),
        publication.volume,
        publication.number,
        publication.pages,
        publication.publisher,
        publication.doi,
        publication.arxiv_id,
        http_url(publication.url),
        http_url(publication.pdf_url),
        http_url(publication.code_url),
        publication.award,
        "yes" if publication.highlight else "no",
    )
    return [_cell(str(value)) for value in values]


def _line(values: Iterable[str]) -> str:
    buffer = io.StringIO()
    csv.writer(buffer).writerow(values)
    return buffer.getvalue()


def entry(publication: Publication) -> str:
    return _line(COLUMNS) + _line(row(publication))


class _Lines(list):
    """What a ``csv.writer`` writes, kept until it is handed on."""

    write = list.append


def listing_text(publication: Publication) -> str:
    """What :func:`render` writes for this publication (its line): the text stored for it."""
    return _line(row(publication))


def render(publications: Iterable[Publication | str]) -> Iterator[str]:
    """The file of ``publications``: rows, or their :func:`listing_text` when it is stored."""
    # One writer for the whole file: a writer and a buffer per row cost more than the row.
    lines = _Lines()
    writer = csv.writer(lines)
    writer.writerow(COLUMNS)
    yield "".join(lines)
    for publication in publications:
        if isinstance(publication, str):
            yield publication
            continue
        lines.clear()
        writer.writerow(row(publication))
        yield "".join(lines)
