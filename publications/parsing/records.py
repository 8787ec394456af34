"""Value types produced by the parser.

Everything here is plain data: frozen-ish dataclasses and enums that the
format modules fill in and that the import service reads. Nothing here knows
about Django. The kinds of publication and statuses are the domain's own
(``publications.vocabulary``), so a parsed entry's ``type`` is what is stored.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from enum import StrEnum

# The domain's words, under the names the parser's modules import them by.
from publications.vocabulary import PERIODICAL_TYPES as PERIODICAL_TYPES
from publications.vocabulary import PublicationStatus as Status
from publications.vocabulary import PublicationType as PublicationType


class InputFormat(StrEnum):
    """The formats the parser recognises, as reported in ``ParseResult.format``."""

    CITATIONS = "citations"  # lab pages, CV sections, IEEE/ACM/APA/Chicago/Nature lists
    AUTHOR_DB = "author-db"  # title / authors / "venue, month, year" blocks
    DBLP = "dblp"  # dblp person page copied as text
    SCHOLAR = "scholar"  # Google Scholar profile copy
    ORCID = "orcid"  # ORCID record's works list copied as text
    LATEX = "latex"  # LaTeX CV source
    BIBTEX = "bibtex"
    RIS = "ris"
    CSL_JSON = "csl-json"


class LineKind(StrEnum):
    """What a non-blank input line turned out to be."""

    ENTRY = "entry"
    HEADING = "heading"
    IGNORED = "ignored"


@dataclass(frozen=True)
class PersonName:
    """One author as written, with its parts.

    ``display`` is "Given Family" in the spelling of the text (initials kept,
    inverted forms turned round, markup and contribution marks removed).
    """

    display: str
    given: str = ""
    family: str = ""
    suffix: str = ""
    equal_contribution: bool = False
    corresponding: bool = False
    emphasized: bool = False  # bold/underlined in the source: usually a group member


@dataclass(frozen=True)
class Link:
    kind: str  # "pdf", "code", "slides", "video", "project", "doi", "arxiv", "url", ...
    url: str
    label: str = ""


@dataclass(frozen=True)
class ParseIssue:
    """A warning about the input, always with the 1-based line it concerns."""

    line: int
    message: str
    field: str | None = None


@dataclass
class ParsedEntry:
    """One publication record as read from the text.

    Field names follow the gold annotations in the shared seeds; ``None`` means
    the text does not give the value.
    """

    title: str = ""
    authors: list[str] = field(default_factory=list)
    author_names: list[PersonName] = field(default_factory=list)
    authors_truncated: bool = False
    year: int | None = None
    year_in_text: int | None = None
    month: int | None = None
    venue: str | None = None
    venue_acronym: str | None = None
    venue_canonical: str | None = None
    type: PublicationType = PublicationType.OTHER
    status: Status = Status.PUBLISHED
    highlight: bool = False
    section: str | None = None
    award: str | None = None
    doi: str | None = None
    pages: str | None = None
    volume: str | None = None
    number: str | None = None
    article_number: str | None = None
    publisher: str | None = None
    editors: list[str] = field(default_factory=list)
    arxiv_id: str | None = None
    pmid: str | None = None
    links: list[Link] = field(default_factory=list)
    abstract: str | None = None
    keywords: list[str] = field(default_factory=list)
    bibtex_key: str | None = None
    line_start: int = 0  # 1-based, inclusive
    line_end: int = 0  # 1-based, inclusive
    raw: str = ""
    confidence: float = 1.0
    # The field labeller's marginal probability per field it read ("title", "authors", "venue", …).
    field_confidence: dict[str, float] = field(default_factory=dict)
    warnings: list[ParseIssue] = field(default_factory=list)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["type"] = str(self.type)
        data["status"] = str(self.status)
        return data


@dataclass(slots=True)
class LineAccount:
    """How one non-blank input line was used: every such line is accounted for."""

    line: int
    kind: LineKind
    reason: str = ""


@dataclass
class ParseResult:
    format: InputFormat
    entries: list[ParsedEntry] = field(default_factory=list)
    issues: list[ParseIssue] = field(default_factory=list)
    lines: list[LineAccount] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "format": str(self.format),
            "entries": [entry.to_dict() for entry in self.entries],
            "warnings": [asdict(issue) for issue in self.issues],
        }
