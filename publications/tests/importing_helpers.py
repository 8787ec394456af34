"""Shared steps of the import tests: parse real text, plan, apply; count every table."""

from __future__ import annotations

import json
from pathlib import Path

from django.apps import apps
from django.conf import settings

from publications import parsing
from publications.importing import ImportReport, apply_import, plan_import

SAMPLES = Path(settings.BASE_DIR) / "samples"
DATA = Path(__file__).parent / "data"
SEED_FILES = (SAMPLES / "lab-page.txt", SAMPLES / "author-db-page.txt")
# What importing the seed files must give: publications, people, venues and their counts.
SEEDS_EXPECTED = json.loads((DATA / "seeds" / "seeds-expected.json").read_text(encoding="utf-8"))


def plan_text(text: str, **options):
    result = parsing.parse(text)
    return plan_import(result.entries, format=result.format, issues=result.issues, **options)


def import_text(text: str, *, source_name: str = "", user=None, **options) -> ImportReport:
    plan = plan_text(text, **options)
    return apply_import(plan, user=user, raw_text=text, format=plan.format, source_name=source_name)


def import_seeds() -> list[ImportReport]:
    return [import_text(path.read_text(encoding="utf-8"), source_name=path.name) for path in SEED_FILES]


def row_counts() -> dict[str, int]:
    """Rows in every table of the publications app (many-to-many tables included)."""
    models = apps.get_app_config("publications").get_models(include_auto_created=True)
    return {model._meta.label: model._default_manager.count() for model in models}
