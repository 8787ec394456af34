"""A model file's manifest: what it was trained from, written by its trainer beside it
(``models/fields.json`` for ``models/fields.crfsuite``).

The manifest holds the SHA-256 of the training input (each trainer says what that is: the
labelled sequences as it builds them, what its features make of them, its parameters) and of
the model file it wrote. The test of the committed models builds the input again from the
committed data and code: a digest that differs means the data, the features or the trainer
changed since the model was trained, and the model must be rebuilt.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import json
from pathlib import Path
from types import ModuleType


class InputDigest:
    """A running SHA-256 over JSON values, one after the other."""

    def __init__(self) -> None:
        self._hash = hashlib.sha256()

    def add(self, value: object) -> None:
        self._hash.update(json.dumps(value, ensure_ascii=False, sort_keys=True).encode())
        self._hash.update(b"\n")

    def hexdigest(self) -> str:
        return self._hash.hexdigest()


def code_of(module: ModuleType) -> str:
    """A module's code without its comments, docstrings and layout: rewording them changes nothing
    a model learns from."""
    tree = ast.parse(inspect.getsource(module))
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(body, list)
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            node.body = body[1:] or [ast.Pass()]
    return ast.dump(tree)


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def manifest_path(model_path: Path) -> Path:
    return model_path.with_suffix(".json")


def write(model_path: Path, command: str, input_digest: str, **facts: object) -> Path:
    """Write the manifest of the model file just trained at ``model_path``."""
    manifest = {
        "model": model_path.name,
        "trained_by": command,
        "input_sha256": input_digest,
        "model_sha256": file_digest(model_path),
        **facts,
    }
    path = manifest_path(model_path)
    path.write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def read(model_path: Path) -> dict | None:
    """The manifest beside ``model_path``, or None where there is none."""
    try:
        return json.loads(manifest_path(model_path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
