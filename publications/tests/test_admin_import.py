"""The admin import page end to end through Django's test client: paste, preview, confirm; undo; merges."""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from django.contrib.auth.models import Permission, User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from publications.models import (
    Author,
    AuthorAlias,
    Authorship,
    ImportBatch,
    ImportBatchStatus,
    Publication,
    Venue,
)
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.importing_helpers import SAMPLES, row_counts

pytestmark = pytest.mark.django_db

IMPORT_URL = reverse("admin:publications_publication_import")
LAB_PAGE = (SAMPLES / "lab-page.txt").read_text(encoding="utf-8")


@pytest.fixture
def staff_client(client):
    user = User.objects.create_user("editor", password="x", is_staff=True)
    user.user_permissions.set(
        Permission.objects.filter(
            content_type__app_label="publications",
            codename__in=[
                "add_publication",
                "change_publication",
                "view_publication",
                "change_importbatch",
                "view_importchange",
            ],
        )
    )
    client.force_login(user)
    return client


def confirm_data(preview, *, only_rows: Iterable[int] | None = None, **row_changes) -> dict:
    """What the browser posts back from the preview page: hidden text, management form, every row
    (with ``only_rows``, those rows alone, as the page's script leaves unchanged rows out)."""
    data = {"_confirm": "Confirm import", **preview.context["confirm_form"].initial}
    formset = preview.context["formset"]
    for name, field in formset.management_form.fields.items():
        data[formset.management_form.add_prefix(name)] = formset.management_form.initial.get(
            name, field.initial
        )
    for index in range(len(formset.forms)) if only_rows is None else only_rows:
        form = formset.forms[index]
        values = {**form.initial, **row_changes.get(str(index), {})}
        for name, value in values.items():
            if name == "include" and not value:
                continue
            data[form.add_prefix(name)] = "on" if value is True else ("" if value is None else value)
    return data


def with_one_draft_more(counts: dict[str, int]) -> dict[str, int]:
    """The rows after a preview: the draft it keeps for the confirmation, and nothing else."""
    return {**counts, "publications.ImportJob": counts["publications.ImportJob"] + 1}


def test_changelist_offers_the_import_button(staff_client):
    response = staff_client.get(reverse("admin:publications_publication_changelist"))
    assert response.status_code == 200
    assert IMPORT_URL in response.content.decode()


def test_preview_shows_one_row_per_entry_and_writes_nothing(staff_client):
    before = row_counts()
    response = staff_client.post(IMPORT_URL, {"text": LAB_PAGE, "format": "", "_preview": "Preview"})
    assert response.status_code == 200
    page = response.content.decode()
    assert page.count('class="import-row') == 35
    assert "Detected format: <strong>citations</strong>" in page
    assert "“Z. Zhang” → <strong>Zhao Zhang</strong>" in page
    assert row_counts() == with_one_draft_more(before)


def test_preview_shows_a_reference_printed_without_a_title_with_its_line(staff_client):
    text = (
        "A. Rossi and T. Müller, Magnon transport in layered antiferromagnets, Phys. Rev. Lett. 126, "
        "017202 (2021).\n\n"
        "Smith, J., Wang, L., & Ortiz, P. 2018, ApJ, 860, 12\n"
    )
    response = staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    page = response.content.decode()
    assert page.count('class="import-row') == 2
    assert '<li class="errornote">line 3: no title found</li>' in page


def test_confirm_imports_the_rows_and_redirects_to_the_batch_summary(staff_client):
    preview = staff_client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    response = staff_client.post(IMPORT_URL, confirm_data(preview))
    batch = ImportBatch.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("admin:publications_importbatch_change", args=[batch.pk])
    assert Publication.objects.count() == 35
    assert batch.status == ImportBatchStatus.APPLIED
    assert batch.raw_text == LAB_PAGE
    summary = staff_client.get(response["Location"])
    assert "35 created, 0 updated, 0 skipped, 0 errors" in summary.content.decode()
    assert reverse("admin:publications_publication_change", args=[Publication.objects.first().pk]) in (
        summary.content.decode()
    )


def test_rows_left_out_or_corrected_in_the_preview_are_imported_as_corrected(staff_client):
    preview = staff_client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    data = confirm_data(
        preview, **{"0": {"include": False}}, **{"1": {"title": "A Corrected Title", "year": 2025}}
    )
    staff_client.post(IMPORT_URL, data)
    assert Publication.objects.count() == 34
    assert not Publication.objects.filter(title__startswith="Crafter").exists()
    corrected = Publication.objects.get(title="A Corrected Title")
    assert corrected.year == 2025


def test_confirming_the_same_list_again_creates_nothing(staff_client):
    preview = staff_client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    staff_client.post(IMPORT_URL, confirm_data(preview))
    before = row_counts()
    preview = staff_client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    changes = reverse("admin:publications_publication_changelist")
    assert preview.content.decode().count(f'same as <a href="{changes}') == 35
    response = staff_client.post(IMPORT_URL, confirm_data(preview), follow=True)
    assert "Nothing new to import" in response.content.decode()
    assert row_counts() == with_one_draft_more(before)


def test_uploaded_file_is_previewed_like_pasted_text(staff_client):
    upload = SimpleUploadedFile("lab-page.txt", LAB_PAGE.encode("utf-8"), content_type="text/plain")
    response = staff_client.post(IMPORT_URL, {"file": upload, "_preview": "Preview"})
    assert response.content.decode().count('class="import-row') == 35
    assert "(file lab-page.txt)" in response.content.decode()


def test_file_that_is_not_utf8_is_refused_with_a_clear_message(staff_client):
    upload = SimpleUploadedFile("list.txt", "Müller, Über alles".encode("latin-1"), content_type="text/plain")
    response = staff_client.post(IMPORT_URL, {"file": upload, "_preview": "Preview"})
    assert response.status_code == 200
    assert "The file is not UTF-8 text" in response.content.decode()


def test_file_above_the_size_limit_is_refused_with_a_clear_message(staff_client, settings):
    settings.IMPORT_MAX_BYTES = 2048
    upload = SimpleUploadedFile("big.bib", b"x" * 4096, content_type="text/plain")
    response = staff_client.post(IMPORT_URL, {"file": upload, "_preview": "Preview"})
    assert "larger than the 2.0\xa0KB an import may have" in response.content.decode()
    assert (
        "larger than" in staff_client.post(IMPORT_URL, {"text": "y" * 4096, "_preview": "1"}).content.decode()
    )


def test_empty_submission_asks_for_a_list(staff_client):
    response = staff_client.post(IMPORT_URL, {"text": "  ", "_preview": "Preview"})
    assert "Paste a publication list or upload a file." in response.content.decode()


def test_anonymous_visitors_are_sent_to_the_login_page(client):
    response = client.get(IMPORT_URL)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))
    response = client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    assert response.status_code == 302
    assert Publication.objects.count() == 0


def test_users_who_are_not_staff_are_refused(client):
    client.force_login(User.objects.create_user("visitor", password="x"))
    response = client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("admin:login"))


def test_staff_without_publication_permissions_are_refused(client):
    client.force_login(User.objects.create_user("reader", password="x", is_staff=True))
    assert client.get(IMPORT_URL).status_code == 403


def test_import_requires_the_csrf_token(staff_client):
    staff_client.handler.enforce_csrf_checks = True
    response = staff_client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    assert response.status_code == 403


def test_undo_button_reverts_the_batch(staff_client):
    # Undo removes rows: it takes the delete permissions of what the import created.
    user = User.objects.get(username="editor")
    user.user_permissions.add(
        *Permission.objects.filter(
            content_type__app_label="publications",
            codename__in=["delete_publication", "delete_author", "delete_venue", "change_author"],
        )
    )
    preview = staff_client.post(IMPORT_URL, {"text": LAB_PAGE, "_preview": "Preview"})
    staff_client.post(IMPORT_URL, confirm_data(preview))
    batch = ImportBatch.objects.get()
    page = staff_client.get(
        reverse("admin:publications_importbatch_change", args=[batch.pk])
    ).content.decode()
    undo_url = reverse("admin:publications_importbatch_undo", args=[batch.pk])
    assert undo_url in page
    response = staff_client.post(undo_url, follow=True)
    assert "undone" in response.content.decode()
    batch.refresh_from_db()
    assert batch.status == ImportBatchStatus.REVERTED
    assert Publication.objects.count() == 0
    assert Author.objects.count() == 0


def test_merge_authors_action_moves_authorships_and_spellings_to_the_chosen_author(admin_client):
    keep, other = make_author(display_name="Zhao Zhang"), make_author(display_name="Zhao Zhang Jr")
    publication = make_publication(authors=[other])
    url = reverse("admin:publications_author_changelist")
    data = {"action": "merge_authors", "_selected_action": [keep.pk, other.pk]}
    intermediate = admin_client.post(url, data)
    assert "Choose the author to keep" in intermediate.content.decode()
    admin_client.post(url, {**data, "post": "yes", "target": keep.pk})
    assert not Author.objects.filter(pk=other.pk).exists()
    assert Authorship.objects.get(publication=publication).author == keep
    assert keep.aliases.filter(name="Zhao Zhang Jr").exists()


def test_merge_venues_action_moves_publications_to_the_chosen_venue(admin_client):
    keep, other = make_venue(short_name="SC"), make_venue(short_name="Supercomputing")
    publication = make_publication(venue=other)
    url = reverse("admin:publications_venue_changelist")
    admin_client.post(
        url,
        {"action": "merge_venues", "_selected_action": [keep.pk, other.pk], "post": "yes", "target": keep.pk},
    )
    assert not Venue.objects.filter(pk=other.pk).exists()
    publication.refresh_from_db()
    assert publication.venue == keep
    assert keep.aliases.filter(name="Supercomputing").exists()


def citation(authors: str, title: str) -> str:
    return f"• {authors}. “{title}.” In Proceedings of SC, 2023.\n"


AMBIGUOUS_LIST = citation("Yu Wang, Jane Doe", "Learned Caches for Things") + citation(
    "Y. Wang", "Second Look at Learned Caches"
)


@pytest.mark.parametrize("choice", ["stored", "in this list", "a new person"])
def test_an_ambiguous_initial_can_be_given_to_a_stored_author_or_someone_new_in_the_same_list(
    staff_client, choice
):
    stored = make_author(display_name="Yinzhi Wang", given_name="Yinzhi", family_name="Wang")
    preview = staff_client.post(IMPORT_URL, {"text": AMBIGUOUS_LIST, "_preview": "Preview"})
    page = preview.content.decode()
    assert "“Y. Wang”</label> is" in page
    stored_option = f'<option value="{stored.pk}">Yinzhi Wang (#{stored.pk})</option>'
    paste_option = '<option value="paste:wang|yu">Yu Wang (new, in this list)</option>'
    assert stored_option in page and paste_option in page
    author_url = reverse("admin:publications_author_change", args=[stored.pk])
    assert f'<a href="{author_url}">Yinzhi Wang</a>' in page

    value = {"stored": str(stored.pk), "in this list": "paste:wang|yu", "a new person": ""}[choice]
    data = {**confirm_data(preview), "ambiguous_key": ["wang|y."], "ambiguous_choice_0": value}
    response = staff_client.post(IMPORT_URL, data)

    assert response.status_code == 302
    second = Publication.objects.get(title="Second Look at Learned Caches")
    author = second.authorships.get().author
    yu = Author.objects.get(display_name="Yu Wang")
    expected = {"stored": stored, "in this list": yu, "a new person": author}[choice]
    assert author == expected
    assert author.aliases.filter(name="Y. Wang").exists()
    assert Author.objects.filter(family_name="Wang").count() == (3 if choice == "a new person" else 2)
    stored.refresh_from_db()
    assert stored.display_name == "Yinzhi Wang"


def test_preview_links_what_it_names_by_number_to_the_admin_pages_and_escapes_stored_text(staff_client):
    author = make_author(display_name="Jane Doe", given_name="Jane", family_name="Doe")
    stored = make_publication(title="Caches That Learn <b>Fast</b> Indeed", year=2023, authors=[author])
    same = make_publication(title="A Stored Paper on Storage", year=2023, doi="10.1000/stored")
    text = citation("Jane Doe", "Caches That Learn Fast Indeed") + (
        "• Ann Other. “A Stored Paper on Storage.” In Proceedings of SC, 2023. doi:10.1000/stored\n"
    )
    before = row_counts()
    page = staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"}).content.decode()

    def link(model: str, pk: int) -> str:
        return f'<a href="{reverse(f"admin:publications_{model}_change", args=[pk])}">#{pk}</a>'

    assert f"possible duplicate of {link('publication', stored.pk)} “Caches That Learn &lt;b&gt;Fast" in page
    assert "<b>Fast</b>" not in page
    assert f"update {link('publication', same.pk)}: adds" in page
    assert link("author", author.pk) in page
    assert row_counts() == with_one_draft_more(before)


def test_a_near_duplicate_with_an_all_but_equal_title_defaults_to_the_same_publication(staff_client):
    stored = make_publication(title="Learned Caches for Faster Storage Systems", year=2023)
    farther = make_publication(title="Adaptive Checkpoints of Training Jobs", year=2023)
    text = citation("Jane Doe", "Learned Caches for Faster Storage System") + citation(
        "Jane Doe", "Adaptive Checkpoints for Training Job"
    )
    preview = staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    rows = {row.decision.near[0].id: row for row in preview.context["rows"] if row.decision.near}
    assert set(rows) == {stored.pk, farther.pk}
    assert rows[stored.pk].form.initial["duplicate"] == "merge"
    assert rows[farther.pk].form.initial["duplicate"] == "new"
    page = preview.content.decode()
    assert "stored title: Learned Caches for Faster Storage <del>Systems</del> <ins>System</ins>" in page

    staff_client.post(IMPORT_URL, confirm_data(preview))
    assert Publication.objects.filter(title__startswith="Learned Caches").count() == 1
    assert Publication.objects.filter(title__startswith="Adaptive Checkpoints").count() == 2


def test_rows_already_stored_are_unticked_and_still_listed_by_the_import(staff_client):
    first = staff_client.post(IMPORT_URL, {"text": AMBIGUOUS_LIST, "_preview": "Preview"})
    staff_client.post(IMPORT_URL, confirm_data(first))
    text = AMBIGUOUS_LIST + citation("Jane Doe", "A Third Paper on Caches")
    preview = staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    same = [row for row in preview.context["rows"] if row.decision.action == "same"]
    assert len(same) == 2
    assert all(row.form.initial["include"] is False and row.form.fields["include"].disabled for row in same)
    staff_client.post(IMPORT_URL, confirm_data(preview))
    second = ImportBatch.objects.order_by("-pk").first()
    assert second.changes.filter(action="matched").count() == 2
    assert Publication.objects.count() == 3


@pytest.mark.parametrize("answer", ["as suggested", "someone new"])
def test_an_initial_joined_to_the_one_person_it_fits_is_asked_not_silently_joined(staff_client, answer):
    stored = make_author(display_name="Yinzhi Wang", given_name="Yinzhi", family_name="Wang")
    AuthorAlias.objects.create(author=stored, name="Y. Wang", key="wang|y.")
    text = citation("Y. Wang, Jane Doe", "Another Look at Learned Caches")
    preview = staff_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    page = preview.content.decode()
    assert "“Y. Wang”</label> is" in page
    assert f'<option value="{stored.pk}" selected>Yinzhi Wang (#{stored.pk})</option>' in page
    assert '<option value="new">a new person</option>' in page
    assert "; or someone else: choose above" in page

    value = {"as suggested": str(stored.pk), "someone new": "new"}[answer]
    data = {**confirm_data(preview), "ambiguous_key": ["wang|y."], "ambiguous_choice_0": value}
    assert staff_client.post(IMPORT_URL, data).status_code == 302
    author = Publication.objects.get().authorships.order_by("position").first().author
    if answer == "as suggested":
        assert author == stored
    else:
        assert author != stored and author.display_name == "Y. Wang"
