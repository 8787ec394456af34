"""Headings and the section context they set for the entries under them.

Accepts the headings of publication pages: year lines ("2024", "## 2024", "`2023`",
"**2024**", "2020 – today"), type headings ("Journal Articles", "Konferenzbeiträge"),
highlight headings ("Selected Publications", "Highlighted Recent Papers"), markdown
"#" headings, LaTeX ``\\section{...}``-like macros and other short title-like lines. A
heading that is a person's name alone ("Nasser Behnegar", "David A. Hopkins") on a page that
groups its items by member names the author of the items under it that name none.

Cannot handle: headings that are written like a full sentence ending in a period
(they are read as text), or a year range that is the only content of an entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import headingwords
from .fields import heading_type, is_highlight_heading
from .headingwords import is_heading_word
from .linecaches import line_cache
from .records import PublicationType
from .text import collapse_spaces, decode_latex, holds_any, strip_markup

_YEAR_HEADING_RE = re.compile(
    r"^(?:19[5-9]\d|20[0-4]\d)"
    r"(?:\s*(?:[-–—]|to|bis)\s*(?:(?:19|20)\d\d|today|present|now|heute)|[-/](?:0[1-9]|1[0-2]))?$",
    re.IGNORECASE,
)
_MD_HEADING_RE = re.compile(r"^#{1,6}\s+|\s+#{1,6}$")
_LATEX_SECTION_RE = re.compile(
    r"^\\(?:sub)*(?:section|chapter|paragraph|cvsection|headedsection|headedsubsection|part)\*?\s*\{([^{}]*)\}"
)
# Headings of a CV's sections that hold no works of the person's. Talks and presentations are
# works a list counts among its items (given at a meeting, typed as such), so their headings
# keep their items. "Co-authors" heads a list of people; "As co-author" says the owner's part
# in the works under it, which are kept. The sections of funding agencies' biosketches that list
# no works: NSF's "Professional Preparation" (degrees) and "Synergistic Activities", NIH's
# "Research Support" (grants). (A heading of heading words naming such a section, in any
# language listed, is one too: ``headingwords.names_other_section``.)
_NON_PUBLICATION_RE = re.compile(
    r"\b(?:teaching|students?|patents?|awards?\s+and\s+honou?rs|fellowships|grants|"
    r"professional\s+preparation|synergistic\s+activities|research\s+support|"
    r"service|reviewing|news|contact|biography|collaborative\s+distances?|(?<!\bas\s)co-?authors?)\b",
    re.IGNORECASE,
)


# A heading over talks given, not papers printed ("Invited Talks", "Papers Presented", "Vorträge",
# "講演", "予稿なし発表" — presentations without proceedings): its items are typed "other" whatever
# meeting they name. "Presentations" alone is left out: pages put printed conference papers under it.
# "7 publications", "12 papers": the count of the items a heading above announces, which changes
# nothing of the section they are in.
_COUNT_LINE_RE = re.compile(r"\(?\d{1,4}\)?\s+(?:publications?|papers?|items?|entries)", re.IGNORECASE)
_TALKS_HEADING_RE = re.compile(
    r"\btalks?\b|\bpapers?\s+presented\b|\bvorträge\b|講演|予稿なし", re.IGNORECASE
)
# A word each alternative of the two patterns above holds, in lower case: an ASCII heading holding
# none of them is let go before the patterns, which try each position. (Only ASCII text: matched
# without case, "s" is also "ſ", "k" the Kelvin sign, "i" "ı" and "İ"; an ASCII text's lower
# case is all that the patterns' case-blind matching sees in it.)
_NON_PUBLICATION_NEEDLES = (
    "teach",
    "student",
    "patent",
    "award",
    "fellowship",
    "grant",
    "preparation",
    "synergistic",
    "support",
    "service",
    "review",
    "news",
    "contact",
    "biography",
    "collaborative",
    "author",
)
_TALKS_NEEDLES = ("talk", "paper")  # "vorträge", "講演" and "予稿なし" are no ASCII text


_DIGITS_RE = re.compile(r"\d{3,}")
_DIGIT_RE = re.compile(r"\d")
_YEAR_THEN_COMMA_RE = re.compile(r"(?:19|20)\d\d\s*,\s*\S")


@dataclass
class Section:
    """What the headings above an entry tell about it."""

    name: str | None = None
    year: int | None = None
    type: PublicationType | None = None
    highlight: bool = False
    skip: bool = False  # a heading of a non-publication section (teaching, service, ...)
    person: str | None = None  # the member a heading names, author of the items under it


_DECORATION_CHARS = frozenset("\\{}#*_<>&[]`|=")
_HEADING_STRIP = "`*_=:#[](){}| \t"


@line_cache  # pure; the grouping asks it of a paste's lines in more than one pass
def heading_text(line: str) -> str:
    """The visible words of a heading line, without markdown/LaTeX/HTML decoration."""
    text = line.strip()
    if _DECORATION_CHARS.isdisjoint(text):  # plain words: nothing to decode
        return " ".join(text.strip(_HEADING_STRIP).split())
    match = _LATEX_SECTION_RE.match(text)
    if match:
        text = match.group(1)
    text = _MD_HEADING_RE.sub("", text)
    text = strip_markup(text, keep_lost_labels=True)
    text = decode_latex(text) if "\\" in text or "{" in text else text
    return collapse_spaces(text.strip(_HEADING_STRIP)).strip()


def year_heading(text: str) -> int | None:
    """ "2024" / "2020 – today" / "2024-03" or "2024/03" (a month of a list filed by month, as
    moderncv's date column prints it) as a heading → 2024 / 2020 / 2024 (None for other text)."""
    if text[:1] in ("1", "2") and _YEAR_HEADING_RE.match(text):
        return int(text[:4])
    return None


# A name's words: capitalised ("Behnegar", "Yarhi-Milo", "O'Brien"), an initial ("A."), or a particle.
_NAME_WORD_RE = re.compile(r"^(?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:[-'’][A-ZÀ-ÖØ-Þa-zß-öø-ÿ][a-zß-öø-ÿ]+)*|[A-Z]\.)$")
_NAME_PARTICLES = frozenset(
    {"van", "von", "de", "der", "den", "da", "di", "du", "del", "della", "dos", "le", "la"}
)
_NUMBERING_RE = re.compile(r"^(?:[IVXLC]+|\d{1,2}|[A-Za-z])[.)]\s+")


def reads_as_heading(text: str) -> bool:
    """Is ``text`` a heading by its words, in any of the languages lists come in ("Publications",
    "II. Kommentierungen", "conference proceedings (peer-reviewed)", "Minha Dissertação de
    Mestrado")? Each word is a heading's or links them, and one at least is a heading's."""
    return headingwords.reads_as_heading(_NUMBERING_RE.sub("", text.strip()))


@lru_cache(maxsize=1)
def known_venue_words() -> frozenset[str]:
    """Words of venue names, which a field's heading holds and a person's name does not (nor does
    the end of a title that reads like co-authors: "with Deep Learning"); none without the
    labeller's lexicons."""
    try:
        from .labelling.lexicons import venue_words
    except ImportError:
        return frozenset()
    return venue_words()[0]


# Words no person's name opens with: an article ("The Fiscal Multiplier", a short title), a
# preposition ("In Portuguese", "On Leave", "For Children", "As Co-author": a note heading a group
# of items) or a possessive ("My Google Scholar", "Mi Google Académico", "Minha Produção": a page's
# own link or heading).
_NOT_OPENING_A_NAME = frozenset(
    {"the", "a", "an", "in", "on", "for", "by", "with", "from", "of", "about", "under", "into", "to", "as"}
    | {"my", "our", "mi", "mis", "nuestra", "nuestras", "nuestros", "minha", "minhas", "meu", "meus"}
    | {"nossa", "nossas", "nossos", "mes", "mein", "meine", "unsere"}
)


@line_cache  # pure; the grouping asks it of a line over a member's items, then of the heading it makes
def person_heading(text: str) -> str | None:
    """The person's name a heading line is alone ("Nasser Behnegar", "David A. Hopkins"), else
    None: two to four words, each a capitalised name word, an initial or a particle, at least
    two of them full words, none a word of publication headings ("Selected Papers")."""
    if _DIGIT_RE.search(text):
        # No name word or particle holds a digit: "Title 5", "Papers 2023" are let go before the
        # word-by-word tests below, which most lines of a long paste would otherwise go through.
        return None
    words = text.split()
    if not 2 <= len(words) <= 4 or words[-1].endswith("."):
        return None
    if words[0].lower() in _NOT_OPENING_A_NAME:
        return None  # "The Fiscal Multiplier", "In Portuguese": no person's name opens so
    venue_words = known_venue_words()
    if any(word.lower() in venue_words for word in words):
        return None  # "Mobile Robotics", "Machine Learning": a field's heading
    full = 0
    for word in words:
        if word.lower() in _NAME_PARTICLES and word is not words[0]:
            continue
        if not _NAME_WORD_RE.match(word) or is_heading_word(word):
            return None  # "Recent Papers", "Artículos de Investigación": a section's heading
        full += not word.endswith(".")
    return text if full >= 2 else None


# A member's position, written under their name on a faculty or lab page: "Professor of Law",
# "Associate Dean for Research, …, and Director, Center on …", "Assistant Professor". A rank
# opens it, after words that qualify the rank.
_RANK_QUALIFIERS = (
    r"(?:Associate|Assistant|Adjunct|Visiting|Clinical|Distinguished|Emeritus|Emerita|Senior|Research"
    r"|Full|Principal|Vice|Deputy|Executive|Founding|Honorary|University)"
)
_RANKS = r"(?:Professor|Lecturer|Reader|Dean|Chair|Director|Fellow)"
# The rank alone, or before a comma or a word that links it to its field or the next rank:
# "Dean Acheson and the Cold War" opens with no position.
_RANK_CLOSE = r"(?=$|[,;]|\s+(?:of|for|in|and|&)\s)"
_POSITION_OPENING_RE = re.compile(rf"(?:{_RANK_QUALIFIERS}\s+)*{_RANKS}{_RANK_CLOSE}")
_POSITION_WORD_RE = re.compile(r"[A-Z][\w.'’-]*|and|for|of|in|on|the|&")
# A position opening an item's line, its field one word, then the item's title: "Associate
# Professor of Law Racial Targets, 118 …", "Dean for Academic Affairs and Professor of Law Title".
_POSITION_BEFORE_TITLE_RE = re.compile(
    rf"(?=(?:{_RANK_QUALIFIERS}\s+)*{_RANKS}{_RANK_CLOSE})"
    r"(?:(?:[A-Z][\w'’.-]*|and|for|of|in|the|&)[,;]?\s+){0,12}?"
    r"(?:Professor|Lecturer|Reader)\s+(?:of|in)\s+[A-Z][a-z]+[,;]?\s+(?=[A-Z\"“‘'])"
)
_LONGEST_POSITION = 200


def position_line(text: str) -> bool:
    """Is ``text`` a member's position alone ("Professor of Law", "Associate Dean for Research,
    Waxberg Chair, and Director, Center on Race, Law, and Justice"): a rank opening it, every
    word capitalised or one that links them, no digit?"""
    text = text.strip().rstrip(".")
    if len(text) > _LONGEST_POSITION or not _POSITION_OPENING_RE.match(text):
        return False
    if any(char.isdigit() for char in text):
        return False
    return all(_POSITION_WORD_RE.fullmatch(word.strip(",;")) for word in text.split())


def without_position(line: str) -> str:
    """An item's line without the member's position a page runs into it ("Associate Professor
    of Law Racial Targets, 118 Nw. L. Rev. 1455 (2024)" → "Racial Targets, 118 …")."""
    found = _POSITION_BEFORE_TITLE_RE.match(line.lstrip())
    return line.lstrip()[found.end() :] if found else line


def is_latex_section(line: str) -> bool:
    return "\\" in line and bool(_LATEX_SECTION_RE.match(line.strip()))


@line_cache  # pure; the line facts and the line labeller's features ask it of the same lines
def looks_like_heading(line: str) -> bool:
    """A short title-like line without the punctuation of a citation."""
    stripped = line.strip()
    if not stripped:
        return False
    if _MD_HEADING_RE.match(stripped) or is_latex_section(stripped):
        return True
    text = heading_text(stripped)
    if not text or len(text) > 80:
        return False
    if year_heading(text) is not None:
        return True
    if text.endswith((".", ",", ";")) and not text.endswith("..."):
        return False
    words = text.split()
    if len(words) > 8:
        return False
    if _DIGITS_RE.search(text) and year_heading(text) is None and heading_type(text) is None:
        return False
    if _YEAR_THEN_COMMA_RE.match(text):
        return False  # "2021, refereed (2021MNRAS…)": an item's date line, whatever kind it names
    return heading_type(text) is not None or is_highlight_heading(text) or text.endswith(":")


def repeats_highlight(highlight: bool, key: str, seen: set[str]) -> bool:
    """Whether an entry (by its title's key) repeats one listed above under a highlight heading
    ("Selected publications"), which a page lists again in its full list; a highlighted entry's
    key is noted in ``seen``."""
    if highlight:
        seen.add(key)
        return False
    return key in seen


def apply_heading(current: Section, text: str, *, level: int = 0) -> Section:
    """The section after a heading: a year heading keeps the type/highlight context of
    the heading above it; a named heading starts a new context, a count of items none."""
    if _COUNT_LINE_RE.fullmatch(text.strip()):
        return current
    year = year_heading(text)
    if year is not None:
        return Section(
            name=text,
            year=year,
            type=current.type,
            highlight=current.highlight,
            skip=current.skip,
            person=current.person,
        )
    person = person_heading(text)
    if person is not None:
        # A member's items under their name, in the kind of section the page is in.
        return Section(
            name=text, type=current.type, highlight=current.highlight, skip=current.skip, person=person
        )
    kind = heading_type(text)
    highlight = is_highlight_heading(text)
    lowered = text.lower() if text.isascii() else None
    skip = kind is None and (
        (
            (lowered is None or holds_any(lowered, _NON_PUBLICATION_NEEDLES))
            and _NON_PUBLICATION_RE.search(text) is not None
        )
        or headingwords.names_other_section(_NUMBERING_RE.sub("", text.strip()))
    )
    if (
        kind is None
        and (lowered is None or holds_any(lowered, _TALKS_NEEDLES))
        and _TALKS_HEADING_RE.search(text)
    ):
        kind = PublicationType.OTHER
    if level > 0 and not highlight and (current.highlight or current.type):
        # A subsection inherits what its parent announced ("Selected Publications" > "Applications").
        return Section(
            name=text,
            year=None,
            type=kind or current.type,
            highlight=current.highlight,
            skip=skip or current.skip,
            person=current.person,
        )
    return Section(name=text, year=None, type=kind, highlight=highlight, skip=skip)
