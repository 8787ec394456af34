"""A publication kind's badge printed at the end of each title line.

The teachPress plugin for WordPress prints the kind of each publication as a badge right after
its title, on the title's line ("Tuning-Free Step Sizes for Mirror Descent Journal Article"), and
a browser copies the badge with the title. A list whose title lines close on such badges is read
with the badges left off: they are no words of the title. A paste is such a list where two of its
lines at least close on a kind's name, one of them a kind's name no title ends in ("Journal
Article", "Proceedings Article", "Book Chapter", "Technical Report", …); its lines that close on
a one-word kind ("Book", "Workshop") then lose that word too.
"""

from __future__ import annotations

import re

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
_FEWEST_BADGES = 2
# The plugin's title line holds the title alone: a line naming a year is a citation, whose last
# words ("…, NBER Working Paper") are its venue or its kind as the citation writes it.
_YEAR_RE = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)")


def without_kind_badges(texts: list[str]) -> dict[int, str]:
    """The lines of ``texts`` (by index) that close on a kind's badge, each without its badge,
    where the paste is a list that prints such badges; {} where it is not. A paste that writes
    none of the kinds of two words is none (its lines are not each asked of the pattern)."""
    if not holds_any("\n".join(texts), _TWO_WORD_KINDS):
        return {}
    found = {
        index: match
        for index, text in enumerate(texts)
        if "  " not in text and not _YEAR_RE.search(text) and (match := _BADGE_RE.match(text.strip()))
    }
    if len(found) < _FEWEST_BADGES or not any(match["kind"] in _TWO_WORD_KINDS for match in found.values()):
        return {}
    return {index: match["title"] for index, match in found.items()}
