"""Copying looked-up metadata into a publication: only into fields it has empty."""

from __future__ import annotations

from collections.abc import Mapping

from django.db import transaction

from publications import derived
from publications.enrichment.client import Metadata
from publications.models import Publication

FILLABLE = (
    "year", "month", "venue_name", "volume", "number", "pages", "article_number", "publisher",
    "doi", "arxiv_id", "pmid", "abstract", "url",
)  # fmt: skip


def empty_fields_filled(current: Mapping[str, object], metadata: Metadata) -> dict[str, object]:
    """The fields empty in ``current`` (a publication's field values by name) the metadata has a value for."""
    filled: dict[str, object] = {}
    for name in FILLABLE:
        value = getattr(metadata, name)
        field = Publication._meta.get_field(name)
        if isinstance(value, str):
            value = value[: field.max_length] if field.max_length else value
        if value and not current.get(name):
            filled[name] = value
    return filled


def fill_empty_fields(publication: Publication, metadata: Metadata) -> dict[str, object]:
    """Set each empty field the metadata has a value for; returns {field: value} of those set."""
    filled = empty_fields_filled({name: getattr(publication, name) for name in FILLABLE}, metadata)
    if "doi" in filled and Publication.objects.filter(doi=filled["doi"]).exists():
        del filled["doi"]  # another record has this DOI: the unique DOI stays with it
    if not filled:
        return filled
    with transaction.atomic():
        for name, value in filled.items():
            setattr(publication, name, value)
        publication.save(update_fields=[*filled, "updated_at"])
        # The venue as written is part of what search finds.
        derived.refresh([publication.pk])
    return filled
