"""A reading that looks right on its own: of one entry, and of a whole paste.

Accepts readings (``ParsedEntry``, ``ParseResult``) as any reader made them, without the text (but
for the lines a reading of a paste left unread).
An entry's reading is *sound* where its title holds two words or more and does not end in names
("Title: Ana Ruiz and Ben Cole"), and its names look like names (a lone "name" that is a section
heading, "Journal" or "Recent Highlights", does not); it is *whole* where it is sound,
has a year, and its title neither holds a year (a card's "Journal of X 2021" line or a venue line
read as the title) nor opens with a list of names (a whole citation read as the title). A
paste's reading is *doubtful* where fewer than half of its entries are whole: the mark of a
layout read by the wrong reader, every entry shifted by a line or more, or every citation read
as one field. A reading that leaves lines reading as citations of their own unread (a year, commas,
a citation's length) has missed part of the paste, whatever its entries.

Cannot handle: a misreading whose titles are sound words and whose years are right (the venue
read as the title of a list without years in its venues); a list of titles without years (every
reading of it is doubtful, so none replaces another).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .headingwords import is_heading_words
from .linecaches import line_cache
from .names import author_list_end, is_author_list, looks_like_name
from .records import LineKind, ParsedEntry, ParseResult

_WORD_RE = re.compile(r"\w+")
_AND_RE = re.compile(r"\band\b")
_YEAR_RE = re.compile(r"\b(?:1[89]|20)\d\d\b")

# A reading of a paste is doubtful where fewer than this share of its entries are whole. The real
# page copies measured (author-database pages, dblp and Scholar copies) have two thirds or more of
# their entries whole; card pages read a line off by the line-block reader have none.
_WHOLE_SHARE = 0.5


def is_sound(entry: ParsedEntry) -> bool:
    """A title of words that does not end in names, and names that look like names."""
    return _sound(entry.title, tuple(entry.authors))


# Pure; a list's weighing and its readers' checks ask it of the same reading: kept for every
# entry of a long paste, where a smaller cache would have dropped the first check's before the next.
@line_cache
def _sound(title: str, authors: tuple[str, ...]) -> bool:
    if not title or len(_WORD_RE.findall(title)) < 2 or _names_list(title):
        return False
    if ": " in title and _names_list(title.rpartition(": ")[2]):
        return False  # "Title: Ana Ruiz and Ben Cole": the names read on into the title
    if len(authors) == 1 and is_heading_words(authors[0]):
        return False  # "Journal", "Recent Highlights": a section heading read as the authors line
    return all(looks_like_name(name) for name in authors)


def is_whole(entry: ParsedEntry) -> bool:
    """Sound, with a year, and a title that holds no year and opens with no names: such a title
    is most often a venue or date line, or a whole citation, read as the title."""
    title = entry.title or ""
    return (
        entry.year is not None
        and not _YEAR_RE.search(title)
        and is_sound(entry)
        and not _opens_with_names(title)
    )


def is_doubtful(result: ParseResult) -> bool:
    """Fewer than half of the reading's entries whole (or no entry at all)."""
    return _whole(result.entries) < _WHOLE_SHARE * len(result.entries) or not result.entries


# An ignored line this long that holds a year reads as a citation of its own ("Title, A. Ruiz, B.
# Cole, Journal of X, 2023"): a summary sentence or a link row under a card is shorter or has none.
_CITATION_LINE_LENGTH = 60
# A reading that leaves this many such lines unread has missed part of the paste.
_UNREAD_CITATIONS = 2


def leaves_citations_unread(result: ParseResult, text: str) -> bool:
    """Has the reading ignored lines that read as citations of their own: a page copy's reader
    that took the cards of a page and left its sections of one-line citations out?"""
    lines = text.split("\n")
    unread = 0
    for account in result.lines:
        if account.kind != LineKind.IGNORED or not 0 < account.line <= len(lines):
            continue
        line = lines[account.line - 1]
        if len(line) >= _CITATION_LINE_LENGTH and "," in line and _YEAR_RE.search(line):
            unread += 1
            if unread >= _UNREAD_CITATIONS:
                return True
    return False


def is_sounder(other: ParseResult, first: ParseResult) -> bool:
    """Is ``other`` a sounder reading of the paste than the doubtful ``first``: not doubtful
    itself, and more of its entries whole (more entries alone are no better: a reader that cuts
    every line into an entry makes many)."""
    return not is_doubtful(other) and _whole(other.entries) > _whole(first.entries)


def _whole(entries: Sequence[ParsedEntry]) -> int:
    return sum(is_whole(entry) for entry in entries)


def _opens_with_names(title: str) -> bool:
    """ "A. Ruiz, B. Cole, and C. Diaz, “Title,” …": two names or more before the title's words."""
    end = author_list_end(title)
    return end is not None and _names_list(title[:end].rstrip(" .,:;"))


def _names_list(text: str) -> bool:
    """Two names or more, as an author list writes them (one name may well open a title:
    "George Eliot's Letters")."""
    joined = "," in text or ";" in text or "&" in text or ("and" in text and _AND_RE.search(text) is not None)
    return joined and is_author_list(text)
