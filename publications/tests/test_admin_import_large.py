"""Large pastes through the admin: a few hundred entries preview and confirm in the request, posting
only the rows the admin changed; a paste at the size limit runs as a background job (the worker
is run here through its real command) with a status page, from paste to imported."""

from __future__ import annotations

import random
import re

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.core.management import call_command
from django.urls import reverse

from publications.models import ImportBatch, ImportJob, ImportJobPhase, Publication
from publications.tests.importing_helpers import SAMPLES

IMPORT_URL = reverse("admin:publications_publication_import")
SAMPLE_LINES = [
    line
    for line in (SAMPLES / "lab-page.txt").read_text(encoding="utf-8").splitlines()
    if line.startswith("• ")
]
NAMES = sorted(
    {
        re.sub(r"(?<=[a-z])\.$", "", name.strip())
        for line in SAMPLE_LINES
        for name in re.split(
            r",\s*(?:and\s+)?|\s+and\s+", re.sub(r"^• (\[[^\]]*\]\s*)?", "", line).split("“")[0]
        )
        if re.fullmatch(r"[A-Z][\w.'-]+(?: [A-Z][\w.'-]+)+", name.strip().rstrip("."))
    }
)
TITLE_WORDS = sorted(
    set(re.findall(r"\b[A-Za-z]{4,}\b", " ".join(re.findall(r"“([^”]+)”", "\n".join(SAMPLE_LINES)))))
)
VENUES = [
    "In Proceedings of SC",
    "In IEEE Transactions on Parallel and Distributed Systems",
    "In Proceedings of HPDC",
    "In Proceedings of IPDPS",
    "In Future Generation Computer Systems",
]


def lab_lines(*, seed: int = 7):
    """Distinct entries written like the sample list: authors, “title”, venue, year; endless."""
    rng = random.Random(seed)
    number = 0
    while True:
        authors = ", ".join(rng.sample(NAMES, rng.randint(1, 3)))
        title = " ".join(word.capitalize() for word in rng.sample(TITLE_WORDS, 5))
        yield f"• {authors}. “{title} {number}.” {rng.choice(VENUES)}, {2000 + number % 26}.\n"
        number += 1


def lab_list(count: int) -> str:
    lines = lab_lines()
    return "".join(next(lines) for _ in range(count))


def five_megabytes() -> str:
    """As many entries as fit the size limit: the largest paste the README promises to import."""
    lines, size = [], 0
    for line in lab_lines():
        size += len(line.encode("utf-8"))
        if size > settings.IMPORT_MAX_BYTES:
            return "".join(lines)
        lines.append(line)
    raise AssertionError("unreachable")


@pytest.fixture
def staff_client(client):
    user = User.objects.create_superuser("editor", password="x")
    client.force_login(user)
    return client


def only_changed_rows(preview, changes: dict[int, dict]) -> dict:
    """What the preview page posts: its hidden fields, the management form and the rows changed only
    (the page's script leaves unchanged rows out)."""
    data = {"_confirm": "Confirm import", **preview.context["confirm_form"].initial}
    formset = preview.context["formset"]
    for name, field in formset.management_form.fields.items():
        data[formset.management_form.add_prefix(name)] = formset.management_form.initial.get(
            name, field.initial
        )
    for index, change in changes.items():
        form = formset.forms[index]
        for name, value in {**form.initial, **change}.items():
            if name == "include" and not value:
                continue
            data[form.add_prefix(name)] = "on" if value is True else ("" if value is None else value)
    return data


@pytest.mark.django_db
def test_a_400_entry_paste_is_previewed_and_confirmed_posting_only_the_changed_rows(staff_client):
    text = lab_list(400)
    preview = staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    assert preview.status_code == 200
    assert len(preview.context["rows"]) == 400
    assert Publication.objects.count() == 0
    data = only_changed_rows(preview, {3: {"include": False}, 10: {"title": "A Corrected Title"}})
    fields = sum(
        len(values) for values in (data[key] if isinstance(data[key], list) else [data[key]] for key in data)
    )
    assert fields < settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
    response = staff_client.post(IMPORT_URL, data)
    assert response.status_code == 302, response.content[:500]
    assert Publication.objects.count() == 399
    assert Publication.objects.filter(title="A Corrected Title").exists()
    skipped = preview.context["rows"][3].decision.entry.title
    assert not Publication.objects.filter(title=skipped).exists()
    assert ImportBatch.objects.get().counts["created"] == 399


def run_worker() -> None:
    call_command("db_worker", "--batch", "--no-startup-delay", verbosity=0)


@pytest.mark.django_db(transaction=True)
def test_a_five_megabyte_paste_runs_as_a_background_job_from_paste_to_imported(staff_client):
    text = five_megabytes()
    assert len(text.encode("utf-8")) <= settings.IMPORT_MAX_BYTES
    entries = text.count("\n• ") + 1
    assert entries > 35_000

    response = staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    job = ImportJob.objects.get()
    status_url = reverse("admin:publications_publication_import_job", args=[job.pk])
    assert response.status_code == 302 and response["Location"] == status_url
    waiting = staff_client.get(status_url)
    assert 'http-equiv="refresh"' in waiting.content.decode()
    assert "read the list: <strong>waiting</strong>" in waiting.content.decode()

    run_worker()
    job.refresh_from_db()
    assert job.phase == ImportJobPhase.PLANNED and job.entries == entries
    summary = staff_client.get(status_url)
    page = summary.content.decode()
    assert "Confirm import" in page and 'http-equiv="refresh"' not in page
    assert f"new: <strong>{entries}</strong>" in page
    assert len(page.encode()) < 1_000_000, "the summary is bounded, whatever the size of the paste"
    assert Publication.objects.count() == 0

    staff_client.post(status_url, {"_confirm": "Confirm import"})
    queued = staff_client.get(status_url).content.decode()
    assert "import: <strong>waiting</strong>" in queued
    run_worker()
    job.refresh_from_db()
    assert job.phase == ImportJobPhase.DONE, job.error
    assert Publication.objects.count() == entries
    assert job.batch.counts["created"] == entries
    done = staff_client.get(status_url).content.decode()
    assert reverse("admin:publications_importbatch_change", args=[job.batch.pk]) in done

    # Confirming twice imports nothing more.
    staff_client.post(status_url, {"_confirm": "Confirm import"})
    run_worker()
    assert Publication.objects.count() == entries


@pytest.mark.django_db(transaction=True)
def test_a_job_imports_the_possible_duplicates_as_settled_on_its_summary(staff_client, settings):
    from publications.tests.factories import make_publication

    settings.IMPORT_INLINE_MAX_BYTES = 1024
    stored = make_publication(title="Learned Caches for Faster Storage Systems", year=2023)
    near = "• Jane Doe. “Learned Caches for Faster Storage System.” In Proceedings of SC, 2023.\n"
    text = near + lab_list(12)
    assert len(text.encode("utf-8")) > settings.IMPORT_INLINE_MAX_BYTES
    staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    job = ImportJob.objects.get()
    status_url = reverse("admin:publications_publication_import_job", args=[job.pk])
    run_worker()
    page = staff_client.get(status_url).content.decode()
    assert 'name="duplicate_0"' in page and "possible duplicate of #" in page

    staff_client.post(
        status_url, {"_confirm": "Confirm import", "duplicate_0": "skip", "duplicate_99": "merge"}
    )
    run_worker()
    job.refresh_from_db()
    assert job.phase == ImportJobPhase.DONE, job.error
    assert Publication.objects.filter(title__startswith="Learned Caches").get() == stored
    assert Publication.objects.count() == 13
