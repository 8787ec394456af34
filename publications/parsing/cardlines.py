"""Cards whose lines each hold one field, read by what a list's cards share: a title line first, a
line of names under it (or under a line of links), and lines of venue, place and year after.

Accepts the pasted lines and the entries read from them; mends, in place, the cards the entry
reader read apart or without their names. A card is a block of lines between blank lines. Where
at least ``_FEWEST_CARDS`` of a list's blocks, and more than half of those of several lines, open
with a line that names no one and hold one line of names (the second or the third, a year after
the names allowed: "Lindqvist Marta, et al. 2023"), the list is written in such cards; a card of
it the reader took as several entries, or read naming no one or with no year, is read as one
entry: its first line the title, its line of names the authors, the first year of its other
lines the year. A card the reader read whole, with those names and that title (or a part of
it), stands as read.

Cannot handle: a title wrapped over two lines that does not end in a stop above a line of links
(the card is left as read); a card whose names line is not read as names ("A. Ferrari, CNR
Institute …": a name and an affiliation); a card holding two publications.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .fields import WRITTEN_YEAR_RE
from .lines import Line, blank_separated_blocks, is_link_labels
from .names import is_author_list, split_authors
from .records import ParsedEntry
from .text import clean_title, strip_list_marker

# So many cards at least, and more than half of a list's blocks of several lines, make a list of cards.
_FEWEST_CARDS = 3
# A year written after the names on their line: "Lindqvist Marta, et al. 2023".
_TRAILING_YEAR_RE = re.compile(r"[\s,.(]+((?:19|20)\d\d)[a-z]?\)?\.?\s*$")
_WORD_RE = re.compile(r"[^\W\d_]{2,}")


def mend_cards(lines: Sequence[Line], entries: list[ParsedEntry]) -> None:
    """Read again, as one entry each, the cards of a list of cards the reader read amiss (see the
    module's doc); ``entries`` loses the entries merged into a card's first."""
    blocks = blank_separated_blocks(lines)
    several = [block for block in blocks if len(block) >= 2]
    # The cards a list of cards needs; the blocks are read only while it can still have them
    # (a paste of one long block, or of single lines, has none to read).
    needed = max(_FEWEST_CARDS, len(several) // 2 + 1)
    cards = {}
    for index, block in enumerate(several):
        if len(cards) + len(several) - index < needed:
            return
        names_at = _names_line(block)
        if names_at is not None:
            cards[block[0].number] = (block, names_at)
    if len(cards) < needed:
        return
    dropped: set[int] = set()
    for block, names_at in cards.values():
        first, last = block[0].number, block[-1].number
        inside = [entry for entry in entries if first <= entry.line_start <= last and entry.line_end <= last]
        if not inside or any(entry.line_start < first for entry in inside):
            continue
        # The card's own lines: a heading the reader kept out (above its first entry) is not one.
        own = [line for line in block if line.number >= min(entry.line_start for entry in inside)]
        if own[0] is not block[0]:
            names_at -= len(block) - len(own)
            if names_at < 1:
                continue
        title_text = strip_list_marker(own[0].text.strip())[1]
        if names_at > 1 and not title_text.endswith((".", "?", "!", ")")):
            continue  # the title may go on in the line under it
        names_text, year_after_names = _without_year(own[names_at].text.strip())
        people, truncated = split_authors(names_text)
        title = clean_title(title_text)
        entry = inside[0]
        if (
            len(inside) == 1
            and entry.authors == [person.display for person in people]
            and _key(entry.title) in _key(title)
            and entry.year is not None
        ):
            continue  # read whole, as the card writes it
        year = _first_year([line for index, line in enumerate(own) if index not in (0, names_at)])
        entry.title = title
        entry.author_names, entry.authors = people, [person.display for person in people]
        entry.authors_truncated = truncated
        entry.year = entry.year if len(inside) == 1 and entry.year is not None else (year or year_after_names)
        if entry.venue and (_key(entry.venue) in _key(title_text) or _key(entry.venue) in _key(names_text)):
            entry.venue = None  # a piece of the title or names the reader took for the venue
        entry.line_end = own[-1].number
        entry.raw = "\n".join(line.text for line in own)
        dropped.update(id(other) for other in inside[1:])
    if dropped:
        entries[:] = [entry for entry in entries if id(entry) not in dropped]


def _names_line(block: list[Line]) -> int | None:
    """Where a card's one line of names stands (1 or 2, or after a heading line 2 or 3); None
    where the block is no such card: its first line names people, or no line or several do."""
    found = _lone_names_line(block, _names)
    if found == _NONE_FOUND:  # "Lindqvist Marta, et al. 2023": names with the year after them
        found = _lone_names_line(block, lambda text: _names(_without_year(text)[0]))
    return None if found == _NONE_FOUND else found


# No line of the block reads as names (``_lone_names_line``).
_NONE_FOUND = -1


def _lone_names_line(block: list[Line], names: Callable[[str], bool]) -> int | None:
    """Where the block's one line of ``names`` stands, 1 to 3; ``_NONE_FOUND`` where no line
    reads so; None where the first line does, a line after the fourth or more than one line
    (read no further: the block is no card)."""
    found = _NONE_FOUND
    for index, line in enumerate(block):
        if names(line.text.strip()):
            if index == 0 or index > 3 or found != _NONE_FOUND:
                return None
            found = index
    return found


def _names(text: str) -> bool:
    """A line of names: of two words at least ("Published", a heading, reads as a name too), and no
    row of a card's buttons ("PDF Cite DOI" under a citation reads as a name's capitalised words)."""
    return " " in text and not is_link_labels(text) and is_author_list(text)


def _without_year(text: str) -> tuple[str, int | None]:
    """ "Lindqvist Marta, et al. 2023" → ("Lindqvist Marta, et al.", 2023); other text as it is."""
    found = _TRAILING_YEAR_RE.search(text)
    if found is None or not _WORD_RE.search(text[: found.start()]):
        return text, None
    return text[: found.start()].strip(" ,("), int(found.group(1))


def _first_year(lines: list[Line]) -> int | None:
    for line in lines:
        if (found := WRITTEN_YEAR_RE.search(line.text)) is not None:
            return int(found.group(0))
    return None


def _key(text: str | None) -> str:
    return re.sub(r"[\W_]+", "", (text or "").casefold())
