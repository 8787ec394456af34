"""The kinds pages and portals print for their records, and the parser's types they name.

Each page below prints a work's kind in its own words: on the title's line, on a line of its own,
after the venue. This module holds each page's vocabulary of kinds: the ``PublicationType`` each
names, and where the kind is to be left off the record's text; the readers of the pages' cards and
venues ask it.

The teachPress plugin for WordPress prints the kind of each publication as a badge right after
its title, on the title's line ("Tuning-Free Step Sizes for Mirror Descent Journal Article"), and
a browser copies the badge with the title. A list whose title lines close on such badges is read
with the badges left off: they are no words of the title. A paste is such a list where two of its
lines at least close on a kind's name, one of them a kind's name no title ends in ("Journal
Article", "Proceedings Article", "Book Chapter", "Technical Report", …); its lines that close on
a one-word kind ("Book", "Workshop") then lose that word too. The badge names the entry's kind
as the plugin's record has it, which the entry is then typed by.

A research information system's profile (Ex Libris Esploro) prints each output's kind on a line of
its own between its names and its journal ("Ana Ruiz; Li Wei" / "Journal article" / "Journal,
12(3), 45-67"); read with the card's lines, the kind opens the venue ("Journal article Journal").
``without_opening_kind`` leaves such a kind off a venue; only the kinds of two words that no
venue's name opens with ("Journal article", "Book chapter", "Conference proceeding").

A research information system's portal (Elsevier Pure) prints each output's kind on a line of its
own under its citation, as its type and subtype ("Research output: Chapter in Book/Report/Conference
proceeding › Chapter", "Research output: Thesis › Doctoral Thesis"). The line is no text of the
record (``lines.py`` leaves it out); ``portal_kind_types`` types the record whose citation it
closes by it, as the citation alone may not tell ("In: Handbook of Coastal Systems.").

Dimensions prints each record's source line as its year, its source title and its publication
type after a dash ("2021, Journal of Hydrology - Article"); ``without_closing_kind`` leaves the
type off the venue: only Dimensions' types, after a spaced dash, as no venue's name ends.

Crossref's metadata search prints each result's kind in capitals, as the work's registered type
("BOOK CHAPTER published 3 May 2020 in …"); ``CROSSREF_TYPES`` holds the parser's type of each,
which ``networkcards`` types its Crossref cards by.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .records import PublicationType
from .text import holds_any

# The kinds teachPress names, as it prints them: those of two words, then those of one.
_TWO_WORD_KINDS = (
    "Journal Article",
    "Proceedings Article",
    "Book Chapter",
    "Technical Report",
    "Technical Manual",
    "PhD Thesis",
    "Masters Thesis",
    "Working Paper",
)
_ONE_WORD_KINDS = (
    "Inproceedings",
    "Incollection",
    "Book",
    "Booklet",
    "Collection",
    "Conference",
    "Miscellaneous",
    "Online",
    "Patent",
    "Periodical",
    "Presentation",
    "Proceedings",
    "Unpublished",
    "Workshop",
)
# A badge after a title of two words at least; not a line that is a badge alone, nor a venue line.
_BADGE_RE = re.compile(
    r"^(?!In:)(?P<title>\S+\s+\S.*?[^\s,;:(])\s+(?P<kind>"
    + "|".join((*_TWO_WORD_KINDS, *_ONE_WORD_KINDS))
    + r")\s*$"
)
# The kinds a badge settles, as the BibTeX reader types the record's entry type (a technical
# report or manual is "other"); the rest leave the entry's kind as its citation tells it.
_BADGE_TYPES = {
    "Journal Article": PublicationType.JOURNAL,
    "Proceedings Article": PublicationType.CONFERENCE,
    "Inproceedings": PublicationType.CONFERENCE,
    "Conference": PublicationType.CONFERENCE,
    "Workshop": PublicationType.CONFERENCE,
    "Book Chapter": PublicationType.CHAPTER,
    "Incollection": PublicationType.CHAPTER,
    "Book": PublicationType.BOOK,
    "PhD Thesis": PublicationType.THESIS,
    "Masters Thesis": PublicationType.THESIS,
    "Technical Report": PublicationType.OTHER,
    "Technical Manual": PublicationType.OTHER,
}
_FEWEST_BADGES = 2
# The plugin's title line holds the title alone: a line naming a year is a citation, whose last
# words ("…, NBER Working Paper") are its venue or its kind as the citation writes it.
_YEAR_RE = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)")


def without_kind_badges(texts: list[str]) -> dict[int, str]:
    """The lines of ``texts`` (by index) that close on a kind's badge, each without its badge,
    where the paste is a list that prints such badges; {} where it is not."""
    return {index: match["title"] for index, match in _badges(texts).items()}


def badge_types(texts: list[str]) -> dict[int, PublicationType]:
    """The kind each badge of ``without_kind_badges`` names (by the index of its line), where it
    settles one."""
    return {
        index: _BADGE_TYPES[match["kind"]]
        for index, match in _badges(texts).items()
        if match["kind"] in _BADGE_TYPES
    }


def _badges(texts: list[str]) -> dict[int, re.Match[str]]:
    # A paste that writes none of the kinds of two words is no such list: its lines are not each
    # asked of the pattern.
    if not holds_any("\n".join(texts), _TWO_WORD_KINDS):
        return {}
    found = {
        index: match
        for index, text in enumerate(texts)
        if "  " not in text and not _YEAR_RE.search(text) and (match := _BADGE_RE.match(text.strip()))
    }
    if len(found) < _FEWEST_BADGES or not any(match["kind"] in _TWO_WORD_KINDS for match in found.values()):
        return {}
    return found


# A kind no venue's name opens with, then the venue's name: "Journal article Soil Biology".
_OPENING_KIND_RE = re.compile(
    r"(?i:journal\s+article|proceedings\s+article|book\s+chapter|book\s+section|"
    r"conference\s+(?:proceeding|paper|contribution))\s+(?=[A-Z])"
)


def without_opening_kind(venue: str) -> str:
    """The venue without a kind's name opening it ("Journal article Soil Biology and Biochemistry")."""
    opening = _OPENING_KIND_RE.match(venue)
    return venue[opening.end() :] if opening is not None else venue


# Pure's line of an output's kind: its type, then its subtype and perhaps a peer review's mark,
# parted by arrows ("›", or ">" as some copies give it).
_PORTAL_KIND_RE = re.compile(r"Research\s+output:\s*(?P<kinds>[^›>]{3,80}(?:\s[›>]\s[^›>]{2,80}){0,3})$")
_PORTAL_KIND_SEPARATOR_RE = re.compile(r"\s[›>]\s")
# Pure's types and subtypes as the parser's kinds: a subtype where it settles one, else the type; a
# report, a working paper, a review of a book and the like are left as their citations tell them.
_PORTAL_SUBTYPES = {
    "chapter": PublicationType.CHAPTER,
    "entry for encyclopedia/dictionary": PublicationType.CHAPTER,
    "conference contribution": PublicationType.CONFERENCE,
    "book": PublicationType.BOOK,
    "anthology": PublicationType.BOOK,
    "preprint": PublicationType.PREPRINT,
    "data set": PublicationType.DATASET,
    "article": PublicationType.JOURNAL,
    "review article": PublicationType.JOURNAL,
    "letter": PublicationType.JOURNAL,
    "conference article": PublicationType.JOURNAL,
    "paper": PublicationType.CONFERENCE,
    "poster": PublicationType.CONFERENCE,
}
_PORTAL_TYPES = {"thesis": PublicationType.THESIS}


def _portal_kind_lines(texts: list[str]) -> Iterator[tuple[int, re.Match[str]]]:
    """Each portal's kind line (see the module's doc) as the index of the line above it, the last of
    the citation it closes, and the line's match."""
    for index, text in enumerate(texts):
        if index < 1 or not text.startswith("Research output:") or not texts[index - 1].strip():
            continue
        if (line := _PORTAL_KIND_RE.fullmatch(text.strip())) is not None:
            yield index - 1, line


def portal_citation_lines(texts: list[str]) -> list[int]:
    """The indexes of the lines a portal's kind line closes (the last line of each record's citation)."""
    return [index for index, _ in _portal_kind_lines(texts)]


def portal_kind_types(texts: list[str]) -> dict[int, PublicationType]:
    """The kind a portal's kind line names (see the module's doc), by the index of the line above
    it, the last of the citation it closes; {} where the paste holds no such line."""
    found: dict[int, PublicationType] = {}
    for index, line in _portal_kind_lines(texts):
        kinds = [kind.strip().lower() for kind in _PORTAL_KIND_SEPARATOR_RE.split(line["kinds"])]
        subtype = _PORTAL_SUBTYPES.get(kinds[1]) if len(kinds) > 1 else None
        kind = subtype or _PORTAL_TYPES.get(kinds[0])
        if kind is not None:
            found[index] = kind
    return found


# Crossref's work types, as a result's kind line prints them, as the parser's kinds: a book's section
# or part, or a reference work's entry, is a chapter in the book; posted content is a preprint (or
# another work posted before review). A report, a standard or a peer review is none of them: its
# kind is left as its citation tells it.
CROSSREF_TYPES = {
    "JOURNAL ARTICLE": PublicationType.JOURNAL,
    "PROCEEDINGS ARTICLE": PublicationType.CONFERENCE,
    "BOOK CHAPTER": PublicationType.CHAPTER,
    "BOOK SECTION": PublicationType.CHAPTER,
    "BOOK PART": PublicationType.CHAPTER,
    "REFERENCE ENTRY": PublicationType.CHAPTER,
    "BOOK": PublicationType.BOOK,
    "EDITED BOOK": PublicationType.BOOK,
    "MONOGRAPH": PublicationType.BOOK,
    "DISSERTATION": PublicationType.THESIS,
    "POSTED CONTENT": PublicationType.PREPRINT,
    "DATASET": PublicationType.DATASET,
}


# Dimensions' publication types after a spaced dash closing the source title: "… - Article".
_CLOSING_KIND_RE = re.compile(
    r"\s+[-–]\s+(?:Article|Chapter|Proceeding(?: Paper)?|Preprint|Monograph|Edited Book)\.?$"
)


def without_closing_kind(venue: str) -> str:
    """The venue without a publication type closing it after a dash ("Journal of Hydrology - Article")."""
    return _CLOSING_KIND_RE.sub("", venue)
