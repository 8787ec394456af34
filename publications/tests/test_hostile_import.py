"""The import service against the hostile-input catalogue: every file imports or is reported,
nothing crashes, and what is stored is what the database and the pages can take."""

from __future__ import annotations

import pytest

from publications.importing import apply_import, plan_import
from publications.models import ImportBatch, ImportBatchStatus, Publication
from publications.parsing import parse
from publications.tests.test_hostile_parsing import CASES, read_case

pytestmark = pytest.mark.django_db


def import_text(text: str):
    result = parse(text)
    plan = plan_import(result.entries, format=result.format, issues=result.issues)
    return apply_import(plan, raw_text=text, format=result.format)


@pytest.mark.parametrize("case", CASES, ids=[case["file"] for case in CASES])
def test_each_catalogued_input_imports_without_failing_and_keeps_its_raw_text(case):
    text = read_case(case)
    report = import_text(text)
    if report.batch is None:
        assert not report.created
        return
    batch = ImportBatch.objects.get(pk=report.batch.pk)
    assert batch.status == ImportBatchStatus.APPLIED
    assert batch.raw_text.replace("\x00", "\ufffd") == text.replace("\x00", "\ufffd")
    assert Publication.objects.count() == len(report.created)


def test_importing_every_catalogued_file_twice_creates_nothing_the_second_time():
    for case in CASES:
        import_text(read_case(case))
    count = Publication.objects.count()
    for case in CASES:
        report = import_text(read_case(case))
        assert not report.created, case["file"]
    assert Publication.objects.count() == count


def test_stored_links_are_only_http_or_https():
    for case in CASES:
        import_text(read_case(case))
    for publication in Publication.objects.all():
        for name in ("url", "pdf_url", "code_url", "slides_url", "video_url", "project_url"):
            value = getattr(publication, name)
            assert not value or value.startswith(("http://", "https://")), (name, value)
