"""Import drafts: a paste under review in the admin, kept on the server between its pages.

A draft is an :class:`ImportJob` in review mode. It holds the text, the format chosen, the data
version it was first read against, and what the admin changed, row by row and name by name; the
page refers to it by a signed id. Every page and the confirmation read the text again and plan
it against the database as it is then, so a draft never holds a plan, only the admin's word.
Drafts expire: their signed ids stop working, and the rows are removed, after ``DRAFT_MAX_AGE``.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.core import signing
from django.db import transaction
from django.utils import timezone

from publications import freshness
from publications.models import ImportBatch, ImportJob, ImportJobMode, ImportJobPhase

DRAFT_MAX_AGE = timedelta(days=2)
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
    """Keep one page's changes: row first + i changed as ``changes[i]`` (empty: as read), and its answers."""
    for offset, changed in enumerate(changes):
        if changed:
            draft.decisions[str(first + offset)] = changed
        else:
            draft.decisions.pop(str(first + offset), None)
    draft.author_choices.update(answers)
    save_review(draft)


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
