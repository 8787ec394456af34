"""Reference lists scored field by field, the venue included.

    .venv/bin/python bench/reference_quality.py DIR_OR_FILES... [-v]

For every gold list given (a folder's ``*.txt`` with a ``.gold.json`` beside each, or the
``.txt`` files themselves), the whole parser reads the text and its entries are paired with the
gold entries as ``../shared/tools/score_parser.py`` pairs them (order-aware, on title
similarity); title, authors and year are compared as that scorer compares them. The venue is
compared loosely, as ``parse_quality.py`` compares the pasted references' venues: case,
punctuation, spacing, accents and a leading "In:" aside; a gold venue written as an
abbreviation is right against the same abbreviation in the parsed entry's venue or acronym.
A gold entry without a venue wants none.

Per list and in total: gold entries, parsed entries, matched entries, then the share of gold
entries with the title, the authors, the year, the venue and all four right (an unmatched gold
entry is wrong in every field). ``-v`` prints every wrong field.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from parse_quality import venue_key  # noqa: E402

from publications.parsing import parse  # noqa: E402

SCORER_PATH = ROOT.parent / "shared" / "tools" / "score_parser.py"
FIELDS = ("title", "authors", "year", "venue")


def load_scorer():
    """The gold scorer's own pairing and comparisons, so both tools read a list alike."""
    spec = importlib.util.spec_from_file_location("score_parser", SCORER_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


scorer = load_scorer()


def same_venue(want: dict, got: dict) -> bool:
    wanted = venue_key(want.get("venue"))
    if not wanted:
        return not venue_key(got.get("venue"))
    found = {venue_key(got.get(field)) for field in ("venue", "venue_acronym", "venue_canonical")}
    acronym = venue_key(want.get("venue_acronym"))
    return wanted in found or (bool(acronym) and acronym == venue_key(got.get("venue_acronym")))


def field_right(field: str, want: dict, got: dict) -> bool:
    if field == "venue":
        return same_venue(want, got)
    return scorer.same(field, want.get(field), got.get(field))


def score_list(raw: Path, verbose: bool) -> dict:
    wanted = json.loads(raw.with_suffix(".gold.json").read_text(encoding="utf-8"))["entries"]
    got = parse(raw.read_bytes().decode("utf-8", errors="replace")).to_dict()["entries"]
    pairs = scorer.pair(wanted, got)
    counts = dict.fromkeys((*FIELDS, "all4"), 0)
    for gi, pi in pairs:
        right = {field: field_right(field, wanted[gi], got[pi]) for field in FIELDS}
        for field, ok in right.items():
            counts[field] += ok
            if verbose and not ok:
                print(
                    f"  {raw.name[:40]} #{gi + 1} {field}: "
                    f"want {wanted[gi].get(field)!r} got {got[pi].get(field)!r}"
                )
        counts["all4"] += all(right.values())
    if verbose:
        matched = {gi for gi, _ in pairs}
        for gi, want in enumerate(wanted):
            if gi not in matched:
                print(f"  {raw.name[:40]} #{gi + 1} unmatched: {want['title']!r}")
    return {"list": raw.name, "gold": len(wanted), "parsed": len(got), "matched": len(pairs), **counts}


def gold_lists(paths: list[Path]) -> list[Path]:
    found = []
    for path in paths:
        if path.is_dir():
            found += sorted(p for p in path.glob("*.txt") if p.with_suffix(".gold.json").exists())
        elif path.suffix == ".txt" and path.with_suffix(".gold.json").exists():
            found.append(path)
        else:
            raise SystemExit(f"{path}: neither a folder nor a .txt with a .gold.json beside it")
    return found


def print_row(name: str, row: dict) -> None:
    shares = " ".join(f"{row[column] / max(row['gold'], 1):7.1%}" for column in (*FIELDS, "all4"))
    print(f"{name[:40]:40} {row['gold']:5} {row['parsed']:6} {row['matched']:7} {shares}")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("paths", nargs="+", type=Path, help="gold lists: folders or .txt files")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every wrong field")
    args = parser.parse_args()
    rows = [score_list(raw, args.verbose) for raw in gold_lists(args.paths)]
    print(
        f"{'list':40} {'gold':>5} {'parsed':>6} {'matched':>7} "
        + " ".join(f"{c:>7}" for c in (*FIELDS, "all4"))
    )
    for row in rows:
        print_row(row["list"], row)
    total = {key: sum(row[key] for row in rows) for key in ("gold", "parsed", "matched", *FIELDS, "all4")}
    print_row("TOTAL", total)
    return 0


if __name__ == "__main__":
    sys.exit(main())
