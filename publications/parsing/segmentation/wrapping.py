"""Where a line of a paste breaks off an author list: the names of one entry wrapped over two
lines ("A. Okafor, B." over "Lindqvist, and C. Moreau. Title …"; "Haddad, F., Ortiz, G.," over
"Novak, H. (2019) …"; a card's "Amara Okafor, Chloe" or "Ted J. Kaptchuk, John M." over the
rest of its names). The readers keep the next line with the entry whatever the line labeller says.

Accepts any text of a line or of the lines of an entry so far.

Cannot handle: a list written family name first that breaks between a family name and its
initials ("Okafor," over "A., Lindqvist, B."): "Okafor, N." alone is also a member's heading.
"""

from __future__ import annotations

import re

from ..names import is_author_list

# A name's given half alone at the end of a list: its initials, with periods or without (as
# Scholar writes "F Wang, NA Smith, T"), or a given name with or without initials ("B.", "Chloe",
# "John M.", "Anne-Marie").
_GIVEN_RE = re.compile(
    r"(?:[A-ZÀ-Þ]\.\s?-?){1,3}|[A-Z]{1,2}|[A-ZÀ-Þ][a-zà-ÿ]+(?:-[A-ZÀ-Þ][a-zà-ÿ]+)?(?:\s[A-ZÀ-Þ]\.){0,2}"
)
# Initials alone ("S. C.", "J.-P."): the given half of a name written family name first.
_INITIALS_RE = re.compile(r"(?:[A-ZÀ-Þ]\.\s?-?){1,3}")
_SEPARATOR_RE = re.compile(r"[,;]")
_AND_END_RE = re.compile(r"\s(?:and|&)$")
_AND_START_RE = re.compile(r"^(?:and|&)\s+")
_NAME_WORD_START_RE = re.compile(r"[A-ZÀ-Þ](?:[^\W\d_]|\.)")
# "Bossuat, Robert", "Novak, H.": a name written family name first.
_INVERTED_START_RE = re.compile(r"[A-ZÀ-Þ][^\W\d_'’-]+(?:[-'’][^\W\d_]+)?,\s")
# Past this length a line of names is a long list, not worth asking whether it breaks off.
_LONGEST_NAMES = 400


def names_go_on(written: str, following: str) -> bool:
    """Is ``written`` (an entry's text so far, or a card's author line) names only, broken off
    inside its list, with the rest of the names on the line ``following``? A list breaks off after
    a comma, "and" or "&", or after the given half of a name where the names are written given
    name first ("A. Okafor, B.", "F Wang, T", "Ted Kaptchuk, John M."); not after "Okafor, N."
    nor "Okafor, Amara" (a family name with its given name). After a name written given name
    first, a line opening with a name written family name first ("Ottinger, and" over "Bossuat,
    Robert. 1974. …") starts a list of its own."""
    written = written.strip()
    if not ends_open(written) or len(written) > _LONGEST_NAMES:
        return False
    following = following.strip()
    if not _NAME_WORD_START_RE.match(following):
        return False
    pieces = _SEPARATOR_RE.split(written[-120:])
    if written.endswith((",", "&", " and")):
        last = _AND_START_RE.sub("", _AND_END_RE.sub("", written).rstrip(",").rpartition(",")[2].strip())
        if " " in last and not _INITIALS_RE.fullmatch(last) and _INVERTED_START_RE.match(following.strip()):
            return False  # ("S. C." is the given half of "Sofuoglu, S. C.": a list written family first)
    elif not _ends_in_given_half(pieces):
        return False
    return is_author_list(_AND_END_RE.sub("", written))


def ends_open(line: str) -> bool:
    """Can a line's end break off an author list (a comma, "and", "&", or a comma or semicolon
    shortly before its last word)? A quick test before the reading of the names."""
    line = line.rstrip()
    return line.endswith((",", "&", " and")) or (
        (line[-1:].isalpha() or line.endswith(".")) and ("," in line[-25:] or ";" in line[-25:])
    )


def _ends_in_given_half(pieces: list[str]) -> bool:
    """The last piece of a list is a given name or initials, after a name written given name
    first ("A. Okafor", "B."), not the given half of "Okafor, N."."""
    if len(pieces) < 2 or not _GIVEN_RE.fullmatch(pieces[-1].strip()):
        return False
    return " " in _AND_START_RE.sub("", pieces[-2].strip())
