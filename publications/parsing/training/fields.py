"""Trainer of the field labeller (``models/fields.crfsuite``): a linear-chain CRF over the tokens
of one entry, trained on AnyStyle's labelled references, synthetic renderings and the shared
gold lists.

``python -m publications.parsing.training.fields`` rebuilds the committed model. Training is
deterministic: the inputs are read in sorted order, the synthetic data come from a fixed
seed, and CRFsuite's L-BFGS has no randomness of its own. Beside the model, the trainer writes
its manifest (``models/fields.json``, see ``manifest.py``) with the digest of ``input_digest``.
"""

from __future__ import annotations

import argparse
import dataclasses
import operator
import sys
import time
from collections.abc import Iterable
from pathlib import Path

from ..labelling import features
from ..labelling.features import token_features, word_features
from ..labelling.model import MODEL_PATH
from ..labelling.tokens import Token
from . import anystyle, gold, manifest, synthetic

Sequence = tuple[list[Token], list[str]]
SEED = 20261201
STYLED_RECORDS = 2600  # 50 per core CSL style (synthetic.STYLES)
# Records per style of the rest of the training pool (synthetic.style_pool("training")). None in
# the committed model: models trained with 1 or 3 read the style pools a little better and lost
# entries on real lists (bench/RESULTS.md, "the field labeller trained on the wide style pool").
WIDE_RECORDS = 0
LAB_RECORDS = 3000
PARAMETERS = {
    "c1": 0.05,
    "c2": 0.01,
    "max_iterations": 100,
    "feature.possible_transitions": True,
    "feature.minfreq": 2,
}


def training_sequences(
    *,
    exclude_lists: Iterable[str] = (),
    styled: int = STYLED_RECORDS,
    lab: int = LAB_RECORDS,
    wide: int = WIDE_RECORDS,
    anystyle_files: tuple[str, ...] = anystyle.FILES,
) -> list[Sequence]:
    """Every labelled sequence the model learns from, in a fixed order."""
    excluded = set(exclude_lists)
    data = anystyle.references(anystyle_files)
    data += synthetic.generate(SEED, styled, lab, wide)
    for name in gold.list_names():
        if name not in excluded:
            data += gold.list_entries(name)
    return data


def train(
    path: Path = MODEL_PATH, iterations: int = PARAMETERS["max_iterations"], wide: int = WIDE_RECORDS
) -> Path:
    """Rebuild the field labeller's model file from the committed data, and its manifest
    (``wide``: records per style of the training pool's rest, for a candidate model)."""
    sequences = training_sequences(wide=wide)
    parameters = {**PARAMETERS, "max_iterations": iterations}
    fit(sequences, path, parameters)
    manifest.write(
        path,
        "python -m publications.parsing.train fields",
        input_digest(sequences, parameters),
        sequences=len(sequences),
    )
    return path


def input_digest(sequences: list[Sequence], parameters: dict) -> str:
    """The digest of what the model learns from: every token with its layout and label, what
    each word says to the features (so a word added to a lexicon or the venue table counts), the
    features' code and the trainer's parameters: what fixes every token's features, at a small
    part of the cost of building them."""
    digest = manifest.InputDigest()
    digest.add(parameters)
    digest.add(manifest.code_of(features))
    attributes = operator.attrgetter(*(field.name for field in dataclasses.fields(Token)))
    words = set()
    for tokens, labels in sequences:
        digest.add([attributes(token) for token in tokens])
        digest.add(labels)
        words.update(token.text for token in tokens)
    for word in sorted(words):
        digest.add([word, word_features(word)])
    return digest.hexdigest()


def rebuild() -> Path:
    """The shared driver's entry point (``python -m publications.parsing.train``)."""
    return train()


def fit(sequences: list[Sequence], path: Path, parameters: dict | None = None) -> Path:
    """Fit a CRF on ``sequences`` and write it to ``path``."""
    import pycrfsuite

    trainer = pycrfsuite.Trainer(verbose=False)
    for tokens, labels in sequences:
        if tokens:
            trainer.append(pycrfsuite.ItemSequence(token_features(tokens)), labels)
    trainer.set_params({**PARAMETERS, **(parameters or {})})
    path.parent.mkdir(parents=True, exist_ok=True)
    trainer.train(str(path))
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--output", type=Path, default=MODEL_PATH)
    parser.add_argument("--iterations", type=int, default=PARAMETERS["max_iterations"])
    parser.add_argument(
        "--wide", type=int, default=WIDE_RECORDS, help="records per style of the training pool's rest"
    )
    args = parser.parse_args(argv)
    start = time.perf_counter()
    train(args.output, args.iterations, args.wide)
    seconds = time.perf_counter() - start
    size = args.output.stat().st_size
    sys.stdout.write(f"{seconds:.0f} s, {args.output} ({size / 1e6:.1f} MB)\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
