"""Undoing an import batch: what it created goes, what it updated gets its old values back."""

from __future__ import annotations

from django.db import transaction
from django.db.models import Exists, OuterRef
from django.utils import timezone

from publications import freshness
from publications.importing.apply import refresh_search_text, take_import_lock, update_rows
from publications.models import (
    Author,
    AuthorAlias,
    Authorship,
    ImportBatch,
    ImportBatchStatus,
    ImportChangeAction,
    Publication,
    Venue,
    VenueAlias,
)


class CannotRevert(Exception):
    pass


def revert_batch(batch: ImportBatch, user=None) -> dict[str, int]:
    """Atomically undo ``batch``; returns what was removed and restored.

    Publications it created are deleted, then the authors, venues and aliases it created that
    nothing else uses any more; publications it updated and authors it renamed get their
    previous values back.
    """
    user = user if user is not None and getattr(user, "pk", None) else None
    with transaction.atomic(), freshness.bumps_deferred():
        take_import_lock()
        batch = ImportBatch.objects.select_for_update().get(pk=batch.pk)
        if batch.status != ImportBatchStatus.APPLIED:
            state = batch.get_status_display().lower()
            raise CannotRevert(f"Import #{batch.pk} is {state}; only applied imports can be undone.")
        changes = list(batch.changes.exclude(publication=None))
        updated = [c for c in changes if c.action == ImportChangeAction.UPDATED]
        stored = Publication.objects.filter(pk__in=[c.publication_id for c in updated])
        existing = set(stored.values_list("pk", flat=True))
        restored = {c.publication_id: c.previous_values for c in updated if c.publication_id in existing}
        update_rows(restored)
        created_ids = [c.publication_id for c in changes if c.action == ImportChangeAction.CREATED]
        Publication.objects.filter(pk__in=created_ids).delete()
        renamed = _restore_author_names(batch)

        spelled = Authorship.objects.filter(author_id=OuterRef("author_id"), name_as_written=OuterRef("name"))
        AuthorAlias.objects.filter(created_by_batch=batch).exclude(Exists(spelled)).delete()
        _, deleted_authors = Author.objects.filter(created_by_batch=batch, authorships__isnull=True).delete()
        named = Publication.objects.filter(venue_id=OuterRef("venue_id"), venue_name=OuterRef("name"))
        VenueAlias.objects.filter(created_by_batch=batch).exclude(Exists(named)).delete()
        _, deleted_venues = Venue.objects.filter(created_by_batch=batch, publications__isnull=True).delete()

        batch.status = ImportBatchStatus.REVERTED
        batch.reverted_at = timezone.now()
        batch.reverted_by = user
        batch.save(update_fields=["status", "reverted_at", "reverted_by"])
        freshness.bump()
    return {
        "publications removed": len(created_ids),
        "publications restored": len(restored),
        "authors removed": deleted_authors.get("publications.Author", 0),
        "author names restored": renamed,
        "venues removed": deleted_venues.get("publications.Venue", 0),
    }


def _restore_author_names(batch: ImportBatch) -> int:
    """Stored authors the batch gave a fuller name get their names back, and so does their search text."""
    renames = batch.changes.filter(action=ImportChangeAction.RENAMED).exclude(author=None)
    previous = dict(renames.values_list("author_id", "previous_values"))
    if not previous:
        return 0
    names = ("display_name", "given_name", "family_name")
    Author.objects.bulk_update(
        [Author(pk=pk, **{name: values.get(name, "") for name in names}) for pk, values in previous.items()],
        list(names),
    )
    refresh_search_text(list(previous), exclude=set())
    return len(previous)
