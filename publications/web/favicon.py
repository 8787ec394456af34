"""``/favicon.ico``: browsers and feed readers ask for it at the root whatever the pages link."""

from __future__ import annotations

from django.contrib.staticfiles.storage import staticfiles_storage
from django.http import FileResponse, HttpRequest
from django.utils.cache import patch_cache_control
from django.views.decorators.http import require_safe

ICON = "favicon.ico"
# The name does not change between releases (the pages link the content-hashed copy), so a day.
ICON_MAX_AGE = 24 * 60 * 60


@require_safe
def favicon(request: HttpRequest) -> FileResponse:
    response = FileResponse(staticfiles_storage.open(ICON), content_type="image/x-icon")
    patch_cache_control(response, public=True, max_age=ICON_MAX_AGE)
    return response
