"""Full-text search: how the user's words become a PostgreSQL query.

``Publication.search_text`` holds ``publications.keys.fold()`` of the title, the author names and
the venue (built by ``publications.derived``); the database turns it into ``search_vector`` (English
configuration). A query is folded the same way before it reaches PostgreSQL, so "Erdős",
"Erdos" and "ERDOS" find the same rows.
"""

from __future__ import annotations

import re

from django.contrib.postgres.search import SearchQuery

SEARCH_CONFIG = "english"
MIN_PREFIX_LENGTH = 3

_WORD = re.compile(r"\w+")


def search_query(text: str) -> SearchQuery | None:
    """The tsquery for a user's words: web-search syntax, or the words with the last one as a prefix.

    ``websearch_to_tsquery`` understands quotes, ``or`` and ``-word``; the prefix form makes
    "optim" find "optimizer" and "GPU clu" find "GPU clusters" while someone is still typing.
    Only the last word is a prefix, and only from three letters on, so "k-fac" does not find
    every "kronecker factor" and "c" does not find everything. ``text`` must already be folded.
    """
    words = _WORD.findall(text)
    if not words:
        return None
    web = SearchQuery(text, search_type="websearch", config=SEARCH_CONFIG)
    if len(words[-1]) < MIN_PREFIX_LENGTH:
        return web
    return web | _prefix_query(words)


def matching_query(text: str) -> SearchQuery | None:
    """A tsquery that finds exactly the rows :func:`search_query` finds, for the match alone.

    Plain words ("machine learning") find under web-search syntax a subset of what the prefix
    form finds (the same words, the last one whole): the prefix form alone finds the same rows.
    PostgreSQL, estimating the two forms OR-ed as twice as many rows as either (23% of the
    publications for "learning", which 12% have), read the whole table instead of the word
    index. Ranking keeps :func:`search_query`: the rank of a row depends on both forms.
    """
    words = _WORD.findall(text)
    if _PLAIN_WORDS.fullmatch(text) and len(words[-1]) >= MIN_PREFIX_LENGTH and "or" not in words:
        return _prefix_query(words)
    return search_query(text)


# Words of letters and digits, one space apart: no quotes, "-word" or punctuation that
# web-search syntax reads (``publications.keys.fold`` has made the text lower case already).
_PLAIN_WORDS = re.compile(r"[a-z0-9]+(?: [a-z0-9]+)*")


def _prefix_query(words: list[str]) -> SearchQuery:
    *complete, last = words
    return SearchQuery(" & ".join([*complete, f"{last}:*"]), search_type="raw", config=SEARCH_CONFIG)


def substring_worth_matching(text: str) -> bool:
    """Whether the folded query is long enough to look for as a plain substring ("i/o", "ft2")."""
    return len(text) >= MIN_PREFIX_LENGTH
