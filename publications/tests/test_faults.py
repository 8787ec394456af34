"""Faults: what visitors and admins see when the database goes away, and what failed writes leave."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import DatabaseError, connection, connections
from django.urls import reverse

from publications import freshness
from publications.importing import ImportFailed, apply_import, plan_import, revert_batch
from publications.models import (
    Author,
    AuthorAlias,
    Authorship,
    ImportBatch,
    ImportBatchStatus,
    ImportChange,
    Publication,
    Venue,
    VenueAlias,
)
from publications.parsing import parse
from publications.tests.factories import make_author, make_publication
from publications.tests.outages import unreachable_database
from publications.tests.test_admin_import import confirm_data
from publications.tests.test_hostile_parsing import HOSTILE_DIR
from publications.web.middleware import DATABASE_UNAVAILABLE_MESSAGE

OUTAGE_URLS = ["/", "/publications/1/"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("url", OUTAGE_URLS)
def test_pages_answer_503_with_a_plain_message_when_the_database_is_unreachable(client, url):
    with unreachable_database():
        response = client.get(url)
    assert response.status_code == 503
    assert response["Content-Type"].startswith("text/plain")
    assert response["Retry-After"]
    text = response.content.decode()
    assert text == DATABASE_UNAVAILABLE_MESSAGE
    assert "Traceback" not in text
    assert "OperationalError" not in text


@pytest.mark.django_db(transaction=True)
def test_a_publication_page_answers_503_during_an_outage_and_200_after_it(client):
    publication = make_publication(authors=[make_author()])
    url = publication.get_absolute_url()
    with unreachable_database():
        assert client.get(url).status_code == 503
    response = client.get(url)
    assert response.status_code == 200
    assert publication.title in response.content.decode()


def _drop_from_the_server_side(connection_to_drop) -> None:
    """What a database restart or failover does to a kept connection: the server ends it."""
    backend = connection_to_drop.connection.info.backend_pid
    other = connections.create_connection("default")
    try:
        with other.cursor() as cursor:
            cursor.execute("SELECT pg_terminate_backend(%s)", [backend])
    finally:
        other.close()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("url", ["/", "/authors/", "/feeds/rss/"])
def test_a_public_page_after_the_database_dropped_the_kept_connection_is_served(client, settings, url):
    settings.PAGE_CACHE_SECONDS = 3600
    make_publication(authors=[make_author()])
    assert client.get(url).status_code == 200
    _drop_from_the_server_side(connection)
    response = client.get(url)
    assert response.status_code == 200


@pytest.mark.django_db(transaction=True)
def test_an_unreachable_database_is_tried_once_by_the_page_cache_not_again(client, settings, monkeypatch):
    attempts = []
    connect = connection.get_new_connection

    def counted(params):
        attempts.append(params)
        return connect(params)

    monkeypatch.setattr(connection, "get_new_connection", counted)
    with unreachable_database():
        settings.PAGE_CACHE_SECONDS = 0  # the page cache steps aside: only the inner stack connects
        assert client.get("/").status_code == 503
        without_page_cache = len(attempts)
        attempts.clear()
        settings.PAGE_CACHE_SECONDS = 3600
        assert client.get("/").status_code == 503
    assert len(attempts) == without_page_cache + 1


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("url", ["/admin/", "/admin/publications/publication/"])
def test_a_logged_in_admin_gets_the_503_message_during_an_outage(client, admin_user, url):
    client.force_login(admin_user)
    with unreachable_database():
        response = client.get(url)
    assert response.status_code == 503
    assert response.content.decode() == DATABASE_UNAVAILABLE_MESSAGE


@pytest.mark.django_db(transaction=True)
def test_an_admin_login_attempt_during_an_outage_is_a_503_not_a_crash(client):
    with unreachable_database():
        response = client.post("/admin/login/", {"username": "someone", "password": "whatever"})
    assert response.status_code == 503


# --- an import that fails half-way -----------------------------------------------------------------

SAMPLE_LIST = (
    "J. Doe, A. Smith. Fast things at scale. In Proc. SC, 2021. doi:10.1145/1111111.1111111\n"
    "A. Smith, B. Jones. Slow things, carefully. Journal of Things, 12(3):1-10, 2020.\n"
    "C. Brown. Things in between. In ICS, 2019.\n"
)
WRITTEN_MODELS = (Publication, Author, AuthorAlias, Venue, VenueAlias, Authorship, ImportChange)


def fail_on(table: str, operation: str) -> None:
    """A real database failure: a trigger that raises on every `operation` on `table`.

    Created inside the test's transaction, so it is gone when the test ends.
    """
    with connection.cursor() as cursor:
        cursor.execute(
            "CREATE FUNCTION groupsite_injected_failure() RETURNS trigger LANGUAGE plpgsql AS "
            "$$ BEGIN RAISE EXCEPTION 'injected failure on %', TG_TABLE_NAME; END $$"
        )
        cursor.execute(
            f"CREATE TRIGGER groupsite_injected_failure BEFORE {operation} ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION groupsite_injected_failure()"
        )


def counts() -> dict[str, int]:
    return {model.__name__: model.objects.count() for model in WRITTEN_MODELS}


def plan_for(text: str):
    result = parse(text)
    return plan_import(result.entries, format=result.format, issues=result.issues), result


@pytest.mark.django_db
def test_an_import_that_fails_on_its_last_write_leaves_no_rows_and_a_failed_batch_with_the_raw_text():
    before = counts()
    version = freshness.current().version
    plan, result = plan_for(SAMPLE_LIST)
    assert plan.writes_anything
    # ImportChange rows are written last: publications, authors, venues and aliases exist by then.
    fail_on("publications_importchange", "INSERT")
    with pytest.raises(ImportFailed) as failure:
        apply_import(plan, raw_text=SAMPLE_LIST, format=result.format, source_name="list.txt")
    assert counts() == before
    assert freshness.current().version == version
    batch = ImportBatch.objects.get()
    assert batch == failure.value.batch
    assert batch.status == ImportBatchStatus.FAILED
    assert batch.raw_text == SAMPLE_LIST
    assert batch.source_name == "list.txt"
    assert "injected failure on publications_importchange" in batch.error
    assert batch.decisions  # what the plan wanted to do stays visible


@pytest.mark.django_db
def test_an_import_that_fails_writing_authorships_leaves_no_publication_author_or_venue():
    plan, result = plan_for(SAMPLE_LIST)
    fail_on("publications_authorship", "INSERT")
    with pytest.raises(ImportFailed):
        apply_import(plan, raw_text=SAMPLE_LIST, format=result.format)
    assert all(count == 0 for count in counts().values()), counts()
    assert ImportBatch.objects.get().status == ImportBatchStatus.FAILED


@pytest.mark.django_db
def test_the_admin_reports_a_failed_import_and_keeps_the_text(admin_client):
    fail_on("publications_importchange", "INSERT")
    preview = admin_client.post(import_url(), {"text": SAMPLE_LIST, "_preview": "1"})
    assert preview.status_code == 200
    response = admin_client.post(import_url(), confirm_data(preview), follow=True)
    assert response.status_code == 200
    assert "Nothing was imported" in response.content.decode()
    assert counts()["Publication"] == 0
    batch = ImportBatch.objects.get()
    assert batch.status == ImportBatchStatus.FAILED
    assert batch.raw_text == SAMPLE_LIST


# --- undo is atomic ----------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("table", ["publications_venue", "publications_author"])
def test_an_undo_that_fails_half_way_changes_nothing(table):
    plan, result = plan_for(SAMPLE_LIST)
    report = apply_import(plan, raw_text=SAMPLE_LIST, format=result.format)
    before = counts()
    assert before["Publication"] == 3
    # Venues and authors are deleted after the publications: the failure comes half-way.
    fail_on(table, "DELETE")
    with pytest.raises(DatabaseError, match="injected failure"):
        revert_batch(report.batch)
    assert counts() == before
    batch = ImportBatch.objects.get(pk=report.batch.pk)
    assert batch.status == ImportBatchStatus.APPLIED
    assert batch.reverted_at is None


@pytest.mark.django_db
def test_an_undo_that_succeeds_removes_everything_the_import_created():
    before = counts()
    plan, result = plan_for(SAMPLE_LIST)
    report = apply_import(plan, raw_text=SAMPLE_LIST, format=result.format)
    revert_batch(report.batch)
    after = counts()
    assert {k: v for k, v in after.items() if k != "ImportChange"} == {
        k: v for k, v in before.items() if k != "ImportChange"
    }
    assert ImportBatch.objects.get(pk=report.batch.pk).status == ImportBatchStatus.REVERTED


# --- oversized and unreadable input ----------------------------------------------------------------


def import_url() -> str:
    return reverse("admin:publications_publication_import")


def preview_upload(admin_client, name: str):
    """The import preview of a file of tests/data/hostile/, uploaded as a text file."""
    upload = SimpleUploadedFile("list.txt", (HOSTILE_DIR / name).read_bytes(), content_type="text/plain")
    return admin_client.post(import_url(), {"file": upload, "_preview": "1"})


@pytest.mark.django_db
def test_a_20_mb_paste_is_refused_with_a_clear_message_before_anything_reads_it(admin_client):
    text = "J. Doe. A paper. In Proc. SC, 2021.\n" * (20 * 1024 * 1024 // 36)
    assert len(text.encode()) > 19 * 1024 * 1024
    response = admin_client.post(import_url(), {"text": text, "_preview": "1"})
    assert response.status_code == 413
    message = response.content.decode().replace("\xa0", " ")
    assert "larger than the 5.0 MB an import may have" in message
    assert not ImportBatch.objects.exists()


@pytest.mark.django_db
def test_a_paste_just_over_the_limit_is_refused_by_the_form_with_the_limit_named(admin_client, settings):
    settings.IMPORT_MAX_BYTES = 64 * 1024
    text = "J. Doe. A paper. In Proc. SC, 2021.\n" * (70 * 1024 // 36)
    response = admin_client.post(import_url(), {"text": text, "_preview": "1"})
    assert response.status_code == 200
    assert "larger than the 64.0" in response.content.decode().replace("\xa0", " ")
    assert "preview" not in response.context.get("title", "").lower()


@pytest.mark.django_db
def test_an_uploaded_file_with_invalid_utf8_is_refused_with_a_clear_message(admin_client):
    response = preview_upload(admin_client, "invalid-utf8.txt")
    assert response.status_code == 200
    assert "not UTF-8 text" in response.content.decode()
    assert not ImportBatch.objects.exists()


@pytest.mark.django_db
def test_an_uploaded_file_with_nul_characters_previews_and_imports(admin_client):
    preview = preview_upload(admin_client, "nul-bytes.txt")
    assert preview.status_code == 200
    assert "confirm_form" in preview.context
    response = admin_client.post(import_url(), confirm_data(preview), follow=True)
    assert response.status_code == 200
    batch = ImportBatch.objects.get()
    assert batch.status == ImportBatchStatus.APPLIED
    assert "\x00" not in batch.raw_text and "\ufffd" in batch.raw_text
    assert Publication.objects.exists()


@pytest.mark.django_db
def test_a_pasted_nul_character_is_refused_with_a_clear_message(admin_client):
    response = admin_client.post(
        reverse("admin:publications_publication_import"),
        {"text": "J. Doe. A\x00paper. 2021.", "_preview": "1"},
    )
    assert response.status_code == 200
    assert "Null characters are not allowed" in response.content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["empty.txt", "whitespace-only.txt"])
def test_an_empty_or_blank_paste_asks_for_a_list(admin_client, name):
    text = (HOSTILE_DIR / name).read_text(encoding="utf-8")
    response = admin_client.post(import_url(), {"text": text, "_preview": "1"})
    assert response.status_code == 200
    assert "Paste a publication list or upload a file" in response.content.decode()
