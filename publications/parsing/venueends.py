"""What a venue's reading leaves that names no venue: the volume, issue and pages at the name's end ("Libre
Pensamiento, (81)", "Política y Gobierno, XXV(1)", "Scripta Materialia 233", "Sociologický časopis.
roč", "The Library, ser"), the mark of a special issue ("Special issue in Linguistics"), the university
that publishes the journal ("…, Universidad de Guadalajara"), and a note on the entry read where the
venue stands ("Slides from a talk at …", "projet réalisé dans le cadre du cours …", "A short survey I
wrote as a student").

Cannot handle: a journal whose own name ends with a number of two or more digits written with a
space ("Journal 21") loses it; a year ("… 1968") and a single digit ("boundary 2") are kept.
"""

from __future__ import annotations

import re

from .classify import names_a_meeting
from .text import holds_any

# An issue in parentheses after the name, the volume (Arabic or Roman) before it or not:
# "Libre Pensamiento, (81)", "Results in Mathematics (4)", "Gestión Pública, XXIX(1)". A year in
# parentheses ("Atmos. Environ. (1967)") is the name's own.
_ISSUE_END_RE = re.compile(r"(?:,\s*|\s+)(?:[IVXLC]+|\d{1,4})?\s?\(\d{1,3}(?:\s*[-–]\s*\d{1,3})?\)$")
# The word for a volume, an issue or a series, its number read away: "Revista. Volumen",
# "časopis. roč", "The Library, ser", "Journal, vol.", "Zeitschrift, Jg."; a series only after a
# comma, for "Conf. Ser." is a name's own.
# (It opens with the mark or space after the letters, looked behind from it: a pattern that opens
# with its look-behind makes the regex engine try every position of the text.)
_VOLUME_WORD_END_RE = re.compile(
    r"[.,\s](?<=[^\W\d_]{2}[.,\s])"
    r"(?:(?:(?<=[.,])\s+|(?<=\s)\s*)(?:Volumen|Volume|Vol|vol|roč|ročník|Jg|Heft|Bd|no|No|Nr|n°|nº|núm|Núm)"
    r"|(?<=,)\s*[Ss]er)\.?$"
)
# The words that pattern's match ends in (then a stop at most): a cheap test of the venue's end first.
_VOLUME_WORDS = ("Volumen", "Volume", "Vol", "vol", "roč", "ročník", "Jg", "Heft", "Bd", "no", "No", "Nr")
_VOLUME_WORDS += ("n°", "nº", "núm", "Núm", "ser", "Ser")
# A volume, an article number or a page range after the name, no year: "Materials Today 51",
# "Epidemics. 100454", "In Memory of X.316-332". One digit ("boundary 2") may be the name's own.
_NUMBER_END_RE = re.compile(r"(?<=[^\W\d_]{2})[.,]?\s*(?P<number>\d{2,7})(?:\s*[-–]\s*\d{1,7})?$")
_YEAR_RE = re.compile(r"(?:1[5-9]|20)\d\d")
_VOLUME_BEFORE_RE = re.compile(r"(?:Volumen|Volume|Vol|Band|Tome|Heft|No|Nr|№)\.?$", re.IGNORECASE)


# A special issue named before or after the journal: "Special issue in Linguistics", "Nations and
# Nationalism. Special Issue", "Revista Mexicana, Número especial", "Zeitschrift, Sonderheft".
_SPECIAL_WORDS = (
    r"(?:[Ss]pecial\s+[Ii]ssue|[Nn]úmero\s+[Ee]special|[Nn]uméro\s+[Ss]pécial|Sonderheft|Themenheft)"
)
_SPECIAL_START_RE = re.compile(_SPECIAL_WORDS + r"\s+(?:in|of|de|del|en|in:)\s+(?=[^\W\d_])")
_SPECIAL_END_RE = re.compile(r"(?<=[^\W\d_]{2})[.,;]?\s+" + _SPECIAL_WORDS + r"\.?$")
# A special issue's words hold one of these.
_SPECIAL_NEEDLES = ("pecial", "pécial", "heft")


def without_volume_details(venue: str) -> str:
    """The venue without the volume, issue, article number or pages left at its end, nor the
    mark of a special issue."""
    if not venue:
        return venue
    cut = venue
    if holds_any(venue, _SPECIAL_NEEDLES):  # most venues mark no special issue
        cut = _SPECIAL_END_RE.sub("", _SPECIAL_START_RE.sub("", cut))
    if cut.removesuffix("\n").endswith(")"):  # an issue's number closes the text in parentheses
        cut = _ISSUE_END_RE.sub("", cut)
    if cut.removesuffix("\n").removesuffix(".").endswith(_VOLUME_WORDS):  # the pattern's last word
        cut = _VOLUME_WORD_END_RE.sub("", cut)
    # (The number closes the text, before a final line break at most: a text that ends otherwise
    # is let go before the pattern, which opens with a look-behind, tries each of its positions.)
    number = _NUMBER_END_RE.search(cut) if cut.removesuffix("\n")[-1:].isdecimal() else None
    if number and not _YEAR_RE.fullmatch(number.group("number")):
        head = cut[: number.start()].rstrip()
        if not _VOLUME_BEFORE_RE.search(head) and not head.endswith(("-", "–")):
            cut = head
    if cut == venue:
        return venue  # "Angew. Chem. Int. Ed.": the name's own final period stays
    return cut.rstrip(" ,;:.-–") or venue


# A note on the entry where the venue would stand: slides, handouts, a course's page or project,
# notes, a manuscript, the kind of presentation alone.
_NOTE_START_RE = re.compile(
    r"(?:Slides|Handout|Website\s+for|Page\s+for|Incomplete\s+notes|Class\s+notes"
    r"|[Pp]rojet\s+réalisé|[Pp]roject\s+(?:done|carried\s+out)\s+(?:in|for))\b",
    re.IGNORECASE,
)
_NOTE_ALONE_RE = re.compile(
    r"(?:[Nn]otes?|ms|MS|[Mm]anuscript|(?:[Ww]orkshop|[Pp]oster|[Oo]ral|[Cc]onference)\s+presentation)\.?"
)
# The author's own description in the first person: "A short survey I wrote as a student",
# "… we show how to construct …", "A write up for my REU".
_FIRST_PERSON_RE = re.compile(
    r"\b(?:I|[Ww]e)\s+(?:wrote|worked|did|gave|show|extend|give|prove|study|construct|present|introduce)\b"
    r"|\b(?:my|our)\s+\w"
)


def is_entry_note(venue: str) -> bool:
    """Does the venue read as a note on the entry rather than where it appeared?"""
    return bool(
        _NOTE_START_RE.match(venue) or _NOTE_ALONE_RE.fullmatch(venue) or _FIRST_PERSON_RE.search(venue)
    )


# The university that publishes a journal or a book, after its name: "Revista La Ventana,
# Universidad de Guadalajara", "Cambridge Anthropology, Cambridge University".
_UNIVERSITY_END_RE = re.compile(
    r",\s*(?P<school>[^,]{0,40}\b(?:University|Universidad|Université|Universität|Università|Universidade"
    r"|Universiteit|Uniwersytet)\b[^,]{0,40})$"
)

# A part of the university before it ("Department of Physics, Harbour University"): the body
# that issued a thesis or a report, whose name goes on in the university's.
_ACADEMIC_UNIT_RE = re.compile(
    r"(?:Department|Dept\.|School|Faculty|Institute|Chair|Lehrstuhl|Fakultät|Laboratory|Lab|Centre|Center"
    r"|Departamento|Facultad|Escuela|Instituto|Département|Faculté|Institut)\b"
)


def without_publishing_university(venue: str) -> str:
    """The journal's or the book's name without the university after it that publishes it; a
    meeting's host ("Research Colloquium, Informatics, Harbour University") stays."""
    school = _UNIVERSITY_END_RE.search(venue)
    if school is None or len(school.group("school").split()) > 6:
        return venue
    head = venue[: school.start()].rstrip()
    if len(head.split()) < 2 or "," in head or names_a_meeting(head) or _ACADEMIC_UNIT_RE.match(head):
        return venue
    return head
