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

With ``--references``, the same references are also pasted as copied from a PDF's reference
list (``PDF_LAYOUTS``): numbered "[1]", "1.", "1)", "(1)" or author-year, wrapped at 60 to 95
columns flush left or with a hanging indent, words hyphenated at line ends, a "References"
heading, page numbers and a running head between the lines of a page, numbered or author-year
references run together on one line or in one wrapped paragraph (as a copy that lost its line
breaks has them), and every second reference of two lines or more broken by a blank line after
one of its lines (as a copy across a PDF's columns or pages has it); for each, the references
that became exactly one entry (of references run together: the entries that start inside their
paragraph, as many as it holds at most). And they are
pasted as a lab page's cards (``CARD_LAYOUTS``: title / authors given name first / venue and
year, with or without blank lines between the cards, author lines wrapped at a narrow width or
not): the cards that became exactly one entry through ``parse()`` and through the free-text reader.

``--lab-pages N`` pastes N lab pages in the layouts of ``training/labpages.py`` (profile rows,
name headings, one field a line, status cards, toggle rows, a narrow column, cards that name
nobody, cards with a summary, items under a year at the margin) from a seed the trainer does
not use, and counts, per layout, the entries the committed labeller alone gets exactly and the
spurious ones, and the same through ``parse()``. The references are the ones it learns from,
laid out afresh: a check that it learned the layouts, not a figure on unseen text.

``--in-sample`` scores the committed model instead (the figure not to optimise). The fold models
use less synthetic data and fewer iterations than the committed one (the CPU is shared), so the
figures are below what it reaches.
"""

from __future__ import annotations

import argparse
import bisect
import json
import random
import re
import sys
import tempfile
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from publications.parsing import InputFormat, detect_format, parse
from publications.parsing.formats import citations
from publications.parsing.names import split_authors
from publications.parsing.segmentation import label_lines
from publications.parsing.segmentation import model as line_model
from publications.parsing.training.labpages import LAYOUTS as LAB_LAYOUTS
from publications.parsing.training.labpages import lab_page_documents
from publications.parsing.training.lines import GOLD, entry_spans, gold_documents, train, training_documents
from publications.parsing.training.pastes import hyphenated_wrap, load_references


def parsed_spans(text: str) -> set[tuple[int, int]]:
    return {(entry.line_start - 1, entry.line_end - 1) for entry in parse(text).entries}


LAYOUTS = {
    "one a line": lambda number, text: [text],
    "one a paragraph": lambda number, text: [text, ""],
    "wrapped, hanging indent": lambda number, text: textwrap.wrap(text, 80, subsequent_indent="   "),
    "wrapped, flush left": lambda number, text: textwrap.wrap(text, 80),
    "numbered, wrapped": lambda number, text: textwrap.wrap(f"[{number}] {text}", 80),
}


RUNNING_HEAD = "Journal of Applied Studies 12 (2020) 1\N{EN DASH}40"
PDF_LAYOUTS = {
    "[n] wrapped 80, hanging": {"marker": "[{n}]", "width": 80, "indent": "    "},
    "n. wrapped 70, flush": {"marker": "{n}.", "width": 70},
    "n) wrapped 75, flush, blank lines": {"marker": "{n})", "width": 75, "blank": True},
    "(n) wrapped 90, heading, page breaks": {"marker": "({n})", "width": 90, "heading": True, "pages": 40},
    "author-year 60, flush": {"width": 60},
    "author-year 75, flush": {"width": 75},
    "author-year 95, flush": {"width": 95},
    "author-year 75, heading, page breaks": {"width": 75, "heading": True, "pages": 45},
    "author-year 72, hanging, hyphenated": {"width": 72, "indent": "  ", "hyphenate": True},
    "author-year 80, flush, hyphenated": {"width": 80, "hyphenate": True},
    "[n] 85, flush, hyphenated, page breaks": {
        "marker": "[{n}]",
        "width": 85,
        "hyphenate": True,
        "pages": 40,
    },
    "[n] run together, 3 a line": {"marker": "[{n}]", "width": 0, "run_on": 3},
    "author-year run on, 4 a line": {"width": 0, "run_on": 4},
    "author-year run on, 4 a paragraph, 80": {"width": 80, "run_on": 4, "blank": True},
    "author-year 75, blank lines, some broken": {"width": 75, "blank": True, "broken": 2},
    "[n] 80, blank lines, some broken": {"marker": "[{n}]", "width": 80, "blank": True, "broken": 2},
}


def page_break(rng: random.Random, page: int) -> list[str]:
    """What a page break leaves in a copied list: a page number, a running head, or both."""
    return rng.choice(
        (
            [str(page)],
            ["", str(page), ""],
            [f"{page} {RUNNING_HEAD}"],
            [f"{RUNNING_HEAD} {page}"],
            [str(page), RUNNING_HEAD],
        )
    )


def pdf_paste(
    references: list[str],
    rng: random.Random,
    *,
    marker: str = "",
    width: int = 80,
    indent: str = "",
    blank: bool = False,
    heading: bool = False,
    pages: int = 0,
    hyphenate: bool = False,
    run_on: int = 0,
    broken: int = 0,
) -> tuple[str, set[tuple[int, int]]]:
    """A reference list as copied from a PDF: its text, and the (first, last) line of every
    reference (of the paragraph of references run together); with ``broken``, every that many
    references of two lines or more have a blank line at one of their line breaks."""
    lines: list[str] = []
    spans = set()
    if heading:
        lines += [rng.choice(("References", "REFERENCES", "Bibliography", "Literatur", "Références")), ""]
    since, page, number, index = 0, rng.randint(5, 30), 1, 0
    several = 0  # references of two lines or more so far
    while index < len(references):
        together = references[index : index + (run_on or 1)]
        text = " ".join(
            (marker.format(n=number + k) + " " if marker else "") + reference
            for k, reference in enumerate(together)
        )
        if not width:
            block = [text]
        elif hyphenate:
            block = hyphenated_wrap(text, width, indent, kept=4)
        else:
            block = textwrap.wrap(text, width, subsequent_indent=indent, break_on_hyphens=False)
        if broken and len(block) > 1:
            several += 1
            if several % broken == 0:
                cut = rng.randint(1, len(block) - 1)
                block = [*block[:cut], "", *block[cut:]]
        first = last = len(lines) + 1
        for line in block:
            lines.append(line)
            last = len(lines)
            since += 1
            if pages and since >= pages:
                since, page = 0, page + 1
                lines += page_break(rng, page)
        spans.add((first, last))
        if blank:
            lines.append("")
        number, index = number + len(together), index + len(together)
    return "\n".join(lines), spans


def author_first(path: Path) -> list[str]:
    """References that open with their authors, as author-year and numbered lists write them."""
    return [
        reference.text
        for reference in load_references(path)
        if len(reference.text) > 40
        and reference.authors[:1].isupper()
        and reference.title
        and reference.text.startswith(reference.authors)
    ]


def pdf_references(path: Path) -> None:
    chosen = random.Random(7).sample(author_first(path), 120)
    print(f"\n{'copied from a PDF':40s} {'entries':>8s} {'exact':>6s}  (of {len(chosen)})")
    total = 0
    for layout, options in PDF_LAYOUTS.items():
        text, spans = pdf_paste(chosen, random.Random(11), **options)
        entries = citations.parse(text).entries
        if options.get("run_on"):
            # References run together share their lines: count the entries each paragraph holds.
            starts = sorted(entry.line_start for entry in entries)
            exact = sum(
                min(bisect.bisect_right(starts, last) - bisect.bisect_left(starts, first), options["run_on"])
                for first, last in spans
            )
        else:
            exact = len({(entry.line_start, entry.line_end) for entry in entries} & spans)
        total += exact
        print(f"{layout:40s} {len(entries):8d} {exact:6d}")
    print(f"{'TOTAL':40s} {'':8s} {total:6d}  (of {len(chosen) * len(PDF_LAYOUTS)})")


CARD_LAYOUTS = {
    "blank lines between": {"width": 0, "blank": True},
    "no blank lines": {"width": 0},
    "no blank lines, authors wrapped at 45": {"width": 45},
    "no blank lines, authors wrapped at 30": {"width": 30},
    "authors first, wrapped at 40": {"width": 40, "authors_first": True},
}


def card_paste(
    cards: list[tuple[str, str, str]], *, width: int = 0, blank: bool = False, authors_first: bool = False
) -> tuple[str, set[tuple[int, int]]]:
    """Lab-page cards (title / authors / venue line) as pasted: their text, and the (first, last)
    line of every card; with ``width``, author lines wrapped at that width."""
    lines: list[str] = []
    spans = set()
    for title, authors, venue in cards:
        names = textwrap.wrap(authors, width, break_long_words=False) if width else [authors]
        block = [*names, title, venue] if authors_first else [title, *names, venue]
        spans.add((len(lines) + 1, len(lines) + len(block)))
        lines += [*block, ""] if blank else block
    return "\n".join(lines), spans


def card_pages(path: Path) -> None:
    """The references as a lab page's cards: the title, the authors given name first, the venue
    and year, with or without blank lines between the cards, author lines wrapped or not; cards
    that became exactly one entry, through ``parse()`` and through the free-text reader."""
    cards = []
    for reference in load_references(path):
        names, _ = split_authors(reference.authors)
        year = re.search(r"(?:19|20)\d\d", reference.date)
        if len(names) >= 2 and reference.title and reference.venue and year:
            authors = ", ".join(name.display for name in names[:8])
            cards.append(
                (reference.title.rstrip(".,"), authors, f"{reference.venue.rstrip('.,')} {year.group(0)}")
            )
    chosen = random.Random(5).sample(cards, 120)
    print(f"\n{'cards':40s} {'parse()':>8s} {'free text':>10s}  (of {len(chosen)})")
    totals = [0, 0]
    for layout, options in CARD_LAYOUTS.items():
        text, spans = card_paste(chosen, **options)
        counts = [
            len({(entry.line_start, entry.line_end) for entry in reader(text).entries} & spans)
            for reader in (parse, citations.parse)
        ]
        totals = [total + added for total, added in zip(totals, counts, strict=True)]
        print(f"{layout:40s} {counts[0]:8d} {counts[1]:10d}")
    print(f"{'TOTAL':40s} {totals[0]:8d} {totals[1]:10d}  (of {len(chosen) * len(CARD_LAYOUTS)})")


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


def lab_pages(count: int, seed: int = 1018) -> None:
    """The committed labeller alone, and ``parse()``, on fresh pastes of each lab-page layout."""
    columns = ("gold", "model", "spurious", "parse", "spurious")
    print(f"{'lab-page layout':22s}" + "".join(f"{column:>9s}" for column in columns))
    documents = lab_page_documents(count * len(LAB_LAYOUTS), seed=seed)
    totals = [0] * len(columns)
    for index, layout in enumerate(LAB_LAYOUTS):
        counts = [0] * len(columns)
        for lines, labels in documents[index :: len(LAB_LAYOUTS)]:
            gold = entry_spans(labels)
            predicted = entry_spans([label for label, _ in label_lines(lines)])
            parsed = parsed_spans("\n".join(lines))
            found = (gold, gold & predicted, predicted - gold, gold & parsed, parsed - gold)
            counts = [so_far + len(spans) for so_far, spans in zip(counts, found, strict=True)]
        totals = [total + added for total, added in zip(totals, counts, strict=True)]
        print(f"{layout.__name__.strip('_'):22s}" + "".join(f"{added:9d}" for added in counts))
    gold, model, _, parse_right, _ = totals
    print(
        f"{'TOTAL':22s}" + "".join(f"{total:9d}" for total in totals),
        f" (model {model / max(gold, 1):.1%}, parse {parse_right / max(gold, 1):.1%} exactly right)",
    )


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--in-sample", action="store_true")
    options.add_argument("--synthetic", type=int, default=200)
    options.add_argument("--iterations", type=int, default=60)
    options.add_argument("--references", type=Path, help="an AnyStyle XML file of references to paste")
    options.add_argument("--lab-pages", type=int, metavar="N", help="N fresh pastes of each lab-page layout")
    args = options.parse_args()
    if args.lab_pages:
        lab_pages(args.lab_pages)
        return
    if args.references:
        pasted_references(args.references)
        pdf_references(args.references)
        card_pages(args.references)
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
