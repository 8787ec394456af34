"""References run together in one paragraph, as a copy that lost its line breaks has them
("… 35: 101–115. Moreau, C., Brandt, D. and Silva, E. 2020. Sediment transport …").

Accepts the text of one entry as grouped (its lines joined by spaces). A reference starts after
the end of the one before (a period, or a link) where a person's name opens an author list
("Moreau, C.", "C. Moreau", "Moreau C", "van der Berg, H.") that the year follows ("2020.",
"(2020)", "2020a,"), or where a dash stands for the names of the reference before ("———. 2021.");
and the title's words follow the year. The paragraph is split only when it opens with a
person's name too, as an author list does; a paragraph without these marks stays whole.

Cannot handle: references that do not put the year right after the names (MLA, Vancouver, IEEE
without numbers) stay one entry, and so does a paragraph that opens with a body's name ("World
Health Organization. 2020. …") or with given names first ("Amara Okafor, …").
"""

from __future__ import annotations

import re

from ..names import is_author_list, opens_with_particle_name
from .features import name_start

# Shorter than this, a paragraph holds one reference at most.
_SHORTEST_RUN = 80
# The names and the year that open a reference fit in this many characters.
_NAMES_WINDOW = 250
_YEAR_RE = re.compile(r"(?:1[5-9]|20)(?<![\d/.-]\d\d)\d\d(?![\d/])")
# The year as written after the names: "2020.", "2020a,", "(2020).", "(2020, March 3)", "1998 [1941]."
_DATED_RE = re.compile(
    r"(?P<open>\()?(?:1[5-9]|20)\d\d[a-z]?(?:\s?[-–/]\s?\d{2,4})?"
    r"(?(open)(?:,\s[^()]{1,25})?\)|)(?:\s[\[(](?:1[5-9]|20)\d\d[\])])?(?:(?<=\))|[.,:])\s+(?=\S)"
)
# Where a reference can end: a period that closes no initial or abbreviation, its pages, or a link.
_END_RE = re.compile(r"(?:(?<=[^\W\d_]{2}\.)|(?<=[\d)\]”\"’'?!]\.))\s+(?=[^\W\d_]|[—–_-])")
_PAGES_END_RE = re.compile(r"\d\s?[-–—]\s?\d{1,5}\s+(?=[^\W\d_])")
_LINK_RE = re.compile(r"(?:https?://|doi:|10\.\d{4,9}/)\S*\s+", re.IGNORECASE)
# Words that close no reference though a period follows them ("pp.", "et al.", "Proc.", "eds.").
_ABBREVIATION_END_RE = re.compile(
    r"\b(?:pp?|vols?|nos?|al|eds?|trans|proc|conf|int|symp|dept|univ|inc|ltd|co|jr|sr|st|dr|mr|mrs|ms|vs|cf)\.\s+$",
    re.IGNORECASE,
)
# Words before names that make them someone else's than the authors' ("In Okafor, A. 2019. …").
_NOT_AUTHORS_RE = re.compile(
    r"(?:In|Im|En|Dans|See|Also|Ed|Eds|Edited|Reprinted|Translated|Trans|Cited|Quoted|With|And|Review|Reviewed)\b[.:]?\s"
)
# "———. 2021.", "——, 2021", "___. (2021).": the authors of the reference before.
_SAME_AUTHORS_RE = re.compile(r"(?:[—–]{2,}|-{3,}|_{3,})\s?[.,]?\s")
# What follows a year that is an access date or a place's, not a reference's opening.
_NOT_A_TITLE_RE = re.compile(
    r"(?:Available|Retrieved|Accessed|Online|Reprint|URL|https?:|www\.|doi|pp?\.|vol|no\.|\d)", re.IGNORECASE
)
_MONTH_END_RE = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$|\b(?:spring|summer|autumn|fall|winter)$",
    re.IGNORECASE,
)
_WORD_RE = re.compile(r"[^\W\d_]{2,}")
# The words of a title and a venue after the year: no reference has fewer.
_FEWEST_TITLE_WORDS = 3


def reference_starts(text: str) -> list[int]:
    """Where references run together in ``text`` start after its first: their offsets, in order;
    none when the text does not open with a person's name, or no later reference opens with
    names and a year."""
    if len(text) < _SHORTEST_RUN or len(_YEAR_RE.findall(text, 0, len(text))) < 2:
        return []
    if not _opens_with_a_name(text):
        return []
    candidates = [
        end.end()
        for end in _END_RE.finditer(text)
        if not _ABBREVIATION_END_RE.search(text, max(0, end.start() - 8), end.end())
    ]
    candidates += [link.end() for link in _LINK_RE.finditer(text)]
    candidates += [pages.end() for pages in _PAGES_END_RE.finditer(text)]
    starts: list[int] = []
    # Where the year after the names of the reference before ends: the title's words follow it.
    # A first reference written otherwise (its year at its end) needs its year before the next.
    previous_year_end = _opening(text, 0)
    first_year = _YEAR_RE.search(text)
    if first_year is None:
        return []
    for start in sorted(set(candidates)):
        if start <= (previous_year_end or first_year.end()):
            continue
        found = _opening(text, start)
        if found is None:
            continue
        if previous_year_end is None or _title_between(text, previous_year_end, start):
            starts.append(start)
        # else nothing of a title after the reference before's year: no reference ends here, and
        # the title of the next is read from these names' year on ("Okafor, A. 2019. Okafor, A.
        # 2019. …" holds no title at all).
        previous_year_end = found
    if starts and not _title_between(text, previous_year_end, len(text)):
        starts.pop()
    return starts


def opens_with_names_and_year(text: str) -> bool:
    """Does the text open as a reference of an author-year list: names, their year, and a
    title's words after it ("Okafor, A. 2019. Tidal …", "Okafor A., 2019, ApJ, 500, 1")?"""
    return _opening(text, 0) is not None


def _opening(text: str, start: int) -> int | None:
    """Where the year ends after names opening a reference at ``start``; None where no reference
    of an author-year list opens there."""
    window = text[start : start + _NAMES_WINDOW]
    same = _SAME_AUTHORS_RE.match(window)
    if same is not None:
        year_at = same.end()
    else:
        if not _opens_with_a_name(window):
            return None
        year = _YEAR_RE.search(window)
        if year is None:
            return None
        year_at = year.start() - 1 if window[year.start() - 1 : year.start()] == "(" else year.start()
        names = window[:year_at].rstrip(" .,;:")
        if not names or _MONTH_END_RE.search(names) or not _names(names):
            return None  # (no names before a date: "Sage Publications, July 2009")
    dated = _DATED_RE.match(window, year_at)
    if dated is None or _NOT_A_TITLE_RE.match(window, dated.end()):
        return None
    return start + dated.end()


def _opens_with_a_name(text: str) -> bool:
    """Does the text open with a person's name, as an author list does (not "In Okafor, A.")?"""
    if _NOT_AUTHORS_RE.match(text):
        return False
    return name_start(text) is not None or opens_with_particle_name(text)


def _names(text: str) -> bool:
    """An author list, its names separated by commas or by semicolons ("Tal, A.; Lahav, O.")."""
    if ";" not in text:
        return is_author_list(text)
    pieces = [piece.strip(" &") for piece in text.split(";")]
    return all(_opens_with_a_name(piece) and is_author_list(piece) for piece in pieces if piece)


def _title_between(text: str, start: int, end: int) -> bool:
    """Are there a title's and a venue's words (three at least) between a year and the next
    reference?"""
    return len(_WORD_RE.findall(text, start, end)) >= _FEWEST_TITLE_WORDS
