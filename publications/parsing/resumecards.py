"""The publications of a one-page résumé, each set as the template sets a position: the title
with its date set right, the venue with its place set right, then bullets.

Jake's Resume and the Overleaf résumé templates built on it print each item with
``\\resumeSubheading{title}{date}{venue}{place}``: the first and second arguments bold on one line,
the first left and the second set right, the third and fourth in italics on the next line the same
way, then the item's bullets (``\\resumeItem``). A publications section set so holds a paper's
title and date, its venue and the meeting's place, and a bullet of its authors ("• A. Rossi,
B. Okafor, and C. Tan"). Copied from the PDF, each right-set part comes after a tab or one space
("Sediment pulses in braided rivers Mar 2021"); read as lines of a list, the date runs into the
title and each bullet of names into the next item's title.

Each such item is read as the citation it holds ("• A. Rossi, B. Okafor, and C. Tan (2021).
“Sediment pulses in braided rivers.” Water Resources Research.") on its bullet's line, which
opens it as each bullet opens an item of a list, its title and venue lines left out
(``RESUME_ENTRY_REASON``), where the paste holds two such items at least.

Cannot handle: an item without its bullet of names right under its venue; a place set right
after one space, which is read as the venue's last words; a date that is a year alone after one
space (a title may end in a year).
"""

from __future__ import annotations

import re

from .fields import MONTH_OR_SHORT_WORDS
from .names import is_author_list

RESUME_ENTRY_REASON = "a résumé's item: its venue or its names, read with its title"

_YEAR = r"(?:19|20)\d\d"
# The title, then the date set right: a month and a year after a tab or a space, a year alone
# after a tab.
_DATED_TITLE_RE = re.compile(
    rf"(?P<title>\S.{{4,400}}?)(?:[ \t]+(?i:{MONTH_OR_SHORT_WORDS})\.?[ \t]+|\t+)(?P<year>{_YEAR})"
)
# The year that closes such a title line, after the space or tab before it: a line without one is
# told so before the title pattern tries every place the title could end.
_CLOSING_YEAR_RE = re.compile(rf"[ \t]{_YEAR}")
_BULLET_RE = re.compile(r"(?P<marker>[•●▪◦∙‣*–-])\s*(?P<names>\S.*)")
_FEWEST_ITEMS = 2


def resume_cards(texts: list[str]) -> tuple[dict[int, str], set[int]]:
    """The bullet lines of ``texts`` (by index) that close a résumé's item, each written as the
    item's citation, and the indices of its title and venue lines; ({}, set()) where the paste
    holds fewer than ``_FEWEST_ITEMS``."""
    citations: dict[int, str] = {}
    others: set[int] = set()
    for index, text in enumerate(texts):
        if index + 1 >= len(texts) or (dated := _dated_title(text.strip())) is None:
            continue
        bullet_at = index + 1
        venue = ""
        if _names(texts[bullet_at]) is None:
            venue = texts[bullet_at].split("\t")[0].strip(" .")
            if not venue or _dated_title(texts[bullet_at].strip()):
                continue
            bullet_at += 1
        names = _names(texts[bullet_at]) if bullet_at < len(texts) else None
        if names is None:
            continue
        marker, names = names
        # The title in quotes: its end is known, and no venue's words are read into it.
        citation = f"{marker} {names} ({dated['year']}). “{dated['title'].strip().rstrip('.')}.”"
        citations[bullet_at] = f"{citation} {venue}." if venue else citation
        others.update(range(index, bullet_at))
    return (citations, others) if len(citations) >= _FEWEST_ITEMS else ({}, set())


def _dated_title(text: str) -> re.Match[str] | None:
    """The title and year of a line that sets its date right, or None."""
    if not _CLOSING_YEAR_RE.fullmatch(text, len(text) - 5):
        return None
    return _DATED_TITLE_RE.fullmatch(text)


def _names(text: str) -> tuple[str, str] | None:
    """The marker and the names of a bullet that lists an item's authors, or None."""
    bullet = _BULLET_RE.fullmatch(text.strip())
    if bullet is None:
        return None
    names = bullet["names"].strip(" .")
    return (bullet["marker"], names) if is_author_list(names) else None
