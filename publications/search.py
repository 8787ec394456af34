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

# A search the database may keep ready (``SearchTerm``): one folded word of letters and digits, long
# enough to be a prefix as well (so its query is the word's web-search form or its prefix form).
FREQUENT_TERM = re.compile(r"[a-z0-9]{3,}")
# Words of at least this share of the listed publications (and of this many) are kept ready: below
# that, ranking and counting every match takes no longer than reading the kept rows would.
FREQUENT_TERM_SHARE = 0.05
FREQUENT_TERM_MINIMUM = 50
# The words are chosen again once the listed publications written since (added, removed or
# retitled) reach this share of that threshold: no word's number of publications can have moved
# further from it, and choosing reads every search text, so it is not done on every write.
FREQUENT_TERM_DRIFT = 0.2


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
    *complete, last = words
    if len(last) < MIN_PREFIX_LENGTH:
        return web
    prefix = " & ".join([*complete, f"{last}:*"])
    return web | SearchQuery(prefix, search_type="raw", config=SEARCH_CONFIG)


def substring_worth_matching(text: str) -> bool:
    """Whether the folded query is long enough to look for as a plain substring ("i/o", "ft2")."""
    return len(text) >= MIN_PREFIX_LENGTH


def frequent_term_of(folded: str) -> str | None:
    """The word a folded query is, when it has the shape of a word kept ready; None otherwise."""
    return folded if FREQUENT_TERM.fullmatch(folded) else None
