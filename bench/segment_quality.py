"""Segmentation quality on lists the line labeller was not trained on (leave-one-list-out).

    .venv/bin/python bench/segment_quality.py [--in-sample] [--synthetic N] [--iterations N]

For each gold list read line by line (``publications/parsing/training/data/gold``; BibTeX, RIS
and LaTeX lists have their own readers and are left out), a line labeller is trained without
that list (on the other lists, AnyStyle's documents and synthetic pastes) and then:

* ``model``: the labeller alone: gold entries whose span (first to last line) it gets exactly,
  and spans it makes that match no gold entry (spurious);
* ``parse``: the whole parser with that model (for the lists the free-text reader reads):
  gold entries whose lines an entry of ``parse()`` covers exactly, and spurious entries.

``--references FILE.xml`` instead pastes 150 references of an AnyStyle file the line labeller
was not trained on (it learns from ``core.xml`` only) as lists laid out several ways (one a
line, one a paragraph, wrapped with a hanging indent, wrapped flush left, numbered) and counts
the entries ``parse()`` gets exactly, with the rules alone and with the committed labeller.

``--in-sample`` scores the committed model instead (the figure not to optimise). The fold models
use less synthetic data and fewer iterations than the committed one (the CPU is shared), so the
figures are below what it reaches.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from publications.parsing import InputFormat, detect_format, parse
from publications.parsing.formats import citations
from publications.parsing.segmentation import label_lines
from publications.parsing.segmentation import model as line_model
from publications.parsing.training.lines import GOLD, entry_spans, gold_documents, train, training_documents
from publications.parsing.training.pastes import load_references


def parsed_spans(text: str) -> set[tuple[int, int]]:
    return {(entry.line_start - 1, entry.line_end - 1) for entry in parse(text).entries}


LAYOUTS = {
    "one a line": lambda number, text: [text],
    "one a paragraph": lambda number, text: [text, ""],
    "wrapped, hanging indent": lambda number, text: textwrap.wrap(text, 80, subsequent_indent="   "),
    "wrapped, flush left": lambda number, text: textwrap.wrap(text, 80),
    "numbered, wrapped": lambda number, text: textwrap.wrap(f"[{number}] {text}", 80),
}


def pasted_references(path: Path) -> None:
    references = [reference.text for reference in load_references(path) if len(reference.text) > 30]
    chosen = random.Random(3).sample(references, 150)
    print(f"{'layout':26s} {'rules alone':>12s} {'with labeller':>14s}  (of {len(chosen)})")
    for layout, lay_out in LAYOUTS.items():
        lines: list[str] = []
        spans = set()
        for number, text in enumerate(chosen, start=1):
            block = lay_out(number, text)
            written = [line for line in block if line.strip()]
            spans.add((len(lines) + 1, len(lines) + len(written)))
            lines += block
        text = "\n".join(lines)
        counts = []
        for use_model in (False, True):
            # The rules alone: the line labeller is switched off by pointing it at no model file.
            committed = line_model.MODEL_PATH
            line_model.MODEL_PATH = committed if use_model else committed.with_name("absent.crfsuite")
            try:
                got = {(entry.line_start, entry.line_end) for entry in citations.parse(text).entries}
            finally:
                line_model.MODEL_PATH = committed
            counts.append(len(got & spans))
        print(f"{layout:26s} {counts[0]:12d} {counts[1]:14d}")


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--in-sample", action="store_true")
    options.add_argument("--synthetic", type=int, default=200)
    options.add_argument("--iterations", type=int, default=60)
    options.add_argument("--references", type=Path, help="an AnyStyle XML file of references to paste")
    args = options.parse_args()
    if args.references:
        pasted_references(args.references)
        return
    totals = {"gold": 0, "model": 0, "model_spurious": 0, "parse_gold": 0, "parse": 0, "parse_spurious": 0}
    print(f"{'list':34s} {'gold':>5s} {'model':>6s} {'spur.':>6s} {'parse':>6s} {'spur.':>6s}")
    folder = Path(tempfile.mkdtemp())
    for name, (lines, labels) in gold_documents():
        path = line_model.MODEL_PATH
        if not args.in_sample:
            path = train(
                folder / f"{name}.crfsuite",
                training_documents(exclude=name, synthetic=args.synthetic),
                max_iterations=args.iterations,
            )
        gold = entry_spans(labels)
        predicted = entry_spans([label for label, _ in label_lines(lines, path=path)])
        text = (GOLD / f"{name}.txt").read_text(encoding="utf-8")
        row = f"{name:34s} {len(gold):5d} {len(gold & predicted):6d} {len(predicted - gold):6d}"
        totals["gold"] += len(gold)
        totals["model"] += len(gold & predicted)
        totals["model_spurious"] += len(predicted - gold)
        if detect_format(text) == InputFormat.CITATIONS:
            # The whole parser reads this list with the fold's model in place of the committed one.
            committed, line_model.MODEL_PATH = line_model.MODEL_PATH, path
            try:
                got = parsed_spans(text)
            finally:
                line_model.MODEL_PATH = committed
            row += f" {len(gold & got):6d} {len(got - gold):6d}"
            totals["parse_gold"] += len(gold)
            totals["parse"] += len(gold & got)
            totals["parse_spurious"] += len(got - gold)
        print(row, flush=True)
    print(
        f"{'TOTAL':34s} {totals['gold']:5d} {totals['model']:6d} {totals['model_spurious']:6d}"
        f"  (model: {totals['model'] / max(totals['gold'], 1):.1%} of entries exactly right)"
    )
    print(
        f"free-text lists through parse(): {totals['parse']} of {totals['parse_gold']} entries exactly right"
        f" ({totals['parse'] / max(totals['parse_gold'], 1):.1%}), {totals['parse_spurious']} spurious"
    )
    print(json.dumps({"mode": "in-sample" if args.in_sample else "leave-one-list-out", **totals}))


if __name__ == "__main__":
    main()
