"""What every export format reads from a publication: people, pages, venue names, dates."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from publications.models import Author, Publication

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


def person(author: Author) -> Person:
    display = one_line(author.display_name)
    family = one_line(author.family_name)
    given = one_line(author.given_name)
    if not family:
        given, _, family = display.rpartition(" ")
    return Person(family=family, given=given, display=display)


def people(publication: Publication) -> list[Person]:
    """The authors in order, from the prefetched authorships."""
    return [person(authorship.author) for authorship in publication.authorships.all()]


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
