"""Web of Science plain-text exports ("FN Clarivate Analytics Web of Science" … "PT J" … "ER" … "EF").

Accepts records of two-letter tags, each value after one space, continuation lines indented by
three spaces (one author a line under ``AU``/``AF``), ``ER`` closing each record and ``EF`` the
file. ``as_ris`` writes the export as RIS line for line, so that the RIS reader reads it and its
line numbers stay those of the export: PT (J, B, S, C) gives the type, AF (full names; AU where
there is no AF) the authors, BE the editors, TI the title, SO the venue, SE the series, PY the
year, VL, IS, BP/EP (AR: an article number), DI the DOI, PU the publisher, AB the abstract. The
other tags (addresses, cited references, counts, identifiers) are kept out of the entry.

Cannot handle: a record's date beyond its year (PD), and source titles in capitals are kept in
capitals as the export writes them.
"""

from __future__ import annotations

import re

_FILE_HEADER_RE = re.compile(r"^(?:FN|VR)[ \t]+\S|^EF[ \t]*$")
_RECORD_START_RE = re.compile(r"^PT[ \t]+[A-Z][ \t]*$", re.MULTILINE)
_RECORD_END_RE = re.compile(r"^ER[ \t]*$", re.MULTILINE)
_TAG_LINE_RE = re.compile(r"^([A-Z][A-Z0-9])(?:[ \t](.*))?$")

# Web of Science tag → RIS tag. Tags both use with other meanings (CT, CY, SP, ID, DA, C1) are
# listed as kept out ("ZZ"), as is every tag not named here.
_TAGS = {
    "TI": "TI",
    "SO": "T2",
    "SE": "T3",
    "BE": "ED",
    "PY": "PY",
    "VL": "VL",
    "IS": "IS",
    "BP": "SP",
    "EP": "EP",
    "DI": "DO",
    "PU": "PB",
    "AB": "AB",
}
_TYPES = {"J": "JOUR", "B": "BOOK", "S": "CHAP", "C": "CONF"}
# Tags whose continuation lines are values of their own (one name a line), not wrapped text.
_LIST_TAGS = frozenset({"AU", "AF", "BE"})


def looks_like(text: str) -> bool:
    """Has the text a Web of Science record: a "PT" line and an "ER" line closing it?"""
    start = _RECORD_START_RE.search(text)
    return start is not None and _RECORD_END_RE.search(text, start.end()) is not None


def _records(lines: list[str]) -> list[tuple[int, int]]:
    """(first, last) line index of each record, "PT" to "ER"."""
    spans: list[tuple[int, int]] = []
    start: int | None = None
    for index, line in enumerate(lines):
        if _RECORD_START_RE.match(line):
            if start is not None:
                spans.append((start, index - 1))
            start = index
        elif start is not None and _RECORD_END_RE.match(line):
            spans.append((start, index))
            start = None
    if start is not None:
        spans.append((start, len(lines) - 1))
    return spans


def _record_as_ris(lines: list[str]) -> list[str]:
    tags = {match.group(1) for line in lines if (match := _TAG_LINE_RE.match(line))}
    # Full names where the export gives them; the short ones ("Haddad, N") only without them.
    author_tag = "AF" if "AF" in tags else "AU"
    out: list[str] = []
    current = "ZZ"
    article_number = "BP" not in tags
    for line in lines:
        match = _TAG_LINE_RE.match(line)
        if match is None:
            value = line.strip()
            if current in _LIST_TAGS:
                out.append(f"{_ris_tag(current, author_tag, article_number)}  - {value}")
            else:
                out.append(f"   {value}" if value else "")
            continue
        current, value = match.group(1), (match.group(2) or "").strip()
        if current == "PT":
            out.append(f"TY  - {_TYPES.get(value, 'GEN')}")
        elif current == "ER":
            out.append("ER  - ")
        else:
            out.append(f"{_ris_tag(current, author_tag, article_number)}  - {value}")
    return out


def _ris_tag(tag: str, author_tag: str, article_number: bool) -> str:
    if tag == author_tag:
        return "AU"
    if tag == "AR" and article_number:
        return "SP"
    return _TAGS.get(tag, "ZZ")


def as_ris(text: str) -> tuple[str, set[int]]:
    """The export written as RIS, one line for each of its lines, and the numbers (1-based) of
    the file's own header lines ("FN …", "VR …", "EF"), which are left blank."""
    lines = text.split("\n")
    out = list(lines)
    header: set[int] = set()
    spans = _records(lines)
    inside = {index for first, last in spans for index in range(first, last + 1)}
    for index, line in enumerate(lines):
        if index not in inside and _FILE_HEADER_RE.match(line):
            out[index] = ""
            header.add(index + 1)
    for first, last in spans:
        out[first : last + 1] = _record_as_ris(lines[first : last + 1])
    return "\n".join(out), header
