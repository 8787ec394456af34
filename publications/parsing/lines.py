"""Line bookkeeping shared by the line-oriented formats: numbering, non-entry lines,
link-label lines, and the account of every non-blank line.

Accepts any text. Lines are numbered from 1 as an editor shows them.

Cannot handle: a non-publication sentence that happens to read exactly like a citation
(author list, title, venue) is parsed as an entry.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .records import LineAccount, LineKind, ParseResult

_LINK_WORDS = (
    r"pdf|code|project(?:\s+page)?|arxiv|link|slides?|video|abstract|bibtex|bib|doi|poster|website|"
    r"supplementary(?:\s+material)?|supp|data(?:set)?|talk|demo|github|html|cite|preprint|paper|url|"
    r"blog|press|media|news|dataset|model|models|weights|huggingface|colab|openreview|acm\s+dl|ieee\s+xplore|"
    r"green\s+open\s+access|open\s+access|hal|researchgate|publisher|official|springer|journal\s+version|"
    r"pubmed|pmc|ssrn|full\s+text|read|download|repository|repo|software|tool|toolbox|matlab|python|"
    r"presentation|recording|abstract\s+toggle|show\s+abstract|details|more"
)
_LINK_LABELS_RE = re.compile(
    r"^\s*(?:[\[(]?\s*(?:" + _LINK_WORDS + r")\s*[\])]?\s*[|/·•,]?\s*)+$", re.IGNORECASE
)
_IGNORE_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^according to our database\b", re.IGNORECASE), "database summary sentence"),
    (re.compile(r"^collaborative\s+distances?\b", re.IGNORECASE), "collaboration-distance heading"),
    (
        re.compile(r"^[•\-*·]?\s*(?:dijkstra|erd[őöo]s|bacon|einstein)\s+number\b", re.IGNORECASE),
        "collaboration-distance line",
    ),
    (
        re.compile(
            r"^(?:person\s+information|show\s+more|show\s+all|load\s+more|back\s+to\s+top|"
            r"cited\s+by|citations?\s+per\s+year|co-?authors?|view\s+all|export|refine\s+list)\b",
            re.IGNORECASE,
        ),
        "page navigation text",
    ),
    (re.compile(r"^(?:citations|h-index|i10-index)\b", re.IGNORECASE), "citation metrics"),
    (re.compile(r"^all\s+since\s+(?:19|20)\d\d$", re.IGNORECASE), "citation metrics"),
    (re.compile(r"^title\s+cited\s+by\s+year$", re.IGNORECASE), "table header"),
    (re.compile(r"^%"), "LaTeX comment"),
    (
        re.compile(
            r"^\\(?:begin|end)\{[^}]*\}(?:\[[^\]]*\])?\s*$|^\\(?:item)?sep|^\\(?:vspace|hspace|newpage|clearpage|"
            r"noindent|medskip|bigskip|smallskip|hfill|par)\b"
        ),
        "LaTeX layout",
    ),
    (re.compile(r"^(?:-{3,}|\*{3,}|_{3,}|={3,}|\+{3})$"), "horizontal rule"),
    (re.compile(r"^<!--.*-->$"), "HTML comment"),
    (re.compile(r"^(?:\{\{[<%].*[>%]\}\})+$"), "template shortcode"),
    (re.compile(r"^[\[\]{}()<>|/\\.,;:*#`~_\s-]{1,}$"), "punctuation only"),
)


@dataclass(frozen=True)
class Line:
    number: int  # 1-based
    text: str


def numbered_lines(text: str) -> list[Line]:
    """All lines with their numbers (blank ones included, so that numbers stay right)."""
    return [Line(i, line) for i, line in enumerate(text.splitlines(), start=1)]


def ignore_reason(text: str) -> str | None:
    """Why a line is not part of any publication, or None."""
    stripped = text.strip()
    for pattern, reason in _IGNORE_PATTERNS:
        if pattern.search(stripped):
            return reason
    return None


def is_link_labels(text: str) -> bool:
    """ "Project  ARXIV  Code", "[PDF] [Slides]": labels of links that belong to the entry above."""
    stripped = re.sub(r"\]\([^()\s]*\)", "]", text.strip())
    return bool(stripped) and len(stripped) < 160 and bool(_LINK_LABELS_RE.match(stripped))


class LineLedger:
    """Records how each non-blank line was used; unclaimed lines become 'ignored'."""

    def __init__(self, lines: list[Line]) -> None:
        self._kinds: dict[int, LineAccount] = {}
        self._lines = lines

    def mark(self, number: int, kind: LineKind, reason: str = "") -> None:
        self._kinds[number] = LineAccount(line=number, kind=kind, reason=reason)

    def mark_range(self, start: int, end: int, kind: LineKind, reason: str = "") -> None:
        for number in range(start, end + 1):
            self.mark(number, kind, reason)

    def kind(self, number: int) -> LineKind | None:
        account = self._kinds.get(number)
        return account.kind if account else None

    def finish(self, result: ParseResult) -> ParseResult:
        accounts: list[LineAccount] = []
        for line in self._lines:
            if not line.text.strip():
                continue
            account = self._kinds.get(line.number)
            if account is None:
                account = LineAccount(line=line.number, kind=LineKind.IGNORED, reason="not part of an entry")
            accounts.append(account)
        result.lines = accounts
        return result
