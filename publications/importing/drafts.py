"""Import drafts: a paste under review in the admin, kept on the server between its pages.

A draft is an :class:`ImportJob` in review mode. It holds the text, the format chosen, the data
version it was first read against, and what the admin changed, row by row and name by name; the
page refers to it by a signed id. Every page and the confirmation read the text again and plan
it against the database as it is then, so a draft never holds a plan, only the admin's word.
Drafts expire: their signed ids stop working, and the rows are removed, after ``DRAFT_MAX_AGE``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from django.core import signing
from django.db import transaction
from django.utils import timezone

from publications import freshness
from publications.enrichment import LookupFailed, ServiceUnavailable, empty_fields_filled, look_up_many
from publications.enrichment.client import service_for
from publications.models import ImportBatch, ImportJob, ImportJobMode, ImportJobPhase, Publication

DRAFT_MAX_AGE = timedelta(days=2)
# The key of a row's changes under which the draft keeps what a lookup by identifier said of it.
FILLED = "filled"
IDENTIFIERS = ("doi", "arxiv_id", "pmid")
_SALT = "publications.import-draft"


def discard_expired_drafts() -> int:
    """Remove drafts nobody touched for ``DRAFT_MAX_AGE``; their text lives on in any batch they made."""
    cutoff = timezone.now() - DRAFT_MAX_AGE
    deleted, _ = ImportJob.objects.filter(mode=ImportJobMode.REVIEW, updated_at__lt=cutoff).delete()
    return deleted


def start_draft(*, raw_text: str, format: str, source_name: str, user: Any, entries: int) -> ImportJob:
    discard_expired_drafts()
    return ImportJob.objects.create(
        mode=ImportJobMode.REVIEW,
        phase=ImportJobPhase.PLANNED,
        # NUL cannot go into the database (uploads have it replaced already; this is the last guard).
        raw_text=raw_text.replace("\x00", "\ufffd"),
        format=format,
        source_name=source_name,
        created_by=user,
        entries=entries,
        data_version=freshness.current().version,
    )


def draft_token(draft: ImportJob) -> str:
    return signing.TimestampSigner(salt=_SALT).sign(str(draft.pk))


def draft_from_token(token: str) -> ImportJob | None:
    """The draft a page refers to; None when the id is forged, expired, or its draft is gone."""
    try:
        pk = signing.TimestampSigner(salt=_SALT).unsign(token, max_age=DRAFT_MAX_AGE)
    except signing.BadSignature:
        return None
    return ImportJob.objects.filter(pk=int(pk), mode=ImportJobMode.REVIEW).first()


def note_data_version(draft: ImportJob) -> bool:
    """Record the data version the draft is now read against; True when it moved since the last read."""
    version = freshness.current().version
    if version == draft.data_version:
        return False
    draft.data_version = version
    return True


def keep_changes(
    draft: ImportJob, first: int, changes: list[dict[str, Any]], answers: dict[str, str]
) -> None:
    """Keep one page's changes: row first + i changed as ``changes[i]`` (empty: as read), and its answers.

    What a lookup filled in a row stays with it: the page posts only whether to use it.
    """
    for offset, changed in enumerate(changes):
        key = str(first + offset)
        lookup = draft.decisions.get(key, {}).get(FILLED)
        if lookup:
            changed = {**changed, FILLED: lookup}
        if changed:
            draft.decisions[key] = changed
        else:
            draft.decisions.pop(key, None)
    draft.author_choices.update(answers)
    save_review(draft)


def row_lookup(changes: dict[str, Any] | None) -> dict[str, Any]:
    """What a lookup said of a row: ``{"source", "fields"}`` (what it filled) or ``{"error", "retry"}``."""
    return (changes or {}).get(FILLED) or {}


def filled_fields(changes: dict[str, Any] | None) -> dict[str, Any]:
    return row_lookup(changes).get("fields") or {}


@dataclass
class LookupReport:
    """What one run of the lookup step did: rows filled, rows it had nothing for, rows it failed on,
    rows left for another run, and the services that could not be reached (their message)."""

    filled: int = 0
    unchanged: int = 0  # the service had nothing the row lacks
    failed: int = 0
    left: int = 0
    unavailable: list[str] = field(default_factory=list)

    @property
    def asked(self) -> int:
        return self.filled + self.unchanged + self.failed

    def summary(self) -> str:
        entries = "entry" if self.asked == 1 else "entries"
        text = (
            f"Looked up {self.asked} {entries}: {self.filled} filled in, "
            f"{self.unchanged} with nothing to add, {self.failed} not found or not answered."
            " Check the filled fields below before you confirm; nothing is saved until then."
        )
        if self.left:
            text += f" {self.left} more on this page: run the lookup again for them."
        return text


def _to_ask(lookup: dict[str, Any]) -> bool:
    """Not asked yet, or its service could not be reached then."""
    return not lookup or bool(lookup.get("retry"))


def fill_rows_from_identifiers(
    draft: ImportJob,
    records: dict[int, dict[str, Any]],
    *,
    dois_in_list: Mapping[str, int],
    limit: int,
    budget_seconds: float,
) -> LookupReport:
    """Look up rows by identifier and keep in the draft what each would gain, without saving anything else.

    ``records`` maps a row's index to the field values it would import (model field names), its
    identifiers among them. A row is asked about once: again only when its service could not be
    reached. At most ``limit`` rows are asked about; the others are counted as left.
    ``dois_in_list`` maps the DOIs the list's entries have to their line.
    """
    report = LookupReport()
    identifiers = {i: {name: record.get(name) or "" for name in IDENTIFIERS} for i, record in records.items()}
    waiting = [
        index
        for index, ids in identifiers.items()
        if service_for(**ids) and _to_ask(row_lookup(draft.decisions.get(str(index))))
    ]
    asked, report.left = waiting[:limit], len(waiting[limit:])
    answers = look_up_many([identifiers[i] for i in asked], budget_seconds=budget_seconds)
    for index, answer in zip(asked, answers, strict=True):
        if isinstance(answer, LookupFailed):
            lookup = {"error": str(answer), "retry": isinstance(answer, ServiceUnavailable)}
            if isinstance(answer, ServiceUnavailable) and str(answer) not in report.unavailable:
                report.unavailable.append(str(answer))
            report.failed += 1
        else:
            filled = empty_fields_filled(records[index], answer)
            lookup = {"source": answer.source, "fields": filled}
            report.filled += bool(filled)
            report.unchanged += not filled
        draft.decisions.setdefault(str(index), {})[FILLED] = lookup
    _leave_out_dois_held_elsewhere(draft, asked, dois_in_list)
    save_review(draft)
    return report


def _leave_out_dois_held_elsewhere(
    draft: ImportJob, rows: list[int], dois_in_list: Mapping[str, int]
) -> None:
    """A DOI filled in that a stored publication or another entry of the list has is left out, and said:
    kept, it would make the row that other publication on confirmation, unlike what the preview shows."""
    lookups = [draft.decisions[str(i)][FILLED] for i in rows]
    lookups = [lookup for lookup in lookups if lookup.get("fields", {}).get("doi")]
    dois = [lookup["fields"]["doi"] for lookup in lookups]
    stored = dict(Publication.objects.filter(doi__in=dois).values_list("doi", "pk"))
    for lookup in lookups:
        doi = lookup["fields"]["doi"]
        if doi in stored:
            holder = f"publication #{stored[doi]} has it"
        elif doi in dois_in_list:
            holder = f"the entry on line {dois_in_list[doi]} has it"
        else:
            continue
        del lookup["fields"]["doi"]
        lookup["note"] = f"DOI {doi} left out: {holder}."


def save_review(draft: ImportJob) -> None:
    draft.save(update_fields=["decisions", "author_choices", "data_version", "updated_at"])


def claim_draft(draft: ImportJob) -> bool:
    """Mark the draft as being imported; False when another request confirmed it first."""
    with transaction.atomic():
        claimed = ImportJob.objects.filter(pk=draft.pk, phase=ImportJobPhase.PLANNED, confirmed=False).update(
            phase=ImportJobPhase.APPLYING, confirmed=True, updated_at=timezone.now()
        )
    return bool(claimed)


def finish_draft(draft: ImportJob, *, batch: ImportBatch | None, result: str) -> None:
    draft.phase, draft.batch, draft.error = ImportJobPhase.DONE, batch, ""
    draft.summary = {**draft.summary, "result": result}
    draft.save(update_fields=["phase", "batch", "error", "summary", "updated_at"])


def reopen_draft(draft: ImportJob, error: str) -> None:
    """The import failed and wrote nothing: the draft waits again, its decisions intact, to be retried."""
    draft.phase, draft.confirmed, draft.error = ImportJobPhase.PLANNED, False, error
    draft.save(update_fields=["phase", "confirmed", "error", "updated_at"])
