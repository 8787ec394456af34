"""Writing a plan: everything in one transaction, under a lock, against what is stored by then.

Two admins importing the same list at once must not create anything twice, so the whole
check-and-write runs under one PostgreSQL advisory lock (held until the transaction ends).
Inside it the plan is recomputed, unless the data version it was made from is still current:
every write to publication data bumps that version in its own transaction, so an unchanged
version means the plan still describes the database. The unique constraints on DOIs, alias
keys and slugs back this up. When writing fails, nothing of it remains and a separate failed
ImportBatch keeps the raw text and the error.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from django.db import connection, models, transaction

from publications import derived, freshness
from publications.importing.authors import Person
from publications.importing.plan import Action, EntryDecision, ImportPlan, plan_import
from publications.importing.venues import ResolvedVenue
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
from publications.slugs import slug_for

# Any fixed number: every import and undo takes this one lock.
IMPORT_LOCK_ID = 7_302_214_611


def take_import_lock() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [IMPORT_LOCK_ID])


class ImportFailed(Exception):
    """Applying a plan failed; nothing was written except ``batch``, the failed ImportBatch."""

    def __init__(self, batch: ImportBatch, message: str) -> None:
        super().__init__(message)
        self.batch = batch


@dataclass
class ImportReport:
    plan: ImportPlan
    batch: ImportBatch | None = None
    created: list[int] = field(default_factory=list)
    updated: list[int] = field(default_factory=list)

    @property
    def counts(self) -> dict[str, int]:
        counts = self.plan.counts
        return {
            "created": len(self.created),
            "updated": len(self.updated),
            "skipped": counts[Action.SAME] + counts[Action.SKIPPED],
            "errors": counts[Action.ERROR],
            "new authors": counts["new authors"] if self.batch else 0,
            "new venues": counts["new venues"] if self.batch else 0,
        }

    def summary(self) -> str:
        counts = self.counts
        return (
            f"{counts['created']} created, {counts['updated']} updated, "
            f"{counts['skipped']} skipped, {counts['errors']} errors"
        )


def _decision_record(decision: EntryDecision) -> dict[str, Any]:
    return {
        "index": decision.index,
        "line": decision.line,
        "title": decision.values.get("title") or decision.entry.title,
        "action": str(decision.action),
        "decision": decision.describe(),
        "target": decision.target_id,
        "warnings": decision.warnings,
    }


def _unique_slugs(model: type[models.Model], bases: list[str], max_length: int) -> list[str]:
    """Slugs for new rows: the base when free, else base-2, base-3 ... (a few queries in all)."""
    bases = [(base[: max_length - 8].strip("-") or "x") for base in bases]
    taken: set[str] = set()
    result: list[str | None] = [None] * len(bases)
    attempt = dict.fromkeys(range(len(bases)), 1)
    while attempt:
        proposals = {i: bases[i] if n == 1 else f"{bases[i]}-{n}" for i, n in attempt.items()}
        taken |= set(model.objects.filter(slug__in=proposals.values()).values_list("slug", flat=True))
        for i, slug in proposals.items():
            if slug in taken:
                attempt[i] += 1
            else:
                taken.add(slug)
                result[i] = slug
                del attempt[i]
    return [slug for slug in result if slug is not None]


@dataclass
class _NewIds:
    """Ids of the rows created for the plan's new venues and people (the plan itself is left as made)."""

    venues: dict[int, int] = field(default_factory=dict)  # id(ResolvedVenue) → Venue id
    authors: dict[int, int] = field(default_factory=dict)  # id(Person) → Author id

    def venue(self, choice: ResolvedVenue | None) -> int | None:
        if choice is None:
            return None
        return choice.venue_id if choice.venue_id is not None else self.venues[id(choice)]

    def author(self, person: Person) -> int:
        return person.author_id if person.author_id is not None else self.authors[id(person)]


def _create_venues(choices: Iterable[ResolvedVenue], batch: ImportBatch, ids: _NewIds) -> None:
    choices = list(choices)
    new = [c for c in choices if c.is_new]
    slugs = _unique_slugs(Venue, [slug_for(c.short_name or c.name) for c in new], 120)
    rows = Venue.objects.bulk_create(
        Venue(
            short_name=c.short_name[:100], name=c.name[:500], kind=c.kind, slug=slug, created_by_batch=batch
        )
        for c, slug in zip(new, slugs, strict=True)
    )
    for choice, row in zip(new, rows, strict=True):
        ids.venues[id(choice)] = row.pk
    VenueAlias.objects.bulk_create(
        VenueAlias(venue_id=ids.venue(c), name=name[:500], key=key, created_by_batch=batch)
        for c in choices
        for key, name in c.new_aliases.items()
    )


def _create_authors(
    plan: ImportPlan, people: list[Person], batch: ImportBatch, ids: _NewIds
) -> list[ImportChange]:
    """Create the new people and their aliases, rename stored ones; returns the renames, for undo."""
    new = [p for p in people if p.is_new]
    slugs = _unique_slugs(Author, [slug_for(p.display_name) for p in new], 160)
    rows = Author.objects.bulk_create(
        Author(
            display_name=p.display_name[:300],
            given_name=p.given_name[:200],
            family_name=p.family_name[:200],
            is_member=p.is_member,
            slug=slug,
            created_by_batch=batch,
        )
        for p, slug in zip(new, slugs, strict=True)
    )
    for person, row in zip(new, rows, strict=True):
        ids.authors[id(person)] = row.pk
    renamed = [p for p in people if not p.is_new and p.renamed_from]
    Author.objects.bulk_update(
        [
            Author(
                pk=p.author_id,
                display_name=p.display_name,
                given_name=p.given_name,
                family_name=p.family_name,
            )
            for p in renamed
        ],
        ["display_name", "given_name", "family_name"],
    )
    used = {id(p) for p in people}
    AuthorAlias.objects.bulk_create(
        AuthorAlias(
            author_id=ids.author(alias.person),
            name=alias.name[:300],
            key=alias.key,
            created_by_batch=batch,
        )
        for alias in plan.authors.new_aliases
        if id(alias.person) in used
    )
    return [
        ImportChange(
            batch=batch,
            author_id=p.author_id,
            action=ImportChangeAction.RENAMED,
            previous_values=p.previous_names,
        )
        for p in renamed
    ]


def _search_text(values: dict[str, Any], decision: EntryDecision, venue: ResolvedVenue | None) -> str:
    """``derived.search_text_for`` of the publication a decision creates, before it exists."""
    return derived.search_text(
        values["title"],
        [(person.display_name, name.display[:300]) for name, person in decision.authors],
        values.get("venue_name", ""),
        (venue.short_name, venue.name) if venue else None,
    )


def _create_publications(decisions: list[EntryDecision], ids: _NewIds) -> dict[int, int]:
    """Create the publications of ``decisions``; returns entry index → new publication id."""
    created: dict[int, int] = {}
    pending = list(decisions)
    while pending:
        ready = [
            d
            for d in pending
            if (d.target_index is None or d.target_index in created)
            and (d.published_version_index is None or d.published_version_index in created)
        ]
        if not ready:
            raise RuntimeError("import plan has entries that depend on each other")
        rows = []
        for d in ready:
            values = dict(d.values)
            row = Publication(**values, venue_id=ids.venue(d.venue))
            if d.action == Action.ARTIFACT:
                row.artifact_of_id = d.target_id or created[d.target_index]
            row.published_version_id = d.published_version_id or created.get(d.published_version_index)
            row.search_text = _search_text(values, d, d.venue)
            rows.append(row)
        for d, row in zip(ready, Publication.objects.bulk_create(rows), strict=True):
            created[d.index] = row.pk
        pending = [d for d in pending if d.index not in created]
    Authorship.objects.bulk_create(
        Authorship(
            publication_id=created[d.index],
            author_id=ids.author(person),
            position=position,
            name_as_written=name.display[:300],
            equal_contribution=name.equal_contribution,
            corresponding=name.corresponding,
        )
        for d in decisions
        for position, (name, person) in enumerate(d.authors, start=1)
    )
    return created


def _apply_updates(
    decisions: list[EntryDecision], created: dict[int, int], ids: _NewIds
) -> list[ImportChange]:
    """Fill in what stored publications lacked, and link stored preprints to new papers."""
    wanted: dict[int, dict[str, Any]] = {}
    new_venues: dict[int, ResolvedVenue] = {}
    for d in decisions:
        if d.action == Action.UPDATE:
            changes = {k: v for k, v in d.updates.items() if k != "venue"}
            if "venue" in d.updates:
                new_venues[d.target_id] = d.updates["venue"]
                changes["venue_id"] = ids.venue(d.updates["venue"])
            wanted.setdefault(d.target_id, {}).update(changes)
        for preprint_id in d.preprint_ids if d.creates else ():
            wanted.setdefault(preprint_id, {})["published_version_id"] = created[d.index]
    if not wanted:
        return []
    rows = (
        Publication.objects.filter(pk__in=wanted)
        .select_related("venue")
        .prefetch_related("authorships__author")
    )
    changes: list[ImportChange] = []
    for row in rows:
        values = wanted[row.pk]
        previous = {name: getattr(row, name) for name in values}
        venue = new_venues.get(row.pk) or row.venue
        values["search_text"] = derived.search_text_with_venue(
            row, venue, values.get("venue_name", row.venue_name)
        )
        changes.append(
            ImportChange(publication=row, action=ImportChangeAction.UPDATED, previous_values=previous)
        )
    Publication.objects.update_rows(wanted)
    return changes


def _write(plan: ImportPlan, batch: ImportBatch) -> ImportReport:
    creating = [d for d in plan.decisions if d.creates]
    updating = [d for d in plan.decisions if d.action == Action.UPDATE]
    venues = {id(d.venue): d.venue for d in creating if d.venue}
    venues |= {id(d.updates["venue"]): d.updates["venue"] for d in updating if "venue" in d.updates}
    ids = _NewIds()
    _create_venues(venues.values(), batch, ids)
    people = {id(person): person for d in creating for _, person in d.authors}
    renames = _create_authors(plan, list(people.values()), batch, ids)
    created = _create_publications(creating, ids)
    line_of = {d.target_id: d.line for d in updating}
    changes = [
        ImportChange(
            batch=batch, publication_id=created[d.index], action=ImportChangeAction.CREATED, entry_line=d.line
        )
        for d in creating
    ]
    # Every stored publication an entry named, updated or not: this batch lists it too, which
    # undoing the import that created it must respect.
    matched: dict[int, int] = {}
    for d in plan.with_action(Action.SAME, Action.UPDATE):
        if d.target_id is not None:
            matched.setdefault(d.target_id, d.line)
    matches = [
        ImportChange(batch=batch, publication_id=pk, action=ImportChangeAction.MATCHED, entry_line=line)
        for pk, line in matched.items()
    ]
    for change in _apply_updates(plan.decisions, created, ids):
        change.batch = batch
        change.entry_line = line_of.get(change.publication.pk)
        changes.append(change)
    # The rows were written with their search text and title key; their citations follow (for a
    # paste of a group's list: a bulk load leaves them to the pages, ``derived`` says when).
    written = {*created.values(), *(c.publication_id for c in changes)}
    derived.refresh_citations(written)
    # Stored publications of renamed authors get the new names in their search text.
    derived.refresh_for_authors([change.author_id for change in renames], exclude=written)
    ImportChange.objects.bulk_create([*changes, *matches, *renames])
    freshness.bump()
    return ImportReport(
        plan=plan,
        batch=batch,
        created=list(created.values()),
        updated=[c.publication_id for c in changes if c.action == ImportChangeAction.UPDATED],
    )


def _current_plan(plan: ImportPlan) -> ImportPlan:
    """``plan`` when nothing was written since it was made, else the same plan made afresh."""
    if plan.data_version is not None and freshness.current().version == plan.data_version:
        return plan
    options = plan.options
    return plan_import(
        plan.entries,
        format=plan.format,
        issues=plan.issues,
        skip=options.get("skip", ()),
        resolutions=options.get("resolutions"),
        author_choices=options.get("author_choices"),
        highlight_all=options.get("highlight_all", False),
    )


def apply_import(
    plan: ImportPlan, *, user=None, raw_text: str, format: str = "", source_name: str = ""
) -> ImportReport:
    """Write what ``plan`` decided, re-planned under the import lock, in one transaction.

    Returns the report; when nothing is new or changed, nothing at all is written (not even
    an ImportBatch). Raises ImportFailed, with a failed ImportBatch saved, when writing fails.
    """
    user = user if user is not None and getattr(user, "pk", None) else None
    fmt = str(format or plan.format)
    # PostgreSQL text cannot hold NUL; the kept raw text marks where one was.
    raw_text = raw_text.replace("\x00", "\ufffd")

    def record_batch(status: str, **details) -> ImportBatch:
        """The batch of this import: what was pasted, from where, by whom, and how it ended."""
        return ImportBatch.objects.create(
            raw_text=raw_text,
            source_name=source_name[:255],
            format=fmt[:30],
            status=status,
            created_by=user,
            **details,
        )

    try:
        with transaction.atomic():
            take_import_lock()
            fresh = _current_plan(plan)
            if not fresh.writes_anything:
                return ImportReport(plan=fresh)
            batch = record_batch(
                ImportBatchStatus.APPLIED,
                warnings=[f"line {i.line}: {i.message}" for i in fresh.issues],
                decisions=[_decision_record(d) for d in fresh.decisions],
            )
            report = _write(fresh, batch)
            batch.counts = report.counts
            batch.save(update_fields=["counts"])
            return report
    except Exception as error:
        message = f"{type(error).__name__}: {error}"
        batch = record_batch(
            ImportBatchStatus.FAILED,
            error=message,
            decisions=[_decision_record(d) for d in plan.decisions],
        )
        raise ImportFailed(batch, message) from error
