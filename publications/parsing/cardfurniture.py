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
at least is written alike (letter case and numbers aside) on two cards. A line of them written
once that reads as a heading ("Published", "Peer reviewed") is a section's and stays. A repeated
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


def _key(text: str) -> str | None:
    """The line's words, folded and its numbers made one, when they are all furniture's; else None."""
    stripped = text.strip()
    if not stripped or len(stripped) > _LONGEST:
        return None
    words = [word for word in _SEPARATORS_RE.split(_NUMBER_RE.sub(" # ", stripped.casefold())) if word]
    named = [word for word in words if word != "#"]
    if not named or len(words) > _WORDS_AT_MOST or any(word not in _FURNITURE_WORDS for word in named):
        return None
    return " ".join(words)


def card_furniture_lines(texts: list[str]) -> set[int]:
    """The indices of ``texts`` (a paste's lines) that are badges or controls the page repeats on
    its cards: lines of furniture's words alone, where one of them at least is written alike
    ``_FEWEST_REPEATS`` times. A badge written once among them ("Full text access" where the other
    cards say "Open access") is one of the same row, unless it reads as a heading ("Published",
    "Peer reviewed" over a section)."""
    keys = {text: _key(text) for text in dict.fromkeys(texts)}
    repeats = Counter(key for text in texts if (key := keys[text]) is not None)
    if not repeats or max(repeats.values()) < _FEWEST_REPEATS:
        return set()
    return {
        index
        for index, text in enumerate(texts)
        if (key := keys[text]) is not None and (repeats[key] >= _FEWEST_REPEATS or not reads_as_heading(text))
    }
