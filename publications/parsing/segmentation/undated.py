"""Lists without dates: a researcher's working papers and work in progress, a reading list, the
titles of a page's topics, cards that date nothing. The line labeller learnt that a line without
a year is seldom an entry's; a list without dates writes its entries alike all the same, and what
its lines share tells how to read them.

Accepts any list of line strings and their shapes (``shapes.line_shapes``). ``UndatedLists``
reads every line once for what a line of such a list can be (``line_reading``): a title its names
follow ("Title. Family AB, Family C, Journal."), names then a title then the status that stands
where the year would ("Kim, A. Title. Under review."), a title with its year or that status in
brackets ("Title (2015)", "Title (in press)"), a card's line of names, a line under a title that
tells what became of it ("To appear in Journal", "with A. Name, submitted"), or a title alone
(quoted or not, the page owner never written, co-authors "(with …)" and a status at most). Then,
for each list, what its lines share: ``entry_lines`` gives the runs of items of one reading one
under another (each line an entry, the abstracts between them none), and the cards that repeat a
title, a line of names and a venue line or two (each card an entry), both told by the lines
themselves before the paste is grouped; ``titles`` gives the lists, under one heading each, whose
lines are mostly titles alone (each such line an entry, with the lines that describe it), told
once the paste's headings are known (a title alone carries nothing of its own to tell it from a
heading or a sentence: its whole list must). How each chosen line is written for the reader has
one place a reading: ``names_first``, ``title_and_when_as_read``, ``quoted_bare_title``.

Cannot handle: a list without dates whose entries are written in many ways (a title over its
names here, a title alone there) has nothing its lines share, and is left to the labeller.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from ..cards import after_abstract_label, is_abstract_paragraph
from ..fields import BOOK_IMPRINT_RE, DRAFT_STATUS_RE, WRITTEN_YEAR_RE, status_span
from ..linecaches import text_cache
from ..names import author_list_end, is_author_list
from ..text import strip_list_marker
from .shapes import goes_on_below, is_short

# What a line of a list without dates can be (``line_reading``).
TITLE_AND_NAMES = "title and names"  # "Title. Family AB, Family C, Journal."
# The status where the year would stand: "Family, A., & Other, B. Title. In preparation."
NAMES_AND_STATUS = "names, title and status"
NAMES = "names"  # a card's line of names under its title: "Ada Moreau, Paul Arne, Kofi Osei"
TITLE_ALONE = "title alone"  # "Title (with A. Name), Submitted", "“Title.” with A. Name Under review"
# A title and, in brackets after it, its year or the status in its place: "Title (2015)",
# "Title (in press)", "Title (no prelo)".
TITLE_AND_WHEN = "title and its year or status"
# Names, then a title and where it appeared, and no date anywhere: "Ada Moreau. Title (Press).",
# "Ada Moreau, Title. In: Encyclopedia, vol. 3." A CV's list that dates nothing writes every item
# so, one a line.
NAMES_AND_TITLE = "names and title"
# What became of the title above, in place of its year: "To appear in Journal", "Submitted",
# "with A. Name, under review at Journal", "R&R, Journal (with A. Name)".
DESCRIPTION = "description"

# The readings of a line that is a whole entry: a run of lines of one of them is a list of items.
_ITEMS = (TITLE_AND_NAMES, NAMES_AND_STATUS, TITLE_AND_WHEN, NAMES_AND_TITLE)
# Runs of items and cycles of cards: this many at least make a list.
_FEWEST_ITEMS = 3
_FEWEST_CARDS = 3
# Undated cards of a title line, a line of names and a venue or link line or two: this many lines
# to a card.
_CARD_LINES = (3, 4)
# Lists of titles alone hold this many of them at least, and this share of their lines.
_FEWEST_BARE_TITLES = 3
_BARE_TITLES_SHARE = 0.75
# "with A. Name, …", "joint with A. Name": a line of co-authors under its title.
_WITH_LEAD_RE = re.compile(r"\(?(?:joint\s+)?with\s", re.IGNORECASE)
# "(with A. Name", "[joint with A. Name": co-authors written as a note on the title.
_CO_AUTHOR_NOTE_RE = re.compile(r"[(\[](?:joint\s+)?with\s", re.IGNORECASE)


def line_reading(texts: list[str], shapes: list[str], position: int) -> str | None:
    """What the line at ``position`` can be in a list without dates (``TITLE_AND_NAMES``,
    ``NAMES``, ``DESCRIPTION``, ``TITLE_ALONE``), or None: a line with a year, a blank line or a line of
    neither kind. ``texts``: the paste's lines, blank ones included; ``shapes``: theirs."""
    above = shapes[position - 1] if position > 0 else ""
    return _reading(texts[position], shapes[position], bool(above) and not is_short(above))


# A paste repeats lines (link labels, "Abstract", a table's one-character cells): each distinct
# line is read once, so that a megabyte of short lines costs no more than its distinct lines.
@text_cache(maxsize=4096)
def _reading(text: str, shape: str, under_a_long_line: bool) -> str | None:
    """``line_reading`` of one line, its shape, and whether the line above it is long and written."""
    if shape and _title_and_when(text) is not None:
        return TITLE_AND_WHEN
    if not shape or not shape.endswith("/none"):
        return None
    if "," in text and under_a_long_line and is_author_list(text.strip().rstrip(".")):
        return NAMES
    if _title_and_names(text, shape):
        return TITLE_AND_NAMES
    if _names_title_status(text, shape):
        return NAMES_AND_STATUS
    if _description(text):
        return DESCRIPTION
    return TITLE_ALONE if bare_title(text) else None


@text_cache(maxsize=4096)
def _opens_item(text: str, shape: str) -> bool:
    """Does the line, longer than a heading and undated, open as an undated list's item does: with
    a quoted title ("“Title” (with A. Name)"), or with a title and a list of names after its stop,
    its co-authors' note's names too ("Title (with J. Lim and K. Osei).")? Such lines one under
    another are an entry each, whichever way each closes."""
    if not shape or is_short(shape) or not shape.endswith("/none"):
        return False
    if shape.startswith("quote/"):
        return True
    if not shape.startswith("upper/"):
        return False
    stop = text.find(". ", 0, 400)
    return stop > 0 and author_list_end(text[stop + 2 : stop + 400]) is not None


def _title_and_names(text: str, shape: str) -> bool:
    """Does the line, longer than a heading, open with a title (quoted or not) and a list of
    names after it?"""
    if is_short(shape) or not shape.startswith(("upper/", "quote/")):
        return False
    note = _CO_AUTHOR_NOTE_RE.search(text, 0, 400)  # (its names are a note's: "Title (with A. Name)")
    stop = text.find(". ", 0, 400 if note is None else note.start())
    return stop > 0 and author_list_end(text[stop + 2 : stop + 400]) is not None


# A title between the names and the status: this long at least.
_SHORTEST_TITLE_BETWEEN = 10


# A name's initials: "SH" of "Collins SH", "J." of "J. Lim".
_INITIALS_RE = re.compile(r"(?<![^\s.])[A-Z]{1,3}(?:\.|(?=\s|$))")


# "(2015)", "(no prelo)" closing a line.
_CLOSING_WHEN_RE = re.compile(r"\s*\(([^()]{2,30})\)\s*$")
_YEAR_ALONE_RE = re.compile(r"(?:19|20)\d\d[a-z]?")


def _title_and_when(text: str) -> tuple[str, str] | None:
    """A line of a title and, in brackets closing it, its year or a status in its place: the
    title and what the brackets hold ("Title (2015)" → ("Title", "2015")), or None."""
    # (The brackets close the line, which a list marker never does: a line that ends otherwise,
    # as most of a paste's do, is let go before its marker is read.)
    if not text.rstrip().endswith(")"):
        return None
    stripped = strip_list_marker(text.strip())[1]
    when = _CLOSING_WHEN_RE.search(stripped)
    if when is None:
        return None
    inside = when.group(1).strip()
    year = _YEAR_ALONE_RE.fullmatch(inside)
    if not (year or status_span(inside) is not None or _DRAFT_STATUS_RE.fullmatch(inside)):
        return None
    title = stripped[: when.start()].rstrip(" .")
    return (title, inside) if len(title) >= _SHORTEST_TITLE and _title_words(title) else None


def title_and_when_as_read(text: str) -> str:
    """A line of a title and its year or status (``TITLE_AND_WHEN``) written as the reader takes a
    title with no names before it: "Title (2015)" → "“Title” (2015)"."""
    found = _title_and_when(text)
    return text if found is None else f"“{found[0]}” ({found[1]})"


def names_first(text: str) -> str:
    """A line of a title its names follow (``TITLE_AND_NAMES``) written as the reader takes it,
    its names first: "Title. Jackson RW, Collins SH, Journal of Gait." → "Jackson RW, Collins SH.
    Title. Journal of Gait." The names are the pieces after the title's stop, parted by commas,
    that each read as a name, written as the first is (with initials, "Collins SH", or without:
    "Geomorphology" after "Osei K" is the venue); the rest is the venue. The line as it is when
    no name follows."""
    stop = text.find(". ", 0, 400)
    if stop <= 0:
        return text
    pieces = text[stop + 2 :].strip().rstrip(" .").split(", ")
    initials = _INITIALS_RE.search(pieces[0]) is not None
    count = 0
    while (
        count < len(pieces)
        and is_author_list(pieces[count].strip())
        and (not initials or _INITIALS_RE.search(pieces[count]) is not None)
    ):
        count += 1
    if not count:
        return text
    after = ", ".join(pieces[count:])
    return f"{', '.join(pieces[:count])}. {text[: stop + 1]} {after}".rstrip() + ("." if after else "")


def _names_title_status(text: str, shape: str) -> bool:
    """Does the line, longer than a heading, open with its names and close with a status after
    its title ("Kim, A., & Osei, K. Tidal mixing in bays. Under review.", "… Revise & Resubmit
    at Journal.")?"""
    if is_short(shape):
        return False
    body = strip_list_marker(text.strip())[1]
    names = author_list_end(body, limit=300)
    if names is None or body[:names].rstrip()[-1:] not in ".:":
        return False  # (names end at a full stop: "Glacier Retreat and Alpine Rights, …" is a title)
    status = status_span(body)
    start = status[1] if status is not None else None
    if start is None and (draft := _DRAFT_STATUS_RE.search(body, names)) is not None:
        start = draft.start()
    if start is None or start < names + _SHORTEST_TITLE_BETWEEN:
        return False
    return body[start - 2 : start].strip() in ".,;"  # (the status after the title's end)


# How a whole item's line ends: its stop, or the bracket closing its publisher's name.
_ITEM_ENDS = (".", ")", "?", "!")
# Where a title gives way to where it appeared: a sentence after it ("Title. In: Book, vol. 3."),
# a host book after a comma ("Title, in: Book"), or a publisher in brackets closing the line
# ("Title (Lantern Press).").
_WHERE_AFTER_TITLE_RE = re.compile(r"[.?!]\s+\S|,\s+in:?\s|\([^()]{2,80}\)\W*$", re.IGNORECASE)


@text_cache(maxsize=4096)
def _names_then_title(text: str, shape: str) -> bool:
    """Does the undated line, longer than a heading, open with its names, stopped by a point or a
    comma, and go on with a title of some length and where it appeared, ending as a whole item
    does ("Ada Moreau. The Doors of Marrow Hall (Lantern Press).")? A line of a wrapped paragraph
    ends mid-sentence; names and a title alone may be a card's first line."""
    if is_short(shape) or not shape.endswith("/none"):
        return False
    body = strip_list_marker(text.strip())[1]
    if not body.endswith(_ITEM_ENDS):
        return False
    names = author_list_end(body, limit=300)
    if names is None or body[:names].rstrip()[-1:] not in ".,":
        return False
    rest = body[names:].lstrip()
    return (
        len(rest) >= _SHORTEST_TITLE_BETWEEN + 2
        and rest[:1].isupper()
        and _WHERE_AFTER_TITLE_RE.search(rest, _SHORTEST_TITLE_BETWEEN) is not None
    )


def _abstract(text: str) -> bool:
    """Is the line an item's abstract ("Abstract: We …", a paragraph of running prose)?"""
    return after_abstract_label(text) is not None or is_abstract_paragraph(text)


def _description(text: str) -> bool:
    """Does the line open with a status ("To appear in …", "Submitted", "Revise & Resubmit at
    …", "In preparation") or with co-authors ("with A. Name, under review"): what became of a
    title, written under it?"""
    body = strip_list_marker(text.strip())[1]
    if _WITH_LEAD_RE.match(body) or _DRAFT_STATUS_RE.match(body):
        return True
    status = status_span(body)
    return status is not None and status[1] == 0


_NO_CHOICES: frozenset[str] = frozenset()


class UndatedLists:
    """The lists without dates of a paste (``texts``: its lines, blank ones included; ``shapes``:
    theirs), each line read once (``line_reading``)."""

    def __init__(self, texts: list[str], shapes: list[str]) -> None:
        self.texts = texts
        self.shapes = shapes
        self.readings = [line_reading(texts, shapes, position) for position in range(len(texts))]
        self.items = [self._item(position) for position in range(len(texts))]
        # The lines of runs read as names and a title, which no other reading of theirs rewrites.
        self._names_and_title: set[int] = set()

    def _item(self, position: int) -> str | None:
        """The reading whose run the line goes in as an item (``_ITEMS``), or None: a title and its
        year or status in brackets as such, else a line that opens as an item (``_opens_item``)
        as a title and names, whatever else it reads as (the quoted title of a title alone, a
        card's names), else a line of names, a title and a status."""
        reading = self.readings[position]
        if reading == TITLE_AND_WHEN:
            return reading
        shape = self.shapes[position]
        # (Only an undated line longer than a heading can open an item: the shape, made already,
        # lets the others go before the cache of ``_opens_item`` is looked in.)
        if shape.endswith("/none") and not is_short(shape) and _opens_item(self.texts[position], shape):
            return TITLE_AND_NAMES
        return reading if reading in _ITEMS else None

    def _item_choices(self, position: int) -> frozenset[str]:
        """The readings a line can take as an item of a run: its own (``_item``) and, where it
        opens with names and a title and nothing dates it, ``NAMES_AND_TITLE`` as well ("Ada
        Moreau. Rivers and Their Names. In: …" reads as a title and names too; the lines around
        it tell which)."""
        item = self.items[position]
        if item not in (None, TITLE_AND_NAMES):
            return frozenset((item,))
        if not _names_then_title(self.texts[position], self.shapes[position]):
            # Most lines of a paste are no item at all: one empty set shared by them all.
            return _NO_CHOICES if item is None else frozenset((item,))
        return frozenset((NAMES_AND_TITLE,) if item is None else (item, NAMES_AND_TITLE))

    def entry_lines(self) -> tuple[list[int], list[list[int]], list[int]]:
        """The lines that open an entry each, and the cards whose lines make one entry each, by
        position: lines that open with a title its names follow (or a quoted title, or a title
        with its co-authors' initials in a note: ``_opens_item``), or that read alike as another
        item (``_ITEMS``), ``_FEWEST_ITEMS`` of them one under another at least (a paragraph of
        prose names no one after its first sentence);
        and cards that repeat a title line, a line of names (two or more) and one or two lines
        more (the venue, a row of links) in a cycle with no year in any of them: where
        ``_FEWEST_CARDS`` cards at least follow one another at one cycle's length, the line over
        each line of names opens a card and the lines down to the next card's title are its
        own. Third, the items' abstracts ("Abstract: We …", a paragraph of prose under an item),
        which do not break a run."""
        items: list[int] = []
        abstracts: list[int] = []
        run: list[int] = []
        between: list[int] = []
        shared: frozenset[str] = frozenset()  # the readings every line of the run can take
        for position in range(len(self.texts) + 1):
            choices = self._item_choices(position) if position < len(self.texts) else frozenset()
            if choices and (not run or choices & shared):
                shared = choices & shared if run else choices
                run.append(position)
                continue
            if run and position < len(self.texts) and _abstract(self.texts[position]):
                between.append(position)
                continue
            if len(run) >= _FEWEST_ITEMS:
                items.extend(run)
                abstracts.extend(between)
                if shared == {NAMES_AND_TITLE}:
                    self._names_and_title.update(run)
            run, between, shared = [], [], frozenset()
        return items, self._cards(), abstracts

    def dated_titles(self, items: list[int]) -> list[int]:
        """The ``items`` (positions) of a title and its year or status (``title_and_when_as_read``
        writes them as the reader takes them)."""
        return [position for position in items if self.readings[position] == TITLE_AND_WHEN]

    def titled(self, items: list[int]) -> list[int]:
        """The ``items`` (positions) that open with a title its names follow (``names_first``
        writes them as the reader takes them)."""
        return [
            position
            for position in items
            if self.readings[position] == TITLE_AND_NAMES and position not in self._names_and_title
        ]

    def _cards(self) -> list[list[int]]:
        names = [position for position, reading in enumerate(self.readings) if reading == NAMES]
        cards: list[list[int]] = []
        for length in _CARD_LINES:
            run: list[int] = []
            for position in [*names, -1]:
                if run and position == run[-1] + length:
                    run.append(position)
                    continue
                if len(run) >= _FEWEST_CARDS and all(self._undated(anchor - 1, length) for anchor in run):
                    cards.extend(list(range(anchor - 1, anchor - 1 + length)) for anchor in run)
                run = [position]
            if cards:
                return cards
        return []

    def _undated(self, start: int, length: int) -> bool:
        """Are the card's lines from ``start`` on, ``length`` of them, all written, none dated?"""
        card = self.shapes[start : start + length]
        return len(card) == length and all(shape and shape.endswith("/none") for shape in card)

    def titles(
        self, ignored: Callable[[str], bool], heading: Callable[[int], bool]
    ) -> tuple[list[int], list[int]]:
        """The positions of the title lines (``TITLE_ALONE``) of the paste's lists of titles
        alone, as a researcher's own page writes its work (the owner never written, no year, a
        status or co-authors at most), and of the lines under them that tell what became of
        each (its details: ``DESCRIPTION`` lines, and the venue lines that close with
        co-authors, ``_cards_details``). A list is the lines under one heading (``heading``
        tells which lines are, by position); it is one of titles alone when
        ``_BARE_TITLES_SHARE`` of its lines read so, but for its titles' details, link labels
        and toggles ("Abstract", "PDF": the lines ``ignored`` tells), a card's short lines, its
        names and its year counting against it; and such lists hold ``_FEWEST_BARE_TITLES``
        titles at least together. A reference list holds years, names and venues on most of its
        lines."""
        bare = {position for position, reading in enumerate(self.readings) if reading == TITLE_ALONE}
        if len(bare) < _FEWEST_BARE_TITLES:
            return [], []  # (most pastes: the lines' other tests are spared)
        titles: list[int] = []
        details: list[int] = []
        lists: list[list[int]] = [[]]
        for position, (text, shape) in enumerate(zip(self.texts, self.shapes, strict=True)):
            if heading(position):
                lists.append([])
            elif shape and not ignored(text):
                lists[-1].append(position)
        for lines in lists:
            run = [position for position in lines if position in bare]
            under = self._details(run)
            run = [position for position in run if position not in under]
            headings = self._headings_among(run) | self._headings_over_other_lines(run, lines)
            run = [position for position in run if position not in headings]
            if run and len(run) >= (len(lines) - len(under) - len(headings)) * _BARE_TITLES_SHARE:
                titles.extend(run)
                details.extend(under)
        return (titles, details) if len(titles) >= _FEWEST_BARE_TITLES else ([], [])

    def _headings_among(self, run: list[int]) -> set[int]:
        """The short lines among a list's titles alone (``run``, by position) that are not quoted
        where its other titles all are: a heading inside the list ("Works in progress" over
        "“Title” (with A. Name)" lines), not a title of its own."""
        quoted = [p for p in run if _QUOTED_TITLE_RE.match(strip_list_marker(self.texts[p].strip())[1])]
        rest = {p for p in run if p not in quoted}
        if len(quoted) < _FEWEST_BARE_TITLES or not all(is_short(self.shapes[p]) for p in rest):
            return set()
        return rest if len(rest) < len(quoted) * (1 - _BARE_TITLES_SHARE) else set()

    def _headings_over_other_lines(self, run: list[int], lines: list[int]) -> set[int]:
        """The short lines among a list's titles alone (``run``, by position) that carry neither
        co-authors nor a status where its other titles all carry one, and stand over a line that
        is no title of the list: a heading over what follows ("Other notes" over a line of
        prose, under "Title (with A. Name) Submitted" lines), not a title of its own."""
        rest = [p for p in run if not _marked_title(self.texts[p])]
        if len(run) - len(rest) < _FEWEST_BARE_TITLES or not all(is_short(self.shapes[p]) for p in rest):
            return set()
        chosen = set(run)
        below = dict(itertools.pairwise(lines))
        return {p for p in rest if p in below and below[p] not in chosen}

    def _details(self, run: list[int]) -> list[int]:
        """The lines of one list that tell what became of the title right above them (``run``:
        the list's lines that read as titles alone, by position): the ``DESCRIPTION`` lines
        under a title or under another such line (one alone is its title's too: "Revise &
        Resubmit at Journal." under the one title that has it), and the lines that close with
        co-authors right under a title that does not, when every such line under another line
        is so placed: a card's venue line ("CEPR DP 123 (with A. Name)") under its title, not a
        title of its own; twice at least, all told, for these."""
        chosen = set(run)
        closing = [p for p in run if _with_co_authors(self.texts[p]) and p > 0 and self.texts[p - 1].strip()]
        placed = [p for p in closing if p - 1 in chosen and not _with_co_authors(self.texts[p - 1])]
        details = placed if len(placed) == len(closing) else []
        above = chosen - set(details)
        for position in range(len(self.readings)):
            if self.readings[position] == DESCRIPTION and position - 1 in above:
                details.append(position)
                above.add(position)
        if len(details) < 2:  # (one venue line that closes with co-authors is too little to go by)
            details = [position for position in details if self.readings[position] == DESCRIPTION]
        return sorted(details)


# A title written alone: a few words to a long sentence's worth.
_FEWEST_TITLE_WORDS = 3
_SHORTEST_TITLE = 12
_MOST_TITLE_WORDS = 40
# "(with A. Name and B. Name)", ", joint with A. Name", ", with A. Name": the co-authors a page
# owner's title carries, in brackets or after a comma or "joint" ("… Unions with Unequal Countries"
# is the title's own); a line written as a sentence closes the bracket with its full stop
# ("Title (with A. Name).").
_WITH_NAMES_RE = re.compile(
    r"\s*(?:[(\[](?:joint\s+)?|,?\s*joint\s+|,\s*)with\s[^)\]]*(?:[)\]]\.?)?\s*$", re.IGNORECASE
)
# A stop that ends a sentence inside the line ("Title. Journal"), an initial's ("J. Stein") or a
# field's: a reference's parts, not one title's.
_INNER_STOP_RE = re.compile(r"\.\s")
# Quoted: "“Title,” with A. Name, Under review": the title ends at its closing quote.
_MOST_WORDS_AFTER_QUOTE = 20
_QUOTED_TITLE_RE = re.compile(r"[“\"«„‘][^”\"»“]{8,}[”\"»’]")


def bare_title(text: str) -> bool:
    """Does the line read as a title and little else: a quoted title followed by a few words at
    most (its co-authors, a status) and no number, or a line of a title's words with no year, a
    comma at most (names run on commas), no sentence's stop inside and no ending that goes on
    below ("… and", "… Journal,"), co-authors "(with …)" or ", joint with …" aside?"""
    stripped = text.strip()
    if len(stripped) < _SHORTEST_TITLE or WRITTEN_YEAR_RE.search(stripped) is not None:
        return False
    stripped = strip_list_marker(stripped)[1]
    if "(" in stripped and BOOK_IMPRINT_RE.search(stripped):
        return False  # "Title (Oxford University Press, forthcoming)": a book's citation
    quoted = _QUOTED_TITLE_RE.match(stripped)
    if quoted is not None:
        rest = stripped[quoted.end() :]
        return len(rest.split()) <= _MOST_WORDS_AFTER_QUOTE and not any(c.isdigit() for c in rest)
    return _title_words(_WITH_NAMES_RE.sub("", _status_apart(stripped)[0]).rstrip(" .,;"))


def _title_words(body: str) -> bool:
    """Do ``body``'s words read as a title's: a capital first, a few words to a long sentence's
    worth, a comma at most before a subtitle's colon (a subtitle lists what it will: "Title:
    Delays, costs, and repairs"), no sentence's stop inside, no ending that goes on below?"""
    words = body.split()
    colon = body.find(": ")
    return (
        body[:1].isupper()
        and _FEWEST_TITLE_WORDS <= len(words) <= _MOST_TITLE_WORDS
        and body.count(",", 0, colon if colon > 0 else len(body)) <= 1
        and _INNER_STOP_RE.search(body) is None
        and not goes_on_below(body)
    )


# ", Work in progress", " – Submitted", "(R&R at Journal)": a status after a title and its co-authors
# (after a full stop, "Okafor and Tan. Forthcoming.", it closes a citation's names, no title).
_STATUS_LEAD_RE = re.compile(r"(?:,|;|\s[–—-]|\s\()\s*$")
# "(with A. Name) Submitted": the bracket that closes the co-authors' note parts the status from them.
_CO_AUTHORS_CLOSED_RE = re.compile(r"[(\[](?:joint\s+)?with\s[^()\[\]]*[)\]]\s+$", re.IGNORECASE)


def _status_apart(text: str) -> tuple[str, str]:
    """An unquoted title line's words before the status that closes it, and the status
    ("Title (with A. Name), Submitted to Journal" → "Title (with A. Name)", "Submitted to
    Journal"; "Title (with A. Name) In press" → "Title (with A. Name)", "In press"); the line and
    "" when nothing parts a status from the words before it (``_status_leads``)."""
    draft = _DRAFT_STATUS_RE.search(text)
    status = status_span(text)
    starts = [match.start() for match in (draft,) if match is not None]
    starts += [status[1]] if status is not None else []
    for start in sorted(starts):
        if start and _status_leads(text[:start]):
            return text[:start].rstrip(" ,;–—-(."), text[start:]
    return text, ""


def _status_leads(before: str) -> bool:
    """Does what stands before a status part it from a title: a comma, a dash or a bracket, the
    bracket closing co-authors ("Title (with A. Name) Submitted"), or a full stop after words that
    are no names ("Title of a Paper. Submitted"; "Okafor and Tan. Forthcoming." closes names)?"""
    if _STATUS_LEAD_RE.search(before) or _CO_AUTHORS_CLOSED_RE.search(before, max(0, len(before) - 400)):
        return True
    words = before.rstrip()
    return words.endswith(".") and not is_author_list(words.rstrip(" ."))


def _marked_title(text: str) -> bool:
    """Does the title line carry co-authors ("(with A. Name)") or a status ("Submitted")?"""
    title, status = _status_apart(strip_list_marker(text.strip())[1])
    return bool(status) or _WITH_NAMES_RE.search(title) is not None


def _with_co_authors(text: str) -> bool:
    """Does the line close with co-authors outside quotes ("… (with A. Name)")?"""
    stripped = text.strip()
    return _QUOTED_TITLE_RE.match(stripped) is None and _WITH_NAMES_RE.search(stripped) is not None


# "with Josh Ryan Under review", "with with A. Name Drafting": co-authors written after a quoted
# title without brackets, up to the status that may close the line.
_BARE_WITH_RE = re.compile(r"[\s,;–—-]*(?:with\s+)+", re.IGNORECASE)
# How a page marks a paper still being written (a status, searched apart for where it stands).
_DRAFT_STATUS_RE = DRAFT_STATUS_RE


def quoted_bare_title(text: str) -> str:
    """A bare title line (``bare_title``) written as the reader takes a title with no names
    before it: its title in quotes ("Class Origins and Elite Admission (with A. Name)" →
    "“Class Origins and Elite Admission” (with A. Name)"), and co-authors written after a quoted
    title without brackets put in them, apart from the status after them ("“Title.” with A. Name
    Under review" → "“Title.” (with A. Name) Under review"; "Drafting" left out)."""
    stripped = text.strip()
    quoted = _QUOTED_TITLE_RE.match(stripped)
    if quoted is None:
        stripped, status = _status_apart(stripped)
        status = status.strip(" ,;.()")
        after = f", {status}" if status else ""
        names = _WITH_NAMES_RE.search(stripped)
        if names is None:
            return f"“{stripped.rstrip(' .')}”{after}"
        title = stripped[: names.start()].rstrip(" .,;")
        # (the full stop after the bracket closes the line, no name: "(with A. Name)." → "(with A. Name)")
        bracketed = re.sub(r"([)\]])\.$", r"\1", names.group().strip())
        co_authors = re.sub(r"^(?:joint\s+)?with\s+", "", bracketed.strip(" ,()[]"), flags=re.IGNORECASE)
        return f"“{title}” (with {co_authors}){after}"
    rest = stripped[quoted.end() :]
    with_names = _BARE_WITH_RE.match(rest)
    if with_names is None or not with_names.group().strip():
        return f"{stripped[: quoted.end()]} {rest.strip(' ,;.')}".rstrip()
    names = rest[with_names.end() :]
    status = status_span(names)
    draft = _DRAFT_STATUS_RE.search(names)
    ends = [match.start() for match in (draft,) if match is not None]
    ends += [status[1]] if status is not None else []
    cut = min(ends, default=len(names))
    after = names[cut:].strip(" ,;.")
    return f"{stripped[: quoted.end()]} (with {names[:cut].strip(' ,;')}) {after}".rstrip()
