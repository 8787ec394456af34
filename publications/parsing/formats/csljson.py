"""CSL-JSON (Zotero, Better BibTeX, Mendeley, citeproc, Crossref "citation JSON").

Accepts a JSON array of CSL items, a single item object, or an object with an ``items``
array. Reads ``type`` (article-journal, paper-conference, chapter, book, thesis, dataset,
report, article/preprint ...), ``title``, ``author``/``editor`` (family/given with particles
and suffix, or ``literal``), ``issued`` (``date-parts``, ``raw``/``literal``, or a plain
string), ``container-title`` (string or list), ``container-title-short``, ``event-title``,
``collection-title``, ``DOI``, ``URL``, ``page`` (a single number is an article number),
``volume``, ``issue``, ``number``, ``publisher``, ``abstract``, ``keyword``, ``status`` and
``id``. HTML-like rich text in titles (``<i>…</i>``) is removed.

Each item's line span is found by decoding the array element by element; a broken element
is reported at the line where JSON stops making sense, and reading resumes at the next
line that opens an object. ``parse`` never raises.

Cannot handle: JSON with comments or trailing commas (reported as syntax errors at their
line), CSL-YAML, and dates given only as seasons.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..classify import PREPRINT_SERVER_RE, unless_editorial
from ..fields import (
    find_arxiv_id,
    find_status,
    link_kind,
    normalize_doi,
    normalize_pmid,
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
    PersonName,
    PublicationType,
    Status,
)
from ..text import strip_html
from ..venues import VenueKind, grouping_venue, lookup, split_venue

_TYPES: dict[str, PublicationType] = {
    "article-journal": PublicationType.JOURNAL,
    "article-magazine": PublicationType.JOURNAL,
    "review": PublicationType.JOURNAL,
    "paper-conference": PublicationType.CONFERENCE,
    "book": PublicationType.BOOK,
    "periodical": PublicationType.BOOK,
    "chapter": PublicationType.CHAPTER,
    "entry-encyclopedia": PublicationType.CHAPTER,
    "entry-dictionary": PublicationType.CHAPTER,
    "thesis": PublicationType.THESIS,
    "dataset": PublicationType.DATASET,
    "preprint": PublicationType.PREPRINT,
}
_OBJECT_START_RE = re.compile(r"\n[ \t]*\{")
_DECODER = json.JSONDecoder()


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


def _skip_space(text: str, index: int) -> int:
    while index < len(text) and text[index] in " \t\r\n,":
        index += 1
    return index


def _array_items(text: str, start: int, result: ParseResult) -> list[tuple[Any, int, int]]:
    """Decode the array opening at ``start`` element by element: (item, first char, end char).

    A broken element is reported and skipped as ``(None, first char, end char)``.
    """
    items: list[tuple[Any, int, int]] = []
    index = _skip_space(text, start + 1)
    while index < len(text) and text[index] != "]":
        try:
            item, end = _DECODER.raw_decode(text, index)
        except json.JSONDecodeError as error:
            result.issues.append(ParseIssue(_line_of(text, error.pos), f"invalid JSON: {error.msg}"))
            resume = _OBJECT_START_RE.search(text, error.pos)
            stop = resume.start() if resume else len(text)
            items.append((None, index, stop))
            if resume is None:
                return items
            index = resume.end() - 1
            continue
        items.append((item, index, end))
        index = _skip_space(text, end)
    if index >= len(text):
        result.issues.append(ParseIssue(_line_of(text, len(text)), "the JSON array is not closed with ']'"))
    return items


def _read_items(text: str, result: ParseResult) -> list[tuple[Any, int, int]]:
    stripped_start = len(text) - len(text.lstrip())
    if stripped_start >= len(text):
        return []
    first = text[stripped_start]
    if first == "[":
        return _array_items(text, stripped_start, result)
    if first == "{":
        try:
            data, end = _DECODER.raw_decode(text, stripped_start)
        except json.JSONDecodeError as error:
            result.issues.append(ParseIssue(_line_of(text, error.pos), f"invalid JSON: {error.msg}"))
            return []
        if isinstance(data, dict) and isinstance(data.get("items"), list):
            match = re.search(r'"items"\s*:\s*\[', text[stripped_start:end])
            if match:
                return _array_items(text, stripped_start + match.end() - 1, result)
        return [(data, stripped_start, end)]
    result.issues.append(ParseIssue(_line_of(text, stripped_start), "not CSL-JSON: expected '[' or '{'"))
    return []


def _text(value: Any) -> str:
    """A CSL string field (lists take their first element), rich-text markup removed."""
    if isinstance(value, list):
        value = next((v for v in value if v), "")
    if value is None:
        return ""
    return " ".join(strip_html(str(value)).split())


def _person(value: Any) -> PersonName | None:
    if isinstance(value, str):
        person = parse_name(value)
        return person if person.display else None
    if not isinstance(value, dict):
        return None
    if value.get("literal"):
        person = parse_name(_text(value["literal"]), inverted=False)
        return person if person.display else None
    given = _text(value.get("given"))
    family = " ".join(
        part for part in (_text(value.get("non-dropping-particle")), _text(value.get("family"))) if part
    )
    dropping = _text(value.get("dropping-particle"))
    suffix = _text(value.get("suffix"))
    display = " ".join(part for part in (given, dropping, family, suffix) if part)
    if not display:
        return None
    return PersonName(display=display, given=given, family=family, suffix=suffix)


def _people(values: Any) -> tuple[list[PersonName], bool]:
    people: list[PersonName] = []
    truncated = False
    for value in values if isinstance(values, list) else []:
        literal = value.get("literal", "") if isinstance(value, dict) else value
        if isinstance(literal, str) and literal.strip().lower() in {"others", "et al.", "et al"}:
            truncated = True
            continue
        person = _person(value)
        if person is not None:
            people.append(person)
    return people, truncated


def _date(value: Any) -> tuple[int | None, int | None]:
    """Year and month from ``{"date-parts": [[2020, 5]]}``, ``{"raw": "2020-05"}`` or "2020"."""
    if isinstance(value, dict):
        parts = value.get("date-parts")
        if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
            first = parts[0]
            year = parse_year(str(first[0]))
            month = parse_month(str(first[1])) if len(first) > 1 else None
            return year, month
        value = value.get("raw") or value.get("literal") or ""
    if isinstance(value, (int, str)):
        text = str(value)
        match = re.match(r"^\s*(\d{4})-(\d{1,2})", text)
        return parse_year(text), parse_month(match.group(2)) if match else None
    return None, None


def _build_entry(item: dict, raw: str, start: int, end: int) -> ParsedEntry:
    entry = ParsedEntry(raw=raw, line_start=start, line_end=end)
    csl_type = _text(item.get("type")).lower()
    kind = _TYPES.get(csl_type, PublicationType.OTHER)
    title = _text(item.get("title"))
    entry.title = title[:-1].rstrip() if title.endswith(".") and not title.endswith("...") else title

    people, truncated = _people(item.get("author"))
    entry.author_names = people
    entry.authors = [person.display for person in people]
    entry.authors_truncated = truncated
    editors, _ = _people(item.get("editor"))
    entry.editors = [person.display for person in editors]
    entry.year, entry.month = _date(item.get("issued"))
    if entry.year is None:
        entry.year, entry.month = _date(item.get("original-date") or item.get("available-date"))

    publisher = _text(item.get("publisher"))
    container = _text(item.get("container-title"))
    if kind is PublicationType.THESIS:
        container = container or publisher
    elif kind is PublicationType.BOOK:
        container = container or _text(item.get("collection-title"))
    if not container and (PREPRINT_SERVER_RE.match(publisher) or csl_type in {"article", "preprint"}):
        container = publisher if PREPRINT_SERVER_RE.match(publisher) else ""
    container = container or _text(item.get("event-title")) or _text(item.get("event"))
    venue, acronym = split_venue(container, booktitle=kind is PublicationType.CONFERENCE)
    short = _text(item.get("container-title-short"))
    if acronym is None and short and " " not in short and sum(c.isupper() for c in short) >= 2:
        acronym = short
    entry.venue, entry.venue_acronym = venue, acronym

    info = lookup(venue) if venue else None
    on_preprint_server = bool(
        venue
        and (PREPRINT_SERVER_RE.match(venue) or (info is not None and info.kind is VenueKind.PREPRINT_SERVER))
    )
    if on_preprint_server or (
        csl_type in {"article", "report", "manuscript"} and PREPRINT_SERVER_RE.match(publisher)
    ):
        kind = PublicationType.PREPRINT
    elif csl_type == "article":
        # CSL's plain "article" is what Zotero writes for preprints; with a journal it is an article.
        kind = PublicationType.JOURNAL if venue else PublicationType.PREPRINT
    entry.type = kind = unless_editorial(kind, entry.title)
    entry.venue_canonical = grouping_venue(venue, acronym, periodical=kind in PERIODICAL_TYPES)

    entry.pages, entry.article_number = split_pages(_text(item.get("page")).replace(" ", ""))
    number = _text(item.get("number"))
    if not entry.article_number and number and kind is PublicationType.PREPRINT:
        entry.article_number = number
    entry.volume = _text(item.get("volume")) or None
    entry.number = (
        _text(item.get("issue")) or (number if kind is not PublicationType.PREPRINT else "") or None
    )
    entry.publisher = publisher or None
    if kind is PublicationType.PREPRINT and entry.publisher == venue:
        entry.publisher = None

    url = _text(item.get("URL"))
    entry.doi = normalize_doi(_text(item.get("DOI"))) or (
        normalize_doi(url) if "doi.org/" in url.lower() else None
    )
    if url:
        entry.links.append(Link(kind=link_kind("", url), url=url))
    entry.pmid = normalize_pmid(_text(item.get("PMID")))
    entry.arxiv_id = find_arxiv_id(" ".join((url, number, _text(item.get("DOI")), venue or ""))) or (
        number.removeprefix("arXiv:")
        if kind is PublicationType.PREPRINT and number.lower().startswith("arxiv:")
        else None
    )
    entry.abstract = _text(item.get("abstract")) or None
    keywords = item.get("keyword")
    if isinstance(keywords, list):
        entry.keywords = [_text(k) for k in keywords if _text(k)]
    elif keywords:
        entry.keywords = [k.strip() for k in re.split(r"[;,]", _text(keywords)) if k.strip()]
    entry.status = find_status(_text(item.get("status"))) or Status.PUBLISHED
    if isinstance(item.get("id"), str):
        entry.bibtex_key = item["id"]

    for key, label in (("title", "title"), ("authors", "authors"), ("year", "year")):
        if not getattr(entry, key):
            entry.warnings.append(ParseIssue(start, f"item has no {label}", field=key))
    return entry


def parse(text: str) -> ParseResult:
    """Read every item of a CSL-JSON text; never raises."""
    result = ParseResult(format=InputFormat.CSL_JSON)
    ledger = LineLedger(numbered_lines(text, line_feeds_only=True), "JSON structure")
    try:
        items = _read_items(text, result)
    except (RecursionError, ValueError) as error:  # absurdly nested or malformed input
        result.issues.append(ParseIssue(1, f"the CSL-JSON text could not be read: {error}"))
        items = []
    for item, first, last in items:
        start, end = _line_of(text, first), _line_of(text, max(first, last - 1))
        if item is None:
            ledger.mark_range(start, end, LineKind.IGNORED, "invalid JSON")
            continue
        if not isinstance(item, dict):
            result.issues.append(ParseIssue(start, "array element is not a CSL item object; ignored"))
            continue
        try:
            entry = _build_entry(item, text[first:last], start, end)
        except Exception as error:  # one odd item must not cost the rest of the paste
            result.issues.append(ParseIssue(start, f"CSL item could not be read: {error}"))
            continue
        result.entries.append(entry)
        result.issues.extend(entry.warnings)
        ledger.mark_range(start, end, LineKind.ENTRY)
    result.issues.sort(key=lambda issue: issue.line)
    return ledger.finish(result)
