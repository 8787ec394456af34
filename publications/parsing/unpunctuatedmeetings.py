"""Where a meeting's name opens right after a title's last word, no stop or comma between them, as
a style whose container is set in italics leaves it once pasted as plain text ("… protein catalysts
German Conference on Pattern Recognition pp 640–56", "… via Models International Conference on Big
Data (Cambridge)"): the Institute of Physics' style and the medical styles that print no stop after
the title."""

from __future__ import annotations

import re

from .classify import MEETING_NOUNS
from .linkingwords import NAME_LINKING_WORDS

_NOUN_RE = re.compile(r"\b(?:" + "|".join(MEETING_NOUNS) + r")\b")
# Where the meeting's name ends: a stop, a comma, a bracket, its pages or a number.
_NAME_END_RE = re.compile(r"[.,;:(\[]|\s+pp?\b|\s+\d")
_CAPITALISED_RE = re.compile(r"[A-ZÀ-Þ][\w&'’-]*")
_ORDINAL_RE = re.compile(r"\d{1,3}(?:st|nd|rd|th)")
# An ordinal's ending written apart from its number ("the 10 th World Congress").
_ORDINAL_SUFFIX_RE = re.compile(r"st|nd|rd|th")
# The words a meeting's name opens with: its reach, its rhythm or its society.
_OPENERS = frozenset(
    {"International", "National", "Annual", "European", "Joint", "World", "Asian", "American", "Nordic"}
    | {"IEEE", "ACM", "IFIP", "USENIX", "SIAM", "AAAI", "IAPR", "SPIE"}
)
# A title does not end with these: a meeting's name after one is the title's own ("Lessons from the
# International Conference on …").
_SMALL_WORDS = frozenset(
    {"the", "a", "an", "of", "from", "at", "on", "in", "for", "to", "and", "with", "by", "about"}
    | {"during", "after", "before", "via", "into", "over", "under"}
)
_SENTENCE_STOP_RE = re.compile(r"[.?!]\s")


def unpunctuated_meeting_start(text: str, start: int) -> int | None:
    """Where, after ``start``, a meeting's name opens right after the title's last word, else None.
    The name is a run of capitalised words holding a meeting's noun, the words after the noun
    capitalised or small linking ones up to a stop, a bracket or the pages (a comma after it is a
    card's lines joined). It opens at its first word of reach or society ("International", "IEEE")
    or an ordinal; without one, at the run's first word, where the title before it is written in
    small letters (in sentence case a capitalised run is no title's). The title keeps three words
    and ends with a word of letters (no small word, no ordinal's ending), no stop inside it."""
    for noun in _NOUN_RE.finditer(text, start):
        end = _NAME_END_RE.search(text, noun.end())
        if end is not None and text.startswith(",", end.start()):
            continue  # "Title Meeting, 2019": a card's lines joined, read by their breaks
        after = text[noun.end() : end.start() if end else len(text)].split()
        if not all(
            _CAPITALISED_RE.fullmatch(word) or word.casefold() in NAME_LINKING_WORDS for word in after
        ):
            continue
        words = list(re.finditer(r"\S+", text[start : noun.start()]))
        first = len(words)
        while first > 0 and (
            _CAPITALISED_RE.fullmatch(words[first - 1].group())
            or _ORDINAL_RE.fullmatch(words[first - 1].group())
        ):
            first -= 1
        run, head = words[first:], [word.group() for word in words[:first]]
        if not run:
            continue
        opener = next((w for w in run if w.group() in _OPENERS or _ORDINAL_RE.fullmatch(w.group())), None)
        if opener is None:
            long_words = [word for word in head if word.isalpha() and len(word) > 3]
            if (
                len(head) < 3
                or not head[-1].islower()
                or 2 * sum(word.islower() for word in long_words) < len(long_words)
            ):
                continue
            opener = run[0]
        opening = start + opener.start()
        title = text[start:opening].split()
        # (A comma or a bracket before the name: the title's end is read elsewhere.)
        if (
            len(title) < 3
            or not title[-1][-1:].isalpha()
            or _ORDINAL_SUFFIX_RE.fullmatch(title[-1])
            or title[-1].casefold() in _SMALL_WORDS
            or _SENTENCE_STOP_RE.search(text, start, opening)
        ):
            continue
        return opening
    return None
