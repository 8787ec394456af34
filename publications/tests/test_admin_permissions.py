"""Every admin action and page does only what the user's permissions allow: staff who may only
view change nothing, changing needs change, removing rows needs delete, importing needs add+change."""

from __future__ import annotations

import pytest
from django.contrib import admin
from django.contrib.auth.models import Permission, User
from django.urls import reverse

from publications.models import (
    Author,
    ImportBatch,
    ImportBatchStatus,
    ImportJob,
    ImportJobPhase,
    Publication,
    Venue,
)
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.importing_helpers import SAMPLES, import_text, row_counts

pytestmark = pytest.mark.django_db

LAB_PAGE = (SAMPLES / "lab-page.txt").read_text(encoding="utf-8")
IMPORT_URL = reverse("admin:publications_publication_import")
APP_MODELS = [model for model in admin.site._registry if model._meta.app_label == "publications"]


def staff_with(*actions: str, username: str | None = None) -> User:
    """A staff user holding the given permission kinds ("view", "change"...) on every model of the app."""
    user = User.objects.create_user(username or "-".join(actions), password="x", is_staff=True)
    user.user_permissions.set(
        Permission.objects.filter(
            content_type__app_label="publications",
            codename__regex=rf"^({'|'.join(actions)})_",
        )
    )
    return user


USERS = {
    "view only": ("view",),
    "change only": ("view", "change"),
    "no delete": ("view", "add", "change"),
    "everything": ("view", "add", "change", "delete"),
}


@pytest.fixture
def login(client):
    def as_user(kind: str):
        client.force_login(staff_with(*USERS[kind], username=kind.replace(" ", "-")))
        return client

    return as_user


def snapshot() -> dict[str, list[dict]]:
    """Every row of every table of the app, to show that nothing at all changed."""
    return {
        model._meta.label: list(model._default_manager.order_by("pk").values())
        for model in [*APP_MODELS, Publication.tags.through]
    }


def post_action(client, model, action: str, objects) -> object:
    url = reverse(f"admin:publications_{model._meta.model_name}_changelist")
    data = {"action": action, "_selected_action": [obj.pk for obj in objects], "post": "yes"}
    if objects:
        data["target"] = objects[0].pk
    return client.post(url, data)


FLAG_ACTIONS = [
    (Publication, "mark_highlighted", "highlight", True),
    (Publication, "unmark_highlighted", "highlight", False),
    (Author, "mark_members", "is_member", True),
    (Author, "unmark_members", "is_member", False),
]


@pytest.mark.parametrize(("model", "action", "field", "value"), FLAG_ACTIONS)
@pytest.mark.parametrize("kind", ["view only", "change only", "no delete"])
def test_flag_actions_need_the_change_permission(login, model, action, field, value, kind):
    objects = (
        [make_publication(highlight=not value) for _ in range(2)]
        if model is Publication
        else [make_author(is_member=not value) for _ in range(2)]
    )
    post_action(login(kind), model, action, objects)
    may_change = "change" in USERS[kind]
    stored = set(model.objects.values_list(field, flat=True))
    assert stored == ({value} if may_change else {not value})


def test_view_only_staff_cannot_edit_member_flags_or_highlight_order_in_the_list(login):
    author = make_author(is_member=False)
    publication = make_publication(highlight=True, highlight_order=5)
    client = login("view only")
    client.post(
        reverse("admin:publications_author_changelist"),
        {
            "form-TOTAL_FORMS": "1",
            "form-INITIAL_FORMS": "1",
            "form-0-id": author.pk,
            "form-0-is_member": "on",
            "_save": "Save",
        },
    )
    client.post(
        reverse("admin:publications_publication_changelist"),
        {
            "form-TOTAL_FORMS": "1",
            "form-INITIAL_FORMS": "1",
            "form-0-id": publication.pk,
            "form-0-highlight_order": "1",
            "_save": "Save",
        },
    )
    author.refresh_from_db()
    publication.refresh_from_db()
    assert author.is_member is False
    assert publication.highlight_order == 5


@pytest.mark.parametrize("kind", ["view only", "change only", "no delete", "everything"])
def test_merging_needs_change_and_delete(login, kind):
    client = login(kind)
    authors = [make_author(display_name="Zhao Zhang"), make_author(display_name="Z. Zhang")]
    venues = [make_venue(short_name="SC"), make_venue(short_name="Supercomputing")]
    make_publication(authors=[authors[1]], venue=venues[1])
    post_action(client, Author, "merge_authors", authors)
    post_action(client, Venue, "merge_venues", venues)
    merged = kind == "everything"
    assert Author.objects.count() == (1 if merged else 2)
    assert Venue.objects.count() == (1 if merged else 2)


@pytest.fixture
def applied_batch() -> ImportBatch:
    return import_text(LAB_PAGE, source_name="lab-page.txt").batch


@pytest.mark.parametrize("kind", ["view only", "change only", "no delete"])
def test_undo_needs_the_delete_permissions_of_what_it_removes(login, applied_batch, kind):
    client = login(kind)
    before = row_counts()
    page = client.get(reverse("admin:publications_importbatch_change", args=[applied_batch.pk]))
    undo_url = reverse("admin:publications_importbatch_undo", args=[applied_batch.pk])
    assert page.status_code == 200
    assert undo_url not in page.content.decode()
    assert client.post(undo_url).status_code == 403
    post_action(client, ImportBatch, "undo_imports", [applied_batch])
    applied_batch.refresh_from_db()
    assert applied_batch.status == ImportBatchStatus.APPLIED
    assert row_counts() == before


def test_undo_with_the_delete_permissions_removes_what_the_import_created(login, applied_batch):
    client = login("everything")
    page = client.get(reverse("admin:publications_importbatch_change", args=[applied_batch.pk]))
    undo_url = reverse("admin:publications_importbatch_undo", args=[applied_batch.pk])
    assert undo_url in page.content.decode()
    response = client.post(undo_url, follow=True)
    assert "undone" in response.content.decode()
    assert (Publication.objects.count(), Author.objects.count(), Venue.objects.count()) == (0, 0, 0)


def test_the_undo_action_with_the_delete_permissions_reverts_the_batch(login, applied_batch):
    post_action(login("everything"), ImportBatch, "undo_imports", [applied_batch])
    applied_batch.refresh_from_db()
    assert applied_batch.status == ImportBatchStatus.REVERTED
    assert Publication.objects.count() == 0


@pytest.mark.parametrize(("kind", "status"), [("view only", 403), ("change only", 403), ("no delete", 200)])
def test_importing_needs_add_and_change(login, kind, status):
    client = login(kind)
    assert client.get(IMPORT_URL).status_code == status
    response = client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    assert response.status_code == status
    if status == 403:
        data = {"_confirm": "Confirm import", "content": LAB_PAGE, "format": "", "source_name": ""}
        assert client.post(IMPORT_URL, data).status_code == 403
        assert Publication.objects.count() == 0


def test_view_only_staff_change_nothing_anywhere(login, applied_batch):
    """Every action of every admin list, every change, add and delete page, and the import and undo
    pages, posted by staff who may only view: not one row of the app changes."""
    make_publication(highlight=True, authors=[make_author(is_member=True)], venue=make_venue())
    client = login("view only")
    before = snapshot()
    for model, model_admin in admin.site._registry.items():
        if model._meta.app_label != "publications":
            continue
        objects = list(model._default_manager.all()[:5])
        name = model._meta.model_name
        for action in [*model_admin.actions, "delete_selected"]:
            response = post_action(client, model, action, objects)
            assert response.status_code in (200, 302, 403), (model, action)
        add = client.post(reverse(f"admin:publications_{name}_add"), {})
        assert add.status_code == 403, (model, add.status_code)
        for obj in objects:
            change = client.post(reverse(f"admin:publications_{name}_change", args=[obj.pk]), {})
            assert change.status_code == 403, (model, change.status_code)
            delete = client.post(reverse(f"admin:publications_{name}_delete", args=[obj.pk]), {"post": "yes"})
            assert delete.status_code == 403, (model, delete.status_code)
    assert client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"}).status_code == 403
    job = ImportJob.objects.create(raw_text=LAB_PAGE, phase=ImportJobPhase.PLANNED)
    job_url = reverse("admin:publications_publication_import_job", args=[job.pk])
    assert client.get(job_url).status_code == 403
    assert client.post(job_url, {"_confirm": "Confirm import"}).status_code == 403
    job.refresh_from_db()
    assert not job.confirmed
    undo_url = reverse("admin:publications_importbatch_undo", args=[applied_batch.pk])
    assert client.post(undo_url).status_code == 403
    assert snapshot() == before
