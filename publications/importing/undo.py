"""Undoing an import batch: what only it brought goes, what it updated gets its old values back.

Several imports can list one publication: the first creates it, later ones match it (their
MATCHED changes). Undoing the creator keeps the publication while another applied import
lists it, with the authors, venues and aliases it uses; the publication then lives on the
strength of those imports, and undoing the last of them removes it. Publications that no
import created (entered by hand) are never removed by an undo.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db import transaction
from django.db.models import Exists, OuterRef, Q
from django.utils import timezone

from publications import derived, freshness
from publications.importing.apply import take_import_lock
from publications.models import (
    Author,
    AuthorAlias,
    Authorship,
    ImportBatch,
    ImportBatchStatus,
    ImportChange,
    ImportChangeAction,
    Publication,
    Venue,
    VenueAlias,
)


class CannotRevert(Exception):
    pass


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _batches(ids: tuple[int, ...]) -> str:
    numbers = [f"#{pk}" for pk in ids]
    if len(numbers) == 1:
        return f"import {numbers[0]}"
    return f"imports {', '.join(numbers[:-1])} and {numbers[-1]}"


@dataclass
class UndoReport:
    """What undoing a batch removed, restored and kept, and why it kept it."""

    batch_id: int
    publications_removed: int = 0
    publications_restored: int = 0
    authors_removed: int = 0
    author_names_restored: int = 0
    venues_removed: int = 0
    # Publications the batch created that other applied imports list: id → those imports.
    kept: dict[int, tuple[int, ...]] = field(default_factory=dict)
    # Authors the batch renamed whose new name remaining publications still spell.
    author_names_kept: int = 0

    @property
    def counts(self) -> dict[str, int]:
        return {
            "publications removed": self.publications_removed,
            "publications restored": self.publications_restored,
            "publications kept": len(self.kept),
            "authors removed": self.authors_removed,
            "author names restored": self.author_names_restored,
            "author names kept": self.author_names_kept,
            "venues removed": self.venues_removed,
        }

    def kept_reasons(self) -> list[str]:
        """'3 publications kept because import #7 also lists them', one line per set of imports."""
        by_listers: dict[tuple[int, ...], int] = defaultdict(int)
        for listers in self.kept.values():
            by_listers[listers] += 1
        reasons = []
        for listers, count in sorted(by_listers.items()):
            verb = "lists" if len(listers) == 1 else "list"
            reasons.append(
                f"{_plural(count, 'publication')} kept because {_batches(listers)} also "
                f"{verb} {'it' if count == 1 else 'them'}"
            )
        if self.author_names_kept:
            reasons.append(
                f"{_plural(self.author_names_kept, 'author name')} kept because remaining "
                "publications spell them so"
            )
        return reasons

    def summary(self) -> str:
        done = ", ".join(f"{count} {what}" for what, count in self.counts.items() if "kept" not in what)
        return "; ".join([done, *self.kept_reasons()])


def revert_batch(batch: ImportBatch, user=None) -> UndoReport:
    """Atomically undo ``batch``; returns what was removed, restored and kept.

    A publication the batch created is removed unless another applied import lists it; so is
    one the batch listed whose creating import was undone already, on the same condition.
    Then go the authors, venues and aliases such imports created that nothing uses any more.
    Publications the batch updated and authors it renamed get their previous values back,
    except a link to a kept publication and a name that remaining publications spell.
    The number of queries does not depend on the size of the batch.
    """
    user = user if user is not None and getattr(user, "pk", None) else None
    with transaction.atomic(), freshness.bumps_deferred():
        take_import_lock()
        batch = ImportBatch.objects.select_for_update().get(pk=batch.pk)
        if batch.status != ImportBatchStatus.APPLIED:
            state = batch.get_status_display().lower()
            raise CannotRevert(f"Import #{batch.pk} is {state}; only applied imports can be undone.")
        report = UndoReport(batch.pk)
        changes = list(batch.changes.exclude(publication=None))
        removed = _publications_to_remove(batch, changes, report)

        updated = [
            c for c in changes if c.action == ImportChangeAction.UPDATED and c.publication_id not in removed
        ]
        links = dict(
            Publication.objects.filter(pk__in=[c.publication_id for c in updated]).values_list(
                "pk", "published_version_id"
            )
        )
        restored: dict[int, dict] = {}
        for change in updated:
            if change.publication_id not in links:
                continue  # deleted by hand since
            previous = {k: v for k, v in change.previous_values.items() if k != "search_text"}
            if "published_version_id" in previous and links[change.publication_id] in report.kept:
                # The paper this import linked the preprint to stays: so does the link.
                del previous["published_version_id"]
            if previous:
                restored[change.publication_id] = previous
        Publication.objects.update_rows(restored)
        report.publications_restored = len(restored)

        # The authors and venues of the publications going, read before they go.
        used = Publication.objects.filter(pk__in=removed).values_list("venue_id", "authorships__author_id")
        venue_ids, author_ids = set(), set()
        for venue_id, author_id in used:
            venue_ids.add(venue_id)
            author_ids.add(author_id)
        venue_ids.discard(None)
        author_ids.discard(None)
        Publication.objects.filter(pk__in=removed).delete()
        report.publications_removed = len(removed)
        renamed_back = _restore_author_names(batch, report, author_ids)
        derived.refresh(
            Publication.objects.filter(
                Q(pk__in=restored)
                | Q(pk__in=Authorship.objects.filter(author_id__in=renamed_back).values("publication_id"))
            )
        )

        # Rows created by this batch, or by an undone one for the publications removed now.
        undone = Q(created_by_batch__status=ImportBatchStatus.REVERTED)
        spelled = Authorship.objects.filter(author_id=OuterRef("author_id"), name_as_written=OuterRef("name"))
        AuthorAlias.objects.filter(
            Q(created_by_batch=batch) | (undone & Q(author_id__in=author_ids))
        ).exclude(Exists(spelled)).delete()
        _, deleted_authors = Author.objects.filter(
            Q(created_by_batch=batch) | (undone & Q(pk__in=author_ids)), authorships__isnull=True
        ).delete()
        named = Publication.objects.filter(venue_id=OuterRef("venue_id"), venue_name=OuterRef("name"))
        VenueAlias.objects.filter(Q(created_by_batch=batch) | (undone & Q(venue_id__in=venue_ids))).exclude(
            Exists(named)
        ).delete()
        _, deleted_venues = Venue.objects.filter(
            Q(created_by_batch=batch) | (undone & Q(pk__in=venue_ids)), publications__isnull=True
        ).delete()
        report.authors_removed = deleted_authors.get("publications.Author", 0)
        report.venues_removed = deleted_venues.get("publications.Venue", 0)

        batch.status = ImportBatchStatus.REVERTED
        batch.reverted_at = timezone.now()
        batch.reverted_by = user
        batch.save(update_fields=["status", "reverted_at", "reverted_by"])
        freshness.bump()
    return report


def _publications_to_remove(batch: ImportBatch, changes: list[ImportChange], report: UndoReport) -> set[int]:
    """The publications that exist only through ``batch``: it created them, or it listed them after
    the import that created them was undone, and no other applied import lists them (one query).

    The ones another applied import lists go into ``report.kept`` with those imports.
    """
    created = {c.publication_id for c in changes if c.action == ImportChangeAction.CREATED}
    matched = {c.publication_id for c in changes if c.action == ImportChangeAction.MATCHED}
    others = (
        ImportChange.objects.filter(
            publication_id__in=created | matched,
            action__in=[ImportChangeAction.CREATED, ImportChangeAction.MATCHED],
        )
        .exclude(batch=batch)
        .values_list("publication_id", "batch_id", "action", "batch__status")
    )
    candidates = set(created)
    listers: dict[int, set[int]] = defaultdict(set)
    for publication_id, batch_id, action, status in others:
        if action == ImportChangeAction.CREATED and status == ImportBatchStatus.REVERTED:
            candidates.add(publication_id)  # its creator is undone: it stands on the imports listing it
        elif status == ImportBatchStatus.APPLIED:
            listers[publication_id].add(batch_id)
    report.kept = {pk: tuple(sorted(listers[pk])) for pk in sorted(candidates) if listers[pk]}
    return candidates - set(report.kept)


def _restore_author_names(batch: ImportBatch, report: UndoReport, author_ids: set[int]) -> list[int]:
    """Authors renamed by ``batch``, or by an undone import and on the publications removed now, get
    their names back, unless remaining publications spell the new name (a later import's, say).

    Among several renames of one author the earliest holds the name before any import. Returns
    the authors renamed back.
    """
    spelled = Authorship.objects.filter(
        author_id=OuterRef("author_id"), name_as_written=OuterRef("author__display_name")
    )
    renames = (
        ImportChange.objects.filter(action=ImportChangeAction.RENAMED)
        .filter(Q(batch=batch) | Q(batch__status=ImportBatchStatus.REVERTED, author_id__in=author_ids))
        .exclude(author=None)
        .annotate(still_spelled=Exists(spelled))
        .order_by("batch_id")
        .values_list("author_id", "batch_id", "previous_values", "author__display_name", "still_spelled")
    )
    previous: dict[int, dict] = {}
    for author_id, batch_id, values, current, still_spelled in renames:
        if still_spelled:
            if batch_id == batch.pk:
                report.author_names_kept += 1
        elif values.get("display_name") != current:
            previous.setdefault(author_id, values)
    names = ("display_name", "given_name", "family_name")
    Author.objects.bulk_update(
        [Author(pk=pk, **{name: values.get(name, "") for name in names}) for pk, values in previous.items()],
        list(names),
    )
    report.author_names_restored = len(previous)
    return list(previous)
