"""Merging authors or venues that turned out to be one: the admin's fix for a missed identity."""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction

from publications import derived, freshness
from publications.importing.apply import take_import_lock
from publications.importing.authors import own_spelling
from publications.importing.venues import venue_names_keyed
from publications.keys import name_form
from publications.models import Author, AuthorAlias, Authorship, Publication, Venue, VenueAlias


def merge_authors(target: Author, others: Iterable[Author]) -> int:
    """Move the others' authorships and aliases to ``target``, keep their names as aliases, delete them."""

    def move(ids: list[int]) -> None:
        Authorship.objects.filter(author_id__in=ids).update(author=target)
        if any(author.is_member for author in others) and not target.is_member:
            Author.objects.filter(pk=target.pk).update(is_member=True)

    def spellings(author: Author) -> Iterable[tuple[str, str]]:
        yield author.display_name, name_form(own_spelling(author)).key

    others = [author for author in others if author.pk != target.pk]
    return _merge(target, others, AuthorAlias, "author", move, spellings, derived.refresh_for_authors)


def merge_venues(target: Venue, others: Iterable[Venue]) -> int:
    """Move the others' publications and aliases to ``target``, keep their names as aliases, delete them."""

    def move(ids: list[int]) -> None:
        Publication.objects.filter(venue_id__in=ids).update(venue=target)

    others = [venue for venue in others if venue.pk != target.pk]
    return _merge(target, others, VenueAlias, "venue", move, venue_names_keyed, derived.refresh_for_venues)


def _merge(target, others: list, alias_model, owner: str, move, spellings, refresh_derived) -> int:
    """The steps both merges share: under the import lock, move the others' rows (``move``) and
    aliases to ``target``, keep every name of the merged records as an alias of ``target``, delete
    the others, and refresh the derived data of what now names ``target``."""
    if not others:
        return 0
    ids = [other.pk for other in others]
    with transaction.atomic():
        take_import_lock()
        move(ids)
        alias_model.objects.filter(**{f"{owner}_id__in": ids}).update(**{owner: target})
        known_keys = set(alias_model.objects.filter(**{owner: target}).values_list("key", flat=True))
        aliases = []
        for record in [target, *others]:
            for name, key in spellings(record):
                if key and key not in known_keys:
                    known_keys.add(key)
                    aliases.append(alias_model(**{owner: target}, name=name, key=key))
        alias_model.objects.bulk_create(aliases, ignore_conflicts=True)
        type(target).objects.filter(pk__in=ids).delete()
        refresh_derived([target.pk])  # the merged names are the target's now
        freshness.bump()
    return len(ids)
