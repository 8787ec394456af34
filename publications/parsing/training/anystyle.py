"""AnyStyle's hand-labelled references (``data/anystyle/parser/*.xml``, BSD-2-Clause) as token labels.

Each ``<sequence>`` holds the segments of one reference in reading order; the segments joined
with spaces give the reference, and every token takes the label of the segment it lies in,
mapped to the labeller's labels (journal and collection titles are containers, a school or
institution is a publisher, edition, genre and ISBN are notes).

Three references in ten are also wrapped over several lines at a width of 45–95 columns, as
text copied from a PDF or a narrow column arrives: the labeller learns that a line break inside
a wrapped paragraph is no field boundary (on lab-page cards it is one).
"""

from __future__ import annotations

import textwrap
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from ..labelling.labels import Label
from ..labelling.tokens import Token, tokenize

DATA = Path(__file__).resolve().parent / "data" / "anystyle" / "parser"
FILES = ("core.xml", "good.xml")
# Which references are wrapped (3 in 10, spread evenly over any split into folds).
WRAPPED = frozenset({1, 4, 7})
_MAP = {
    "author": Label.AUTHOR,
    "editor": Label.EDITOR,
    "title": Label.TITLE,
    "container-title": Label.CONTAINER,
    "journal": Label.CONTAINER,
    "collection-title": Label.CONTAINER,
    "date": Label.DATE,
    "volume": Label.VOLUME,
    "pages": Label.PAGES,
    "publisher": Label.PUBLISHER,
    "institution": Label.PUBLISHER,
    "location": Label.LOCATION,
    "url": Label.URL,
    "doi": Label.DOI,
    "citation-number": Label.CITATION_NUMBER,
}


def segments(sequence: ElementTree.Element) -> list[tuple[str, str]]:
    """One reference's segments in reading order, each as its tag and its text with the white
    space folded; an empty segment is left out."""
    found = []
    for segment in sequence:
        value = " ".join((segment.text or "").split())
        if value:
            found.append((segment.tag, value))
    return found


def read(path: Path) -> list[tuple[list[Token], list[str]]]:
    """(tokens, labels) for every reference of one AnyStyle parser file."""
    sequences = []
    for index, sequence in enumerate(ElementTree.parse(path).getroot().iter("sequence")):
        text = ""
        spans: list[tuple[int, int, Label]] = []
        for tag, value in segments(sequence):
            if text:
                text += " "
            spans.append((len(text), len(text) + len(value), _MAP.get(tag, Label.NOTE)))
            text += value
        if not text:
            continue
        lines = [text]
        if index % 10 in WRAPPED:
            # Wrapping replaces single spaces by line breaks: the character spans stay valid.
            width = 45 + (index * 7919) % 51
            lines = textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False) or [text]
            if " ".join(lines) != text:
                lines = [text]
        tokens = tokenize(lines)
        labels = []
        span_index = 0
        for token in tokens:
            while span_index < len(spans) - 1 and token.start >= spans[span_index][1]:
                span_index += 1
            labels.append(str(spans[span_index][2]))
        sequences.append((tokens, labels))
    return sequences


def references(files: tuple[str, ...] = FILES) -> list[tuple[list[Token], list[str]]]:
    data = []
    for name in files:
        data.extend(read(DATA / name))
    return data
