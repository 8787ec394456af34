"""Cards naming no one that give a work's title on one line and its journal on the next, a line of
link labels under them or not ("Title" / "Journal of Voice" / "DOI"): a works list exported from
a researcher's record and rendered on a profile page, or a résumé's list, under year headings.
Read line by line, the journal's line is taken for a second work's title.

Accepts the pasted lines' paragraphs and the entries read from them; mends, in place, the cards the reader
read as two entries, one a line, neither naming anyone. Where at least ``_FEWEST_CARDS`` blank-
separated cards of two lines (link labels under them left aside) were read so, and more than half
of them have a journal on their second line (one the venue table knows, or a name with a
periodical's word: "Journal", "Archives", "Transactions"), every such card is read as one
entry: its first line the title, its second the venue.

Cannot handle: cards with no blank line between them (one line a field, one work after another);
a list where few venue lines name a journal the table knows or by a periodical's word.
"""

from __future__ import annotations

from collections.abc import Sequence

from .classify import names_a_meeting, names_a_periodical
from .lines import Line, is_link_line
from .records import ParsedEntry, PublicationType
from .text import collapse_spaces
from .venues import canonical_venue, journal_named

# So many cards read apart, and more than half of them with a known journal, make a list of them.
_FEWEST_CARDS = 3
# A venue line is short and does not end as a sentence does.
_LONGEST_VENUE = 120


def _names_journal(text: str) -> bool:
    if journal_named(text):
        return True
    return (
        len(text) <= _LONGEST_VENUE
        and not text.endswith(".")
        and (names_a_periodical(text) or names_a_meeting(text))
    )


def join_venue_lines(paragraphs: Sequence[list[Line]], entries: list[ParsedEntry]) -> set[int]:
    """Join back each card of two lines the reader read as a titled entry and a nameless entry
    made of the journal's line (see the module's doc); the second entry leaves ``entries``. Gives
    the numbers of the journals' lines, whose entries are gone. ``paragraphs``: the pasted lines'
    blocks between blank lines (``blank_separated_blocks``)."""
    by_start = {entry.line_start: entry for entry in entries}
    pairs: list[tuple[ParsedEntry, ParsedEntry, str]] = []
    for block in paragraphs:
        fields = [line for line in block if not is_link_line(line.text)]
        if len(fields) != 2 or fields[0].number + 1 != fields[1].number:
            continue
        first, second = by_start.get(fields[0].number), by_start.get(fields[1].number)
        if first is None or second is None or first.authors or second.authors:
            continue
        if first.line_end != fields[0].number or first.venue or second.venue:
            continue
        pairs.append((first, second, collapse_spaces(fields[1].text.strip())))
    known = sum(1 for _, _, venue in pairs if _names_journal(venue))
    if len(pairs) < _FEWEST_CARDS or 2 * known <= len(pairs):
        return set()
    joined = set()
    for first, second, venue in pairs:
        first.venue = venue
        first.venue_canonical = canonical_venue(venue)
        if first.type is PublicationType.OTHER:
            first.type = PublicationType.JOURNAL
        first.line_end = max(first.line_end, second.line_end)
        first.raw = f"{first.raw}\n{second.raw}" if second.raw else first.raw
        joined.add(id(second))
    entries[:] = [entry for entry in entries if id(entry) not in joined]
    return {second.line_start for _, second, _ in pairs}
