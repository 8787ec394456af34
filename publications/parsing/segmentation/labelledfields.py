"""A repository's record page (Symplectic Elements, Pure, institutional repositories) prints the
details of each publication as labelled fields, each on its own line, under its title and names:

    Journal: Physical Review B
    Volume: 70
    Issue: 3
    Pages: 1-10
    Publication date: 12/03/2021
    DOI: 10.1103/PhysRevB.70.035101

Accepts the whole paste's lines. ``labelled_fields_joined`` writes each run of such lines as the
one venue line Web of Science prints ("Physical Review B  Volume: 70  Issue: 3  Pages: 1-10
Published: 2021", read by ``tail.parse_tail``), the publisher and the DOI after it, and gives, for
each line written, the number of the pasted line it is (a joined run: its last line), and the
numbers of the other pasted lines of each run.

A journal's or publisher's name wrapped onto a line of its own, the run's next labelled line under
it, is read as the one value. A citation database's record page (Web of Science, Dimensions) prints
the journal's line unlabelled and its dates labelled under it ("Published: MAR 15 2021", "Early
Access: DEC 2020", "Indexed: 2021-01-15"), the issue's details before them or not: such a run is
written as the details of the journal's line above, its date the issue's (else the day the work went
online; the day the database took the record in dates no work), a run of dates alone as "(Mar 2021)".

A publisher's result card prints the same fields on one row, separated by bars, under the journal's
line: IEEE Xplore's "Year: 2022 | Volume: 60 | Issue: 5 | Journal Article | Publisher: IEEE" (the
content type unlabelled), Taylor & Francis Online's "Pages: 123-145 | Published online: 12 Mar 2021".
Such a row, its year labelled or one of the dates above, and a detail of the issue's in it, is written
as the details of the journal's line above, as a run of its own lines would be. IEEE Xplore's row of a
conference paper labels the year alone ("Year: 2019 | Conference Paper | Publisher: IEEE"): the year
is written in parentheses at the end of the venue's line above ("International Symposium on Ocean
Sensing (2019)"), as "(2019)" on a line of its own reads as a year's heading.

Cannot handle: other fields wrapped over two lines; a date written in numbers gives its year only
(the day and month are read either way round).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..fields import WRITTEN_YEAR_RE
from ..lines import Line

_FIELD_RE = re.compile(
    r"\s*(?P<label>Journal|Journal title|Source title|Published in|Volume|Issue|Issue number|Number|Pages|"
    r"Pages \(from-to\)|Article number|Publication date|Date published|Published online|Published|"
    r"Early access|Indexed|"
    r"Publisher|ISSN|eISSN|E-ISSN|DOI|Status|Publication status|Original language|"
    r"Type|Publication type|Document type|Output type)"
    r"\s*:\s*(?P<value>\S.{0,300}?)\s*",
    re.IGNORECASE,
)
# The fields that make a run a venue's details: the journal and one detail of its issue at least.
# A department's or a CMS's view of its publications (a Django or Drupal template) labels the venue
# "Published in", its numbers in the value ("Published in: Nature, 100, 652-680"), the year under it.
_JOURNAL_LABELS = frozenset({"journal", "journal title", "source title", "published in"})
# The output's kind ("Type: Journal article"): a field of the run, no word of the venue's line.
_KIND_LABELS = frozenset({"type", "publication type", "document type", "output type"})
_ISSUE_LABELS = frozenset(
    {"volume", "issue", "issue number", "number", "pages", "pages (from-to)", "article number"}
)
# The fields whose value, a name, may wrap onto the next line; a line opening with a label of its own
# ("Editors: …", "Book title: …") is no such wrapped line.
_WRAPPING_LABELS = frozenset({*_JOURNAL_LABELS, "publisher"})
_LABEL_OPENING_RE = re.compile(r"[^\W\d_][\w ()/-]{0,30}:\s")
_MONTH_RE = re.compile(r"\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s", re.IGNORECASE)
# The dates a record prints, the issue's first; Web of Science's "Early Access" is the day the
# article went online ahead of its issue, its "Indexed" the day the database took the record in: no
# date of the work's, a line of the record's all the same.
# Taylor & Francis Online's "Published online" is that day too; IEEE Xplore's result row labels the
# issue's year alone ("Year: 2022").
_DATE_LABELS = ("publication date", "date published", "published", "year", "early access", "published online")
_RECORD_DATE_LABELS = frozenset({*_DATE_LABELS, "indexed"})
# A result card's row of fields separated by bars; IEEE Xplore's names the content type unlabelled
# ("Journal Article", "Conference Paper", "Early Access Article").
_ROW_SEPARATOR_RE = re.compile(r"\s+\|\s+")
_YEAR_FIELD_RE = re.compile(r"\s*(?P<label>Year)\s*:\s*(?P<value>(?:19|20)\d\d)\s*", re.IGNORECASE)
_CONTENT_TYPE_RE = re.compile(r"[^\W\d_][^\W\d_ ]*(?: [^\W\d_]+){0,3}")
# A run of dates, or of the pages and dates, with no other detail of the issue's.
_DATED_PAGES_LABELS = _RECORD_DATE_LABELS | {"pages", "pages (from-to)"}
_ROW_LABELS = _RECORD_DATE_LABELS | _ISSUE_LABELS
_WOS_LABELS = {
    "volume": "Volume",
    "issue": "Issue",
    "issue number": "Issue",
    "number": "Issue",
    "pages": "Pages",
    "pages (from-to)": "Pages",
    "article number": "Article Number",
}


def labelled_fields_joined(lines: Sequence[Line]) -> tuple[str, list[int], dict[str, list[Line]]] | None:
    """The paste (its ``lines``) with each run of labelled field lines written as one venue line
    (see the module's doc), each written line's pasted line number, and each venue line written
    with the pasted lines it joins; None where the paste holds no such run."""
    # (a line of the year alone under its label, "Year: 2019", is a field of the run too)
    found: list[re.Match[str] | str | None] = [
        _FIELD_RE.fullmatch(line.text) or _YEAR_FIELD_RE.fullmatch(line.text) for line in lines
    ]
    _mark_wrapped_values(lines, found)
    rows = {
        position: row
        for position, line in enumerate(lines)
        if (row := _field_row(line.text)) and (not _year_alone(row) or _under_a_line(lines, position))
    }
    for position in rows:
        found[position] = None  # ("Pages: 1-10 | Published online: …" reads as one field too)
    runs = sorted(_runs(found) + [(position, position + 1) for position in rows])
    if not runs:
        return None
    starts = dict(runs)
    written: list[str] = []
    origin: list[int] = []
    joined: dict[str, list[Line]] = {}
    position = 0
    while position < len(lines):
        end = starts.get(position)
        if end is None:
            written.append(lines[position].text)
            origin.append(lines[position].number)
            position += 1
            continue
        labelled: list[tuple[str, str]] = list(rows.get(position, []))
        for field in found[position:end]:
            if isinstance(field, str):
                labelled[-1] = (labelled[-1][0], f"{labelled[-1][1]} {field}")  # the value's wrapped line
            elif field is not None:
                labelled.append((field.group("label").lower(), field.group("value")))
        if _year_alone(labelled):
            # ("(2019)" on a line of its own reads as a year's heading: the year closes the venue's line)
            written[-1] = f"{written[-1]} ({labelled[0][1]})"
            origin[-1] = lines[end - 1].number
            joined[written[-1]] = [lines[position - 1], *lines[position:end]]
            position = end
            continue
        written.append(_venue_line(labelled))
        origin.append(lines[end - 1].number)
        joined[written[-1]] = list(lines[position:end])
        position = end
    return "\n".join(written), origin, joined


def _mark_wrapped_values(lines: Sequence[Line], found: list[re.Match[str] | str | None]) -> None:
    """Mark in ``found`` (the labelled fields each line holds) each line that goes on with the value
    of a journal's or publisher's field above it, its text for the match: a long name wrapped over two
    lines ("Journal: Journal of the Society for" / "Information Science"), the run's next labelled line
    (one of the issue's details) right under it."""
    for position in range(1, len(found) - 1):
        above, below = found[position - 1], found[position + 1]
        if (
            found[position] is None
            and isinstance(above, re.Match)
            and above.group("label").lower() in _WRAPPING_LABELS
            and isinstance(below, re.Match)
            and below.group("label").lower() not in _JOURNAL_LABELS
            and (text := lines[position].text.strip())
            and len(text) <= 120
            and _LABEL_OPENING_RE.match(text) is None
        ):
            found[position] = text


def _field_row(text: str) -> list[tuple[str, str]] | None:
    """The labelled fields of a result card's row of them separated by bars (see the module's doc),
    the content type and the publisher left out; None unless each part is a field of the issue's, a
    date or the content type, and the row dates the work and names a detail of its issue, or labels
    the year alone."""
    parts = _ROW_SEPARATOR_RE.split(text)
    if len(parts) < 2:
        return None
    fields: list[tuple[str, str]] = []
    for part in parts:
        if match := (_YEAR_FIELD_RE.fullmatch(part) or _FIELD_RE.fullmatch(part)):
            if match.group("label").lower() != "publisher":  # (the site's own: "IEEE", no venue's)
                fields.append((match.group("label").lower(), match.group("value")))
        elif _CONTENT_TYPE_RE.fullmatch(part) is None:
            return None
    labels = {label for label, _ in fields}
    if _year_alone(fields):
        return fields
    if _ISSUE_LABELS.isdisjoint(labels) or not _ROW_LABELS.issuperset(labels) or _work_date(fields) is None:
        return None
    return fields


def _year_alone(fields: list[tuple[str, str]]) -> bool:
    return [label for label, _ in fields] == ["year"]


def _under_a_line(lines: Sequence[Line], position: int) -> bool:
    """Is the row at ``position`` right under a line of text (the venue's, which its year closes)?"""
    return position > 0 and bool(lines[position - 1].text.strip())


def _runs(found: list[re.Match[str] | str | None]) -> list[tuple[int, int]]:
    """The runs of labelled lines (start, end) naming a journal and a detail of its issue, and the
    runs of a record's dates (a database's record under its journal's line: "Published: MAR 15 2021",
    "Early Access: DEC 2020", "Indexed: 2021-01-15"), its issue's details before them or not, one of
    the work's dates giving a year."""
    runs: list[tuple[int, int]] = []
    position = 0
    while position < len(found):
        if found[position] is None:
            position += 1
            continue
        end = position
        while end < len(found) and found[end] is not None:
            end += 1
        labels = [
            match.group("label").lower() for match in found[position:end] if isinstance(match, re.Match)
        ]
        # (a journal's name with a detail of its issue; a department view's "Published in", whose
        # value holds the issue's details, with the work's date under it)
        venue = not _JOURNAL_LABELS.isdisjoint(labels) and (
            not _ISSUE_LABELS.isdisjoint(labels) or ("published in" in labels and _dated(found[position:end]))
        )
        dates = (_RECORD_DATE_LABELS | _ISSUE_LABELS).issuperset(labels) and _dated(found[position:end])
        if venue or dates:
            runs.append((position, end))
        position = end
    return runs


def _dated(found: Sequence[re.Match[str] | str | None]) -> bool:
    fields = [
        (match.group("label").lower(), match.group("value")) for match in found if isinstance(match, re.Match)
    ]
    return _work_date(fields) is not None


def _work_date(fields: list[tuple[str, str]]) -> tuple[str | None, str] | None:
    """The work's date the fields give, its month's name (if any) and year: the issue's date, else
    the day it went online."""
    for wanted in _DATE_LABELS:
        for label, value in fields:
            if label == wanted and (year := WRITTEN_YEAR_RE.search(value)):
                month = _MONTH_RE.search(value)
                return (month.group(1) if month else None), year.group()
    return None


def _venue_line(fields: list[tuple[str, str]]) -> str:
    """The run's fields as Web of Science's venue line, the publisher and the DOI after it; a run
    of dates alone as the date in parentheses ("(Mar 2021)") that closes the journal's line above, the
    pages after it ("(Mar 2021), pp. 123-145")."""
    journal = next((value for label, value in fields if label in _JOURNAL_LABELS), "")
    date = _work_date(fields)
    if not journal and _DATED_PAGES_LABELS.issuperset(label for label, _ in fields) and date:
        # (no volume to open Web of Science's details with: the date, then the pages as references print them)
        month, year = date
        pages = next((value for label, value in fields if label.startswith("pages")), None)
        return f"({month.capitalize() + ' ' if month else ''}{year})" + (f", pp. {pages}" if pages else "")
    details = [f"{_WOS_LABELS[label]}: {value}" for label, value in fields if label in _WOS_LABELS]
    if date is not None:
        month, year = date
        details.append(f"Published: {month.upper() + ' ' if month else ''}{year}")
    line = "  ".join([journal, *details]).strip()  # no journal: the details of the journal's line above
    publisher = next((value for label, value in fields if label == "publisher"), None)
    doi = next((value for label, value in fields if label == "doi"), None)
    return "".join([line, f". {publisher}" if publisher else "", f". DOI: {doi}" if doi else ""])
