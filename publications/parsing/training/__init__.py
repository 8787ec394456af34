"""Training of the parser's models from the committed data in ``data/``.

``lines.py`` trains the line labeller (segmentation, ``models/lines.crfsuite``); ``fields.py``,
when present, trains the field labeller (``models/fields.crfsuite``). Each exposes
``rebuild() -> Path``, which trains on all its data into the committed model file.
``train_all()`` rebuilds every model file; ``python -m publications.parsing.train`` runs it.
Training is deterministic: sorted inputs, fixed seeds. Each model file gets a manifest beside it
(``manifest.py``) that tells whether it is still what its trainer builds.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from pathlib import Path


def trainers() -> dict[str, Callable[[], Path]]:
    """Every model's trainer, by model name (a trainer module that is not there is skipped)."""
    found: dict[str, Callable[[], Path]] = {}
    for name in ("lines", "fields"):
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ImportError:
            continue
        found[name] = module.rebuild
    return found


def train_all(only: list[str] | None = None, report: Callable[[str], None] = print) -> list[Path]:
    """Rebuild the model files (all, or the ones named in ``only``); returns their paths."""
    written = []
    for name, train in trainers().items():
        if only and name not in only:
            continue
        started = time.perf_counter()
        path = train()
        report(f"{name}: {path} ({path.stat().st_size:,} bytes, {time.perf_counter() - started:.0f} s)")
        written.append(path)
    return written
