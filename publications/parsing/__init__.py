"""Publication-list parsing: text in, ``ParseResult`` out. Pure Python, no Django.

``parse(text, format=None)`` detects the format (BibTeX, RIS and Web of Science exports,
CSL-JSON, LaTeX CV source, dblp, Google Scholar and ORCID copies, author-database pages and
literature search results, free-text citation lists) unless
one is given, runs that format's module and never raises: a failure becomes a
``ParseIssue`` with a line number, and every non-blank line is accounted for. Where the sniff
picked a page copy's reader (author-database, dblp, Scholar, ORCID) and its reading is doubtful, the
paste is read as free text too and the sounder reading kept (``soundness``); the result's
``format`` names the reader kept. A format the caller names is read by its reader alone.

The stages of a paste, and where each lives:

1. formats (``formats/``): detection here, one reader per format (``REGISTRY``): structured
   formats are read by their own grammar; free text goes to ``formats/citations``;
2. segmentation (``segmentation/``): a trained line labeller decides which lines start an
   entry, continue one, are headings or noise; ``formats/citations`` combines it with the rules for
   list markers, numbering and headings (``lines``, ``sections``), a line broken inside a list of
   names (``segmentation/wrapping``), a card's award and abstract lines (``cards``) and the look
   of a list's lines as a whole (``segmentation/shapes``: lines alike are entries each, cards
   alternate, undated items and cards, lists of titles alone, lines unlike the list's are left
   out), cards that each close on the same label lines (``segmentation/closers``), cards a
   browser copied with a blank line between their fields (``segmentation/innertext``); a table's
   header row names its columns (``rows.column_roles``); what website themes add to a page: the
   BibTeX records it shows under its entries (``shownrecords``), cards that close on the citation
   they recommend (``citedcards``), a kind's badge closing each title line and the kinds portals
   print for their records (``kindbadges``), the search box and filters above a list
   (``pagefilters``), the venue's badge over each card (``venuebadges``); what database and
   publisher pages repeat on each card: access badges, buttons and counters (``cardfurniture``,
   for the page readers of ``formats/authordb`` too);
3. labelling: the rule reader (``reference`` + ``tail``; ``titlefirst`` for items naming their
   authors by family name after the title, ``cjk`` for Chinese, Japanese and Korean references)
   reads the fields of one entry from its lines, and the trained token labeller (``labelling/``)
   mends or replaces that reading where the rules are unsure; then a list's readings are weighed
   together: rows in an order no rule reads are read by their pieces (``rows``), an item left
   out but written line for line as the list's entries are is kept, a dated sentence unlike them
   is left out, and an entry read unlike the rest of its list is read again in the list's shape
   (``consistency``), all judged by one notion of a sound reading (``soundness``);
4. normalisation: names (``names``; the marks a paste's legend defines, ``marklegend``), dates,
   pages, DOIs and awards (``fields``), venues (``venues``, ``venues.json``), places and publishers
   of books (``places``), types and statuses (``classify``), text clean-up (``text``);
5. models (``models/``): the committed model files; training (``training/``): the committed
   data and deterministic trainers, ``python -m publications.parsing.train``.

``allocations`` sets the garbage collector's pace while a paste is read.
"""

from __future__ import annotations

import importlib
import json
import re
from types import ModuleType

from .allocations import rare_collections
from .linecaches import empty_grown_line_caches
from .records import InputFormat, LineAccount, LineKind, ParsedEntry, ParseIssue, ParseResult
from .shownrecords import is_page_with_records
from .soundness import is_doubtful, is_sounder, leaves_citations_unread
from .text import (
    holds_any,
    with_soft_hyphens_read,
    without_footnote_backlinks,
    without_line_end_breaks,
    without_zero_width_spaces,
)

__all__ = ["REGISTRY", "InputFormat", "ParseResult", "ParsedEntry", "detect_format", "parse"]

# One module per format, each exposing ``parse(text) -> ParseResult``. Modules are imported
# on first use so that one missing or broken module does not take the others down.
REGISTRY: dict[InputFormat, str] = {
    InputFormat.BIBTEX: "formats.bibtex",
    InputFormat.RIS: "formats.ris",
    InputFormat.CSL_JSON: "formats.csljson",
    InputFormat.LATEX: "formats.latex",
    InputFormat.DBLP: "formats.dblp",
    InputFormat.SCHOLAR: "formats.scholar",
    InputFormat.ORCID: "formats.orcid",
    InputFormat.AUTHOR_DB: "formats.authordb",
    InputFormat.CITATIONS: "formats.citations",
}

_BIBTEX_RE = re.compile(r"^\s*@[A-Za-z]+\s*[{(]", re.MULTILINE)
_RIS_RE = re.compile(r"^TY  - ", re.MULTILINE)
_CSL_KEYS = frozenset({"title", "author", "issued", "container-title", "DOI", "type", "id"})
_LATEX_RE = re.compile(r"\\(?:item|begin\{|section|subsection|textbf\{|emph\{|cvitem|bibitem)")
# Lines opening with a macro and its argument (``\entry*[2019]{…}``, ``\pub{…}``): a CV's LaTeX source.
_LATEX_MACRO_LINE_RE = re.compile(r"^[ \t]*\\[A-Za-z]+\*?[ \t]*(?:\[[^\]\n]{0,80}\][ \t]*)?\{", re.MULTILINE)
_DBLP_KEY_RE = re.compile(r"^\s*\[(?:[a-z]{1,2}\d{1,4})\]\s*$", re.MULTILINE)
_LINE_BREAK_RE = re.compile("\r\n|[\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
# The characters it needs, each asked of the text first (most pastes break lines with "\n" alone,
# and a loop of substring tests is faster than the pattern over a whole paste).
_OTHER_LINE_BREAKS = ("\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")
_SCHOLAR_STACKED_HEADER_RE = re.compile(
    r"^TITLE[ \t]*\n[ \t]*CITED BY[ \t]*\n[ \t]*YEAR[ \t]*$", re.MULTILINE
)
# Page copies told by a few lines of their layout (an author-database page's blocks, a dblp key,
# a Scholar row): a free-text list can hold such lines, so a doubtful reading by one of these
# readers is weighed against the free-text reading. The other formats' syntax is unambiguous.
_SNIFFED_LAYOUTS = frozenset(
    {InputFormat.AUTHOR_DB, InputFormat.DBLP, InputFormat.SCHOLAR, InputFormat.ORCID}
)
_SCHOLAR_ROW_RE = re.compile(r"\t\d*\t(?:19|20)\d\d\s*$|^TITLE\s+CITED BY\s+YEAR\s*$", re.MULTILINE)


def _module(fmt: InputFormat) -> ModuleType:
    return importlib.import_module(f"{__name__}.{REGISTRY[fmt]}")


def _is_csl_json(text: str) -> bool:
    stripped = text.strip()
    if not stripped or stripped[0] not in "[{":
        return False
    try:
        data = json.loads(stripped)
    except (ValueError, RecursionError):
        return False
    items = data if isinstance(data, list) else data.get("items", [data]) if isinstance(data, dict) else []
    return any(isinstance(item, dict) and len(_CSL_KEYS & item.keys()) >= 2 for item in items[:20])


def detect_format(text: str) -> InputFormat:
    """The most likely format of a pasted text (free-text citations when nothing else fits)."""
    sample = text[:200_000]
    if _is_csl_json(text):
        return InputFormat.CSL_JSON
    if (
        len(_BIBTEX_RE.findall(sample)) >= 1
        and re.search(r"@[A-Za-z]+\s*[{(][^,\n]*,", sample)
        and not is_page_with_records(sample)
    ):
        return InputFormat.BIBTEX
    if len(_RIS_RE.findall(sample)) >= 1 and re.search(r"^ER  -", sample, re.MULTILINE):
        return InputFormat.RIS
    if _module(InputFormat.RIS).wos.looks_like(sample):
        return InputFormat.RIS  # a Web of Science export, which the RIS reader reads as RIS
    if len(_LATEX_RE.findall(sample)) >= 3 or len(_LATEX_MACRO_LINE_RE.findall(sample)) >= 2:
        return InputFormat.LATEX
    if len(_DBLP_KEY_RE.findall(sample)) >= 2:
        return InputFormat.DBLP
    if len(_SCHOLAR_ROW_RE.findall(sample)) >= 2 or _SCHOLAR_STACKED_HEADER_RE.search(sample):
        return InputFormat.SCHOLAR
    if _module(InputFormat.SCHOLAR).is_result_list(sample):
        return InputFormat.SCHOLAR
    if _module(InputFormat.ORCID).looks_like(sample):
        return InputFormat.ORCID
    try:
        authordb = _module(InputFormat.AUTHOR_DB)
        if authordb.looks_like(sample):
            return InputFormat.AUTHOR_DB
    except Exception:  # detection must never fail: fall back to free text
        pass
    return InputFormat.CITATIONS


def parse(text: str, format: InputFormat | str | None = None) -> ParseResult:
    """Parse a publication list; never raises on any str input."""
    with rare_collections():
        try:
            return _parse(text, format)
        finally:
            empty_grown_line_caches()  # what a long paste filled is not kept for the next


def _parse(text: str, format: InputFormat | str | None) -> ParseResult:
    if not isinstance(text, str):
        text = str(text)
    # Every line boundary Python knows (form feed, U+2028, ...) becomes "\n", so that all readers
    # and the line accounting number lines the same way.
    # NUL, which no database text column accepts, is shown as the replacement character.
    lined = _LINE_BREAK_RE.sub("\n", text) if holds_any(text, _OTHER_LINE_BREAKS) else text
    text = lined.replace("\ufeff", "").replace("\x00", "\ufffd")
    # A soft hyphen, which a PDF's copy keeps, is no character of a word.
    text = with_soft_hyphens_read(without_zero_width_spaces(text))
    text = without_footnote_backlinks(text)
    text = without_line_end_breaks(text)
    try:
        fmt = InputFormat(format) if format else detect_format(text)
    except Exception:  # an unknown format name or a detection failure: read it as free text
        fmt = InputFormat.CITATIONS
    result = _read(text, lined, fmt)
    if (
        not format
        and fmt in _SNIFFED_LAYOUTS
        and (is_doubtful(result) or leaves_citations_unread(result, text))
    ):
        # A layout the sniff took for a page copy is read as free text too, and the sounder
        # reading kept: a wrong sniff must not lose every entry of the paste, nor the citations
        # its reader left unread.
        other = _read(text, lined, InputFormat.CITATIONS)
        if is_sounder(other, result):
            result = other
    # Lines are accounted for as pasted: a line of byte-order marks (or zero-width spaces) only is
    # no blank line.
    return _account_every_line(lined, result)


def _read(text: str, lined: str, fmt: InputFormat) -> ParseResult:
    """The paste read by the reader of ``fmt``; a reader that fails reads it as one failure."""
    try:
        result = _module(fmt).parse(text)
    except ModuleNotFoundError as exc:
        return _failed(lined, fmt, f"the {fmt} reader is not installed ({exc.name})")
    except Exception as exc:  # a reader bug must not take the whole paste down
        return _failed(lined, fmt, f"the {fmt} reader failed: {exc!r}")
    result.format = fmt
    return result


def _account_every_line(text: str, result: ParseResult) -> ParseResult:
    """Safety net: a non-blank line that a reader did not report is listed as ignored."""
    seen = {account.line for account in result.lines}
    missing = [
        LineAccount(line=number, kind=LineKind.IGNORED, reason="not part of an entry")
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and number not in seen
    ]
    if missing:
        result.lines = sorted([*result.lines, *missing], key=lambda account: account.line)
    return result


def _failed(text: str, fmt: InputFormat, message: str) -> ParseResult:
    result = ParseResult(format=fmt, issues=[ParseIssue(line=1, message=message)])
    result.lines = [
        LineAccount(line=number, kind=LineKind.IGNORED, reason=message)
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip()
    ]
    return result
