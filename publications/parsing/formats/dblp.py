"""dblp person pages copied from a browser.

Accepts the page text: owner name, "Person information", decade ("2020 – today") and
year headings, item keys ("[j12]", "[c14]", "[i9]", "[b1]") on their own line or in
front of the item, an authors line ending in ":", then "Title. Venue vol(no): pages
(year)" / "Title. VENUE year: pages" / "Title. CoRR abs/2401.01234 (2024)". The key
letter gives the type (j journal, c conference, i informal → preprint, b book, e edited
book, r reference work/chapter, d data).

Cannot handle: titles that contain ". " followed by a capitalised word (the venue is
then taken to start there); items without the authors line.
"""

from __future__ import annotations

import re

from ..classify import finish_entry
from ..lines import Line, LineLedger, ignore_reason, is_link_labels, numbered_lines
from ..names import split_authors
from ..records import InputFormat, LineKind, ParsedEntry, ParseIssue, ParseResult, PublicationType
from ..reference import _title_end, apply_tail
from ..sections import Section, apply_heading, heading_text
from ..tail import parse_tail
from ..text import clean_title, collapse_spaces

_KEY_RE = re.compile(r"^\s*\[([a-z]{1,2})(\d{1,4})\]\s*")
_KEY_TYPES = {
    "j": PublicationType.JOURNAL,
    "c": PublicationType.CONFERENCE,
    "i": PublicationType.PREPRINT,
    "b": PublicationType.BOOK,
    "e": PublicationType.BOOK,
    "r": PublicationType.CHAPTER,
    "d": PublicationType.DATASET,
    "p": PublicationType.OTHER,
}
_INFORMAL_NON_PREPRINT_RE = re.compile(r"\b(?:ERCIM\s+News|Dagstuhl\s+Reports?|Bull\.|Newsletter)\b")


def parse(text: str) -> ParseResult:
    result = ParseResult(format=InputFormat.DBLP)
    all_lines = numbered_lines(text)
    ledger = LineLedger(all_lines)
    lines = [line for line in all_lines if line.text.strip()]
    section = Section()
    index = 0
    while index < len(lines):
        line = lines[index]
        stripped = line.text.strip()
        key = _KEY_RE.match(stripped)
        if key:
            index = _read_item(lines, index, key, section, ledger, result)
            continue
        reason = ignore_reason(stripped)
        if reason:
            ledger.mark(line.number, LineKind.IGNORED, reason)
        elif heading_text(stripped) and len(stripped) <= 80:
            section = apply_heading(section, heading_text(stripped))
            ledger.mark(line.number, LineKind.HEADING)
        else:
            ledger.mark(line.number, LineKind.IGNORED, "text outside any item")
        index += 1
    return ledger.finish(result)


def _read_item(
    lines: list[Line],
    index: int,
    key: re.Match[str],
    section: Section,
    ledger: LineLedger,
    result: ParseResult,
) -> int:
    start = lines[index]
    parts: list[str] = []
    rest = start.text.strip()[key.end() :]
    if rest:
        parts.append(rest)
    end = index + 1
    # The item runs until the next key or heading-like line; authors end with ":".
    while end < len(lines):
        text = lines[end].text.strip()
        if _KEY_RE.match(text) or _is_heading(text):
            break
        if is_link_labels(text):
            end += 1
            continue
        parts.append(text)
        end += 1
        if len(parts) >= 2 and ":" in parts[0]:
            break
    body = collapse_spaces(" ".join(parts))
    try:
        entry = _read_body(body)
    except Exception as exc:  # one bad item never stops the rest
        result.issues.append(ParseIssue(line=start.number, message=f"could not read this item: {exc!r}"))
        ledger.mark_range(start.number, lines[end - 1].number, LineKind.IGNORED, "unreadable item")
        return end
    entry.raw = "\n".join(lines[i].text for i in range(index, end))
    entry.line_start, entry.line_end = start.number, lines[end - 1].number
    kind = _KEY_TYPES.get(key.group(1)[0], PublicationType.OTHER)
    if kind == PublicationType.PREPRINT and entry.venue and _INFORMAL_NON_PREPRINT_RE.search(entry.venue):
        kind = PublicationType.OTHER
    finish_entry(entry, section, kind)
    if kind == PublicationType.BOOK and entry.venue_canonical == entry.venue:
        entry.venue_canonical = None
    result.entries.append(entry)
    ledger.mark_range(start.number, lines[end - 1].number, LineKind.ENTRY)
    return end


def _is_heading(text: str) -> bool:
    return bool(re.match(r"^(?:19|20)\d\d(?:\s*[–-]\s*(?:today|(?:19|20)\d\d))?$", text))


def _read_body(body: str) -> ParsedEntry:
    entry = ParsedEntry()
    colon = re.search(r":\s", body)
    if colon is None:
        colon = re.search(r":$", body)
    authors = body[: colon.start()] if colon else ""
    rest = body[colon.end() :] if colon else body
    names, truncated = split_authors(authors)
    entry.author_names = names
    entry.authors = [n.display for n in names]
    entry.authors_truncated = truncated
    title_end = _title_end(rest, 0)
    entry.title = clean_title(rest[:title_end])
    tail_text = rest[title_end:]
    tail = parse_tail(tail_text)
    apply_tail(entry, tail)
    corr = re.search(r"\b(abs/\d{4}\.\d{4,5})", tail_text)
    if corr:
        entry.article_number = corr.group(1)
    # dblp writes "ACL (1) 2024": the parenthesised number is the proceedings volume.
    volume = re.match(r"^\s*([A-Za-z][\w-]*)\s+\((\d{1,2})\)\s", tail_text)
    if volume:
        entry.venue = volume.group(1)
        entry.venue_acronym = volume.group(1)
        entry.volume = volume.group(2)
    return entry
