"""The rows a listing export reads: one SQL statement, streamed through a server-side cursor.

Each publication comes with its venue's names, its authors' names in order and its tag names
(arrays aggregated by the database), as a light :class:`ExportRow` rather than a model
instance: building 50,000 model instances and prefetching their relations chunk by chunk cost
most of a full export's time. The format modules read an ``ExportRow`` exactly as they read a
``Publication`` with its relations prefetched (the single-publication export).
"""

from __future__ import annotations

from collections.abc import Iterator

from django.contrib.postgres.expressions import ArraySubquery
from django.contrib.postgres.fields import ArrayField
from django.db.models import CharField, F, Func, OuterRef

from publications.exports.common import Person, person_named
from publications.models import Authorship, PublicationQuerySet, PublicationStatus, Tag

# Rows the server-side cursor sends per round trip.
FETCH_SIZE = 2000

# The publication's own columns the formats read, in the order ExportRow takes them.
ROW_FIELDS = (
    "id", "title", "bibtex_key", "year", "month", "type", "status", "pages", "volume", "number",
    "article_number", "publisher", "doi", "url", "pdf_url", "code_url", "arxiv_id", "award",
    "highlight", "abstract", "venue_id", "venue_name",
)  # fmt: skip
_STATUS_LABELS = dict(PublicationStatus.choices)


class ExportVenue:
    __slots__ = ("name", "short_name")

    def __init__(self, name: str, short_name: str) -> None:
        self.name = name
        self.short_name = short_name


class ExportRow:
    """What the export formats read of one publication, under the model's attribute names."""

    __slots__ = (*ROW_FIELDS, "venue", "export_people", "export_tags")

    def __init__(self, values: tuple, venue: ExportVenue | None, people: list[Person], tags: list[str]):
        for name, value in zip(ROW_FIELDS, values, strict=True):
            setattr(self, name, value)
        self.venue = venue
        self.export_people = people
        self.export_tags = tags

    @property
    def pk(self) -> int:
        return self.id

    @property
    def doi_url(self) -> str:
        return f"https://doi.org/{self.doi}" if self.doi else ""

    def get_status_display(self) -> str:
        return str(_STATUS_LABELS.get(self.status, self.status))


def _author_names() -> ArraySubquery:
    """Each author's (display, given, family) name, in position order: a two-dimensional text array."""
    names = Func(
        F("author__display_name"),
        F("author__given_name"),
        F("author__family_name"),
        template="ARRAY[%(expressions)s]",
        output_field=ArrayField(CharField()),
    )
    return ArraySubquery(
        Authorship.objects.filter(publication_id=OuterRef("pk")).order_by("position").values_list(names)
    )


def _tag_names() -> ArraySubquery:
    return ArraySubquery(Tag.objects.filter(publications=OuterRef("pk")).order_by("name").values_list("name"))


def export_rows(queryset: PublicationQuerySet, fetch_size: int = FETCH_SIZE) -> Iterator[ExportRow]:
    """The publications of ``queryset``, in its order, with venue, author and tag names: one query."""
    rows = (
        queryset.prefetch_related(None)
        .select_related(None)
        .annotate(export_authors=_author_names(), export_tags=_tag_names())
        .values_list(*ROW_FIELDS, "venue__name", "venue__short_name", "export_authors", "export_tags")
        .iterator(chunk_size=fetch_size)
    )
    count = len(ROW_FIELDS)
    # A few thousand people write the hundreds of thousands of authorships: each is built once.
    persons: dict[tuple[str, str, str], Person] = {}
    for row in rows:
        venue_name, venue_short_name, authors, tags = row[count:]
        venue = ExportVenue(venue_name, venue_short_name) if row[count - 2] is not None else None
        people = []
        for names in authors:
            key = tuple(names)
            if (found := persons.get(key)) is None:
                found = persons[key] = person_named(*names)
            people.append(found)
        yield ExportRow(row[:count], venue, people, tags)
