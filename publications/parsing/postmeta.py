"""The line of a blog theme's post list that closes each card: the post's date, its reading time
and its authors, parted by middle dots.

Hugo's PaperMod theme prints each post of a list as its title, its summary and a footer of
"January 2, 2006 · 3 min · Author" (the date in the site's format, the reading time where the site
shows it, the authors joined by commas); a group that keeps its publications as posts copies as
"Title / summary / June 2021 · 5 min · Marta Keller, Tobias Brandt". Read as a line of the list,
the footer is a venue ("June 2021 · Marta Keller") and the card has no names.

Each such line is written as a reference writes its names and year ("Marta Keller, Tobias
Brandt, 2021"), where the paste holds ``_FEWEST_META_LINES`` such lines at least, or one that
shows a reading time; the summary above it is then the card's abstract, or its venue line
("Journal of Coastal Morphology, 12(3), 44–61"), over the footer read as the card's names line.

Cannot handle: a footer without authors (Congo's "2 January 2006 · 1 min"): it is left as the
line rules read it.
"""

from __future__ import annotations

import re

from .fields import MONTH_OR_SHORT_WORDS
from .names import is_author_list

_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_MONTH = rf"(?i:{MONTH_OR_SHORT_WORDS})\.?"
_YEAR = r"(?:19|20)\d\d"
_YEAR_RE = re.compile(_YEAR)
# "January 2, 2006", "Jan 2, 2006", "2 January 2006", "June 2021", "2006-01-02", "02.01.2006".
_DATE = (
    rf"(?P<date>{_MONTH}\s+(?:{_DAY},?\s+)?{_YEAR}"
    rf"|{_DAY}\s+{_MONTH}\s+{_YEAR}"
    rf"|{_YEAR}-\d\d-\d\d"
    rf"|\d\d?[./]\d\d?[./]{_YEAR})"
)
# "3 min", "1 min read", "2 mins", "12 minutes", "420 words".
_READING_TIME = r"(?P<time>\d{1,3}\s*(?i:min(?:ute)?s?(?:\s+read)?|words))"
_META_LINE_RE = re.compile(rf"^\s*{_DATE}\s*·\s*(?:{_READING_TIME}\s*·\s*)?(?P<names>[^\d·]{{3,600}}?)\s*$")
_FEWEST_META_LINES = 2


def post_meta_lines(texts: list[str]) -> dict[int, str]:
    """The lines of ``texts`` (by index) that are a post list's footer of date, reading time and
    authors, each written as its names and year; {} where the paste holds none such, or one
    without a reading time."""
    found: dict[int, str] = {}
    timed = False
    for index, text in enumerate(texts):
        if "·" not in text or (match := _META_LINE_RE.match(text)) is None:
            continue
        names = match["names"].strip(" ,;")
        if not is_author_list(names):
            continue
        year = _YEAR_RE.search(match["date"])
        found[index] = f"{names}, {year.group(0) if year else ''}".rstrip(" ,")
        timed = timed or match["time"] is not None
    return found if len(found) >= _FEWEST_META_LINES or (found and timed) else {}
