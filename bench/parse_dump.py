"""Everything ``parse()`` returns, written out whole, to diff two versions of the parser.

    .venv/bin/python bench/parse_dump.py PATH ... [--dev N] [--training] > dump.txt

Each PATH is a ``.txt`` list or a folder of them (read in sorted order). ``--dev N`` adds the
development pastes of ``parse_quality.py --dev`` (N references of AnyStyle's ugly.xml after the
held-out sample, in its three layouts); ``--training`` adds AnyStyle's core.xml and good.xml
references (the committed training data) pasted 300 at a time in the same layouts. For every
paste: the ``repr()`` of each entry, issue and line account, in order. A refactoring that keeps
behaviour leaves the dump unchanged: run it before and after, and diff the two files.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import parse_quality

from publications.parsing import parse
from publications.parsing.labelling.model import MODEL, MODEL_PATH

TRAINING = Path(__file__).resolve().parent.parent / "publications/parsing/training/data/anystyle/parser"
PASTE_SIZE = 300


def dump(name: str, text: str) -> None:
    result = parse(text)
    print(f"=== {name} format={result.format!r}")
    for entry in result.entries:
        print(repr(entry))
    for issue in result.issues:
        print("ISSUE", repr(issue))
    for line in result.lines:
        print("LINE", repr(line))


def lists(paths: list[Path]) -> list[Path]:
    found = []
    for path in paths:
        found += sorted(path.glob("*.txt")) if path.is_dir() else [path]
    return found


def training_references(name: str) -> list[dict]:
    references = []
    for sequence in ET.parse(TRAINING / name).getroot().iter("sequence"):
        text = " ".join(
            " ".join((segment.text or "").split()) for segment in sequence if (segment.text or "").strip()
        )
        if text:
            references.append({"text": text})
    return references


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("paths", nargs="*", type=Path)
    parser.add_argument("--dev", type=int, default=0, help="this many development references of ugly.xml")
    parser.add_argument("--training", action="store_true", help="core.xml and good.xml references too")
    args = parser.parse_args()
    MODEL.use(MODEL_PATH)
    for path in lists(args.paths):
        dump(str(path), path.read_text(encoding="utf-8"))
    if args.dev:
        references = parse_quality.held_out_references(
            parse_quality.HELD_OUT_DEFAULT, args.dev, skip=parse_quality.HELD_OUT_SAMPLE
        )
        for layout, (text, _) in parse_quality._layouts(references).items():
            dump(f"development paste: {layout}", text)
    if args.training:
        for name in ("core.xml", "good.xml"):
            references = training_references(name)
            for start in range(0, len(references), PASTE_SIZE):
                pastes = parse_quality._layouts(references[start : start + PASTE_SIZE])
                for layout, (text, _) in pastes.items():
                    dump(f"{name} from {start}: {layout}", text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
