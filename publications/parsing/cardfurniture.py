"""The badges and controls a database's or a publisher's page repeats on each of its cards.

Result and profile pages print, with every record, the same few short lines that belong to the
page rather than to the record: its access badge ("Open Access", "Free Access", "Full text
access"), its buttons ("Save", "Share", "Cite", "Export citation", "View PDF", "Add to library",
"Request permissions") and its counters ("Citations 12", "Downloads 340", "1,234 Views"). IEEE
Xplore, ScienceDirect, Wiley Online Library, Taylor & Francis Online, Dimensions, The Lens and
ResearchGate all do; a browser copies them as lines of their own. Read as lines of the list, such
a line is a heading that parts a card from its names, the first line of a spurious entry, or
words of a title or venue.

Such a line is told by two things together: its words are all the words of such badges, buttons
and counters (``_FURNITURE_WORDS``), numbers aside, and the paste repeats such lines: one of them
at least is written alike (letter case and numbers aside) on two cards. A line of them that
reads as a heading ("Published", "Peer reviewed") is a badge only inside a card, under one
of its lines: over the lines of a section it is the section's heading, and stays. A repeated
line with any other word is a field of the records (a venue several of them share, the page
owner's name, a year, a kind's heading) and stays; so is a kind's name ("Journal Article",
"Article 113201"), left to the line rules (``kindbadges``, ``sections``). The readers leave such a
line out where it stands: a blank line above it still ends the card before.

Cannot handle: a badge printed on one card only in a paste that repeats none; one whose words
are not among ``_FURNITURE_WORDS`` ("Editor's pick" is a mark of the paper, ``lines``).
"""

from __future__ import annotations

import re
from collections import Counter

from .sections import reads_as_heading

CARD_FURNITURE_REASON = "a badge or control the page repeats on each card"

# The words of access badges, buttons, counters and status badges: no word of a title, a venue or
# a name alone makes a line of them.
_FURNITURE_WORDS = frozenset(
    {
        "access",
        "add",
        "alert",
        "alerts",
        "altmetric",
        "and",
        "available",
        "citation",
        "citations",
        "cite",
        "crossref",
        "download",
        "downloads",
        "epub",
        "export",
        "free",
        "full",
        "fulltext",
        "html",
        "library",
        "mentions",
        "metrics",
        "open",
        "pdf",
        "peer",
        "permissions",
        "pmc",
        "published",
        "readers",
        "reads",
        "request",
        "reviewed",
        "rights",
        "save",
        "scholarly",
        "share",
        "text",
        "to",
        "view",
        "views",
    }
)
# A count beside a counter's word ("Citations 12", "1,234 Views"): read as any number.
_NUMBER_RE = re.compile(r"\d[\d,.]*[km]?", re.IGNORECASE)
_SEPARATORS_RE = re.compile(r"[\s|·•,;:/()\[\]-]+")
# A badge or a row of buttons is short.
_LONGEST = 60
_WORDS_AT_MOST = 6
# Written alike on so many cards at least.
_FEWEST_REPEATS = 2
_YEAR_ALONE_RE = re.compile(r"(?:1[5-9]|20)\d\d")
_YEAR_RE = re.compile(r"(?<![\d,.])(?:1[5-9]|20)\d\d(?![\d,.]\d|\d)")


def _key(text: str) -> str | None:
    """The line's words, folded and its numbers made one, when they are all furniture's; else None."""
    stripped = text.strip()
    if not stripped or len(stripped) > _LONGEST or _YEAR_RE.search(stripped):
        return None  # (a year is a record's date, whatever words stand beside it: "Published 2021")
    words = [word for word in _SEPARATORS_RE.split(_NUMBER_RE.sub(" # ", stripped.casefold())) if word]
    if len(words) > _WORDS_AT_MOST:
        return None
    # (Set operations: every different line of a paste is asked, and most are let go here.)
    named = set(words)
    named.discard("#")
    return " ".join(words) if named and named <= _FURNITURE_WORDS else None


def card_furniture_lines(texts: list[str]) -> set[int]:
    """The indices of ``texts`` (a paste's lines, blank ones included) that are badges or controls
    the page repeats on its cards: lines of furniture's words alone, where one of them at least is
    written alike ``_FEWEST_REPEATS`` times. A badge written once among them ("Full text access"
    where the other cards say "Open access") is one of the same row. One that reads as a heading
    ("Published", "Peer reviewed") is a badge only inside a card, under a line of it: over a
    section, after a blank line, a heading or a year, it is the section's heading."""
    keys = {text: _key(text) for text in dict.fromkeys(texts)}
    repeats = Counter(key for text in texts if (key := keys[text]) is not None)
    if not repeats or max(repeats.values()) < _FEWEST_REPEATS:
        return set()
    return {
        index
        for index, text in enumerate(texts)
        if keys[text] is not None and (not reads_as_heading(text) or _inside_card(texts, index))
    }


def _inside_card(texts: list[str], index: int) -> bool:
    """Does the line at ``index`` stand inside a card: is the line above it one of a card's own (not
    blank, no heading, no year alone)?"""
    above = texts[index - 1].strip() if index > 0 else ""
    return bool(above) and not reads_as_heading(above) and _YEAR_ALONE_RE.fullmatch(above) is None
