"""The import service: the only code that maps parsed entries to models.

``plan_import(entries)`` decides, reading only, what importing would do (the preview);
``apply_import(plan, raw_text=...)`` writes it in one transaction; ``revert_batch(batch)``
undoes an applied import. Callers: the admin import page, the ``import_publications``
command, tests.
"""

from publications.importing.apply import ImportFailed, ImportReport, apply_import
from publications.importing.plan import (
    Action,
    DuplicateResolution,
    EntryDecision,
    ImportPlan,
    PublicationRef,
    apply_edits,
    plan_import,
)
from publications.importing.undo import CannotRevert, UndoReport, revert_batch

__all__ = [
    "Action",
    "CannotRevert",
    "DuplicateResolution",
    "EntryDecision",
    "ImportFailed",
    "ImportPlan",
    "ImportReport",
    "PublicationRef",
    "UndoReport",
    "apply_edits",
    "apply_import",
    "plan_import",
    "revert_batch",
]
