"""The rows a listing export reads: one SQL statement, streamed through a server-side cursor.

Each publication comes with its venue's names and the ids of its authors, in order, and of its
tags (arrays aggregated by the database), whose names are read once per export, as a light
:class:`ExportRow` rather than a model instance: building 50,000 model instances and
prefetching their relations chunk by chunk cost most of a full export's time. The format
modules read an ``ExportRow`` exactly as they read a ``Publication`` with its relations
prefetched (the single-publication export).
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterator
from typing import NamedTuple

from django.contrib.postgres.expressions import ArraySubquery
from django.db.models import OuterRef

from publications.exports.common import Person, person_named
from publications.models import Author, Authorship, Publication, PublicationQuerySet, Tag
from publications.vocabulary import PublicationStatus

# Rows the server-side cursor sends per round trip.
FETCH_SIZE = 2000

# The publication's own columns the formats read, in the order ExportRow takes them.
ROW_FIELDS = (
    "id", "title", "bibtex_key", "year", "month", "type", "status", "pages", "volume", "number",
    "article_number", "publisher", "doi", "url", "pdf_url", "code_url", "arxiv_id", "award",
    "highlight", "abstract", "venue_id", "venue_name",
)  # fmt: skip
_STATUS_LABELS = dict(PublicationStatus.choices)


class ExportVenue(NamedTuple):
    name: str
    short_name: str


class ExportRow(namedtuple("ExportRowFields", (*ROW_FIELDS, "venue", "export_people", "export_tags"))):
    """What the export formats read of one publication, under the model's attribute names.

    A tuple: made in one step from the database's row, which matters 50,000 times over.
    """

    __slots__ = ()

    @property
    def pk(self) -> int:
        return self.id

    @property
    def doi_url(self) -> str:
        return f"https://doi.org/{self.doi}" if self.doi else ""

    def get_status_display(self) -> str:
        return str(_STATUS_LABELS.get(self.status, self.status))


def _author_ids() -> ArraySubquery:
    return ArraySubquery(
        Authorship.objects.filter(publication_id=OuterRef("pk")).order_by("position").values_list("author_id")
    )


def _tag_ids() -> ArraySubquery:
    return ArraySubquery(
        Publication.tags.through.objects.filter(publication_id=OuterRef("pk")).values_list("tag_id")
    )


def export_rows(queryset: PublicationQuerySet, fetch_size: int = FETCH_SIZE) -> Iterator[ExportRow]:
    """The publications of ``queryset``, in its order, with venue, author and tag names.

    Three queries: every person's names and every tag's name once, then the rows with the ids
    of their authors (in order) and tags, which costs the database less than building the
    names into each row.
    """
    persons = _persons(Author.objects.all())
    tags = _tag_order()
    rows = (
        queryset.prefetch_related(None)
        .select_related(None)
        .annotate(export_author_ids=_author_ids(), export_tag_ids=_tag_ids())
        .values_list(*ROW_FIELDS, "venue__name", "venue__short_name", "export_author_ids", "export_tag_ids")
        .iterator(chunk_size=fetch_size)
    )
    count = len(ROW_FIELDS)
    for row in rows:
        venue_name, venue_short_name, author_ids, tag_ids = row[count:]
        venue = ExportVenue(venue_name, venue_short_name) if row[count - 2] is not None else None
        # People and tags added by a write committed since they were read are read now.
        if missing := [pk for pk in author_ids if pk not in persons]:
            persons.update(_persons(Author.objects.filter(pk__in=missing)))
        if any(pk not in tags for pk in tag_ids):
            tags = _tag_order()
        people = [persons[pk] for pk in author_ids]
        tag_names = [name for _, name in sorted(tags[pk] for pk in tag_ids)]
        yield ExportRow(*row[:count], venue, people, tag_names)


def _persons(authors) -> dict[int, Person]:
    rows = authors.order_by().values_list("pk", "display_name", "given_name", "family_name")
    return {pk: person_named(display, given, family) for pk, display, given, family in rows}


def _tag_order() -> dict[int, tuple[int, str]]:
    """Each tag's place in the order the database sorts their names (as everywhere on the site), and name."""
    rows = Tag.objects.order_by("name").values_list("pk", "name")
    return {pk: (position, name) for position, (pk, name) in enumerate(rows)}
