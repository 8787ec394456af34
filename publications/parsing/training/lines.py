"""Training data and training for the line labeller (``models/lines.crfsuite``).

Accepts the committed data under ``data/``: the shared gold lists (``gold/*.txt`` with
``*.gold.json``: each entry's ``raw`` gives its span, so its first line is an entry start and
the rest continuations), AnyStyle's line-labelled documents (``anystyle/finder/*.ttx``) and
synthetic pastes (``pastes.py``). Everything is read in sorted order with fixed seeds, so the
same data gives the same model. ``rebuild()`` writes the model's manifest beside it
(``models/lines.json``, see ``manifest.py``) with the digest of ``input_digest``.

Cannot handle: gold lists in structured formats (BibTeX, RIS, CSL-JSON, LaTeX source) are
left out; their own readers segment them.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from ..fields import heading_type, is_highlight_heading
from ..sections import heading_text, year_heading
from ..segmentation import LineLabel
from ..segmentation.features import line_features
from ..segmentation.model import MODEL_PATH
from . import manifest
from .pastes import Document, card_variant_documents, pdf_list_documents, synthetic_documents

DATA = Path(__file__).resolve().parent / "data"
GOLD = DATA / "gold"
FINDER = DATA / "anystyle" / "finder"
LINE_FORMATS = frozenset({"citations", "dblp", "scholar", "author-db"})
_MARKER_RE = re.compile(r"^\s*(?:\[\d{1,4}\]|\d{1,4}\.\s)")
PARAMETERS = {"c1": 0.05, "c2": 0.01, "max_iterations": 120, "feature.possible_transitions": True}


def heading_label(line: str) -> LineLabel:
    text = heading_text(line)
    if year_heading(text) is not None:
        return LineLabel.HEADING_YEAR
    if is_highlight_heading(text):
        return LineLabel.HEADING_HIGHLIGHT
    if heading_type(text) is not None:
        return LineLabel.HEADING_TYPE
    return LineLabel.HEADING


def gold_document(text_path: Path) -> Document:
    """A gold list's lines, labelled from the spans of its entries' ``raw`` strings."""
    text = text_path.read_text(encoding="utf-8")
    gold = json.loads(text_path.with_name(text_path.stem + ".gold.json").read_text(encoding="utf-8"))
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    labels: list[LineLabel | None] = [None] * len(lines)
    position = 0
    sections = set()
    for entry in gold["entries"]:
        span = _find_span(text, entry["raw"].strip(), position)
        if span is None:
            continue
        begin, end = span
        position = end
        first = next(i for i in range(len(lines)) if starts[i + 1] > begin)
        last = next(i for i in range(first, len(lines)) if starts[i + 1] > end - 1)
        labels[first] = LineLabel.START
        for index in range(first + 1, last + 1):
            labels[index] = LineLabel.BLANK if not lines[index].strip() else LineLabel.CONTINUATION
        if entry.get("section"):
            sections.add(" ".join(entry["section"].split()).casefold())
    for index, line in enumerate(lines):
        if labels[index] is not None:
            continue
        if not line.strip():
            labels[index] = LineLabel.BLANK
        elif " ".join(heading_text(line).split()).casefold() in sections:
            labels[index] = heading_label(line)
        else:
            labels[index] = LineLabel.NOISE
    return lines, labels  # type: ignore[return-value]


def _find_span(text: str, raw: str, position: int) -> tuple[int, int] | None:
    """Where ``raw`` sits in ``text`` after ``position``; a raw written as the entry's lines
    joined by " | " (author-database seeds) is found piece by piece."""
    begin = text.find(raw, position)
    if begin >= 0:
        return begin, begin + len(raw)
    pieces = [piece for piece in raw.split(" | ") if piece.strip()]
    if len(pieces) < 2:
        return None
    begin = end = text.find(pieces[0], position)
    for piece in pieces:
        found = text.find(piece, end)
        if found < 0:
            return None
        end = found + len(piece)
    return (begin, end) if begin >= 0 else None


def gold_documents(exclude: str | None = None) -> list[tuple[str, Document]]:
    """The gold lists read line by line (name, document), without ``exclude``."""
    from .. import detect_format

    documents = []
    for path in sorted(GOLD.glob("*.txt")):
        if path.stem == exclude:
            continue
        if str(detect_format(path.read_text(encoding="utf-8"))) not in LINE_FORMATS:
            continue
        documents.append((path.stem, gold_document(path)))
    return documents


def entry_spans(labels: list[LineLabel]) -> set[tuple[int, int]]:
    """(first, last) line index of every entry a labelling describes, to score a labeller against
    the gold: blank lines inside an entry are part of it, a heading or noise ends it."""
    spans: list[list[int]] = []
    current: list[int] | None = None
    for index, label in enumerate(labels):
        if label == LineLabel.START:
            current = [index, index]
            spans.append(current)
        elif label == LineLabel.CONTINUATION and current is not None:
            current[1] = index
        elif label != LineLabel.BLANK:
            current = None
    return {(first, last) for first, last in spans}


def finder_document(path: Path) -> Document:
    """A ``.ttx`` document: reference lines become starts (numbered or least indented) and
    continuations (indented more); titles become headings; other text is noise."""
    lines: list[str] = []
    kinds: list[str] = []
    kind = "text"
    for row in path.read_text(encoding="utf-8").split("\n"):
        if "|" not in row:
            continue
        label, content = row.split("|", 1)
        kind = label.strip() or kind
        content = html.unescape(content[1:] if content.startswith(" ") else content)
        lines.append(content)
        kinds.append(kind)
    references = [line for line, k in zip(lines, kinds, strict=True) if k == "ref" and line.strip()]
    numbered = sum(1 for line in references if _MARKER_RE.match(line)) > len(references) * 0.2
    labels = []
    for line, k in zip(lines, kinds, strict=True):
        if not line.strip():
            labels.append(LineLabel.BLANK)
        elif k == "ref":
            start = bool(_MARKER_RE.match(line)) if numbered else not line[:1].isspace()
            labels.append(LineLabel.START if start else LineLabel.CONTINUATION)
        elif k == "title":
            labels.append(heading_label(line))
        else:
            labels.append(LineLabel.NOISE)
    return lines, labels


def finder_documents() -> list[Document]:
    return [finder_document(path) for path in sorted(FINDER.glob("*.ttx"))]


def training_documents(
    *, exclude: str | None = None, synthetic: int = 400, gold_copies: int = 3
) -> list[Document]:
    """Everything the line labeller learns from. Gold lists count ``gold_copies`` times: they
    are the pastes admins make; the other data teaches layouts the gold lists lack."""
    documents = [document for _, document in gold_documents(exclude)] * gold_copies
    documents += finder_documents()
    documents += synthetic_documents(synthetic)
    documents += card_variant_documents(synthetic // 10)
    documents += pdf_list_documents(synthetic // 20)
    return documents


def train(
    output: Path = MODEL_PATH,
    documents: list[Document] | None = None,
    *,
    max_iterations: int = PARAMETERS["max_iterations"],
    c1: float = PARAMETERS["c1"],
    c2: float = PARAMETERS["c2"],
) -> Path:
    """Train the line labeller on ``documents`` (default: ``training_documents()``) into ``output``."""
    import pycrfsuite

    trainer = pycrfsuite.Trainer(verbose=False)
    for lines, labels in documents if documents is not None else training_documents():
        trainer.append(line_features(lines), [str(label) for label in labels])
    trainer.set_params(
        {"c1": c1, "c2": c2, "max_iterations": max_iterations, "feature.possible_transitions": True}
    )
    output.parent.mkdir(parents=True, exist_ok=True)
    trainer.train(str(output))
    return output


def rebuild() -> Path:
    """The committed line labeller, trained on all the data, and its manifest."""
    documents = training_documents()
    path = train(MODEL_PATH, documents)
    manifest.write(
        path,
        "python -m publications.parsing.train lines",
        input_digest(documents, PARAMETERS),
        documents=len(documents),
    )
    return path


def input_digest(documents: list[Document], parameters: dict) -> str:
    """The digest of what the model learns from: every line's features and label, and the
    trainer's parameters (cheap enough to take the features whole)."""
    digest = manifest.InputDigest()
    digest.add(parameters)
    for lines, labels in documents:
        digest.add(line_features(lines))
        digest.add([str(label) for label in labels])
    return digest.hexdigest()
