"""BibTeX and biblatex files: exports from dblp, Zotero, BibDesk, Google Scholar and al-folio sites.

Accepts ``@type{key, field = value, ...}`` entries with ``{…}``, ``"…"`` or bare values,
``#`` concatenation, ``@string`` macros (defined anywhere in the file; a macro defined in
terms of itself is reported and left empty), ``@preamble`` and ``@comment`` blocks, ``%``
comment lines, any letter case of types and field names, LaTeX accents and escapes
(``S{\\'{e}}bastien``, ``f{\\"{u}}r``, ``\\&``, ``{\\#}``), case-protecting braces, dblp's
text-escaped math (``{\\textdollar}…{\\textdollar}`` becomes ``$…$``; ``\\(…\\)`` and ``$…$``
math is kept as written), ``and others``, editors (never authors), and the al-folio fields
``selected`` (highlight), ``abbr`` (venue acronym) and ``award``.

Splitting into blocks is bibtexparser's; values, names, venues and types are read here.
An entry whose braces do not balance is repaired field by field when that is safe (each
unclosed field closed at the end of its last line) and reported; otherwise it is reported
and skipped. Text between entries is reported with its line. ``parse`` never raises.

Cannot handle: ``crossref`` inheritance (the child keeps only its own fields), macros used
inside ``{…}`` values (BibTeX does not expand them either), ``@set`` and ``xdata`` blocks, and
LaTeX macros other than accents, escapes and text formatting (their argument text is kept).
"""

from __future__ import annotations

import logging
import re

import bibtexparser
from bibtexparser.middlewares import MonthIntMiddleware
from bibtexparser.middlewares.names import split_multiple_persons_names
from bibtexparser.model import (
    Block,
    DuplicateBlockKeyBlock,
    DuplicateFieldKeyBlock,
    Entry,
    ExplicitComment,
    Field,
    ImplicitComment,
    ParsingFailedBlock,
    Preamble,
    String,
)

from publications.vocabulary import BIBLATEX_PUBSTATES

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
from ..text import decode_latex
from ..venues import VenueKind, grouping_venue, lookup, split_venue

# biblatex writes a status as a key ("inpress"), which no phrase of a status reads.
_STATUS_OF_PUBSTATE_KEY = {key: status for status, key in BIBLATEX_PUBSTATES.items()}

# bibtexparser logs every malformed block as a warning; the same facts reach the caller as
# ParseIssues with line numbers, so its log output would only be noise.
logging.getLogger("bibtexparser").setLevel(logging.ERROR)

# bibtexparser's middlewares: a bare month ("month = jan") becomes its number. The rest of the
# reading is done here, each for the reason given where it is done.
_PARSE_STACK = (MonthIntMiddleware,)

# BibTeX's predefined @strings, usable in any value and in concatenations ("aug # {~3}"), which
# MonthIntMiddleware (a bare month field only) does not read.
_MONTH_MACROS = {
    "jan": "January",
    "feb": "February",
    "mar": "March",
    "apr": "April",
    "may": "May",
    "jun": "June",
    "jul": "July",
    "aug": "August",
    "sep": "September",
    "oct": "October",
    "nov": "November",
    "dec": "December",
}

_TYPES: dict[str, PublicationType] = {
    "article": PublicationType.JOURNAL,
    "inproceedings": PublicationType.CONFERENCE,
    "conference": PublicationType.CONFERENCE,
    "proceedings": PublicationType.BOOK,
    "book": PublicationType.BOOK,
    "mvbook": PublicationType.BOOK,
    "collection": PublicationType.BOOK,
    "booklet": PublicationType.BOOK,
    "incollection": PublicationType.CHAPTER,
    "inbook": PublicationType.CHAPTER,
    "bookinbook": PublicationType.CHAPTER,
    "phdthesis": PublicationType.THESIS,
    "mastersthesis": PublicationType.THESIS,
    "thesis": PublicationType.THESIS,
    "dataset": PublicationType.DATASET,
    "data": PublicationType.DATASET,
}
# al-folio and similar site generators keep their links in fields named after the link kind.
_LINK_FIELDS = (
    "url",
    "pdf",
    "code",
    "slides",
    "poster",
    "video",
    "website",
    "html",
    "supp",
    "blog",
    "project",
)

_WS_RE = re.compile(r"\s+")
_FIELD_LINE_RE = re.compile(r"^\s*[A-Za-z][\w:.+-]*\s*=")
_SWALLOWED_FIELD_RE = re.compile(r"\n\s*[A-Za-z][\w-]*\s*=\s*[{\"\d]")
_DATASET_RE = re.compile(r"\bdata\s*set\b|\bdataset\b", re.IGNORECASE)

# ---------------------------------------------------------------- LaTeX values
_TEXTDOLLAR = r"(?:\{\\textdollar\}|\\textdollar(?:\{\}|\s|(?![A-Za-z])))"
_ESCAPED_MATH_RE = re.compile(_TEXTDOLLAR + r"(.*?)" + _TEXTDOLLAR, re.DOTALL)
_MATH_DELIMITERS = (("$$", "$$"), ("\\(", "\\)"), ("\\[", "\\]"), ("$", "$"))
_CARET_RE = re.compile(r"\{\\\^\{\}\}|\\\^\{\}|\\textasciicircum(?:\{\})?")
_TILDE_RE = re.compile(r"\{\\~\{\}\}|\\~\{\}|\\textasciitilde(?:\{\})?")
_DOLLAR_MARK, _TILDE_MARK = "\x02", "\x03"


def _unescape_math(inner: str) -> str:
    """dblp writes math as text: ``{\\textbackslash}mathrm\\{AC\\}{\\^{}}0`` is ``\\mathrm{AC}^0``."""
    inner = re.sub(r"\{\\textbackslash\}|\\textbackslash(?:\{\}|\s?)", lambda _m: "\\", inner)
    inner = _CARET_RE.sub("^", inner)
    inner = re.sub(r"\{\\_\}|\\_", "_", inner)
    return inner.replace("\\{", "{").replace("\\}", "}")


# "\'e Co": TeX keeps the space after a one-character accent command; bracing the letter
# ("\'{e} Co") keeps it through the shared decoder too.
_BARE_ACCENT_RE = re.compile(r"(\\[`'^\"~=.])([A-Za-z])(?=\s)")


def _decode_text(segment: str) -> str:
    """Decode a non-math stretch; braces left unpaired by the math split go too."""
    decoded = decode_latex(_BARE_ACCENT_RE.sub(r"\1{\2}", segment))
    return decoded.replace("{", "").replace("}", "")


def _math_spans(value: str) -> list[tuple[int, int]]:
    """(start, end) of each math stretch, in one pass: an opener without a closer is text."""
    spans: list[tuple[int, int]] = []
    unclosed: set[str] = set()
    index = 0
    while index < len(value):
        for opener, closer in _MATH_DELIMITERS:
            if opener in unclosed or not value.startswith(opener, index):
                continue
            end = value.find(closer, index + len(opener) + 1)
            if end < 0:
                unclosed.add(opener)  # no closer further on: later openers of this kind are text too
                continue
            spans.append((index, end + len(closer)))
            index = end + len(closer)
            break
        else:
            index += 1
    return spans


def latex_to_text(value: str) -> str:
    """A field value as Unicode text: accents decoded, markup and protecting braces removed.

    Not bibtexparser's LatexDecodingMiddleware: it turns a bare "&" (in URLs) into a space and
    drops dblp's escaped carets ("AC{\\^{}}0" → "AC0"), and the parser's formats share one decoder.

    Math stays as written (``$…$``, ``\\(…\\)``); dblp's text-escaped math becomes ``$…$``.
    """
    if not value:
        return ""
    value = value.replace("\\$", _DOLLAR_MARK)
    value = _ESCAPED_MATH_RE.sub(lambda m: "$" + _unescape_math(m.group(1)) + "$", value)
    value = _CARET_RE.sub("^", value)
    value = _TILDE_RE.sub(_TILDE_MARK, value)
    parts: list[str] = []
    position = 0
    for start, end in _math_spans(value):
        parts.append(_decode_text(value[position:start]))
        parts.append(value[start:end])
        position = end
    parts.append(_decode_text(value[position:]))
    text = "".join(parts).replace(_DOLLAR_MARK, "$").replace(_TILDE_MARK, "~")
    return " ".join(text.split())  # line breaks inside a field are spaces


# ---------------------------------------------------------------- values and macros
class _Macros:
    """``@string`` definitions, resolved lazily so that use before definition works and loops stop.

    Not bibtexparser's ResolveStringReferencesMiddleware: it resolves a whole-value reference only
    (no ``#`` concatenation) and reports neither undefined nor self-referencing macros.
    """

    def __init__(self, issues: list[ParseIssue]) -> None:
        self._raw: dict[str, tuple[str, int]] = {}
        self._done: dict[str, str] = dict(_MONTH_MACROS)
        self._resolving: set[str] = set()
        self._issues = issues

    def define(self, name: str, raw_value: str, line: int) -> None:
        key = name.strip().lower()
        self._raw[key] = (raw_value, line)
        self._done.pop(key, None)

    def get(self, name: str, line: int) -> str | None:
        key = name.strip().lower()
        if key in self._done:
            return self._done[key]
        if key not in self._raw:
            return None
        raw_value, defined_at = self._raw[key]
        if key in self._resolving:
            self._issues.append(
                ParseIssue(defined_at, f"@string macro '{name}' is defined in terms of itself")
            )
            self._done[key] = ""
            return ""
        self._resolving.add(key)
        try:
            value = evaluate(raw_value, self, defined_at)
        finally:
            self._resolving.discard(key)
        self._done.setdefault(key, value)
        return self._done[key]

    def report_undefined(self, name: str, line: int) -> None:
        self._issues.append(ParseIssue(line, f"undefined @string macro '{name}' kept as written"))


def _split_concatenation(raw: str) -> list[str]:
    """``foo # " 2020" # {x}`` → its parts, splitting only on ``#`` outside braces and quotes."""
    parts: list[str] = []
    depth = 0
    quoted = False
    start = 0
    previous = ""
    for index, char in enumerate(raw):
        if char == "{" and previous != "\\":
            depth += 1
        elif char == "}" and previous != "\\" and depth:
            depth -= 1
        elif char == '"' and depth == 0 and previous != "\\":
            quoted = not quoted
        elif char == "#" and depth == 0 and not quoted:
            parts.append(raw[start:index])
            start = index + 1
        previous = char
    parts.append(raw[start:])
    return [part.strip() for part in parts]


def evaluate(raw: str, macros: _Macros, line: int) -> str:
    """The LaTeX text of a raw field value: enclosing braces/quotes removed, macros expanded."""
    pieces: list[str] = []
    for part in _split_concatenation(raw.strip()):
        if not part:
            continue
        if (part[0] == "{" and part[-1] == "}") or (part[0] == '"' and part[-1] == '"' and len(part) > 1):
            pieces.append(part[1:-1])
        elif part.isdigit():
            pieces.append(part)
        else:
            value = macros.get(part, line)
            if value is None:
                macros.report_undefined(part, line)
                value = part
            pieces.append(value)
    return "".join(pieces)


# ---------------------------------------------------------------- names
def _people(value: str) -> tuple[list[PersonName], bool]:
    """The names of an author or editor list (split by bibtexparser, "and" outside braces).

    Each name is read by the parser's shared name reader, not bibtexparser's SplitNameParts,
    which keeps LaTeX and markup (a group member's ``\\textbf{…}``) inside the name's parts.
    """
    people: list[PersonName] = []
    truncated = False
    for written in split_multiple_persons_names(value):
        name = _WS_RE.sub(" ", written).strip()
        if not name:
            continue
        if name.lower() in {"others", "et al.", "et al"}:
            truncated = True
            continue
        # BibTeX reads a comma-less name as "First von Last", never family-first.
        person = parse_name(name, inverted=None if "," in name else False)
        if person.display:
            people.append(person)
    return people, truncated


# ---------------------------------------------------------------- entries
def _field_map(entry: Entry, macros: _Macros) -> dict[str, tuple[str, int]]:
    """Lower-cased field name → (LaTeX value, 1-based line); the first non-empty value wins."""
    values: dict[str, tuple[str, int]] = {}
    for field in entry.fields:
        key = field.key.strip().lower()
        line = field.start_line + 1
        value = evaluate(str(field.value), macros, line)
        if key not in values or (not values[key][0].strip() and value.strip()):
            values[key] = (value, line)
    return values


def _publication_type(entry_type: str, fields: dict[str, str], venue: str | None) -> PublicationType:
    archive = " ".join(
        fields.get(k, "") for k in ("archiveprefix", "eprinttype", "eprint", "howpublished", "note")
    )
    journal = fields.get("journal", "") or fields.get("journaltitle", "")
    venue_info = lookup(journal) if journal else None
    is_preprint_venue = bool(
        (venue_info is not None and venue_info.kind is VenueKind.PREPRINT_SERVER)
        or PREPRINT_SERVER_RE.match(journal)
    )
    if entry_type in {
        "article",
        "online",
        "electronic",
        "www",
        "preprint",
        "unpublished",
        "misc",
        "techreport",
        "report",
    }:
        if is_preprint_venue or entry_type == "preprint":
            return PublicationType.PREPRINT
        if entry_type == "article":
            return PublicationType.JOURNAL
        if re.search(r"arxiv|biorxiv|medrxiv", archive + " " + (venue or ""), re.IGNORECASE):
            return PublicationType.PREPRINT
        if _DATASET_RE.search(fields.get("howpublished", "") + " " + fields.get("type", "")):
            return PublicationType.DATASET
        return PublicationType.OTHER
    return _TYPES.get(entry_type, PublicationType.OTHER)


def _venue_text(entry_type: str, fields: dict[str, str]) -> tuple[str, bool]:
    """The field that names where the entry appeared, and whether it is a booktitle."""
    for key in ("journal", "journaltitle"):
        if fields.get(key):
            return fields[key], False
    if fields.get("booktitle"):
        return fields["booktitle"], True
    if entry_type in {"phdthesis", "mastersthesis", "thesis"}:
        return fields.get("school") or fields.get("institution", ""), False
    if entry_type in {"techreport", "report"}:
        return fields.get("institution", ""), False
    if entry_type in {"book", "proceedings", "collection", "mvbook"}:
        return fields.get("series", ""), False
    if fields.get("eprint") and re.search(
        r"arxiv", fields.get("archiveprefix", "") + fields.get("eprinttype", ""), re.I
    ):
        return "arXiv", False
    howpublished = fields.get("howpublished", "")
    return ("" if howpublished.lower().startswith(("\\url", "http")) else howpublished), False


def _flag(value: str) -> bool:
    return value.strip().lower() in {"true", "yes", "1", "y"}


def _build_entry(entry: Entry, raw: str, start: int, end: int, macros: _Macros) -> ParsedEntry:
    values = _field_map(entry, macros)
    latex = {key: value for key, (value, _line) in values.items()}
    text = {key: latex_to_text(value) for key, value in latex.items()}
    entry_type = entry.entry_type.strip().lower()
    parsed = ParsedEntry(raw=raw, line_start=start, line_end=end, bibtex_key=entry.key or None)

    title = text.get("title", "")
    if title.endswith(".") and not title.endswith("..."):
        title = title[:-1].rstrip()
    parsed.title = title

    people, truncated = _people(latex.get("author", ""))
    parsed.author_names = people
    parsed.authors = [person.display for person in people]
    parsed.authors_truncated = truncated
    editors, _ = _people(latex.get("editor", "") or latex.get("editors", ""))
    parsed.editors = [person.display for person in editors]

    year_text = text.get("year", "")
    date_text = text.get("date", "")
    parsed.year = parse_year(year_text) or parse_year(date_text)
    month_text = text.get("month", "")
    parsed.month = parse_month(month_text) if month_text else None
    if parsed.month is None and re.match(r"^\d{4}-\d{2}", date_text):
        parsed.month = parse_month(date_text[5:7])
    parsed.status = (
        _STATUS_OF_PUBSTATE_KEY.get(text.get("pubstate", "").strip().lower())
        or find_status(" ".join(text.get(k, "") for k in ("year", "pubstate", "note")))
        or Status.PUBLISHED
    )

    venue_source, is_booktitle = _venue_text(entry_type, text)
    venue, acronym = split_venue(venue_source, booktitle=is_booktitle)
    if text.get("abbr"):
        acronym = text["abbr"]
    parsed.venue = venue
    parsed.venue_acronym = acronym
    parsed.type = unless_editorial(_publication_type(entry_type, text, venue), title)
    parsed.venue_canonical = grouping_venue(venue, acronym, periodical=parsed.type in PERIODICAL_TYPES)

    # Numbers are kept as written ("28:1--28:19"), so they skip the LaTeX decoding.
    pages = _WS_RE.sub("", latex.get("pages", "").replace("{", "").replace("}", ""))
    parsed.pages, parsed.article_number = split_pages(pages)
    for key in ("eid", "articleno", "article-number", "articlenumber"):
        if text.get(key) and not parsed.article_number:
            parsed.article_number = text[key]
    volume = text.get("volume") or None
    if parsed.type is PublicationType.PREPRINT and volume and not volume.isdigit():
        # dblp stores the arXiv id ("abs/2302.06984") or the ECCC report ("TR23-191") as the volume.
        parsed.article_number = parsed.article_number or volume
        volume = None
    parsed.volume = volume
    parsed.number = text.get("number") or text.get("issue") or None
    parsed.publisher = text.get("publisher") or None

    parsed.doi = normalize_doi(text.get("doi"))
    parsed.pmid = normalize_pmid(text.get("pmid"))
    urls = [text[key] for key in _LINK_FIELDS if text.get(key)]
    if parsed.doi is None:
        parsed.doi = next((normalize_doi(url) for url in urls if "doi.org/" in url.lower()), None)
    eprint = text.get("eprint", "")
    archive = (text.get("archiveprefix", "") + text.get("eprinttype", "")).lower()
    parsed.arxiv_id = (
        (
            eprint
            if eprint and (not archive or "arxiv" in archive) and re.match(r"^[\w.-]+/?\d", eprint)
            else None
        )
        or (text["arxiv"] if text.get("arxiv") else None)
        or (
            find_arxiv_id(f"{venue or ''} {volume or ''} {parsed.article_number or ''}")
            if parsed.type is PublicationType.PREPRINT
            else None
        )
        or next((find_arxiv_id(url) for url in urls if find_arxiv_id(url)), None)
    )
    for key in _LINK_FIELDS:
        url = text.get(key, "")
        url = re.sub(r"^\\url|^url", "", url).strip()
        if url:
            kind = (
                key if key in {"pdf", "code", "slides", "poster", "video", "project"} else link_kind("", url)
            )
            parsed.links.append(Link(kind=kind, url=url))
    if parsed.arxiv_id and not any(link.kind == "arxiv" for link in parsed.links):
        parsed.links.append(Link(kind="arxiv", url=f"https://arxiv.org/abs/{parsed.arxiv_id}"))

    parsed.abstract = text.get("abstract") or None
    keywords = text.get("keywords", "")
    parsed.keywords = [k.strip() for k in re.split(r"[;,]", keywords) if k.strip()]
    parsed.highlight = _flag(text.get("selected", ""))
    parsed.award = text.get("award") or text.get("award_name") or None

    for key, label in (("title", "title"), ("author", "authors"), ("year", "year")):
        if not text.get(key) and not (key == "year" and parsed.year):
            message = f"entry '{entry.key}' has no {label}"
            if key == "year" and parsed.status is not Status.PUBLISHED:
                continue
            parsed.warnings.append(ParseIssue(start, message, field=key))
    if year_text and parsed.year is None and parsed.status is Status.PUBLISHED:
        parsed.warnings.append(
            ParseIssue(values["year"][1], f"year '{year_text}' is not a year", field="year")
        )
    return parsed


# ---------------------------------------------------------------- repair of unbalanced entries
def _depth_change(text: str) -> int:
    depth = 0
    previous = ""
    for char in text:
        if char == "{" and previous != "\\":
            depth += 1
        elif char == "}" and previous != "\\":
            depth -= 1
        previous = char
    return depth


def _repair(raw: str) -> tuple[str, list[int]] | None:
    """Close each field whose braces stay open at the end of its last line.

    Returns the repaired text (same lines, so line numbers hold) and the 0-based lines
    changed, or None when the block cannot be mended that way.
    """
    lines = raw.rstrip().split("\n")
    if not lines or not lines[0].lstrip().startswith("@"):
        return None
    header = lines[0]
    opening = header.find("{")
    if opening < 0:
        return None
    # Split into segments: the header, then one segment per field, each starting at a "name =" line.
    starts = [0] + [i for i in range(1, len(lines)) if _FIELD_LINE_RE.match(lines[i])]
    if len(starts) == 1 and _FIELD_LINE_RE.search(header[opening + 1 :]) is None:
        return None
    changed: list[int] = []
    for number, first in enumerate(starts):
        last = (starts[number + 1] if number + 1 < len(starts) else len(lines)) - 1
        segment_lines = lines[first : last + 1]
        body = "\n".join(segment_lines)
        if number == 0:
            body = body[opening + 1 :]
        is_final = number == len(starts) - 1
        depth = _depth_change(body)
        if is_final:
            depth += 1  # the entry's own closing brace belongs to the final segment
        if depth <= 0:
            continue
        stripped = lines[last].rstrip()
        comma = stripped.endswith(",")
        if comma:
            stripped = stripped[:-1]
        lines[last] = stripped + "}" * depth + ("," if comma else "")
        changed.append(last)
    if not changed:
        return None
    return "\n".join(lines), changed


def _salvage(block: ParsingFailedBlock) -> tuple[Entry, str, list[int]] | None:
    """The entry of a block that failed on unbalanced braces, read after :func:`_repair`."""
    raw = block.raw.rstrip()
    repaired = _repair(raw)
    if repaired is None:
        return None
    text, changed = repaired
    try:
        library = bibtexparser.parse_string(text, parse_stack=[middleware() for middleware in _PARSE_STACK])
    except Exception:  # bibtexparser's own invariant errors: the block stays unparsed
        return None
    entries = [b for b in library.blocks if isinstance(b, Entry)]
    if len(entries) != 1 or library.failed_blocks:
        return None
    entry = entries[0]
    if any(_SWALLOWED_FIELD_RE.search(str(field.value)) for field in entry.fields):
        return None
    shifted = Entry(
        start_line=block.start_line,
        raw=raw,
        entry_type=entry.entry_type,
        key=entry.key,
        fields=[
            Field(key=f.key, value=f.value, start_line=f.start_line + block.start_line) for f in entry.fields
        ],
    )
    return shifted, raw, [block.start_line + 1 + line for line in changed]


# ---------------------------------------------------------------- the parser
def _span(block: Block) -> tuple[int, int, str]:
    raw = (block.raw or "").strip("\n")
    leading = len(block.raw or "") - len((block.raw or "").lstrip("\n"))
    start = block.start_line + 1 + leading
    return start, start + raw.rstrip().count("\n"), raw.rstrip()


def _read_block(
    block: Block,
    start: int,
    end: int,
    raw: str,
    macros: _Macros,
    source_lines: list[str],
    ledger: LineLedger,
    result: ParseResult,
) -> None:
    """Turn one block into an entry, an ignored span or an issue, accounting for its lines."""
    if isinstance(block, String):
        ledger.mark_range(start, end, LineKind.IGNORED, "@string definition")
    elif isinstance(block, Preamble):
        ledger.mark_range(start, end, LineKind.IGNORED, "@preamble")
    elif isinstance(block, ExplicitComment):
        ledger.mark_range(start, end, LineKind.IGNORED, "@comment")
    elif isinstance(block, ImplicitComment):
        for number in range(start, end + 1):
            line = source_lines[number - 1].strip() if number - 1 < len(source_lines) else ""
            if not line:
                continue
            if line.startswith("%"):
                ledger.mark(number, LineKind.IGNORED, "comment")
            else:
                ledger.mark(number, LineKind.IGNORED, "text outside any entry")
                result.issues.append(ParseIssue(number, "text outside any BibTeX entry ignored"))
    elif isinstance(block, Entry):
        entry = _build_entry(block, raw, start, end, macros)
        result.entries.append(entry)
        ledger.mark_range(start, end, LineKind.ENTRY)
    elif isinstance(block, DuplicateFieldKeyBlock):
        inner = block.ignore_error_block
        entry = _build_entry(inner, raw, start, end, macros)
        names = ", ".join(sorted(getattr(block, "duplicate_keys", []) or []))
        issue = ParseIssue(start, f"entry '{inner.key}' repeats field(s) {names}; the first value is used")
        entry.warnings.append(issue)
        result.issues.append(issue)
        result.entries.append(entry)
        ledger.mark_range(start, end, LineKind.ENTRY)
    elif isinstance(block, DuplicateBlockKeyBlock) and isinstance(block.ignore_error_block, String):
        ledger.mark_range(start, end, LineKind.IGNORED, "@string definition")
    elif isinstance(block, DuplicateBlockKeyBlock) and isinstance(block.ignore_error_block, Entry):
        inner = block.ignore_error_block
        entry = _build_entry(inner, raw, start, end, macros)
        issue = ParseIssue(start, f"entry key '{inner.key}' is used by an earlier entry too")
        entry.warnings.append(issue)
        result.entries.append(entry)
        ledger.mark_range(start, end, LineKind.ENTRY)
    elif isinstance(block, ParsingFailedBlock):
        salvaged = _salvage(block)
        reason = getattr(block.error, "abort_reason", "") or str(block.error)
        if salvaged is not None:
            inner, raw_text, closed = salvaged
            entry = _build_entry(inner, raw_text, start, end, macros)
            where = ", ".join(str(number) for number in closed)
            issue = ParseIssue(
                closed[0], f"entry '{inner.key}' has unbalanced braces: closed at the end of line(s) {where}"
            )
            entry.warnings.append(issue)
            entry.confidence = 0.6
            result.issues.append(issue)
            result.entries.append(entry)
            ledger.mark_range(start, end, LineKind.ENTRY)
        else:
            result.issues.append(
                ParseIssue(
                    start, f"BibTeX block starting here could not be read (lines {start}-{end}): {reason}"
                )
            )
            ledger.mark_range(start, end, LineKind.IGNORED, "unreadable BibTeX block")


def parse(text: str) -> ParseResult:
    """Read every entry of a BibTeX/biblatex text; never raises."""
    result = ParseResult(format=InputFormat.BIBTEX)
    source_lines = text.split("\n")
    ledger = LineLedger(numbered_lines(text, line_feeds_only=True), "outside any entry")
    try:
        library = bibtexparser.parse_string(text, parse_stack=[middleware() for middleware in _PARSE_STACK])
    except Exception as error:  # an internal parser failure must not lose the whole paste
        result.issues.append(ParseIssue(1, f"the BibTeX text could not be read: {error}"))
        return ledger.finish(result)

    macros = _Macros(result.issues)
    for block in library.blocks:
        if isinstance(block, DuplicateBlockKeyBlock) and isinstance(block.ignore_error_block, String):
            block = block.ignore_error_block  # a redefined macro: the later definition wins
        if isinstance(block, String):
            macros.define(block.key, str(block.value), block.start_line + 1)

    for block in library.blocks:
        start, end, raw = _span(block)
        try:
            _read_block(block, start, end, raw, macros, source_lines, ledger, result)
        except Exception as error:  # one odd block must not cost the rest of the paste
            result.issues.append(ParseIssue(start, f"BibTeX block could not be read: {error}"))
            ledger.mark_range(start, end, LineKind.IGNORED, "unreadable BibTeX block")
    for entry in result.entries:
        result.issues.extend(issue for issue in entry.warnings if issue not in result.issues)
    result.issues.sort(key=lambda issue: issue.line)
    return ledger.finish(result)
