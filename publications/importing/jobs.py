"""Imports too large for one request: prepared (parse, plan) and applied by the task worker.

A job holds the pasted text. ``prepare_job`` reads and plans it, writing nothing but the job's
phase and a bounded summary of the plan (counts, the first warnings, the first rows that need
a look); ``apply_job`` re-reads the same text, plans it again against the database as it is
then, with the possible duplicates the admin settled, and applies it like any import. Each
phase is committed as it starts, so the status page shows where the job is.
"""

from __future__ import annotations

from typing import Any

from publications import parsing
from publications.importing.apply import ImportFailed, apply_import
from publications.importing.plan import Action, DuplicateResolution, EntryDecision, ImportPlan, plan_import
from publications.models import ImportJob, ImportJobPhase
from publications.params import parse_whole_number

# The preview of a job shows this many warnings and rows needing a look; the counts cover all.
SUMMARY_ROWS = 200
ATTENTION = (Action.ERROR, Action.POSSIBLE_DUPLICATE, Action.UPDATE, Action.ARTIFACT)


def _set_phase(job: ImportJob, phase: ImportJobPhase, **fields: Any) -> None:
    job.phase = phase
    for name, value in fields.items():
        setattr(job, name, value)
    job.save(update_fields=["phase", "updated_at", *fields])


def _row(decision: EntryDecision) -> dict[str, Any]:
    return {
        "index": decision.index,
        "line": decision.line,
        "action": str(decision.action),
        "decision": "".join(str(part) for part in decision.describe_parts()),
        "title": decision.entry.title or "",
        "year": decision.entry.year,
        "error": decision.error,
        "warnings": decision.warnings[:5],
    }


def summarise(plan: ImportPlan) -> dict[str, Any]:
    """What the job's preview shows: bounded, whatever the size of the paste."""
    attention = [d for d in plan.decisions if d.action in ATTENTION]
    return {
        "format": str(plan.format),
        "counts": plan.counts,
        "issues": [[issue.line, issue.message] for issue in plan.issues[:SUMMARY_ROWS]],
        "issue_total": len(plan.issues),
        "rows": [_row(d) for d in attention[:SUMMARY_ROWS]],
        "row_total": len(attention),
        "joins": len(plan.author_joins),
        "ambiguous": [name.spelling for name in plan.ambiguous_authors[:SUMMARY_ROWS]],
        "ambiguous_total": len(plan.ambiguous_authors),
    }


def _plan(job: ImportJob, resolutions: dict[int, str] | None = None) -> ImportPlan:
    _set_phase(job, ImportJobPhase.PARSING)
    result = parsing.parse(job.raw_text, job.format or None)
    _set_phase(job, ImportJobPhase.PLANNING, entries=len(result.entries))
    return plan_import(result.entries, format=result.format, issues=result.issues, resolutions=resolutions)


def prepare_job(job: ImportJob) -> None:
    """Parse and plan the job's text; the summary waits for the admin to confirm."""
    try:
        plan = _plan(job)
    except Exception as error:
        _set_phase(job, ImportJobPhase.FAILED, error=f"The list could not be read: {error}")
        raise
    _set_phase(job, ImportJobPhase.PLANNED, summary=summarise(plan))


def resolutions_of(job: ImportJob, chosen: dict[str, str]) -> dict[int, str]:
    """The admin's choices for the possible duplicates the summary showed (others keep the default)."""
    shown = {
        row["index"] for row in job.summary.get("rows", []) if row["action"] == Action.POSSIBLE_DUPLICATE
    }
    allowed = {resolution.value for resolution in DuplicateResolution}
    indexes = {key: parse_whole_number(key) for key in chosen}
    return {
        indexes[key]: value
        for key, value in chosen.items()
        if indexes[key] is not None and indexes[key] in shown and value in allowed
    }


def apply_job(job: ImportJob, resolutions: dict[int, str]) -> None:
    """Read the text again, plan it against the database as it is now, and import it."""
    try:
        plan = _plan(job, resolutions)
        _set_phase(job, ImportJobPhase.APPLYING)
        report = apply_import(
            plan, user=job.created_by, raw_text=job.raw_text, format=plan.format, source_name=job.source_name
        )
    except ImportFailed as error:
        _set_phase(job, ImportJobPhase.FAILED, error=str(error), batch=error.batch)
        return
    except Exception as error:
        _set_phase(job, ImportJobPhase.FAILED, error=f"Nothing was imported: {error}")
        raise
    _set_phase(
        job, ImportJobPhase.DONE, batch=report.batch, summary={**job.summary, "result": report.summary()}
    )
