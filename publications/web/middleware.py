"""Site-wide request handling: the security policy header and answers when the database is down."""

from __future__ import annotations

import logging

from csp.middleware import CSPMiddleware, PolicyParts
from django.conf import settings
from django.core.exceptions import TooManyFieldsSent
from django.db import DatabaseError, InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.template.defaultfilters import filesizeformat
from django.urls import Resolver404, resolve

logger = logging.getLogger(__name__)

DATABASE_UNAVAILABLE_MESSAGE = (
    "The publication site is temporarily unavailable because its database cannot be reached. "
    "Please try again in a minute.\n"
)
RETRY_AFTER_SECONDS = 30


def database_unavailable_response() -> HttpResponse:
    """A plain answer that needs neither templates nor the database."""
    response = HttpResponse(
        DATABASE_UNAVAILABLE_MESSAGE, status=503, content_type="text/plain; charset=utf-8"
    )
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    response["Cache-Control"] = "no-store"
    return response


def is_connection_failure(error: BaseException) -> bool:
    """True for errors that mean "no database", not for errors in a query.

    psycopg reports a refused or dropped connection as OperationalError; a query
    against a closed connection raises InterfaceError.
    """
    return isinstance(error, OperationalError | InterfaceError)


class DatabaseUnavailableMiddleware:
    """Turn a lost database connection into a 503 with a plain message instead of a 500 page.

    Place it last in MIDDLEWARE so that it sees exceptions from views and template rendering first.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, DatabaseError) and is_connection_failure(exception):
            logger.error("Database unavailable while serving %s: %s", request.path, exception)
            return database_unavailable_response()
        return None


# The admin forms that take uploaded files (publications.uploads), beyond the size of an import.
UPLOAD_FORM_VIEWS = frozenset(
    f"publications_{model}_{view}" for model in ("publication", "author") for view in ("add", "change")
)


def _takes_uploads(request: HttpRequest) -> bool:
    try:
        match = resolve(request.path_info)
    except Resolver404:
        return False
    return match.namespace == "admin" and match.url_name in UPLOAD_FORM_VIEWS


TOO_MANY_FIELDS_MESSAGE = (
    "The form sent more than the {limit:,} fields a request may carry, so nothing was saved or "
    "imported. Go back: the page still holds what you entered. The import preview shows its "
    "rows a page at a time to stay within this limit; if a page still exceeds it, import the "
    "list in smaller parts.\n"
)


class RequestSizeLimitMiddleware:
    """Refuse request bodies larger than an import may be, with a clear message, before reading them.

    Without it, a 20 MB paste would stop at Django's DATA_UPLOAD_MAX_MEMORY_SIZE with a bare
    "Bad Request (400)" from the CSRF check; here it gets a 413 that says what the limit is.
    A form posting more fields than DATA_UPLOAD_MAX_NUMBER_FIELDS gets a 400 that says so.
    """

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > settings.DATA_UPLOAD_MAX_MEMORY_SIZE and _takes_uploads(request):
            # A paper's PDF, slides and cover image: the form's own checks name each file's limit.
            if length <= settings.UPLOAD_REQUEST_MAX_BYTES:
                return self.get_response(request)
            limit = filesizeformat(settings.UPLOAD_REQUEST_MAX_BYTES)
            message = (
                f"The request is {filesizeformat(length)}, larger than the {limit} an upload may have.\n"
            )
            return HttpResponse(message, status=413, content_type="text/plain; charset=utf-8")
        if length > settings.DATA_UPLOAD_MAX_MEMORY_SIZE:
            limit = filesizeformat(settings.IMPORT_MAX_BYTES)
            message = (
                f"The request is {filesizeformat(length)}, larger than the {limit} an import may have. "
                "Split the list into smaller parts and import them one after the other.\n"
            )
            return HttpResponse(message, status=413, content_type="text/plain; charset=utf-8")
        if too_many_fields(request):
            message = TOO_MANY_FIELDS_MESSAGE.format(limit=settings.DATA_UPLOAD_MAX_NUMBER_FIELDS)
            return HttpResponse(message, status=400, content_type="text/plain; charset=utf-8")
        return self.get_response(request)


def too_many_fields(request: HttpRequest) -> bool:
    """True for a form post with more fields than a request may carry (the CSRF check reads them next).

    Only url-encoded bodies are read this early: reading a multipart one would fix its upload
    handlers before the views that choose them run.
    """
    if request.method != "POST" or request.content_type != "application/x-www-form-urlencoded":
        return False
    try:
        request.POST  # noqa: B018 -- parsing is the check
    except TooManyFieldsSent:
        return True
    return False


class ContentSecurityPolicyMiddleware(CSPMiddleware):
    """The site's Content-Security-Policy (CONTENT_SECURITY_POLICY), with the one exception it needs.

    Views marked with Django's ``xframe_options_exempt`` (the embeddable list) may be framed by
    the sites in ``EMBED_FRAME_ANCESTORS``: the one decorator lifts both X-Frame-Options and
    ``frame-ancestors``. The admin needs no exception: Django's admin has no inline scripts or
    styles, and its scripts set styles through the DOM, which the policy allows.
    """

    def get_policy_parts(
        self, request: HttpRequest, response: HttpResponseBase, report_only: bool = False
    ) -> PolicyParts:
        parts = super().get_policy_parts(request, response, report_only=report_only)
        if not report_only and getattr(response, "xframe_options_exempt", False):
            parts.replace = {"frame-ancestors": list(settings.EMBED_FRAME_ANCESTORS), **(parts.replace or {})}
        return parts
