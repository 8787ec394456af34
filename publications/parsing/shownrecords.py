"""BibTeX records a publication page shows under its entries.

Website themes for publication lists (al-folio's "Bib" button, WordPress's Papercite "[Bibtex]",
teachPress's "BibTeX") show each entry's BibTeX record on the page when the button is opened,
and a browser copy of the page then holds records among the entries they repeat. Such a paste
is a list in free text, not a BibTeX file: its lines outside the records name more years
than there are records (each entry's own line, and the page's year headings). A record's lines
(``@article{key,`` to the line that closes its braces) are the entry's own text again and are
left out of the free-text reading.
"""

from __future__ import annotations

import re

SHOWN_RECORD_REASON = "a BibTeX record the page shows under its entry"

_RECORD_OPENING_RE = re.compile(r"^\s*@[A-Za-z]+\s*\{\s*[^\s,{}=]*\s*,")
_YEAR_RE = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
# "\{" and "\}" are a brace written in a field's text, no brace of the record's structure.
_ESCAPED_BRACE_RE = re.compile(r"\\[{}]")
# "  year = {2021},": a record's field line, in a record this reader did not see closed; no entry of a page.
_FIELD_LINE_RE = re.compile(r"^\s*[A-Za-z][\w-]*\s*=\s*[{\"\d]")
# A record is closed within this many lines, or it is not a record the page shows.
_RECORD_LINES_AT_MOST = 40


def shown_record_lines(texts: list[str]) -> set[int]:
    """The indices of the lines of ``texts`` that are BibTeX records, from each ``@type{key,``
    line to the line that balances its braces (a record left unclosed is not one)."""
    found: set[int] = set()
    index = 0
    while index < len(texts):
        if not _RECORD_OPENING_RE.match(texts[index]):
            index += 1
            continue
        depth = 0
        for end in range(index, min(len(texts), index + _RECORD_LINES_AT_MOST)):
            braces = _ESCAPED_BRACE_RE.sub("", texts[end])
            depth += braces.count("{") - braces.count("}")
            if depth <= 0:
                found.update(range(index, end + 1))
                index = end
                break
        index += 1
    return found


def is_page_with_records(text: str) -> bool:
    """Is ``text`` a list in free text that shows BibTeX records under its entries, rather than a
    BibTeX file? Its lines outside the records name a year at least as often as there are
    records, and at least twice."""
    texts = text.split("\n")
    inside = shown_record_lines(texts)
    records = sum(1 for index in inside if _RECORD_OPENING_RE.match(texts[index]))
    if not records:
        return False
    dated = sum(
        1
        for index, line in enumerate(texts)
        if index not in inside and _YEAR_RE.search(line) and not _FIELD_LINE_RE.match(line)
    )
    return dated >= max(2, records)
