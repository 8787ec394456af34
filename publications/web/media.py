"""Serving uploaded files (PDFs, slides, images) from the storage, never as active content.

WhiteNoise serves only the collected static files, and a deployment may keep uploads in S3:
this view reads them through Django's storage API, so the same headers apply everywhere.

- The Content-Type comes from the stored name's extension, which the upload checks made agree
  with the file's content (``publications.uploads``); anything else is ``application/octet-stream``.
- Images are shown inline; PDFs and slides are downloads (``Content-Disposition: attachment``).
- Every answer has ``X-Content-Type-Options: nosniff`` and a Content-Security-Policy that
  allows nothing to run, so no upload is ever rendered as a page.
"""

from __future__ import annotations

from pathlib import PurePosixPath

from django.core.exceptions import SuspiciousFileOperation
from django.core.files.storage import default_storage
from django.http import FileResponse, Http404, HttpRequest
from django.views.decorators.http import require_safe

from publications.uploads import UPLOAD_ROOT

INLINE_TYPES = {
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".png": "image/png",
    ".webp": "image/webp",
    ".gif": "image/gif",
}
DOWNLOAD_TYPES = {
    ".pdf": "application/pdf",
    ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
}
# Stored names are random and never reused, so a response may be kept for as long as caches like.
CACHE_CONTROL = "public, max-age=31536000, immutable"


@require_safe
def serve_upload(request: HttpRequest, path: str):
    name = PurePosixPath(path)
    if name.parts[:1] != (UPLOAD_ROOT,) or ".." in name.parts:
        raise Http404("No such file.")
    try:
        handle = default_storage.open(str(name), "rb")
    except (FileNotFoundError, IsADirectoryError, SuspiciousFileOperation):
        raise Http404("No such file.") from None
    extension = name.suffix.lower()
    inline = extension in INLINE_TYPES
    content_type = INLINE_TYPES.get(extension) or DOWNLOAD_TYPES.get(extension) or "application/octet-stream"
    response = FileResponse(handle, content_type=content_type, as_attachment=not inline, filename=name.name)
    response["X-Content-Type-Options"] = "nosniff"
    response["Content-Security-Policy"] = "default-src 'none'; sandbox; frame-ancestors 'none'"
    response["Cache-Control"] = CACHE_CONTROL
    return response
