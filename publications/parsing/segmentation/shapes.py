"""The shape of a line, and what the shapes of a whole paste say about its lines: the entries of
one list look alike. The lines that open them start the same way (a number, a bracket, a name, a
year, a venue badge), run about as long, hold as many commas and their year in the same place
(a table's rows copied as text: as many cells parted by tabs, whatever their length);
the lines of cards repeat in a cycle (a title over a dated line of names and venue).

Accepts any list of line strings. ``line_shape`` gives one line's coarse shape;
``alike_entry_starts`` tells where a group of lines holds several lines shaped as the paste's
whole references (each one an entry), ``is_dated_reference`` whether one line's shape is such a
reference's; ``card_pairs`` finds the cards of a paste whose lines
alternate a bare title and a dated line (a short title too, over a line of names, venue and
year alone, as site builders print a card: "Tactile servoing with event cameras" / "Lena
Ortmann, Jonas Weber. RSS 2023."), ``dated_title_cards`` those that open with a title closed
by its year in brackets, its summary or venue under it. (Lists without dates are read in
``undated.py``.)

Cannot handle: a list whose entries are written in many ways (a merged bibliography of several
styles) has no shape that repeats, and then nothing here fires; nor do cards of three lines or
more (title / names / venue), whose grouping the line labeller and the card rules decide.
"""

from __future__ import annotations

import re
from collections import Counter

from ..cards import without_names_label
from ..fields import WRITTEN_YEAR_RE
from ..linecaches import line_cache, text_cache
from ..lines import is_link_line
from ..names import author_list_end, is_author_list, opens_with_particle_name
from ..reference import names_a_body
from ..sections import looks_like_heading, reads_as_heading
from ..text import strip_list_marker
from .continuation import notes_access, stops_inside
from .features import marker_kind, name_start

# "ICRA 2024 …", "OCE 2024 …": an acronym and a year opening the line (a venue badge).
_BADGE_RE = re.compile(r"^[A-Z][A-Za-z&-]{1,14}\s?['’]?(?:(?:19|20)\d\d|\d\d)\b")
# A year this close to the line's end closes it ("… 45(2), 103-109, 2021.", "… (2021)").
_YEAR_AT_END = 12
# A shape counts as the paste's when this many lines have it at least.
_FEWEST_ALIKE = 3


# A title, its year in parentheses and the venue after a stop, with no names before: "Tidal mixing in
# estuaries (2024). Estuary Letters 7: 1–9." Group pages that list their own works without names
# write one a line; the rest of a wrapped reference seldom opens so.
# A venue's line is no such title: its volume stands before the year ("Annals 47 (2019), 1–30").
_TITLE_THEN_YEAR_RE = re.compile(r"[A-ZÀ-Þ][^()\[\]]{10,300}?(?<!\d)\s\((?:19|20)\d\d[a-z]?\)\.\s+[^\W\d_]")

# A title closed by its pages and its year alone, each after a spaced stop as a VIVO profile prints
# a chapter: "Spin waves in layered magnets . 45-62. 2022". The spaced stop after the title is the
# profile's own; a wrapped reference's venue line ("Physics Letters. 45-62. 2022") has none.
_TITLE_THEN_PAGES_RE = re.compile(r"[A-ZÀ-Þ][^()\[\]]{10,300}?\S \. \d+\s?[-–]\s?\d+\. (?:19|20)\d\d\.?")


def _opens_with_name(body: str) -> bool:
    """Does the line open with a person's name (``name_start``, or a name with a particle)?"""
    # Each of ``name_start``'s forms holds a comma or a full stop ("Family, X.", "X. Family",
    # "Family XY,"): a line with neither (a title, a heading) is let go before its three patterns.
    has_stop = "," in body or "." in body
    return (has_stop and name_start(body) is not None) or opens_with_particle_name(body)


def _opening(body: str, marker: str) -> str:
    """How the line starts: its list marker's kind, a name, a year, a venue badge, a quote, or
    the class of its first character."""
    if marker:
        return "marker-" + marker_kind(marker)
    if _opens_with_name(body):
        return "name"  # (lists write their names one way: how matters less than that they do)
    if WRITTEN_YEAR_RE.match(body) or (body[:1] == "(" and WRITTEN_YEAR_RE.match(body, 1)):
        return "year"
    if _BADGE_RE.match(body):
        return "badge"
    first = body[:1]
    if first in "“\"«„'‘":
        return "quote"
    # (Each title pattern needs its year's bracket or its spaced stop: a line with neither is let go
    # before the pattern, which would try every place up to 300 characters in for them.)
    if "(" in body and _TITLE_THEN_YEAR_RE.match(body):
        return "dated-title"
    if " . " in body and _TITLE_THEN_PAGES_RE.fullmatch(body):
        return "paged-title"
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


# Pure; the passes over a paste ask for the shapes of its lines again (a group's look, an entry's
# first line's, a card's), and a paste repeats lines. A cache of every different line of a long
# paste: a smaller one kept none of a megabyte of different short lines from one pass to the next.
@line_cache
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
    if "\t" not in text:
        return 0  # one cell at most: most lines of a paste, let go before they are split
    count = len([cell for cell in text.split("\t") if cell.strip()])
    return count if count >= _FEWEST_CELLS else 0


# Openings that a reference has and the wrapped rest of one rarely has: a list marker, a person's
# name, a year, a venue badge, a quoted title, a table row's cells, a title closed by its year (or
# by its pages and year).
_ENTRY_OPENINGS = ("marker-", "name", "year", "badge", "quote", "cells-", "dated-title", "paged-title")


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


@text_cache(maxsize=4096)  # a paste's lines have a few dozen shapes between them
def _reference_look(shape: str) -> str | None:
    """How a whole reference's line looks, for comparing it with the paste's others: its
    opening and its length ("name/long"), when it opens as references do, runs longer than a
    heading and holds a year; None for any other line. Its commas and its year's place are left
    out: they vary with the count of names and the script ("、" for a comma)."""
    opening, length, _, year = shape.split("/")
    if opening.startswith("cells-") and year != "none":
        return opening  # a table's rows have as many cells, whatever their length
    if opening in ("dated-title", "paged-title"):
        return opening  # whatever its length: a title closed by its year opens no wrapped line
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
        and (
            (
                look is not None
                and looks[look] >= _FEWEST_ALIKE
                and (
                    group[position - 1] == look or (is_short(shapes[position - 1]) and look != _UNDATED_QUOTE)
                )
            )
            or _quoted_under_quoted(shapes[position - 1], shapes[position])
        )
        and not goes_on_below(texts[position - 1])
        and not notes_access(texts[position])  # "Accessed 4 May 2020. https://…": the end of the one above
        and not year_under_names(texts[position - 1], texts[position])
    ]


# A year in brackets opening a line ("(1998). Title …"), as APA and Harvard write it after the names.
_BRACKETED_YEAR_START_RE = re.compile(r"^\((?:1[5-9]|20)\d\d[a-z]?\)[.,:]?(?:\s|$)")


def year_under_names(above: str, text: str) -> bool:
    """Does the line open with its reference's year in brackets under a line of names alone
    ("Okafor, A., Brandt, L., & Moreau, C." over "(1998). Title …": APA or Harvard names that
    filled a narrow column's line)? The year goes on with its names, though it looks like a list's
    number "(12)"."""
    if _BRACKETED_YEAR_START_RE.match(text.strip()) is None:
        return False
    names = strip_list_marker(above.strip())[1].rstrip(" ,;")
    return "," in names and WRITTEN_YEAR_RE.search(names) is None and is_author_list(names)


def _quoted_under_quoted(above: str, shape: str) -> bool:
    """Do the line and the one above it both open with a quoted title, whatever their lengths and
    years? An economist's list writes each item so ("“Title” (with A. Name), Journal, 2021",
    "“Title”, 2022", "“Title”" alone under "Work in Progress"), and no item's wrapped line opens
    with a new quoted title."""
    return shape.startswith("quote/") and above.startswith("quote/")


def goes_on_below(text: str) -> bool:
    """Does the line go on below ("… In: Smith A,", "… and")? No reference ends so."""
    return text.rstrip().endswith((",", ";", ":")) or stops_inside(text)


@text_cache(maxsize=4096)  # a paste's lines have a few dozen shapes between them
def is_short(shape: str) -> bool:
    """A short line (a heading's length, or a paragraph's last): what stands above a reference."""
    return shape.split("/")[1] == "short" if shape else False


def unlike_the_list(shapes: list[str], paste: Counter[str]) -> bool:
    """Are the lines of one group (``shapes``: theirs, ``line_shapes``) unlike every entry of a
    paste whose references all look one way: no line of them holds a year or opens as a
    reference does ("Count: 4 items (2 in journals)", a sentence explaining the list), while
    ``_FEWEST_ALIKE`` lines or more of the paste look like whole references and most of its
    lines with a year look so? (A paste of many groups tells ``references_look_alike`` once and
    asks ``holds_no_reference_look`` of each group.)"""
    return holds_no_reference_look(shapes) and references_look_alike(paste)


def holds_no_reference_look(shapes: list[str]) -> bool:
    """Does no line of a group (``shapes``: theirs) hold a year or open as a reference does?"""
    for shape in shapes:
        if shape and (not shape.endswith("/none") or shape.split("/")[0].startswith(_ENTRY_OPENINGS)):
            return False
    return True


def references_look_alike(paste: Counter[str]) -> bool:
    """Do ``_FEWEST_ALIKE`` lines or more of a paste (``paste``: its lines' shapes, counted) look
    like whole references, and most of its lines with a year look so? Told once a paste: the
    answer is the same for each of its groups."""
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


@text_cache(maxsize=4096)  # a paste's lines have a few dozen shapes between them
def is_dated_reference(shape: str) -> bool:
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
    # (A paste's lines have a few dozen shapes between them: each is told once.)
    dated = {shape for shape in set(shapes) if shape and is_dated_reference(shape)}
    notes = [
        position
        for position in range(1, len(shapes))
        if shapes[position - 1] in dated and shapes[position].endswith("/none")
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


@text_cache(maxsize=4096)  # a paste's lines have a few dozen shapes between them
def _card_line_kind(shape: str) -> str | None:
    """What a line of an alternating card is: "title", "dated", or None (blank, or neither)."""
    if not shape:
        return None
    if _bare_title(shape):
        return "title"
    return "dated" if is_dated_reference(shape) else None


def card_pairs(shapes: list[str], texts: list[str] | None = None) -> list[tuple[int, int]]:
    """The cards of a paste (``shapes``: its lines', blank ones included) whose lines alternate a
    bare title and a dated reference line ("Title." / "Family, A., & Other, B. (2022). Journal,
    4(2)."): each card's first and second line, by position. Which comes first the paste tells
    where a run of alternating lines begins, after a blank line or a line of neither kind (a
    heading). None when fewer than ``_FEWEST_CARDS`` cards alternate so, or when the runs
    disagree on which line comes first. With ``texts`` (the lines), a short title counts too,
    and so does a short line of names, venue and year under a title (see
    ``_short_card_title``); a card's row of links under its dated line ("PDF · Code") neither
    ends a run nor is a card's line."""
    kinds = [_card_line_kind(shape) for shape in shapes]
    links: set[int] = set()
    if texts is not None:
        for position in range(len(shapes)):
            if kinds[position] is None and _short_card_title(texts, shapes, position):
                kinds[position] = "title"
            if (
                kinds[position] == "title"
                and position + 1 < len(shapes)
                and kinds[position + 1] is None
                and _short_names_line(texts[position + 1], shapes[position + 1])
            ):
                kinds[position + 1] = "dated"
        links = {
            position
            for position in range(1, len(shapes))
            if kinds[position - 1] == "dated"
            and kinds[position] is None
            and is_link_line(texts[position].strip())
        }
    runs: list[list[int]] = []
    run: list[int] = []
    previous = -1  # the run's last line, or the row of links under it
    for position, kind in enumerate(kinds):
        if position in links and run and run[-1] == position - 1:
            previous = position
            continue
        if kind is not None and run and kinds[run[-1]] != kind and previous == position - 1:
            run.append(position)
            previous = position
            continue
        previous = position
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


# A short title holds so many words at least: "Tactile servoing with event cameras".
_FEWEST_SHORT_TITLE_WORDS = 3


def _short_card_title(texts: list[str], shapes: list[str], position: int) -> bool:
    """Is the line at ``position`` a card's short title over its line of names, venue and year
    ("Tactile servoing with event cameras" / "Lena Ortmann, Jonas Weber. RSS 2023.")? It reads
    as a title but for its length, holds ``_FEWEST_SHORT_TITLE_WORDS`` words and no heading's
    words (a heading over a list: "Journal Articles", "Invited talks"), the line under it holds
    names, then a venue and year and no title (``_names_then_venue``), and no dated line follows
    that one (a heading over whole references, one a line, would pair with the first)."""
    if not shapes[position].startswith("upper/"):
        return False  # (most lines: told by their opening alone, before the shape is taken apart)
    opening, length, _, year = shapes[position].split("/")
    text = texts[position].strip()
    if (
        opening != "upper"
        or length != "short"
        or year != "none"
        or len(text.split()) < _FEWEST_SHORT_TITLE_WORDS
        or position + 1 >= len(shapes)
        or not shapes[position + 1].startswith("name/")
        or not (
            is_dated_reference(shapes[position + 1])
            or _short_names_line(texts[position + 1], shapes[position + 1])
        )
        or not _names_then_venue(texts[position + 1].strip())
        or (position + 2 < len(shapes) and shapes[position + 2] and is_dated_reference(shapes[position + 2]))
    ):
        return False
    return not reads_as_heading(text) and not looks_like_heading(text)


# The venue after a card's names holds so many words at most: "IEEE Transactions on Robotics, 2023".
_LONGEST_VENUE_AFTER_NAMES = 12
# The year in brackets right after the names: "Ortmann, L., Weber, J. (2023). RSS."
_BRACKETED_YEAR_OPENING_RE = re.compile(r"^\((?:19|20)\d\d[a-z]?\)[.,:]?\s*")
# A sentence's end inside the text after the names: a title's last word, then a stop ("… carlo. Journal").
_SENTENCE_END_RE = re.compile(r"\b[a-z]{4,}\.\s")


def _short_names_line(text: str, shape: str) -> bool:
    """A short line of names, then a venue and year alone: "Aiko Matsuda, Tomasz Wrona. ECCM 2023."."""
    return shape.startswith("name/short/") and not shape.endswith("/none") and _names_then_venue(text.strip())


def _names_then_venue(text: str) -> bool:
    """Does the line hold names, then only a venue and its year, as a card writes them under its
    title ("Lena Ortmann, Jonas Weber. RSS 2023.", "Weber, J., Keller, M. (2023). IEEE
    Transactions on Robotics 39(2)")? A whole reference holds its title after the names: more
    words, a sentence closed before the venue, or a quote."""
    end = author_list_end(text)
    if end is None:
        return False
    rest = _BRACKETED_YEAR_OPENING_RE.sub("", text[end:].strip())
    return (
        0 < len(rest.split()) <= _LONGEST_VENUE_AFTER_NAMES
        and _SENTENCE_END_RE.search(rest) is None
        and not any(mark in rest for mark in '“"«')
    )


# A title closed by its year in brackets and nothing after: "Title of the Paper (with A. Ruiz) [2023]",
# "“Title of the Paper” (2018)"; or by its whole date, day and month in figures first, as Europass
# dates a publication ("Title [ 15/03/2018 ]", "Title [03/2018]"). The title side holds no other
# year and opens with a capital or a quote.
_TITLE_THEN_BRACKETED_YEAR_RE = re.compile(
    r"^(?!(?:In|En|Em|Dans)\b)"  # a container's line ("In: Book, Press (2007)") opens no card
    r"(?P<title>(?:[A-ZÀ-ÖØ-Þ]|[“\"«'‘][^\W\d_])(?:(?!(?:1[5-9]|20)\d\d).){8,300}?)"
    r"\s[\[(] ?(?:(?:0?[1-9]|[12]\d|3[01])[/.])?(?:(?:0?[1-9]|1[0-2])[/.])?"
    r"(?P<year>(?:1[5-9]|20)\d\d[a-z]?) ?[\])]\.?$"
)
# The lines of such a card after its title line: at most this many.
_MOST_DETAIL_LINES = 4


def dated_title_cards(texts: list[str]) -> list[tuple[int, int]]:
    """The cards of a paste (``texts``: its lines, blank ones included) that each open with a title
    closed by its year in brackets, its details (a summary, the venue, the co-authors) on the lines
    under it: "Title (with A. Ruiz) [2023]" / "We show that … Journal 55". Each card's first line,
    by position, and how many lines under it are its own. None unless ``_FEWEST_CARDS`` such
    titles at least open cards (or two, each over its names and as long as the other, as
    Europass prints a publication: "Title (2021)" over its authors and venue), every card but
    the last has one to ``_MOST_DETAIL_LINES`` lines under it (up to the next such title or a
    blank line), and more than half of those as many
    (cards of one length). The last card runs on to whatever follows the list: it keeps as many
    lines as the list's cards have most often."""
    firsts = [
        position
        for position, text in enumerate(texts)
        if _TITLE_THEN_BRACKETED_YEAR_RE.match(text.strip()) and name_start(text.strip()) is None
    ]
    if len(firsts) < _FEWEST_CARDS and not (len(firsts) == 2 and _titles_over_names(texts, firsts)):
        return []
    lengths = []
    for index, position in enumerate(firsts):
        stop = firsts[index + 1] if index + 1 < len(firsts) else len(texts)
        details = 0
        while position + details + 1 < stop and texts[position + details + 1].strip():
            details += 1
        lengths.append(details)
    if not all(1 <= length <= _MOST_DETAIL_LINES for length in lengths[:-1]):
        return []
    usual, count = Counter(lengths[:-1]).most_common(1)[0]
    if count * 2 <= len(lengths) - 1 or lengths[-1] < (1 if len(firsts) >= _FEWEST_CARDS else usual):
        return []
    return [*zip(firsts[:-1], lengths[:-1], strict=True), (firsts[-1], min(lengths[-1], usual))]


def _titles_over_names(texts: list[str], firsts: list[int]) -> bool:
    """Does a line of names stand right under each title line (``firsts``, by position)?"""
    return all(
        position + 1 < len(texts) and is_author_list(texts[position + 1].strip()) for position in firsts
    )


def names_under_dated_title(texts: list[str], position: int, *, people: bool = False) -> bool:
    """Does the line under a card's dated title (at ``position``) name its authors, as Europass
    prints a publication ("Title (2021)" over "Marta Kovač, Luís Ferreira", then the venue, on
    that line after a stop or on the next)? With ``people``, only a list of two people's names or
    more (``_names_of_people``) counts: a line that could be one body's name or a journal's ("J.
    Number Theory") tells names only where every card of the list has such a line."""
    under = _past_link_lines(texts, position + 1)
    if under >= len(texts):
        return False
    return _labelled_names_opening(texts[under], people=people) is not None


def _labelled_names_opening(text: str, *, people: bool = False) -> int | None:
    """``_names_opening`` of a line without its names label ("Authors: "), where a label, as
    Europass's description writes it, says that any names open it: one body's too ("Authors: World
    Health Organization. Nature 100")."""
    unlabelled = without_names_label(text)
    return _names_opening(unlabelled, people=people and unlabelled == text)


def _past_link_lines(texts: list[str], position: int) -> int:
    """The position of the first line from ``position`` on that is no line of links: Europass
    prints a publication's "Link: https://…" between its dated title and its description."""
    while position < len(texts) and texts[position].strip() and is_link_line(texts[position].strip()):
        position += 1
    return position


_STOP_RE = re.compile(r"\.(?=\s)")
_SPACED_DASH_RE = re.compile(r" [–—-] ")
_WORD_STOP_RE = re.compile(r".*[^\W\d_]{3}\.$", re.DOTALL)


def _names_opening(text: str, *, people: bool = False) -> int | None:
    """Where the names that open a line end: the whole line where it is a list of names (of
    people's names, with ``people``), or a list of people's names a stop closes with more after it
    ("Marta Kovač, Luís Ferreira. Agroforestry Systems, 95(2)"), or None."""
    text = text.strip()
    if _names_of_people(text) if people else is_author_list(text):
        return len(text)
    # (names closed by a spaced dash before the venue: "Marta Kovač, Luís Ferreira – Agroforestry
    # Systems, 95(2)")
    dash = _SPACED_DASH_RE.search(text, 0, 600)
    if dash is not None and (_names_of_people if people else is_author_list)(text[: dash.start()].strip()):
        return dash.start()
    # (the longest run of names before a stop: initials hold stops too, "A. Berg, L. Holm. Venue")
    stops = [found.end() for found in _STOP_RE.finditer(text, 0, 600)]
    end = next((end for end in reversed(stops) if _names_of_people(text[:end].strip(" .,;"))), None)
    if end is None and not people:
        # (one body's name, told by its heading word, before the first stop that closes a word,
        # not an initial: "World Health Organization. Nature 100")
        word = next(
            (
                found.end()
                for found in _STOP_RE.finditer(text, 0, 600)
                if _WORD_STOP_RE.match(text, 0, found.end())
            ),
            None,
        )
        end = word if word is not None and names_a_body(text[:word].strip(" .,;")) else None
    return end


# A name of a list of people's names: two words at least, any stop an initial's.
_PERSONS_NAME_RE = re.compile(r"(?:[A-ZÀ-ÖØ-Þ]\.\s?|[^\W\d_][\w'’-]*\s+)+[^\W\d_][\w'’-]*")
_NAMES_SEPARATOR_RE = re.compile(r",\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+")


def _names_of_people(text: str) -> bool:
    """Is ``text`` a list of two people's names or more, each written in two words at least, as the
    line under a card's title writes them before its venue? A journal's abbreviated name ("Duke
    Math", "J. Number Theory") reads as one body's name, not as such a list."""
    pieces = _NAMES_SEPARATOR_RE.split(text)
    return (
        len(pieces) >= 2
        and all(_PERSONS_NAME_RE.fullmatch(piece.strip()) for piece in pieces)
        and is_author_list(text)
    )


def dated_title_over_names_as_read(parts: list[str]) -> list[str]:
    """A card of a dated title over its names (``names_under_dated_title``) written as the reader
    takes a reference: its names, its year in brackets, its title, then the rest ("Marta Kovač,
    Luís Ferreira (2021). Title. Agroforestry Systems"). Any other card's parts as they are."""
    under = _past_link_lines(parts, 1)
    found = _TITLE_THEN_BRACKETED_YEAR_RE.match(parts[0].strip()) if len(parts) > under else None
    # (the card was told a card over names by its lines as pasted, their label with them)
    end = _names_opening(without_names_label(parts[under])) if found is not None else None
    if found is None or end is None:
        return parts
    title = found.group("title").strip(" .")
    line = without_names_label(parts[under]).strip()
    names = line[:end].strip().rstrip(" ,;.")
    after = line[end:].strip()
    after = after[1:].strip() if after[:1] in "–—-" else after  # (the dash that closed the names)
    rest = " ".join(part.strip() for part in (after, *parts[under + 1 :], *parts[1:under]) if part.strip())
    return [f"{names} ({found.group('year')}). {title}. {rest}"]


# A title, its year in brackets and its venue after a stop, no stop inside the title and no names
# anywhere: "Tidal Mixing in Estuaries (2024). Estuary Letters 7: 1–9." (the academicpages theme
# prints each publication so, its title in bold). A title in capitals throughout reads like a body
# before its year ("World Health Organization (2020). Title") unless the list writes them so.
_TITLE_YEAR_VENUE_RE = re.compile(
    r"(?P<title>[A-ZÀ-Þ][^()\[\].]{9,300}?)(?<!\d)\s\((?P<year>(?:19|20)\d\d[a-z]?)\)\.\s+(?P<rest>[^\W\d_].*)"
)

_WITH_CAPITAL_RE = re.compile(r"\swith\s+[A-ZÀ-Þ]")


def titles_before_years(texts: list[str], shapes: list[str]) -> list[int]:
    """The lines (positions) of a list that writes each publication as its title, its year in
    brackets and its venue, naming no one ("Tidal Mixing in Estuaries (2024). Estuary Letters 7").
    None unless ``_FEWEST_ALIKE`` lines at least read so and they are half the paste's dated lines
    or more: a list of references holds a few bodies before their years among its persons."""
    found = [
        position
        for position, (text, shape) in enumerate(zip(texts, shapes, strict=True))
        if shape.startswith("dated-title/")
        and (match := _TITLE_YEAR_VENUE_RE.match(text.strip())) is not None
        and not is_author_list(match.group("title"))
    ]
    dated = sum(1 for shape in shapes if shape and not shape.endswith("/none"))
    if len(found) < _FEWEST_ALIKE or len(found) * 2 < dated:
        return []
    # (a title closed by "with" and capitalised words may name its co-authors there, "Title with
    # Ana Ruiz (2021)", which the usual reading tells: it is left to it)
    return [position for position in found if _WITH_CAPITAL_RE.search(texts[position].split("(")[0]) is None]


def title_before_year_as_read(text: str) -> str:
    """A line of ``titles_before_years`` written as the reader takes a title with no names before
    it, quoted: "Tidal Mixing in Estuaries (2024). Venue" → "“Tidal Mixing in Estuaries” (2024).
    Venue" (unquoted, its capitalised words read as a body's name). Any other line as it is."""
    found = _TITLE_YEAR_VENUE_RE.match(text.strip())
    if found is None:
        return text
    return f"“{found.group('title').strip()}” ({found.group('year')}). {found.group('rest')}"


def dated_title_as_read(text: str) -> str:
    """A card's first line of a title and its year in brackets written as the reader takes a title
    alone, quoted, with its year after it: "Title (with A. Ruiz) [2023]" → "“Title (with A. Ruiz),”
    (2023)" (the summary under it is then no part of the title). Any other line as it is."""
    found = _TITLE_THEN_BRACKETED_YEAR_RE.match(text.strip())
    if found is None:
        return text
    title = found.group("title").strip(" .“”\"«»'‘’")
    # (the comma inside the quotes closes them there, not at a quotation in the summary below)
    return f"“{title},” ({found.group('year')})"
