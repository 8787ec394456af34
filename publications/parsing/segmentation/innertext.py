"""Cards a browser copies with a blank line between their fields: a page whose cards each open
with badge lines (the year, then short codes: a journal's quartile "Q2", an item's code "A14")
and write each field (names, title, venue, "DOI: …") as a paragraph of its own. A browser's copy
(``innerText``) sets paragraphs apart by blank lines but badges and cards by single line breaks,
so the blank lines fall inside the cards and none between them:

    2019
    Q2

    A. Demir, B. Kaya

    Title of the Paper

    Journal, 12(3), 201-209

    DOI: 10.1000/x
    2018
    Q1
    …

Accepts the whole paste's lines. ``cards_as_blocks`` writes the paste again as cards of lines
with a blank line between cards (the year line over the card's fields, the badge codes left out,
as they are no field of the publication), and gives, for each line written, the number of the
pasted line it is, and the numbers of the badge lines left out.

Cannot handle: cards without a year line on top (nothing is known to open them); cards whose
fields run over several lines each (a wrapped title: the paragraphs are then not one field each,
and the paste is left as it is).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..lines import Line

# A year alone on its line: the badge that opens each card.
_YEAR_LINE_RE = re.compile(r"(?:19|20)\d\d")
# A badge's code under the year: a journal's quartile ("Q2"), an item's code in the owner's
# record ("A14", "B3"); no word.
_CODE_LINE_RE = re.compile(r"[A-Z]{1,2}\d{1,3}")
# So many cards at least make such a list.
_FEWEST_CARDS = 3
# A card's fields: the names, the title and the venue at least, a DOI or a link line at most two more.
_FEWEST_FIELDS = 3
_MOST_FIELDS = 5


def cards_as_blocks(lines: Sequence[Line]) -> tuple[str, list[int], list[int]] | None:
    """The paste (its ``lines``) written again as cards of lines (see the module's doc), each
    written line's pasted line number, and the numbers of the badge codes left out; None where
    the paste is no list of such cards."""
    stripped = [line.text.strip() for line in lines]
    cards = _cards(stripped)
    if cards is None:
        return None
    inside: set[int] = set()  # blank lines inside a card, left out
    codes: set[int] = set()
    for year_at, codes_end, fields in cards:
        codes.update(range(year_at + 1, codes_end))
        inside.update(range(codes_end, fields[-1]))
    opening = {year_at for year_at, _, _ in cards}
    written: list[str] = []
    origin: list[int] = []
    for position, line in enumerate(lines):
        if position in codes or (position in inside and not stripped[position]):
            continue
        if position in opening and written and written[-1].strip():
            written.append("")  # the card above ends here: a blank line between cards
            origin.append(position + 1)
        written.append(line.text)
        origin.append(position + 1)
    return "\n".join(written), origin, sorted(number + 1 for number in codes)


def _cards(stripped: list[str]) -> list[tuple[int, int, list[int]]] | None:
    """The cards: each one's year line, the position after its codes and the positions of its
    fields, each a paragraph of one line. None unless at least ``_FEWEST_CARDS`` cards, every one
    the year lines open, have ``_FEWEST_FIELDS`` to ``_MOST_FIELDS`` such fields, and most of them
    run on to the next card's year line with no blank line between (the copy's mark: a list under
    year headings parts its years by blank lines)."""
    openings = [
        (position, codes_end)
        for position, line in enumerate(stripped)
        if _YEAR_LINE_RE.fullmatch(line) and (codes_end := _codes_end(stripped, position)) is not None
    ]
    if len(openings) < _FEWEST_CARDS:
        return None
    cards: list[tuple[int, int, list[int]]] = []
    run_on = 0
    for index, (year_at, codes_end) in enumerate(openings):
        end = openings[index + 1][0] if index + 1 < len(openings) else len(stripped)
        fields = _fields(stripped, codes_end, end)
        if fields is None:
            return None
        cards.append((year_at, codes_end, fields))
        if index + 1 < len(openings) and fields[-1] + 1 == end:
            run_on += 1
    # A card ends on a single line break before the next card's year in most of the list.
    if run_on * 2 <= len(cards) - 1:
        return None
    return cards


def _codes_end(stripped: list[str], year_at: int) -> int | None:
    """The position after the badge codes under a year line, where a blank line follows them;
    None where the year line's badges are not followed by a blank line."""
    position = year_at + 1
    while position < len(stripped) and _CODE_LINE_RE.fullmatch(stripped[position]):
        position += 1
    return position if position < len(stripped) and not stripped[position] else None


def _fields(stripped: list[str], start: int, end: int) -> list[int] | None:
    """The positions of a card's fields between ``start`` (a blank line) and ``end``: lines each
    between blank lines (the last one may run on to ``end``). None where a paragraph holds more
    than one line, or the card has too few or too many fields."""
    fields: list[int] = []
    position = start
    while position < end:
        if stripped[position]:
            if position + 1 < end and stripped[position + 1]:
                return None  # a paragraph of two lines: no card of one-line fields
            fields.append(position)
        position += 1
    if end == len(stripped):
        # The last card: its fields are the paragraphs up to the first that is no field's length.
        fields = fields[:_MOST_FIELDS]
    if not _FEWEST_FIELDS <= len(fields) <= _MOST_FIELDS:
        return None
    return fields
