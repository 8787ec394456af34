"""RIS files (``TY  - JOUR`` … ``ER  -``): exports of Zotero, Mendeley, EndNote, publishers, Scopus.

Accepts records from ``TY`` to ``ER`` with one ``XX  - value`` tag per line (one or two
spaces before the dash, tolerant of a missing space after it), repeated ``AU``/``A1``/``KW``
tags, and untagged continuation lines (long abstracts or titles wrapped by an editor),
which are joined to the tag above. Reads TY (type), AU/A1 (authors, "Family, Given"),
ED/A2/A3 (editors, never authors), TI/T1/CT/BT (title), T2/JO/JF/JA/J1/J2/BT (venue), PY/Y1/DA
(year and month), SP/EP (pages, "SP-EP"; a single SP is an article number), VL, IS/CP, DO,
UR/L1/L2/LK (links; a doi.org link gives the DOI), PB, AB/N2, KW, N1 (status words),
and a missing ``ER`` before the next ``TY`` (reported; the record still counts).

Text outside records is reported with its line. ``parse`` never raises.

Cannot handle: proprietary tags of single vendors beyond those above (kept out of the
entry), dates in other calendars, and records whose tags are not at the start of a line.
"""

from __future__ import annotations

import re

from ..classify import PREPRINT_SERVER_RE, unless_editorial
from ..fields import (
    find_arxiv_id,
    find_status,
    link_kind,
    normalize_doi,
    parse_month,
    parse_year,
    split_pages,
)
from ..lines import LineLedger, numbered_lines
from ..names import parse_name
from ..records import (
    PERIODICAL_TYPES,
    InputFormat,
    LineKind,
    Link,
    ParsedEntry,
    ParseIssue,
    ParseResult,
    PublicationType,
    Status,
)
from ..text import collapse_spaces
from ..venues import VenueKind, grouping_venue, lookup
from . import wos

_TAG_RE = re.compile(r"^([A-Z][A-Z0-9])\s{1,3}-(?:\s(.*)|)$")
_RIS_RECORD_RE = re.compile(r"^TY\s{1,3}-", re.MULTILINE)

_TYPES: dict[str, PublicationType] = {
    "JOUR": PublicationType.JOURNAL,
    "JFULL": PublicationType.JOURNAL,
    "EJOUR": PublicationType.JOURNAL,
    "MGZN": PublicationType.JOURNAL,
    "INPR": PublicationType.JOURNAL,
    "CONF": PublicationType.CONFERENCE,
    "CPAPER": PublicationType.CONFERENCE,
    "CPROC": PublicationType.CONFERENCE,
    "BOOK": PublicationType.BOOK,
    "EBOOK": PublicationType.BOOK,
    "EDBOOK": PublicationType.BOOK,
    "CHAP": PublicationType.CHAPTER,
    "ECHAP": PublicationType.CHAPTER,
    "THES": PublicationType.THESIS,
    "DATA": PublicationType.DATASET,
    "DBASE": PublicationType.DATASET,
    "AGGR": PublicationType.DATASET,
}
# Where each kind of record names its venue, best first.
_VENUE_TAGS: dict[PublicationType, tuple[str, ...]] = {
    PublicationType.JOURNAL: ("JF", "JO", "T2", "JA", "J1", "J2"),
    PublicationType.CONFERENCE: ("T2", "BT", "JF", "JO", "C3", "T3"),
    PublicationType.CHAPTER: ("T2", "BT", "JF", "JO"),
    PublicationType.BOOK: ("T3", "T2"),
    PublicationType.THESIS: ("PB", "T2"),
}
_DEFAULT_VENUE_TAGS = ("JF", "JO", "T2", "BT", "JA", "J1", "J2")


class _Record:
    """The tags of one record in order, with the line each value started on."""

    def __init__(self, start: int) -> None:
        self.start = start
        self.end = start
        self.values: list[tuple[str, str, int]] = []

    def add(self, tag: str, value: str, line: int) -> None:
        self.values.append((tag, value.strip(), line))
        self.end = line

    def extend_last(self, text: str, line: int) -> None:
        tag, value, first = self.values[-1]
        self.values[-1] = (tag, f"{value} {text.strip()}".strip(), first)
        self.end = line

    def all(self, *tags: str) -> list[str]:
        return [value for tag, value, _ in self.values if tag in tags and value]

    def first(self, *tags: str) -> str:
        """The first non-empty value among the tags, in the order the tags are given."""
        for wanted in tags:
            for tag, value, _ in self.values:
                if tag == wanted and value:
                    return value
        return ""


def _read_records(text: str, result: ParseResult, pasted: str) -> tuple[list[_Record], LineLedger]:
    """The records of ``text`` (the paste, or the paste written as RIS line for line), with the
    ledger of the ``pasted`` lines."""
    source_lines = numbered_lines(text, line_feeds_only=True)
    ledger = LineLedger(numbered_lines(pasted, line_feeds_only=True))
    records: list[_Record] = []
    current: _Record | None = None
    for number, line in source_lines:
        if not line.strip():
            continue
        match = _TAG_RE.match(line.rstrip())
        if match:
            tag, value = match.group(1), match.group(2) or ""
            if tag == "TY":
                if current is not None:
                    result.issues.append(
                        ParseIssue(
                            current.start,
                            f"record starting line {current.start} has no ER line before line {number}",
                        )
                    )
                    records.append(current)
                current = _Record(number)
                current.add(tag, value, number)
                ledger.mark(number, LineKind.ENTRY)
                continue
            if current is None:
                ledger.mark(number, LineKind.IGNORED, "RIS tag outside a record")
                result.issues.append(ParseIssue(number, f"'{tag}' line outside any TY … ER record ignored"))
                continue
            ledger.mark(number, LineKind.ENTRY)
            if tag == "ER":
                current.end = number
                records.append(current)
                current = None
            else:
                current.add(tag, value, number)
            continue
        if current is not None and current.values:
            # An untagged line inside a record continues the value above it (wrapped text).
            current.extend_last(line, number)
            ledger.mark(number, LineKind.ENTRY)
        else:
            ledger.mark(number, LineKind.IGNORED, "text outside any record")
            result.issues.append(ParseIssue(number, "text outside any RIS record ignored"))
    if current is not None:
        result.issues.append(
            ParseIssue(current.start, f"record starting line {current.start} has no ER line")
        )
        records.append(current)
    return records, ledger


def _date(record: _Record) -> tuple[int | None, int | None]:
    """Year and month from PY, Y1 or DA ("2024", "2024/05/17/", "2024///Spring")."""
    year: int | None = None
    month: int | None = None
    for value in (record.first("PY"), record.first("Y1"), record.first("DA"), record.first("Y2")):
        if not value:
            continue
        year = year or parse_year(value)
        parts = value.split("/")
        if month is None and len(parts) > 1 and parts[1].strip():
            month = parse_month(parts[1])
        elif month is None:
            iso = re.match(r"^\d{4}-(\d{2})", value)
            if iso:
                month = parse_month(iso.group(1))
    return year, month


def _pages(record: _Record) -> tuple[str | None, str | None]:
    """(pages, article_number): "SP-EP", or a single SP as the article number."""
    start = record.first("SP").strip()
    end = record.first("EP").strip()
    if start and end and start != end:
        return f"{start}-{end}", None
    return split_pages(start)


_LOOSE_CODES = frozenset({"RPRT", "GEN", "ELEC", "UNPB", "UNPD", "MANSCPT"})


def _is_preprint(code: str, venue: str | None, record: _Record) -> bool:
    """A record on a preprint server (arXiv, bioRxiv, ...), whatever its TY says."""
    if venue:
        info = lookup(venue)
        if PREPRINT_SERVER_RE.match(venue) or (info is not None and info.kind is VenueKind.PREPRINT_SERVER):
            return True
    if code in _LOOSE_CODES:
        return find_arxiv_id(" ".join(record.all("UR", "DO", "M1", "M3", "N1", "JO", "T2"))) is not None
    return False


def _build_entry(record: _Record, raw: str) -> ParsedEntry:
    code = record.first("TY").upper()
    kind = _TYPES.get(code, PublicationType.OTHER)
    entry = ParsedEntry(raw=raw, line_start=record.start, line_end=record.end)
    entry.title = collapse_spaces(
        record.first("TI", "T1", "CT") or (record.first("BT") if kind is PublicationType.BOOK else "")
    )
    if entry.title.endswith(".") and not entry.title.endswith("..."):
        entry.title = entry.title[:-1].rstrip()

    people = [parse_name(value) for value in record.all("AU", "A1")]
    entry.author_names = [person for person in people if person.display]
    entry.authors = [person.display for person in entry.author_names]
    editors = [parse_name(value) for value in record.all("ED", "A2", "A3")]
    entry.editors = [person.display for person in editors if person.display]

    entry.year, entry.month = _date(record)
    venue_tags = _VENUE_TAGS.get(kind, _DEFAULT_VENUE_TAGS)
    venue = collapse_spaces(record.first(*venue_tags)) or None
    if kind is PublicationType.BOOK and venue == entry.title:
        venue = None
    entry.venue = venue
    if _is_preprint(code, venue, record):
        kind = PublicationType.PREPRINT
    entry.type = kind = unless_editorial(kind, entry.title)
    entry.venue_canonical = grouping_venue(venue, None, periodical=kind in PERIODICAL_TYPES)

    entry.pages, entry.article_number = _pages(record)
    entry.volume = record.first("VL") or None
    entry.number = record.first("IS", "CP") or None
    entry.publisher = record.first("PB") or None
    if kind is PublicationType.THESIS and entry.venue == entry.publisher:
        entry.publisher = None

    urls = record.all("UR", "L1", "L2", "LK", "L4")
    entry.doi = normalize_doi(record.first("DO")) or next(
        (normalize_doi(url) for url in urls if "doi.org/" in url.lower()), None
    )
    for tag, value, _line in record.values:
        if tag in {"UR", "L1", "L2", "LK", "L4"} and value:
            entry.links.append(Link(kind="pdf" if tag == "L1" else link_kind("", value), url=value))
    entry.arxiv_id = next((find_arxiv_id(value) for value in urls if find_arxiv_id(value)), None)
    if entry.arxiv_id is None and kind is PublicationType.PREPRINT:
        entry.arxiv_id = find_arxiv_id(" ".join([*record.all("M1", "M3", "N1", "DO"), venue or ""]))

    entry.abstract = record.first("AB", "N2") or None
    entry.keywords = record.all("KW")
    if code == "INPR":
        entry.status = Status.IN_PRESS
    else:
        notes = " ".join(value for value in record.all("N1", "PY", "Y1") if len(value) <= 60)
        entry.status = find_status(notes) or Status.PUBLISHED

    for tag, label in (("title", "title"), ("authors", "authors"), ("year", "year")):
        if not getattr(entry, tag):
            entry.warnings.append(ParseIssue(record.start, f"record has no {label}", field=tag))
    if code not in _TYPES and code not in _LOOSE_CODES | {"STD", "PAT"}:
        entry.warnings.append(
            ParseIssue(record.start, f"unknown RIS type '{code}' read as other", field="type")
        )
    return entry


def parse(text: str) -> ParseResult:
    """Read every TY … ER record of a RIS text, or of a Web of Science export written as RIS
    (``wos``); never raises."""
    result = ParseResult(format=InputFormat.RIS)
    source_lines = text.split("\n")
    file_header: set[int] = set()
    pasted = text
    if not _RIS_RECORD_RE.search(text) and wos.looks_like(text):
        text, file_header = wos.as_ris(text)
    records, ledger = _read_records(text, result, pasted)
    for number in file_header:
        ledger.mark(number, LineKind.IGNORED, "the export file's header")
    for record in records:
        raw = "\n".join(source_lines[record.start - 1 : record.end])
        try:
            entry = _build_entry(record, raw)
        except Exception as error:  # one odd record must not cost the rest of the paste
            result.issues.append(ParseIssue(record.start, f"RIS record could not be read: {error}"))
            continue
        result.entries.append(entry)
        result.issues.extend(entry.warnings)
    result.issues.sort(key=lambda issue: issue.line)
    return ledger.finish(result)
