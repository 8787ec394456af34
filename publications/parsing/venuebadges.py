"""The venue's badge over each card of a theme's publication list.

al-folio (a Jekyll theme, its list made by jekyll-scholar) prints an entry's ``abbr`` field in a
box to the left of its card: the venue's short name ("ICML", "NeurIPS", "arXiv", "IEEE TPAMI"). A
browser copies the box as a line of its own above the card's title, under the year heading or
the row of buttons that closes the card before ("Abs Bib PDF"). Read as a line of the list, the
badge is a heading (the section of the cards under it) or the first words of a title.

A badge line is short (one to three words, no sentence's punctuation) and written as a short
name is: a capital after its first letter ("ICML", "NeurIPS", "arXiv"). It stands where a card
opens: under a row of buttons, under a year alone or first in the paste; the card under it holds
lines up to the next row of buttons. A paste is such a list where ``_FEWEST_BADGES`` lines at
least are badges so placed; a heading's words ("PhD", "Preprints") are no badge. Badges of
capitalised words ("Mind", "Ethics", "Phil. Rev.") are told by their place alone: where every
card of the list (three at least) opens with one, over a title, its names and its venue.

Cannot handle: such badges over some cards only; they are read as the line rules read them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .sections import reads_as_heading

VENUE_BADGE_REASON = "a venue's badge over its card"

# One to three short words of letters, digits and "&-'+.", a capital after the first letter.
_BADGE_RE = re.compile(r"^(?=.{2,20}$)[A-Za-z][\w&'+.-]*(?: [\w&'+.-]+){0,2}$")
_INNER_CAPITAL_RE = re.compile(r"[A-Za-z][A-Z]")
_YEAR_ALONE_RE = re.compile(r"^\s*(?:19|20)\d\d\s*$")
_FEWEST_BADGES = 2
# A badge of capitalised words ("Mind", "Phil. Rev.") is told by its place alone: over every card of
# the list, so many cards at least, each of a title, names and a venue.
_SHORT_NAME_RE = re.compile(r"^(?=.{2,20}$)[A-Z][\w&'+.-]*(?: [A-Z][\w&'+.-]*){0,2}$")
_FEWEST_NAMED_CARDS = 3
_FEWEST_CARD_LINES_UNDER_NAME = 3
# A card under its badge: a title and a line more at least, up to its row of buttons.
_FEWEST_CARD_LINES = 2


def _looks_like_badge(text: str) -> bool:
    stripped = text.strip()
    return (
        _BADGE_RE.match(stripped) is not None
        and _INNER_CAPITAL_RE.search(stripped) is not None
        and not stripped.endswith(".")
        and not reads_as_heading(stripped)
    )


def venue_badge_lines(texts: list[str], is_link_line: Callable[[str], bool]) -> set[int]:
    """The indices of ``texts`` (a paste's lines, blank ones included) that are venue badges over
    the cards of a list that closes each card on a row of buttons; set() where it is no such list."""
    links = [bool(text.strip()) and is_link_line(text) for text in texts]
    if sum(links) < _FEWEST_BADGES:
        return set()
    # For each line, how many non-blank lines there are from it to the next row of buttons (None
    # where no row follows), counted once from the paste's end.
    to_buttons: list[int | None] = [None] * len(texts)
    count: int | None = None
    for position in range(len(texts) - 1, -1, -1):
        if links[position]:
            count = 0
        elif count is not None and texts[position].strip():
            count += 1
        to_buttons[position] = count
    # The lines that open a card: first, or under a row of buttons or a year alone.
    openings: list[int] = []
    above: int | None = None
    for index, text in enumerate(texts):
        if not text.strip():
            continue
        if (
            not links[index]
            and not _YEAR_ALONE_RE.match(text)
            and (above is None or links[above] or _YEAR_ALONE_RE.match(texts[above]))
        ):
            openings.append(index)
        above = index
    found = {
        index
        for index in openings
        if _looks_like_badge(texts[index])
        and (under := to_buttons[index]) is not None
        and under - 1 >= _FEWEST_CARD_LINES
    }
    if len(found) >= _FEWEST_BADGES:
        return found
    # A journal's name or its abbreviation ("Mind", "Phil. Rev.") over every card of the list, each
    # over a title, its names and its venue.
    shortened = {
        index
        for index in openings
        if _SHORT_NAME_RE.match(texts[index].strip())
        and not reads_as_heading(texts[index])
        and (under := to_buttons[index]) is not None
        and under - 1 >= _FEWEST_CARD_LINES_UNDER_NAME
    }
    return shortened if len(shortened) >= _FEWEST_NAMED_CARDS and len(shortened) == len(openings) else set()
