"""Plain factories for tests: real rows in the real database, with overridable fields."""

from __future__ import annotations

import itertools

from django.utils.text import slugify

from publications.derived import search_text_for
from publications.models import Author, Authorship, Publication, PublicationType, Venue

_counter = itertools.count(1)


def make_venue(**overrides) -> Venue:
    number = next(_counter)
    short_name = overrides.pop("short_name", f"V{number}")
    fields = {
        "short_name": short_name,
        "name": f"Conference {number}",
        "slug": slugify(short_name) or f"venue-{number}",
        "kind": "conference",
    }
    fields.update(overrides)
    return Venue.objects.create(**fields)


def make_author(**overrides) -> Author:
    number = next(_counter)
    display_name = overrides.pop("display_name", f"Ada Example{number}")
    given, _, family = display_name.rpartition(" ")
    fields = {
        "display_name": display_name,
        "given_name": given,
        "family_name": family,
        "slug": f"{slugify(display_name)}-{number}",
    }
    fields.update(overrides)
    return Author.objects.create(**fields)


def make_publication(*, authors: list[Author] | None = None, **overrides) -> Publication:
    number = next(_counter)
    title = overrides.pop("title", f"A study of things, part {number}")
    fields = {
        "title": title,
        "title_key": slugify(title).replace("-", ""),
        "year": 2023,
        "type": PublicationType.CONFERENCE,
    }
    fields.update(overrides)
    publication = Publication.objects.create(**fields)
    for position, author in enumerate(authors or [], start=1):
        Authorship.objects.create(
            publication=publication, author=author, position=position, name_as_written=author.display_name
        )
    if "search_text" not in overrides:
        publication.search_text = search_text_for(publication)
        publication.save(update_fields=["search_text"])
    return publication
