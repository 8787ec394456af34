"""Lists dated in the margin: a CV's year printed in the left margin before each of its items
(moderncv's ``\\cventry``, the res class, a tabular of years), and the card moderncv prints
under such a year, its title first and its names on a line of their own ("2021 Title, Climate
Dynamics 56, 1201–1220" / "A. Rossi, B. Bianchi"). The one home of this layout for the grouping
and the reading of free text (``formats.citations``).

Accepts the pasted lines, and the lines of the entry being grouped or the parts of one being read:
``find`` tells the margin's year before each line that opens so, in a list dated in the margin
(none in any other); ``year_of`` the year a group's first line carries in the margin, that dates
the entry and is none of its text; ``names_close_card`` and ``opens_next_card`` where a card
printed under a margin's year ends, its names line closing it and the next year's line opening
the next; ``card_as_citation`` reads such a card as the citation it stands for, the names first.

Cannot handle: a list that dates only one or two of its items in the margin (two do where both
open with their names): its years are taken for wrapped lines' and the items read without them;
a card whose names line holds a year, or that runs to more than two lines above its names.
"""

from __future__ import annotations

import re

from .classify import names_a_meeting, names_a_periodical
from .fields import MODERN_YEAR_RE
from .lines import Line
from .reference import is_names_line
from .segmentation.features import name_start

# "2019 Hennessy, R., Marlow, K. …": a CV's year in the left margin (moderncv's \cventry, the res
# class, a tabular of years) before the first line of an item that opens with its names. A CV
# typed in a word processor sets the year, and the item's number after it, by tab stops
# ("2019 <tab> 3. <tab> Hennessy, R. …").
_ITEM_NUMBER = r"(?:\d{1,3}\.[ \t]+)?"
# The year and the item's number both: what follows is the item's first words, whatever they are
# (a corporate author's name, "World Health Organization. Title …"), never a title read with it.
_NUMBERED_MARGIN_RE = re.compile(r"(?:19|20)\d\d[ \t]+\d{1,3}\.[ \t]+(?=\S)")
_MARGIN_YEAR_RE = re.compile(rf"(?:19|20)\d\d[ \t]+{_ITEM_NUMBER}(?=\S)")
# A list dated in the margin dates two items so at least; one line so is a wrapped line's year.
_MARGIN_YEARS_AT_LEAST = 2


# "2023 Gradient-free optimisation …, R. Tesfu, …": moderncv's \cventry with its year in the
# margin and its title first, once enough items open so (not the one wrapped line "2019 Water
# Resources Research 55, …"); a year and a day ("2017 April 11, …") is a date, not a margin's.
_MARGIN_YEAR_BEFORE_TEXT_RE = re.compile(
    rf"((?:19|20)\d\d)[ \t]+{_ITEM_NUMBER}(?=[A-ZÀ-Þ“\"‘])"
    r"(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s*\d)"
)
_MARGIN_YEARS_BEFORE_TEXT_AT_LEAST = 3
_LEADING_YEAR_RE = re.compile(r"\s*(?:19|20)\d\d[ \t]")


def find(lines: list[Line]) -> dict[int, int]:
    """The year in the margin before each line that opens so, by line number, in a list dated in
    the margin; empty in any other."""
    found: dict[int, int] = {}
    before_names = 0
    for line in lines:
        # One quick test lets go of the lines that open with no year, most of every paste.
        if _LEADING_YEAR_RE.match(line.text) is None:
            continue
        stripped = line.text.strip()
        year = _MARGIN_YEAR_BEFORE_TEXT_RE.match(stripped)
        if year is None or "\t" in stripped[year.end() :]:
            continue  # (a row of a table copied as text holds more cells after its year's)
        opens_names = _opens_with_margin_year(stripped)
        if opens_names or not _names_a_venue(_VENUE_HEAD_RE.match(stripped[year.end() :]).group(0)):
            found[line.number] = int(year.group(1))
            before_names += opens_names
    if before_names >= _MARGIN_YEARS_AT_LEAST or len(found) >= _MARGIN_YEARS_BEFORE_TEXT_AT_LEAST:
        return found
    return {}


# What of a line after its year tells a venue's line ("2019 IEEE International Conference on …",
# a wrapped reference's) from an item's: up to its first comma or stop.
_VENUE_HEAD_RE = re.compile(r"[^,.]{0,80}")


def _names_a_venue(text: str) -> bool:
    return names_a_meeting(text) or names_a_periodical(text)


def _margin_year_before_names(margin_years: dict[int, int], line: Line) -> int | None:
    """The margin's year before the line's names, to be read off them; None before a title, which
    the readers of year-first items read with its year ("2022 Title, A. Name, …")."""
    year = margin_years.get(line.number)
    if year is None:
        return None
    stripped = line.text.strip()
    return year if _NUMBERED_MARGIN_RE.match(stripped) or _opens_with_margin_year(stripped) else None


def without_margin_year(text: str, year: int) -> str:
    """The line's text without the margin's year before it, nor the item's number after the year
    ("2019 <tab> 3. <tab> Hennessy, R. …" → "Hennessy, R. …")."""
    found = _MARGIN_YEAR_RE.match(text)
    if found is None or not text.startswith(str(year)):
        return text.removeprefix(str(year)).lstrip()
    return text[found.end() :]


def year_of(margin_years: dict[int, int], group: list[Line]) -> int | None:
    """The margin's year before the group's first line that is none of its text: before its
    names (``_margin_year_before_names``), or before the title line of moderncv's ``\\cventry``
    printed as a card, its names on a line of their own under it ("2021 Title, Journal 56, 1–9" /
    "A. Rossi, B. Bianchi")."""
    year = _margin_year_before_names(margin_years, group[0])
    if year is not None or group[0].number not in margin_years or len(group) < 2:
        return year
    return margin_years[group[0].number] if is_names_line(group[-1].text.strip()) else None


def names_close_card(current: list[Line], body: str, margin_years: dict[int, int]) -> bool:
    """Is ``body`` the names line of moderncv's ``\\cventry`` printed as a card in a list dated in
    the margin: its year and title on the first line, its journal there or on a line of its own,
    then the names, with no year of theirs ("2021 Title" / "Climate Dynamics 56, 1201–1220" /
    "A. Rossi, B. Bianchi")? However sure the labeller is that names open an entry, a title line
    under a margin's year is no publication without them."""
    if len(current) > 2 or not _opens_margin_year_title(current, margin_years):
        return False
    if any(is_names_line(kept.text.strip()) for kept in current[1:]):
        return False
    return is_names_line(body) and not MODERN_YEAR_RE.search(body)


def opens_next_card(current: list[Line], line: Line, margin_years: dict[int, int]) -> bool:
    """Does ``line``, under a margin's year, open the next ``\\cventry`` after the card read so far,
    the card closed by its names line (``names_close_card``)?"""
    return line.number in margin_years and _card_read(current, margin_years)


def card_as_citation(parts: list[str]) -> list[str]:
    """The parts of an entry under a margin's year, read as the citation they stand for where they
    are moderncv's ``\\cventry`` printed as a card (its title and journal, then its names on a
    line of their own): the names first, each field closed by a stop ("A. Rossi, B. Bianchi.
    Title. Climate Dynamics 56, 1201–1220"). Any other entry's parts as they are."""
    if len(parts) < 2 or not is_names_line(parts[-1]) or is_names_line(parts[0]):
        return parts
    fields = [part if part.rstrip()[-1:] in ".,;:" else part + "." for part in parts[:-1]]
    return [" ".join([parts[-1].rstrip(" .,;") + ".", *fields])]


def _card_read(current: list[Line], margin_years: dict[int, int]) -> bool:
    """Is the entry so far a ``\\cventry`` card under a margin's year closed by its names line
    (``names_close_card``)?"""
    return (
        2 <= len(current) <= 3
        and _opens_margin_year_title(current, margin_years)
        and is_names_line(current[-1].text.strip())
    )


def _opens_margin_year_title(current: list[Line], margin_years: dict[int, int]) -> bool:
    """Does the entry open with a margin's year and then a title ("2021 Title, …"), not names?"""
    return current[0].number in margin_years and not _opens_with_margin_year(current[0].text.strip())


def _opens_with_margin_year(stripped: str) -> bool:
    year = _MARGIN_YEAR_RE.match(stripped)
    return year is not None and name_start(stripped[year.end() :]) is not None
