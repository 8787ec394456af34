"""Large pastes through the admin: a few hundred entries preview page by page and confirm in the
request, posting one page of rows at most (all of them without the page's script, the rows the
admin changed with it); a paste at the size limit runs as a background job (the worker is run here
through its real command) with a status page, from paste to imported."""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser
from urllib.parse import urlencode

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.core.management import call_command
from django.urls import reverse

from publications.models import ImportBatch, ImportJob, ImportJobPhase, Publication
from publications.tests.importing_helpers import SAMPLES
from publications.tests.test_admin_import import confirm_data

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
    """What the preview page posts with its script: the changed rows only."""
    return confirm_data(
        preview, only_rows=changes, **{str(index): change for index, change in changes.items()}
    )


@pytest.mark.django_db
def test_a_400_entry_paste_is_previewed_and_confirmed_posting_only_the_changed_rows(staff_client):
    text = lab_list(400)
    preview = staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    assert preview.status_code == 200
    assert "400 entries read" in preview.content.decode()
    assert len(preview.context["rows"]) == 100, "the preview shows its rows a page at a time"
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


class _PageForm(HTMLParser):
    """The fields a browser without JavaScript posts from a page's POST form: every enabled
    control with a name, a checkbox only when ticked, a select's selected (or first) option."""

    def __init__(self) -> None:
        super().__init__()
        self.fields: list[tuple[str, str]] = []
        self.buttons: list[tuple[str, str]] = []
        self._in_form = False
        self._select: tuple[str, bool, list[tuple[str, bool]]] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {name: value or "" for name, value in attrs}
        if tag == "form" and a.get("method", "").lower() == "post":
            self._in_form = True
        if not self._in_form or ("name" not in a and tag != "option"):
            return
        disabled = "disabled" in a
        kind = a.get("type", "text").lower()
        if (tag == "input" and kind == "submit") or tag == "button":
            self.buttons.append((a["name"], a.get("value", "")))
        elif tag == "input" and not disabled and kind in ("checkbox", "radio"):
            if "checked" in a:
                self.fields.append((a["name"], a.get("value", "on")))
        elif tag == "input" and not disabled and kind not in ("file", "image", "reset", "button"):
            self.fields.append((a["name"], a.get("value", "")))
        elif tag == "select":
            self._select = (a["name"], disabled, [])
        elif tag == "option" and self._select is not None:
            self._select[2].append((a.get("value", ""), "selected" in a))

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self._in_form = False
        elif tag == "select" and self._select is not None:
            name, disabled, options = self._select
            chosen = [value for value, selected in options if selected] or [options[0][0]]
            if not disabled:
                self.fields.append((name, chosen[-1]))
            self._select = None


def page_form(response) -> list[tuple[str, str]]:
    parser = _PageForm()
    parser.feed(response.content.decode())
    return parser.fields


def submit(client, response, button: tuple[str, str], **changes: str | None):
    """Post the page's form as a browser without script would: every field, as url-encoded pairs,
    with ``changes`` typed in (None unticks a box) and the chosen button pressed."""
    parser = _PageForm()
    parser.feed(response.content.decode())
    assert button in parser.buttons, f"the page has no button {button}"
    fields = [(name, changes.get(name, value)) for name, value in parser.fields]
    fields = [(name, value) for name, value in fields if value is not None]
    pairs = [*fields, button]
    assert len(pairs) < settings.DATA_UPLOAD_MAX_NUMBER_FIELDS, len(pairs)
    return client.post(IMPORT_URL, urlencode(pairs), content_type="application/x-www-form-urlencoded")


CONFIRM = ("_confirm", "Confirm import")


@pytest.mark.django_db
def test_a_400_entry_paste_confirms_posting_every_field_of_the_page_as_a_browser_without_script(
    staff_client,
):
    preview = staff_client.post(IMPORT_URL, {"text": lab_list(400), "_preview": "Preview"})
    fields = page_form(preview)
    assert sum(name.endswith("-title") for name, _ in fields) == 100
    assert "Page 1 of 4" in preview.content.decode()
    response = submit(staff_client, preview, CONFIRM)
    assert response.status_code == 302, response.content[:500]
    assert Publication.objects.count() == 400
    assert ImportBatch.objects.get().counts["created"] == 400


@pytest.mark.django_db
def test_edits_made_on_two_pages_of_the_preview_both_land(staff_client):
    preview = staff_client.post(IMPORT_URL, {"text": lab_list(400), "_preview": "Preview"})
    first_title = preview.context["rows"][5].decision.entry.title
    page_three = submit(
        staff_client, preview, ("_page", "3"), **{"entries-5-title": "A Title Corrected on Page One"}
    )
    assert page_three.status_code == 200
    assert "Entries: 201–300 of 400" in page_three.content.decode()
    third_title = page_three.context["rows"][7].decision.entry.title
    skipped = page_three.context["rows"][10].decision.entry.title
    back = submit(
        staff_client,
        page_three,
        ("_page", "1"),
        **{"entries-7-title": "A Title Corrected on Page Three", "entries-10-include": None},
    )
    assert dict(page_form(back))["entries-5-title"] == "A Title Corrected on Page One"
    assert "3 rows changed so far" in back.content.decode()
    assert Publication.objects.count() == 0

    response = submit(staff_client, back, CONFIRM)
    assert response.status_code == 302, response.content[:500]
    assert Publication.objects.count() == 399
    titles = set(Publication.objects.values_list("title", flat=True))
    assert {"A Title Corrected on Page One", "A Title Corrected on Page Three"} <= titles
    assert not {first_title, third_title, skipped} & titles


@pytest.mark.django_db
def test_a_page_with_an_invalid_year_is_shown_again_with_the_error_and_nothing_is_lost(staff_client):
    preview = staff_client.post(IMPORT_URL, {"text": lab_list(150), "_preview": "Preview"})
    page_two = submit(staff_client, preview, ("_page", "2"), **{"entries-2-title": "Kept While Fixing"})
    wrong = submit(staff_client, page_two, CONFIRM, **{"entries-3-year": "20155"})
    assert wrong.status_code == 200
    assert "Ensure this value is less than or equal to" in wrong.content.decode()
    assert Publication.objects.count() == 0
    response = submit(staff_client, wrong, CONFIRM, **{"entries-3-year": "2015"})
    assert response.status_code == 302
    assert Publication.objects.count() == 150
    assert Publication.objects.filter(title="Kept While Fixing").exists()
    assert Publication.objects.filter(year=2015).count() >= 1


@pytest.mark.django_db
def test_a_draft_confirmed_twice_imports_once_and_says_where_it_went(staff_client):
    preview = staff_client.post(IMPORT_URL, {"text": lab_list(20), "_preview": "Preview"})
    first = submit(staff_client, preview, CONFIRM)
    batch = ImportBatch.objects.get()
    again = submit(staff_client, preview, CONFIRM)
    assert again["Location"] == first["Location"]
    assert "imported already" in staff_client.get(again["Location"]).content.decode()
    assert Publication.objects.count() == 20 and ImportBatch.objects.get() == batch


@pytest.mark.django_db
def test_a_draft_is_planned_again_when_the_data_changed_before_the_confirmation(staff_client):
    from publications.tests.importing_helpers import import_text

    text = lab_list(30)
    preview = staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    import_text("".join(text.splitlines(keepends=True)[:10]))
    response = submit(staff_client, preview, CONFIRM, **{"entries-20-title": "Edited Meanwhile"})
    assert response.status_code == 302
    assert Publication.objects.count() == 30
    assert ImportBatch.objects.order_by("pk").last().counts["created"] == 20
    assert Publication.objects.filter(title="Edited Meanwhile").exists()


@pytest.mark.django_db
def test_a_forged_or_expired_draft_is_refused_with_a_message_and_old_drafts_are_removed(staff_client):
    from publications.importing.drafts import DRAFT_MAX_AGE, discard_expired_drafts

    preview = staff_client.post(IMPORT_URL, {"text": lab_list(5), "_preview": "Preview"})
    draft = ImportJob.objects.get()
    assert draft.mode == "review" and draft.raw_text == lab_list(5)
    forged = submit(staff_client, preview, CONFIRM, draft=f"{draft.pk}:forged")
    assert "expired or was incomplete" in staff_client.get(forged["Location"]).content.decode()
    assert Publication.objects.count() == 0

    ImportJob.objects.filter(pk=draft.pk).update(updated_at=draft.updated_at - DRAFT_MAX_AGE)
    assert discard_expired_drafts() == 1
    gone = submit(staff_client, preview, CONFIRM)
    assert "expired or was incomplete" in staff_client.get(gone["Location"]).content.decode()
    assert Publication.objects.count() == 0


@pytest.mark.django_db
def test_another_admin_with_import_permissions_may_confirm_a_draft(staff_client, client):
    from django.contrib.auth.models import Permission

    preview = staff_client.post(IMPORT_URL, {"text": lab_list(5), "_preview": "Preview"})
    viewer = User.objects.create_user("viewer", password="x", is_staff=True)
    viewer.user_permissions.set(Permission.objects.filter(codename__in=["view_publication"]))
    client.force_login(viewer)
    assert submit(client, preview, CONFIRM).status_code == 403
    colleague = User.objects.create_user("colleague", password="x", is_staff=True)
    colleague.user_permissions.set(
        Permission.objects.filter(codename__in=["add_publication", "change_publication"])
    )
    client.force_login(colleague)
    assert submit(client, preview, CONFIRM).status_code == 302
    assert ImportBatch.objects.get().created_by == colleague
    assert Publication.objects.count() == 5


@pytest.mark.django_db
def test_a_form_with_more_fields_than_a_request_may_carry_gets_a_clear_message(staff_client):
    pairs = [("_confirm", "Confirm import")] + [(f"field-{i}", "x") for i in range(1200)]
    response = staff_client.post(
        IMPORT_URL, urlencode(pairs), content_type="application/x-www-form-urlencoded"
    )
    assert response.status_code == 400
    message = response.content.decode()
    assert "more than the 1,000 fields a request may carry" in message
    assert "nothing was saved or imported" in message


@pytest.mark.django_db
def test_a_draft_under_review_cannot_be_confirmed_as_a_background_job(staff_client):
    staff_client.post(IMPORT_URL, {"text": lab_list(5), "_preview": "Preview"})
    draft = ImportJob.objects.get()
    job_url = reverse("admin:publications_publication_import_job", args=[draft.pk])
    assert staff_client.post(job_url, {"_confirm": "Confirm import"}).status_code == 404
    draft.refresh_from_db()
    assert not draft.confirmed and Publication.objects.count() == 0


@pytest.mark.django_db
def test_a_name_is_asked_on_the_page_of_its_first_row_and_the_answer_is_kept_across_pages(staff_client):
    from publications.tests.factories import make_author
    from publications.tests.test_admin_import import citation

    stored = make_author(display_name="Qiuyan Xenakis", given_name="Qiuyan", family_name="Xenakis")
    ambiguous = citation("Qiu Xenakis, Jane Doe", "Learned Caches for Things") + citation(
        "Q. Xenakis", "Second Look at Learned Caches"
    )
    preview = staff_client.post(IMPORT_URL, {"text": lab_list(120) + ambiguous, "_preview": "Preview"})
    assert "“Q. Xenakis”</label> is" not in preview.content.decode()
    page_two = submit(staff_client, preview, ("_page", "2"))
    assert "“Q. Xenakis”</label> is" in page_two.content.decode()
    asked = [value for name, value in page_form(page_two) if name == "ambiguous_key"]
    choice = f"ambiguous_choice_{asked.index('xenakis|q.')}"
    back = submit(staff_client, page_two, ("_page", "1"), **{choice: str(stored.pk)})
    response = submit(staff_client, back, CONFIRM)
    assert response.status_code == 302
    second = Publication.objects.get(title="Second Look at Learned Caches")
    assert second.authorships.get().author == stored
    assert Publication.objects.count() == 122
