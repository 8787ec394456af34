"""Matching keys computed from parsed values: titles, person names, given-name tokens.

Parsed entries arrive clean (the parser has already read the text); the keys here only fold
case, accents and punctuation so that two spellings of one title or one name compare equal.
Folding itself is ``publications.search.fold``, the one the search text and queries use; a key
is stricter only in keeping nothing but the folded letters and digits.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from publications.parsing.names import is_initials_piece
from publications.parsing.records import PersonName
from publications.parsing.text import decode_latex
from publications.search import fold


def alnum_key(text: str) -> str:
    """Folded letters and digits only: spacing, hyphens and punctuation do not count."""
    return "".join(c for c in fold(text) if c.isalnum())


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
