"""Result lists whose records are bounded by their identifier lines: zbMATH Open's and SSRN's,
closed by them, and NASA ADS's, opened by their bibcodes.

zbMATH Open prints each record as its authors ("Kowalczyk, Anna; Ferreira, João P."), its title
with its language ("… graphs. (English)", the record's number "Zbl 1478.35123" after it or on a
line of its own), its source ("J. Spectr. Theory 11, No. 3, 1021-1055 (2021)."), a "Summary:" or
"Reviewer:" line, and its identifier lines: "MSC: 35P15 81Q35" (the codes on that line or one a
line), "Zbl …", "Full Text: DOI arXiv", "Cited in 3 Documents".

SSRN's author pages and search results print a record as its title, the journal that published
it if any ("Journal of Corporate Finance, Vol. 68, 2021"), "Number of pages: 48 Posted: 12 Mar
2021 Last Revised: …", its authors ("Amara Okafor and Henrik Lindqvist"), their affiliations, and
its counters: "Downloads 1,204 (32,450)", "Citation 7".

Either way a record runs from the line after the identifier lines closing the one above (or the
top) to its own; text in it above the record's first line (a page's header) is left out.

NASA ADS prints a record as its bibcode ("2021ApJ...912...45R", which gives the year, the
journal's abbreviation, the volume and the page), its date ("May 2021"), its title, its authors
("Rossi, Anna; Chen, Wei; Patel, Ravi and 2 more") and its counters ("cited: 12").

Cannot handle: a zbMATH record without authors (an edited volume listed by its title).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..classify import finish_entry
from ..fields import parse_month
from ..lines import DATABASE_CONTROLS_REASON, Line, LineLedger, ignore_reason, numbered_lines
from ..names import is_author_list, split_authors
from ..records import InputFormat, LineKind, ParsedEntry, ParseIssue, ParseResult, PublicationType
from ..reference import apply_tail
from ..tail import parse_tail
from ..text import clean_title, strip_list_marker

_OUTSIDE_REASON = "text outside any record"

# zbMATH Open: "Zbl 1478.35123" (or a pre-1990 "Zbl 0523.35001" / "JFM 56.0123.01"), alone on its
# line or closing the title line.
_ZBL_ID = r"(?:Zbl\s+(?:\d{4}\.\d{5}|0\d{3}\.\d{5}|\d{8})|JFM\s+\d\d\.\d{4}\.\d\d)"
_ZBL_ALONE_RE = re.compile(rf"^[ \t]*{_ZBL_ID}[ \t]*$", re.MULTILINE)
_ZBL_ANYWHERE_RE = re.compile(rf"(?:^|\s){_ZBL_ID}[ \t]*$", re.MULTILINE)
_MSC_LINE_RE = re.compile(r"^[ \t]*MSC\s*:", re.MULTILINE)
# An MSC code opening a line under "MSC:" ("35P15 Estimates of eigenvalues …", "05-02").
_MSC_CODE_RE = re.compile(r"\d\d[A-Z-](?:\d\d|xx)\b")
_ZBMATH_CONTROL_RE = re.compile(
    r"(?:Full\s+Text\s*:.*|Cited\s+in\s+\d[\d,]*\s+(?:Documents?|Reviews?)|Show\s+Scholix\s+Links?|"
    r"(?:BibTeX|Cite|Format)(?:\s+\S+)?)$",
    re.IGNORECASE,
)
# "(English)", "(Russian. English summary)": the language zbMATH writes after a title.
_LANGUAGES = (
    r"English|German|French|Russian|Italian|Spanish|Portuguese|Polish|Chinese|Japanese|Ukrainian|"
    r"Czech|Hungarian|Romanian|Dutch|Bulgarian|Serbian|Croatian|Turkish|Korean|Persian|Vietnamese"
)
_LANGUAGE_TAG_RE = re.compile(rf"\s*\((?:{_LANGUAGES})(?:[.,;]?\s+(?:{_LANGUAGES})\s+summary)?\)")
_TITLE_CLOSE_RE = re.compile(rf"{_LANGUAGE_TAG_RE.pattern}(?:\s+{_ZBL_ID})?\s*$|\s+{_ZBL_ID}\s*$")
# "Toulouse: Univ. Toulouse III (Diss.). 143 p. (2017).": a thesis, its place, school and year;
# "(ISBN 978-…). xii, 345 p. (2019)." a book.
_ZBMATH_THESIS_RE = re.compile(
    r"(?:[^:()]{2,60}:\s*)?([^()]{2,120}?)\s*\(Diss\.[^()]*\)\.?(?:\s+[\divxlc, ]+\s*p\.)?\s*(.*)$"
)
_ZBMATH_BOOK_RE = re.compile(r"\(ISBN\s[\dXx -]{10,20}\)")
_ZBMATH_FIELD_RE = re.compile(r"(Summary|Reviewer|Review)\s*:\s*(.*)$", re.IGNORECASE)

# SSRN: "Number of pages: 48 Posted: 12 Mar 2021 Last Revised: 03 Feb 2022" (search results: the
# fields parted by "·").
_SSRN_POSTED_RE = re.compile(
    r"^[ \t]*(?:Number\s+of\s+pages:\s*\d+\s*[·•|,]?\s*)?Posted:\s*(\d{1,2})\s+([A-Z][a-z]{2})[a-z]*\.?\s+"
    r"((?:19|20)\d\d)\b",
    re.MULTILINE,
)
_SSRN_DOWNLOADS_RE = re.compile(r"^[ \t]*Downloads\s+\d[\d,]*(?:\s*\(\d[\d,]*\))?[ \t]*$", re.MULTILINE)
_SSRN_CONTROL_RE = re.compile(
    r"(?:Citations?\s+\d[\d,]*|\d[\d,]*\s+Citations?|Downloads\s+\d[\d,]*(?:\s*\(\d[\d,]*\))?|"
    r"(?:View|Open)\s+PDF(?:\s+in\s+Browser)?|Download\s+This\s+Paper|Add\s+Paper\s+to\s+My\s+Library|"
    r"Abstract\s+Views?\s+\d[\d,]*|References\s+\d[\d,]*)$",
    re.IGNORECASE,
)
_SSRN_WORKING_PAPER_RE = re.compile(r"\b(?:Working\s+Papers?|Discussion\s+Papers?|Research\s+Paper)\b", re.I)
_SSRN_VENUE_WORDS_RE = re.compile(
    r"\b(?:Vol\.\s*\d|Volume\s+\d|No\.\s*\d|Issue\s+\d|Forthcoming|Working\s+Paper|Paper\s+No|pp\.\s*\d)",
    re.IGNORECASE,
)
# "1." over a record: its number in the list.
_NUMBER_LINE_RE = re.compile(r"\d{1,4}[.)]?")


def is_zbmath_result_list(text: str) -> bool:
    """zbMATH Open's results: its record numbers ("Zbl …") and "MSC:" lines, twice each at least.
    (A paste that writes neither "Zbl" nor "JFM" has no record number: the pattern, which may
    start at any white space, is not asked.)"""
    if "Zbl" not in text and "JFM" not in text:
        return False
    return len(_ZBL_ANYWHERE_RE.findall(text)) >= 2 and len(_MSC_LINE_RE.findall(text)) >= 2


def is_ssrn_result_list(text: str) -> bool:
    """SSRN's author page or results: "Posted: 12 Mar 2021" lines and "Downloads 345" counters,
    twice each at least."""
    return len(_SSRN_POSTED_RE.findall(text)) >= 2 and len(_SSRN_DOWNLOADS_RE.findall(text)) >= 2


def parse_zbmath_records(text: str) -> ParseResult:
    return _parse_closed_records(text, _zbmath_closing, _read_zbmath_record)


def parse_ssrn_records(text: str) -> ParseResult:
    return _parse_closed_records(text, _ssrn_closing, _read_ssrn_record)


# What a closing line is: "identifier" (part of the record), "control" (a link or counter of the
# page), or None (the record's own text).
ClosingKind = Callable[[str, bool], str | None]
RecordReader = Callable[[list[Line], LineLedger, ParseResult], None]


def _parse_closed_records(text: str, closing: ClosingKind, read: RecordReader) -> ParseResult:
    result = ParseResult(format=InputFormat.AUTHOR_DB)
    all_lines = numbered_lines(text)
    ledger = LineLedger(all_lines)
    record: list[Line] = []
    closed = False
    for line in all_lines:
        stripped = line.text.strip()
        if not stripped:
            continue
        kind = closing(stripped, closed)
        if kind is None and _NUMBER_LINE_RE.fullmatch(stripped):
            kind = "control"
        if kind is None:
            if closed:
                read(record, ledger, result)
                record, closed = [], False
            record.append(line)
            continue
        closed = closed or bool(record)
        if kind == "control":
            ledger.mark(line.number, LineKind.IGNORED, DATABASE_CONTROLS_REASON)
        else:
            record.append(line)
    if record:
        read(record, ledger, result)
    return ledger.finish(result)


def _zbmath_closing(text: str, closed: bool) -> str | None:
    if _ZBL_ALONE_RE.fullmatch(text) or _MSC_LINE_RE.match(text):
        return "identifier"
    if closed and _MSC_CODE_RE.match(text):
        return "identifier"  # one of the codes listed under "MSC:"
    if _ZBMATH_CONTROL_RE.fullmatch(text):
        return "control"
    return None


def _ssrn_closing(text: str, closed: bool) -> str | None:
    if _SSRN_CONTROL_RE.fullmatch(text) or ignore_reason(text) == DATABASE_CONTROLS_REASON:
        return "control"
    return None


def _leave_out(lines: list[Line], ledger: LineLedger) -> None:
    for line in lines:
        ledger.mark(line.number, LineKind.IGNORED, _OUTSIDE_REASON)


def _set_authors(entry: ParsedEntry, text: str) -> None:
    names, truncated = split_authors(text)
    entry.author_names = names
    entry.authors = [name.display for name in names]
    entry.authors_truncated = truncated


_HINTS_KEPT = (PublicationType.PREPRINT, PublicationType.THESIS)


def finish_record(
    entry: ParsedEntry,
    record: list[Line],
    ledger: LineLedger,
    result: ParseResult,
    hint: PublicationType | None,
) -> None:
    """Close ``entry`` on the lines of its ``record``: its raw text and line span, its fields
    finished, a warning if it has no year; append it and mark its lines as the entry's."""
    entry.raw = "\n".join(line.text for line in record)
    entry.line_start, entry.line_end = record[0].number, record[-1].number
    finish_entry(entry, None, hint)
    if not entry.year:
        entry.warnings.append(ParseIssue(line=record[0].number, message="no year found", field="year"))
    result.entries.append(entry)
    for line in record:
        ledger.mark(line.number, LineKind.ENTRY)


def _read_zbmath_record(record: list[Line], ledger: LineLedger, result: ParseResult) -> None:
    """Authors, title, source: the title is the line written with its language or record
    number, else the line under the first authors line."""
    texts = [line.text.strip() for line in record]
    title_at = next((at for at in range(1, len(texts)) if _TITLE_CLOSE_RE.search(texts[at])), None)
    if title_at is None or not is_author_list(texts[title_at - 1]):
        title_at = next((at + 1 for at in range(len(texts) - 1) if is_author_list(texts[at])), None)
    if title_at is None or _ZBMATH_FIELD_RE.match(texts[title_at]) or _MSC_LINE_RE.match(texts[title_at]):
        _leave_out(record, ledger)
        return
    _leave_out(record[: title_at - 1], ledger)
    record = record[title_at - 1 :]
    texts = texts[title_at - 1 :]
    entry = ParsedEntry(title=clean_title(_TITLE_CLOSE_RE.sub("", texts[1])))
    _set_authors(entry, texts[0])
    source = texts[2] if len(texts) > 2 else ""
    hint = None
    if source and not any(
        pattern.match(source) for pattern in (_ZBMATH_FIELD_RE, _MSC_LINE_RE, _ZBL_ALONE_RE)
    ):
        thesis = _ZBMATH_THESIS_RE.match(source)
        tail = parse_tail(f"{thesis.group(1)}, {thesis.group(2)}" if thesis else source)
        apply_tail(entry, tail)
        hint = PublicationType.THESIS if thesis else tail.type_hint
        if hint is None and _ZBMATH_BOOK_RE.search(source) and not source.startswith("In:"):
            hint = PublicationType.BOOK
    for text in texts[2:]:
        field = _ZBMATH_FIELD_RE.match(text)
        if field and field.group(1).lower() == "summary" and not entry.abstract:
            entry.abstract = field.group(2).strip() or None
    finish_record(
        entry,
        record,
        ledger,
        result,
        hint if hint in (PublicationType.THESIS, PublicationType.BOOK) else None,
    )


def _read_ssrn_record(record: list[Line], ledger: LineLedger, result: ParseResult) -> None:
    """Title (and the journal's line, if any) over the "Posted:" line, authors under it."""
    texts = [line.text.strip() for line in record]
    posted_at = next((at for at, text in enumerate(texts) if _SSRN_POSTED_RE.match(text)), None)
    if posted_at is None or posted_at == 0 or posted_at + 1 >= len(texts):
        _leave_out(record, ledger)
        return
    venue_line = ""
    title_at = posted_at - 1
    if posted_at >= 2 and _reads_as_ssrn_venue(texts[posted_at - 1]):
        venue_line, title_at = texts[posted_at - 1], posted_at - 2
    _leave_out(record[:title_at], ledger)
    record, texts = record[title_at:], texts[title_at:]
    posted_at -= title_at
    entry = ParsedEntry(title=clean_title(strip_list_marker(texts[0])[1]))
    _set_authors(entry, texts[posted_at + 1])
    hint = None
    if venue_line:
        tail = parse_tail(venue_line)
        apply_tail(entry, tail)
        hint = tail.type_hint
        if _SSRN_WORKING_PAPER_RE.search(venue_line):
            hint = PublicationType.PREPRINT
    else:
        entry.venue = "SSRN"
        hint = PublicationType.PREPRINT
    if entry.year is None:
        posted = _SSRN_POSTED_RE.match(texts[posted_at])
        if posted:
            entry.year = int(posted.group(3))
            entry.month = parse_month(posted.group(2)) or entry.month
    finish_record(entry, record, ledger, result, hint if hint in _HINTS_KEPT else None)


def _reads_as_ssrn_venue(text: str) -> bool:
    """ "Journal of Corporate Finance, Vol. 68, 2021", "Review of Financial Studies, Forthcoming",
    "ECGI – Finance Working Paper No. 712/2020": a source line between title and "Posted:"."""
    if _SSRN_VENUE_WORDS_RE.search(text):
        return True
    tail = parse_tail(text)
    return "," in text and (tail.year is not None or tail.volume is not None)


# NASA ADS: a record opens with its bibcode ("2021ApJ...912...45R": the year, the journal's
# abbreviation padded with dots to five characters, the volume to four, a qualifier, the page to
# four, the first author's initial), then its date ("May 2021"), its title and its authors
# ("Rossi, Anna; Chen, Wei and 2 more"), and its counters ("cited: 12").
_BIBCODE_RE = re.compile(
    r"(?P<year>(?:18|19|20)\d\d)(?P<journal>[A-Za-z&][A-Za-z&.]{4})(?P<volume>[\dA-Za-z.]{4})"
    r"(?P<qualifier>[A-Za-z\d.])(?P<page>[\dA-Za-z.]{4})[A-Z.]"
)
_BIBCODE_LINE_RE = re.compile(rf"^[ \t]*{_BIBCODE_RE.pattern}[ \t]*$", re.MULTILINE)
_ADS_DATE_RE = re.compile(r"([A-Z][a-z]{2})[a-z]*\.?\s+((?:18|19|20)\d\d)")
_ADS_CONTROL_RE = re.compile(r"(?:cited:\s*\d[\d,]*|read:\s*\d[\d,]*)$", re.IGNORECASE)
_ADS_MORE_RE = re.compile(r"[;,]?\s*(?:and\s+)?\d[\d,]*\s+more\s*$", re.IGNORECASE)


def is_ads_result_list(text: str) -> bool:
    """NASA ADS's results: a bibcode alone on its line opening each record, twice at least."""
    return len(_BIBCODE_LINE_RE.findall(text)) >= 2


def parse_ads_records(text: str) -> ParseResult:
    """Each record runs from its bibcode line to the line before the next one's (its number in
    the list above it is left out); text above the first bibcode is the page's."""
    result = ParseResult(format=InputFormat.AUTHOR_DB)
    all_lines = numbered_lines(text)
    ledger = LineLedger(all_lines)
    record: list[Line] = []
    for line in all_lines:
        stripped = line.text.strip()
        if not stripped:
            continue
        if _BIBCODE_RE.fullmatch(stripped):
            if record:
                _read_ads_record(record, ledger, result)
            record = [line]
        elif _NUMBER_LINE_RE.fullmatch(stripped) or _ADS_CONTROL_RE.fullmatch(stripped):
            ledger.mark(line.number, LineKind.IGNORED, DATABASE_CONTROLS_REASON)
        elif record:
            record.append(line)
        else:
            ledger.mark(line.number, LineKind.IGNORED, _OUTSIDE_REASON)
    if record:
        _read_ads_record(record, ledger, result)
    return ledger.finish(result)


def _read_ads_record(record: list[Line], ledger: LineLedger, result: ParseResult) -> None:
    bibcode = _BIBCODE_RE.fullmatch(record[0].text.strip())
    texts = [line.text.strip() for line in record[1:]]
    date = _ADS_DATE_RE.fullmatch(texts[0]) if texts else None
    if date:
        texts = texts[1:]
    if bibcode is None or len(texts) < 2:
        _leave_out(record, ledger)
        return
    entry = ParsedEntry(title=clean_title(texts[0]))
    authors = _ADS_MORE_RE.sub("", texts[1])
    _set_authors(entry, authors)
    entry.authors_truncated = entry.authors_truncated or authors != texts[1]
    entry.year = int(bibcode.group("year"))
    if date:
        entry.month = parse_month(date.group(1)) or entry.month
    journal = bibcode.group("journal").strip(".")
    hint = None
    if journal == "arXiv":
        entry.venue = "arXiv"
        entry.arxiv_id = f"{bibcode.group('volume')}.{bibcode.group('qualifier')}{bibcode.group('page')}"
        hint = PublicationType.PREPRINT
    else:
        entry.venue = journal
        entry.volume = bibcode.group("volume").strip(".") or None
        page = bibcode.group("page").strip(".")
        if bibcode.group("qualifier") == ".":
            entry.pages = page or None
        else:
            entry.article_number = bibcode.group("qualifier") + page
    finish_record(entry, record, ledger, result, hint)
