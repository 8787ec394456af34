"""Exports of any listing or single publication: BibTeX, RIS, CSL-JSON and CSV.

One module per format, each with ``MEDIA_TYPE``, ``EXTENSION``, ``entry(publication)`` and
``render(publications)`` (an iterator of text chunks, so a response can stream 50,000 rows
in flat memory). ``EXPORTERS`` is the registry views and templates read.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from itertools import islice
from types import ModuleType

from publications.exports import bibtex, csl, ris, table
from publications.exports.common import attach_export_relations
from publications.models import Publication, PublicationQuerySet

# Rows fetched (with their authors, artifacts and tags) per round trip while streaming.
CHUNK_SIZE = 500


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

    def stream(self, queryset: PublicationQuerySet) -> Iterator[str]:
        """The whole queryset in this format, fetched chunk by chunk (flat memory at any size)."""
        return self.module.render(rows_for_export(queryset))


def rows_for_export(queryset: PublicationQuerySet, chunk_size: int = CHUNK_SIZE) -> Iterator[Publication]:
    """The publications of ``queryset`` with their authors and tags: three queries per chunk."""
    rows = queryset.prefetch_related(None).iterator(chunk_size=chunk_size)
    while chunk := list(islice(rows, chunk_size)):
        attach_export_relations(chunk)
        yield from chunk


EXPORTERS: dict[ExportFormat, Exporter] = {
    ExportFormat.BIBTEX: Exporter(ExportFormat.BIBTEX, "BibTeX", bibtex),
    ExportFormat.RIS: Exporter(ExportFormat.RIS, "RIS", ris),
    ExportFormat.CSL_JSON: Exporter(ExportFormat.CSL_JSON, "CSL-JSON", csl),
    ExportFormat.CSV: Exporter(ExportFormat.CSV, "CSV", table),
}
