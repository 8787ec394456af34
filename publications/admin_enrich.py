"""The publication admin's "Fill from DOI / arXiv / PMID" button: look up, fill empty fields, say what."""

from __future__ import annotations

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.urls import path, reverse
from django.views.decorators.http import require_POST

from publications.enrichment import LookupFailed, fill_empty_fields, look_up
from publications.models import Publication


def describe_filled(source: str, filled: dict[str, object]) -> str:
    if not filled:
        return f"{source} knows nothing this record lacks: no field was changed."
    parts = ", ".join(
        f"{Publication._meta.get_field(name).verbose_name} ({str(value)[:60]})"
        for name, value in filled.items()
    )
    return f"Filled from {source}: {parts}."


class EnrichPublicationMixin:
    """Adds ``<id>/enrich/`` (POST) to the Publication admin, linked from the change page."""

    def get_urls(self):
        info = self.opts.app_label, self.opts.model_name
        view = self.admin_site.admin_view(require_POST(self.enrich_view))
        return [path("<int:object_id>/enrich/", view, name="{}_{}_enrich".format(*info)), *super().get_urls()]

    def enrich_view(self, request: HttpRequest, object_id: int) -> HttpResponse:
        publication = get_object_or_404(Publication, pk=object_id)
        if not self.has_change_permission(request, publication):
            raise PermissionDenied
        try:
            metadata = look_up(publication)
        except LookupFailed as error:
            self.message_user(request, str(error), messages.WARNING)
        else:
            filled = fill_empty_fields(publication, metadata)
            self.message_user(request, describe_filled(metadata.source, filled), messages.SUCCESS)
        return HttpResponseRedirect(reverse("admin:publications_publication_change", args=[publication.pk]))
