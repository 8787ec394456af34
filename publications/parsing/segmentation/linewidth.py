"""A wrapped line that stops short of the width ends its paragraph: text is wrapped only where
the next word does not fit, so a line with room left for the first word of the line below was
not wrapped there; the reference on it ended.

Accepts a line's text, the text of the line below it and the paste's wrap width (the length
most long lines reach).

Cannot handle: a PDF sets type of varying widths, so a line of narrow letters holds more
characters than one of wide ones; a line is taken to stop short only where the word would have
fitted with room to spare (``_ROOM``), and a reference whose last line nearly fills the width is
left to the other evidence.
"""

from __future__ import annotations

# A line and the next line's first word within this share of the width: the word would have
# fitted. On reference pages copied from PDFs (AnyStyle's finder documents) a line so short is
# followed by a new reference in 367 of 442 cases and by the same reference's next line in 1 of
# 864 (a web address that breaks where it likes).
_ROOM = 0.85
# Narrower than this, the width is no wrapped column's (short lines, one field a line).
_NARROWEST = 40


def stops_short(above: str, below: str, width: int) -> bool:
    """Would the first word of ``below`` have fitted at the end of ``above`` in a column ``width``
    characters wide? Then ``above`` was not wrapped: it ended its paragraph."""
    words = below.split(maxsplit=1)
    if width < _NARROWEST or not words:
        return False
    return len(above.rstrip()) + 1 + len(words[0]) <= _ROOM * width
