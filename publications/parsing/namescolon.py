"""The colon that closes a citation's names, written the way some styles print it: with a stop
after it ("M.T. Okafor:. Title", where a style's colon after the names meets the stop it sets
before the title) or, in French typography, with a space before it ("K. Adler et M.T. Okafor :
Title"). Read as it is, the name list stops at the last initials and the family name goes into
the title.

Accepts the text of one line. ``with_names_colon_plain`` gives it with that colon written ": ",
any other text as it is; ``has_odd_names_colon`` tells whether it holds such a colon.

Cannot handle: names that run past 300 characters; a spaced colon after family-first names
or after names written in full (a title's "Titre : sous-titre" is left alone for that reason).
"""

from __future__ import annotations

import re

# Only the line's first colon: the colon and stop after a word or "et al." ("Suzuki:.",
# "et al. :."), or a spaced colon right after a given-first name's initials and family name
# ("M.T. Okafor :", "A. van den Berg :"), not after a title's words ("zones humides : une").
_STOPPED_COLON_RE = re.compile(r"^([^:]{1,300}?(?:[^\W\d_]{2}|et al\.))\s?:\s?\.(?=\s)")
_INITIALS = r"(?<![^\W\d_])[A-ZÀ-Þ]\.(?:\s?-?[A-ZÀ-Þ]\.)*"
_PARTICLES = r"(?:(?:van|von|de|der|den|da|di|dos|du|la|le)\s)*"
_FAMILY = r"[A-ZÀ-Þ][^\W\d_]*(?:['’-][^\W\d_]+)*"
# The spaced colon only in a list given-first from its opening (after its number, if any): in
# "Roux, P. SONARIX : a tool" the initial closes a family-first name and "SONARIX" is the title's.
_SPACED_COLON_RE = re.compile(
    rf"^((?:[\[(]?\d{{1,4}}[\].)]\s*)?{_INITIALS}(?:[^:]{{0,300}}?{_INITIALS})?\s?{_PARTICLES}{_FAMILY})\s:(?=\s)"
)


def has_odd_names_colon(text: str) -> bool:
    """Whether ``text`` holds a colon closing its names with a stop after it or a space before it."""
    return (":." in text or " :" in text) and with_names_colon_plain(text) != text


def with_names_colon_plain(text: str) -> str:
    """``text`` with the colon closing its names written ": " when a stop follows it or a space
    stands before it."""
    if ":" not in text:
        return text
    plain = _STOPPED_COLON_RE.sub(r"\1:", text, count=1)
    if plain != text:
        return plain
    return _SPACED_COLON_RE.sub(r"\1:", text, count=1)
