"""The rows a listing export reads: one SQL statement, streamed through a server-side cursor.

Each publication comes with its venue's names and the ids of its authors, in order, and of its
tags (arrays aggregated by the database), whose names are read once per export, as a light
:class:`ExportRow` rather than a model instance: building 50,000 model instances and
prefetching their relations chunk by chunk cost most of a full export's time. The format
modules read an ``ExportRow`` exactly as they read a ``Publication`` with its relations
prefetched (the single-publication export).

Where the site stores each publication's text in a format (``listing_text``, kept beside its
entry), :func:`export_texts` reads the ids and those texts instead, and whole rows only for the
publications without one: formatting 50,000 rows took most of a full export's time.
"""

from __future__ import annotations

import queue
import threading
from collections import namedtuple
from collections.abc import Iterable, Iterator
from typing import NamedTuple

from django.contrib.postgres.expressions import ArraySubquery
from django.db import connections, transaction
from django.db.models import Expression, OuterRef, Value
from django.db.models.sql.constants import MULTI

from publications.exports.common import Person, person_named
from publications.models import Author, Authorship, Publication, PublicationQuerySet, Tag
from publications.vocabulary import PublicationStatus

# Rows the server-side cursor sends per round trip.
FETCH_SIZE = 2000
# Batches read ahead of the one being formatted: enough to keep the database busy, few enough
# that memory stays flat.
READ_AHEAD = 2

# The publication's own columns the formats read, in the order ExportRow takes them.
ROW_FIELDS = (
    "id", "title", "bibtex_key", "year", "month", "type", "status", "pages", "volume", "number",
    "article_number", "publisher", "doi", "url", "pdf_url", "code_url", "arxiv_id", "award",
    "highlight", "abstract", "venue_id", "venue_name",
)  # fmt: skip
_STATUS_LABELS = dict(PublicationStatus.choices)
# What ``ExportRow(*values)`` does, without the call of a Python function of 25 arguments per row.
_new_row = tuple.__new__
# The column read in place of the abstract when a format does not write it.
_NO_ABSTRACT = "export_no_abstract"


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


def export_rows(
    queryset: PublicationQuerySet, fetch_size: int = FETCH_SIZE, *, abstracts: bool = True
) -> Iterator[ExportRow]:
    """The publications of ``queryset``, in its order, with venue, author and tag names.

    ``abstracts=False`` leaves every row's abstract empty, for formats that do not write it: the
    abstracts are about half of what the rows hold, to send, decode and keep.

    Three queries: every person's names and every tag's name once, then the rows with the ids
    of their authors (in order) and tags, which costs the database less than building the
    names into each row.

    The rows are read inside a transaction: out of one, the server-side cursor would be a
    holdable one, which PostgreSQL computes to the end before the first row is sent. In one,
    the database computes each batch as it is fetched, and a thread fetches the next batches
    while this one formats the current (psycopg waits for the network without the GIL), so the
    database's work and the formatting overlap instead of taking turns.
    """
    with transaction.atomic(using=queryset.db, savepoint=False):
        yield from _export_rows(queryset, fetch_size, abstracts)


def _export_rows(queryset: PublicationQuerySet, fetch_size: int, abstracts: bool) -> Iterator[ExportRow]:
    maker = _RowMaker(queryset.db, abstracts)
    values = maker.values(queryset)
    compiler = values.query.get_compiler(using=values.db)
    # The statement runs here, in the thread that owns the connection; only the fetches move.
    batches = compiler.execute_sql(MULTI, chunked_fetch=_chunked(values.db), chunk_size=fetch_size)
    with _ReadAhead(batches) as ahead:
        yield from map(maker.make, compiler.results_iter(results=ahead, tuple_expected=True))


def export_texts(
    queryset: PublicationQuerySet, stored: Expression, fetch_size: int = FETCH_SIZE, *, abstracts: bool = True
) -> Iterator[str | ExportRow]:
    """The publications of ``queryset``, in its order, each as its stored text in a format when it
    has one (``stored``: a column of the row, NULL for none), else as its :class:`ExportRow`.

    One light statement reads the ids and stored texts, streamed as :func:`export_rows` streams;
    only the rows of a batch without a stored text are read whole, in one query per batch (with
    every person's and tag's names read once, at the first).
    """
    with transaction.atomic(using=queryset.db, savepoint=False):
        yield from _export_texts(queryset, stored, fetch_size, abstracts)


def _export_texts(
    queryset: PublicationQuerySet, stored: Expression, fetch_size: int, abstracts: bool
) -> Iterator[str | ExportRow]:
    values = queryset.without_relations().annotate(export_text=stored)
    values = values.values_list("pk", "export_text")
    compiler = values.query.get_compiler(using=values.db)
    batches = compiler.execute_sql(MULTI, chunked_fetch=_chunked(values.db), chunk_size=fetch_size)
    maker = None
    with _ReadAhead(batches) as ahead:
        for batch in ahead:
            lacking = [pk for pk, text in batch if text is None]
            if not lacking:
                for _, text in batch:
                    yield text
                continue
            maker = maker or _RowMaker(values.db, abstracts)
            read = maker.values(Publication.objects.using(values.db).filter(pk__in=lacking))
            rows = {row.id: row for row in map(maker.make, read)}
            for pk, text in batch:
                if text is not None:
                    yield text
                elif (row := rows.get(pk)) is not None:  # None: deleted since the ids were read
                    yield row


def _chunked(database: str) -> bool:
    return not connections[database].settings_dict.get("DISABLE_SERVER_SIDE_CURSORS")


class _RowMaker:
    """The rows' query and the making of an :class:`ExportRow` of each, with every person's and
    tag's names read once (two queries) and looked up by id."""

    def __init__(self, database: str, abstracts: bool) -> None:
        self.persons = _persons(Author.objects.using(database).all())
        self.tags = _tag_order(database)
        self.database = database
        self.columns = [name if abstracts or name != "abstract" else _NO_ABSTRACT for name in ROW_FIELDS]

    def values(self, queryset: PublicationQuerySet):
        return (
            queryset.without_relations()
            .annotate(export_author_ids=_author_ids(), export_tag_ids=_tag_ids(), **{_NO_ABSTRACT: Value("")})
            .values_list(
                *self.columns, "venue__name", "venue__short_name", "export_author_ids", "export_tag_ids"
            )
        )

    def make(self, row: tuple, count: int = len(ROW_FIELDS)) -> ExportRow:
        persons = self.persons
        venue_name, venue_short_name, author_ids, tag_ids = row[count:]
        venue = ExportVenue(venue_name, venue_short_name) if row[count - 2] is not None else None
        # People and tags added by a write committed since they were read are read when met.
        try:
            people = [persons[pk] for pk in author_ids]
        except KeyError:
            missing = [pk for pk in author_ids if pk not in persons]
            persons.update(_persons(Author.objects.using(self.database).filter(pk__in=missing)))
            people = [persons[pk] for pk in author_ids]
        try:
            tag_names = _tag_names(self.tags, tag_ids)
        except KeyError:
            self.tags = _tag_order(self.database)
            tag_names = _tag_names(self.tags, tag_ids)
        return _new_row(ExportRow, (*row[:count], venue, people, tag_names))


class _ReadAhead:
    """The batches of ``batches``, fetched by a thread at most ``READ_AHEAD`` batches ahead.

    On leaving (the end, an error, or a client that went away), the thread is stopped and
    joined before the transaction ends, so the cursor is never fetched from after it is closed.
    """

    _END = object()

    def __init__(self, batches: Iterator[list]) -> None:
        self._batches = batches
        self._queue: queue.Queue = queue.Queue(maxsize=READ_AHEAD)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._fetch, name="export-read-ahead", daemon=True)

    def _fetch(self) -> None:
        try:
            for batch in self._batches:
                if not self._put(batch):
                    return
            self._put(self._END)
        except BaseException as error:  # handed to the reading thread, which raises it
            self._put(error)
        finally:
            close = getattr(self._batches, "close", None)
            if close is not None:
                close()  # closes the server-side cursor (a no-op after the last batch)

    def _put(self, item: object) -> bool:
        while not self._stop.is_set():
            try:
                self._queue.put(item, timeout=0.1)
                return True
            except queue.Full:
                continue
        return False

    def __enter__(self) -> Iterable[list]:
        self._thread.start()
        return self._read()

    def _read(self) -> Iterator[list]:
        while True:
            item = self._queue.get()
            if item is self._END:
                return
            if isinstance(item, BaseException):
                raise item
            yield item

    def __exit__(self, *exc_info: object) -> None:
        self._stop.set()
        self._thread.join()


def _persons(authors) -> dict[int, Person]:
    rows = authors.order_by().values_list("pk", "display_name", "given_name", "family_name")
    return {pk: person_named(display, given, family) for pk, display, given, family in rows}


def _tag_names(tags: dict[int, tuple[int, str]], tag_ids: list[int]) -> list[str]:
    if len(tag_ids) == 1:  # most publications have one tag or none
        return [tags[tag_ids[0]][1]]
    return [name for _, name in sorted([tags[pk] for pk in tag_ids])]


def _tag_order(database: str) -> dict[int, tuple[int, str]]:
    """Each tag's place in the order the database sorts their names (as everywhere on the site), and name."""
    rows = Tag.objects.using(database).order_by("name").values_list("pk", "name")
    return {pk: (position, name) for position, (pk, name) in enumerate(rows)}
