"""The health check that load balancers and `docker compose` poll: is the site able to serve?"""

from __future__ import annotations

import logging

from django.db import DatabaseError, connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

logger = logging.getLogger(__name__)


def database_is_reachable() -> bool:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError as error:
        logger.error("Health check: database unavailable: %s", error)
        # A broken connection must not be reused by the next request of this thread.
        connection.close_if_unusable_or_obsolete()
        return False
    return True


@never_cache
@require_safe
def healthz(request: HttpRequest) -> JsonResponse:
    if database_is_reachable():
        return JsonResponse({"status": "ok", "database": "ok"})
    return JsonResponse({"status": "unavailable", "database": "unavailable"}, status=503)
