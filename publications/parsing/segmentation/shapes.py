"""The shape of a line, and what the shapes of a whole paste say about its lines: the entries of
one list look alike. The lines that open them start the same way (a number, a bracket, a name, a
year, a venue badge), run about as long, hold as many commas and their year in the same place
(a table's rows copied as text: as many cells parted by tabs, whatever their length);
the lines of cards repeat in a cycle (a title over a dated line of names and venue).

Accepts any list of line strings. ``line_shape`` gives one line's coarse shape;
``alike_entry_starts`` tells where a group of lines holds several lines shaped as the paste's
whole references (each one an entry); ``card_pairs`` finds the cards of a paste whose lines
alternate a bare title and a dated line; ``undated_items`` finds the undated items of a list, each
a line opening with its quoted title or its title and names, one under another;
``undated_cards`` the cards that repeat a title, a line of names and a venue line or two, undated;
``bare_title_list`` finds the lists of titles alone (no year, the owner never written,
co-authors "(with …)" at most), one entry a line.

Cannot handle: a list whose entries are written in many ways (a merged bibliography of several
styles) has no shape that repeats, and then nothing here fires; nor do cards of three lines or
more (title / names / venue), whose grouping the line labeller and the card rules decide.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from ..fields import WRITTEN_YEAR_RE, status_span
from ..names import author_list_end, is_author_list, opens_with_particle_name
from ..text import strip_list_marker
from .continuation import stops_inside
from .features import marker_kind, name_start

# "ICRA 2024 …", "OCE 2024 …": an acronym and a year opening the line (a venue badge).
_BADGE_RE = re.compile(r"^[A-Z][A-Za-z&-]{1,14}\s?['’]?(?:(?:19|20)\d\d|\d\d)\b")
# A year this close to the line's end closes it ("… 45(2), 103-109, 2021.", "… (2021)").
_YEAR_AT_END = 12
# A shape counts as the paste's when this many lines have it at least.
_FEWEST_ALIKE = 3


def _opening(body: str, marker: str) -> str:
    """How the line starts: its list marker's kind, a name, a year, a venue badge, a quote, or
    the class of its first character."""
    if marker:
        return "marker-" + marker_kind(marker)
    if name_start(body) is not None or opens_with_particle_name(body):
        return "name"  # (lists write their names one way: how matters less than that they do)
    if WRITTEN_YEAR_RE.match(body) or (body[:1] == "(" and WRITTEN_YEAR_RE.match(body, 1)):
        return "year"
    if _BADGE_RE.match(body):
        return "badge"
    first = body[:1]
    if first in "“\"«„'‘":
        return "quote"
    if first.isupper():
        return "upper"
    if first.islower():
        return "lower"
    if first.isdigit():
        return "digit"
    return "other" if first.isalpha() else "mark"


def _year_place(text: str) -> str:
    """Where the line's last year stands: nowhere, at its end (as a citation's date closes it) or
    inside it (after the names, in the venue). A line that opens with its year says so in its
    opening."""
    years = list(WRITTEN_YEAR_RE.finditer(text))
    if not years:
        return "none"
    return "end" if len(text) - years[-1].end() <= _YEAR_AT_END else "inside"


def _length(text: str) -> str:
    length = len(text)
    return "short" if length < 40 else "mid" if length < 100 else "long"


def _commas(text: str) -> str:
    count = text.count(",")
    return "0" if count == 0 else "few" if count < 3 else "many"


def line_shape(text: str) -> str:
    """A line's coarse shape: how it opens, how long it runs, its commas and where its year
    stands ("name-inverted/long/many/middle"); "" for a blank line."""
    stripped = text.strip()
    if not stripped:
        return ""
    marker, body = strip_list_marker(stripped[:600])
    cells = _cells(stripped)
    opening = f"cells-{cells}" if cells else _opening(body, marker)
    return "/".join((opening, _length(stripped), _commas(stripped), _year_place(stripped)))


# A table's row: three cells or more parted by tabs.
_FEWEST_CELLS = 3


def _cells(text: str) -> int:
    """How many cells a table's row copied as text parts by tabs ("2021\tNames\tTitle"); 0 for
    a line of fewer (a tab that indents or follows a number is no table's)."""
    count = len([cell for cell in text.split("\t") if cell.strip()])
    return count if count >= _FEWEST_CELLS else 0


# Openings that a reference has and the wrapped rest of one rarely has: a list marker, a person's
# name, a year, a venue badge, a quoted title, a table row's cells.
_ENTRY_OPENINGS = ("marker-", "name", "year", "badge", "quote", "cells-")


def line_shapes(texts: list[str]) -> list[str]:
    """Each line's shape, made once for all the passes over a paste (and once for lines written
    alike: a page's repeated link rows)."""
    made: dict[str, str] = {}
    for text in texts:
        if text not in made:
            made[text] = line_shape(text)
    return [made[text] for text in texts]


def paste_shapes(shapes: list[str]) -> Counter[str]:
    """How many lines of a paste have each shape (``shapes``: its lines', ``line_shapes``; blank
    lines left out)."""
    return Counter(shape for shape in shapes if shape)


def _reference_look(shape: str) -> str | None:
    """How a whole reference's line looks, for comparing it with the paste's others: its
    opening and its length ("name/long"), when it opens as references do, runs longer than a
    heading and holds a year; None for any other line. Its commas and its year's place are left
    out: they vary with the count of names and the script ("、" for a comma)."""
    opening, length, _, year = shape.split("/")
    if opening.startswith("cells-") and year != "none":
        return opening  # a table's rows have as many cells, whatever their length
    if opening.startswith(_ENTRY_OPENINGS) and length != "short" and year != "none":
        return f"{opening}/{length}"
    if opening == "quote" and length != "short":
        return _UNDATED_QUOTE  # an item without a date, its title in quotes ("“Title.” Under review")
    return None


# The look of a line opening with a quoted title and holding no year, whatever its length: only
# under a line of the same look does it open an entry (under a short line, it is a card's title).
_UNDATED_QUOTE = "quote/undated"


def alike_entry_starts(texts: list[str], shapes: list[str], paste: Counter[str]) -> list[int]:
    """Where the lines of one group (``texts``, its lines in order) open entries of their own:
    the positions of its lines that look like the paste's whole references (``_FEWEST_ALIKE``
    lines of the paste look so at least) right under a line that looks the same or a short line
    (a heading, a paragraph's end) that does not go on below: a reference holds one such line
    at most, and though a wrapped line of a reference can look like one, it stands under a line
    of text's length, or one that goes on. ``shapes``: the group's lines' (``line_shapes``);
    ``paste``: the paste's shapes (``paste_shapes``).
    The first line is never among them (it opens the group already)."""
    looks: Counter[str] = Counter()
    for shape, count in paste.items():
        look = _reference_look(shape)
        if look is not None:
            looks[look] += count
    group = [_reference_look(shape) if shape else None for shape in shapes]
    return [
        position
        for position, look in enumerate(group)
        if position > 0
        and look is not None
        and looks[look] >= _FEWEST_ALIKE
        and (group[position - 1] == look or (_short(shapes[position - 1]) and look != _UNDATED_QUOTE))
        and not goes_on_below(texts[position - 1])
    ]


def goes_on_below(text: str) -> bool:
    """Does the line go on below ("… In: Smith A,", "… and")? No reference ends so."""
    return text.rstrip().endswith((",", ";", ":")) or stops_inside(text)


def _short(shape: str) -> bool:
    """A short line (a heading's length, or a paragraph's last): what stands above a reference."""
    return shape.split("/")[1] == "short" if shape else False


def unlike_the_list(shapes: list[str], paste: Counter[str]) -> bool:
    """Are the lines of one group (``shapes``: theirs, ``line_shapes``) unlike every entry of a
    paste whose references all look one way: no line of them holds a year or opens as a
    reference does ("Count: 4 items (2 in journals)", a sentence explaining the list), while
    ``_FEWEST_ALIKE`` lines or more of the paste look like whole references and most of its
    lines with a year look so?"""
    for shape in shapes:
        if shape and (not shape.endswith("/none") or shape.split("/")[0].startswith(_ENTRY_OPENINGS)):
            return False
    looks: Counter[str] = Counter()
    dated = 0
    for shape, count in paste.items():
        if not shape.endswith("/none"):
            dated += count
            look = _reference_look(shape)
            if look is not None:
                looks[look] += count
    if not looks:
        return False
    _, count = looks.most_common(1)[0]
    return count >= _FEWEST_ALIKE and count * 4 >= dated * 3


# Cards of a title line over a reference's other line (or under it): this many at least make
# a paste's cycle.
_FEWEST_CARDS = 3


def _bare_title(shape: str) -> bool:
    """A line that reads as a title alone: no year, no name or number before it, longer than a
    heading."""
    opening, length, _, year = shape.split("/")
    return year == "none" and opening in ("upper", "quote") and length != "short"


def _dated_reference(shape: str) -> bool:
    """A line that reads as a reference's names, venue or both: it opens as references do, holds
    a year and more than a date ("2010", "[2024]" head a card or a year's items)."""
    opening, length, _, year = shape.split("/")
    return opening.startswith(_ENTRY_OPENINGS) and year != "none" and length != "short"


def note_lines(texts: list[str], shapes: list[str]) -> list[int]:
    """The lines of a paste (``texts``: its lines, blank ones included; ``shapes``: theirs) that
    are notes on the reference line right above them, by position: lines without a year that
    open with one label ("Role: wrote the first draft.", "Note: …"), under a dated reference
    line, at least ``_FEWEST_CARDS`` times and under more than half the dated lines that a line
    without a year follows."""
    notes = [
        position
        for position, shape in enumerate(shapes)
        if position
        and shape.endswith("/none")
        and shapes[position - 1]
        and _dated_reference(shapes[position - 1])
    ]
    labels = Counter(_label(texts[position]) for position in notes)
    label, count = labels.most_common(1)[0] if labels else (None, 0)
    if label is None or count < _FEWEST_CARDS or count * 2 <= len(notes):
        return []
    return [position for position in notes if _label(texts[position]) == label]


def _label(text: str) -> str | None:
    """The label a line opens with ("Role:", "Note:"), or None."""
    words = text.split(maxsplit=1)
    return words[0].casefold() if words and len(words[0]) > 1 and words[0].endswith(":") else None


def card_pairs(shapes: list[str]) -> list[tuple[int, int]]:
    """The cards of a paste (``shapes``: its lines', blank ones included) whose lines alternate a
    bare title and a dated reference line ("Title." / "Family, A., & Other, B. (2022). Journal,
    4(2)."): each card's first and second line, by position. Which comes first the paste tells
    where a run of alternating lines begins, after a blank line or a line of neither kind (a
    heading). None when fewer than ``_FEWEST_CARDS`` cards alternate so, or when the runs
    disagree on which line comes first."""
    kinds = [
        None if not shape else "title" if _bare_title(shape) else "dated" if _dated_reference(shape) else None
        for shape in shapes
    ]
    runs: list[list[int]] = []
    run: list[int] = []
    for position, kind in enumerate(kinds):
        if kind is not None and run and kinds[run[-1]] != kind and run[-1] == position - 1:
            run.append(position)
            continue
        if len(run) >= 2:
            runs.append(run)
        run = [position] if kind is not None else []
    if len(run) >= 2:
        runs.append(run)
    firsts = {kinds[run[0]] for run in runs}
    if len(firsts) != 1:
        return []
    pairs = [(run[index], run[index + 1]) for run in runs for index in range(0, len(run) - 1, 2)]
    return pairs if len(pairs) >= _FEWEST_CARDS else []


def undated_items(texts: list[str], shapes: list[str]) -> list[int]:
    """The lines of a paste (``texts``: its lines, blank ones included; ``shapes``: theirs) that
    are items of a list without dates, by position: lines run longer than a heading, hold no
    year, and open with a quoted title ("“Title.” with A. Name. Under review") or a title its
    names follow ("Title. Family AB, Family C, Journal."), in runs of ``_FEWEST_ALIKE`` such
    lines one under another at least: each a line of its own. (A card's quoted title has its
    names under it, not another title; a paragraph of prose names no one after its first
    sentence.)"""
    items: list[int] = []
    run: list[int] = []
    for position, shape in enumerate([*shapes, ""]):
        if (
            shape
            and not _short(shape)
            and shape.endswith("/none")
            and _opens_undated_item(texts[position], shape)
        ):
            run.append(position)
            continue
        if len(run) >= _FEWEST_ALIKE:
            items.extend(run)
        run = []
    return items


def _opens_undated_item(text: str, shape: str) -> bool:
    """Does the line open with a quoted title, or a title and a list of names after it?"""
    if shape.startswith("quote/"):
        return True
    stop = text.find(". ", 0, 400)
    return (
        stop > 0 and shape.startswith("upper/") and author_list_end(text[stop + 2 : stop + 400]) is not None
    )


# Undated cards of a title line, a line of names and a venue or link line or two: this many lines
# to a card.
_CARD_LINES = (3, 4)


def undated_cards(texts: list[str], shapes: list[str]) -> list[list[int]]:
    """The cards of a paste (``texts``: its lines, blank ones included; ``shapes``: theirs) that
    repeat a title line, a line of names (two or more) and one or two lines more (the venue, a
    row of links) in a cycle with no year in any of them, each card's lines by position: where
    ``_FEWEST_CARDS`` cards at least follow one another at one cycle's length, the line over each
    line of names opens a card and the lines down to the next card's title are its own (the line
    labeller, which learnt that an entry holds a year, takes such lines for noise)."""
    names = [
        position
        for position, text in enumerate(texts)
        if shapes[position]
        and "," in text
        and shapes[position].endswith("/none")
        and position > 0
        and shapes[position - 1]
        and not _short(shapes[position - 1])
        and is_author_list(text.strip().rstrip("."))
    ]
    cards: list[list[int]] = []
    for length in _CARD_LINES:
        run: list[int] = []
        for position in [*names, -1]:
            if run and position == run[-1] + length:
                run.append(position)
                continue
            if len(run) >= _FEWEST_CARDS and all(_undated_card(shapes, anchor - 1, length) for anchor in run):
                cards.extend(list(range(anchor - 1, anchor - 1 + length)) for anchor in run)
            run = [position]
        if cards:
            return cards
    return []


def _undated_card(shapes: list[str], start: int, length: int) -> bool:
    """Are the card's lines from ``start`` on, ``length`` of them, all written, none dated?"""
    card = shapes[start : start + length]
    return len(card) == length and all(shape and shape.endswith("/none") for shape in card)


# A title written alone: a few words to a long sentence's worth.
_FEWEST_TITLE_WORDS = 3
_SHORTEST_TITLE = 12
_MOST_TITLE_WORDS = 40
# "(with A. Name and B. Name)", "joint with A. Name": the co-authors a page owner's title carries.
_WITH_NAMES_RE = re.compile(r"\s*[(\[]?(?:joint\s+)?with\s[^)\]]*[)\]]?\s*$", re.IGNORECASE)
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
    quoted = _QUOTED_TITLE_RE.match(stripped)
    if quoted is not None:
        rest = stripped[quoted.end() :]
        return len(rest.split()) <= _MOST_WORDS_AFTER_QUOTE and not any(c.isdigit() for c in rest)
    body = _WITH_NAMES_RE.sub("", _status_apart(stripped)[0]).rstrip(" .,;")
    words = body.split()
    return (
        body[:1].isupper()
        and _FEWEST_TITLE_WORDS <= len(words) <= _MOST_TITLE_WORDS
        and body.count(",") <= 1
        and _INNER_STOP_RE.search(body) is None
        and not goes_on_below(body)
    )


# ", Work in progress", " – Submitted", "(R&R at Journal)": a status after a title and its co-authors
# (after a full stop, "Okafor and Tan. Forthcoming.", it closes a citation's names, no title).
_STATUS_LEAD_RE = re.compile(r"(?:,|;|\s[–—-]|\s\()\s*$")


def _status_apart(text: str) -> tuple[str, str]:
    """An unquoted title line's words before the status that closes it, and the status
    ("Title (with A. Name), Submitted to Journal" → "Title (with A. Name)", "Submitted to
    Journal"); the line and "" when no status follows a comma, a dash or a bracket."""
    draft = _DRAFT_STATUS_RE.search(text)
    status = status_span(text)
    starts = [match.start() for match in (draft,) if match is not None]
    starts += [status[1]] if status is not None else []
    for start in sorted(starts):
        if start and _STATUS_LEAD_RE.search(text[:start]):
            return text[:start].rstrip(" ,;–—-(."), text[start:]
    return text, ""


def _with_co_authors(text: str) -> bool:
    """Does the line close with co-authors outside quotes ("… (with A. Name)")?"""
    stripped = text.strip()
    return _QUOTED_TITLE_RE.match(stripped) is None and _WITH_NAMES_RE.search(stripped) is not None


def _cards_details(texts: list[str], titles: list[int]) -> list[int]:
    """The lines among ``titles`` (positions) that close with co-authors right under a title
    that does not, when every such line under another line is so placed, twice at least: a
    card's venue line ("R&R, Journal of Political Economy (with A. Name)") under its title,
    not a title of its own. [] when some stand under a title with co-authors or open a block."""
    chosen = set(titles)
    under = [p for p in titles if _with_co_authors(texts[p]) and p > 0 and texts[p - 1].strip()]
    details = [p for p in under if p - 1 in chosen and not _with_co_authors(texts[p - 1])]
    return details if len(details) >= 2 and len(details) == len(under) else []


# Lists of titles alone hold this many of them at least, and this share of their lines.
_FEWEST_BARE_TITLES = 3
_BARE_TITLES_SHARE = 0.75


def bare_title_list(
    texts: list[str], shapes: list[str], ignored: Callable[[str], bool], heading: Callable[[int], bool]
) -> list[int]:
    """The positions of a paste's title lines (``bare_title``) in its lists of titles alone, as a
    researcher's own page writes its work (the owner never written, no year, a status or
    co-authors at most). A list is the lines under one heading (``heading`` tells which lines
    are, by position); it is one of titles alone when ``_BARE_TITLES_SHARE`` of its lines read so,
    but for link labels
    and toggles ("Abstract", "PDF": the lines ``ignored`` tells), a card's short lines, its names
    and its year counting against it; and such lists hold ``_FEWEST_BARE_TITLES`` titles at least
    together. A reference list holds years, names and venues on most of its lines."""
    bare = [position for position, text in enumerate(texts) if shapes[position] and bare_title(text)]
    if len(bare) < _FEWEST_BARE_TITLES:
        return []  # (most pastes: the lines' other tests are spared)
    chosen = set(bare)
    titles: list[int] = []
    run: list[int] = []
    counted = 0
    for position, (text, shape) in enumerate(zip(texts, shapes, strict=True)):
        if heading(position):
            titles.extend(_titles_alone(texts, run, counted))
            run, counted = [], 0
        elif shape and not ignored(text):
            counted += 1
            if position in chosen:
                run.append(position)
    titles.extend(_titles_alone(texts, run, counted))
    return titles if len(titles) >= _FEWEST_BARE_TITLES else []


def _titles_alone(texts: list[str], run: list[int], counted: int) -> list[int]:
    """The title lines of one list (``run``: its lines that read as bare titles, by position,
    but for cards' venue lines) if they are ``_BARE_TITLES_SHARE`` of its ``counted`` lines."""
    details = set(_cards_details(texts, run))
    run = [position for position in run if position not in details]
    return run if run and len(run) >= counted * _BARE_TITLES_SHARE else []


# "with Josh Ryan Under review", "with with A. Name Drafting": co-authors written after a quoted
# title without brackets, up to the status that may close the line.
_BARE_WITH_RE = re.compile(r"[\s,;–—-]*(?:with\s+)+", re.IGNORECASE)
# How a page marks a paper still being written: words the statuses of a citation do not hold.
_DRAFT_STATUS_RE = re.compile(
    r"\b(?:work(?:ing)?\s+in\s+progress|in\s+progress|in\s+preparation|draft(?:ing)?(?:\s+available)?)\b",
    re.IGNORECASE,
)


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
        status = _DRAFT_STATUS_RE.sub("", status).strip(" ,;.()")
        after = f", {status}" if status else ""
        names = _WITH_NAMES_RE.search(stripped)
        if names is None:
            return f"“{stripped.rstrip(' .')}”{after}"
        title = stripped[: names.start()].rstrip(" .,;")
        co_authors = re.sub(r"^(?:joint\s+)?with\s+", "", names.group().strip(" ()[]"), flags=re.IGNORECASE)
        return f"“{title}” (with {co_authors}){after}"
    rest = stripped[quoted.end() :]
    with_names = _BARE_WITH_RE.match(rest)
    if with_names is None or not with_names.group().strip():
        return f"{stripped[: quoted.end()]} {_DRAFT_STATUS_RE.sub('', rest).strip(' ,;.')}".rstrip()
    names = rest[with_names.end() :]
    status = status_span(names)
    draft = _DRAFT_STATUS_RE.search(names)
    ends = [match.start() for match in (draft,) if match is not None]
    ends += [status[1]] if status is not None else []
    cut = min(ends, default=len(names))
    # (a draft's status is no venue, and no status a publication record holds: it is left out)
    after = _DRAFT_STATUS_RE.sub("", names[cut:]).strip(" ,;.")
    return f"{stripped[: quoted.end()]} (with {names[:cut].strip(' ,;')}) {after}".rstrip()
