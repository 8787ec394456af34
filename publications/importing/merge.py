"""Merging authors or venues that turned out to be one: the admin's fix for a missed identity."""

from __future__ import annotations

from collections.abc import Iterable

from django.db import transaction

from publications import derived, freshness
from publications.importing.apply import take_import_lock
from publications.keys import name_form, venue_key
from publications.models import Author, AuthorAlias, Authorship, Publication, Venue, VenueAlias
from publications.parsing.records import PersonName


def merge_authors(target: Author, others: Iterable[Author]) -> int:
    """Move the others' authorships and aliases to ``target``, keep their names as aliases, delete them."""
    others = [a for a in others if a.pk != target.pk]
    if not others:
        return 0
    ids = [a.pk for a in others]
    with transaction.atomic():
        take_import_lock()
        Authorship.objects.filter(author_id__in=ids).update(author=target)
        AuthorAlias.objects.filter(author_id__in=ids).update(author=target)
        known_keys = set(AuthorAlias.objects.filter(author=target).values_list("key", flat=True))
        aliases = []
        for author in [target, *others]:
            key = name_form(PersonName(author.display_name, author.given_name, author.family_name)).key
            if key not in known_keys:
                known_keys.add(key)
                aliases.append(AuthorAlias(author=target, name=author.display_name, key=key))
        AuthorAlias.objects.bulk_create(aliases, ignore_conflicts=True)
        if any(a.is_member for a in others) and not target.is_member:
            Author.objects.filter(pk=target.pk).update(is_member=True)
        Author.objects.filter(pk__in=ids).delete()
        derived.refresh_for_authors([target.pk])  # the merged names are the target's now
        freshness.bump()
    return len(ids)


def merge_venues(target: Venue, others: Iterable[Venue]) -> int:
    """Move the others' publications and aliases to ``target``, keep their names as aliases, delete them."""
    others = [v for v in others if v.pk != target.pk]
    if not others:
        return 0
    ids = [v.pk for v in others]
    with transaction.atomic():
        take_import_lock()
        Publication.objects.filter(venue_id__in=ids).update(venue=target)
        VenueAlias.objects.filter(venue_id__in=ids).update(venue=target)
        known_keys = set(VenueAlias.objects.filter(venue=target).values_list("key", flat=True))
        aliases = []
        for venue in [target, *others]:
            for spelling in (venue.short_name, venue.name):
                key = venue_key(spelling) if spelling else ""
                if key and key not in known_keys:
                    known_keys.add(key)
                    aliases.append(VenueAlias(venue=target, name=spelling, key=key))
        VenueAlias.objects.bulk_create(aliases, ignore_conflicts=True)
        Venue.objects.filter(pk__in=ids).delete()
        derived.refresh_for_venues([target.pk])
        freshness.bump()
    return len(ids)
