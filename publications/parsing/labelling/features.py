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
        value = int(word[:9])
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


# Between the chunks of ``chunk_features``: soft breaks join the names of a list, hard ones end a
# field's stretch (a sentence's stop, a colon, a bracket, a quote, a line break).
_SOFT_BREAKS = frozenset(",;&")
_HARD_BREAKS = frozenset(":|/()[]{}–—-") | frozenset("“”‘’«»\"'")


def _is_initial(word: str) -> bool:
    """ "J", "TL", "JM": one to three capitals, as names' initials are written without stops."""
    return len(word) <= 3 and word.isalpha() and word.isupper()


def _name_like(words: list[str]) -> bool:
    """A stretch that could be one person's name: one to four capitalised words, initials or
    particles, no digit and no word of a venue or a publisher."""
    if not 1 <= len(words) <= 4:
        return False
    venue_words, _ = lexicons.venue_words()
    for word in words:
        lower = word.lower()
        if lower in lexicons.PARTICLES or _is_initial(word):
            continue
        if not word[:1].isupper() or any(ch.isdigit() for ch in word):
            return False
        if lower in venue_words or lower in lexicons.PUBLISHER_WORDS or lower in lexicons.MONTHS:
            return False
    return not all(word.lower() in lexicons.PARTICLES for word in words)


def chunk_features(tokens: list[Token]) -> list[tuple[str, ...]]:
    """What the stretch of words a token sits in looks like, wherever it stands in the entry.

    The entry is cut at commas, semicolons, "and" words, sentence stops (not an initial's),
    colons, brackets, quotes, numbers and line breaks. Each word is told its stretch's length, whether
    the stretch holds a lowercase word (titles do, names do not), a digit or a venue's word, and
    whether it could be a name; a name-like stretch also gets how many name-like stretches run
    together with only commas and "and" between them ("J Du, W Wang, S Wang"). These carry a
    field's content apart from its place, for lists that write their fields in any order."""
    venue_words, _ = lexicons.venue_words()
    chunks: list[list[int]] = [[]]
    soft_before: list[bool] = [False]  # the chunk opened after a soft break
    for index, token in enumerate(tokens):
        text = token.text
        if index and token.line_start and chunks[-1]:
            chunks.append([])
            soft_before.append(False)
        if text[:1].isalpha() and text.lower() not in lexicons.AND_WORDS:
            chunks[-1].append(index)
            continue
        if text[:1].isdigit():  # a year, a volume or pages stand between fields, apart
            if chunks[-1]:
                chunks.append([])
                soft_before.append(False)
            continue
        before = tokens[index - 1].text if index else ""
        soft = text in _SOFT_BREAKS or text.lower() in lexicons.AND_WORDS
        stop = text == "." and not _is_initial(before) and not (len(before) == 1 and before.isupper())
        if soft or stop or text in _HARD_BREAKS or text in ".?!":
            if text == "." and not stop:
                continue  # an initial's stop stays inside the name
            if chunks[-1]:
                chunks.append([])
                soft_before.append(soft)
            elif soft:
                soft_before[-1] = soft_before[-1] or soft
    described: list[tuple[str, ...]] = [()] * len(tokens)
    name_like = [_name_like([tokens[i].text for i in chunk]) for chunk in chunks]
    runs = [0] * len(chunks)
    start = 0
    for position in range(len(chunks) + 1):
        ends = position == len(chunks) or not name_like[position] or not soft_before[position]
        if ends and position > start:
            for k in range(start, position):
                runs[k] = position - start
        if position < len(chunks) and ends:
            start = position if name_like[position] else position + 1
    for position, chunk in enumerate(chunks):
        if not chunk:
            continue
        words = [tokens[i].text for i in chunk]
        size = len(words)
        features = [f"chunk={size if size <= 4 else '5-6' if size <= 6 else '7-9' if size <= 9 else '10+'}"]
        if any(w[:1].islower() and w.lower() not in lexicons.PARTICLES for w in words):
            features.append("chunk_lower")
        if any(any(ch.isdigit() for ch in w) for w in words):
            features.append("chunk_digit")
        if any(w.lower() in venue_words and not _is_initial(w) for w in words):
            features.append("chunk_venue")
        if name_like[position]:
            features.append(f"namerun={min(runs[position], 3)}")
            if any(_is_initial(w) for w in words):
                features.append("chunk_initial")
        for i in chunk:
            described[i] = tuple(features)
    return described


def token_features(tokens: list[Token]) -> list[list[str]]:
    """One feature list per token: the token's word and layout, its position, a ±2 window, its
    place in the order of fields (``field_order``) and the stretch of words it sits in
    (``chunk_features``)."""
    count = len(tokens)
    breaks = _line_breaks(tokens)
    order = field_order(tokens)
    chunks = chunk_features(tokens)
    result = []
    for index, token in enumerate(tokens):
        features = ["bias", *word_features(token.text), *_layout(token), *order[index], *chunks[index]]
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
