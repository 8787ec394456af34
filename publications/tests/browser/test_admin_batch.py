"""The branded admin and an import batch's page in Chromium: read the counts, undo the import."""

import re

import pytest
from playwright.sync_api import expect

from publications.models import ImportBatch, ImportBatchStatus, Publication
from publications.tests.browser.conftest import DESKTOP, import_sample
from publications.tests.browser.test_admin_import import log_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_admin_carries_the_site_name(admin_user, new_context, settings):
    settings.SITE_NAME = "Parallel Systems Lab"
    page = new_context(**DESKTOP).new_page()

    log_in(page, "admin", "password")

    expect(page).to_have_title(re.compile("Parallel Systems Lab"))
    expect(page.locator("#site-name")).to_contain_text("Parallel Systems Lab")
    expect(page.get_by_text("Django administration")).to_have_count(0)


def test_an_admin_reads_a_batch_and_undoes_it_with_its_one_button(admin_user, new_context, screenshot):
    batch = import_sample("lab-page.txt").batch
    created = Publication.objects.count()
    page = new_context(**DESKTOP).new_page()
    log_in(page, "admin", "password")

    page.goto(f"/admin/publications/importbatch/{batch.pk}/change/")

    counts = page.locator("table.import-counts")
    expect(counts).to_be_visible()
    expect(counts.get_by_role("row", name=re.compile(rf"^created {created}$"))).to_be_visible()
    decisions = page.locator("ol.import-decisions > li")
    expect(decisions).to_have_count(len(batch.decisions))
    expect(decisions.first.get_by_role("link")).to_have_attribute(
        "href", re.compile(r"/admin/publications/publication/\d+/change/")
    )
    expect(page.get_by_role("button", name="Save")).to_have_count(0)
    expect(page.get_by_role("link", name="Delete")).to_have_count(0)
    undo = page.get_by_role("button", name="Undo this import").first
    expect(undo).to_be_visible()
    expect(undo).to_have_class(re.compile(r"\bdefault\b"))
    screenshot(page, "admin-import-batch")

    undo.click()

    expect(page.locator(".messagelist")).to_contain_text(f"Import #{batch.pk} undone")
    expect(page.get_by_role("button", name="Undo this import")).to_have_count(0)
    assert ImportBatch.objects.get(pk=batch.pk).status == ImportBatchStatus.REVERTED
    assert not Publication.objects.exists()
