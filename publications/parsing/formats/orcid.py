"""ORCID record pages copied from a browser: the "Works" list.

Accepts per work a title line, a journal or book line when the work names one, a line giving
its date and kind ("2022-07 | Journal article", or the kind alone), then its detail lines:
identifiers ("DOI: 10.…", "EID: …", "Part of ISSN: …"), "Contributors: A. Name; B. Name",
"Show more detail", "Source: Crossref", "Preferred source (of 2)". The kind line is what tells
one work from the next: the one or two lines above it are its title and journal. The page's own
lines ("Works (12)", "Sort", the owner's name) become headings or ignored lines.

Cannot handle: works whose title line is missing; a work's journal line is told from its title
by its place alone.
"""

from __future__ import annotations

import re

from ..classify import finish_entry
from ..fields import normalize_doi, parse_month
from ..lines import Line, LineLedger, ignore_reason, numbered_lines
from ..names import split_authors
from ..records import InputFormat, LineKind, ParsedEntry, ParseIssue, ParseResult, PublicationType
from ..sections import Section, apply_heading, heading_text
from ..text import clean_title, collapse_spaces

_KINDS: dict[str, PublicationType] = {
    "journal article": PublicationType.JOURNAL,
    "journal issue": PublicationType.JOURNAL,
    "magazine article": PublicationType.JOURNAL,
    "review": PublicationType.JOURNAL,
    "conference paper": PublicationType.CONFERENCE,
    "conference abstract": PublicationType.CONFERENCE,
    "conference poster": PublicationType.CONFERENCE,
    "conference output": PublicationType.CONFERENCE,
    "book chapter": PublicationType.CHAPTER,
    "encyclopedia entry": PublicationType.CHAPTER,
    "dictionary entry": PublicationType.CHAPTER,
    "book": PublicationType.BOOK,
    "edited book": PublicationType.BOOK,
    "preprint": PublicationType.PREPRINT,
    "working paper": PublicationType.PREPRINT,
    "dissertation or thesis": PublicationType.THESIS,
    "dissertation": PublicationType.THESIS,
    "data set": PublicationType.DATASET,
    "dataset": PublicationType.DATASET,
    "report": PublicationType.OTHER,
    "software": PublicationType.OTHER,
    "patent": PublicationType.OTHER,
    "lecture speech": PublicationType.OTHER,
    "other": PublicationType.OTHER,
}
_KIND_LINE_RE = re.compile(
    r"^(?:(?P<year>(?:19|20)\d\d)(?:-(?P<month>\d\d))?(?:-\d\d)?\s*\|\s*)?(?P<kind>"
    + "|".join(re.escape(kind).replace(r"\ ", r"\s+") for kind in sorted(_KINDS, key=len, reverse=True))
    + r"|lecture\s*/\s*speech)\s*$",
    re.IGNORECASE,
)
# A work's detail lines under its kind line: its identifiers, contributors and source by the
# labels ORCID gives them (a title may open with a word and a colon too: "Correction: …"), and
# the page's controls for the work.
_DETAIL_RE = re.compile(
    r"^(?:(?:Part\s+of\s+)?(?:DOI|EID|ISSN|ISBN|ISMN|PMID|PMC|PMCID|URI|URL|arXiv|WOSUID|Handle|"
    r"Bibcode|Other\s+identifier(?:\s+type)?|Contributors?|Source|Citation|Agricola|ETHOS|Lensid|MR|"
    r"OSTI|RRID|OCLC|LCCN|ASIN|JSTOR|SSRN|UUID|ZBL|HAL\s+ID|HAL|JFM|CiNii|KUID|DNB)\s*:\s*\S|"
    r"Show\s+(?:more|less)\s+detail\s*$|Preferred\s+source\b)",
    re.IGNORECASE,
)
_CONTRIBUTORS_RE = re.compile(r"^Contributors?\s*:\s*(.+)$", re.IGNORECASE)
_DOI_LINE_RE = re.compile(r"^DOI\s*:\s*(\S+)", re.IGNORECASE)
_SOURCE_LINE_RE = re.compile(r"^Source\s*:", re.IGNORECASE)


def looks_like(text: str) -> bool:
    """Two works' kind lines at least, dated ("2019 | Journal article") or each with its "Source:"
    line: an ORCID works list. Kind words alone ("Book", "Preprint") are a list's headings too."""
    lines = [line.strip() for line in text.splitlines()[:2000]]
    kinds = [match for line in lines if (match := _KIND_LINE_RE.match(line))]
    sources = sum(1 for line in lines if _SOURCE_LINE_RE.match(line))
    dated = sum(1 for kind in kinds if kind.group("year"))
    return len(kinds) >= 2 and (dated >= 2 or sources >= 2) and sources >= 1


def parse(text: str) -> ParseResult:
    result = ParseResult(format=InputFormat.ORCID)
    all_lines = numbered_lines(text)
    ledger = LineLedger(all_lines, unclaimed="text outside any work")
    lines = [line for line in all_lines if line.text.strip()]
    kinds = [index for index, line in enumerate(lines) if _KIND_LINE_RE.match(line.text.strip())]
    section = Section()
    start = 0  # the first line not yet claimed by a work
    for number, kind_index in enumerate(kinds):
        end = kinds[number + 1] if number + 1 < len(kinds) else len(lines)
        above = [line for line in lines[start:kind_index] if not ignore_reason(line.text.strip())]
        head = above[-2:] if len(above) >= 2 and not _heading_like(above[-2].text) else above[-1:]
        for line in lines[start:kind_index]:
            if line in head:
                continue
            section = _page_line(line, section, ledger)
        details = kind_index + 1
        while details < end and _DETAIL_RE.match(lines[details].text.strip()):
            details += 1
        if not head:
            ledger.mark(lines[kind_index].number, LineKind.IGNORED, "a work's kind line without its title")
            result.issues.append(ParseIssue(lines[kind_index].number, "a work without its title line"))
        else:
            work = [*head, *lines[kind_index:details]]
            result.entries.append(_entry(work, head, lines[kind_index], section))
            ledger.mark_range(work[0].number, work[-1].number, LineKind.ENTRY)
            for line in lines[kind_index:details]:
                if ignore_reason(line.text.strip()) or _SOURCE_LINE_RE.match(line.text.strip()):
                    ledger.mark(line.number, LineKind.IGNORED, "a work's source or the page's controls")
        start = details
    for line in lines[start:]:
        section = _page_line(line, section, ledger)
    return ledger.finish(result)


def _heading_like(text: str) -> bool:
    stripped = text.strip()
    return bool(re.match(r"^Works\s*\(\d+\)$|^Sort$", stripped, re.IGNORECASE))


def _page_line(line: Line, section: Section, ledger: LineLedger) -> Section:
    stripped = line.text.strip()
    reason = ignore_reason(stripped)
    if reason:
        ledger.mark(line.number, LineKind.IGNORED, reason)
    elif len(stripped) <= 60 and heading_text(stripped):
        ledger.mark(line.number, LineKind.HEADING)
        return apply_heading(section, heading_text(stripped))
    else:
        ledger.mark(line.number, LineKind.IGNORED, "text outside any work")
    return section


def _entry(work: list[Line], head: list[Line], kind_line: Line, section: Section) -> ParsedEntry:
    entry = ParsedEntry()
    entry.title = clean_title(head[0].text.strip())
    if len(head) > 1:
        entry.venue = collapse_spaces(head[1].text.strip()) or None
    kind = _KIND_LINE_RE.match(kind_line.text.strip())
    assert kind is not None
    if kind.group("year"):
        entry.year = int(kind.group("year"))
    if kind.group("month"):
        entry.month = parse_month(kind.group("month"))
    hint = _KINDS.get(re.sub(r"\s*/\s*|\s+", " ", kind.group("kind").lower()), PublicationType.OTHER)
    for line in work[len(head) + 1 :]:
        stripped = line.text.strip()
        if (doi := _DOI_LINE_RE.match(stripped)) is not None:
            entry.doi = normalize_doi(doi.group(1))
        elif (contributors := _CONTRIBUTORS_RE.match(stripped)) is not None:
            names, truncated = split_authors(contributors.group(1))
            entry.author_names = names
            entry.authors = [name.display for name in names]
            entry.authors_truncated = truncated
    entry.raw = "\n".join(line.text for line in work)
    entry.line_start, entry.line_end = work[0].number, work[-1].number
    return finish_entry(entry, section, hint)
