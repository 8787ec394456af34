"""Does a venue the venue table does not know read as a journal's name on its own?

"K. Moreau. Tidal inlets seen from orbit. Estuarine Shoreline Dynamics, 2022.": nothing marks the
last sentence as a container (no volume, pages, "In" or venue word), yet it is a journal's name.
A book's imprint ("Weil am Rhein: Vitra design museum"), a title's second sentence ("Entre
jeunes barbes. Usages du répertoire …"), a series with its house ("Serie Infinita. Ediciones
Castillo") or a kind of document ("Preprint", "Habilitationsschrift") read otherwise: a
journal's name is one short run of capitalised words with no house, place, stop or figure in it.
"""

from __future__ import annotations

import re

from ..linkingwords import NAME_LINKING_WORDS
from . import lexicons

# A house, a place, a kind of document, a status or a link's label is no journal's name.
_NOT_A_JOURNAL_WORDS = (
    lexicons.PUBLISHER_WORDS
    | (lexicons.PLACE_WORDS - {"new"})  # "New Phytologist"; "New York" is no journal's name
    | lexicons.THESIS_WORDS
    | lexicons.STATUS_WORDS
    | lexicons.LINK_WORDS
    | frozenset(["preprint", "manuscript", "ms", "report", "notes", "retrieved", "available", "from"])
    | frozenset(["habilitationsschrift", "dissertation", "ediciones", "editorial", "editora", "edições"])
    | frozenset(["serie", "series", "collection", "colección", "reihe", "university", "universidad"])
)
_WORD_RE = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")
# A figure is a volume, pages or a year, except the digit of a name's capital ("G3: Genes …").
_FIGURE_RE = re.compile(r"(?<![A-Z])\d|\d\d|\d(?=[^\W\d_])")
# Words of a name: letters, hyphens, apostrophes, commas, a colon, an ampersand and spaces.
_NAME_RE = re.compile(r"[^\W\d_][\w'’&:,\s-]*", re.UNICODE)
# A journal's name is short; a title's second sentence runs on.
_MOST_WORDS = 8


def reads_as_journal_name(venue: str) -> bool:
    """Is the venue (a final sentence the rules read) a journal's name by its shape alone?"""
    name = venue.strip().rstrip(".").strip()
    if not _NAME_RE.fullmatch(name) or _FIGURE_RE.search(name):
        return False
    words = _WORD_RE.findall(name)
    if not words or len(words) > _MOST_WORDS or not _latin(name):
        return False
    if words[0].casefold() in ("a", "an"):
        return False  # "A Practical Guide": a subtitle, no journal
    if any(word.casefold() in _NOT_A_JOURNAL_WORDS for word in words):
        return False
    return all(
        word[0].isupper() or word.casefold() in NAME_LINKING_WORDS or _CAMEL_RE.fullmatch(word)
        for word in words
    )


# A name that opens with one small letter before its capital: "eLife", "mBio", "iScience", "eNeuro".
_CAMEL_RE = re.compile(r"[a-z][A-Z][a-z]{2,9}")


def _latin(text: str) -> bool:
    """Written in Latin letters: the shapes of names in other scripts are not read here."""
    return all(ord(character) < 0x250 or not character.isalpha() for character in text)
