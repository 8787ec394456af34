"""Import publication lists from files: the same plan and summary the admin preview shows."""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from publications import parsing
from publications.importing import Action, ImportFailed, ImportPlan, apply_import, plan_import
from publications.parsing.records import InputFormat


def describe_plan(plan: ImportPlan) -> list[str]:
    """The plan as text lines: one per entry, then author joins, questions and venues."""
    lines = [f"Format: {plan.format}"]
    for issue in plan.issues:
        lines.append(f"  warning: line {issue.line}: {issue.message}")
    for decision in plan.decisions:
        title = decision.values.get("title") or decision.entry.title or "(no title)"
        lines.append(f"  line {decision.line}: {decision.describe()}: {title}")
        lines.extend(f"      warning: {warning}" for warning in decision.warnings)
    for join in plan.author_joins:
        lines.append(f"  author: “{join.spelling}” is {join.person.display_name} ({join.reason})")
    for name in plan.ambiguous_authors:
        candidates = ", ".join(person.display_name for person in name.candidates)
        lines.append(f"  author: “{name.spelling}” could be {candidates}: kept apart (choose in the admin)")
    new_venues = [venue for venue in plan.venues if venue.is_new]
    if new_venues:
        lines.append("  new venues: " + ", ".join(str(venue) for venue in new_venues))
    counts = plan.counts
    lines.append(
        "Plan: "
        + ", ".join(f"{counts[action.value]} {action.value}" for action in Action if counts[action.value])
        + f"; {counts['new authors']} new authors, {counts['new venues']} new venues"
    )
    return lines


class Command(BaseCommand):
    help = (
        "Import publication lists (BibTeX, RIS, CSL-JSON, or pasted citation text). Possible duplicates "
        "are reported and imported as new publications, never merged."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", metavar="FILE")
        parser.add_argument("--dry-run", action="store_true", help="Show the plan; write nothing.")
        parser.add_argument(
            "--format", choices=[f.value for f in InputFormat], help="Input format (detected when omitted)."
        )
        parser.add_argument("--highlight", action="store_true", help="Mark every imported entry a highlight.")

    def handle(self, *args, files, dry_run, format, highlight, **options):
        for name in files:
            path = Path(name)
            try:
                text = path.read_text(encoding="utf-8-sig")
            except (OSError, UnicodeDecodeError) as error:
                raise CommandError(f"{name}: cannot read as UTF-8 text ({error})") from error
            result = parsing.parse(text, format)
            plan = plan_import(
                result.entries, format=result.format, issues=result.issues, highlight_all=highlight
            )
            self.stdout.write(f"{name}:")
            for line in describe_plan(plan):
                self.stdout.write(line)
            if dry_run:
                self.stdout.write("Dry run: nothing written.")
                continue
            try:
                report = apply_import(plan, raw_text=text, format=str(result.format), source_name=path.name)
            except ImportFailed as error:
                raise CommandError(
                    f"{name}: import failed, nothing written (import #{error.batch.pk}): {error}"
                ) from error
            batch = f" (import #{report.batch.pk})" if report.batch else ""
            self.stdout.write(self.style.SUCCESS(f"Imported {name}: {report.summary()}{batch}"))
