"""What goes with a lab page's card besides its citation lines: an award line above it (after a
blank line) or under it, and an "Abstract: …" paragraph under it. The one home of these rules
for the readers of cards (``formats.citations`` and ``formats.authordb``).

Accepts the text of one line at a time; what a line is decided from the lines around it is the
reader's.
"""

from __future__ import annotations

import re

from .lines import Line, ignore_reason, is_link_labels
from .text import strip_list_marker

# How an abstract's lines are accounted for: read into the card above, no entry of their own.
ABSTRACT_REASON = "the abstract of the entry above"

_ABSTRACT_LABEL_RE = re.compile(
    r"^\W{0,3}(?:abstract|summary|résumé|zusammenfassung|resumen|resumo)\W{0,3}\s*[:.–—-]\s*", re.IGNORECASE
)


def after_abstract_label(text: str) -> str | None:
    """ "Abstract: We present …" → "We present …": the paragraph a card's abstract line opens, or None."""
    match = _ABSTRACT_LABEL_RE.match(text.strip())
    return text.strip()[match.end() :] if match else None


# "Authors: A. Brandt, J. Varga": a card's author line under the label a page writes before it;
# repositories of preprints and data name them "Contributors" (OSF) or "Creators" (EPrints, DataCite).
_NAMES_LABEL_RE = re.compile(
    r"^\s*(?:authors?|author\(s\)|autor(?:en|innen)?|auteur(?:e?s)?|autores|by|contributors?|creators?)"
    r"\s*:\s*(?=[^\W\d_])",
    re.IGNORECASE,
)


def without_names_label(text: str) -> str:
    """ "Authors: A. Brandt and J. Varga" → "A. Brandt and J. Varga"; any other line as it is."""
    match = _NAMES_LABEL_RE.match(text) if ":" in text[:16] else None
    return text[match.end() :] if match else text


# An abstract written under a card without its label is a paragraph of running text: sentences
# (two at least), many words, most of them in lower case. A citation is no such paragraph: its
# names and its title's and venue's words are capitalised, and it is short.
_FEWEST_WORDS_OF_AN_ABSTRACT = 40
_FEWEST_SENTENCES_OF_AN_ABSTRACT = 2
_SENTENCE_END_RE = re.compile(r"[^\W\d_]{3}[.!?]\s+(?=[A-Z])")
_LOWER_WORD_RE = re.compile(r"^[a-z][a-z'’-]*[,;:.]?$")


def is_abstract_paragraph(text: str) -> bool:
    """Is ``text`` a paragraph of running prose, as an abstract is, rather than a citation's line?"""
    if len(text) < _FEWEST_WORDS_OF_AN_ABSTRACT * 4:
        return False  # too short for so many words: most lines end here, unsplit
    words = text.split()
    if len(words) < _FEWEST_WORDS_OF_AN_ABSTRACT:
        return False
    if len(_SENTENCE_END_RE.findall(text)) + 1 < _FEWEST_SENTENCES_OF_AN_ABSTRACT:
        return False
    return sum(1 for word in words if _LOWER_WORD_RE.match(word)) * 2 > len(words)


def abstract_of(lines: list[Line]) -> str | None:
    """The abstract that an "Abstract: …" paragraph over ``lines`` gives, without its label, or
    that a paragraph of running prose under a card is."""
    text = " ".join(line.text.strip() for line in lines)
    return after_abstract_label(text) or (text if is_abstract_paragraph(text) else None)


def opens_card(following: str) -> bool:
    """Can the line right under an award line (``following``, "" for none or a blank) be the first
    line of the card the award opens? Not a link row or a line of no entry, and no list item:
    cards are not list items, and a line over a list item is the list's heading."""
    stripped = following.strip()
    if not stripped or ignore_reason(stripped) or is_link_labels(stripped):
        return False
    return not strip_list_marker(stripped)[0]


def award_opens_card(following: str, after_gap: bool) -> bool:
    """Does an award line open the card under it rather than close the one above? It does after a
    blank line (or at the top, ``after_gap``) with the card's first line right under it."""
    return after_gap and opens_card(following)
