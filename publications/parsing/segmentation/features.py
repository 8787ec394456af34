"""Features of the lines of a paste, for the line labeller.

Accepts any list of line strings. Each line gets a list of string features (crfsuite's
attribute form): its own shape (list marker, indentation, length, punctuation, years,
name-likeness, link labels, heading words, noise shapes) and the same features of its
neighbours, prefixed by their offset.

Cannot handle: layout that is lost in the text (font size, bold headings rendered without
markup); such headings are recognised by their words only.
"""

from __future__ import annotations

import re

from ..fields import find_award, heading_type, is_highlight_heading
from ..headingwords import has_publication_word
from ..linecaches import text_cache
from ..lines import UNLEARNT_REASONS, ignore_reason, is_link_labels
from ..names import author_list_end
from ..sections import heading_text, looks_like_heading, year_heading
from ..text import strip_list_marker

_YEAR_RE = re.compile(r"(?:19[5-9]|20[0-4])(?<!\d\d\d\d)\d(?!\d)")
_INITIAL_RE = re.compile(r"[A-ZÀ-ÖØ-Þ](?<![^\W\d_].)\.")
_CAPITAL_WORD_RE = re.compile(r"^[A-ZÀ-ÖØ-Þ][^\W\d_]+$")
_INVERTED_NAME_START_RE = re.compile(
    r"^[A-ZÀ-ÖØ-Þ][^\W\d_'’-]+(?:[-'’ ][A-ZÀ-ÖØ-Þ]?[^\W\d_]+)?,\s+[A-ZÀ-ÖØ-Þ]"
)
_INITIALS_NAME_START_RE = re.compile(r"^(?:[A-ZÀ-ÖØ-Þ]\.\s?-?){1,3}\s?[A-ZÀ-ÖØ-Þ][^\W\d_]")
_VANCOUVER_START_RE = re.compile(r"^[A-ZÀ-ÖØ-Þ][^\W\d_'’-]+(?:-[A-ZÀ-ÖØ-Þ][^\W\d_]+)?\s[A-Z]{1,3}[,.]")
_QUOTE_RE = re.compile('[“”"«»„]')
# Marks found anywhere in a line, each a feature of its name: the line holds the mark where one of
# its patterns is found. Each pattern opens with a character the mark needs, most with one that is
# no letter (what comes before it tested by a look-behind), with no case-blind flag and no "\b" in
# front: the regex engine then skips to that character instead of trying the whole pattern at
# every place of the line. (Python's case-blind matching takes "ſ" for "s" and "İ", "ı" for "i".)
_MARKS: tuple[tuple[str, tuple[re.Pattern[str], ...]], ...] = (
    ("quote", (_QUOTE_RE,)),
    (
        "url",  # "http://", "https://", "www.", "doi.org/", "doi:" after no letter, in either case
        (
            re.compile(r"://(?:(?<=[hH][tT][tT][pP]://)|(?<=[hH][tT][tT][pP][sSſ]://))"),
            re.compile(r"\.(?<=[wW][wW][wW]\.)"),
            re.compile(r"/(?<=[dD][oO][iIİı]\.[oO][rR][gG]/)"),
            re.compile(r":(?<=[dD][oO][iIİı]:)(?<!\w[dD][oO][iIİı]:)"),
        ),
    ),
    # "12-34", "pp. 5–9": a range of page numbers, the first apart from the word before it.
    ("pages", (re.compile(r"\d(?<!\w\d)\d{0,4}\s*[-–—]{1,2}\s*\d{1,5}\b"),)),
    (
        "volume",  # "vol.", "no.", "volume" (in either case) after no letter, or "12(3)"
        (
            re.compile(r"\.(?:(?<=[vV][oO][lL]\.)(?<!\w....)|(?<=[nN][oO]\.)(?<!\w...))"),
            re.compile(r"[vV](?<!\w[vV])[oO][lL][uU][mM][eE]"),
            re.compile(r"\d(?<!\w\d)\d{0,3}\s*\(\d{1,4}\)"),
        ),
    ),
    (
        "in",  # "In", "in", "Dans", "En" and a space ("In:" and a space), opening the line or after
        # a stop or a comma and a space
        (
            re.compile(r"^(?:In|in|Dans|In:|En)\s"),
            re.compile(r"n(?:(?<=[.,]\s[IiE]n)\s|(?<=[.,]\sDan)s\s|(?<=[.,]\sIn):\s)"),
        ),
    ),
    ("et-al", (re.compile(r"et(?<!\wet)\s+al\b"),)),
)
# How a line's names open, the first that matches.
_NAME_STARTS = (
    ("inverted", _INVERTED_NAME_START_RE),
    ("initials", _INITIALS_NAME_START_RE),
    ("vancouver", _VANCOUVER_START_RE),
)


def name_start(text: str) -> str | None:
    """How a line opens with a person's name ("Family, X." / "X. Family" / "Family XY,"), or None."""
    return next((name for name, pattern in _NAME_STARTS if pattern.match(text)), None)


_EQUAL_CONTRIBUTION_RE = re.compile(
    r"^\(?\s*[*†‡#]\s*:?\s*(?:\w+\s+)?(?:equal(?:ly)?\s+contribut|contributed\s+equally|co-?first|joint\s+first)",
    re.IGNORECASE,
)


# "ICRA 2024 Safe Merging …", "NeurIPS'23 …": a venue tag (acronym and year) opening a card's line.
_VENUE_TAG_START_RE = re.compile(
    r"^(?=[A-Za-z&-]*[A-Z][a-z&-]*[A-Z])[A-Za-z][A-Za-z&-]{1,14}(?:\s+(?:19|20)\d\d|\s?['’]\d\d)\b"
)
# "with P. Novak and R. Silva", "(avec C. Moreau)": a card's line naming the page owner's co-authors.
_COAUTHOR_START_RE = re.compile(
    r"^\(?\s*(?:(?:joint(?:ly)?|together)\s+)?(?:with|avec|mit|con|com)\s+[A-ZÀ-ÖØ-Þ]", re.IGNORECASE
)


def is_equal_contribution_note(text: str) -> bool:
    """ "(* equal contribution)", "*Equal contribution": a card's note on its marked authors."""
    return bool(_EQUAL_CONTRIBUTION_RE.match(text.strip()))


_NOISE_SHAPES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("abstract", re.compile(r"^(?:abstract|summary|résumé|zusammenfassung|resumen)\b", re.IGNORECASE)),
    ("access", re.compile(r"^(?:access|view|read|download|open)\s+(?:the\s+)?(?:paper|article|pdf)", re.I)),
    ("pmid", re.compile(r"^(?:PMID|PMCID|NIHMSID|PMC\d)[:\s]", re.IGNORECASE)),
    ("lab", re.compile(r"^(?:lab|group|department|affiliation|funding|keywords?)\s*:", re.IGNORECASE)),
    ("citedby", re.compile(r"^(?:cited\s+by|citations?:?)\s*\d*\s*$", re.IGNORECASE)),
    ("scholarcols", re.compile(r"^\d{1,6}\s+(?:19|20)\d\d\s*$|^\d{1,6}\s*$")),
    ("pagenumber", re.compile(r"^(?:page\s+)?\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?$", re.IGNORECASE)),
)


def _bucket(value: int, edges: tuple[int, ...]) -> str:
    for edge in edges:
        if value < edge:
            return str(edge)
    return "max"


def marker_kind(marker: str) -> str:
    """How a list marker is written: "none", "bullet", "dash", "item", "bracket-key",
    "bracket-number", "paren-number" or "number"."""
    if not marker:
        return "none"
    if marker[0] in "•·●○◦▪■□":
        return "bullet"
    if marker[0] in "-*+>–—":
        return "dash"
    if marker.startswith("\\item"):
        return "item"
    if marker.startswith("["):
        return "bracket-key" if any(c.isalpha() for c in marker) else "bracket-number"
    if marker.startswith("("):
        return "paren-number"
    return "number"


def _indent(line: str) -> int:
    if not line[:1].isspace():
        return 0  # most lines: no need to expand tabs
    expanded = line[:64].expandtabs(4)
    return len(expanded) - len(expanded.lstrip())


@text_cache(maxsize=16384)  # pure; pasted pages repeat lines
def own_features(stripped: str) -> tuple[str, ...]:
    """The features of one non-blank line (without indentation), from its stripped text."""
    text = stripped[:600]
    marker, body = strip_list_marker(text)
    features = [f"marker={marker_kind(marker)}"]
    length = len(stripped)
    words = body.split()
    features.append(f"len={_bucket(length, (4, 12, 25, 45, 70, 100, 160, 300))}")
    features.append(f"words={_bucket(len(words), (2, 3, 5, 8, 13, 25))}")
    if body:
        first, last = body[0], body.rstrip()[-1]
        features.append(
            "first="
            + (
                "upper"
                if first.isupper()
                else "lower"
                if first.islower()
                else "digit"
                if first.isdigit()
                else first
                if not first.isalnum()
                else "other"
            )
        )
        features.append("last=" + ("letter" if last.isalpha() else "digit" if last.isdigit() else last))
        features.append("firstword=" + words[0].casefold().strip('.,:;()[]*_"“”')[:12])
        if len(words) > 1 and length < 80:
            features.append("lastword=" + words[-1].casefold().strip('.,:;()[]*_"“”')[:12])
    years = _YEAR_RE.findall(text)
    features.append(f"years={min(len(years), 3)}")
    if years and _YEAR_RE.search(text[-12:]):
        features.append("year-at-end")
    if years and _YEAR_RE.search(text[:12]):
        features.append("year-at-start")
    features.append(f"initials={min(len(_INITIAL_RE.findall(text)), 4)}")
    features.append(f"commas={min(body.count(','), 5)}")
    features.append(f"periods={min(body.count('. '), 5)}")
    features.extend(name for name, patterns in _MARKS if any(pattern.search(text) for pattern in patterns))
    if "**" in text or "\\textbf" in text or "<b>" in text:
        features.append("bold")
    if "](" in text:
        features.append("md-link")
    if text.startswith("#"):
        features.append("md-heading")
    if text.startswith("\\"):
        features.append("latex-command")
    if "\t" in stripped:
        features.append("tab")
    if body[:1].isupper() and len(words) >= 2:
        capitalised = sum(1 for word in words[:12] if _CAPITAL_WORD_RE.match(word.strip(".,:;")))
        features.append(f"capitalised={_bucket(capitalised * 4 // min(len(words), 12), (1, 2, 3, 4))}")
    opening = name_start(body)
    if opening is not None:
        features.append("name-start=" + opening)
    if " and " in body or " & " in body or " und " in body or " et " in body:
        features.append("and")
    if body and author_list_end(body[:300]) is not None:
        features.append("author-list")
    if is_link_labels(stripped):
        features.append("link-labels")
    if _EQUAL_CONTRIBUTION_RE.match(body):
        features.append("equal-contribution")
    if length < 200 and find_award(text) is not None:
        features.append("award")
    if _VENUE_TAG_START_RE.match(body):
        features.append("venue-tag-start")
    if _COAUTHOR_START_RE.match(body):
        features.append("with-line")
    reason = ignore_reason(stripped)
    if reason and reason not in UNLEARNT_REASONS:
        features.append("ignorable=" + reason.replace(" ", "-"))
    for name, pattern in _NOISE_SHAPES:
        if pattern.match(body):
            features.append("noise=" + name)
    heading = heading_text(stripped) if length <= 120 else ""
    if heading:
        if year_heading(heading) is not None:
            features.append("heading=year")
        if len(heading) <= 80 and len(words) <= 8 and ". " not in heading:
            if heading_type(heading) is not None:
                features.append("heading=type")
            if is_highlight_heading(heading):
                features.append("heading=highlight")
            if has_publication_word(heading):
                features.append("heading-word")
        if looks_like_heading(stripped):
            features.append("heading-like")
        if heading.endswith(":"):
            features.append("colon-end")
    return tuple(features)


_NEIGHBOURS = (-2, -1, 1, 2)
_NEIGHBOUR_KEEP = frozenset(
    {
        "marker",
        "len",
        "last",
        "first",
        "years",
        "year-at-end",
        "name-start",
        "author-list",
        "link-labels",
        "fill",
        "heading",
        "heading-like",
        "noise",
        "ignorable",
        "quote",
        "initials",
        "blank",
        "indent",
        "url",
        "equal-contribution",
        "award",
        "in",
        "pages",
        "tab",
        "md-heading",
        "bold",
        "heading-word",
        "venue-tag-start",
        "with-line",
    }
)


def _neighbour_subset(features: tuple[str, ...]) -> list[str]:
    return [f for f in features if f.split("=", 1)[0] in _NEIGHBOUR_KEEP]


def _wrap_width(lines: list[str]) -> int:
    """The width a wrapped paste fills: the length most long lines reach (0 for no text)."""
    lengths = sorted(len(line.rstrip()) for line in lines if line.strip())
    return lengths[int(len(lengths) * 0.9)] if lengths else 0


def _fill(length: int, width: int) -> str:
    """How far a line reaches towards the paste's width: a short line ends a wrapped paragraph."""
    if width < 30:
        return "none"
    ratio = length / width
    return "full" if ratio >= 0.85 else "most" if ratio >= 0.6 else "short"


def line_features(lines: list[str]) -> list[list[str]]:
    """For every line (blank ones included), its features and its neighbours' features."""
    own: list[tuple[str, ...]] = []
    previous_indent = None
    width = _wrap_width(lines)
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not stripped:
            own.append(("blank",))
            continue
        indent = _indent(line)
        relative = (
            "first"
            if previous_indent is None
            else ("same" if indent == previous_indent else "more" if indent > previous_indent else "less")
        )
        following = next((other for other in lines[index + 1 : index + 3] if other.strip()), None)
        next_relative = (
            "none"
            if following is None
            else (
                "same" if _indent(following) == indent else "more" if _indent(following) > indent else "less"
            )
        )
        previous_indent = indent
        own.append(
            (
                *own_features(stripped),
                f"indent={_bucket(indent, (1, 3, 7))}",
                f"indent-vs-prev={relative}",
                f"indent-vs-next={next_relative}",
                f"fill={_fill(len(line.rstrip()), width)}",
            )
        )
    count = len(own)
    # Lines repeat their features (and far more often the subset their neighbours see): each
    # distinct subset is made, and written with each neighbour's prefix, once per paste.
    subset_ids: dict[tuple[str, ...], int] = {}
    line_subsets = [subset_ids.setdefault(features, len(subset_ids)) for features in own]
    distinct = [_neighbour_subset(features) for features in subset_ids]
    prefixed: dict[tuple[object, int], list[str]] = {}

    def neighbour(name: object, other: int) -> list[str]:
        key = (name, line_subsets[other])
        found = prefixed.get(key)
        if found is None:
            found = prefixed[key] = [f"{name}:{f}" for f in distinct[key[1]]]
        return found

    previous_text = [-1] * count  # index of the nearest non-blank line before / after each line
    next_text = [-1] * count
    last = -1
    for index in range(count):
        previous_text[index] = last
        if own[index] != ("blank",):
            last = index
    last = -1
    for index in range(count - 1, -1, -1):
        next_text[index] = last
        if own[index] != ("blank",):
            last = index
    # How much of the paste starts like an author list: nearly every line in a list of one
    # reference a line, a third of the lines in cards (title / authors / venue) or wrapped lists.
    starts_by_id = [any(f.startswith("name-start=") for f in features) for features in subset_ids]
    starts = [starts_by_id[subset] for subset in line_subsets]
    texts = sum(1 for features in own if features != ("blank",))
    share = _bucket(sum(starts) * 10 // texts, (3, 6, 8)) if texts else "none"
    document = f"doc-name-starts={share}"
    name_and_document = f"name-start&doc={share}"
    result = []
    for index, features in enumerate(own):
        row = ["bias", *features, document]
        if starts[index]:
            row.append(name_and_document)
        for offset in _NEIGHBOURS:
            other = index + offset
            if 0 <= other < count:
                row.extend(neighbour(offset, other))
            else:
                row.append(f"{offset}:none")
        for name, other in (("prev", previous_text[index]), ("next", next_text[index])):
            if other < 0:
                if name == "prev":  # the first line; the end of a paste says nothing about the last
                    row.append("prev:none")
            else:
                row.extend(neighbour(name, other))
                if abs(other - index) > 1:
                    row.append(f"{name}:after-blank")
        result.append(row)
    return result
