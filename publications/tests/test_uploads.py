"""Uploaded files end to end: the admin form checks them, the site serves them safely, pages show them."""

from __future__ import annotations

import io
from io import StringIO

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.urls import reverse
from PIL import Image

from publications.models import Author, Publication, PublicationType
from publications.tests.factories import make_author, make_publication

pytestmark = pytest.mark.django_db

PDF = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
HTML = b"<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"
SVG = b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>'


@pytest.fixture
def media_root(settings):
    return settings.MEDIA_ROOT  # a temporary directory (conftest)


def png(width: int = 1200, height: int = 800) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (width, height), (30, 120, 200)).save(output, format="PNG")
    return output.getvalue()


def publication_form(publication: Publication, **files) -> dict:
    """What the admin change form posts for ``publication``, with files attached."""
    return {
        "title": publication.title,
        "type": publication.type,
        "status": publication.status,
        "year": publication.year or "",
        "highlight_order": publication.highlight_order,
        "authorships-TOTAL_FORMS": "0",
        "authorships-INITIAL_FORMS": "0",
        **files,
    }


def change_url(publication: Publication) -> str:
    return reverse("admin:publications_publication_change", args=[publication.pk])


def save_in_admin(admin_client, publication: Publication, **files):
    """Post ``publication``'s admin change form with files attached (or cleared)."""
    return admin_client.post(change_url(publication), publication_form(publication, **files))


def served(client, url: str):
    response = client.get(url)
    body = b"".join(response.streaming_content) if response.streaming else response.content
    return response, body


def test_an_uploaded_pdf_is_a_download_on_the_public_page_and_in_the_api(admin_client, client):
    publication = make_publication(title="Scalable Things")

    response = save_in_admin(admin_client, publication, pdf_file=SimpleUploadedFile("paper.pdf", PDF))

    assert response.status_code == 302
    publication.refresh_from_db()
    assert publication.pdf_file.name.startswith("uploads/papers/") and publication.pdf_file.name.endswith(
        ".pdf"
    )
    page = client.get(publication.get_absolute_url()).content.decode()
    assert f'href="{publication.pdf_file_url}"' in page
    api = client.get(reverse("publications:api-publication-detail", args=[publication.pk])).json()
    assert api["files"]["pdf"] == f"http://testserver{publication.pdf_file_url}"
    download, body = served(client, publication.pdf_file_url)
    assert download.status_code == 200 and body == PDF
    assert download["Content-Type"] == "application/pdf"
    assert download["Content-Disposition"].startswith("attachment; filename=")
    assert download["X-Content-Type-Options"] == "nosniff"
    assert "sandbox" in download["Content-Security-Policy"]


def test_a_cover_image_gets_a_thumbnail_shown_on_the_page_and_in_the_api(admin_client, client):
    publication = make_publication()

    save_in_admin(admin_client, publication, cover_image=SimpleUploadedFile("fig.png", png()))

    publication.refresh_from_db()
    assert publication.cover_image and publication.cover_thumbnail
    with default_storage.open(publication.cover_thumbnail.name) as handle, Image.open(handle) as thumbnail:
        assert max(thumbnail.size) <= 480 and thumbnail.size == (480, 320)
    page = client.get(publication.get_absolute_url()).content.decode()
    assert f'src="{publication.cover_thumbnail_url}"' in page
    api = client.get(reverse("publications:api-publication-detail", args=[publication.pk])).json()
    assert api["files"]["cover_thumbnail"].endswith(publication.cover_thumbnail_url)
    shown, body = served(client, publication.cover_thumbnail_url)
    assert shown.status_code == 200
    assert shown["Content-Type"] == "image/jpeg"
    assert not shown["Content-Disposition"].startswith("attachment")
    assert shown["X-Content-Type-Options"] == "nosniff"
    assert Image.open(io.BytesIO(body)).format == "JPEG"


def test_clearing_the_cover_image_removes_its_thumbnail_from_the_page(admin_client, client):
    publication = make_publication()
    save_in_admin(admin_client, publication, cover_image=SimpleUploadedFile("fig.png", png()))

    save_in_admin(admin_client, publication, **{"cover_image-clear": "on"})

    publication.refresh_from_db()
    assert not publication.cover_image and not publication.cover_thumbnail
    assert "publication__cover" not in client.get(publication.get_absolute_url()).content.decode()


@pytest.mark.parametrize(
    ("field", "upload", "message"),
    [
        ("pdf_file", SimpleUploadedFile("paper.pdf", HTML), "This file is not a PDF"),
        ("slides_file", SimpleUploadedFile("talk.pdf", HTML), "Slides must be a PDF or a PowerPoint"),
        ("cover_image", SimpleUploadedFile("fig.svg", SVG), "SVG and other formats are not accepted"),
        ("cover_image", SimpleUploadedFile("fig.png", SVG), "SVG and other formats are not accepted"),
        ("cover_image", SimpleUploadedFile("fig.png", HTML), "not an image the site accepts"),
        ("cover_image", SimpleUploadedFile("fig.jpg", png(20, 20)), "rename it to .png"),
    ],
    ids=["html-as-pdf", "html-as-slides", "svg", "svg-as-png", "html-as-png", "png-named-jpg"],
)
def test_files_whose_content_is_not_what_is_accepted_are_refused_with_a_message(
    admin_client, field, upload, message
):
    publication = make_publication()

    response = save_in_admin(admin_client, publication, **{field: upload})

    assert response.status_code == 200
    assert message in response.content.decode()
    publication.refresh_from_db()
    assert not getattr(publication, field)
    assert not default_storage.exists("uploads")


def test_files_above_the_limits_are_refused_with_the_limit_named(admin_client, settings):
    settings.UPLOAD_MAX_BYTES = 64 * 1024
    settings.IMAGE_UPLOAD_MAX_BYTES = 2 * 1024
    publication = make_publication()
    big_pdf = SimpleUploadedFile("paper.pdf", PDF + b"0" * 70 * 1024)

    page = save_in_admin(
        admin_client, publication, pdf_file=big_pdf, cover_image=SimpleUploadedFile("f.png", png())
    ).content.decode()

    assert "the largest accepted is 64.0\xa0KB" in page
    assert "This image is" in page and "the largest accepted is 2.0\xa0KB" in page
    publication.refresh_from_db()
    assert not publication.pdf_file and not publication.cover_image


def test_a_request_beyond_every_upload_limit_is_refused_before_it_is_read(admin_client, settings):
    publication = make_publication()
    body = b"x" * 100
    response = admin_client.generic(
        "POST",
        change_url(publication),
        body,
        content_type="multipart/form-data; boundary=x",
        CONTENT_LENGTH=str(settings.UPLOAD_REQUEST_MAX_BYTES + 1),
    )
    assert response.status_code == 413
    assert "an upload may have" in response.content.decode()


def test_a_stored_html_or_svg_file_is_only_ever_served_as_a_download(client):
    default_storage.save("uploads/papers/planted.html", io.BytesIO(HTML))
    default_storage.save("uploads/covers/planted.svg", io.BytesIO(SVG))

    for name in ("uploads/papers/planted.html", "uploads/covers/planted.svg"):
        response, body = served(client, reverse("publications:upload", kwargs={"path": name}))
        assert body in (HTML, SVG)
        assert response["Content-Type"] == "application/octet-stream"
        assert response["Content-Disposition"].startswith("attachment")
        assert response["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize(
    "path", ["../secrets.txt", "uploads/../../etc/passwd", "other/x.pdf", "uploads/none.pdf"]
)
def test_only_stored_uploads_are_served(client, path):
    assert client.get(f"/media/{path}").status_code == 404


def test_a_persons_photo_is_shown_as_a_thumbnail_on_the_people_page_and_in_the_api(admin_client, client):
    author = make_author(display_name="Pat Principal", is_member=True)
    data = {
        "display_name": author.display_name,
        "given_name": author.given_name,
        "family_name": author.family_name,
        "slug": author.slug,
        "is_member": "on",
        "role": "pi",
        "photo": SimpleUploadedFile("me.jpg", jpeg(900, 1200)),
        "aliases-TOTAL_FORMS": "0",
        "aliases-INITIAL_FORMS": "0",
    }

    assert (
        admin_client.post(reverse("admin:publications_author_change", args=[author.pk]), data).status_code
        == 302
    )

    author.refresh_from_db()
    assert author.photo_thumbnail
    page = client.get(reverse("publications:people")).content.decode()
    assert f'src="{author.photo_thumbnail_url}"' in page
    assert f'src="{author.photo_thumbnail_url}"' in client.get(author.get_absolute_url()).content.decode()
    [person] = client.get(reverse("publications:api-author-list")).json()["results"]
    assert person["photo_thumbnail"] == f"http://testserver{author.photo_thumbnail_url}"


def jpeg(width: int, height: int) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", (width, height), (200, 60, 40)).save(output, format="JPEG")
    return output.getvalue()


def test_export_all_then_import_all_keeps_every_file_and_profile(admin_client, client, tmp_path, media_root):
    import shutil

    from publications.tests.test_backup import empty_the_database

    publication = make_publication(title="With files", type=PublicationType.CONFERENCE)
    save_in_admin(
        admin_client,
        publication,
        pdf_file=SimpleUploadedFile("paper.pdf", PDF),
        cover_image=SimpleUploadedFile("fig.png", png()),
    )
    author = make_author(display_name="Pat Principal", is_member=True, role="pi", affiliation="CS Dept.")
    author.photo.save("me.jpg", SimpleUploadedFile("me.jpg", jpeg(300, 300)))
    publication.refresh_from_db()
    names = [publication.pdf_file.name, publication.cover_image.name, publication.cover_thumbnail.name]
    names.append(author.photo.name)
    contents = {name: default_storage.open(name).read() for name in names}
    call_command("export_all", str(tmp_path / "backup"), stdout=StringIO())

    empty_the_database()
    shutil.rmtree(media_root)
    call_command("import_all", str(tmp_path / "backup"), stdout=StringIO())

    restored = Publication.objects.get(pk=publication.pk)
    assert [restored.pdf_file.name, restored.cover_image.name, restored.cover_thumbnail.name] == names[:3]
    person = Author.objects.get(pk=author.pk)
    assert (person.photo.name, person.role, person.affiliation) == (names[3], "pi", "CS Dept.")
    for name, content in contents.items():
        response, body = served(client, reverse("publications:upload", kwargs={"path": name}))
        assert response.status_code == 200 and body == content


def test_a_restore_whose_files_are_missing_is_refused_and_writes_nothing(tmp_path, media_root):
    from publications.backup import RestoreError, restore_all
    from publications.tests.test_backup import empty_the_database

    publication = make_publication()
    publication.pdf_file.save("paper.pdf", SimpleUploadedFile("paper.pdf", PDF))
    call_command("export_all", str(tmp_path / "backup"), stdout=StringIO())
    (tmp_path / "backup" / "files" / publication.pdf_file.name).unlink()
    empty_the_database()

    with pytest.raises(RestoreError, match="does not hold it"):
        restore_all(tmp_path / "backup")
    assert not Publication.objects.exists()


def test_a_replaced_or_cleared_file_is_deleted_from_the_storage(
    admin_client, django_capture_on_commit_callbacks
):
    publication = make_publication()
    with django_capture_on_commit_callbacks(execute=True):
        save_in_admin(
            admin_client,
            publication,
            pdf_file=SimpleUploadedFile("a.pdf", PDF),
            cover_image=SimpleUploadedFile("fig.png", png()),
        )
    publication.refresh_from_db()
    first_pdf, first_cover, first_thumbnail = (
        publication.pdf_file.name,
        publication.cover_image.name,
        publication.cover_thumbnail.name,
    )

    with django_capture_on_commit_callbacks(execute=True):
        save_in_admin(
            admin_client,
            publication,
            pdf_file=SimpleUploadedFile("b.pdf", PDF),
            **{"cover_image-clear": "on"},
        )

    publication.refresh_from_db()
    assert publication.pdf_file.name != first_pdf and default_storage.exists(publication.pdf_file.name)
    assert not publication.cover_image
    for name in (first_pdf, first_cover, first_thumbnail):
        assert not default_storage.exists(name), name
