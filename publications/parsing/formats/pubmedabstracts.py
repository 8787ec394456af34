"""PubMed's "Abstract" display format, as saved or copied: each record opens with its numbered
citation line (journal, date, volume(issue):pages, DOI: "1. Nature. 2020 Jan;577(7792):706-710.
doi: …", wrapped or not), then come its title, its authors ("Senior AW(1), Evans R(2).", the
numbers pointing to the affiliations), "Author information:" with the affiliations, the abstract
(perhaps under an "Abstract" label), its copyright and notes, and its identifier lines ("DOI: …",
"PMID: …", "PMCID: …"). The parts are parted by blank lines.

The citation, title and authors make the entry; the affiliations, the abstract and the other
notes are left out, each with its reason.

Cannot handle: a record copied with no blank line between its title and its authors.
"""

from __future__ import annotations

import re

from ..cards import ABSTRACT_REASON
from ..lines import Line, LineLedger, numbered_lines
from ..names import split_authors
from ..records import InputFormat, LineKind, ParsedEntry, ParseResult
from ..reference import apply_tail
from ..tail import parse_tail
from ..text import clean_title
from .closedrecords import finish_record

# "1. Nature. 2020 Jan;577(7792):706-710.", "12. Lancet. 2019;393(10170):447-92.": the record's
# number, the journal's abbreviation, the year (a month and day after it) and ";" or "." closing
# the date.
_CITATION_LINE_RE = re.compile(
    r"^[ \t]*(?P<number>\d{1,5})\.[ \t]+(?P<journal>[^\W\d_][^\n]{0,200}?)\.[ \t]+(?:19|20)\d\d"
    r"(?:[ \t]+[A-Z][a-z]{2}(?:-[A-Z][a-z]{2})?(?:[ \t]+\d{1,2})?)?[ \t]*[;.:]",
    re.MULTILINE,
)
_PMID_LINE_RE = re.compile(r"^[ \t]*PMID:[ \t]*\d{1,9}\b", re.MULTILINE)
_IDENTIFIER_RE = re.compile(r"(?:PMID|PMCID|DOI)\s*:", re.IGNORECASE)
_AFFILIATIONS_LABEL_RE = re.compile(r"Author\s+information\s*:?$", re.IGNORECASE)
_ABSTRACT_LABEL_RE = re.compile(r"Abstract\s*:?$", re.IGNORECASE)
# "Senior AW(1)(2), Evans R(1,3)": the numbers of an author's affiliations.
_AFFILIATION_NUMBERS_RE = re.compile(r"\(\d{1,3}(?:\s*,\s*\d{1,3})*\)")

AFFILIATIONS_REASON = "the authors' affiliations"
_NOTES_REASON = "the record's identifiers and notes"
_OUTSIDE_REASON = "text outside any record"


def is_pubmed_abstract_list(text: str) -> bool:
    """Two numbered citation lines at least, each record closed by its PMID line."""
    openings = [found.start() for found in _CITATION_LINE_RE.finditer(text)]
    if len(openings) < 2:
        return False
    bounds = [*openings[1:], len(text)]
    spans = zip(openings, bounds, strict=True)
    closed = sum(1 for start, end in spans if _PMID_LINE_RE.search(text, start, end))
    return closed >= 2 and closed * 2 > len(openings)


def parse_pubmed_abstracts(text: str) -> ParseResult:
    result = ParseResult(format=InputFormat.AUTHOR_DB)
    all_lines = numbered_lines(text)
    ledger = LineLedger(all_lines)
    record: list[Line] = []
    for line in all_lines:
        if _CITATION_LINE_RE.match(line.text):
            if record:
                _read_record(record, ledger, result)
            record = [line]
        elif record:
            record.append(line)
        elif line.text.strip():
            ledger.mark(line.number, LineKind.IGNORED, _OUTSIDE_REASON)
    if record:
        _read_record(record, ledger, result)
    return ledger.finish(result)


def _paragraphs(record: list[Line]) -> list[list[Line]]:
    paragraphs: list[list[Line]] = [[]]
    for line in record:
        if line.text.strip():
            paragraphs[-1].append(line)
        elif paragraphs[-1]:
            paragraphs.append([])
    return [paragraph for paragraph in paragraphs if paragraph]


def _joined(paragraph: list[Line]) -> str:
    return " ".join(line.text.strip() for line in paragraph)


def _read_record(record: list[Line], ledger: LineLedger, result: ParseResult) -> None:
    paragraphs = _paragraphs(record)
    if len(paragraphs) < 3:
        for line in record:
            if line.text.strip():
                ledger.mark(line.number, LineKind.IGNORED, _OUTSIDE_REASON)
        return
    citation, title, authors, *rest = paragraphs
    citation_text = re.sub(r"^\s*\d{1,5}\.\s+", "", _joined(citation))
    entry = ParsedEntry(title=clean_title(_joined(title)))
    names, truncated = split_authors(_AFFILIATION_NUMBERS_RE.sub("", _joined(authors)).rstrip(". "))
    entry.author_names = names
    entry.authors = [name.display for name in names]
    entry.authors_truncated = truncated
    apply_tail(entry, parse_tail(citation_text))
    finish_record(entry, [*citation, *title, *authors], ledger, result, None)
    _leave_out_notes(rest, ledger)


def _leave_out_notes(paragraphs: list[list[Line]], ledger: LineLedger) -> None:
    """The affiliations under their label, the identifier lines and the notes each with their
    reason; the other paragraphs are the abstract."""
    reason = ABSTRACT_REASON
    for paragraph in paragraphs:
        first = paragraph[0].text.strip()
        if _AFFILIATIONS_LABEL_RE.match(first):
            reason = AFFILIATIONS_REASON
        elif _ABSTRACT_LABEL_RE.match(first) or (reason == AFFILIATIONS_REASON and not first.startswith("(")):
            reason = ABSTRACT_REASON
        for line in paragraph:
            text = line.text.strip()
            why = _NOTES_REASON if _IDENTIFIER_RE.match(text) else reason
            ledger.mark(line.number, LineKind.IGNORED, why)
