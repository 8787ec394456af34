"""Token features for the field labeller: plain functions over :class:`~.tokens.Token`.

Every feature is a string ("name=value" or a flag name) so that CRFsuite reads a token as a
bag of binary features. A token is described by its own word (form, shape, affixes, lexicon
hits), its layout (bold, italics, quotes, brackets, link, line and position) and the words and
shapes of the two tokens on each side.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import lexicons
from .tokens import Token

_YEAR_RE = re.compile(r"^(?:1[6-9]|20)\d\d[a-z]?$")
_ROMAN_RE = re.compile(r"^[ivxlcIVXLC]{1,6}$")


@lru_cache(maxsize=65536)
def shape(word: str) -> str:
    """ "Smith" → "Xx", "IEEE" → "X", "2021" → "d", "e0130140" → "xd", "J" → "X1"."""
    classes = []
    for character in word:
        if character.isupper():
            kind = "X"
        elif character.islower():
            kind = "x"
        elif character.isdigit():
            kind = "d"
        else:
            kind = character
        if not classes or classes[-1] != kind:
            classes.append(kind)
    collapsed = "".join(classes[:6])
    if len(word) == 1 and word.isalpha():
        collapsed += "1"
    return collapsed


@lru_cache(maxsize=65536)
def word_features(word: str) -> tuple[str, ...]:
    """What the word alone says (cached: lists repeat their words)."""
    lower = word.lower()
    venue_words, acronyms = lexicons.venue_words()
    features = [f"w={lower}", f"s={shape(word)}", f"p3={lower[:3]}", f"x3={lower[-3:]}", f"x2={lower[-2:]}"]
    length = len(word)
    features.append(f"n={min(length, 12)}")
    if word.isdigit():
        features.append(f"digits={min(length, 6)}")
        if _YEAR_RE.match(word):
            features.append("year")
        # A raised digit ("¹", an affiliation number left beside a name) is a digit no int() reads.
        value = int(word[:9]) if word[:9].isdecimal() else 0
        if 0 < value <= 12:
            features.append("small")
    elif _YEAR_RE.match(word):
        features.append("year")
    if word.isalpha():
        if lower in lexicons.MONTHS:
            features.append("month")
        if lower in lexicons.PARTICLES:
            features.append("particle")
        if lower in lexicons.PUBLISHER_WORDS:
            features.append("publisher")
        if lower in venue_words:
            features.append("venue")
        if word in acronyms:
            features.append("acronym")
        if lower in lexicons.EDITOR_WORDS:
            features.append("editor")
        if lower in lexicons.IN_WORDS:
            features.append("in")
        if lower in lexicons.AND_WORDS:
            features.append("and")
        if lower in lexicons.PAGE_WORDS:
            features.append("pageword")
        if lower in lexicons.VOLUME_WORDS:
            features.append("volword")
        if lower in lexicons.ISSUE_WORDS:
            features.append("issueword")
        if lower in lexicons.STATUS_WORDS:
            features.append("status")
        if lower in lexicons.AWARD_WORDS:
            features.append("award")
        if lower in lexicons.LINK_WORDS:
            features.append("link")
        if lower in lexicons.THESIS_WORDS:
            features.append("thesis")
        if lower in lexicons.PLACE_WORDS:
            features.append("place")
        if _ROMAN_RE.match(word) and word.isupper():
            features.append("roman")
    if lexicons.ORDINAL_RE.match(word):
        features.append("ordinal")
    if word.startswith(("http", "www.")):
        features.append("url")
    elif word.startswith("10.") and "/" in word:
        features.append("doi")
    if lower in ("arxiv", "corr", "abs") or (re.match(r"^\d{4}\.\d{4,5}", word) is not None):
        features.append("arxiv")
    return tuple(features)


# A token's layout attributes, each a feature of its name where it is set.
_LAYOUT_FLAGS = (
    ("bold", "bold"),
    ("italic", "italic"),
    ("quoted", "quoted"),
    ("parens", "parens"),
    ("brackets", "brackets"),
    ("link_label", "linklabel"),
    ("link_target", "linktarget"),
    ("line_start", "linestart"),
    ("line_end", "lineend"),
)


def _layout(token: Token) -> list[str]:
    flags = [name for attribute, name in _LAYOUT_FLAGS if getattr(token, attribute)]
    flags.append(f"line={min(token.line, 4)}")
    return flags


_WINDOW_KEYS = ("w=", "s=")
_WINDOW_FLAGS = frozenset(
    {"year", "month", "venue", "editor", "in", "and", "pageword", "publisher", "url", "doi"}
)


@lru_cache(maxsize=131072)
def _window_features(word: str, offset: int) -> tuple[str, ...]:
    """What a neighbour at ``offset`` tells about a token (cached: the same words recur)."""
    return tuple(
        f"{offset}:{f}" for f in word_features(word) if f.startswith(_WINDOW_KEYS) or f in _WINDOW_FLAGS
    )


def _line_breaks(tokens: list[Token]) -> dict[int, str]:
    """For the first token of each line after the first: how full the line above is.

    A line that reaches the entry's width was wrapped (the break is no field boundary); a short
    line ends where its field ends (a card's title line, authors line, venue line).
    """
    lengths: dict[int, int] = {}
    starts: dict[int, int] = {}
    for token in tokens:
        starts.setdefault(token.line, token.start)
        lengths[token.line] = token.end - starts[token.line]
    if len(lengths) < 2:
        return {}
    width = max(lengths.values())
    breaks = {}
    for index, token in enumerate(tokens):
        if index and token.line_start:
            above = lengths.get(tokens[index - 1].line, 0)
            fill = "full" if above >= 0.8 * width and above >= 40 else "short"
            ends = "punct" if tokens[index - 1].text in ".,;:" else "word"
            breaks[index] = f"break={fill}-{ends}"
    return breaks


_SEPARATORS = frozenset(".:;?!")
_CLOSERS = frozenset("”»\"'")


def field_order(tokens: list[Token]) -> list[tuple[str, ...]]:
    """Where a token sits in the entry's order of fields, from the whole entry: how many sentence
    breaks come before it (". " after a word, not after an initial), whether a year, a closing
    quote or an "In" came before, whether a year comes after, and the words next to it with the
    punctuation skipped. A window of ±2 tokens cannot see these: in "Author, A. Title. Venue,
    2019" the title and the venue look alike up close, they differ in what came before."""
    count = len(tokens)
    years_after = [False] * count
    seen = False
    for index in range(count - 1, -1, -1):
        years_after[index] = seen
        seen = seen or bool(_YEAR_RE.match(tokens[index].text))
    result = []
    breaks = 0
    year_before = quote_before = in_before = False
    previous_word = "^"
    words = [index for index, token in enumerate(tokens) if token.text[:1].isalnum()]
    next_word_of: dict[int, str] = {}
    for position, index in enumerate(words[:-1]):
        next_word_of[index] = tokens[words[position + 1]].text.lower()
    for index, token in enumerate(tokens):
        text = token.text
        features = [f"brk={min(breaks, 5)}"]
        if year_before:
            features.append("year_before")
        if years_after[index]:
            features.append("year_after")
        if quote_before:
            features.append("quote_before")
        if in_before:
            features.append("in_before")
        if text[:1].isalnum():
            features.append(f"pw={previous_word}")
            features.append(f"nw={next_word_of.get(index, '$')}")
            previous_word = text.lower()
        result.append(tuple(features))
        if text in _SEPARATORS and index > 0:
            before = tokens[index - 1].text
            initial = len(before) == 1 and before.isupper()
            if text != "." or not initial:
                breaks += 1
        elif text in _CLOSERS and token.quoted:
            quote_before = True
        if _YEAR_RE.match(text):
            year_before = True
        elif text.lower() in lexicons.IN_WORDS and text[:1].isupper():
            in_before = True
    return result


def token_features(tokens: list[Token]) -> list[list[str]]:
    """One feature list per token: the token's word and layout, its position, a ±2 window, and
    its place in the order of fields (``field_order``)."""
    count = len(tokens)
    breaks = _line_breaks(tokens)
    order = field_order(tokens)
    result = []
    for index, token in enumerate(tokens):
        features = ["bias", *word_features(token.text), *_layout(token), *order[index]]
        features.append(f"pos={10 * index // count if count else 0}")
        if index == 0:
            features.append("first")
        if index == count - 1:
            features.append("last")
        if index in breaks:
            features.append(breaks[index])
        elif index + 1 in breaks:
            features.append("before-" + breaks[index + 1])
        for offset in (-2, -1, 1, 2):
            other = index + offset
            if 0 <= other < count:
                features.extend(_window_features(tokens[other].text, offset))
                if offset == -1:
                    if tokens[other].line != token.line:
                        features.append("newline_before")
                    if tokens[other].bold != token.bold:
                        features.append("bold_change")
                    if tokens[other].italic != token.italic:
                        features.append("italic_change")
                    if tokens[other].quoted != token.quoted:
                        features.append("quote_change")
            else:
                features.append(f"{offset}:none")
        result.append(features)
    return result
