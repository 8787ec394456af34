"""The admin's own pages through Django's test client: branding and the import batch page."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Permission, User
from django.urls import reverse

from publications.models import ImportBatch, ImportBatchStatus, Publication
from publications.tests.importing_helpers import SAMPLES

pytestmark = pytest.mark.django_db

IMPORT_URL = reverse("admin:publications_publication_import")
LAB_PAGE = (SAMPLES / "lab-page.txt").read_text(encoding="utf-8")


def test_admin_header_and_title_carry_the_site_name(admin_client, settings):
    settings.SITE_NAME = "Parallel Systems Lab"

    page = admin_client.get(reverse("admin:index")).content.decode()

    assert "Parallel Systems Lab" in page.split("</title>")[0]
    assert 'id="site-name"' in page and "Parallel Systems Lab" in page.split('id="site-name"')[1][:200]
    assert "Django administration" not in page


def test_login_page_is_branded_too(client, settings):
    settings.SITE_NAME = "Parallel Systems Lab"

    page = client.get(reverse("admin:login")).content.decode()

    assert "Parallel Systems Lab" in page
    assert "Django administration" not in page


def import_lab_page(client) -> ImportBatch:
    from publications.tests.test_admin_import import confirm_data

    preview = client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    client.post(IMPORT_URL, confirm_data(preview))
    return ImportBatch.objects.get()


def batch_url(batch: ImportBatch) -> str:
    return reverse("admin:publications_importbatch_change", args=[batch.pk])


def test_batch_page_shows_counts_as_a_table_and_decisions_as_linked_items(admin_client):
    batch = import_lab_page(admin_client)

    page = admin_client.get(batch_url(batch)).content.decode()

    assert "<table class='import-counts'>" in page
    assert f"<th scope='row'>created</th><td>{batch.counts['created']}</td>" in page
    assert page.count("<li><span class='import-decision__line'>") == len(batch.decisions)
    for publication in Publication.objects.all():
        assert reverse("admin:publications_publication_change", args=[publication.pk]) in page
    # No JSON dump of the counts or decisions.
    assert '{"created"' not in page and "&quot;created&quot;" not in page


def test_applied_batch_offers_undo_as_the_primary_action_and_neither_save_nor_delete(admin_client):
    batch = import_lab_page(admin_client)

    page = admin_client.get(batch_url(batch)).content.decode()

    undo_url = reverse("admin:publications_importbatch_undo", args=[batch.pk])
    assert f'class="default" value="Undo this import"\n           formaction="{undo_url}"' in page
    assert 'name="_save"' not in page and 'name="_continue"' not in page
    assert reverse("admin:publications_importbatch_delete", args=[batch.pk]) not in page


def test_applied_batch_cannot_be_deleted_from_its_page_or_the_list(admin_client):
    batch = import_lab_page(admin_client)

    delete_url = reverse("admin:publications_importbatch_delete", args=[batch.pk])
    assert admin_client.post(delete_url, {"post": "yes"}).status_code == 403
    response = admin_client.post(
        reverse("admin:publications_importbatch_changelist"),
        {"action": "delete_selected", "_selected_action": [batch.pk], "post": "yes"},
    )

    assert response.status_code == 403
    assert ImportBatch.objects.filter(pk=batch.pk, status=ImportBatchStatus.APPLIED).exists()


def test_undone_batch_can_be_deleted_and_offers_no_undo(admin_client):
    batch = import_lab_page(admin_client)
    admin_client.post(reverse("admin:publications_importbatch_undo", args=[batch.pk]))

    page = admin_client.get(batch_url(batch)).content.decode()

    assert "Undo this import" not in page
    delete_url = reverse("admin:publications_importbatch_delete", args=[batch.pk])
    assert delete_url in page
    admin_client.post(delete_url, {"post": "yes"})
    assert not ImportBatch.objects.filter(pk=batch.pk).exists()


def test_staff_who_may_only_view_batches_see_no_undo_button(client):
    user = User.objects.create_user("viewer", password="x", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(codename="view_importbatch"))
    batch = ImportBatch.objects.create(raw_text="x", status=ImportBatchStatus.APPLIED)
    client.force_login(user)

    page = client.get(batch_url(batch)).content.decode()

    assert "Undo this import" not in page
