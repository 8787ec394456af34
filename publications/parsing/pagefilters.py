"""The search box and filters above a theme's list of publications.

Hugo Blox (formerly Wowchemy, a Hugo theme) prints a search box and two selects above its
publication list; a browser copies them as lines of their own: the box's "Search...", the select
"Type" and its options (the kinds of publication: "Conference paper", "Journal article",
"Preprint"), the select "Date" and its options (the years). Some versions label them "Filter by
type" and "Filter by date". None of these is an entry: read as one, the block is a spurious entry
whose title is the kinds, and its last year a heading that dates the first entries wrongly.

A block opens at a control line and holds the short lines after it (a kind's words or a year) up
to a blank line or a longer line. A text that also stands elsewhere in the paste (a year heading
"2021", a kind heading "Preprint") is left as it is there.
"""

from __future__ import annotations

import re

PAGE_FILTERS_REASON = "a publication page's search box and filters"

# The controls' own words, each a whole line: the search box and the selects' first options.
_CONTROL_RE = re.compile(
    r"^\s*(?:search\s*(?:\.{3}|…)|type|date|publication\s+type|"
    r"filter\s+by\s+(?:publication\s+)?(?:type|date|year)\s*:?)\s*$",
    re.IGNORECASE,
)
# An option of a select: a year, or a kind's few words (no digits, no sentence's full stop).
_YEAR_OPTION_RE = re.compile(r"^\s*(?:1[5-9]|20)\d\d\s*$")
_WORDS_OPTION_RE = re.compile(r"^\s*[^\W\d_][^\d.,;:()\[\]]{0,40}$")
_OPTION_WORDS_AT_MOST = 4
# The search box has no options: the short lines under a lone "Search..." are the list's own
# (kind headings), and only a select's ("Type", "Date") are its options.
_SEARCH_RE = re.compile(r"^\s*search\b", re.IGNORECASE)


def _is_option(text: str) -> bool:
    if _YEAR_OPTION_RE.match(text):
        return True
    return _WORDS_OPTION_RE.match(text) is not None and len(text.split()) <= _OPTION_WORDS_AT_MOST


def filter_lines(texts: list[str]) -> set[int]:
    """The indices of ``texts`` that are a page's search box and filters (controls and options)."""
    found: set[int] = set()
    index = 0
    while index < len(texts):
        if not _CONTROL_RE.match(texts[index]):
            index += 1
            continue
        block = [index]
        controls = [index]
        index += 1
        while index < len(texts) and texts[index].strip():
            if _CONTROL_RE.match(texts[index]):
                controls.append(index)
            elif not _is_option(texts[index]):
                break
            block.append(index)
            index += 1
        selects = any(not _SEARCH_RE.match(texts[control]) for control in controls)
        found.update(block if selects else controls)
    outside: dict[str, int] = {}
    for position, text in enumerate(texts):
        if position not in found:
            outside[text.strip()] = position
    return {position for position in found if texts[position].strip() not in outside}
