"""Lines that cannot open a reference: the rest of one broken off above them, as a PDF copy
breaks a reference across a blank line ("… in shallow estuaries and the" / blank / "role of wind
forcing. J Coast Res. 2019;35:101-15.").

Accepts the text of one line (without its list marker).

Cannot handle: a line that opens with a capital and could be a title or a name ("Marine
Geology 412: 45-60.") is not known to go on from here; the readers ask the line labeller and
the line above about it.
"""

from __future__ import annotations

import re

from ..fields import WRITTEN_YEAR_RE
from ..places import read_imprint
from ..tail import opens_with_access_note
from .features import name_start

# "role of wind forcing", "passerines and reedbed management": a word of lower-case letters only
# (not "mRNA", "k-means", "eLife", which open titles).
_LOWER_CASE_WORD_RE = re.compile(r"[a-zß-öø-ÿ]{2,}(?=[\s,.;:)]|$)")
# "van der Berg, H.", "de la Cruz, M.": a name's particle, which an author list opens with.
_PARTICLE_RE = re.compile(
    r"(?:van|von|de|der|den|da|di|du|del|della|le|la|dos|das|ten|ter)\s(?:[a-z]{1,3}\s)?[A-Z]"
)
# Pages, volume and issue: "45(2), 103-109.", "403-423.", "35: 101-115", "pp. 7-19", "vol. 3",
# an issue wrapped away from its volume: "(1): 483-497.", "(12), 45-67".
_PAGES_OR_VOLUME_RE = re.compile(
    r"(?:pp?\.|vols?\.|nos?\.|S\.)\s?\d|\d{1,5}\s?[-–—]\s?\d{1,5}\b|\d{1,4}\s?\(\d{1,4}[^)]{0,12}\)"
    r"|\d{1,4}\s?:\s?\d|\(\d{1,4}\)\s?[:,]\s?\d",
    re.IGNORECASE,
)
# "In: Proceedings …", "In Okafor, A. (ed.)", "(Eds.), Title …", "& Lindqvist, B.", "and B. Lindqvist":
# the container, the editors or the rest of the names of a reference begun above.
_CONTINUING_WORD_RE = re.compile(
    r"(?:In\s?:|in\s|In\s(?=[A-Z]))|\((?:eds?|hrsg|dir|coord|comp)\.?\)|(?:&|and)\s(?=[A-ZÀ-ÖØ-Þ])|[)\]]",
    re.IGNORECASE,
)
# "Grand Rapids: William B. Eerdmans", "Noisy-le-Grand : SETES": a place of one to three words and
# a colon, as an imprint opens.
_PLACE_COLON_RE = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'’.-]*(?:\s[A-ZÀ-ÖØ-Þ][\w'’.-]*){0,2}\s?:\s[A-ZÀ-ÖØ-Þ]")
_QUOTE_RE = re.compile('[“”"«»„‘]')
# A line of fewer words, with no year and no name at its start, is no reference on its own.
_FEWEST_WORDS_ALONE = 8
# After an imprint's year, a count of pages or a series ("2013. 303 p. (Essais)"), not a title.
_MOST_WORDS_AFTER_IMPRINT = 3


# "… The Case of Meals and", "… De Clercq &", "… Computer-": a line that stops inside a phrase,
# a list of names or a word.
_STOPS_INSIDE_RE = re.compile(
    r"(?:[&(–—-]|\s(?:and|or|und|et|y|of|the|a|an|for|in|on|to|with|from|by|at|des|du|de|der|die|la|le|el))$"
)
_OPENING_QUOTES = "“«„"
_CLOSING_QUOTES = "”»"
_OPENING_QUOTE_RE = re.compile(f"[{_OPENING_QUOTES}]")
_CLOSING_QUOTE_RE = re.compile(f"[{_CLOSING_QUOTES}]")


def stops_inside(text: str) -> bool:
    """Does the line stop inside a phrase, a list of names or a word (its last word "and", "of",
    "the", "&", a hyphen), so that no reference can end with it?"""
    return _STOPS_INSIDE_RE.search(text.rstrip()) is not None


def closes_open_quote(written: str, text: str) -> bool:
    """Does the line close a quoted title that the entry so far (``written``) opened and did not
    close ("“Verbal Irony in Face-to-Face and Computer-Mediated" over "Conversations.” Journal …")?"""
    opened = sum(written.count(mark) for mark in _OPENING_QUOTES)
    closed = sum(written.count(mark) for mark in _CLOSING_QUOTES)
    if opened > closed:
        closing = _CLOSING_QUOTE_RE.search(text, 0, 200)
        opening = _OPENING_QUOTE_RE.search(text, 0, 200)
        return closing is not None and (opening is None or closing.start() < opening.start())
    return written.count('"') % 2 == 1 and '"' in text[:200]


# What a style prints between a reference and its link, on a line of its own when the link did not
# fit: IEEE's "[Online]. Available:", ISO 690's "[viewed 3 May 2020]. Available from:", GOST's
# "[Электронный ресурс]. URL:", the French "[En ligne]".
_MEDIUM_MARK_RE = re.compile(
    r"\[(?:Online|On-line|En\s+ligne|Электронный\s+ресурс|viewed|cited|accessed)\b[^\]]{0,40}\]",
    re.IGNORECASE,
)


# The access note's shortest word ("Zugriff", ``opens_with_access_note``) has this many letters.
_SHORTEST_ACCESS_NOTE = 7


def notes_access(text: str) -> bool:
    """Does the line open with the note a style prints before or after a reference's link ("Available
    at: https://…", "Accessed 4 May 2020.", "(Accessed: 2 March 2021).", "Retrieved from …",
    "[Online]. Available:")? It names no work: it is the end of the reference above."""
    text = text.lstrip()
    if text[:1] == "[":
        return _MEDIUM_MARK_RE.match(text) is not None or opens_with_access_note(text)
    # (Most lines are told here, without the access note's words looked for: a shorter line holds
    # none of them.)
    return len(text) >= _SHORTEST_ACCESS_NOTE and opens_with_access_note(text.removeprefix("("))


# A word of three letters or more: a heading has one, a reference's pages ("586–93.", "pp. 1–10.",
# "e32249.", "68:193–219") have none.
_WORD_RE = re.compile(r"[^\W\d_]{3}")
_DIGIT_RE = re.compile(r"\d")
# A line that stops inside a reference's details: after a comma, a colon or a semicolon, a page
# range's dash ("2014;45(3):221–", not a page's "– 3 –"), "pp." or "p.".
_DETAILS_GO_ON_RE = re.compile(r"(?:[,:;]|\d[–—-]|\bpp?\.)$")


def details_go_on(text: str) -> bool:
    """Does the line stop inside a reference's details (a comma, a colon, a page range's dash,
    "pp.") so that the line under it goes on with them?"""
    return _DETAILS_GO_ON_RE.search(text.rstrip()) is not None


def pages_alone(text: str) -> bool:
    """Is the line a reference's numbers alone (pages, volume, issue, an article number or a year:
    "586–93.", "pp. 1–10.", "e32249.", "(2016)."), as a copy wrapped at a width leaves them under
    the rest of the reference? No heading is written so."""
    return _DIGIT_RE.search(text) is not None and _WORD_RE.search(text) is None


def opens_no_reference(text: str) -> bool:
    """Does the line open as no reference does: with a lower-case word, with pages, a volume or
    an issue, with "In", editors' "(Eds.)" or the rest of a list of names?"""
    text = text.lstrip()
    if _LOWER_CASE_WORD_RE.match(text):
        return _PARTICLE_RE.match(text) is None
    return bool(_PAGES_OR_VOLUME_RE.match(text) or _CONTINUING_WORD_RE.match(text))


# The family name a reference opens with, after its list marker ("[3] Okafor, B.", "Okafor B,"):
# a capital and two or more letters (an initial, "B.", opens no family name).
_FIRST_FAMILY_NAME_RE = re.compile(r"[^A-Za-zÀ-ÖØ-öø-ÿ]*([A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’-]{2,})(?=[\s,])")
# What follows a family name in a sentence about its work, not in a list of names: a possessive
# ("Okafor's study"), a verb or other lower-case word ("Okafor argues", "Okafor, a historian, …"),
# or a second author and a verb ("Okafor and Lind survey").
_NAME_IN_A_SENTENCE_RE = re.compile(
    r"(?:['’]s?\s|,\s(?:a|an|the|who|whose)\s|\s(?:and|&)\s[A-ZÀ-ÖØ-Þ][\w'’-]+\s(?=[a-z])"
    r"|\s(?!(?:for|and|the|from|with|und|des|der|del|von|van|dos|das|della)\s)(?=[a-z]{3,}\s))"
)
# An annotation is running text: fewer words than this are a heading or a fragment, not one.
_FEWEST_WORDS_OF_AN_ANNOTATION = 6


def annotates_reference_above(entry: str, text: str) -> bool:
    """Is ``text`` an annotated bibliography's note on the reference ``entry`` (its first line),
    not the next reference: running text opening with the family name the reference opens with,
    written as a sentence about the work ("Okafor argues that …", "Okafor's survey …", "Okafor
    and Lind compare …")? Guides to annotated bibliographies (APA, MLA, Chicago alike) set the
    note under the reference and open it with the author's name; a next reference by the same
    author opens with the name and initials or a given name ("Okafor, B.", "Okafor B,")."""
    # (Six words take eleven characters at least: a shorter line, as most are in a paste of short
    # lines, is told no annotation before the reference above is read.)
    if len(text) < 2 * _FEWEST_WORDS_OF_AN_ANNOTATION - 1:
        return False
    text = text.lstrip()
    if len(text) < 2 * _FEWEST_WORDS_OF_AN_ANNOTATION - 1:
        return False
    family = _FIRST_FAMILY_NAME_RE.match(entry)
    if family is None or not text.startswith(family.group(1)) or name_start(entry[family.start(1) :]) is None:
        return False  # (a card's title opening with the same word as the line is no reference's names)
    rest = text[len(family.group(1)) :]
    if len(text.split()) < _FEWEST_WORDS_OF_AN_ANNOTATION or _PARTICLE_RE.match(rest.lstrip()):
        return False
    return _NAME_IN_A_SENTENCE_RE.match(rest) is not None


def too_little_for_a_reference(text: str) -> bool:
    """Is the line too little to be a reference alone: an imprint ("Grand Rapids: Eerdmans,
    1999."), or a few words with no year, no quoted title and no name at their start
    ("Hamakua District Development Council.")?"""
    text = text.strip()
    year = WRITTEN_YEAR_RE.search(text)
    if (
        year is not None
        and len(text[year.end() :].split()) <= _MOST_WORDS_AFTER_IMPRINT
        and read_imprint(text[: year.start()].rstrip(" ,.;:")) is not None
    ):
        return True
    if year is not None and _PLACE_COLON_RE.match(text) and len(text.split()) < _FEWEST_WORDS_ALONE + 2:
        return True  # "Noisy-le-Grand : SETES ÉDITIONS, 2013. 303 p.": a place, a colon and a publisher
    return (
        year is None
        and len(text.split()) < _FEWEST_WORDS_ALONE
        and name_start(text) is None
        and _QUOTE_RE.search(text) is None
    )
