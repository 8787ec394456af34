"""Cards that close on the citation they recommend.

The academicpages theme (Jekyll) prints each publication as a card: its title, a line
"Published in <venue>, <year>", an excerpt, then "Recommended citation: <the full citation>" and
links ("Download Paper"). The recommended citation names everything the card does and the
authors besides: it is the entry, read without its label, and the card's lines above it are a
summary of it, left out. A card with no recommended citation is read as it stands.
"""

from __future__ import annotations

import re

CARD_SUMMARY_REASON = "a card's summary of the citation it recommends below"

_CITATION_LABEL_RE = re.compile(r"^\s*Recommended citation:\s*", re.IGNORECASE)
_PUBLISHED_IN_RE = re.compile(r"^\s*Published in\b", re.IGNORECASE)
# An excerpt between a card's "Published in" line and its citation: a few lines at most.
_EXCERPT_LINES_AT_MOST = 3


def recommended_citations(texts: list[str]) -> tuple[dict[int, str], set[int]]:
    """The citation lines of ``texts`` (by index) each without its label, and the indices of the
    summary lines of their cards (title, "Published in" line, excerpt)."""
    citations: dict[int, str] = {}
    summaries: set[int] = set()
    for index, text in enumerate(texts):
        label = _CITATION_LABEL_RE.match(text)
        if label is None or not text[label.end() :].strip():
            continue
        citations[index] = text[label.end() :]
        for published in range(index - 1, max(index - 2 - _EXCERPT_LINES_AT_MOST, 0), -1):
            if not texts[published].strip() or published in citations:
                break
            if _PUBLISHED_IN_RE.match(texts[published]) and texts[published - 1].strip():
                summaries.update(range(published - 1, index))
                break
    return citations, summaries
