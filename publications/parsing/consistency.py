"""A list reads alike: the readings of one pasted list's entries weighed against each other.

Accepts the entries of one free-text list as the entry reader read them one by one, each with
the lines it was handed. The entries of one list follow one style. Where more than half of them,
and at least three, are read soundly in one *shape* (the order in which the text writes their
names, title, venue and year, what follows the last name and what closes the title: a quote, a
full stop, a comma, a colon, a line break), an entry read in another shape, or read unsoundly, is
probably misread, and a sound reading of it in the list's shape probably right. Where the shapes
differ only in what closes the titles, the order and names that more than half share make the
list's shape. The other
readings tried are the title cut where the list's titles end (where the reading ran the venue
into the title), the field labeller's alone, the rules' alone, the text parted at the marks
that part the list's fields (for lists that open with the names or the title), and last the
entry reader's own with the rules' reading standing: where the labeller's reading was taken in
the entry is unlike the list's shape, the rules' reading in that shape is put back, its title closed by
whatever mark, and the names the labeller alone read are dropped in a list that names no one
(unless it is all but certain of them). A reading is
sound where its title holds two words or more and does not end in names ("Title: Ana Ruiz and
Ben Cole") and its names look like names (``soundness``); a year the text does not write in
full (a heading's, a tag's "’23") is no part of a shape and stays as read.

Two more things a list's entries share are read alike: the lines their fields fill (a list that
writes the title on a line, the names on the next, reads an entry the same way whose reading ran
the title across the line break, ``align_to_lines``), and the stop after an initial (a list whose
lone initials keep their stops keeps the one a single author's name writes before a comma or the
year, which the reader took for the stop closing a Vancouver list, ``stop_initials_alike``).
A list whose entries open with their titles reads a title's head before a colon as the title's,
not as a name ("Greek Vases: Art, Society, and Meaning", ``title_heads_alike``).

Cannot handle: a list of mixed styles, where no shape has a majority (nothing changes); a list
most of whose entries are misread alike (their misreading is the majority's shape, unless its
titles end in names); an entry none of whose readings is in the list's shape (its first reading
stands); a list whose misreadings split its entries among several shapes, none a majority.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace

from publications.keys import title_key

from .fields import find_status
from .names import author_list_end, split_authors
from .records import ParsedEntry
from .reference import read_reference, subtitle_sentence_follows
from .soundness import is_sound
from .tail import parse_tail
from .text import clean_title

# Another reading of an entry from its lines; None where the reader has none.
Reader = Callable[[list[str]], ParsedEntry | None]

# A list has a style where at least this many entries, and more than this share of all its
# entries, are read soundly in one shape: a plurality of a mixed list is no style.
_FEWEST_AGREEING = 3
_MAJORITY = 0.5

# The field labeller's mean marginal for the names above which its names stand against the list.
_CERTAIN = 0.95

_WORD_RE = re.compile(r"\w+")
_WORD_SPLIT_RE = re.compile(r"(\w+)")
_CLOSING_QUOTES = "”\"’'»“"
_OPENING_QUOTES = "“\"‘'«„"
# What closes a title, as the list writes it; an apostrophe inside a word closes no quote.
_TITLE_END_RE = {
    ",": re.compile(r",\s+"),
    ".": re.compile(r"\.\s+"),
    ":": re.compile(r":\s+"),
    ";": re.compile(r";\s+"),
    "quote": re.compile(r"[”\"»]|[’'](?!\w)"),
}


@dataclass(frozen=True)
class Shape:
    """How an entry's reading lies on its text."""

    order: str  # the fields' letters in the order the text writes them: "ATVY", "YATV", "TAVY"
    names_end: str  # what follows the last name's family name: ":", ",", "." "(", "\n", "" (else)
    title_end: str  # what follows the title: "quote", ".", ",", ":", ";", "(", "\n", "" (anything else)


def harmonise(
    items: Sequence[tuple[ParsedEntry, list[str]]],
    readers: Sequence[Reader],
    rules_standing: Reader | None = None,
    shapes: Sequence[Shape | None] | None = None,
) -> dict[int, ParsedEntry]:
    """The readings to put in place of some of ``items`` (entries with the lines they were read
    from), by their index: for each entry read unlike the list's dominant shape, the first of its
    other readings (the title cut at the list's title end, each of ``readers``, the text parted
    at the list's marks, the entry reader's with the rules' reading standing, ``rules_standing``)
    that is sound and in that shape. Empty where the list has no dominant shape.

    The reading with the rules' standing differs only where the field labeller's reading was
    taken in the entry; it fits the list with its title closed by another mark than the list's
    titles (a quoted title in a list of titles closed by a comma), and may drop the names the
    labeller read where the rules read none and the list's shape names no one (a review's "edited
    by A. Name", a name inside a quoted title), unless the labeller is all but certain of them
    (``_CERTAIN``). ``shapes``: the items' shapes (``shapes_of``), where the caller has them."""
    if len(items) < _FEWEST_AGREEING:
        return {}
    texts = ["\n".join(lines) for _, lines in items]
    shapes = shapes_of(items) if shapes is None else shapes
    sound = [is_sound(entry) for entry, _ in items]
    dominant = _dominant([shape for shape, ok in zip(shapes, sound, strict=True) if ok], len(items))
    if dominant is None:
        return {}
    marked_venues = _venues_holding_title_end(
        [
            entry
            for (entry, _), shape, ok in zip(items, shapes, sound, strict=True)
            if ok and shape == dominant
        ],
        dominant,
    )
    chosen: dict[int, ParsedEntry] = {}
    for index, ((entry, lines), text) in enumerate(zip(items, texts, strict=True)):
        if sound[index] and (shapes[index] is None or not _unlike(shapes[index], dominant)):
            continue  # read in the list's shape, or a sound reading whose fields are not all placed
        if sound[index] and _venue_after(shapes[index], dominant, entry):
            continue  # the list's shape and a short venue after the title its other entries lack
        others = _other_readings(
            entry, lines, text, dominant, readers, rules_standing, last_cut_first=not marked_venues
        )
        for other, from_rules in others:
            # A year the text does not write in full (a heading's, a tag's "’23") stands.
            reading = (
                other if other is None or _written(entry.year, text) else replace(other, year=entry.year)
            )
            if (
                reading is not None
                and reading.title
                and _core(reading) != _core(entry)
                and is_sound(reading)
                # Sound names are not dropped to fit a list that names none (an owner's list,
                # an item with its co-authors), but for the labeller's where the rules read none.
                and (
                    reading.authors
                    or not entry.authors
                    or not sound[index]
                    or (from_rules and _labellers_names_droppable(entry, dominant))
                )
                and not _title_head_lost(entry, reading)
                and _fits(shape_of(reading, text), dominant, loosely=from_rules)
            ):
                chosen[index] = reading
                break
    return chosen


def _title_head_lost(entry: ParsedEntry, reading: ParsedEntry) -> bool:
    """Does ``reading`` cut the head off the entry's title and read it as nothing else, no name and
    no year of its own ("Douglas g altman: Statistician, …" read as "Statistician, …" under the same
    names)? Words of the text would be lost, which no fit to the list's shape makes up for."""
    whole, kept = title_key(entry.title), title_key(reading.title)
    if not kept or not whole.endswith(kept) or whole == kept:
        return False
    words = (entry.title or "").split()
    cut = next((at for at in range(1, len(words)) if title_key(" ".join(words[at:])) == kept), None)
    if cut is None:
        return False
    read_as_other = {
        title_key(word) for word in " ".join([*reading.authors, str(reading.year or "")]).split()
    }
    return any(title_key(word) not in read_as_other for word in words[:cut] if title_key(word))


def _venues_holding_title_end(entries: Sequence[ParsedEntry], dominant: Shape) -> bool:
    """Do half or more of the venues of the entries read in the list's shape hold the mark that
    closes its titles ("Proceedings of X, Boston")? Then a venue holding it is no sign of a title
    cut short."""
    end_re = _TITLE_END_RE.get(dominant.title_end)
    venues = [entry.venue for entry in entries if entry.venue]
    return (
        end_re is None or not venues or 2 * sum(bool(end_re.search(venue)) for venue in venues) >= len(venues)
    )


def _unlike(shape: Shape, dominant: Shape) -> bool:
    """A shape unlike the list's: its fields in another order or its names closed otherwise, or
    its title closed by no mark where the list's titles have one. A title closed by another mark
    is the entry's own ("Title, Ontario. Congress …" in a list of "Title, Journal"): a list's
    writer varies that mark, and a reader does not stop a title at a mark that is not there."""
    if shape.order != dominant.order or shape.names_end != dominant.names_end:
        return True
    return shape.title_end != dominant.title_end and shape.title_end == ""


# The most words of a venue an entry may write after its title where most of its list's entries
# write none: a journal's or a publisher's name ("Nordlit", "Aftenposten", "Historisk Tidsskrift").
_MOST_ADDED_VENUE_WORDS = 3


def _venue_after(shape: Shape, dominant: Shape, entry: ParsedEntry) -> bool:
    """Is a sound reading of this shape the list's shape with a short venue of capitalised words
    after the title, where the list's shape ends with the title? A list whose entries mostly
    name no venue ("Names Year. Title.") has some that do ("Names Year. Title. Journal."): that
    venue is no part of the title, which a reading in the list's shape would run it into."""
    if shape is None or shape.order != dominant.order + "V" or not dominant.order.endswith("T"):
        return False
    if (shape.names_end, shape.title_end) != (dominant.names_end, dominant.title_end):
        return False
    words = (entry.venue or "").split()
    return 0 < len(words) <= _MOST_ADDED_VENUE_WORDS and all(word[:1].isupper() for word in words)


def shapes_of(items: Sequence[tuple[ParsedEntry, list[str]]]) -> list[Shape | None]:
    """The shape of each of ``items`` (entries with the lines they were read from)."""
    return [shape_of(entry, "\n".join(lines)) for entry, lines in items]


def shape_of(entry: ParsedEntry, text: str) -> Shape | None:
    """Where the reading's fields stand in ``text``; None where its title, names or venue are not
    found there as written (a venue the reader spelt out): its shape is unknown."""
    words = _Words(text)
    title = words.span(entry.title)
    if title is None:
        return None
    starts = {"T": title[0]}
    names_end = ""
    families = _families(entry)
    if families:
        first = words.span(families[0])
        if first is None:
            return None
        starts["A"] = first[0]
        last = words.span(families[-1], first[0])
        names_end = words.mark_after(last[1]) if last is not None else ""
    if entry.venue:
        venue = words.span(entry.venue, title[1] + 1) or words.span(entry.venue)
        if venue is None:
            return None
        starts["V"] = venue[0]
    if entry.year is not None:
        # The year outside the title where the text writes it there too ("Vision 2020 …, 2020").
        years = sorted((title[0] <= index <= title[1], index) for index in words.years(entry.year))
        if years:  # else a year from the list's heading or an item's tag: no part of the shape
            starts["Y"] = years[0][1]
    order = "".join(sorted(starts, key=starts.__getitem__))
    title_end = "quote" if words.opens_quote(title[0]) else words.mark_after(title[1])
    return Shape(order, names_end, title_end)


def _written(year: int | None, text: str) -> bool:
    return year is None or str(year) in text


class _Words:
    """A text's words, case folded, and the marks between them: fields are found by their words,
    the marks aside (a reading drops quotes and stops, and may join a broken line), and the marks
    that follow them read apart. Places are word indices."""

    def __init__(self, text: str) -> None:
        self.text = text
        # A mark, a word, a mark, …, a mark; folding the case leaves the marks as they are.
        self.pieces = _WORD_SPLIT_RE.split(text.casefold())
        self.words = self.pieces[1::2]

    def span(self, value: str, start: int = 0) -> tuple[int, int] | None:
        """The first and last word of ``value`` from word ``start`` on: its first words in a row,
        then its last words after them (what the reading made of the middle aside)."""
        words = _WORD_RE.findall(value.casefold())
        head = self._run(words[:4], start)
        if head is None:
            return None
        if len(words) <= 4:
            return head, head + len(words) - 1
        tail = self._run(words[-3:], head + 1)
        return head, tail + 2 if tail is not None else head + 3

    def years(self, year: int) -> list[int]:
        """Where the text writes ``year`` ("2019", "2019a")."""
        written = str(year)
        if written not in self.text:
            return []
        found = [index for index, word in enumerate(self.words) if word.startswith(written)]
        return [index for index in found if len(self.words[index]) == 4 or self.words[index][4:].isalpha()]

    def mark_after(self, index: int) -> str:
        """The mark that parts the word at ``index`` from what follows, where one does. A title's
        own question or exclamation mark ends it as a full stop does ("… how fast? Geophys. Res.
        Lett."), or stands before the list's mark ("… how fast?, Journal")."""
        after = self.pieces[2 * index + 2].lstrip(" \t")
        if after[:1] in ("?", "!"):
            after = after[1:].lstrip(" \t") or "."
            return after[0] if after[0] in ".,:;(\n" else "."
        return after[0] if after and after[0] in ".,:;(\n" else ""

    def opens_quote(self, index: int) -> bool:
        before = self.pieces[2 * index].rstrip()
        return bool(before) and before[-1] in _OPENING_QUOTES

    def text_after(self, index: int) -> str:
        """The text after the word at ``index``, as written."""
        return "".join(_WORD_SPLIT_RE.split(self.text)[2 * index + 2 :])

    def _run(self, words: list[str], start: int) -> int | None:
        if not words:
            return None
        index = start - 1
        while True:
            try:
                index = self.words.index(words[0], index + 1)
            except ValueError:
                return None
            if self.words[index : index + len(words)] == words:
                return index


def _families(entry: ParsedEntry) -> list[str]:
    """The family names of the reading's authors, in their order."""
    if len(entry.author_names) == len(entry.authors):
        return [name.family or _family(name.display) for name in entry.author_names]
    return [_family(name) for name in entry.authors]


def _family(name: str) -> str:
    """The longest word of a name as read (its family name, most often)."""
    return max(name.replace(".", " ").split(), key=len, default=name)


def _dominant(shapes: list[Shape | None], entries: int) -> Shape | None:
    """The shape most of the list's entries are read in. Where no shape has a majority only
    because the mark closing the titles varies (a title closed by its own stop in a list of
    "Names, Year. Title, Venue", or a title read as running on into the venue, closed by
    whatever closes that), the most common shape among those of the order and names most
    entries share, where those have a majority: ``_unlike`` lets a title close by another mark."""
    counted = Counter(shape for shape in shapes if shape is not None and len(shape.order) >= 3)
    if not counted:
        return None
    shape, count = counted.most_common(1)[0]
    if count >= _FEWEST_AGREEING and count > _MAJORITY * entries:
        return shape
    fields = Counter((shape.order, shape.names_end) for shape in counted.elements() if shape.title_end)
    if not fields:
        return None
    (order, names_end), agreeing = fields.most_common(1)[0]
    if agreeing < _FEWEST_AGREEING or agreeing <= _MAJORITY * entries:
        return None
    return next(
        shape for shape, _ in counted.most_common() if (shape.order, shape.names_end) == (order, names_end)
    )


def _fits(shape: Shape | None, dominant: Shape, *, loosely: bool = False) -> bool:
    """Is a reading of this shape in the list's? Loosely, its title may close by another mark
    than the list's titles (``_unlike``): the rules' reading of an entry whose labeller's reading
    did not fit the list, a title quoted in a list of titles closed by a comma."""
    if shape is None:
        return False
    return shape == dominant or (loosely and not _unlike(shape, dominant))


def _labellers_names_droppable(entry: ParsedEntry, dominant: Shape) -> bool:
    """May the names of an entry whose reading the labeller gave be dropped for the rules' reading
    of none? Where the list's shape names no one and the labeller is not all but certain of them."""
    return "A" not in dominant.order and entry.field_confidence.get("authors", 0) < _CERTAIN


def _other_readings(
    entry: ParsedEntry,
    lines: list[str],
    text: str,
    dominant: Shape,
    readers: Sequence[Reader],
    rules_standing: Reader | None = None,
    *,
    last_cut_first: bool = False,
) -> Iterator[tuple[ParsedEntry | None, bool]]:
    """The other readings, each told whether it is the entry reader's with the rules' standing.
    That one comes last: it is read only where no other fits the list."""
    for cut in _cuts_at_title_end(entry, text, dominant, last_cut_first=last_cut_first):
        yield cut, False
    for reader in readers:
        yield reader(lines), False
    yield _split_at_marks(" ".join(line.strip() for line in lines), dominant), False
    if rules_standing is not None:
        yield rules_standing(lines), True


def _split_at_marks(text: str, dominant: Shape) -> ParsedEntry | None:
    """The entry read by parting its text where the list's shape parts its fields: the title up
    to the mark that closes the list's titles, the names where the name reader ends them, the
    rest read as the venue and its details. For the shapes that open with the names or the title."""
    end_re = _TITLE_END_RE.get(dominant.title_end)
    if end_re is None or dominant.order[:2] not in ("AT", "TA"):
        return None
    if dominant.order.startswith("TA"):
        closing = end_re.search(text)
        if closing is None:
            return None
        title, rest = text[: closing.start()], text[closing.end() :].lstrip()
        names_end = author_list_end(rest)
        if names_end is None:
            return None
        names, tail = rest[:names_end], rest[names_end:]
    else:
        names_end = author_list_end(text)
        closing = end_re.search(text, names_end) if names_end is not None else None
        if closing is None:
            return None
        names, title, tail = text[:names_end], text[names_end : closing.start()], text[closing.end() :]
    people, truncated = split_authors(names)
    title = clean_title(title)
    if not people or not title:
        return None
    found = parse_tail(tail, links=False)
    entry = ParsedEntry(title=title, authors=[person.display for person in people], author_names=people)
    entry.authors_truncated = truncated
    entry.year, entry.venue, entry.venue_acronym = found.year, found.venue, found.venue_acronym
    entry.volume, entry.number, entry.pages, entry.publisher = (
        found.volume,
        found.number,
        found.pages,
        found.publisher,
    )
    return entry


def _cuts_at_title_end(
    entry: ParsedEntry, text: str, dominant: Shape, *, last_cut_first: bool = False
) -> Iterator[ParsedEntry]:
    """The reading with its title cut where the list's titles end and what follows read as the
    venue, at each such mark from the first: for a reading that found no venue where the list's
    entries have one after the title (it ran the venue into the title: "Title, Journal 12 (2019)"
    read as a title alone). From the last mark where the list's venues hold no such mark: a
    title may hold its own ("Highly Transparent, Scalable, and Stable Solar Cells, Journal")."""
    end_re = _TITLE_END_RE.get(dominant.title_end)
    if end_re is None or entry.venue or "TV" not in dominant.order.replace("Y", ""):
        return
    words = _Words(text)
    title = words.span(entry.title)
    after = words.text_after(title[1]) if title is not None else ""
    cuts = list(end_re.finditer(entry.title))
    for cut in reversed(cuts) if last_cut_first else cuts:
        rest = entry.title[cut.end() :].lstrip()
        if cut.start() == 0 or not _VENUE_START_RE.match(rest):
            continue  # a venue's name opens with a capital: "…, and composition" goes on the title
        if subtitle_sentence_follows(f" {rest}{after}", 0, len(rest) + len(after) + 1):
            continue  # "Title. A comparative study after 8 years. Venue": a subtitle, no venue
        tail = parse_tail(rest + after, links=False)
        if tail.venue is None or not rest.casefold().startswith(tail.venue.casefold()[:4]):
            continue
        yield replace(
            entry,
            title=entry.title[: cut.start()].strip(" " + _OPENING_QUOTES + _CLOSING_QUOTES),
            venue=tail.venue,
            volume=entry.volume or tail.volume,
            number=entry.number or tail.number,
            pages=entry.pages or tail.pages,
        )


# A venue's name opens with a capital, a quote or an ordinal ("4th Workshop on …").
_VENUE_START_RE = re.compile(r"[A-ZÀ-ÖØ-Þ" + _OPENING_QUOTES + r"]|\d{1,3}(?:st|nd|rd|th)\b")


def _core(entry: ParsedEntry) -> tuple[str, tuple[str, ...], int | None]:
    """What a reading says of an entry, its spelling aside (a title's quotes, a name's stops)."""
    return title_key(entry.title), tuple(title_key(name) for name in entry.authors), entry.year


def align_to_lines(items: Sequence[tuple[ParsedEntry, list[str]]]) -> dict[int, ParsedEntry]:
    """The readings to put in place of some of ``items`` where the list writes its fields on
    lines of their own: where at least three entries, and more than half of those of as many
    lines, are read soundly with the title alone on one line and the first name on a line of
    its own, an entry of as many lines whose reading runs its title across a line break, or
    reads other names than its names line writes ("Title\\nAna María Ruiz, …" read as the
    title "Title Ana" and the names "María Ruiz, …"), is read with the title on the list's
    title line and the names as that line writes them; its other fields stand."""
    layouts = [_line_layout(entry, lines) for entry, lines in items]
    counted = Counter(
        layout for layout, (entry, _) in zip(layouts, items, strict=True) if layout and is_sound(entry)
    )
    if not counted:
        return {}
    layout, agreeing = counted.most_common(1)[0]
    count, title_at, names_at = layout
    of_as_many = sum(len(_filled(lines)) == count for _, lines in items)
    if agreeing < _FEWEST_AGREEING or agreeing <= _MAJORITY * of_as_many:
        return {}
    # The names line is read as the reader reads the names of most of the entries so laid.
    read_alike = sum(
        [person.display for person in _names_of_line(_filled(lines)[names_at])[0]] == entry.authors
        for (entry, lines), other in zip(items, layouts, strict=True)
        if other == layout
    )
    if read_alike <= _MAJORITY * agreeing:
        return {}
    chosen: dict[int, ParsedEntry] = {}
    for index, (entry, lines) in enumerate(items):
        filled = _filled(lines)
        if len(filled) != count:
            continue
        title = clean_title(filled[title_at])
        people, truncated = _names_of_line(filled[names_at])
        if not people or not title:
            continue
        authors = [person.display for person in people]
        if title_key(title) == title_key(entry.title) and authors == entry.authors:
            continue
        reading = replace(
            entry, title=title, authors=authors, author_names=people, authors_truncated=truncated
        )
        if is_sound(reading) and _core(reading) != _core(entry):
            chosen[index] = reading
    return chosen


def _filled(lines: Sequence[str]) -> list[str]:
    return [line.strip() for line in lines if line.strip()]


def _line_layout(entry: ParsedEntry, lines: Sequence[str]) -> tuple[int, int, int] | None:
    """How many lines the entry fills, the one that is its title alone and the first other one
    that holds names alone; None where the reading is not so laid."""
    filled = _filled(lines)
    if len(filled) < 2 or not entry.authors:
        return None
    key = title_key(entry.title)
    if not key:
        return None
    title_at = next((at for at, line in enumerate(filled) if title_key(clean_title(line)) == key), None)
    if title_at is None:
        return None
    names_at = next(
        (at for at, line in enumerate(filled) if at != title_at and _names_of_line(line)[0]),
        None,
    )
    return None if names_at is None else (len(filled), title_at, names_at)


def _names_of_line(line: str) -> tuple[list, bool]:
    """The names a line writes, where it writes names alone (a closing "et al." or stop aside)."""
    end = author_list_end(line)
    if end is None or line[end:].strip(" .,;"):
        return [], False
    return split_authors(line[:end])


# A given name of one initial, stopped or not: "E.", "E".
_ONE_INITIAL_RE = re.compile(r"[A-ZÀ-ÖØ-Þ]\.?")
# A given name of initials alone: "SD", "J. A.", "P.-C.".
_INITIALS_RE = re.compile(r"(?:[A-ZÀ-ÖØ-Þ]\.?[\s-]?)+")


def stop_initials_alike(items: Sequence[tuple[ParsedEntry, list[str]]]) -> dict[int, ParsedEntry]:
    """The readings to put in place of some of ``items`` where the list stops its initials: where
    at least three of the list's names given by one initial, and more than half of them, keep
    the stop the text writes after it ("O. Creevey"), a name read without the stop its text
    writes before a comma or the year ("Corsaro E. 2019, Title", read "E Corsaro": the stop taken
    for the one that closes a Vancouver list) is given it ("E. Corsaro")."""
    stopped = unstopped = 0
    for entry, _ in items:
        for name in entry.author_names:
            if len(name.given) <= 2 and _ONE_INITIAL_RE.fullmatch(name.given):
                stopped += name.given.endswith(".")
                unstopped += not name.given.endswith(".")
    if stopped < _FEWEST_AGREEING or stopped <= _MAJORITY * (stopped + unstopped):
        return {}
    chosen: dict[int, ParsedEntry] = {}
    for index, (entry, lines) in enumerate(items):
        if len(entry.author_names) != len(entry.authors):
            continue
        if not any(len(name.given) == 1 for name in entry.author_names):
            continue  # no initial without its stop to give one
        if any(
            _INITIALS_RE.fullmatch(name.given) and "." not in name.given for name in entry.author_names[:-1]
        ):
            continue  # "Lu Y, Feng X. 2019": the entry writes its initials without stops
        text = " ".join(lines)
        names = [_with_written_stop(name, text) for name in entry.author_names]
        if names != entry.author_names:
            chosen[index] = replace(entry, authors=[name.display for name in names], author_names=names)
    return chosen


def _with_written_stop(name, text: str):  # PersonName -> PersonName
    """The name with the stop its text writes after its one initial ("Corsaro E." → "E. Corsaro")."""
    given = name.given
    if not (
        _ONE_INITIAL_RE.fullmatch(given) and not given.endswith(".") and name.display.startswith(given + " ")
    ):
        return name
    # The stop that closes a Vancouver list comes before the title: "… Feng X. Title".
    written = rf"(?<!\w){re.escape(name.family)},?\s+{re.escape(given)}\.(?=\s*(?:,|\(?(?:1[5-9]|20)\d\d\b))"
    if not re.search(written, text):
        return name
    return replace(name, given=f"{given}.", display=f"{given}. {name.display[len(given) + 1 :]}")


# A list writes no names before its titles where at least this many of its entries open with
# the title, and more than this many times as many as open with names.
_TITLE_FIRST_OVER_NAMES_FIRST = 2
# A title read opening with "and" in small letters: the last item of a series of capitalised words
# whose first items were read as names ("Labor Elasticities, Market Failures, and Misallocation").
_SERIES_END_RE = re.compile(r"(?:and|&)\s+[A-ZÀ-ÖØ-Þ]")
# A status word closing the title read, after the title's stop: "…: Evidence from Villages. Accepted".
_CLOSING_STATUS_RE = re.compile(r"\.\s+([^\W\d_]+)$")
# An initial ("A.", "J.-P.") is a given name's, never a title's word.
_INITIAL_RE = re.compile(r"[A-ZÀ-ÖØ-Þ](?<![^\W\d_].)\.")


def title_heads_alike(
    items: Sequence[tuple[ParsedEntry, list[str]]], shapes: Sequence[Shape | None] | None = None
) -> dict[int, ParsedEntry]:
    """The readings to put in place of some of ``items`` where the list writes no names before its
    titles (an owner's list of titles, or titles followed by their names): where at least three
    entries, and more than twice as many as open with names, are read opening with their title,
    an entry read as a name before a colon and the title after it ("Greek Vases: Art, Society,
    and Meaning", read as by "Greek Vases") is read with that head as the start of its title and
    no names; so is one read as names before a comma and a title opening with "and" ("Labor
    Elasticities, Market Failures, and Misallocation: …", read as by two people). A head holding
    an initial ("A. Ruiz: Title") is a name and stands. ``shapes``: the items' shapes
    (``shapes_of``), where the caller has them."""
    texts = ["\n".join(lines) for _, lines in items]
    shapes = shapes_of(items) if shapes is None else shapes
    title_first = sum(shape is not None and shape.order.startswith("T") for shape in shapes)
    names_first = sum(
        shape is not None and shape.order.startswith("A") and bool(entry.authors)
        for shape, (entry, _) in zip(shapes, items, strict=True)
    )
    if title_first < _FEWEST_AGREEING or title_first <= _TITLE_FIRST_OVER_NAMES_FIRST * names_first:
        return {}
    chosen: dict[int, ParsedEntry] = {}
    for index, ((entry, _), text, shape) in enumerate(zip(items, texts, shapes, strict=True)):
        if shape is None or not shape.order.startswith("A"):
            continue
        if shape.names_end != ":" and not (shape.names_end == "," and _SERIES_END_RE.match(entry.title)):
            continue
        # Not weighed for soundness: a subtitle of capitalised words joined by commas and "and"
        # ("Art, Society, and Meaning") reads as names, and is what the head goes before.
        reading = _with_head_in_title(entry, text)
        if reading is not None:
            chosen[index] = reading
    return chosen


def _with_head_in_title(entry: ParsedEntry, text: str) -> ParsedEntry | None:
    """The entry read again with the names before its title read as the title's head: the text
    from the first name to the title's end quoted, as a title that cannot be mistaken is, and the
    rest (names after the title, venue, year) read as the reader reads them; None where the title
    does not follow the names' colon at once, or the head holds an initial."""
    words = _Words(text)
    families = _families(entry)
    first = words.span(entry.authors[0]) or words.span(families[0])
    title = words.span(entry.title)
    if first is None or title is None:
        return None
    last = words.span(families[-1], first[0])
    if last is None or last[1] + 1 != title[0]:
        return None
    pieces = _WORD_SPLIT_RE.split(text)
    start = sum(len(piece) for piece in pieces[: 2 * first[0] + 1])
    end = sum(len(piece) for piece in pieces[: 2 * title[1] + 2])
    end += len(text[end:]) - len(text[end:].lstrip("?!"))  # a question's mark is the title's
    head = text[start:end]
    if _INITIAL_RE.search(head.partition(":")[0]):
        return None
    whole = clean_title(" ".join(head.split()))
    if not title_key(whole).endswith(title_key(entry.title)):
        return None
    if (status := _CLOSING_STATUS_RE.search(head)) is not None and find_status(status.group(1)):
        # "Title. Accepted, Journal": the status after the title's stop is none of the title's.
        end -= len(head) - status.start() - 1
        whole = clean_title(" ".join(text[start:end].split()))
    reading = read_reference(f"{text[:start]}“{whole}”{text[end:]}")[0]
    if title_key(reading.title) != title_key(whole):
        return None
    return replace(reading, year=reading.year or entry.year)
