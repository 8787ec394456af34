"""What every export format reads from a publication: people, pages, venue names, dates."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

from publications.models import Author, Authorship, Publication

_PAGE_SPLIT = re.compile("\\s*(?:--|[-\u2013\u2014])\\s*")
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class Person:
    family: str
    given: str
    display: str

    @property
    def initials(self) -> str:
        """ "Ian T." → "I. T."; "Cheng-Zhong" → "C.-Z." """
        parts = []
        for word in self.given.replace(".", ". ").split():
            pieces = [piece for piece in word.split("-") if piece]
            parts.append("-".join(f"{piece[0]}." for piece in pieces))
        return " ".join(part for part in parts if part)


def person_named(display_name: str, given_name: str, family_name: str) -> Person:
    display = one_line(display_name)
    family = one_line(family_name)
    given = one_line(given_name)
    if not family:
        given, _, family = display.rpartition(" ")
    return Person(family=family, given=given, display=display)


def person(author: Author) -> Person:
    return person_named(author.display_name, author.given_name, author.family_name)


def people(publication: Publication) -> list[Person]:
    """The authors in order: attached by ``attach_export_relations``, else the prefetched authorships."""
    attached = getattr(publication, "export_people", None)
    if attached is not None:
        return attached
    return [person(authorship.author) for authorship in publication.authorships.all()]


def tag_names(publication: Publication) -> list[str]:
    attached = getattr(publication, "export_tags", None)
    if attached is not None:
        return attached
    return [tag.name for tag in publication.tags.all()]


def attach_export_relations(publications: list[Publication]) -> None:
    """Give a chunk of publications their authors and tags in two queries of plain values.

    Exports read only names, so they skip Django's prefetching, whose per-row bookkeeping
    costs more than the rows themselves; a 50,000-row export would otherwise outlast a
    worker's request timeout.
    """
    ids = [publication.pk for publication in publications]
    names: dict[int, list[Person]] = defaultdict(list)
    authorships = (
        Authorship.objects.filter(publication_id__in=ids)
        .order_by("publication_id", "position")
        .values_list("publication_id", "author__display_name", "author__given_name", "author__family_name")
    )
    for publication_id, display, given, family in authorships:
        names[publication_id].append(person_named(display, given, family))
    tags: dict[int, list[str]] = defaultdict(list)
    tagged = (
        Publication.tags.through.objects.filter(publication_id__in=ids)
        .order_by("tag__name")
        .values_list("publication_id", "tag__name")
    )
    for publication_id, name in tagged:
        tags[publication_id].append(name)
    for publication in publications:
        publication.export_people = names[publication.pk]
        publication.export_tags = tags[publication.pk]


def one_line(text: str | None) -> str:
    return _SPACES.sub(" ", text or "").strip()


def page_range(pages: str) -> tuple[str, str]:
    """(first, last) page of "1-13", "1\u201313", "1--13"; a single page is its own first page."""
    pages = one_line(pages)
    if not pages:
        return "", ""
    first, _, last = _PAGE_SPLIT.sub("\x00", pages, count=1).partition("\x00")
    return first, last


def venue_title(publication: Publication) -> str:
    """The full name of where it appeared: the canonical venue's, else as the source wrote it."""
    if publication.venue_id and publication.venue.name:
        return one_line(publication.venue.name)
    return one_line(publication.venue_name)


def venue_acronym(publication: Publication) -> str:
    return one_line(publication.venue.short_name) if publication.venue_id else ""


def is_journal_like(publication: Publication) -> bool:
    return publication.type in {"journal", "preprint"}
