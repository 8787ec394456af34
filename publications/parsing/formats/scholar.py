"""Google Scholar profile pages copied from a browser.

Accepts the profile text: owner name, the "Cited by" metrics table, the "TITLE CITED BY
YEAR" header, then per row a title line, an abbreviated authors line ("S Baressi
Šegota, N Anđelić, ..."; a trailing "..." marks a cut list) and a venue line
"Journal 17 (2), 1729881420908076, 2020<TAB>109<TAB>2020" whose last two tab-separated
cells are the citation count (empty for none) and the year. A row with no venue has no
venue line: its cells close the authors line, or stand on a line of their own under it. The
table may be pasted more than once; "Show more" and metrics lines are ignored.

Google Scholar's search results are read too (``is_result_list``, ``parse_results``): per result a
title line (opened by Scholar's kind mark, "[PDF]", "[HTML]", "[BOOK]", "[CITATION]", where it
shows one), the source line "JR Halvorsen, M Quist… - Journal of Things, 2019 - elsevier.com"
(authors, a cut list closed by "…"; then the venue and the year; then the host), a snippet of
the text, and the row of links ("Cited by 12", "Related articles"). The snippet and the links are
no fields of the result.

Cannot handle: rows whose authors line is missing; Scholar's own truncation of long
venue names with "…" is kept as written; a result's title broken over two lines keeps its
first line only.
"""

from __future__ import annotations

import re

from ..classify import finish_entry
from ..fields import parse_year
from ..lines import Line, LineLedger, ignore_reason, numbered_lines
from ..names import is_author_list, split_authors
from ..records import (
    InputFormat,
    LineAccount,
    LineKind,
    ParsedEntry,
    ParseIssue,
    ParseResult,
    PublicationType,
)
from ..tail import Tail, parse_tail
from ..text import clean_title
from .authordb import parse_blocks

_CELLS_RE = re.compile(r"\s*\t\s*(\d*)\s*\t\s*((?:19|20)\d\d)?\s*$|\s*\t\s*((?:19|20)\d\d)\s*$")


def read_venue_line(text: str) -> tuple[Tail, dict[str, object]]:
    """The venue cell without its citation-count and year cells."""
    extra: dict[str, object] = {}
    match = _CELLS_RE.search(text)
    if match:
        year = match.group(2) or match.group(3)
        if year:
            extra["year"] = int(year)
        if match.group(1):
            extra["cited_by"] = int(match.group(1))
        text = text[: match.start()]
    text = text.replace("\t", " ")
    tail = parse_tail(text)
    if tail.year is None and "year" in extra:
        tail.year = parse_year(str(extra["year"]))
    return tail, extra


# The table's header: "TITLE CITED BY YEAR", or with the title column's sort menu "SORT" between
# (a copy may put "TITLE" on a line of its own above the rest).
_TABLE_HEADER_RE = re.compile(r"^(?:TITLE\s+)?(?:SORT\s+)?CITED\s+BY\s+YEAR$", re.IGNORECASE)


# A copy that lost its tabs puts each table cell on its own line: header "TITLE" / "CITED BY" /
# "YEAR", and after each venue line a citation-count line (absent for none) and a year line.
# A copy of the rows alone (no header) may keep both cells on a line of their own under the venue.
_STACKED_HEADER_RE = re.compile(r"^(TITLE)[ \t]*\n[ \t]*(CITED BY)[ \t]*\n[ \t]*(YEAR)[ \t]*$", re.MULTILINE)
_STACKED_CELLS_RE = re.compile(
    r"^([^\n\t]*\S)[ \t]*\n[ \t]*(\d{1,6})?[ \t]*\n?[ \t]*((?:19|20)\d\d)[ \t]*$", re.MULTILINE
)


def _join_stacked_cells(text: str) -> str:
    """Put stacked cells back on their row, keeping the number of lines (so line numbers hold)."""

    def row(match: re.Match[str]) -> str:
        joined = f"{match.group(1)}\t{match.group(2) or ''}\t{match.group(3)}"
        return joined + "\n" * match.group(0).count("\n")

    text = _STACKED_HEADER_RE.sub(lambda m: "TITLE\tCITED BY\tYEAR\n\n", text)
    return _STACKED_CELLS_RE.sub(row, text)


def has_stacked_header(text: str) -> bool:
    return _STACKED_HEADER_RE.search(text) is not None


def parse(text: str) -> ParseResult:
    if not _TABLE_HEADER_RE.search(text) and not has_stacked_header(text) and is_result_list(text):
        return parse_results(text)
    joined = _join_stacked_cells(text)
    result = parse_blocks(
        joined, InputFormat.SCHOLAR, read_venue_line, table_header=_TABLE_HEADER_RE, row_cells=_CELLS_RE
    )
    if joined != text:
        _account_moved_cells(result, text.split("\n"), joined.split("\n"))
    return result


def _account_moved_cells(result: ParseResult, pasted: list[str], joined: list[str]) -> None:
    """The lines whose cells were put back on their row are lines of that row's entry."""
    accounts = {account.line: account for account in result.lines}
    entry_of_line = {n: e for e in result.entries for n in range(e.line_start, e.line_end + 1)}
    row = None  # the last line of the joined text that kept its words
    for number, (before, after) in enumerate(zip(pasted, joined, strict=False), start=1):
        if after.strip():
            row = number
            continue
        if not before.strip():
            continue
        entry = entry_of_line.get(row) if row is not None else None
        if entry is None:
            accounts[number] = LineAccount(number, LineKind.IGNORED, "a table's cells without their row")
            continue
        entry.line_end = max(entry.line_end, number)
        accounts[number] = LineAccount(number, LineKind.ENTRY)
    result.lines = [accounts[number] for number in sorted(accounts)]


# --- search results -------------------------------------------------------------------------------

# A search result's source line: its parts parted by a dash between spaces (a no-break space too).
_SOURCE_DASH_RE = re.compile(r"(?<!\s)\s+[-–]\s+")
_DASH_RE = re.compile(r"\s[-–]\s")
# "Journal of Things, 2019" / "2019": the venue and the year between the names and the host.
_VENUE_YEAR_RE = re.compile(r"(?:(?P<venue>.*\S)\s*,\s*)?(?P<year>(?:19|20)\d\d)")
# The host the result was found on: a domain ("mdpi.com", "books.google.com") or a publisher's short
# name ("Elsevier", "Taylor & Francis", "National Acad Sciences").
_HOST_RE = re.compile(r"(?:[\w-]+\.)+[a-z]{2,6}|[^\W\d_][^\d,;:()]{1,40}")
_DOMAIN_RE = re.compile(r"(?:[\w-]+\.)+[a-z]{2,6}")
# Scholar's mark of a result's kind before its title.
_KIND_MARK_RE = re.compile(r"^\s*(?:\[(PDF|HTML|BOOK|CITATION|B|C|DOC|PS)\]\s*)+", re.IGNORECASE)
# The link to the full text beside a result, copied as a line of its own: "[PDF] mdpi.com".
_SIDE_LINK_RE = re.compile(r"\s*\[(?:PDF|HTML|DOC|PS)\]\s+(?:[\w-]+\.)+[a-z]{2,6}\s*", re.IGNORECASE)
_FEWEST_RESULTS = 2


def _source_parts(text: str) -> tuple[str, str | None, int | None, str | None] | None:
    """A source line's names, venue, year and host, or None where ``text`` is no such line."""
    parts = _SOURCE_DASH_RE.split(text.strip())
    if len(parts) < 2 or len(parts) > 4:
        return None
    names, host = parts[0], None
    if len(parts) >= 3:
        host = parts[-1]
        if not _HOST_RE.fullmatch(host):
            return None
        middle = " - ".join(parts[1:-1])
    else:
        middle = parts[1]
    names = names.rstrip(" …").rstrip(".") if names.rstrip().endswith(("…", "...")) else names
    if not names or not is_author_list(names):
        return None
    dated = _VENUE_YEAR_RE.fullmatch(middle.strip())
    if dated is None:
        if host is None:
            return None  # "Names - Title": a citation of another style
        return names, middle.strip() or None, None, host
    return names, dated.group("venue"), int(dated.group("year")), host


def _source_lines(lines: list[Line]) -> list[int]:
    """The indices of the source lines among ``lines`` (the non-blank lines), each under a title."""
    found: list[int] = []
    for index in range(1, len(lines)):
        if found and found[-1] == index - 1:
            continue
        if _DASH_RE.search(lines[index].text) is None:
            continue
        above = lines[index - 1].text.strip()
        if ignore_reason(above) or _SIDE_LINK_RE.fullmatch(above):
            continue
        if _source_parts(lines[index].text) is not None:
            found.append(index)
    return found


def is_result_list(text: str) -> bool:
    """Two results at least, one of them naming its host (as each of Scholar's does but its citations)."""
    lines = [line for line in numbered_lines(text) if line.text.strip()][:600]
    found = _source_lines(lines)
    hosts = sum(1 for index in found if (_source_parts(lines[index].text) or ("", None, None, None))[3])
    return len(found) >= _FEWEST_RESULTS and hosts >= 1


def parse_results(text: str) -> ParseResult:
    """Each result is its title line and its source line; the lines after them up to the next
    result's title (its snippet and its links) are left out, and so are the lines over the first."""
    result = ParseResult(format=InputFormat.SCHOLAR)
    all_lines = numbered_lines(text)
    lines = [line for line in all_lines if line.text.strip()]
    ledger = LineLedger(all_lines)
    found = _source_lines(lines)
    starts = {index - 1 for index in found}
    for index, line in enumerate(lines):
        if index in starts or index - 1 in starts:
            continue
        stripped = line.text.strip()
        reason = ignore_reason(stripped)
        if reason:
            ledger.mark(line.number, LineKind.IGNORED, reason)
        elif _SIDE_LINK_RE.fullmatch(stripped):
            ledger.mark(line.number, LineKind.IGNORED, "a search result's link to its full text")
        elif found and index < found[0]:
            ledger.mark(line.number, LineKind.IGNORED, "page header before the results")
        else:
            ledger.mark(line.number, LineKind.IGNORED, "a search result's snippet of its text")
    for index in found:
        title_line, source_line = lines[index - 1], lines[index]
        result.entries.append(_read_result(title_line, source_line))
        ledger.mark(title_line.number, LineKind.ENTRY)
        ledger.mark(source_line.number, LineKind.ENTRY)
    return ledger.finish(result)


def _read_result(title_line: Line, source_line: Line) -> ParsedEntry:
    title = title_line.text.strip()
    mark = _KIND_MARK_RE.match(title)
    kinds = {m.upper() for m in re.findall(r"\[(\w+)\]", mark.group(0))} if mark else set()
    if mark:
        title = title[mark.end() :]
    names, venue, year, host = _source_parts(source_line.text) or ("", None, None, None)
    entry = ParsedEntry(title=clean_title(title))
    author_names, truncated = split_authors(names)
    entry.author_names = author_names
    entry.authors = [name.display for name in author_names]
    entry.authors_truncated = truncated or _SOURCE_DASH_RE.split(source_line.text.strip())[0].endswith(
        ("…", "...")
    )
    entry.year = year
    entry.venue = venue
    hint = None
    if kinds & {"BOOK", "B"}:
        hint = PublicationType.BOOK
        if host and not _DOMAIN_RE.fullmatch(host):
            entry.publisher = host
    entry.raw = f"{title_line.text}\n{source_line.text}"
    entry.line_start, entry.line_end = title_line.number, source_line.number
    finish_entry(entry, None, hint)
    if not entry.year:
        entry.warnings.append(ParseIssue(line=source_line.number, message="no year found", field="year"))
    return entry
