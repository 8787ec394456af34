"""Affiliation numbers copied down onto the names: "A. Smith1,2, B. Jones3 and C. Patel1. Title".

A paper's author line raises each author's affiliation numbers, and often a mark after them
(Nature, Science, Cell, PNAS, Elsevier and IEEE layouts: "Smith¹˒²*"). Copied out of the PDF or
the publisher's page into a lab page or a CV, the raised digits come down to the line and run into
the family name ("Smith1,2*", "Anna Smith1*, Ben Jones2†"); kept raised, the plain comma between
two of them ("Smith¹,³") reads as the one between two names. They say nothing of the person; this
module takes them out (the marks after them stay), in the author list opening a line only, where
every name before them reads as a name.
"""

from __future__ import annotations

import re

from .names import NAME_MARKS, is_author_list, looks_like_name
from .text import strip_list_marker

_SEPARATOR = r"(?:,?\s(?:and|&|und|et|y|e)\s|,\s?&\s|,\s|;\s|\.\s|:\s|\s\(|\.?$)"
# A name's last letter (or its last initial's period; capitals only as a name's initials, "Ruiz
# JA1", never a formula's or an acronym's, "CO2"), its numbers (one or two digits each, parted
# by commas or a dash without spaces), the marks after them, then the separator after the name.
# The numbers may keep their raised digits, a comma between them ("Smith¹,³", "Ruiz JA²"), or be
# raised letters, as Elsevier's pages print them ("Smithᵃ,ᶜ").
_NUMBER = r"(?:\d{1,2}|[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}|[ᵃᵇᶜᵈᵉᶠ])"
_NUMBERED_NAME_RE = re.compile(
    r"(?<=[^\W\d_]|\.)(?:(?<![A-Z]{2})|(?<=\s[A-Z]{2})|(?<=\s[A-Z]{3}))"
    r"(?P<numbers>" + _NUMBER + r"(?:[,˒–-]" + _NUMBER + r")*)"
    r"(?P<marks>[" + re.escape(NAME_MARKS) + r"]*)(?=" + _SEPARATOR + r")"
)
_SEPARATOR_RE = re.compile(r",\s|;\s|\s(?:and|&|und|et|y|e)\s|&")
# An inverted name, its numbers after its initials: "Smith, A.1, Jones, B.2".
_INVERTED_PAIR_RE = re.compile(r"[^\W\d_][\w'’-]*(?:\s[\w'’-]+)?,\s(?:[A-Z]\.\s?-?){1,3}$")
# The cheap test: a letter or a period with a number run into it and a name's separator after it.
# (Led by the number's first digit, the letter before it asked behind: the regex engine skips to
# the next digit instead of trying the pattern at every letter.)
_RAISED_NUMBERS = "⁰¹²³⁴⁵⁶⁷⁸⁹ᵃᵇᶜᵈᵉᶠ"  # raised digits and letters
_CHEAP_RE = re.compile(
    rf"[\d{_RAISED_NUMBERS}](?<=[A-Za-zà-ÿ.].)(?:(?<=\d)\d?|(?<=[{_RAISED_NUMBERS}])[{_RAISED_NUMBERS}]?)"
    + r"(?:[,˒]"
    + _NUMBER
    + r")*["
    + re.escape(NAME_MARKS)
    + r"]*(?:,\s|\sand\s|\s&\s)"
)
# Where the names stand: the start of a line (a card's names line, or a citation opening with them).
_LIST_REACH = 600


def has_numbered_names(text: str) -> bool:
    """Could a line open with names carrying affiliation numbers (a cheap test)?"""
    return _CHEAP_RE.search(text, 0, _LIST_REACH) is not None


def without_affiliation_numbers(text: str) -> str:
    """``text`` without the affiliation numbers run into the names of the author list opening it
    ("A. Smith, B. Jones and C. Patel. Title"); any other text as it is. Two
    names at least carry numbers, as does each name of the list before the last of them."""
    _, body = strip_list_marker(text)
    opening = text.find(body) if body else -1
    if opening < 0:
        return text
    numbered: list[re.Match[str]] = []
    position = opening
    for found in _NUMBERED_NAME_RE.finditer(text, opening, min(len(text), opening + _LIST_REACH)):
        # Every name carries its numbers: the text since the last numbered name is one name, with
        # its given name or initials ("Smith1, Jones2" may as well be one inverted name).
        piece = text[position : found.start()]
        whole = " " in piece.strip() and not _SEPARATOR_RE.search(piece) and looks_like_name(piece)
        if not (whole or _INVERTED_PAIR_RE.match(piece)):
            break
        numbered.append(found)
        position = found.end()
        separator = re.match(_SEPARATOR, text[position:])
        if separator is None or separator.group(0).strip() in ("", ".", ":", "("):
            break  # the list's last name
        position += separator.end()
    if len(numbered) < 2:
        return text
    written = []
    position = 0
    for found in numbered:
        written.append(text[position : found.start()])
        written.append(found.group("marks"))
        position = found.end()
    plain = "".join(written) + text[position:]
    names_end = numbered[-1].end() - len(text) + len(plain)
    return plain if is_author_list(plain[opening:names_end]) else text
