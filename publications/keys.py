"""Normalisation keys: the one definition of when two spellings count as the same.

Search folds text with :func:`fold` (stored search text and queries alike); duplicate detection
compares :func:`title_key`; author identity compares :class:`NameForm` (:func:`name_form`);
venues are found by :func:`venue_key`. The parser, importing, search and the derived row data
all take their keys from here, so a stored key and a freshly computed one always agree.

Pure Python: the parser imports this module, so it must not import Django. It uses two of the
parser's text primitives (LaTeX decoding, the shape of initials), which import nothing back.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from publications.parsing.names import is_initials_piece
from publications.parsing.text import decode_latex

if TYPE_CHECKING:
    from publications.parsing.records import PersonName

# Letters that Unicode does not decompose into a base letter plus accents.
_EXTRA_FOLDS = str.maketrans(
    {
        "ø": "o",
        "đ": "d",
        "ð": "d",
        "ł": "l",
        "\u0131": "i",
        "þ": "th",
        "æ": "ae",
        "œ": "oe",
        "ŋ": "n",
        "ħ": "h",
        "\u2010": "-",
        "\u2011": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u2019": "'",
        "\u2018": "'",
        "\u201c": '"',
        "\u201d": '"',
    }
)


def fold(text: str) -> str:
    """Lower-case, accent-free text with single spaces: the form both stored text and queries take."""
    text = text.casefold()
    if not text.isascii():  # ASCII has no compatibility forms and no accents to take off
        text = unicodedata.normalize("NFKD", text)
        text = "".join(char for char in text if not unicodedata.combining(char))
    return " ".join(text.translate(_EXTRA_FOLDS).split())


_NOT_ALNUM_RE = re.compile(r"[\W_]+")  # \w is str.isalnum() and the underscore
# The same characters among ASCII, deleted by str.translate (half the time of the substitution).
_ASCII_NOT_ALNUM = dict.fromkeys(code for code in range(128) if not chr(code).isalnum())


def alnum_key(text: str) -> str:
    """Folded letters and digits only: spacing, hyphens and punctuation do not count."""
    folded = fold(text)
    if folded.isascii():
        return folded.translate(_ASCII_NOT_ALNUM)
    return _NOT_ALNUM_RE.sub("", folded)


def title_key(title: str) -> str:
    """The key two spellings of one title share (case, accents, punctuation and LaTeX ignored)."""
    return alnum_key(decode_latex(title or ""))


@dataclass(frozen=True)
class GivenToken:
    text: str  # folded letters: "ian", or one letter for an initial
    initial: bool


@dataclass(frozen=True)
class NameForm:
    """One spelling of a person's name, reduced to what identity decisions need."""

    display: str
    family_key: str
    given: tuple[GivenToken, ...]

    @property
    def key(self) -> str:
        """The alias key: family, then given names ("xu|chengzhong", "foster|i. t.")."""
        tokens = " ".join(f"{t.text}." if t.initial else t.text for t in self.given)
        return f"{self.family_key}|{tokens}"

    @property
    def is_full(self) -> bool:
        """True when the first given name is written out ("Ian T. Foster", not "I. Foster")."""
        return bool(self.given) and not self.given[0].initial

    @property
    def fullness(self) -> tuple[int, int]:
        """How much of the name is written out: full given names, then given names in all."""
        return sum(1 for t in self.given if not t.initial), len(self.given)


def _given_tokens(given: str) -> tuple[GivenToken, ...]:
    tokens: list[GivenToken] = []
    for word in given.replace(".", ". ").split():
        word = word.strip("-\u2010")
        if is_initials_piece(word) or len(alnum_key(word)) == 1:
            tokens.extend(GivenToken(letter, True) for letter in alnum_key(word))
            continue
        text = alnum_key(word)
        if text:
            tokens.append(GivenToken(text, False))
    return tuple(tokens)


@lru_cache(maxsize=100_000)
def name_form(person: PersonName) -> NameForm:
    return NameForm(
        display=person.display,
        family_key=alnum_key(person.family or person.display),
        given=_given_tokens(person.given),
    )


def compatible(a: NameForm, b: NameForm) -> bool:
    """Could two spellings with the same family name be one person?

    Given names are compared in order; a written-out name must equal a written-out name, an
    initial must be the first letter of the other; missing trailing names are allowed
    ("Ian Foster" ~ "Ian T. Foster" ~ "I. Foster"; "Zhao Zhang" !~ "Tong Zhang").
    """
    if a.family_key != b.family_key or not a.given or not b.given:
        return False
    for x, y in zip(a.given, b.given, strict=False):
        if x.initial or y.initial:
            if x.text[0] != y.text[0]:
                return False
        elif x.text != y.text:
            return False
    return True


# ---------------------------------------------------------------- venues
_TOKEN_RE = re.compile(r"[a-z0-9]+")
_ORDINAL_RE = re.compile(r"^\d+(?:st|nd|rd|th)$")
# Roman edition numbers ("XXXIV International ..."); "CCC" and "CL" stay, they are acronyms.
_ROMAN_RE = re.compile(r"^(?=[ivxlc]{2,}$)(?=.*[ivx])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$")
_ORDINAL_WORDS = frozenset(
    [
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
        "thirteenth",
        "fourteenth",
        "fifteenth",
        "sixteenth",
        "seventeenth",
        "eighteenth",
        "nineteenth",
        "twentieth",
        "thirtieth",
        "fortieth",
        "fiftieth",
        "sixtieth",
    ]
)
_TENS_WORDS = frozenset(["twenty", "thirty", "forty", "fifty", "sixty"])
_EDITION_WORDS = frozenset({"annual", "biennial"})
_EXPANSIONS = {
    "int": "international",
    "intl": "international",
    "internat": "international",
    "conf": "conference",
    "symp": "symposium",
    "trans": "transactions",
    "j": "journal",
    "jour": "journal",
    "proc": "proceedings",
    "workshops": "workshop",
}


def _strip_accents(text: str) -> str:
    # Older than fold() and kept apart: stored venue alias keys were made with it, and it leaves
    # out letters Unicode does not decompose (ø, ł) rather than folding them.
    if text.isascii():
        return text.casefold()  # no ASCII letter decomposes or combines: most venues end here
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


# One venue string is keyed several ways in one lookup (exact, loose, acronym, preprint prefix),
# and the same strings come back from entry to entry of a list: its tokens are made once.
@lru_cache(maxsize=65_536)
def venue_tokens(text: str) -> tuple[str, ...]:
    """Normalised word tokens without editions, years, "Proceedings of the" and leading "In"."""
    words = [_EXPANSIONS.get(w, w) for w in _TOKEN_RE.findall(_strip_accents(text).replace("&", " and "))]
    kept: list[str] = []
    for index, word in enumerate(words):
        if word.isdigit() or _ORDINAL_RE.match(word) or word in _ORDINAL_WORDS or word in _EDITION_WORDS:
            continue
        if word in _TENS_WORDS and index + 1 < len(words) and words[index + 1] in _ORDINAL_WORDS:
            continue
        if len(words) > 1 and (index == 0 or index == len(words) - 1) and _ROMAN_RE.match(word):
            continue
        kept.append(word)
    # "Proceedings of the", "In Proc. of", "The": wrappers around the name, not part of it.
    while kept and kept[0] in {"in", "proceedings", "of", "the"}:
        kept.pop(0)
    return tuple(kept)


def venue_key(text: str) -> str:
    """The normalised key two spellings of one venue share.

    Lower-case, accents folded, "&" read as "and", punctuation and spaces dropped, edition
    ordinals ("34th", "Eighth"), years and bare numbers removed, a leading "Proceedings of
    the"/"In" removed, and the usual abbreviations Int./Conf./Symp./Trans./J. expanded:
    "Proc. of the 28th European Signal Processing Conference" and "European Signal
    Processing Conference" share a key.
    """
    return "".join(venue_tokens(text))
