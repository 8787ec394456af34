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

Cards with no blank lines between them ("1. TITLE" / "Family, Given, …" / "2019, refereed …",
one after another under month headings) are known by the entries the reader read right: where
at least ``_FEWEST_CARDS`` entries over several lines, and more than half of them, were read with
their first line as the title and one line of names (at the same place in each) as the authors,
the entries over as many lines with their names at that place are the list's cards, and are
mended alike. Such cards may open with their names, the title under them ("D Kim, S Cao, J
Kono," / "Title" / "Venue 11, 1691 (2025)"), and their line of names may go on with the year in
brackets and the venue ("Rowe, J. B., & Ito, S. (2022).Sensors, 22(18)"). An entry of such a
list cut at the wrong line (its title line left out above its names, a heading under them taken
in) is moved onto the card its names belong to, where that leaves behind no more than a
heading. In either kind of list, an item the reader left out as no publication that is written
over exactly one card of the list's commonest shape (as many lines, the names at the same
place) is taken in as that card. A database's or preprint server's records are such cards too,
their first lines a title, a line of names and a dated venue line ("Title" / "Contributors:
World Health Organization" / "SocArXiv | Date created: 2016-08-03", ``record_card_lines``): the
grouping keeps those lines whatever the line labeller says, and their names line is the second,
whatever it holds (one name as short as the title's words, an organisation).

Cannot handle: a title wrapped over two lines that does not end in a stop above a line of links
(the card is left as read); a card whose names line is not read as names ("A. Ferrari, CNR
Institute …": a name and an affiliation); a card holding two publications.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from .cards import without_names_label
from .classify import canonical_venue, infer_type
from .fields import WRITTEN_YEAR_RE, award_of_line, heading_type
from .labelling.lexicons import AWARD_WORDS, EDITOR_WORDS, LINK_WORDS, STATUS_WORDS, THESIS_WORDS
from .lines import Line, is_link_line
from .names import is_author_list, split_authors
from .records import ParsedEntry, PublicationType
from .sections import known_venue_words, reads_as_heading
from .tail import parse_tail
from .text import clean_title, strip_list_marker
from .venues import lookup

# So many cards at least, and more than half of a list's blocks of several lines, make a list of cards.
_FEWEST_CARDS = 3
# A year written after the names on their line: "Lindqvist Marta, et al. 2023".
_TRAILING_YEAR_RE = re.compile(r"[\s,.(]+((?:19|20)\d\d)[a-z]?\)?\.?\s*$")
# The year in brackets after the names, the venue after it: "Rowe, J. B., & Ito, S. (2022).Sensors, 22(18)".
_YEAR_THEN_VENUE_RE = re.compile(r"\s*\(((?:19|20)\d\d)[a-z]?\)\.?\s*(?=[^\W\d_])")
_WORD_RE = re.compile(r"[^\W\d_]{2,}")
# A word of capitals and small letters closing a line of names, before its year: "Ana Ruiz, Li Wei,
# IROS" ("…, IROS, 2020"), "…, CoRL".
_CLOSING_ACRONYM_RE = re.compile(r",\s*([A-Z][A-Za-z]*[A-Z][A-Za-z]*),?\s*$")
# A card's year badge, a line of its own over the card's fields.
_YEAR_ALONE_RE = re.compile(r"(?:19|20)\d\d")
# The lines of a card under its year line: names, title, venue.
_FEWEST_LINES_UNDER_YEAR = 3
# An owner's name on a line of its own: a person's names, short (two to four words).
_LONGEST_OWNER_LINE = 40
_OWNER_WORDS = range(2, 5)
# Words of a card's badges and links, never a name's: "Best Paper", "Slides", "In Press".
_BADGE_WORDS = (
    AWARD_WORDS | EDITOR_WORDS | LINK_WORDS | STATUS_WORDS | THESIS_WORDS | {"google", "scholar", "pubmed"}
)
# A listing's description under a card's title is a paragraph of so many words at least.
_DESCRIPTION_WORDS = 12
# A card's venue line holds fewer words than this; a line as long is its abstract.
_LONGEST_VENUE_LINE = 25
# A date on a line of its own, as a listing prints it: "Mar 4, 2024", "4 March 2024", "2024-03-04".
_DATE_ALONE_RE = re.compile(
    r"^(?:[A-Z][a-z]{2,8}\.? \d{1,2}, (?:19|20)\d\d|\d{1,2} [A-Z][a-z]{2,8}\.? (?:19|20)\d\d"
    r"|(?:19|20)\d\d-\d\d-\d\d|\d{1,2}/\d{1,2}/(?:19|20)\d\d)$"
)
# A line an entry moved onto its card may leave behind: a heading ("Others", "Book chapters").
_MOST_WORDS_LEFT = 4


def mend_cards(
    lines: Sequence[Line],
    paragraphs: Sequence[list[Line]],
    entries: list[ParsedEntry],
    unread: Sequence[ParsedEntry] = (),
    badges: frozenset[int] = frozenset(),
    records: frozenset[int] = frozenset(),
) -> list[ParsedEntry]:
    """Read again, as one entry each, the cards of a list of cards the reader read amiss (see the
    module's doc); ``entries`` loses the entries merged into a card's first. Of ``unread`` (items
    the reader left out as no publication), one written over exactly a card's lines, in the shape
    most of the list's cards have (as many lines, the names at the same place), is the card's
    entry: it is put among ``entries`` in its place, read as the card, and returned. ``badges``:
    the numbers of the lines a theme prints over its cards (``venuebadges``), no line of a card.
    ``paragraphs``: the blocks of ``lines`` between blank lines (``blank_separated_blocks``);
    ``records``: the field lines of the paste's record cards (``record_card_lines``), whose names
    line is the second whatever it holds (a name as short as the title's words, an organisation)."""
    cards = (
        _blank_separated_cards(paragraphs, records)
        or _cards_read_alike(lines, entries, unread)
        or _cards_closed_by_buttons([line for line in lines if line.number not in badges])
    )
    starts = {id(item): item.line_start for item in unread}
    revived = _cards_left_out(cards, entries, unread)
    # (items moved up onto their card's first line: its list's titles are their cards' first lines)
    moved = {id(item) for item in revived if item.line_start != starts[id(item)]}
    if revived:
        entries[:] = sorted([*entries, *revived], key=lambda entry: entry.line_start)
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
            # A card's year alone over its names, title and venue ("2019" / "A. Demir, B. Kaya" /
            # "Title" / "Journal, 12(3)"), kept out as a heading, leaves a card that opens with its names.
            year_badge = (
                len(block) - len(own) == 1
                and len(own) >= _FEWEST_LINES_UNDER_YEAR
                and _YEAR_ALONE_RE.fullmatch(block[0].text.strip())
            )
            if names_at < 1 and not (names_at == 0 and year_badge):
                continue
        title_at = _title_line(names_at)
        title_text = strip_list_marker(own[title_at].text.strip())[1]
        # A listing's description under the title ("We combine flume experiments … rivers."): a
        # paragraph longer than the title, no words of it.
        described = title_at == 0 and names_at > 1 and _is_description(own[1].text.strip(), title_text)
        if (
            names_at > 1
            and not title_text.endswith((".", "?", "!", ")"))
            and id(inside[0]) not in moved
            and not described
        ):
            continue  # the title may go on in the line under it
        names_text, year_after_names = _without_year(own[names_at].text.strip())
        people, truncated = split_authors(names_text)
        title = clean_title(title_text)
        entry = inside[0]
        fielded = (title_at, names_at, 1) if described else (title_at, names_at)
        if (
            len(inside) == 1
            and entry.authors == [person.display for person in people]
            and _key(entry.title) in _key(title)
            and entry.year is not None
        ):
            # Read whole, as the card writes it; but a venue that is the card's names is none, and
            # the card's other lines may name it.
            if entry.venue and _key(entry.venue) in _key(names_text):
                entry.venue = None
            entry.venue = _without_names_before(entry.venue, names_text)
            if entry.venue is None:
                _venue_from_lines(entry, [line for index, line in enumerate(own) if index not in fielded])
            continue
        year = _first_year([line for index, line in enumerate(own) if index not in fielded])
        opened = _venue_opened_in_title(
            entry.venue, entry.title, [line for index, line in enumerate(own) if index not in fielded]
        )
        if opened != entry.venue:
            entry.venue, entry.venue_canonical = opened, canonical_venue(opened, entry.venue_acronym)
        entry.title = title
        entry.author_names, entry.authors = people, [person.display for person in people]
        entry.authors_truncated = truncated
        entry.year = entry.year if len(inside) == 1 and entry.year is not None else (year or year_after_names)
        if entry.venue and (_key(entry.venue) in _key(title_text) or _key(entry.venue) in _key(names_text)):
            entry.venue = None  # a piece of the title or names the reader took for the venue
        entry.venue = _without_names_before(entry.venue, names_text)
        if entry.venue and any(
            _DATE_ALONE_RE.match(line.text.strip()) and _key(entry.venue) in _key(line.text) for line in own
        ):
            entry.venue = None  # a month of a date on a line of its own ("Mar 4, 2024")
            entry.venue_acronym = entry.venue_canonical = None
            entry.type = infer_type(entry, None)
        if described:
            entry.abstract = entry.abstract or own[1].text.strip()
        if entry.venue is None:
            _venue_from_lines(
                entry,
                [
                    line
                    for index, line in enumerate(own)
                    if index not in fielded and not _DATE_ALONE_RE.match(line.text.strip())
                ],
            )
        entry.line_end = own[-1].number
        entry.raw = "\n".join(line.text for line in own)
        dropped.update(id(other) for other in inside[1:])
    if dropped:
        entries[:] = [entry for entry in entries if id(entry) not in dropped]
    return revived


def _venue_opened_in_title(venue: str | None, read_title: str, lines: list[Line]) -> str | None:
    """The venue with the words of its line the reader ran into the title it read over the card's
    lines ("IEEE Trans. Geosci. Remote Sens.": the title read up to "IEEE Trans", the venue from
    "Geosci."; "Proc. IEEE"): a line of the card, other than its title and names, that opens with
    the read title's last words and goes on with the venue."""
    if not venue or not read_title:
        return venue
    for line in lines:
        text = line.text.strip()
        at = text.find(venue)
        opening = text[:at].rstrip()
        if at > 0 and opening.rstrip(".") and read_title.endswith(opening.rstrip(".")):
            return f"{opening} {venue}"
    return venue


def _without_names_before(venue: str | None, names: str) -> str | None:
    """ "World Health Organization. SocArXiv" → "SocArXiv": a venue the reader opened with the
    card's line of names above it (one name or an organisation: no list whose commas the reader
    tells from the venue) loses them."""
    if not venue or not names or not venue.startswith(names):
        return venue
    return venue[len(names) :].strip(" .,;:") or None


def _is_description(text: str, title: str) -> bool:
    """Is ``text``, the line under a card's title, a description of the work: a paragraph of
    ``_DESCRIPTION_WORDS`` words at least, longer than the title, that ends in a full stop?"""
    return text.endswith(".") and len(text) > len(title) and len(text.split()) >= _DESCRIPTION_WORDS


def _venue_from_lines(entry: ParsedEntry, lines: list[Line]) -> None:
    """The venue of a card closed by its row of buttons that the reader read naming none, read
    from its lines other than the title and the names (the buttons left out): "In Conference on
    Learning Theory, 2023"; its abstract (a paragraph, ``_LONGEST_VENUE_LINE`` words and more) is
    none of them. A card without buttons may close on its notes ("Data and R code available from
    figshare"), no venue's words: its venue stays as read. A kind's word alone ("Preprint.") is
    the card's kind, no venue."""
    if not lines or not is_link_line(lines[-1].text.strip()):
        return
    rest = " ".join(
        line.text.strip()
        for line in lines
        if not is_link_line(line.text) and len(line.text.split()) < _LONGEST_VENUE_LINE
    )
    if not rest:
        return
    tail = parse_tail(rest, links=False)
    if tail.venue and " " not in tail.venue and reads_as_heading(tail.venue):
        if entry.type == PublicationType.OTHER:
            entry.type = infer_type(entry, None, tail.type_hint)
    elif tail.venue:
        entry.venue, entry.venue_acronym = tail.venue, tail.venue_acronym
        entry.venue_canonical = canonical_venue(tail.venue, tail.venue_acronym)
        if entry.type == PublicationType.OTHER:
            entry.type = infer_type(entry, None, tail.type_hint)


def _cards_left_out(
    cards: dict[int, tuple[list[Line], int]], entries: list[ParsedEntry], unread: Sequence[ParsedEntry]
) -> list[ParsedEntry]:
    """The items of ``unread`` each written over exactly one card of the list's commonest shape
    whose lines no entry holds; or over the card's last lines only, the lines above them (its
    title and venue, that the grouping left out) held by no entry and no other item, where the
    list's cards read so far each have their first line alone for the title: such an item
    starts at its card's first line."""
    if not cards or not unread:
        return []
    shape = _commonest_shape(cards)
    spans = {
        block[-1].number: block[0].number
        for block, names_at in cards.values()
        if (len(block), names_at) == shape
    }
    held = {number for entry in entries for number in range(entry.line_start, entry.line_end + 1)}
    # (a card's title that may go on in the line under it leaves where its card starts unsure)
    titled = _titled_by_first_lines(cards, entries)
    # (the lines above such an item are no other item's)
    items = {number: id(item) for item in unread for number in range(item.line_start, item.line_end + 1)}
    revived = []
    for item in unread:
        start = spans.get(item.line_end)
        if start is None or any(number in held for number in range(start, item.line_end + 1)):
            continue
        if item.line_start == start:
            revived.append(item)
        elif (
            item.line_start > start
            and titled
            and all(items.get(number, id(item)) == id(item) for number in range(start, item.line_start))
        ):
            item.line_start = start
            revived.append(item)
    return revived


def _titled_by_first_lines(cards: dict[int, tuple[list[Line], int]], entries: list[ParsedEntry]) -> bool:
    """Did the reader read ``_FEWEST_CARDS`` of the list's cards at least, and more than half of
    them, as entries from their first line whose title is that line?"""
    starts = {entry.line_start: entry for entry in entries}
    titled = 0
    for number, (block, _) in cards.items():
        entry = starts.get(number)
        if entry is not None and _key(entry.title) == _key(
            clean_title(strip_list_marker(block[0].text.strip())[1])
        ):
            titled += 1
    return titled >= _FEWEST_CARDS and titled * 2 > len(cards)


def _commonest_shape(cards: dict[int, tuple[list[Line], int]]) -> tuple[int, int] | None:
    """How most of a list's cards are written: how many lines, and where the names stand."""
    shapes = Counter((len(block), names_at) for block, names_at in cards.values())
    return shapes.most_common(1)[0][0] if shapes else None


def _blank_separated_cards(
    paragraphs: Sequence[list[Line]], records: frozenset[int] = frozenset()
) -> dict[int, tuple[list[Line], int]]:
    """The blocks between blank lines (``paragraphs``), by their first line's number, with where
    their line of names stands, where a list is written in such cards (see the module's doc); {}
    where it is not."""
    several = [block for block in paragraphs if len(block) >= 2]
    # The cards a list of cards needs; the blocks are read only while it can still have them
    # (a paste of one long block, or of single lines, has none to read).
    needed = max(_FEWEST_CARDS, len(several) // 2 + 1)
    cards = {}
    for index, block in enumerate(several):
        if len(cards) + len(several) - index < needed:
            return {}
        # (a record card's fields alone: a block holding more, another card's lines, is read by its names)
        record = len(block) == _RECORD_FIELD_LINES and block[0].number in records
        names_at = 1 if record else _names_line(block)
        if names_at is not None:
            cards[block[0].number] = (block, names_at)
    return cards if len(cards) >= needed else {}


# A record's card as a database or preprint server prints it: its title, its names and a venue
# line with its year, each a line, in its first three lines (an abstract or its subjects may follow).
_RECORD_FIELD_LINES = 3


def record_card_lines(paragraphs: Sequence[list[Line]]) -> frozenset[int]:
    """The numbers of the field lines of the paste's record cards, where it writes its records so:
    ``_FEWEST_CARDS`` paragraphs at least, and more than half of those of several lines, open with
    a title, a line of names and a dated venue line ("Title" / "Contributors: A. Name, …" /
    "PsyArXiv | Date created: 2022-03-14"). A card of such a list is a record whatever one of its
    lines looks like alone: a names line of one person or an organisation ("Contributors: World
    Health Organization") is as short as a heading or a line of a page's furniture."""
    several = [block for block in paragraphs if len(block) >= 2]
    cards = [block for block in several if _reads_as_record(block)]
    if len(cards) < _FEWEST_CARDS or len(cards) * 2 <= len(several):
        return frozenset()
    return frozenset(line.number for block in cards for line in block[:_RECORD_FIELD_LINES])


def _reads_as_record(block: list[Line]) -> bool:
    """Does the paragraph open with a title, a line of names (labelled as such, or names by their
    look) and a venue line with a year?"""
    if len(block) < _RECORD_FIELD_LINES:
        return False
    title, names, venue = (line.text.strip() for line in block[:_RECORD_FIELD_LINES])
    if without_names_label(title) != title:
        return False
    # (names under their label are names, whatever they look like; a title may look like names too)
    if without_names_label(names) == names and (not _names(names) or _names(title)):
        return False
    return WRITTEN_YEAR_RE.search(venue) is not None and len(venue.split()) < _LONGEST_VENUE_LINE


def _cards_closed_by_buttons(lines: Sequence[Line]) -> dict[int, tuple[list[Line], int]]:
    """Cards that each close on a row of buttons, with no blank line between them (al-folio's:
    "Title" / "Hanna Vesterlund" / "The Philosophical Review, 2022" / "Abs Bib PDF"), under year
    lines: where at least ``_FEWEST_CARDS`` of the runs of lines between two rows of buttons (or a
    year alone and a row), and more than half of them, hold a title, one line of names under it
    (one person's name, or several) and a year in a line after it, those runs are the list's
    cards, their names at 1; {} in any other list."""
    runs: list[list[Line]] = []
    run: list[Line] = []
    closed = False  # the run holds its row of buttons: the next line opens another
    for line in lines:
        text = line.text.strip()
        if not text:
            continue
        if is_link_line(text):
            if run:
                run.append(line)
                closed = True
            continue
        if closed:
            runs.append(run)
            run, closed = [], False
        if _YEAR_ALONE_RE.fullmatch(text):
            run = []
            continue
        run.append(line)
    if closed:
        runs.append(run)
    # The names line is the second: a title in capitalised words reads as names too, but the
    # page's owner is named on the names line of most cards, and no title repeats so.
    people = [
        {person.display for person in split_authors(run[1].text.strip())[0]}
        if _names(run[1].text.strip())
        else set()
        for run in runs
        if len(run) >= _FEWEST_LINES_UNDER_YEAR
    ]
    named = Counter(name for names in people for name in names)
    if not named:
        return {}
    cards = {
        run[0].number: (run, 1)
        for run in runs
        if len(run) >= _FEWEST_LINES_UNDER_YEAR
        and _names(run[1].text.strip())
        and not any(_names(line.text.strip()) for line in run[2:])
        and _first_year(run[2:]) is not None
    }
    count = named.most_common(1)[0][1]
    if count >= _FEWEST_CARDS and count * 2 > len(runs):
        return cards
    # A short list need not name one person on most of its cards: every run of it written as such
    # a card, its second line its only line of names (its title none), tells it as well.
    if len(runs) >= _FEWEST_CARDS and all(
        run[0].number in cards and not _names(run[0].text.strip()) for run in runs
    ):
        return cards
    return {}


def _cards_read_alike(
    lines: Sequence[Line], entries: list[ParsedEntry], unread: Sequence[ParsedEntry]
) -> dict[int, tuple[list[Line], int]]:
    """Cards written without blank lines between them, known by the entries the reader read
    confidently: an entry over several lines whose first line (the line under the names, where
    they open the card) it read as the title and whose one line of names, at the same place in
    each card, as the authors ("1. TITLE" / "Family, Given, …" / "2019, refereed …"). Where at
    least ``_FEWEST_CARDS`` entries, and more than half of those over several lines, are read so,
    the list's cards are its entries over as many lines with their line of names at that place;
    {} in any other list. The template comes from cards read
    right, so a list of wrapped references (whose second line may hold names) makes none. The
    items left out (``unread``) may be cards of that shape too."""
    by_number = {line.number: line for line in lines}

    def span(entry: ParsedEntry) -> list[Line]:
        return [
            by_number[number] for number in range(entry.line_start, entry.line_end + 1) if number in by_number
        ]

    spans = [(entry, span(entry)) for entry in entries if entry.line_end > entry.line_start]
    shapes: dict[tuple[int, int], int] = {}
    confident = 0
    for entry, block in spans:
        names_at = _names_line(block, names_first=True) if all(line.text.strip() for line in block) else None
        if names_at is None or not _read_as_card(entry, block, names_at):
            continue
        confident += 1
        shapes[len(block), names_at] = shapes.get((len(block), names_at), 0) + 1
    if confident < _FEWEST_CARDS or confident * 2 <= len(spans):
        return {}
    length, names_at = max(shapes, key=shapes.__getitem__)
    _recut(spans, entries, by_number, length, names_at)
    candidates = [*(span(entry) for entry, _ in spans), *(span(item) for item in unread)]
    return {
        block[0].number: (block, names_at)
        for block in candidates
        if len(block) == length
        and all(line.text.strip() for line in block)
        and _names_line(block, names_first=True) == names_at
    }


def _recut(
    spans: list[tuple[ParsedEntry, list[Line]]],
    entries: list[ParsedEntry],
    by_number: dict[int, Line],
    length: int,
    names_at: int,
) -> None:
    """Entries cut at the wrong line, moved onto the card their one line of names belongs to: the
    ``length`` lines with the names at ``names_at``, where no other entry holds any of them and
    they make such a card (a title line the reader left out above the names, and a heading under
    the card it took in: "Title." / "Family, I. (2022). Venue." / "Others"), and no more than a
    heading's few words, with no year, is left behind."""
    held = {number: id(entry) for entry in entries for number in range(entry.line_start, entry.line_end + 1)}
    for entry, block in spans:
        found = [index for index, line in enumerate(block) if _names(_without_year(line.text.strip())[0])]
        if len(found) != 1 or (len(block), found[0]) == (length, names_at):
            continue
        start = block[found[0]].number - names_at
        numbers = range(start, start + length)
        if (start, start + length - 1) == (entry.line_start, entry.line_end) or not all(
            number in by_number
            and by_number[number].text.strip()
            and held.get(number, id(entry)) == id(entry)
            for number in numbers
        ):
            continue
        left = [line for line in block if line.number not in numbers]
        if any(
            len(line.text.split()) > _MOST_WORDS_LEFT or WRITTEN_YEAR_RE.search(line.text) for line in left
        ):
            continue  # more than a heading would be left behind: another item's lines
        if _names_line([by_number[number] for number in numbers], names_first=True) == names_at:
            entry.line_start, entry.line_end = start, start + length - 1
            entry.year = None  # read from lines not the card's: the card's own year is read


def _read_as_card(entry: ParsedEntry, block: list[Line], names_at: int) -> bool:
    """Did the reader read ``entry`` as the card ``block`` writes it: its first line the title, its
    line of names the authors?"""
    people, _ = split_authors(_without_year(block[names_at].text.strip())[0])
    title = clean_title(strip_list_marker(block[_title_line(names_at)].text.strip())[1])
    return (
        bool(entry.authors)
        and entry.authors == [person.display for person in people]
        and _key(entry.title) in _key(title)
    )


def _names_line(block: list[Line], *, names_first: bool = False) -> int | None:
    """Where a card's one line of names stands (1 or 2, or after a heading line 2 or 3; with
    ``names_first``, 0 too: names over the title, "D Kim, S Cao, J Kono," / "Title" / "Venue
    (2025)"); None where the block is no such card: no line or several name people."""
    found = _lone_names_line(block, _names, names_first)
    if found == _NONE_FOUND:  # "Lindqvist Marta, et al. 2023": names with the year after them
        found = _lone_names_line(block, lambda text: _names(_without_year(text)[0]), names_first)
    return None if found == _NONE_FOUND else found


# No line of the block reads as names (``_lone_names_line``).
_NONE_FOUND = -1


def _lone_names_line(block: list[Line], names: Callable[[str], bool], names_first: bool) -> int | None:
    """Where the block's one line of ``names`` stands, 0 (with ``names_first``) or 1 to 3;
    ``_NONE_FOUND`` where no line reads so; None where a line that may not hold the names does,
    or more than one line (read no further: the block is no card)."""
    found = _NONE_FOUND
    for index, line in enumerate(block):
        if names(line.text.strip()):
            if (index == 0 and not names_first) or index > 3 or found != _NONE_FOUND:
                return None
            found = index
    return found


def _title_line(names_at: int) -> int:
    """Where a card's title stands: first, or under the names where they open the card."""
    return 1 if names_at == 0 else 0


def _names(text: str) -> bool:
    """A line of names: of two words at least ("Published", a heading, reads as a name too), and no
    row of a card's buttons ("PDF Cite DOI" under a citation, "Abs Bib" under an al-folio card, read
    as a name's capitalised words), nor an award's line under a citation ("Best Paper Award
    Finalist", capitalised words too)."""
    return " " in text and not is_link_line(text) and is_author_list(text) and award_of_line(text) is None


def _without_year(text: str) -> tuple[str, int | None]:
    """ "Lindqvist Marta, et al. 2023" → ("Lindqvist Marta, et al.", 2023), and so "Rowe, J. B.
    (2022). Sensors, 22(18)" (the venue after the year left out); other text as it is."""
    found = _TRAILING_YEAR_RE.search(text) or _YEAR_THEN_VENUE_RE.search(text)
    if found is None or not _WORD_RE.search(text[: found.start()]):
        return text, None
    names = text[: found.start()]
    return names[: names_end_before_acronym(names)].strip(" ,("), int(found.group(1))


def names_end_before_acronym(text: str) -> int:
    """Where a line's names end before a venue's acronym closing them, which a card writes between
    its names and year ("Ana Ruiz, Li Wei, IROS, 2020": at the comma after "Wei"); the text's end
    where no known venue's acronym closes it (initials do not: "Ruiz, JA")."""
    found = _CLOSING_ACRONYM_RE.search(text)
    if found is None or (venue := lookup(found.group(1))) is None or venue.acronym != found.group(1):
        return len(text)
    return found.start()


def _first_year(lines: list[Line]) -> int | None:
    for line in lines:
        if (found := WRITTEN_YEAR_RE.search(line.text)) is not None:
            return int(found.group(0))
    return None


def _key(text: str | None) -> str:
    return re.sub(r"[\W_]+", "", (text or "").casefold())


def owner_name_lines(texts: Sequence[str]) -> frozenset[str]:
    """The lines (stripped) of a paste that write one person's name alone and repeat on
    ``_FEWEST_CARDS`` of its lines at least: a page owner's name on each card of the works they
    wrote alone ("Title (2008)" / "J. Algebra 320 (2008), 3613-3658" / "Ana Ruiz" / "Article").
    A name's capitalised words are no words the paste writes in lower case elsewhere, nor words
    of a badge or a link ("Peer Reviewed", "Invited Talk", "Google Scholar" are none): so are not
    a kind's badge ("Journal Article"), a row of links, a line with a venue's word ("Nature
    Physics") or a digit."""
    counts = Counter(stripped for text in texts if (stripped := text.strip()))
    candidates = [
        text
        for text, count in counts.items()
        if count >= _FEWEST_CARDS
        and len(text) <= _LONGEST_OWNER_LINE
        and len(text.split()) in _OWNER_WORDS
        and not any(character.isdigit() for character in text)
    ]
    if not candidates:
        return frozenset()
    lower_words = {word for text in counts for word in _LETTERS_RE.findall(text) if word.islower()}
    not_a_name = lower_words | known_venue_words() | _BADGE_WORDS
    return frozenset(text for text in candidates if _one_person(text, not_a_name))


# A word's letters; a name's capitalised words are looked up in lower case.
_LETTERS_RE = re.compile(r"[^\W\d_]+")


def _one_person(text: str, not_a_name: set[str]) -> bool:
    """``not_a_name``: words no capitalised word of a name is (the paste's lower-case words, venue
    and badge words)."""
    if heading_type(text) is not None or is_link_line(text) or not is_author_list(text):
        return False
    if any(word.casefold() in not_a_name for word in _LETTERS_RE.findall(text) if not word.islower()):
        return False
    people, truncated = split_authors(text)
    return len(people) == 1 and not truncated
