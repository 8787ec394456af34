"""manage.py import_publications: prints the plan and the summary; --dry-run writes nothing."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from publications.models import ImportBatch, Publication
from publications.tests.importing_helpers import SEED_FILES, row_counts

pytestmark = pytest.mark.django_db


def run(*args) -> str:
    out = StringIO()
    call_command("import_publications", *args, stdout=out)
    return out.getvalue()


def test_dry_run_prints_the_plan_and_writes_nothing():
    before = row_counts()
    output = run(str(SEED_FILES[0]), "--dry-run")
    assert row_counts() == before
    assert "Format: citations" in output
    assert "line 3: new: Crafter: Towards Automated Reproducible Machine Learning" in output
    assert "author: “Z. Zhang” is Zhao Zhang (initials)" in output
    assert "Plan: 35 new; 123 new authors, 17 new venues" in output
    assert "Dry run: nothing written." in output


def test_import_of_both_seed_files_prints_a_summary_per_file():
    output = run(*map(str, SEED_FILES))
    assert "lab-page.txt: 35 created, 0 updated, 0 skipped, 0 errors" in output
    assert "author-db-page.txt: 10 created, 0 updated, 0 skipped, 0 errors" in output
    assert Publication.objects.listed().count() == 43
    assert ImportBatch.objects.count() == 2


def test_running_it_again_reports_the_same_publications_and_creates_nothing():
    run(*map(str, SEED_FILES))
    before = row_counts()
    output = run(*map(str, SEED_FILES))
    assert row_counts() == before
    assert "35 skipped" in output and "10 skipped" in output


def test_highlight_option_marks_every_entry_a_highlight():
    run(str(SEED_FILES[1]), "--highlight")
    assert Publication.objects.highlighted().count() == 10


def test_format_option_is_passed_to_the_parser(tmp_path):
    path = tmp_path / "list.bib"
    path.write_text(
        "@article{k, title={Forced Format Paper}, author={Doe, Jane}, year={2020}}\n", encoding="utf-8"
    )
    assert "Format: bibtex" in run(str(path), "--format", "bibtex", "--dry-run")


def test_a_file_that_is_not_utf8_is_a_command_error(tmp_path):
    path = tmp_path / "list.txt"
    path.write_bytes("Müller".encode("latin-1"))
    with pytest.raises(CommandError, match="cannot read as UTF-8"):
        run(str(path))


def test_load_samples_imports_the_sample_files_once():
    out = StringIO()
    call_command("load_samples", stdout=out)
    assert Publication.objects.listed().count() == 43
    call_command("load_samples", stdout=out)
    assert ImportBatch.objects.count() == 2
