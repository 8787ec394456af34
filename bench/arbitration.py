"""Which reading the entry reader keeps, the rules' or the field labeller's, and how often it is right.

    .venv/bin/python bench/arbitration.py bench/lists bench/lists2 … [--sure X] [--examples N] [--dump PATH]

Every free-text list of each set is read whole (``parse``), as ``score_parser.py`` reads it,
while each weighing of the two readings (``labelling.reader._labeller_wins``) is recorded: the
test the rules' reading failed, if any, or why it stands (no test failed, or the labeller's
reading cuts a field the rules read whole). Each gold entry paired with a parsed entry (by
title, as the scorer pairs them) is counted under the branch its last weighing took, or under
"no weighing" (the rule reading looked complete, or a format the rules know fixed it); a gold
entry paired with nothing is wrong. Every list is then read twice more: with the rules' reading
kept in every entry, and with the labeller's taken wherever its reading stands. Per branch:
entries, right (title, authors and year), right with the rules' kept, right with the labeller's
taken, and how many only one of the two gets right. The list steps (``consistency``) run as in
the parser in all three readings.

``--sure`` sets the reader's confidence threshold (``_SURE``) otherwise: a lower one trusts the
labeller as a surer model would be trusted. ``--examples`` prints entries each branch lost to
the other reading; ``--dump`` writes each gold entry's parsed title, names and rightness.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from parse_quality import core_right, pair

from publications.parsing import detect_format, parse
from publications.parsing.labelling import reader
from publications.parsing.records import InputFormat

NO_WEIGHING = "no weighing"
RULES_KEPT = "rules kept, no test failed"
LABELLER_UNSOUND = "rules kept, labeller cuts"
_weighed: dict[str, str] = {}
_LABELLER_TAKEN_NOT = (NO_WEIGHING, RULES_KEPT, LABELLER_UNSOUND)
_forced: list[str | None] = [None]  # None: as the reader weighs; "rules" or "labeller": that reading


def _weigh(rule, model, body, tokens, labelling, *, names_read=False):
    """The reader's weighing, recorded, or the reading ``_forced`` names where the labeller's stands."""
    if not reader._labeller_reading_stands(rule, model, body, names_read=names_read):
        _weighed[rule.raw] = LABELLER_UNSOUND
        return None
    reason = reader._rules_reading_fails(rule, model, body, tokens, labelling)
    _weighed[rule.raw] = reason or RULES_KEPT
    if _forced[0] == "rules":
        return None
    if _forced[0] == "labeller":
        return reason or "forced"
    return reason


def _read_lists(sets: list[Path]) -> dict[tuple[str, int], tuple[bool, str, dict]]:
    """Each gold entry's (parsed entry right, branch, the gold and the parsed entry), by (list,
    gold index); a missed entry is wrong."""
    found = {}
    for directory in sets:
        for gold_path in sorted(directory.glob("*.gold.json")):
            text_path = gold_path.with_name(gold_path.name.replace(".gold.json", ".txt"))
            text = text_path.read_text(encoding="utf-8")
            if detect_format(text) != InputFormat.CITATIONS:
                continue
            _weighed.clear()
            got = parse(text).to_dict()["entries"]
            wanted = json.loads(gold_path.read_text(encoding="utf-8"))["entries"]
            name = f"{directory.name}/{text_path.name}"
            for gi in range(len(wanted)):
                found[(name, gi)] = (False, NO_WEIGHING, {"want": wanted[gi], "got": None})
            for gi, pi in pair(wanted, got):
                entry = got[pi]
                found[(name, gi)] = (
                    core_right(wanted[gi], entry),
                    _weighed.get(entry["raw"], NO_WEIGHING),
                    {"want": wanted[gi], "got": entry},
                )
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("sets", nargs="+", type=Path)
    parser.add_argument(
        "--sure",
        type=float,
        help="the reader's confidence threshold (``_SURE``) set otherwise: a labeller more or less sure",
    )
    parser.add_argument("--examples", type=int, default=0, help="print up to N entries the branch taken lost")
    parser.add_argument(
        "--dump", type=Path, help="write each gold entry's parsed reading and its rightness here"
    )
    args = parser.parse_args(argv)
    if args.sure is not None:
        reader._SURE, reader._NOT_TITLE = args.sure, 1 - args.sure
    reader._labeller_wins = _weigh
    read = _read_lists(args.sets)
    if args.dump:
        rows = {
            f"{name} #{gi + 1}": [
                right,
                found["got"] and found["got"]["title"],
                found["got"] and found["got"]["authors"],
            ]
            for (name, gi), (right, _, found) in read.items()
        }
        args.dump.write_text(json.dumps(rows, indent=0, ensure_ascii=False))
    _forced[0] = "rules"
    rules = _read_lists(args.sets)
    _forced[0] = "labeller"
    labeller = _read_lists(args.sets)
    counts: dict[str, Counter] = defaultdict(Counter)
    lost = defaultdict(list)
    for key, (right, branch, _) in read.items():
        row = counts[branch]
        row["entries"] += 1
        row["right"] += right
        row["rules right"] += rules[key][0]
        row["labeller right"] += labeller[key][0]
        row["only rules"] += rules[key][0] and not labeller[key][0]
        row["only labeller"] += labeller[key][0] and not rules[key][0]
        other = labeller if branch in _LABELLER_TAKEN_NOT else rules
        if other[key][0] and not right:
            lost[branch].append((key, other[key][2]))
    columns = ("entries", "right", "rules right", "labeller right", "only rules", "only labeller")
    print(f"{'branch':28} " + " ".join(f"{name:>14}" for name in columns))
    for branch in sorted(counts, key=lambda name: -counts[name]["entries"]):
        print(f"{branch:28} " + " ".join(f"{counts[branch][name]:14}" for name in columns))
    total = Counter()
    for row in counts.values():
        total.update(row)
    print(f"{'TOTAL':28} " + " ".join(f"{total[name]:14}" for name in columns))
    for branch, misses in lost.items():
        if not args.examples or branch == NO_WEIGHING:
            continue
        print(f"\n== {branch}: the other reading right, the one taken wrong ({len(misses)})")
        for (name, gi), found in misses[: args.examples]:
            taken = read[(name, gi)][2]["got"] or {}
            print(f"{name} #{gi + 1}: {found['want'].get('raw', '')[:160]!r}")
            print(
                f"    taken {taken.get('authors')} | {str(taken.get('title'))[:80]!r} | {taken.get('year')}"
            )
            other = found["got"]
            print(f"    other {other['authors']} | {other['title'][:80]!r} | {other['year']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
