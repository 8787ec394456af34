"""The data version: one row that every write to publication data bumps.

Listings, feeds and exports derive their ETag and Last-Modified from it, and everything the
public site stores is keyed on it (``publications.web.caching``), so one cheap query tells
whether anything changed. It lives in the domain because the writers read it too: an import
plan records the version it was made at.

The database moves it: a statement-level trigger on every table public pages are made of
(migration 0016) bumps it in the writing transaction, whatever wrote (a form, a bulk action's
``update()``, a delete's cascade, raw SQL). What stays here is reading it, :func:`bump` for
code that means "the data changed" without a write of its own, and ``data_committed``, sent
once after a transaction that saved or deleted tracked rows commits.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime

from django.db import connection, models, transaction
from django.db.models.signals import m2m_changed, post_delete, post_save
from django.dispatch import Signal
from django.utils import timezone

from publications.models import (
    Author,
    AuthorAlias,
    Authorship,
    DataVersion,
    Publication,
    Tag,
    Venue,
    VenueAlias,
)

_CURRENT_SQL = f"SELECT version, changed_at FROM {DataVersion._meta.db_table} WHERE id = 1"
TRACKED_MODELS = (Publication, Author, AuthorAlias, Authorship, Venue, VenueAlias, Tag)

# Sent once after a transaction that changed the data commits (never for a rolled-back one).
data_committed = Signal()


@dataclass(frozen=True)
class Freshness:
    version: int
    changed_at: datetime

    @property
    def etag(self) -> str:
        return f"v{self.version}"


def current() -> Freshness:
    # Raw SQL: every public request starts here, and building the ORM query costs more than running it.
    with connection.cursor() as cursor:
        cursor.execute(_CURRENT_SQL)
        row = cursor.fetchone()
    if row is None:
        epoch = datetime(2000, 1, 1, tzinfo=UTC)
        return Freshness(0, epoch)
    return Freshness(*row)


def bump() -> None:
    """Record that the data changed. Safe inside any transaction; rolled back with it."""
    now = timezone.now()
    updated = DataVersion.objects.filter(pk=1).update(version=models.F("version") + 1, changed_at=now)
    if not updated:
        with transaction.atomic():
            _, created = DataVersion.objects.get_or_create(pk=1, defaults={"version": 1, "changed_at": now})
        if not created:
            DataVersion.objects.filter(pk=1).update(version=models.F("version") + 1, changed_at=now)
    announce_on_commit()


def announce_on_commit() -> None:
    """Send ``data_committed`` when the writing transaction commits, once however often it bumped.

    Saves and deletes call it through their signals; a writer that sends none (``update()``, raw
    SQL) calls it inside its transaction. Only for explicit transactions (the admin, imports,
    merges, undo, backups): a script saving row by row in autocommit would otherwise announce
    every row.
    """
    if not connection.in_atomic_block:
        return
    if any(callback is _send_data_committed for _, callback, _ in connection.run_on_commit):
        return
    # robust: what listens must never turn a committed write into an error for the writer.
    transaction.on_commit(_send_data_committed, robust=True)


def _send_data_committed() -> None:
    data_committed.send(sender=DataVersion)


_bumps_deferred: ContextVar[bool] = ContextVar("freshness_bumps_deferred", default=False)


@contextmanager
def bumps_deferred() -> Iterator[None]:
    """Saves and deletes inside do not bump one by one: the caller calls bump() once, in the same
    transaction (a bulk delete would otherwise bump once per row it cascades to)."""
    token = _bumps_deferred.set(True)
    try:
        yield
    finally:
        _bumps_deferred.reset(token)


def _announce_change(sender, **kwargs) -> None:
    # The trigger has moved the version already; only the after-commit work is left to arrange.
    if kwargs.get("raw") or _bumps_deferred.get():
        return
    announce_on_commit()


def connect_signals() -> None:
    """Announce ``data_committed`` after every save or delete of tracked data (the admin included)."""
    for model in TRACKED_MODELS:
        post_save.connect(_announce_change, sender=model, dispatch_uid=f"freshness-save-{model.__name__}")
        post_delete.connect(_announce_change, sender=model, dispatch_uid=f"freshness-delete-{model.__name__}")
    m2m_changed.connect(_announce_change, sender=Publication.tags.through, dispatch_uid="freshness-tags")
