"""References in the Chinese GB/T 7714 style, whose title is closed by a mark of the document's
type: "[J]" a journal article, "[C]" a paper in proceedings, "[M]" a book, "[D]" a thesis, "[R]"
a report, "[EB/OL]" an online resource …:

    "Kovac P, Lind A N, et al. Title: a subtitle? and more [J]. Journal of Things. 2014, 9 (4): 1–9."
    "Lind A N. Title [M] // Kovac P, et al. Book of Chapters. Press, 2007: 1–28."

The mark ends the title wherever the title's own punctuation ("?", ":") would seem to; after
"//" stand the host's editors, then its title.

Accepts the visible text of one reference. ``type_mark`` finds the mark that closes the title;
``host_without_editors`` gives the text after it without the editors' names. ``TYPE_MARK_RE`` and
``MARK_TYPES`` read a mark where the text after a title opens with it (the tail's reading).

Cannot handle: a mark inside a title's own brackets ("The [C] language").
"""

from __future__ import annotations

import re

from . import cjk
from .names import is_author_list
from .records import PublicationType

# " [J]. ", " [C] // ", " [M]. ": the mark between spaces or before a stop, "//" or the end.
_TITLE_CLOSING_MARK_RE = re.compile(
    r"\s?\[(?P<mark>J|C|M|D|R|P|S|N|A|G|Z|EB|DB|CP)(?:/OL)?\](?=\s*(?:[.,]|//|$))"
)
# A mark with the spaces, "//" and stop around it: journal, conference, book, thesis, report, …
TYPE_MARK_RE = re.compile(r"\s*\[(J|C|M|D|R|A|N|P|S|Z|G|EB/OL|J/OL|C/OL|M/OL|DB/OL)\](?:\s*//)?\s*[.,]?\s*")
# The type each mark says (its "/OL", online, left off).
MARK_TYPES = {
    "J": PublicationType.JOURNAL,
    "C": PublicationType.CONFERENCE,
    "M": PublicationType.BOOK,
    "D": PublicationType.THESIS,
    "A": PublicationType.CHAPTER,
    "G": PublicationType.BOOK,
    "R": PublicationType.OTHER,
    "P": PublicationType.OTHER,
    "S": PublicationType.OTHER,
    "N": PublicationType.OTHER,
    "Z": PublicationType.OTHER,
    "EB": PublicationType.OTHER,
    "DB": PublicationType.DATASET,
}
# The marks whose type outranks the reading of the text after the title: those of a journal, a
# proceedings, a book, a thesis and a chapter; after a report's, a standard's or an online page's
# mark, what the rest reads as stands.
_HINTS = {mark: MARK_TYPES[mark] for mark in ("J", "C", "M", "D", "A")}
_HOST_EDITORS_RE = re.compile(r"\s*//\s*(?P<names>[^./]{2,400})\.\s+(?=\S)")
# The editors' word closing their names ("// SMITH J, JONES K, eds. Proceedings …", "//张三, 编. 论文集").
_EDITORS_WORD_RE = re.compile(r",?\s*(?:eds?|主编|编著|等编|编)$")


# Chinese journals print GB/T 7714 references with full-width punctuation: "王明，刘洋．Title［J］．
# 学报，2019，77（3）：412－420．". A type mark in full-width brackets, or in ASCII ones after a full-width
# stop, says the reference is written so.
_FULL_WIDTH_MARK_RE = re.compile(
    r"［(?:J|C|M|D|R|P|S|N|A|G|Z|EB|DB|CP)(?:[/／]OL)?］|．\s?\[(?:J|C|M|D|R|P|S|N|A|G|Z|EB|DB|CP)(?:/OL)?\]"
    r"|\[(?:J|C|M|D|R|P|S|N|A|G|Z|EB|DB|CP)(?:/OL)?\]．"
)


def with_ascii_punctuation(text: str, *, cjk_names: bool) -> str:
    """A GB/T 7714 reference written with full-width punctuation, written with ASCII punctuation
    instead (spaces after stops, commas and colons); other text as it is. Where the reference opens
    with names in CJK characters (``cjk_names``) the full-width comma stays: that reader parts names
    and fields by it, and keeps it in a title."""
    if ("］" not in text and "．" not in text) or _FULL_WIDTH_MARK_RE.search(text) is None:
        return text
    return cjk.with_ascii_punctuation(text, keep_comma=cjk_names)


# "Title: PB 91-194001[R]", "Title: e83692[C]": GB/T 7714 writes a report's or a paper's number after
# its title, past a colon, as the title's other information; a number of four digits alone may be
# a year in a subtitle ("Vision: 2030") and stays.
_TITLE_NUMBER_RE = re.compile(r":\s*(?P<number>(?:[A-Z]{1,4}[\s-]?)?e?\d[\d-]{2,}(?:\s\d{2,})?)$")
_YEAR_RE = re.compile(r"(?:1[5-9]|20)\d\d")


def title_without_number(title: str) -> str:
    """The title before the mark without the document's number GB/T writes after it."""
    number = _TITLE_NUMBER_RE.search(title) if ":" in title else None
    if number is None or _YEAR_RE.fullmatch(number.group("number")) or not title[: number.start()].strip():
        return title
    return title[: number.start()].rstrip()


def type_mark(visible: str) -> re.Match[str] | None:
    """The type mark that closes the title, None where there is none."""
    return _TITLE_CLOSING_MARK_RE.search(visible) if "]" in visible else None


def hint(mark: re.Match[str], rest: str) -> PublicationType | None:
    """The type the mark says; a book's part ("[M] // host") is a chapter."""
    if mark.group("mark") == "M" and rest.lstrip(" .").startswith("//"):
        return PublicationType.CHAPTER
    return _HINTS.get(mark.group("mark"))


def host_without_editors(rest: str) -> str:
    """The text after the mark, its leading stop and the host's editors ("// Kovac P, et al.") dropped."""
    rest = rest.lstrip(" .")
    if not rest.startswith("//"):
        return rest
    editors = _HOST_EDITORS_RE.match(rest)
    if editors is not None and is_author_list(_EDITORS_WORD_RE.sub("", editors.group("names"))):
        return rest[editors.end() :]
    return rest.lstrip("/ ")
