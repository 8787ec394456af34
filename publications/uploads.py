"""Files staff upload: a publication's PDF, slides and cover image, a person's photo.

Every upload is checked by its content, not only its name: a PDF must begin as a PDF does, an
image must be one Pillow reads as JPEG, PNG, WebP or GIF (SVG, which can carry scripts, is
refused), slides are a PDF or a PowerPoint file. The extension must agree with the content, and
files are stored under a random name with that extension, so the name a visitor sees says what
the file is. ``publications.web.media`` serves them back with headers chosen from that extension.

Images get a thumbnail (``make_thumbnail``) for the public pages; the upload itself is kept as sent.
"""

from __future__ import annotations

import io
import uuid
import zipfile
from collections.abc import Callable
from pathlib import PurePosixPath

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.base import ContentFile, File
from django.core.files.storage import default_storage
from django.db import models, transaction
from django.db.models.fields.files import FieldFile
from django.template.defaultfilters import filesizeformat
from django.urls import reverse
from PIL import Image, ImageOps, UnidentifiedImageError

UPLOAD_ROOT = "uploads"
PDF_EXTENSIONS = (".pdf",)
SLIDES_EXTENSIONS = (".pdf", ".pptx")
IMAGE_FORMATS = {"JPEG": (".jpg", ".jpeg"), "PNG": (".png",), "WEBP": (".webp",), "GIF": (".gif",)}
IMAGE_EXTENSIONS = tuple(ext for extensions in IMAGE_FORMATS.values() for ext in extensions)
# Decoding a huge image to make its thumbnail costs memory by the pixel, not by the byte.
MAX_IMAGE_PIXELS = 40_000_000
COVER_THUMBNAIL_BOX = (480, 480)
PHOTO_THUMBNAIL_BOX = (256, 256)


def _extension(file: File) -> str:
    return PurePosixPath(file.name or "").suffix.lower()


def _head(file: File, size: int = 8) -> bytes:
    file.seek(0)
    head = file.read(size)
    file.seek(0)
    return head


def _check_size(file: File, limit: int, what: str) -> None:
    if file.size is not None and file.size > limit:
        raise ValidationError(
            f"This {what} is {filesizeformat(file.size)}; the largest accepted is {filesizeformat(limit)}.",
            code="too_large",
        )


def _is_pdf(file: File) -> bool:
    return _head(file, 5) == b"%PDF-"


def _is_pptx(file: File) -> bool:
    if _head(file, 4) != b"PK\x03\x04":
        return False
    try:
        file.seek(0)
        with zipfile.ZipFile(file) as archive:
            return "ppt/presentation.xml" in archive.namelist()
    except zipfile.BadZipFile:
        return False
    finally:
        file.seek(0)


def validate_pdf(file: File) -> None:
    _check_size(file, settings.UPLOAD_MAX_BYTES, "PDF")
    if _extension(file) not in PDF_EXTENSIONS or not _is_pdf(file):
        raise ValidationError(
            "This file is not a PDF: its content does not start as a PDF does. Upload the paper as a PDF.",
            code="not_pdf",
        )


def validate_slides(file: File) -> None:
    _check_size(file, settings.UPLOAD_MAX_BYTES, "file")
    extension = _extension(file)
    if (extension == ".pdf" and _is_pdf(file)) or (extension == ".pptx" and _is_pptx(file)):
        return
    raise ValidationError(
        "Slides must be a PDF or a PowerPoint (.pptx) file, and this file's content is neither "
        "(or does not match its name).",
        code="not_slides",
    )


def validate_image(file: File) -> None:
    _check_size(file, settings.IMAGE_UPLOAD_MAX_BYTES, "image")
    refusal = ValidationError(
        "This file is not an image the site accepts: upload a JPEG, PNG, WebP or GIF "
        "(SVG and other formats are not accepted).",
        code="not_image",
    )
    try:
        file.seek(0)
        with Image.open(file) as image:
            image_format = image.format
            width, height = image.size
            image.verify()
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError):
        raise refusal from None
    finally:
        file.seek(0)
    if image_format not in IMAGE_FORMATS:
        raise refusal
    if _extension(file) not in IMAGE_FORMATS[image_format]:
        raise ValidationError(
            f"This image is a {image_format} file but its name ends in “{_extension(file) or '(nothing)'}”; "
            f"rename it to {IMAGE_FORMATS[image_format][0]}.",
            code="extension_mismatch",
        )
    if width * height > MAX_IMAGE_PIXELS:
        raise ValidationError(
            f"This image is {width} by {height} pixels; the largest accepted is "
            f"{MAX_IMAGE_PIXELS // 1_000_000} megapixels.",
            code="too_many_pixels",
        )


def _random_name(folder: str, filename: str) -> str:
    """``uploads/<folder>/<random>.<checked extension>``: nothing a visitor sees comes from the
    uploader's file name, and one upload never replaces another."""
    extension = PurePosixPath(filename).suffix.lower()
    return f"{UPLOAD_ROOT}/{folder}/{uuid.uuid4().hex}{extension}"


# One ``upload_to`` per folder: migrations refer to them by import path.
def upload_to_papers(instance: object, filename: str) -> str:
    return _random_name("papers", filename)


def upload_to_slides(instance: object, filename: str) -> str:
    return _random_name("slides", filename)


def upload_to_covers(instance: object, filename: str) -> str:
    return _random_name("covers", filename)


def upload_to_photos(instance: object, filename: str) -> str:
    return _random_name("photos", filename)


def upload_to_thumbnails(instance: object, filename: str) -> str:
    return _random_name("thumbnails", filename)


def image_field(upload_to: Callable[[object, str], str], help_text: str) -> models.FileField:
    """An uploaded image, checked by its content; :func:`thumbnail_field` holds its small copy."""
    return models.FileField(upload_to=upload_to, blank=True, validators=[validate_image], help_text=help_text)


def thumbnail_field() -> models.FileField:
    """The thumbnail of an image field, remade with :func:`refresh_thumbnail`; never edited by hand."""
    return models.FileField(upload_to=upload_to_thumbnails, blank=True, editable=False)


def make_thumbnail(image_file: File, box: tuple[int, int]) -> ContentFile:
    """A small copy of an uploaded image, upright, without its metadata (camera, place): JPEG or PNG."""
    image_file.seek(0)
    with Image.open(image_file) as original:
        original.seek(0)  # the first frame of a GIF
        image = ImageOps.exif_transpose(original)
        image.thumbnail(box)
        has_alpha = image.mode in ("RGBA", "LA") or (image.mode == "P" and "transparency" in image.info)
        output = io.BytesIO()
        if has_alpha:
            image.convert("RGBA").save(output, format="PNG", optimize=True)
            extension = ".png"
        else:
            image.convert("RGB").save(output, format="JPEG", quality=85, optimize=True)
            extension = ".jpg"
    image_file.seek(0)
    return ContentFile(output.getvalue(), name=f"thumbnail{extension}")


def served_url(name: str) -> str:
    """The site's own URL of a stored upload (whatever the storage), served by ``publications.web.media``."""
    return reverse("publications:upload", kwargs={"path": name}) if name else ""


def served_url_of(field_name: str) -> property:
    """A model property: the :func:`served_url` of the file in ``field_name`` ("" without one)."""
    return property(lambda row: served_url(getattr(row, field_name).name))


def refresh_thumbnail(source: FieldFile, thumbnail: FieldFile, box: tuple[int, int]) -> None:
    """Make ``thumbnail`` follow ``source`` after an upload (a new one) or a clear (none)."""
    if source:
        small = make_thumbnail(source, box)
        thumbnail.save(small.name, small, save=False)
    else:
        thumbnail.name = ""


def delete_replaced_files(form, thumbnails: dict[str, str]) -> None:
    """Once the save commits, delete the stored files a form's upload or "clear" replaced.

    ``thumbnails`` maps an image field to its thumbnail's stored name, read before it is remade.
    Names are never shared between rows, so a replaced file belongs to no one any more.
    """
    replaced = [
        previous.name
        for name in form.changed_data
        if isinstance(previous := form.initial.get(name), FieldFile) and previous.name
    ]
    replaced += [
        thumbnail for name, thumbnail in thumbnails.items() if name in form.changed_data and thumbnail
    ]
    if replaced:
        transaction.on_commit(lambda: [default_storage.delete(name) for name in replaced])


def follow_form_uploads(form, image: FieldFile, thumbnail: FieldFile, box: tuple[int, int]) -> None:
    """Before an admin form saves a row: the files its uploads or clears replace are deleted once
    the save commits, and the thumbnail of ``image`` follows a changed image."""
    delete_replaced_files(form, {image.field.name: thumbnail.name})
    if image.field.name in form.changed_data:
        refresh_thumbnail(image, thumbnail, box)
