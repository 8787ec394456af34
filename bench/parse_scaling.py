"""Parser time against input size: each shape of paste at 50, 100 and 200 KB.

    .venv/bin/python bench/parse_scaling.py [FILE]

For each shape (a citation, a three-line card, a semicolon author list, a two-character line, an
open bracket; or the text of FILE instead), the unit is repeated up to each size, joined by a
newline, a space (one long line) and a blank line (paragraphs), and parsed once. Prints the CPU
seconds of each parse (``time.process_time``: the parse's own time, whatever else runs on the
machine) and the ratio of the 200 KB time to the 50 KB time: about 4 when the time grows linearly,
far more when some pass is quadratic.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from publications.parsing import parse

SIZES_KB = (50, 100, 200)
JOINERS = {"lines": "\n", "one line": " ", "paragraphs": "\n\n"}
SHAPES = {
    "citation": "[4] M. Fenzi, L. Leal-Taix\u00e9, and T. Tuytelaars, "
    "\u201cContinuous Pose Estimation,\u201d in Proc. IEEE ICCV, 2015.",
    "card": "Title of a Paper on Things\nA. Author, B. Author*\nCoRL 2023 (Oral) [PDF] [Code]",
    "names": "Kim, J. H.; Lopez, M. A.; Osei, K. Cobalt Hydroamination. J. Am. Chem. Soc. 2021, 143, 5120.",
    "short": "ab",
    "bracket": "[",
}


def seconds_to_parse(unit: str, joiner: str, size_kb: int) -> float:
    copies = max(1, size_kb * 1000 // (len(unit) + len(joiner)))
    text = joiner.join([unit] * copies)
    started = time.process_time()
    parse(text)
    return time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, help="a paste whose text is the unit repeated")
    args = parser.parse_args()
    shapes = {args.file.name: args.file.read_text(encoding="utf-8").strip()} if args.file else SHAPES
    parse("J. Doe. A title. In Proc. SC, 2021.")  # load the models once, outside the timings
    print(f"{'shape':<12} {'joined by':<11} " + " ".join(f"{kb:>6} KB" for kb in SIZES_KB) + "  200/50")
    for name, unit in shapes.items():
        for joined_by, joiner in JOINERS.items():
            times = [seconds_to_parse(unit, joiner, kb) for kb in SIZES_KB]
            ratio = times[-1] / max(times[0], 1e-9)
            print(f"{name:<12} {joined_by:<11} " + " ".join(f"{t:7.2f} s" for t in times) + f"  {ratio:6.1f}")


if __name__ == "__main__":
    main()
