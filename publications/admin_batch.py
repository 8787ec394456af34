"""How the admin shows one import batch: its counts as a table, its decisions as a linked list.

A batch keeps its counts and decisions as JSON (what the import decided, in the words of the
preview); the change page renders them for people, each decision linked to the publication it
created or named.
"""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString

from publications.models import ImportBatch, ImportChangeAction


def counts_table(batch: ImportBatch) -> SafeString:
    counts = batch.counts if isinstance(batch.counts, dict) else {}
    if not counts:
        return format_html("{}", "—")
    rows = format_html_join("", "<tr><th scope='row'>{}</th><td>{}</td></tr>", sorted(counts.items()))
    return format_html(
        "<table class='import-counts'><thead><tr><th scope='col'>{}</th><th scope='col'>{}</th></tr>"
        "</thead><tbody>{}</tbody></table>",
        "what",
        "entries",
        rows,
    )


def _publication_link(pk: int) -> SafeString:
    url = reverse("admin:publications_publication_change", args=[pk])
    return format_html('<a href="{}">#{}</a>', url, pk)


def _created_by_line(batch: ImportBatch) -> dict[int, int]:
    """Entry line → publication the batch created there (one query)."""
    return dict(
        batch.changes.filter(action=ImportChangeAction.CREATED, publication__isnull=False).values_list(
            "entry_line", "publication_id"
        )
    )


def _decision_item(record: dict[str, Any], created: dict[int, int]) -> SafeString:
    line = record.get("line")
    publication_id = created.get(line) if line is not None else None
    publication_id = publication_id or record.get("target")
    link = _publication_link(publication_id) if isinstance(publication_id, int) else ""
    warnings = record.get("warnings") or []
    warning_list = (
        format_html(
            "<ul class='import-decision__warnings'>{}</ul>",
            format_html_join("", "<li>{}</li>", ((str(w),) for w in warnings)),
        )
        if warnings
        else ""
    )
    return format_html(
        "<li><span class='import-decision__line'>line {}</span> <strong>{}</strong>: {} {}{}</li>",
        line if line is not None else "?",
        record.get("title") or "(no title)",
        record.get("decision") or record.get("action") or "",
        link,
        warning_list,
    )


def decisions_list(batch: ImportBatch) -> SafeString:
    records = [r for r in batch.decisions if isinstance(r, dict)] if isinstance(batch.decisions, list) else []
    if not records:
        return format_html("{}", "—")
    created = _created_by_line(batch)
    return format_html(
        "<ol class='import-decisions'>{}</ol>",
        format_html_join("", "{}", ((_decision_item(record, created),) for record in records)),
    )
