"""Caches of what pure functions tell about a paste's lines, sized for a long paste.

Several passes of the reading ask the same pure function of every line (is it a heading, a row of
link labels, what is its list marker). A cache that holds fewer lines than a paste has different
lines keeps none of them from one pass to the next: each of 100,000 different short lines was
read two or three times over. The readers of an entry do the same with its parts: an entry is
often read more than once, and the readings ask for the reading of the same names and of the same
text after the title. ``line_cache`` holds the different lines (or such parts) of a megabyte's
paste; ``empty_grown_line_caches`` empties, after a paste, the caches it filled past the usual
size, so that a long-running process keeps no more than before. ``text_cache`` is the bounded
kind, for pure functions of a line's or a part's text that a paste rarely asks of more different
texts than its bound: registered all the same, so that ``empty_grown_line_caches(past=0)`` leaves
no reading of a paste's text behind and a timing of the next paste is a cold one.

Cannot handle: two pastes read at once in threads share the caches (the answers stay right:
the functions are pure); the one that ends first may empty them under the other, which then
reads on more slowly.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

# A megabyte's paste of different lines of three characters or more has no more lines than this.
LINE_CACHE_SIZE = 2**18
# A cache holding more lines than this after a paste is emptied: what a short paste fills is kept.
_KEPT_LINES = 4096
_CACHES: list[Any] = []  # the functions ``lru_cache`` wrapped

F = TypeVar("F", bound=Callable)


def line_cache(function: F) -> F:
    """``function`` (pure, of a line's or an entry part's text) cached for every different text of a
    paste. What it returns is shared by every caller: nothing a caller may change."""
    return text_cache(LINE_CACHE_SIZE)(function)


def text_cache(maxsize: int) -> Callable[[F], F]:
    """``lru_cache(maxsize=maxsize)`` for a pure function of a text of the paste (a line, a name,
    a venue), emptied with the line caches. What it returns is shared by every caller."""

    def wrap(function: F) -> F:
        cached = lru_cache(maxsize=maxsize)(function)
        _CACHES.append(cached)
        return cached  # type: ignore[return-value]

    return wrap


def empty_grown_line_caches(past: int = _KEPT_LINES) -> None:
    """Empty the line caches a paste filled past ``past`` lines (``past=0`` empties them all,
    so that a timing reads every line afresh)."""
    for cached in _CACHES:
        if cached.cache_info().currsize > past:
            cached.cache_clear()
