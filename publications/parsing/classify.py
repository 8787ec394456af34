"""Publication type and canonical venue of a parsed entry, and the section context.

Accepts entries from any format module. The type comes from the entry's own words
first (arXiv/CoRR or a series of working or discussion papers → preprint, "Proc."/"Workshop"
→ conference, "Trans."/"Journal" or a volume → journal, "Eds." → chapter, "thesis" → thesis,
a "Dataset" venue → dataset), then from the section heading, then from weak hints (a venue
the table does not know, written as a full name with no meeting named → journal; an acronym →
conference).

Cannot handle: a venue known only by an unfamiliar acronym with no other clue is typed
by its section or as a conference; books without a publisher are typed "other".
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import NamedTuple

from .fields import DRAFT_STATUS_RE, normalise_pages, split_title_award, without_data_note
from .linecaches import text_cache
from .linkingwords import VENUE_LINKING_WORDS
from .records import ParsedEntry, PublicationType, Status
from .sections import Section

_PREPRINT_RE = re.compile(
    r"\b(?:arxiv|corr|biorxiv|medrxiv|chemrxiv|ssrn|eccc|preprint|electron\.?\s+colloquium|techrxiv|"
    r"psyarxiv|osf\s+preprints|research\s+square|hal\s+preprint|working\s+papers?|discussion\s+papers?)\b",
    re.IGNORECASE,
)
_DATASET_RE = re.compile(
    r"^(?:data\s*set|dataset|zenodo|dryad|figshare|data\s+in\s+brief\s+dataset)\b", re.IGNORECASE
)
_CONFERENCE_RE = re.compile(
    r"\b(?:proc\.?|proceedings|conference|conf\.|symposium|symp\.|workshops?|congress|congr\.|meeting|colloquium|"
    r"summit|forum|tagung|konferenz|conférence|actes|jornadas|annual\s+meeting|findings\s+of|companion|"
    r"congreso|congresso|simposio|simpósio|encuentro|encontro|coloquio|colóquio)(?!\w)",
    re.IGNORECASE,
)
_JOURNAL_RE = re.compile(
    r"\b(?:journal|j\.|trans\.|transactions|letters|lett\.|magazine|mag\.|review|rev\.|reviews|annals|ann\.|"
    r"bulletin|bull\.|acta|nature|science|cell|plos|communications|commun\.|research|reports|frontiers|"
    r"zeitschrift|revue|revista|quarterly|archives|physical|chemistry|advances\s+in\s+(?!neural)|"
    r"progress|mater\.|ecology|biology|medicine|neobiota|ecography|peerj|elife|access|computing\s+surveys|"
    r"systems\s+with\s+applications|fusion|pattern\s+recognition)(?!\w)",
    re.IGNORECASE,
)
# The nouns that name a meeting, capitalised as in a venue's name: the one list every pattern
# looking for a meeting builds from (the type here; in ``reference`` where a title ends before its
# venue and a quotation that names a meeting; in ``places`` a segment that is no publisher). A
# "Forum" or a "School" names a house, a journal or a faculty as often, so only the patterns that
# can tell add them.
MEETING_NOUNS = (
    "Conference",
    "Congress",
    "Symposium",
    "Symposia",
    "Workshop",
    "Colloquium",
    "Colloquia",
    "Meeting",
    "Convention",
    "Seminar",
    "Summit",
    "Tagung",
    "Konferenz",
    "Conférence",
    "Congrès",
)
# (A venue's name already read: "Forum" there is a meeting's, as "The Web Forum".)
_MEETING_RE = re.compile(r"\b(?:" + "|".join(MEETING_NOUNS) + r"|Forum|conf\.|symp\.)", re.IGNORECASE)
_JOURNAL_NAME_RE = re.compile(r"\btrans(?:actions|\.)|\bjournal\b", re.IGNORECASE)
# A number written in a venue's name or right after it: a meeting's year or edition ("Dune Days
# 2018", "8th Workshop …"), which a journal's name does not write; so is an edition in Roman
# numerals opening the name ("XI Seminario …").
_NUMBER_IN_OR_AFTER_RE = re.compile(r"\s*'?\d")
_ROMAN_EDITION_RE = re.compile(r"[IVXL]{1,6}\s")
_IN_BEFORE_RE = re.compile(r"(?<![^\W\d_])(?:[Ii]n|[Ee]n|[Ee]m)\s*:?\s*(?:the\s+)?$")
# A kind of document no journal or meeting publishes, written where the venue stands ("Coastal Institute
# Technical Report", "Policy Brief", "Blog"): a report or a note, typed "other". ("Reports" in the
# plural names journals, "Scientific Reports"; a weekly "Report" too, so the word alone is left.)
_DOCUMENT_KIND_RE = re.compile(
    r"\b(?:technical\s+(?:reports?|release|note|memorandum)|tech\.\s*rep(?:ort|\.)|research\s+report|"
    r"internal\s+report|policy\s+brief|white\s+paper|blog(?:\s+post)?)\b",
    re.IGNORECASE,
)
_BOOK_SERIES_RE = re.compile(r"\b(?:series|lecture\s+notes|book|monograph|studies\s+in)\b", re.IGNORECASE)

# A record a structured format types as a journal article whose title says it is an editorial or
# an erratum; and the names of preprint servers that open a record's container or publisher.
_EDITORIAL_RE = re.compile(r"^\s*(?:editorial|erratum|corrigendum|correction)\b", re.IGNORECASE)
PREPRINT_SERVER_RE = re.compile(r"^\s*(?:arxiv|corr|biorxiv|medrxiv|chemrxiv|ssrn|eccc)\b", re.IGNORECASE)


def unless_editorial(kind: PublicationType, title: str) -> PublicationType:
    """``kind``, but "other" for a journal article titled as an editorial, erratum or correction."""
    if kind is PublicationType.JOURNAL and _EDITORIAL_RE.match(title):
        return PublicationType.OTHER
    return kind


_canonical: Callable[[str | None, str | None], str | None] | None = None
_lookup: Callable[[str | None], object] | None = None
_canonical_loaded = False
_ABBREVIATED_WORD_RE = re.compile(r"\b[A-Z][a-z]{1,9}\.(?=\s|$)")


def _canonical_function() -> Callable[[str | None, str | None], str | None] | None:
    """The shared venue table, when installed; without it the written acronym/name is used."""
    global _canonical, _canonical_loaded, _lookup
    if not _canonical_loaded:
        _canonical_loaded = True
        try:
            module = importlib.import_module(f"{__package__}.venues")
            _canonical = getattr(module, "canonical_venue", None)
            _lookup = getattr(module, "lookup", None)
        except Exception:  # the venue table is optional: a broken one must not stop parsing
            _canonical = None
    return _canonical


@text_cache(maxsize=4096)
def known_kind(name: str | None) -> str | None:
    """The kind ("conference", "journal", "workshop", …) the venue table gives a name, if any."""
    _canonical_function()
    if _lookup is None or not name:
        return None
    try:
        found = _lookup(name)
    except Exception:
        return None
    kind = getattr(found, "kind", None)
    return str(kind) if kind is not None else None


@text_cache(maxsize=4096)
def table_venue(venue: str | None, acronym: str | None) -> str | None:
    """The venue table's short name for a venue, or None when the table does not know it."""
    function = _canonical_function()
    if function is None:
        return None
    try:
        return function(venue, acronym) or None
    except Exception:
        return None


@text_cache(maxsize=4096)
def canonical_venue(venue: str | None, acronym: str | None) -> str | None:
    found = table_venue(venue, acronym)
    if found:
        return found
    if venue and _PREPRINT_RE.search(venue) and re.search(r"arxiv|corr", venue, re.IGNORECASE):
        return "arXiv"
    return acronym or venue or None


class _VenueWords(NamedTuple):
    dataset: bool
    preprint: bool
    conference: bool
    journal: bool
    journal_name: bool  # "Trans." / "Transactions" / "Journal": a journal even with "Conference" inside
    meeting_named: bool  # a conference, symposium, workshop, meeting … is named, not only "Proceedings"
    abbreviated_words: int
    book_series: bool
    document_kind: bool  # "Technical Report", "Policy Brief", "Blog": no journal's, no meeting's


@text_cache(maxsize=4096)
def _venue_words(venue: str) -> _VenueWords:
    """What the words of a venue name say (cached: a list names the same venues again and again)."""
    return _VenueWords(
        dataset=bool(_DATASET_RE.match(venue)),
        preprint=bool(_PREPRINT_RE.search(venue)),
        conference=bool(_CONFERENCE_RE.search(venue)),
        journal=bool(_JOURNAL_RE.search(venue)),
        journal_name=bool(_JOURNAL_NAME_RE.search(venue)),
        meeting_named=bool(_MEETING_RE.search(venue)),
        abbreviated_words=len(_ABBREVIATED_WORD_RE.findall(venue)),
        book_series=bool(_BOOK_SERIES_RE.search(venue)),
        document_kind=bool(_DOCUMENT_KIND_RE.search(venue)),
    )


@text_cache(maxsize=4096)
def _reads_as_a_journal_name(venue: str) -> bool:
    """ "Remote Sensing of Environment", "Computers & Geosciences": two words or more, each
    capitalised or a linking word, none an acronym or a number (or one long capitalised word,
    "Econometrica"). A meeting goes by such a name with "Conference" or "Symposium" in it, or by
    an acronym; a name alone is a journal's."""
    words = re.split(r"[\s,:-]+", venue.strip())
    if len(words) == 1:
        return _reads_as_a_one_word_journal(words[0])
    capitalised = [word for word in words if word not in VENUE_LINKING_WORDS]
    return (
        any(len(word) > 1 for word in capitalised)
        and all(
            word[:1].isupper() and word[1:].islower() and word.isalpha()
            for word in capitalised
            if len(word) > 1
        )
        and all(word.isalpha() and word.isupper() for word in capitalised if len(word) == 1)
    )


# Meetings that go by one capitalised word ("Interspeech") are few and in the venue table; so
# are the nouns a one-word venue may be that name no journal.
_NOT_A_ONE_WORD_JOURNAL = frozenset(noun.lower() for noun in MEETING_NOUNS) | {"proceedings", "forum"}


def _reads_as_a_one_word_journal(word: str) -> bool:
    """ "Econometrica", "Tectonics", "Microbiome": one capitalised word of five letters or more,
    no acronym, no number, no meeting's noun, is a journal's name."""
    return (
        len(word) >= 5
        and word.isalpha()
        and word[0].isupper()
        and word[1:].islower()
        and word.lower() not in _NOT_A_ONE_WORD_JOURNAL
    )


def _written_as_a_meeting(entry: ParsedEntry, words: _VenueWords) -> bool:
    """Is the venue written as a meeting's proceedings are: a meeting's noun in its name ("Harbour
    Seminar"), a number in its name or right after it, or "In" before it (a journal's name stands
    bare after the title)?"""
    venue, raw = entry.venue or "", entry.raw or ""
    if (
        words.meeting_named
        or any(character.isdigit() for character in venue)
        or _ROMAN_EDITION_RE.match(venue)
    ):
        return True
    at = raw.find(venue)
    if at < 0:
        return False
    return _NUMBER_IN_OR_AFTER_RE.match(raw, at + len(venue)) is not None or bool(
        _IN_BEFORE_RE.search(raw, 0, at)
    )


# "ed. J. Smith", "eds. Ana Ruiz", "ed. by M. Li": the editor of a collected volume, written
# lower-case (an "Ed." opens a publisher's name in Italian or Spanish, "Ed. Zanichelli").
_EDITOR_RE = re.compile(r"(?<![\w.])eds?\.\s+(?:by\s+)?(?:[A-Z]\.\s*)*[A-Z][\w'’-]+")


def _edited_after_venue(entry: ParsedEntry) -> bool:
    """Does an editor's name follow the venue ("The Ancient Dancer, ed. F. Smith")? Before it,
    "ed." belongs to the title ("Review of Letters, ed. J. Smith, Army History 78")."""
    venue, raw = entry.venue, entry.raw or ""
    if not venue or "ed" not in raw:
        return False
    at = raw.find(venue)
    return at >= 0 and _EDITOR_RE.search(raw, at + len(venue)) is not None


def names_a_periodical(venue: str) -> bool:
    """Does the venue name a journal by its words ("Journal", "Letters", "Annals", "Revista" …)?"""
    return _venue_words(venue).journal


def names_a_meeting(venue: str) -> bool:
    """Does the venue name a conference, workshop or meeting, or its proceedings?"""
    words = _venue_words(venue)
    return words.conference or words.meeting_named


def infer_type(
    entry: ParsedEntry, section: Section | None, hint: PublicationType | None = None
) -> PublicationType:
    venue = entry.venue or ""
    words = _venue_words(venue)
    if hint in (PublicationType.PREPRINT, PublicationType.THESIS, PublicationType.DATASET):
        return hint
    if words.dataset:
        return PublicationType.DATASET
    if words.preprint or (entry.arxiv_id and not venue):
        return PublicationType.PREPRINT
    if hint == PublicationType.CHAPTER:
        return PublicationType.CHAPTER
    if (
        hint in (None, PublicationType.CONFERENCE)
        and section is not None
        and section.type == PublicationType.OTHER
    ):
        # "Paper presented at the 12th Annual Meeting …" under "Talks": a talk, not a paper in
        # the meeting's proceedings, however the meeting is named.
        return PublicationType.OTHER
    if (
        hint in (None, PublicationType.BOOK)
        and section is not None
        and section.type == PublicationType.THESIS
        and not venue
    ):
        # "Title. Yale University, 2020." under "Dissertation": the university reads like a
        # book's publisher, the heading says what the work is.
        return PublicationType.THESIS
    if words.document_kind and hint in (None, PublicationType.JOURNAL, PublicationType.CONFERENCE):
        # A style's shape ("Title. Venue. Date.") reads as an article's: the venue's words say better.
        return PublicationType.OTHER
    if hint is not None:
        return hint
    if (
        words.book_series
        and entry.publisher
        and not words.conference
        and not entry.pages
        and not entry.volume
    ):
        return PublicationType.BOOK  # "… (Lecture Notes in Computer Science). Springer": a whole volume
    # "Proc. IEEE, vol. 86, no. 11": a "Proceedings" with volume and issue and no meeting named is a journal.
    proceedings_journal = entry.volume and entry.number and not entry.publisher and not words.meeting_named
    # "Proc. Natl. Acad. Sci. U.S.A." is a journal the venue table knows, "Proceedings" or not.
    if (
        words.conference
        and not words.journal_name
        and not proceedings_journal
        and known_kind(venue) != "journal"
    ):
        return PublicationType.CONFERENCE
    if not (entry.volume or entry.number or words.journal_name) and _edited_after_venue(entry):
        # "…," In The Encyclopedia of Reform, ed. J. Smith (Facts on File, 2012): a volume its
        # editor put together, not a journal's issue.
        return PublicationType.CHAPTER
    if words.journal:
        return PublicationType.JOURNAL
    if entry.number and not entry.publisher:
        return PublicationType.JOURNAL  # an issue number belongs to a journal
    # The written name first; the acronym (a lab tag, "(ICCV)") when the name is not in the table.
    kind = known_kind(venue) or known_kind(entry.venue_acronym)
    if kind in ("conference", "workshop"):
        return PublicationType.CONFERENCE
    if kind == "journal":
        return PublicationType.JOURNAL
    if kind == "preprint-server":
        return PublicationType.PREPRINT
    if section is not None and section.type is not None:
        return section.type
    if entry.number or (entry.volume and not entry.publisher):
        return PublicationType.JOURNAL
    if words.abbreviated_words >= 2 and not venue.startswith("Proc"):
        return PublicationType.JOURNAL  # ISO 4 journal abbreviations: "Comput. Med. Imaging Graph."
    if venue and words.book_series and entry.publisher:
        return PublicationType.BOOK
    if (
        venue
        and not (entry.venue_acronym or entry.publisher)
        and (entry.pages or _reads_as_a_journal_name(venue))
        and not _written_as_a_meeting(entry, words)
    ):
        # "Environmental management, 1-12", "Estudios Sociológicos, 315-348", "Remote Sensing of
        # Environment": a name the table does not know, with pages and no volume or written as a
        # full name, is an article's journal; a meeting's proceedings say so, or write its year
        # or acronym ("IWSM 2019, pp. 1-4"), or stand after "In".
        return PublicationType.JOURNAL
    if entry.venue_acronym or venue:
        return PublicationType.CONFERENCE
    if entry.publisher:
        return PublicationType.BOOK
    return PublicationType.OTHER


def heading_status(heading: str | None) -> Status | None:
    """In preparation for the items under a heading that says only that ("In preparation", "Work in
    progress:"); None for any other heading. (A heading such as "Accepted" is left to the items'
    own words: read as a status, it would make notes under an item pass for items of their own.)"""
    if heading and DRAFT_STATUS_RE.fullmatch(heading.strip().rstrip(" .:")):
        return Status.IN_PREPARATION
    return None


def finish_entry(
    entry: ParsedEntry,
    section: Section | None,
    hint: PublicationType | None = None,
    *,
    pages_as_written: bool = False,
) -> ParsedEntry:
    """Fill what depends on the surroundings: section, highlight, year fallback, type, canonical
    venue; and the pages as stored (``fields.normalise_pages``: "pp. 101 - 112" → "101–112").
    Every entry read from free text passes here, so its pages are normalised here and nowhere
    else: the readers hand them on as they found them. ``pages_as_written``: the pages came from
    a field of their own (a LaTeX macro's pages argument) and stay as written, as BibTeX, RIS and
    CSL-JSON keep theirs (those readers do not pass here)."""
    if not pages_as_written:
        entry.pages = normalise_pages(entry.pages)
    if section is not None:
        entry.section = section.name
        entry.highlight = section.highlight
        if entry.year is None and section.year is not None:
            entry.year = section.year
        if entry.status == Status.PUBLISHED:
            entry.status = heading_status(section.name) or entry.status
    entry.title = without_data_note(entry.title)
    if entry.venue:
        entry.venue = without_data_note(entry.venue, venue=True)
    if entry.title.endswith(")"):
        title, award = split_title_award(entry.title)
        # The note leaves the title also where a reading took the award from it already.
        if award is not None and (entry.award is None or entry.award.casefold() == award.casefold()):
            entry.title, entry.award = title, entry.award or award
    entry.type = infer_type(entry, section, hint)
    if entry.venue_canonical is None:
        if entry.type in (PublicationType.BOOK, PublicationType.CHAPTER):
            # A book's title or series has no short usual name unless the venue table gives one.
            entry.venue_canonical = table_venue(entry.venue, entry.venue_acronym)
        else:
            entry.venue_canonical = canonical_venue(entry.venue, entry.venue_acronym)
    if entry.type == PublicationType.PREPRINT and entry.venue and re.search(r"arxiv|corr", entry.venue, re.I):
        entry.venue_canonical = entry.venue_canonical or "arXiv"
    if entry.type == PublicationType.DATASET:
        entry.venue_canonical = None if entry.venue_canonical == entry.venue else entry.venue_canonical
    return entry
