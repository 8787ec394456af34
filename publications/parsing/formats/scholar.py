"""Google Scholar profile pages copied from a browser.

Accepts the profile text: owner name, the "Cited by" metrics table, the "TITLE CITED BY
YEAR" header, then per row a title line, an abbreviated authors line ("S Baressi
Šegota, N Anđelić, ..."; a trailing "..." marks a cut list) and a venue line
"Journal 17 (2), 1729881420908076, 2020<TAB>109<TAB>2020" whose last two tab-separated
cells are the citation count (empty for none) and the year. A row with no venue has no
venue line: its cells close the authors line, or stand on a line of their own under it. The
table may be pasted more than once; "Show more" and metrics lines are ignored.

Cannot handle: rows whose authors line is missing; Scholar's own truncation of long
venue names with "…" is kept as written.
"""

from __future__ import annotations

import re

from ..fields import parse_year
from ..records import InputFormat, LineAccount, LineKind, ParseResult
from ..tail import Tail, parse_tail
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
