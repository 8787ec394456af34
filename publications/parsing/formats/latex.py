"""LaTeX CV source: publication sections written with \\item and custom macros.

Accepts ``\\section``/``\\subsection``/``\\cvsection``/``\\headedsection``-style headings and
``{\\bf Heading}`` lines, ``enumerate``/``itemize`` lists, ``%`` comments, and items that are
either plain citations (any style the citation reader knows) or custom macros with brace
arguments (``\\journalref{authors}{year}{title}{venue}{pages}{url}{note}``) in any order:
each argument is recognised by its content (author list, year, URL, pages, long note),
and the first remaining ones are the title and the venue. A macro of the author's own with one
or two arguments (``\\entry*[2019]{\\emph{Title}, A. Author \\& B. Author, \\textbf{12}, 345
(2019)}``, ``\\pub{2019}{…}``) is a container: the citation inside is read as free text; lines
opening with such macros are items of a list written without ``\\item``. Accents (``{\\"o}``, ``\\"u``),
``\\textbf`` (a group member) and ``\\emph`` are decoded.

Cannot handle: macros whose title comes after the venue argument; user-defined macros
that hide the author list behind another macro; ``\\input`` of other files.
"""

from __future__ import annotations

import re

from .. import fields
from ..classify import finish_entry
from ..lines import Line, LineLedger, numbered_lines
from ..names import is_author_list, split_authors
from ..records import InputFormat, LineKind, ParsedEntry, ParseIssue, ParseResult, PublicationType
from ..reference import apply_tail, read_reference
from ..sections import Section, apply_heading, repeats_highlight
from ..tail import parse_tail
from ..text import clean_title, collapse_spaces, decode_latex

_COMMENT_RE = re.compile(r"(?<!\\)%.*$")
_HEADING_RES = (
    (re.compile(r"^\\(?:section|cvsection|headedsection|chapter|part)\*?\s*\{"), 0),
    (re.compile(r"^\\(?:subsection|subsubsection|headedsubsection|cvsubsection|paragraph)\*?\s*\{"), 1),
    (re.compile(r"^\{\\(?:bf|bfseries|large|Large|textbf)\b"), 0),
    (re.compile(r"^\\textbf\s*\{[^{}]*\}\s*(?:\{\s*\})*\s*$"), 0),
)
_ITEM_RE = re.compile(r"\\(?:item|bibitem(?:\{[^{}]*\})?)(?:\[[^\]]*\])?")
_LIST_ENV_RE = re.compile(r"^\\(?:begin|end)\s*\{[^{}]*\}(?:\[[^\]]*\])?")
_MACRO_RE = re.compile(r"\\([A-Za-z]+)\*?\s*(?:\[([^\[\]{}]{0,80})\]\s*)?(?=\{)")
# A line opening with a macro of the author's own (``\entry*[2019]{…}``, ``\pub{…}``, matched by
# ``_MACRO_RE`` at its start) is an item of a list written without \item, unless the macro is one
# of LaTeX's own for text or layout.
_NOT_ITEM_MACROS = frozenset(
    {
        "textbf",
        "textit",
        "emph",
        "textsc",
        "textrm",
        "textsf",
        "texttt",
        "textsl",
        "textup",
        "underline",
        "uline",
        "href",
        "url",
        "mbox",
        "hbox",
        "makebox",
        "text",
        "textcolor",
        "color",
        "vspace",
        "hspace",
        "newcommand",
        "renewcommand",
        "providecommand",
        "def",
        "usepackage",
        "documentclass",
        "title",
        "author",
        "date",
        "setlength",
        "input",
        "include",
        "cite",
        "citep",
        "citet",
        "label",
        "ref",
        "footnote",
        "small",
        "footnotesize",
        "large",
        "centering",
        "noindent",
        "newline",
        "par",
        "hfill",
        "bf",
        "it",
        "em",
        "sc",
    }
)
_URL_ARG_RE = re.compile(r"^\s*(?:\\url\{|\\href\{)?\s*(?:https?://|www\.|doi:)", re.IGNORECASE)
_PAGES_ARG_RE = re.compile(
    r"^\s*\(?\s*[\w.]*\d[\w.]*(?:\s*\(\s*\w+\s*\))?(?:\s*:\s*[\w]+)?(?:\s*-{1,2}\s*[\w:]+)?\s*\)?\s*$"
)
_OPAQUE_ID_RE = re.compile(r"^\(\s*[A-Za-z0-9_-]{6,}\s*\)$")


def parse(text: str) -> ParseResult:
    result = ParseResult(format=InputFormat.LATEX)
    lines = numbered_lines(text)
    ledger = LineLedger(lines)
    section = Section()
    item: list[Line] | None = None
    items: list[tuple[Section, list[Line]]] = []
    for line in lines:
        raw = line.text
        code = _COMMENT_RE.sub("", raw).strip()
        if not raw.strip():
            continue
        if not code:
            ledger.mark(line.number, LineKind.IGNORED, "LaTeX comment")
            continue
        heading = _heading(code)
        if heading is not None:
            title, level = heading
            section = apply_heading(section, title, level=level) if title else section
            ledger.mark(line.number, LineKind.HEADING)
            item = None
            continue
        if _LIST_ENV_RE.match(code):
            ledger.mark(line.number, LineKind.IGNORED, "LaTeX layout")
            item = None
            rest = _LIST_ENV_RE.sub("", code).strip()
            if not _ITEM_RE.match(rest):
                continue
            code = rest
        if _ITEM_RE.match(code) or _opens_macro_item(code, item):
            item = [line]
            items.append((section, item))
            continue
        if item is not None:
            item.append(line)
        else:
            ledger.mark(line.number, LineKind.IGNORED, "LaTeX outside any item")
    seen_highlight: set[str] = set()
    for item_section, item_lines in items:
        _read_item(item_section, item_lines, ledger, result, seen_highlight)
    return ledger.finish(result)


def _opens_macro_item(code: str, item: list[Line] | None) -> bool:
    """Does a line opening with a macro of the author's own start an item?

    Under an ``\\item`` such a line is part of the item (``\\item \\journalref{…}``); after an
    item that is itself such a macro it starts the next one, once the braces of the one above are
    closed."""
    match = _MACRO_RE.match(code)
    if match is None or match.group(1) in _NOT_ITEM_MACROS:
        return False
    if item is None:
        return True
    opening = _COMMENT_RE.sub("", item[0].text).strip()
    if _ITEM_RE.match(opening):
        return False
    code_above = "\n".join(_COMMENT_RE.sub("", line.text) for line in item)
    return _brace_depth(code_above) <= 0


def _brace_depth(text: str) -> int:
    unescaped = text.replace("\\\\", "").replace("\\{", "").replace("\\}", "")
    return unescaped.count("{") - unescaped.count("}")


def _heading(code: str) -> tuple[str, int] | None:
    for pattern, level in _HEADING_RES:
        if pattern.match(code):
            args = brace_arguments(code, code.find("{") if not code.startswith("{") else 0)
            title = next((a for a in args if a.strip()), "")
            if code.startswith("{\\"):
                title = re.sub(r"^\\[A-Za-z]+\s*", "", args[0] if args else "")
            return collapse_spaces(decode_latex(title)), level
    return None


def brace_arguments(text: str, start: int) -> list[str]:
    """The contents of consecutive ``{...}`` groups from ``start`` (white space between allowed)."""
    args: list[str] = []
    index = start
    length = len(text)
    while index < length:
        while index < length and text[index] in " \t\n\r":
            index += 1
        if index >= length or text[index] != "{":
            break
        depth = 0
        begin = index + 1
        while index < length:
            ch = text[index]
            if ch == "\\":
                index += 2
                continue
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    break
            index += 1
        if depth != 0:
            break  # unbalanced: stop rather than swallow the rest of the document
        args.append(text[begin:index])
        index += 1
    return args


def _read_item(
    section: Section, lines: list[Line], ledger: LineLedger, result: ParseResult, seen_highlight: set[str]
) -> None:
    first, last = lines[0].number, lines[-1].number
    body = "\n".join(_COMMENT_RE.sub("", line.text) for line in lines)
    body = _ITEM_RE.sub("", body, count=1).strip()
    try:
        entry, hint, pages_as_written = _read_macro(body)
        if entry is None:
            entry, hint = read_reference(decode_latex(body))
    except Exception as exc:  # one bad item never stops the rest
        result.issues.append(ParseIssue(line=first, message=f"could not read this item: {exc!r}"))
        ledger.mark_range(first, last, LineKind.IGNORED, "unreadable item")
        return
    entry.raw = "\n".join(line.text for line in lines)
    entry.line_start, entry.line_end = first, last
    if not entry.title:
        ledger.mark_range(first, last, LineKind.IGNORED, "no title found")
        result.issues.append(ParseIssue(line=first, message="no title found", field="title"))
        return
    finish_entry(entry, section, hint, pages_as_written=pages_as_written)
    key = re.sub(r"[^0-9a-z]+", "", entry.title.casefold())
    if repeats_highlight(entry.highlight, key, seen_highlight):
        ledger.mark_range(first, last, LineKind.IGNORED, "repeats an entry of the highlighted section")
        return
    result.entries.append(entry)
    ledger.mark_range(first, last, LineKind.ENTRY)


def _macro_type(name: str) -> PublicationType | None:
    lowered = name.lower()
    for word, kind in (
        ("journal", PublicationType.JOURNAL),
        ("article", PublicationType.JOURNAL),
        ("conf", PublicationType.CONFERENCE),
        ("proc", PublicationType.CONFERENCE),
        ("workshop", PublicationType.CONFERENCE),
        ("chapter", PublicationType.CHAPTER),
        ("incollection", PublicationType.CHAPTER),
        ("book", PublicationType.BOOK),
        ("thesis", PublicationType.THESIS),
        ("preprint", PublicationType.PREPRINT),
        ("arxiv", PublicationType.PREPRINT),
    ):
        if word in lowered:
            return kind
    return None


def _read_macro(body: str) -> tuple[ParsedEntry | None, PublicationType | None, bool]:
    """A custom macro with at least three brace arguments, read argument by argument; and whether
    the entry's pages are its pages argument, kept as written ("211--222"), rather than pages
    read from free text (the venue argument, or the citation inside a container macro)."""
    match = _MACRO_RE.match(body)
    if not match:
        return None, None, False
    args = brace_arguments(body, match.end())
    if len(args) < 3:
        return *_read_through(match, args), False
    entry = ParsedEntry()
    remaining: list[str] = []
    notes: list[str] = []
    authors_done = False
    for arg in args:
        plain = collapse_spaces(decode_latex(arg))
        if not plain:
            continue
        if not authors_done and is_author_list(collapse_spaces(arg.replace("\n", " "))):
            names, truncated = split_authors(collapse_spaces(arg.replace("\n", " ")))
            entry.author_names, entry.authors_truncated = names, truncated
            entry.authors = [n.display for n in names]
            authors_done = True
        elif entry.year is None and re.fullmatch(r"(?:19|20)\d\d", plain):
            entry.year = int(plain)
        elif _URL_ARG_RE.match(arg):
            url = re.sub(r"^\\(?:url|href)\{|\}.*$", "", arg.strip())
            entry.links.extend(fields.find_links(url))
            entry.doi = entry.doi or fields.find_doi(url)
        elif _OPAQUE_ID_RE.match(plain):
            continue  # an OpenReview-style id in the pages slot is neither pages nor title
        elif len(remaining) >= 2 and _PAGES_ARG_RE.match(arg.strip()):
            _read_pages(entry, arg.strip())  # as written: "--" stays "--"
        elif len(remaining) >= 2 or len(plain) > 300:
            notes.append(arg)
        else:
            remaining.append(arg)
    if not remaining:
        return None, None, False
    pages_as_written = entry.pages is not None
    entry.title = clean_title(decode_latex(remaining[0]))
    if len(remaining) > 1:
        kept = (entry.year, entry.volume, entry.number, entry.pages, entry.article_number, entry.doi)
        tail = parse_tail(decode_latex(remaining[1]))
        apply_tail(entry, tail)
        # The macro's own year/pages/url arguments win over anything read from the venue text.
        entry.year = kept[0] or entry.year
        entry.volume, entry.number = kept[1] or entry.volume, kept[2] or entry.number
        entry.pages, entry.article_number = kept[3] or entry.pages, kept[4] or entry.article_number
        entry.doi = kept[5] or entry.doi
    for note in notes:
        award = fields.find_award(collapse_spaces(decode_latex(note)))
        entry.award = entry.award or award
        entry.doi = entry.doi or None
        status = fields.find_status(decode_latex(note))
        if status and entry.status == "published" and len(note) < 60:
            entry.status = status
        entry.links.extend(fields.find_links(note))
    return entry, _macro_type(match.group(1)), pages_as_written


_LEADING_ITALIC_RE = re.compile(r"^\s*\\(?:emph|textit|textsl)\s*\{([^{}]*)\}\s*([,.:]?)")
_ITALIC_RE = re.compile(r"\\(?:emph|textit|textsl)\s*\{([^{}]*)\}")


def _read_through(match: re.Match[str], args: list[str]) -> tuple[ParsedEntry | None, PublicationType | None]:
    """A macro of one or two arguments holding a citation (``\\entry*[2019]{\\emph{Title}, …}``,
    ``\\pub{2019}{…}``) is a container: the citation inside is read as free text, its italics
    kept as the free-text reader knows them (bold, a volume or the page owner's name, is
    dropped), a year argument kept as the year."""
    year = None
    texts = []
    for arg in [match.group(2) or "", *args]:
        plain = collapse_spaces(decode_latex(arg))
        if re.fullmatch(r"\(?(?:19|20)\d\d\)?", plain):
            year = year or int(plain.strip("()"))
        elif plain:
            texts.append(arg)
    if not texts:
        return None, None
    citation = collapse_spaces(" ".join(texts).replace("\n", " "))
    # An italic opening is the title (``\\emph{Title}, A. Author, …``): quoted, as the free-text
    # reader knows a title; italics further on (a journal) stay italics.
    citation = _LEADING_ITALIC_RE.sub(lambda m: f"“{m.group(1).strip()}”{m.group(2)}", citation, count=1)
    citation = _ITALIC_RE.sub(r"*\1*", citation)
    entry, hint = _read_free_text(collapse_spaces(decode_latex(citation)))
    entry.year = entry.year or year
    return entry, hint or _macro_type(match.group(1))


def _read_free_text(text: str) -> tuple[ParsedEntry, PublicationType | None]:
    """The free-text entry reader (the field labeller with the rules), or the rules alone."""
    try:
        from ..labelling import read_entry
    except ImportError:
        return read_reference(text)
    return read_entry([text])


def _read_pages(entry: ParsedEntry, text: str) -> None:
    """ "5(9):1006--1019", "115:107899", "2016:2912-2920", "135--168", "10(7):e0130140"."""
    match = re.fullmatch(r"(\w+)(?:\((\w+)\))?:([\w-]+)", text.replace(" ", ""))
    if match:
        first, number, rest = match.groups()
        if not fields.YEAR_RE.fullmatch(first):
            entry.volume, entry.number = first, number
        text = rest
    pages, article_number = fields.split_pages(text)
    entry.pages = pages or entry.pages
    entry.article_number = article_number or entry.article_number
