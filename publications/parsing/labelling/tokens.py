"""One entry's lines → tokens, with the layout each token sits in.

Accepts the lines of one publication entry as pasted: markdown emphasis (``**bold**``,
``*italic*``, ``_italic_``), markdown links (``[label](target)``), quotes of any kind,
parentheses and brackets, URLs and DOIs. Markup characters are tokens of their own, so that
every character of the text belongs to a token or to white space; each token knows whether
it sits in bold, italics, quotes, parentheses, brackets, a link label or a link target, and
on which line.

Cannot handle: HTML tags (the list reader turns them into markdown first) and LaTeX
macros (read by the LaTeX format module); they become punctuation and word tokens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..linecaches import text_cache

# Longest text the labeller reads from one entry: an entry is a few hundred characters; the
# rest of an oversized paragraph is left to the rule reader.
MAX_CHARACTERS = 3000

# A word as the labeller reads it: letters and digits, joined by apostrophes and hyphens
# (O'Brien, Leal-Taixé); alignment and the title check split text the same way.
WORD_RE = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*")
_TOKEN_RE = re.compile(
    r"https?://[^\s<>\"'\])]+|www\.[^\s<>\"'\])]+"  # URLs
    r"|10\.\d{4,9}/[^\s\"<>\])]+"  # DOIs
    r"|\*\*|__|"  # bold marks
    + WORD_RE.pattern  # words
    + r"|\S",  # any other character alone
)
_TRAILING_PUNCTUATION = ".,;:"
OPEN_QUOTES = "“‘«„‚"
CLOSE_QUOTES = "”’»"
_STRAIGHT_QUOTES = "\"'`"


@dataclass(frozen=True, slots=True)
class Token:
    """One token of an entry; ``start``/``end`` index the entry's lines joined with "\\n"."""

    text: str
    start: int
    end: int
    line: int  # 0-based line of the entry
    line_start: bool  # first token of its line
    line_end: bool  # last token of its line
    bold: bool
    italic: bool
    quoted: bool
    parens: bool
    brackets: bool
    link_label: bool
    link_target: bool


def join_lines(lines: list[str]) -> str:
    return "\n".join(line.rstrip() for line in lines)[:MAX_CHARACTERS]


def _split_matches(text: str) -> list[tuple[int, int]]:
    spans = []
    for match in _TOKEN_RE.finditer(text):
        start, end = match.span()
        value = match.group(0)
        if value[0] in "hw1" and len(value) > 4 and (value.startswith(("http", "www.", "10."))):
            # A URL or DOI does not end in the sentence's punctuation.
            while end > start + 4 and text[end - 1] in _TRAILING_PUNCTUATION:
                end -= 1
            spans.append((start, end))
            spans.extend((index, index + 1) for index in range(end, match.end()))
            continue
        spans.append((start, end))
    return spans


def tokenize(lines: list[str]) -> list[Token]:
    """The tokens of an entry given as its lines (line breaks are kept as token positions)."""
    return list(_tokens(tuple(lines)))


# A list's entries are tokenised again when they are read again in the list's shape
# (``consistency.harmonise``): the same lines, the same tokens (as many as labellings are kept).
@text_cache(maxsize=512)
def _tokens(lines: tuple[str, ...]) -> tuple[Token, ...]:
    text = join_lines(list(lines))
    spans = _split_matches(text)
    tokens: list[Token] = []
    bold = italic = quoted = link_label = link_target = False
    parens = brackets = 0
    line = 0
    previous_line = -1
    position = 0
    for index, (start, end) in enumerate(spans):
        line += text.count("\n", position, start)
        position = start
        value = text[start:end]
        is_markup = False
        if value in ("**", "__"):
            bold = not bold
            is_markup = True
        elif value == "*" or (value == "_" and not text[start - 1 : start].isalnum()):
            italic = not italic
            is_markup = True
        elif value in OPEN_QUOTES or (value in _STRAIGHT_QUOTES and not quoted and _opens(text, start)):
            quoted = True
            is_markup = True
        elif value in CLOSE_QUOTES or (value in _STRAIGHT_QUOTES and quoted):
            is_markup = True
        elif value == "(":
            if text[start - 1 : start] == "]":
                link_target = True
            parens += 1
        elif value == "[":
            brackets += 1
            link_label = True
        next_start = spans[index + 1][0] if index + 1 < len(spans) else len(text)
        tokens.append(
            Token(
                text=value,
                start=start,
                end=end,
                line=line,
                line_start=line != previous_line,
                line_end="\n" in text[end:next_start] or index + 1 == len(spans),
                bold=bold or (is_markup and value in ("**", "__")),
                italic=italic or (is_markup and value in "*_"),
                quoted=quoted,
                parens=parens > 0,
                brackets=brackets > 0,
                link_label=link_label,
                link_target=link_target,
            )
        )
        previous_line = line
        if value in CLOSE_QUOTES or (
            value in _STRAIGHT_QUOTES and quoted and is_markup and tokens[-1].quoted
        ):
            quoted = value in _STRAIGHT_QUOTES and not _closes(text, end) and quoted
            if value in CLOSE_QUOTES:
                quoted = False
        if value == ")":
            parens = max(0, parens - 1)
            link_target = False
        elif value == "]":
            brackets = max(0, brackets - 1)
            link_label = brackets > 0
    return tuple(tokens)


def _opens(text: str, start: int) -> bool:
    """A straight quote opens a quotation after white space or an opening bracket."""
    before = text[start - 1 : start]
    after = text[start + 1 : start + 2]
    return (not before or before in " \n([{:,") and bool(after) and not after.isspace()


def _closes(text: str, end: int) -> bool:
    after = text[end : end + 1]
    return not after or not after.isalnum()
