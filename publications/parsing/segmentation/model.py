"""The trained line labeller: a linear-chain CRF (python-crfsuite) over the lines of a paste.

Accepts any list of line strings; gives every line a ``LineLabel`` and the model's marginal
probability for it. Without a model file (or without python-crfsuite) ``label_lines`` returns
None and callers keep their rules.

Cannot handle: pastes longer than ``MAX_LINES`` lines are not labelled (callers use their rules:
the labeller's cost is linear, but a megabyte of one-character lines is not a publication list).
"""

from __future__ import annotations

import threading
from enum import StrEnum
from functools import lru_cache
from pathlib import Path

from .features import line_features

MODEL_PATH = Path(__file__).resolve().parent.parent / "models" / "lines.crfsuite"
MAX_LINES = 20_000
# A crfsuite tagger holds the sequence it last tagged: one paste at a time per process.
_TAGGING = threading.Lock()


class LineLabel(StrEnum):
    START = "start"  # the first line of an entry
    CONTINUATION = "cont"  # a further line of the entry above
    HEADING_YEAR = "head-year"
    HEADING_TYPE = "head-type"
    HEADING_HIGHLIGHT = "head-highlight"
    HEADING = "head"  # any other heading (a page or section title)
    NOISE = "noise"  # not part of any entry: navigation, abstracts, identifiers, counts
    BLANK = "blank"


HEADINGS = frozenset(
    {LineLabel.HEADING_YEAR, LineLabel.HEADING_TYPE, LineLabel.HEADING_HIGHLIGHT, LineLabel.HEADING}
)


@lru_cache(maxsize=4)
def load_tagger(path: Path = MODEL_PATH):  # -> pycrfsuite.Tagger | None
    """The tagger for a model file, or None when the file or python-crfsuite is missing."""
    try:
        import pycrfsuite
    except ImportError:
        return None
    if not path.is_file():
        return None
    tagger = pycrfsuite.Tagger()
    try:
        tagger.open(str(path))
    except Exception:  # an unreadable model file: the rules carry on alone
        return None
    return tagger


def label_lines(lines: list[str], *, path: Path | None = None) -> list[tuple[LineLabel, float]] | None:
    """Each line's label and its marginal probability, or None when no model can be used
    (``path``: another model file than the committed one)."""
    if not lines or len(lines) > MAX_LINES:
        return None
    tagger = load_tagger(path or MODEL_PATH)
    if tagger is None:
        return None
    features = line_features(lines)
    with _TAGGING:
        labels = tagger.tag(features)
        return [(LineLabel(label), tagger.marginal(label, index)) for index, label in enumerate(labels)]
