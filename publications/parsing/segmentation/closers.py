"""The cards of a paste that each close on the same few label lines: a page's copy where every
item ends in its links or its kind ("Ver artículo", "No disponible"; "Journal Article" over
"Article"; "| doi | pubmed |"), with no blank line between items. Such a line repeats down the
list and says nothing of its item but that the item ends there: the line after it opens the
next card, and the lines between two of them are one card, however the line rules grouped them.

Accepts any list of line strings. ``closing_labels`` tells, for each line, whether it is such a
label; ``card_ends`` gives the positions, in a run of lines, after which a card ends.

Cannot handle: labels that open their cards (the paste's first line a label) are left to the
line rules; so are lists whose cards end on labels only now and then (fewer than
``_FEWEST_CARDS`` of them).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ..fields import WRITTEN_YEAR_RE

# A label line repeats this many times at least, and each card ends on one: so many cards at least.
_FEWEST_CARDS = 3
# A label is short: a link's or a kind's name, a person's name at most.
_LONGEST_LABEL = 40


def closing_labels(texts: list[str], is_link_line: Callable[[str], bool]) -> list[bool]:
    """For each line of ``texts`` (a paste's lines, blank ones included): is it a label that can
    close a card, a row of links (``is_link_line``) or a short line without a year written
    alike ``_FEWEST_CARDS`` times at least?"""
    # Each different text is read once: a paste repeats its labels, blank lines and short lines.
    written = Counter(texts)
    counts: Counter[str] = Counter()
    for text, count in written.items():
        if stripped := text.strip():
            counts[stripped] += count
    label = {
        text: bool(stripped := text.strip())
        and (
            is_link_line(stripped)
            or (
                counts[stripped] >= _FEWEST_CARDS
                and len(stripped) <= _LONGEST_LABEL
                and WRITTEN_YEAR_RE.search(stripped) is None
            )
        )
        for text in written
    }
    return [label[text] for text in texts]


def card_ends(labels: list[bool]) -> list[int]:
    """The positions (in a run of a paste's lines that entries hold, ``labels`` theirs from
    ``closing_labels``) after which a card ends: the last of each run of labels, when the run's
    first line is no label (labels that open cards are not these) and ``_FEWEST_CARDS`` runs at
    least end so. [] when the lines show no such cards."""
    if not labels or labels[0]:
        return []
    ends = [
        position
        for position, label in enumerate(labels)
        if label and (position + 1 == len(labels) or not labels[position + 1])
    ]
    return ends if len(ends) >= _FEWEST_CARDS else []
