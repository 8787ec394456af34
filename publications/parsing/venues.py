"""Venue knowledge: the one place that knows which conference or journal a name means.

Accepts a venue as written in a publication list (full name, "Proceedings of the 39th ACM
International Conference on ...", IEEE/dblp/Nature abbreviations such as
"Proc. IEEE Conf. Comput. Vis. Pattern Recognit." or "Nat. Commun.", Scholar's inverted
"Parallel & distributed processing, IEEE 27th international symposium on") and/or an acronym
or tag ("SC", "SC'23", "SC25", "NeurIPS'26"), and answers with the venue's short usual name
("SC", "ICS", "Nature Communications", "arXiv").

The knowledge itself is data: ``venues.json`` beside this module, one venue per line with its
acronym, full name, kind and aliases. Adding a venue or a spelling is a one-line data change.

Matching is exact on a normalised key (see :func:`venue_key`), never fuzzy: an unknown name
gives ``None`` and callers keep the name as written. Cannot handle: venues missing from the
table, spellings that differ from every alias in more than case, accents, punctuation,
edition numbers, years, "Proceedings of", organisation prefixes (IEEE, ACM, CVF, USENIX,
IFIP) and the common IEEE abbreviations (Int., Conf., Symp., Trans., J.); acronyms shared by
two venues are resolved to the one in the table.

Apart from the table, ``abbreviated_journal`` tells a journal's name abbreviated as ISO 4 abbreviates
it by its shape alone ("Geochim. Cosmochim. Acta", "Zool. J. Linn. Soc."), whatever its words.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from publications.keys import venue_key, venue_tokens
from publications.vocabulary import VenueKind

__all__ = ["VenueInfo", "VenueKind", "all_venues", "canonical_venue", "lookup", "split_venue", "venue_key"]


@dataclass(frozen=True)
class VenueInfo:
    """One known venue. ``canonical`` is the short usual name used for grouping."""

    acronym: str
    name: str
    kind: VenueKind
    aliases: tuple[str, ...] = ()
    canonical: str = ""

    @property
    def spellings(self) -> tuple[str, ...]:
        """Every written form that names this venue."""
        return tuple(s for s in (self.acronym, self.name, self.canonical, *self.aliases) if s)


# Organisation names that some writers put before a venue name and others leave out.
_ORGANISATIONS = frozenset({"ieee", "acm", "cvf", "usenix", "ifip", "rsj"})


def _loose_key(text: str) -> str:
    """Like :func:`venue_key`, also without organisation prefixes (IEEE, ACM, CVF ...)."""
    return "".join(t for t in venue_tokens(text) if t not in _ORGANISATIONS)


# ---------------------------------------------------------------- the table
@dataclass(frozen=True)
class _Index:
    venues: tuple[VenueInfo, ...]
    exact: dict[str, VenueInfo]
    loose: dict[str, VenueInfo]
    acronyms: dict[str, VenueInfo]
    prefixes: tuple[tuple[tuple[str, ...], VenueInfo], ...]  # preprint servers: "CoRR abs/..." → arXiv
    conflicts: tuple[str, ...]


def _read_table() -> list[dict]:
    text = resources.files(__package__).joinpath("venues.json").read_text(encoding="utf-8")
    return json.loads(text)


def _add(table: dict[str, VenueInfo], key: str, venue: VenueInfo, conflicts: set[str]) -> None:
    if not key or key in conflicts:
        return
    other = table.get(key)
    if other is None:
        table[key] = venue
    elif other is not venue:
        # Two venues claim one key: neither may win silently.
        conflicts.add(key)
        del table[key]


@cache
def _index() -> _Index:
    venues: list[VenueInfo] = []
    for row in _read_table():
        acronym = row.get("acronym") or ""
        venues.append(
            VenueInfo(
                acronym=acronym,
                name=row["name"],
                kind=VenueKind(row["kind"]),
                aliases=tuple(row.get("aliases") or ()),
                canonical=row.get("canonical") or acronym or row["name"],
            )
        )
    exact: dict[str, VenueInfo] = {}
    loose: dict[str, VenueInfo] = {}
    acronyms: dict[str, VenueInfo] = {}
    conflicts: set[str] = set()
    loose_conflicts: set[str] = set()
    acronym_conflicts: set[str] = set()
    for venue in venues:
        for spelling in venue.spellings:
            _add(exact, venue_key(spelling), venue, conflicts)
        if venue.acronym:
            _add(acronyms, venue_key(venue.acronym), venue, acronym_conflicts)
    for venue in venues:
        for spelling in venue.spellings:
            key = _loose_key(spelling)
            if key not in exact or exact[key] is venue:
                _add(loose, key, venue, loose_conflicts)
    prefixes = tuple(
        (venue_tokens(spelling), venue)
        for venue in venues
        if venue.kind is VenueKind.PREPRINT_SERVER
        for spelling in venue.spellings
        if venue_tokens(spelling)
    )
    return _Index(
        venues=tuple(venues),
        exact=exact,
        loose=loose,
        acronyms=acronyms,
        prefixes=prefixes,
        conflicts=tuple(sorted(conflicts | acronym_conflicts)),
    )


def all_venues() -> list[VenueInfo]:
    """Every venue in the table, in table order."""
    return list(_index().venues)


# Abbreviations in the table that are also whole words, which a title may end with ("A Kinetic
# Model."): they say nothing of a journal starting.
_WORDS_TOO = frozenset(
    {"Complex", "Ed", "Fish", "Front", "Learn", "Mac", "Mar", "Meaning", "Min", "Model", "Perform"}
    | {"Preprints", "Process", "Program", "Represent", "Top"}
)
_ABBREVIATED_WORD_RE = re.compile(r"\b([A-Z][a-z]{1,9})\.")
# Words of journals' names as ISO 4's List of Title Word Abbreviations cuts them, where the venue
# table holds no journal that writes them: "Electrochim. Acta", "Geosci. Model Dev.", "Biochim.
# Biophys. Acta", "Quantum Electron.". Each is a cut no English word is spelt as, so no title ends
# in one; a cut that is also a word ("Mineral", "Account", "Opt", "Stat") is left out.
_ISO4_WORDS = frozenset(
    {"Aerosp", "Agric", "Agron", "Anesth", "Anthropol", "Archaeol", "Astron", "Astrophys", "Atmos"}
    | {"Bacteriol", "Biochem", "Biochim", "Bioinform", "Bioorg", "Biophys", "Cardiol", "Catal"}
    | {"Ceram", "Chromatogr", "Climatol", "Combust", "Corros", "Crystallogr", "Dermatol", "Ecotoxicol"}
    | {"Educ", "Electroanal", "Electrochem", "Electrochim", "Endocrinol", "Entomol", "Epidemiol"}
    | {"Ergon", "Geochem", "Geochim", "Geogr", "Geomorphol", "Geophys", "Geosci", "Geotech"}
    | {"Gastroenterol", "Hepatol", "Hortic", "Hydrol", "Immunol", "Inorg", "Limnol", "Macromol"}
    | {"Mech", "Metall", "Meteorol", "Microbiol", "Microsc", "Nanotechnol", "Nephrol"}
    | {"Neurol", "Nucl", "Numer", "Nutr", "Oncol", "Ophthalmol", "Organomet", "Ornithol", "Paleontol"}
    | {"Parasitol", "Pathol", "Pediatr", "Pharmacol", "Photochem", "Photobiol", "Physiol", "Polym"}
    | {"Probab", "Psychiatr", "Psychol", "Radiol", "Sedimentol", "Sens", "Sociol", "Spectrosc"}
    | {"Supramol", "Surg", "Thermodyn", "Toxicol", "Urol", "Virol", "Zool"}
)


@cache
def journal_abbreviations() -> frozenset[str]:
    """The capitalised words the table writes abbreviated with a period ("Chem", "Phys", "Angew"),
    ISO 4's cuts of common words of journals' names ("Electrochim", "Geosci"), and "J": words that
    open an abbreviated journal's name, never a title's last word."""
    written = (name for venue in _index().venues for name in (venue.name, *venue.aliases))
    words = {word for name in written for word in _ABBREVIATED_WORD_RE.findall(name)}
    return frozenset(words - _WORDS_TOO) | _ISO4_WORDS | {"J"}


# ISO 4 abbreviates a serial's title word by word as its List of Title Word Abbreviations (LTWA)
# cuts the words: a word is truncated and the cut marked with a stop ("Geochimica" → "Geochim.",
# "Transactions" → "Trans.", "Linnean" → "Linn."); a short word, or one the list has no entry for,
# is written whole ("Acta", "Cancer"); articles and most prepositions are dropped and some small
# words kept ("of", "&", "der", "für"); a section's letter may close the name ("Proc. R. Soc. Lond.
# B"). So a run of cuts with their stops, a whole word or two and small words among them, is a
# journal's name by its shape, whatever its words: no list need hold "Cosmochim." or "Biogeosci.".
_CUT_RE = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]{0,14}\.")
_WHOLE_WORD_RE = re.compile(r"[A-ZÀ-Þ][a-zß-ÿ]{1,14}")
_SECTION_LETTER_RE = re.compile(r"[A-Z]")
_KEPT_SMALL_WORDS = frozenset({"of", "&", "and", "der", "des", "für", "und", "de", "du", "et", "di"})
# A whole word or two stand among the cuts ("Geochim. Cosmochim. Acta", "Hered. Cancer Clin.
# Pract."); a title's words run longer.
_MOST_WHOLE_WORDS = 2
_MOST_WORDS = 10


def abbreviated_journal(text: str) -> bool:
    """Is ``text`` a journal's name as ISO 4 abbreviates it, by its shape: two capitalised cuts with
    their stops side by side, one at least longer than an initial ("Geochim. Cosmochim. Acta", "Zool.
    J. Linn. Soc.", "Trans. Amer. Math. Soc.", "Proc. R. Soc. Lond. B")? Initials alone ("J. R.")
    are a name's; words written whole with a stop after one of them are a title's sentence and a
    name written out ("China. Scientia Geographica Sinica.")."""
    words = text.split()
    if not 2 <= len(words) <= _MOST_WORDS or words[0] in _KEPT_SMALL_WORDS or words[-1] in _KEPT_SMALL_WORDS:
        return False
    longer_cuts = whole = 0
    run = False
    for index, word in enumerate(words):
        if _CUT_RE.fullmatch(word):
            longer_cuts += len(word) > 2
            run = run or (index > 0 and _CUT_RE.fullmatch(words[index - 1]) is not None)
        elif word in _KEPT_SMALL_WORDS or (index == len(words) - 1 and _SECTION_LETTER_RE.fullmatch(word)):
            continue
        elif _WHOLE_WORD_RE.fullmatch(word):
            whole += 1
        else:
            return False
    return run and longer_cuts >= 1 and whole <= _MOST_WHOLE_WORDS


def key_conflicts() -> tuple[str, ...]:
    """Keys that two different venues of the table share (a data error; empty when clean)."""
    return _index().conflicts


# ---------------------------------------------------------------- lookups
_WORKSHOP_RE = re.compile(r"\bworkshops?\b", re.IGNORECASE)
_TRAILING_PAREN_RE = re.compile(r"\(([^()]{1,80})\)\s*$")
_RAW_TOKEN_RE = re.compile(r"[A-Za-z][A-Za-z0-9&+-]*")
_ACRONYM_TAIL_RE = re.compile("^(.*?[a-z])[\\s'\u2019-]*(?:19|20)?\\d{2}$")
_INVERTED_RE = re.compile(r"^(?P<topic>[^,]{3,}),\s*(?P<kind>.*\b(?:on|of|for))\s*$", re.IGNORECASE)


def _by_name(text: str) -> VenueInfo | None:
    index = _index()
    return index.exact.get(venue_key(text)) or index.loose.get(_loose_key(text))


def _by_acronym(text: str) -> VenueInfo | None:
    """An acronym or tag: "SC", "SC'23", "SC25", "NeurIPS'26", "Nature Methods'24"."""
    index = _index()
    key = venue_key(text)
    venue = index.acronyms.get(key) or index.exact.get(key)
    if venue is None:
        match = _ACRONYM_TAIL_RE.match(key)
        if match:
            venue = index.acronyms.get(match.group(1)) or index.exact.get(match.group(1))
    return venue


def _workshop_sibling(venue: VenueInfo) -> VenueInfo | None:
    if venue.kind is not VenueKind.CONFERENCE:
        return None
    return _index().exact.get(venue_key(f"{venue.canonical} Workshops"))


def _by_prefix(text: str) -> VenueInfo | None:
    """Preprint servers followed by an identifier: "CoRR abs/2302.06984", "arXiv preprint arXiv:…"."""
    tokens = venue_tokens(text)
    for prefix, venue in _index().prefixes:
        if tokens[: len(prefix)] == prefix:
            return venue
    return None


def _by_acronym_token(text: str) -> VenueInfo | None:
    """A single known acronym written inside a longer name ("Software Architecture. ECSA 2025 …").

    Only tokens that look like acronyms count (two or more capitals, or a lower-case start
    followed by a capital: "NeuRIPS", "eScience"), so ordinary words never match.
    """
    found: dict[str, VenueInfo] = {}
    for token in _RAW_TOKEN_RE.findall(text):
        capitals = sum(1 for c in token if c.isupper())
        if capitals < 2 and not (token[0].islower() and capitals):
            continue
        venue = _index().acronyms.get(venue_key(token))
        if venue is not None:
            found[venue.canonical] = venue
    return next(iter(found.values())) if len(found) == 1 else None


def journal_named(text: str) -> bool:
    """Is ``text`` a journal the table knows, written whole: its name, an alias or its acronym
    ("eLife", "Proceedings of the National Academy of Sciences", "Proc. Natl. Acad. Sci.")?"""
    venue = _by_name(text) or _index().acronyms.get(venue_key(text))
    return venue is not None and venue.kind is VenueKind.JOURNAL


def venue_named(text: str) -> bool:
    """Is ``text`` a venue's name the table knows, written whole (perhaps with its edition's number
    or year: "Robotics: Science and Systems XIX")? A name with a colon in it reads like a place and
    its publisher otherwise."""
    return _by_name(text) is not None


def lookup(name_or_acronym: str | None) -> VenueInfo | None:
    """The venue a name, alias, abbreviation or acronym denotes; None when unknown."""
    if not name_or_acronym or not name_or_acronym.strip():
        return None
    return _by_name(name_or_acronym) or _by_acronym(name_or_acronym) or _by_prefix(name_or_acronym)


_DASH_SEPARATOR_RE = re.compile(r"\s+[-–—]+\s+")


def _name_variants(text: str) -> list[str]:
    """Shorter readings of a venue string that may carry place, publisher or series after it."""
    variants: list[str] = []
    inverted = _INVERTED_RE.match(text)
    if inverted:  # Scholar: "Parallel & distributed processing, IEEE 27th international symposium on"
        variants.append(f"{inverted.group('kind')} {inverted.group('topic')}")
        topic = _TRAILING_PAREN_RE.search(inverted.group("topic"))
        if topic:  # "Big Data (Big Data), 2015 IEEE International Conference on": the topic's acronym
            variants.append(f"{inverted.group('kind')} {inverted.group('topic')[: topic.start()]}")
    paren = _TRAILING_PAREN_RE.search(text)
    if paren:
        variants.append(text[: paren.start()])
    if "," in text:
        variants.append(text.split(",", 1)[0])
    dash = _DASH_SEPARATOR_RE.search(text)
    if dash:
        variants.append(text[: dash.start()])
    return [variant for variant in variants if variant.strip()]


def _resolve(venue: str | None, acronym: str | None) -> VenueInfo | None:
    text = (venue or "").strip()
    workshop = bool(text and _WORKSHOP_RE.search(text))

    def with_workshop(found: VenueInfo) -> VenueInfo:
        return (_workshop_sibling(found) if workshop else None) or found

    if text:
        found = _by_name(text) or _by_prefix(text)
        for variant in _name_variants(text):
            if found is not None:
                break
            found = _by_name(variant)
        if found is not None:
            return found
    if acronym and acronym.strip():
        found = _by_acronym(acronym)
        if found is not None:
            return with_workshop(found)
    if not text:
        return None
    paren = _TRAILING_PAREN_RE.search(text)
    found = (_by_acronym(paren.group(1)) if paren else None) or _by_acronym_token(text)
    if found is not None:
        return with_workshop(found)
    if len(text.split()) <= 2:  # a tag written where the venue goes: "SC25", "NeurIPS 2026"
        return _by_acronym(text)
    return None


def canonical_venue(venue: str | None, acronym: str | None = None) -> str | None:
    """The short usual name of a venue given as written and/or by acronym; None when unknown.

    A known full name wins over the acronym (so "CVPR Workshop" tagged "CVPR" stays a
    workshop): the name as written, a preprint-server prefix ("CoRR abs/…"), the name
    turned round (Scholar), without a trailing "(…)", cut at its first comma or at a spaced
    dash. Then the acronym or tag, then an acronym in trailing parentheses or a single
    acronym written inside the name.
    """
    found = _resolve(venue, acronym)
    return found.canonical if found is not None else None


# ---------------------------------------------------------------- venue strings
_TRAILING_NUMBER_RE = re.compile(r"(?<=[A-Za-z)])[\s,]+(?:'\d{2}|\d{1,4})$")
_VENUE_PAREN_RE = re.compile(r"\s*\(([^()]{1,40})\)$")
_ACRONYM_YEAR_TAIL_RE = re.compile(r",\s*\{?([A-Za-z][A-Za-z0-9&/-]{1,20})\}?\s+(?:'\d{2}|(?:19|20)\d{2})\b")


def grouping_venue(venue: str | None, acronym: str | None, *, periodical: bool) -> str | None:
    """The canonical venue, else the written name of a journal or conference to group by.

    Structured records (BibTeX, RIS, CSL-JSON) name their venue exactly, so an unknown journal or
    proceedings still groups under its own name; a book or chapter without a known venue does not.
    """
    return canonical_venue(venue, acronym) or (venue if venue and periodical else None)


def _looks_like_acronym(text: str) -> bool:
    """Short, with two or more capitals up front: "SALT", "NeurIPS", "CD-MAKE", "SIGGRAPH Asia"."""
    words = text.split()
    if not 1 <= len(words) <= 2 or len(text) > 20 or not text[:1].isalpha():
        return False
    return sum(1 for char in words[0] if char.isupper()) >= 2


def split_venue(text: str, *, booktitle: bool = False) -> tuple[str | None, str | None]:
    """(venue, acronym): edition numbers and years dropped, a trailing "(ACRONYM n)" moved out.

    "Proceedings of Semantics and Linguistic Theory (SALT 28)" → ("Proceedings of Semantics
    and Linguistic Theory", "SALT"); dblp's condensed booktitle "CCC" → ("CCC", "CCC").
    With ``booktitle`` (the name of proceedings), a name that is itself an acronym is both.
    """
    venue = text.strip(" ,;")  # a final "." may end an abbreviation ("Nat. Commun.")
    if not venue:
        return None, None
    acronym: str | None = None
    tail = _ACRONYM_YEAR_TAIL_RE.search(venue)
    if tail and tail.start() > 0 and _looks_like_acronym(tail.group(1)):
        acronym, venue = tail.group(1), venue[: tail.start()]
    for _ in range(3):
        venue = _TRAILING_NUMBER_RE.sub("", venue).strip(" ,")
        paren = _VENUE_PAREN_RE.search(venue)
        if not paren or paren.start() == 0:
            break
        inner = _TRAILING_NUMBER_RE.sub("", paren.group(1).strip()).strip()
        if not _looks_like_acronym(inner):
            break
        acronym = acronym or inner
        venue = venue[: paren.start()].strip(" ,")
    if acronym is None and booktitle and " " not in venue and _looks_like_acronym(venue):
        acronym = venue
    return venue or None, acronym


# ---------------------------------------------------------------- names holding commas
_LAST_WORD_RE = re.compile(r"([^\W\d_]+)\W*$")


@cache
def _comma_names_by_last_word() -> dict[str, tuple[str, ...]]:
    """The table's spellings that hold a comma ("Automata, Languages and Programming"), keyed by their
    last word in small letters: a line's words before its numbers are checked against the few
    spellings ending with the same word, never against the whole table."""
    names: dict[str, list[str]] = {}
    for venue in _index().venues:
        for spelling in (venue.name, *venue.aliases):
            last = _LAST_WORD_RE.search(spelling)
            if "," in spelling and last:
                names.setdefault(last.group(1).casefold(), []).append(spelling)
    return {word: tuple(spellings) for word, spellings in names.items()}


# No spelling of the table runs longer (the longest with a comma is about 110 characters).
_LONGEST_COMMA_NAME = 200


def comma_name_start(text: str, end: int) -> int | None:
    """Where a known venue whose own name holds a comma starts, when ``text[:end]`` ends with it
    ("…, Automata, Languages and Programming" before "41 (2014)"); None when no such name ends there."""
    # Only the stretch a name can fill is read, so a long line costs no more per call.
    offset = max(0, end - _LONGEST_COMMA_NAME - 40)
    written = text[offset:end].rstrip(" ,;:(")
    last = _LAST_WORD_RE.search(written[-40:])
    if last is None:
        return None
    for spelling in _comma_names_by_last_word().get(last.group(1).casefold(), ()):
        start = len(written) - len(spelling)
        whole_word = start + offset == 0 or (start > 0 and not written[start - 1].isalnum())
        if start >= 0 and whole_word and written[start:].casefold() == spelling.casefold():
            return offset + start
    return None
