"""Which venue an entry appeared in: stored venues by alias key or name, else a new venue.

Keys and the table of known venues come from ``publications.parsing.venues``; this module only
looks them up in the database (two queries for a whole paste) and decides what to create.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from django.db.models import Q

from publications.keys import venue_key
from publications.models import Venue, VenueAlias
from publications.parsing import venues as known
from publications.parsing.records import ParsedEntry
from publications.vocabulary import PublicationType, VenueKind

# The kind of venue a new venue gets from the type of its entry, when the table of known venues
# does not name it. Every type is listed: a new type must say what its venues are.
_KIND_OF_TYPE = {
    PublicationType.CONFERENCE: VenueKind.CONFERENCE,
    PublicationType.JOURNAL: VenueKind.JOURNAL,
    PublicationType.PREPRINT: VenueKind.PREPRINT_SERVER,
    PublicationType.DATASET: VenueKind.REPOSITORY,
    PublicationType.BOOK: VenueKind.BOOK,
    PublicationType.CHAPTER: VenueKind.BOOK,
    PublicationType.THESIS: VenueKind.OTHER,
    PublicationType.OTHER: VenueKind.OTHER,
}


@dataclass(eq=False)
class ResolvedVenue:
    """A venue an entry resolves to: stored (``venue_id``) or created by the import."""

    venue_id: int | None
    short_name: str
    name: str
    kind: VenueKind = VenueKind.OTHER
    new_aliases: dict[str, str] = field(default_factory=dict)  # key → spelling

    @property
    def is_new(self) -> bool:
        return self.venue_id is None

    def __str__(self) -> str:
        return self.short_name or self.name


def venue_names_keyed(venue: Venue) -> Iterator[tuple[str, str]]:
    """A stored venue's own names (its acronym, then its name) with their keys: what a paste finds
    it by beside its aliases, and what a merge keeps of it as aliases."""
    for spelling in (venue.short_name, venue.name):
        if spelling:
            yield spelling, venue_key(spelling)


@dataclass(frozen=True)
class _Spellings:
    canonical: str | None
    info: known.VenueInfo | None
    written: tuple[str, ...]  # canonical, acronym, as written, table name: most specific first
    keyed: tuple[tuple[str, str], ...]  # (key, spelling) for each spelling with a non-empty key

    def keys(self) -> list[str]:
        return list(dict.fromkeys(key for key, _ in self.keyed))


def _spellings(entry: ParsedEntry) -> _Spellings | None:
    canonical = entry.venue_canonical or known.canonical_venue(entry.venue, entry.venue_acronym)
    info = known.lookup(canonical) if canonical else None
    if entry.type == PublicationType.DATASET and info is None:
        # A dataset's "venue" is usually the word "Dataset" or a repository we do not know.
        return None
    written = [canonical, entry.venue_acronym, entry.venue, info.name if info else None]
    spellings = tuple(dict.fromkeys(s.strip() for s in written if s and s.strip()))
    keyed = tuple((key, s) for s in spellings if (key := venue_key(s)))
    return _Spellings(canonical, info, spellings, keyed) if spellings else None


class VenueResolver:
    """Resolves the venues of a whole paste at once."""

    def __init__(self, entries: list[ParsedEntry]) -> None:
        cache: dict[tuple, _Spellings | None] = {}
        self._spellings: dict[int, _Spellings | None] = {}
        for index, entry in enumerate(entries):
            dataset = entry.type == PublicationType.DATASET
            signature = (entry.venue, entry.venue_acronym, entry.venue_canonical, dataset)
            if signature not in cache:
                cache[signature] = _spellings(entry)
            self._spellings[index] = cache[signature]
        keys: set[str] = set()
        names: set[str] = set()
        for spelling in self._spellings.values():
            if spelling:
                keys.update(spelling.keys())
                names.update(spelling.written)
        self._by_key: dict[str, int] = dict(
            VenueAlias.objects.filter(key__in=keys).values_list("key", "venue_id")
        )
        self._venues: dict[int, Venue] = {}
        self._by_name: dict[str, int] = {}
        venues = Venue.objects.filter(
            Q(pk__in=set(self._by_key.values())) | Q(short_name__in=names) | Q(name__in=names)
        ).only("id", "short_name", "name", "kind")
        for venue in venues:
            self._venues[venue.pk] = venue
            for _, key in venue_names_keyed(venue):
                self._by_name.setdefault(key, venue.pk)
        self._stored: dict[int, ResolvedVenue] = {}
        self._new: dict[str, ResolvedVenue] = {}
        self._claimed: set[str] = set()

    def resolve(self, index: int, entry: ParsedEntry) -> ResolvedVenue | None:
        spelling = self._spellings.get(index)
        if spelling is None:
            return None
        keys = spelling.keys()
        if not keys:
            # A name with no Latin letters or digits (Cyrillic, CJK ...) has no key to match or
            # create a venue by; the publication keeps the name as written in ``venue_name``.
            return None
        venue_id = next((self._by_key[k] for k in keys if k in self._by_key), None)
        if venue_id is None:
            venue_id = next((self._by_name[k] for k in keys if k in self._by_name), None)
        if venue_id is not None:
            choice = self._stored.get(venue_id)
            if choice is None:
                venue = self._venues[venue_id]
                choice = ResolvedVenue(venue_id, venue.short_name, venue.name, VenueKind(venue.kind))
                self._stored[venue_id] = choice
        else:
            identity = keys[0]
            choice = self._new.get(identity)
            if choice is None:
                choice = self._new[identity] = self._new_venue(spelling, entry)
        for key, written in spelling.keyed:
            if key not in self._by_key and key not in self._claimed:
                self._claimed.add(key)
                choice.new_aliases[key] = written
        return choice

    @property
    def choices(self) -> list[ResolvedVenue]:
        return [*self._stored.values(), *self._new.values()]

    @staticmethod
    def _new_venue(spelling: _Spellings, entry: ParsedEntry) -> ResolvedVenue:
        info = spelling.info
        if info is not None:
            return ResolvedVenue(None, info.canonical or info.acronym, info.name, info.kind)
        short = spelling.canonical or entry.venue_acronym or ""
        name = entry.venue or short
        if short == name and len(short.split()) > 2:
            short = ""
        return ResolvedVenue(None, short, name, _KIND_OF_TYPE[PublicationType(entry.type)])
