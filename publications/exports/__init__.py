"""Exports of any listing or single publication: BibTeX, RIS, CSL-JSON and CSV.

One module per format, each with ``MEDIA_TYPE``, ``EXTENSION``, ``READS_ABSTRACTS`` (whether a
listing's rows need them), ``entry(publication)``, ``listing_text(publication)`` (what a listing's
file holds for it, which the site stores beside each publication's entry) and
``render(publications)`` (an iterator of text chunks, so a response can stream 50,000 rows in flat
memory; a publication may come as its stored listing text). ``EXPORTERS`` is the registry views
and templates read.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from types import ModuleType

from django.db.models import Expression

from publications.exports import bibtex, csl, ris, table
from publications.exports.rows import export_rows, export_texts
from publications.models import Publication, PublicationQuerySet

# Characters of text handed on per write while streaming: a response made of one small chunk per
# entry spends more time passing chunks along than formatting them.
STREAM_CHUNK_CHARS = 64 * 1024


class ExportFormat(StrEnum):
    BIBTEX = "bibtex"
    RIS = "ris"
    CSL_JSON = "csl-json"
    CSV = "csv"


@dataclass(frozen=True)
class Exporter:
    format: ExportFormat
    label: str
    module: ModuleType

    @property
    def media_type(self) -> str:
        return self.module.MEDIA_TYPE

    @property
    def extension(self) -> str:
        return self.module.EXTENSION

    def entry(self, publication: Publication) -> str:
        return self.module.entry(publication)

    def listing_text(self, publication: Publication) -> str:
        return self.module.listing_text(publication)

    def stream(self, queryset: PublicationQuerySet, stored: Expression | None = None) -> Iterator[str]:
        """The whole queryset in this format, read by one streamed query (flat memory at any size).

        ``stored``: each row's :meth:`listing_text` as stored, a column that is NULL where none is;
        only the rows without one are read whole and formatted.
        """
        abstracts = self.module.READS_ABSTRACTS
        if stored is None:
            return batched(self.module.render(export_rows(queryset, abstracts=abstracts)))
        return batched(self.module.render(export_texts(queryset, stored, abstracts=abstracts)))


def batched(chunks: Iterator[str], size: int = STREAM_CHUNK_CHARS) -> Iterator[str]:
    """The same text in pieces of at least ``size`` characters (the last one may be shorter)."""
    pending: list[str] = []
    pending_size = 0
    for chunk in chunks:
        pending.append(chunk)
        pending_size += len(chunk)
        if pending_size >= size:
            yield "".join(pending)
            pending, pending_size = [], 0
    if pending:
        yield "".join(pending)


EXPORTERS: dict[ExportFormat, Exporter] = {
    ExportFormat.BIBTEX: Exporter(ExportFormat.BIBTEX, "BibTeX", bibtex),
    ExportFormat.RIS: Exporter(ExportFormat.RIS, "RIS", ris),
    ExportFormat.CSL_JSON: Exporter(ExportFormat.CSL_JSON, "CSL-JSON", csl),
    ExportFormat.CSV: Exporter(ExportFormat.CSV, "CSV", table),
}
