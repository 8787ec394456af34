"""The trained field labeller: loads ``models/fields.crfsuite`` once and labels token lists,
with each token's marginal probability.

Without the model file (or without python-crfsuite) :func:`label_tokens` returns None and the
entry reader keeps to its rules.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path

from ..linecaches import text_cache
from .features import token_features
from .tokens import Token

MODEL_PATH = Path(__file__).resolve().parent.parent / "models" / "fields.crfsuite"


@dataclass(frozen=True)
class Labelling:
    labels: list[str]
    marginals: list[float]  # the probability of each token's label
    title: list[float] = field(default_factory=list)  # the probability of each token being the title's
    # The probability of each token being a name's, where the labelling has no names at all.
    author: list[float] = field(default_factory=list)


class _Model:
    def __init__(self) -> None:
        self._local = threading.local()  # a CRFsuite tagger is not safe to share between threads
        self.path = MODEL_PATH
        self.available: bool | None = None

    def tagger(self):
        tagger = getattr(self._local, "tagger", None)
        if tagger is None and self.available is not False:
            try:
                import pycrfsuite

                tagger = pycrfsuite.Tagger()
                tagger.open(str(self.path))
                self.available = True
            except Exception:  # no model or no library: the rules carry on alone
                self.available = False
                return None
            self._local.tagger = tagger
        return tagger

    def use(self, path: Path) -> None:
        """Label with another model file from now on (training and evaluation)."""
        self.path = path
        self.available = None
        self._local = threading.local()
        _labelling.cache_clear()  # the labellings of the model used until now


MODEL = _Model()


def label_tokens(tokens: list[Token]) -> Labelling | None:
    if not tokens:
        return Labelling([], [])
    if MODEL.tagger() is None:
        return None
    labelled = _labelling(tuple(tokens))
    # A copy of the cached labelling's lists: a caller may change its own.
    return Labelling(
        list(labelled.labels), list(labelled.marginals), list(labelled.title), list(labelled.author)
    )


# A list's entries are labelled again when they are read again in the list's shape
# (``consistency.harmonise``): the same tokens, the same labelling. Kept for the entries of a long
# list (a labelling with its tokens takes about 13 kB: some 7 MB at most).
@text_cache(maxsize=512)
def _labelling(tokens: tuple[Token, ...]) -> Labelling:
    tagger = MODEL.tagger()
    labels = tagger.tag(token_features(list(tokens)))
    marginals = [tagger.marginal(label, index) for index, label in enumerate(labels)]
    title = [tagger.marginal("title", index) for index in range(len(labels))]
    author = [] if "author" in labels else [tagger.marginal("author", index) for index in range(len(labels))]
    return Labelling(labels, marginals, title, author)
