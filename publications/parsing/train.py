"""Command line: ``python -m publications.parsing.train [MODEL ...]`` rebuilds the model files
under ``models/`` from the committed training data (all models, or the ones named)."""

from __future__ import annotations

import argparse
import sys

from .training import train_all, trainers


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m publications.parsing.train", description=__doc__)
    known = sorted(trainers())
    parser.add_argument("models", nargs="*", metavar="MODEL", help=f"models to rebuild: {', '.join(known)}")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.models) - set(known))
    if unknown:
        parser.error(f"unknown model(s): {', '.join(unknown)}; known: {', '.join(known)}")
    train_all(args.models or None, report=lambda line: sys.stdout.write(line + "\n"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
