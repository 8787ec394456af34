"""Items of a lab's list written title first that name their authors by family name alone:
"Sandboxing Untrusted Plugins. Iyer, Tan and Ortiz. NDSS 2019.", "Memory Tagging in Practice —
Tan, Iyer, Novak (2022)". Read as they are, the names look like a venue or the title's end, and
"Iyer, Tan" like one inverted name. Also the items of a literature site naming theirs in Vancouver
style after the title: "Metformin Slows Aging. Yang Y, Lu X, et al. Cell. 2024. PMID: 3927".

Accepts the text of one item. ``read_family_names_item`` gives its title, its family names and
what follows them (venue, year), or None for any other text.

Cannot handle: a single author ("Title. Ortiz. NDSS 2019." reads as a title and a venue), family
names of two words other than with a particle ("van Dijk"), or a title holding a period.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .names import is_author_list
from .places import is_place
from .sections import known_venue_words

_PARTICLE = r"(?:(?:van|von|de|da|del|der|di|du|dos|le|la|ten|ter)\s+)*"
_FAMILY = _PARTICLE + r"[A-ZÀ-Þ][a-zà-ÿ'’]+(?:-[A-ZÀ-Þ][a-zà-ÿ'’]+)*"  # "Man-Son-Hing": hyphens
_NAMES = rf"{_FAMILY}(?:\s*,\s*{_FAMILY})*(?:,?\s+(?:and|&)\s+{_FAMILY})?"
_YEAR = r"(?:19|20)\d\d"
# "Title. Iyer, Tan and Ortiz. NDSS 2019."
_PERIOD_RE = re.compile(rf"(?P<title>[^.]{{10,300}}?[^\s.])\.\s+(?P<names>{_NAMES})\.\s+(?P<rest>[^\d\s].*)")
# "Title. Yang Y, Lu XW, et al. Cell. 2024.": family names, each followed by its bare initials.
_VANCOUVER_NAME = rf"{_FAMILY}(?:\s+{_FAMILY})?\s+[A-Z]{{1,3}}"
# A title closing on "?", "!" or a quote needs no period before the names: '"Title!" Yang Y, …'.
_VANCOUVER_RE = re.compile(
    rf"(?P<title>[^.]{{10,300}}?(?:[^\s.?!\"”](?=\.)|[?!][\"”]?|[\"”]))\.?\s+"
    rf"(?P<names>{_VANCOUVER_NAME}(?:,\s*{_VANCOUVER_NAME})*)"
    rf"(?P<etal>,?\s+et\s+al)?\.\s+(?P<rest>[^\d\s].*)"
)
# "Title — Smith, Jones, Lee (2020)", "Title - Smith & Jones (2020). Venue.", "Title – Smith, Lee – EC 2019"
_DASH_RE = re.compile(
    rf"(?P<title>.{{10,300}}?)\s+[—–-]\s+(?P<names>{_NAMES})\s*(?P<rest>\({_YEAR}[a-z]?\).*|[—–-]\s+\S.*)"
)
_NAME_SEPARATOR_RE = re.compile(r"\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+")
# The mark of editors ending the text before the names ("ed", "eds", "Hrsg", "éd", "edited by").
_EDITORS_MARK_END_RE = re.compile(r"(?:\b(?:[Ee]ds?|Hrsg|Hg|éds?)|\bedited\s+by)\s*$")
# The digits first, then the lookbehind (no digit before them): the engine skips to each "19" or "20".
_YEAR_RE = re.compile(r"(?:19|20)(?<!\d..)\d\d(?!\d)")


# "Title of the work (2023) Journal of Things Link": a row of a page generated from a profile
# (ORCID), naming no one: the title, its year in parentheses, the journal (no digits, no stop; a
# bracketed edition at most), and perhaps a link's bare label. Four words at least before the year,
# so that a body's name ("OECD (2015) Education at a glance") is no title.
_ROW_RE = re.compile(
    rf"(?P<title>(?:[^\s()]+\s+){{3,60}}?[^\s()]+)\s+\((?P<year>{_YEAR})\)\s+"
    r"(?P<venue>[^\W\d_][^\d.;:()\[\]\"“”/]{1,99}?(?:\s+\([^\d()]{2,40}\))?)"
    r"(?:\s+(?:Link|PDF|DOI|HTML|URL))?"
)


# The cells of a profile's export copied as a row: "Title\t2023\tJournal\tLink",
# "Title · Journal · 2023 · DOI".
_CELL_SEPARATOR_RE = re.compile(r"\t+|\s+·(?:\s+|$)")
_LINK_CELLS = frozenset({"Link", "PDF", "DOI", "HTML", "URL"})


def _title_year_venue_cells(text: str) -> FamilyNamesItem | None:
    """A row of three cells, the title first, a bare year and a venue in either order (and a
    link's label after them), naming no one, or None."""
    cells = [cell.strip() for cell in _CELL_SEPARATOR_RE.split(text) if cell.strip()]
    if cells and cells[-1] in _LINK_CELLS:
        cells.pop()
    if len(cells) != 3:
        return None
    title, *others = cells
    years = [cell for cell in others if re.fullmatch(_YEAR, cell)]
    if len(years) != 1 or len(title.split()) < 2 or is_author_list(title):
        return None
    venue = next(cell for cell in others if cell != years[0])
    return FamilyNamesItem(title.rstrip("."), [], f"{venue.rstrip('.')}, {years[0]}.")


def read_title_year_venue_row(text: str) -> FamilyNamesItem | None:
    """A row "Title (2023) Journal" naming no authors as (title, no names, "Journal (2023)"), or
    None: for an item whose text before the year is a list of names ("Ruiz A, Cole B (2023) …"),
    or whose title ends on a stop of a name's initial. A row of cells separated by tabs or
    middle dots is read alike."""
    text = text.strip()
    if len(text) > 600:
        return None
    if "\t" in text or " ·" in text:
        return _title_year_venue_cells(text)
    if "(" not in text:
        return None
    found = _ROW_RE.fullmatch(text)
    if found is None:
        return None
    title = found.group("title").rstrip(".").strip()
    if is_author_list(title) or re.search(r"\b[A-Z]$", title):
        return None
    return FamilyNamesItem(title, [], f"{found.group('venue').strip()}, {found.group('year')}.")


class FamilyNamesItem(NamedTuple):
    title: str
    families: list[str]
    rest: str  # the venue and year after the names
    truncated: bool = False  # the names end on "et al."


def read_family_names_item(text: str) -> FamilyNamesItem | None:
    """The title, the family names and the rest of a title-first item naming its authors by
    family name alone (two of them at least, none a venue's word or a place), else None."""
    text = text.strip()
    if len(text) > 600 or _YEAR_RE.search(text) is None:
        return None
    found = None
    if " – " in text or " — " in text or " - " in text:
        found = _DASH_RE.fullmatch(text)
    if found is None and ". " in text:
        found = _PERIOD_RE.fullmatch(text)
    if found is None and ". " in text:
        return _read_vancouver_item(text)
    if found is None:
        return None
    rest = found.group("rest").lstrip("—–- ").strip()
    if _YEAR_RE.search(rest) is None:
        return None  # "Title. Wiley, London. Second edition": no venue and year after the names
    families = [name for name in _NAME_SEPARATOR_RE.split(found.group("names")) if name]
    if len(families) < 2:
        return None
    venue_words = known_venue_words()
    if any(name.lower() in venue_words or is_place(name) for name in families):
        return None  # "Title. Springer, Berlin. 2019": a publisher and its place
    title = found.group("title").strip()
    if _NAME_SEPARATOR_RE.search(title) and is_author_list(title):
        return None  # "Iyer, Tan and Ortiz. Title. NDSS 2019.": the names come first
    if _EDITORS_MARK_END_RE.search(title):
        return None  # "…, Book, ed. Barringer, Quilley, and Fordham. Manchester: …": the book's editors
    return FamilyNamesItem(title, families, rest)


def _read_vancouver_item(text: str) -> FamilyNamesItem | None:
    """A title-first item naming its authors in Vancouver style ("Title. Yang Y, Lu X, et al.
    Cell. 2024."), two of them at least or one before "et al.", else None: "Title. Phys Rev B.
    2019." names no one."""
    found = _VANCOUVER_RE.fullmatch(text)
    if found is None or _YEAR_RE.search(found.group("rest")) is None:
        return None
    names = [name.strip() for name in found.group("names").split(",")]
    truncated = found.group("etal") is not None
    if len(names) < 2 and not truncated:
        return None
    venue_words = known_venue_words()
    if any(
        len(words := name.split()) == 3 and {w.lower() for w in words[:2]} <= venue_words for name in names
    ):
        return None  # "Title. Phys Rev B, et al. 2019": a venue's words, not a name ("Chi Z" is one)
    title = found.group("title").strip()
    if is_author_list(title):
        return None  # "Yang Y, Lu X. Title. Cell. 2024.": the names come first
    return FamilyNamesItem(title, names, found.group("rest").strip(), truncated)
