"""What every export format reads from a publication: people, pages, venue names, dates."""

from __future__ import annotations

import re
from typing import NamedTuple

from publications.models import Author, Publication
from publications.vocabulary import PublicationType

_PAGE_SPLIT = re.compile("\\s*(?:--|[-\u2013\u2014])\\s*")
_SPACES = re.compile(r"\s+")


class Person(NamedTuple):
    """One author's names as the formats write them. A tuple: the BibTeX export looks each person
    up by value a few hundred thousand times, and a tuple's hash is computed in C."""

    family: str
    given: str
    display: str

    @property
    def family_first(self) -> str:
        """ "Foster, Ian T.", as reference managers list names; the name as shown without a given name."""
        return f"{self.family}, {self.given}" if self.given else self.display

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
    """The authors in order: attached to export rows (``exports.rows``), else the prefetched authorships."""
    attached = getattr(publication, "export_people", None)
    if attached is not None:
        return attached
    return [person(authorship.author) for authorship in publication.authorships.all()]


def tag_names(publication: Publication) -> list[str]:
    attached = getattr(publication, "export_tags", None)
    if attached is not None:
        return attached
    return [tag.name for tag in publication.tags.all()]


def one_line(text: str | None) -> str:
    """The text on one line: runs of whitespace (newlines, tabs, no-break spaces) as one space."""
    if not text:
        return ""
    # Most stored values are one line already: every whitespace character but the space is
    # unprintable, so such a value needs no regular expression (a full export calls this millions of times).
    if text.isprintable() and "  " not in text and text[0] != " " and text[-1] != " ":
        return text
    return _SPACES.sub(" ", text).strip()


def page_range(pages: str) -> tuple[str, str]:
    """(first, last) page of "1-13", "1\u201313", "1--13"; a single page is its own first page."""
    pages = one_line(pages)
    if not pages:
        return "", ""
    # Split at the first dash itself: a marker character put in its place could be in the text too.
    first, *rest = _PAGE_SPLIT.split(pages, maxsplit=1)
    return first, rest[0] if rest else ""


def venue_title(publication: Publication) -> str:
    """The full name of where it appeared: the canonical venue's, else as the source wrote it."""
    if publication.venue_id and publication.venue.name:
        return one_line(publication.venue.name)
    return one_line(publication.venue_name)


def venue_acronym(publication: Publication) -> str:
    return one_line(publication.venue.short_name) if publication.venue_id else ""


def is_journal_like(publication: Publication) -> bool:
    return publication.type in {PublicationType.JOURNAL, PublicationType.PREPRINT}
