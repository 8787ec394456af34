"""The field labeller alone (no rules) on the real lists under ``bench/``.

    .venv/bin/python bench/labeller_alone.py [--model PATH] [DIR ...]

For every gold entry of every free-text list in each set (``bench/lists``, ``bench/lists2``, ...
by default), the entry's raw text is cut into the lines the list reader hands over
(``gold.entry_lines``), tokenised, labelled by the model and read into an entry by the labeller's
reader alone (``entry_from_labels``), as ``bench/parse_quality.py`` reads the shared lists.
"Core" is the scorer's: title, authors and year all right. Entry boundaries are given, so this
measures the field labeller and nothing of segmentation. Lists in other formats (BibTeX, RIS, ...)
never reach the labeller and are skipped.

``--model`` reads with another model file (a candidate) instead of the committed one.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parse_quality import core_right

from publications.parsing import detect_format
from publications.parsing.labelling.model import MODEL, label_tokens
from publications.parsing.labelling.reader import entry_from_labels
from publications.parsing.labelling.tokens import tokenize
from publications.parsing.records import InputFormat
from publications.parsing.training import gold

BENCH = Path(__file__).resolve().parent
# The sets read by default; later sets are kept unseen and are named explicitly when wanted.
DEFAULT_SETS = ("lists", *(f"lists{n}" for n in range(2, 10)))


def read_alone(raw: str) -> dict:
    lines = gold.entry_lines(raw)
    tokens = tokenize(lines)
    entry, _ = entry_from_labels(" ".join(lines), lines, tokens, label_tokens(tokens))
    return entry.to_dict()


def score_set(directory: Path) -> tuple[int, int]:
    """(core right, gold entries) over the set's free-text lists."""
    right = total = 0
    for gold_path in sorted(directory.glob("*.gold.json")):
        text_path = gold_path.with_name(gold_path.name.replace(".gold.json", ".txt"))
        if detect_format(text_path.read_text(encoding="utf-8")) != InputFormat.CITATIONS:
            continue
        for want in json.loads(gold_path.read_text(encoding="utf-8"))["entries"]:
            if want.get("raw"):
                total += 1
                right += core_right(want, read_alone(want["raw"]))
    return right, total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("sets", nargs="*", type=Path, help="set directories (default: lists..lists9)")
    parser.add_argument("--model", type=Path, help="a model file to read with instead of the committed one")
    args = parser.parse_args(argv)
    if args.model:
        MODEL.use(args.model.resolve())
    directories = args.sets or [BENCH / name for name in DEFAULT_SETS]
    all_right = all_total = 0
    print(f"{'set':12} {'core':>10} {'of':>5}")
    for directory in directories:
        right, total = score_set(directory)
        all_right += right
        all_total += total
        print(f"{directory.name:12} {right / max(total, 1):10.1%} {total:5}  ({right})", flush=True)
    print(f"{'TOTAL':12} {all_right / max(all_total, 1):10.1%} {all_total:5}  ({all_right})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
