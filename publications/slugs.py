"""Slugs and index letters of people and venues, transliterated to ASCII.

One home for both, so a name's URL and its letter in the A-Z index agree: "Søren Ahmed" is
``soren-ahmed`` and "Ødegaard" is listed under O. ``anyascii`` transliterates every script
(Chinese names become pinyin), so no letter is dropped from a slug.
"""

from __future__ import annotations

from anyascii import anyascii
from django.utils.text import slugify

# Names starting with something that transliterates to no letter A-Z are listed under this.
OTHER_LETTER = "#"
# The letters of an index's A-Z bar, the catch-all last.
INDEX_LETTERS = [*(chr(code) for code in range(ord("A"), ord("Z") + 1)), OTHER_LETTER]


def slug_for(text: str) -> str:
    """The URL slug of a name or title: ASCII letters, digits and hyphens, lower case."""
    return slugify(anyascii(text or ""))


def index_letter(initial: str) -> str:
    """The A-Z index letter of a name's first character: "Ø" → "O", "Ł" → "L", "9" → "#"."""
    letter = anyascii(initial or "")[:1].upper()
    return letter if "A" <= letter <= "Z" else OTHER_LETTER


def initials_by_letter(initials: list[str]) -> dict[str, list[str]]:
    """The first characters an index holds, grouped by their A-Z letter: {"O": ["O", "Ø"], ...}."""
    letters: dict[str, list[str]] = {}
    for initial in initials:
        letters.setdefault(index_letter(initial), []).append(initial)
    return letters
