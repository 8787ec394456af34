"""BibTeX: one entry per publication, keys unique within a file, every value safely escaped.

Text is Unicode (biber, bibtexparser and modern BibTeX read it); LaTeX's special
characters are escaped so that braces in a title can never end a field early.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import TYPE_CHECKING

from publications.exports.common import (
    Person,
    one_line,
    page_range,
    people,
    venue_acronym,
    venue_title,
)
from publications.keys import fold
from publications.links import http_url
from publications.vocabulary import BIBLATEX_PUBSTATES, PublicationStatus, PublicationType

if TYPE_CHECKING:
    from publications.models import Publication

MEDIA_TYPE = "application/x-bibtex"
EXTENSION = "bib"
# Not in this format: a listing's export does not read them (half of the text of its rows).
READS_ABSTRACTS = False

ENTRY_TYPES = {
    PublicationType.CONFERENCE: "inproceedings",
    PublicationType.JOURNAL: "article",
    PublicationType.PREPRINT: "article",
    PublicationType.DATASET: "misc",
    PublicationType.BOOK: "book",
    PublicationType.CHAPTER: "incollection",
    PublicationType.THESIS: "phdthesis",
    PublicationType.OTHER: "misc",
}
MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")

_SPECIALS = {
    "\\": r"\textbackslash{}",
    "{": r"\{",
    "}": r"\}",
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}
_SPECIALS_RE = re.compile("|".join(re.escape(char) for char in _SPECIALS))
_SPECIALS_TABLE = str.maketrans(_SPECIALS)
_KEY_UNSAFE = re.compile(r"[^A-Za-z0-9:_./+-]")
_WORD = re.compile(r"[a-z0-9]+")
_STOP_WORDS = {"a", "an", "the", "on", "of", "in", "for", "to", "and", "with", "towards", "toward"}


def escape(text: str) -> str:
    """Plain text as a BibTeX value: LaTeX specials escaped, on one line."""
    if not text:  # most optional fields are empty; an export asks hundreds of thousands of times
        return ""
    text = one_line(text)
    # Looking for a special is one scan in C; most values have none and need no translation.
    return text.translate(_SPECIALS_TABLE) if _SPECIALS_RE.search(text) else text


def escape_verbatim(text: str) -> str:
    """URLs and DOIs are read verbatim by BibTeX; only braces could break the entry."""
    if not text:
        return ""
    return one_line(text).replace("{", "%7B").replace("}", "%7D")


def base_key(publication: Publication) -> str:
    """The stored key when it is a valid one, else family name + year + first title word."""
    stored = one_line(publication.bibtex_key)
    if stored and not _KEY_UNSAFE.search(stored):
        return stored
    authors = people(publication)
    family = _WORD.findall(fold(authors[0].family)) if authors else []
    words = [word for word in _WORD.findall(fold(publication.title)) if word not in _STOP_WORDS]
    key = "".join(family[:1]) + (str(publication.year) if publication.year else "") + "".join(words[:1])
    return key or f"publication{publication.pk}"


class KeyRegistry:
    """Hands out keys unique within one file: zhang2023mirage, zhang2023miragea, ...

    Remembers the next suffix of each key, so a file of thousands of same-named keys stays linear.
    """

    def __init__(self) -> None:
        self._seen: set[str] = set()
        self._next_suffix: dict[str, int] = {}

    def unique(self, key: str) -> str:
        folded = key.lower()
        candidate, suffix = key, self._next_suffix.get(folded, 0)
        if suffix:
            candidate = key + _suffix(suffix)
        while candidate.lower() in self._seen:
            suffix += 1
            candidate = key + _suffix(suffix)
        self._seen.add(candidate.lower())
        self._next_suffix[folded] = suffix + 1
        return candidate


def _suffix(number: int) -> str:
    letters = ""
    while number:
        number, rest = divmod(number - 1, 26)
        letters = chr(ord("a") + rest) + letters
    return letters


@lru_cache(maxsize=65536)
def _author_name(family: str, given: str, display: str) -> str:
    """ "Family, Given", escaped; kept for the next entry by the same person (an export has thousands)."""
    return escape(f"{family}, {given}" if given else family or display)


def fields(publication: Publication, names: dict[Person, str] | None = None) -> list[tuple[str, str]]:
    """(name, already-escaped value) pairs in the usual order; empty values are left out.

    ``names`` keeps each person's formatted name, so that an export formats each person once.
    """
    if names is None:
        names = {}
    parts = []
    for person in people(publication):
        name = names.get(person)
        if name is None:
            name = names[person] = _author_name(person.family, person.given, person.display)
        parts.append(name)
    authors = " and ".join(parts)
    venue = escape(venue_title(publication))
    entry_type = ENTRY_TYPES.get(publication.type, "misc")
    first, last = page_range(publication.pages)
    url, pdf_url = http_url(publication.url), http_url(publication.pdf_url)
    pairs: list[tuple[str, str]] = [
        ("author", authors),
        ("title", "{" + escape(publication.title) + "}"),
    ]
    if entry_type == "article":
        pairs.append(("journal", venue or ("arXiv" if publication.arxiv_id else "")))
    elif entry_type in {"inproceedings", "incollection"}:
        pairs.append(("booktitle", venue))
    elif entry_type == "phdthesis":
        # A thesis's school is stored as its publisher (the import never makes it a venue).
        pairs.append(("school", venue or escape(publication.publisher)))
    elif entry_type == "misc":
        pairs.append(("howpublished", "Dataset" if publication.type == PublicationType.DATASET else venue))
    elif entry_type == "book":
        pairs.append(("series", venue))
    pairs += [
        ("year", str(publication.year) if publication.year else ""),
        ("volume", escape(publication.volume)),
        ("number", escape(publication.number)),
        ("pages", escape(f"{first}--{last}" if last else first)),
        ("articleno", escape(publication.article_number)),
        ("publisher", escape(publication.publisher) if entry_type != "phdthesis" else ""),
        ("doi", escape_verbatim(publication.doi)),
        ("url", escape_verbatim(url or pdf_url)),
        ("pdf", escape_verbatim(pdf_url) if url else ""),
        ("code", escape_verbatim(http_url(publication.code_url))),
    ]
    if publication.arxiv_id:
        pairs += [("eprint", escape_verbatim(publication.arxiv_id)), ("archiveprefix", "arXiv")]
    if publication.status != PublicationStatus.PUBLISHED:
        pubstate = BIBLATEX_PUBSTATES.get(publication.status) or publication.get_status_display().lower()
        pairs.append(("pubstate", escape(pubstate)))
    pairs += [
        ("abbr", escape(venue_acronym(publication))),
        ("award", escape(publication.award)),
        ("selected", "true" if publication.highlight else ""),
    ]
    return [(name, value) for name, value in pairs if value]


def entry(publication: Publication, key: str | None = None, names: dict[Person, str] | None = None) -> str:
    entry_type = ENTRY_TYPES.get(publication.type, "misc")
    lines = [f"@{entry_type}{{{key or base_key(publication)},"]
    month = MONTHS[publication.month - 1] if publication.month and 1 <= publication.month <= 12 else None
    for name, value in fields(publication, names):
        lines.append(f"  {name} = {{{value}}},")
        if name == "year" and month:
            lines.append(f"  month = {month},")
    lines.append("}")
    return "\n".join(lines) + "\n"


def listing_text(publication: Publication) -> str:
    """What :func:`render` writes for this publication, under its own key (:func:`base_key`): the
    text stored for it, which a file whose key is taken already writes under another."""
    return entry(publication, base_key(publication)) + "\n"


def render(publications: Iterable[Publication | str]) -> Iterator[str]:
    """The file of ``publications``: rows, or their :func:`listing_text` when it is stored."""
    keys = KeyRegistry()
    names: dict[Person, str] = {}
    for publication in publications:
        if isinstance(publication, str):
            yield _under_unique_key(publication, keys)
        else:
            yield entry(publication, keys.unique(base_key(publication)), names) + "\n"


def _under_unique_key(text: str, keys: KeyRegistry) -> str:
    """A :func:`listing_text` under the key the file gives it: its own, unless taken already."""
    # "@type{key,": a key has neither braces nor commas (``base_key``).
    start = text.index("{") + 1
    end = text.index(",", start)
    key = text[start:end]
    unique = keys.unique(key)
    return text if unique == key else text[:start] + unique + text[end:]
