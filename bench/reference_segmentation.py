"""Where one reference ends and the next begins, in reference lists pasted from papers.

    .venv/bin/python bench/reference_segmentation.py [--count N] [--seed N] [--show LAYOUT]

References of AnyStyle's ``core.xml`` (their printed citation numbers left out; a seeded sample,
a different part of it for each layout) are laid out as a user pastes a paper's reference list:

* one reference a paragraph (a blank line between);
* wrapped at a width between 50 and 110 columns, as copied from a PDF (no blank lines), with a
  hanging indent (continuation lines indented under the text) or flush left;
* numbered ``[1]``, ``1.``, ``1)`` or unnumbered (author-year: only references that open with
  their authors);
* half of the wrapped layouts with page-break noise every 30 to 45 lines, wherever it falls
  (between references or inside one): a page number, a running head (the journal's, or the
  authors' on even pages), or both.

Each paste is read by ``publications.parsing.parse``; per layout and in total the script prints
the references, the entries, and:

* ``exact``: references that one entry covers exactly (same first and last line);
* ``merged``: entries that hold lines of two references or more;
* ``split``: references whose lines two entries or more share;
* ``missed``: references no entry touches;
* ``spurious``: entries that hold no line of any reference (noise read as a reference).

``--show LAYOUT`` prints the paste of one layout (a substring of its name) with each entry's
lines marked, to see the failures.

``--finder`` also reads the reference sections of AnyStyle's line-labelled documents
(``finder/*.ttx``: the lines labelled ``ref``, as the PDF's text gives them, one paste per run
of them between other lines), where the references are told apart by a numbering that counts up
("4.", "[12]") or by a hanging indent (each flush line starts one); runs that show neither are
left out, and so are the lines of a run before its first reference (the end of one begun on the
page before). Same counts, per kind of run.

The line labeller learns from ``core.xml`` (in other layouts, ``training/pastes.py``): the
references are not new to it, so the figures measure the layouts, not unseen text.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import textwrap
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from publications.parsing import parse  # noqa: E402

CORE = ROOT.parent / "shared" / "training" / "anystyle" / "parser" / "core.xml"
FINDER = ROOT.parent / "shared" / "training" / "anystyle" / "finder"
NUMBERINGS = {"[n]": "[{n}]", "n.": "{n}.", "n)": "{n})", "author-year": ""}
JOURNAL_HEADS = (
    "Journal of Applied Studies 12 (2020) 1\N{EN DASH}40",
    "Annual Review of Coastal Science 2019. 11:233\N{EN DASH}259",
    "PHYSICAL REVIEW B 98, 045112 (2018)",
    "Int. J. Hum.-Comput. Stud. 74 (2015) 1\N{EN DASH}22",
)
AUTHOR_HEADS = ("A. Okafor et al.", "B. Lindqvist, C. Moreau", "OKAFOR AND MOREAU")


class Reference(NamedTuple):
    text: str
    opens_with_authors: bool


class Layout(NamedTuple):
    name: str
    marker: str  # "" for author-year
    width: int  # 0: one reference a paragraph
    hanging: bool
    noise: bool


def load_references(path: Path = CORE) -> list[Reference]:
    """Every reference of the file as printed, without its citation number."""
    references = []
    for sequence in ET.parse(path).getroot():
        pieces = [(segment.tag, " ".join((segment.text or "").split())) for segment in sequence]
        pieces = [(tag, value) for tag, value in pieces if value and tag != "citation-number"]
        if pieces:
            text = " ".join(value for _, value in pieces)
            references.append(Reference(text, pieces[0][0] in ("author", "editor")))
    return references


def layouts(seed: int) -> list[Layout]:
    """One paragraph layout per numbering; per numbering and indent, two wrapped layouts (a
    narrower and a wider width, the wider with page noise)."""
    rng = random.Random(seed)
    found = []
    for numbering, marker in NUMBERINGS.items():
        found.append(Layout(f"{numbering} paragraphs", marker, 0, False, False))
        for hanging in (True, False):
            indent = "hanging" if hanging else "flush"
            narrow, wide = rng.randint(50, 79), rng.randint(80, 110)
            found.append(Layout(f"{numbering} {indent} {narrow}", marker, narrow, hanging, False))
            found.append(Layout(f"{numbering} {indent} {wide} +pages", marker, wide, hanging, True))
    return found


def page_break(rng: random.Random, page: int, journal: str, authors: str) -> list[str]:
    """What a page break leaves in a copied list: a page number, a running head, or both."""
    head = authors if page % 2 == 0 else journal
    return rng.choice(([str(page)], [head], [f"{page} {head}"], [f"{head} {page}"], [str(page), head]))


class Paste(NamedTuple):
    text: str
    spans: list[tuple[int, int]]  # each reference's (first, last) line, numbered from 1
    noise: set[int]  # the lines of page breaks


def paste(references: list[str], layout: Layout, rng: random.Random) -> Paste:
    """The pasted text, each reference's lines and the page breaks' lines."""
    lines: list[str] = []
    spans = []
    noise: set[int] = set()
    journal, authors = rng.choice(JOURNAL_HEADS), rng.choice(AUTHOR_HEADS)
    page, next_break = rng.randint(3, 30), rng.randint(30, 45)
    indent = " " * (len(layout.marker.format(n=len(references))) + 1 if layout.marker else 4)
    for number, reference in enumerate(references, start=1):
        text = f"{layout.marker.format(n=number)} {reference}" if layout.marker else reference
        if not layout.width:
            block = [text]
        else:
            block = textwrap.wrap(
                text, layout.width, subsequent_indent=indent if layout.hanging else "", break_on_hyphens=False
            )
        first = len(lines) + 1
        for line in block:
            lines.append(line)
            last = len(lines)
            if layout.noise and len(lines) >= next_break:
                page += 1
                lines += page_break(rng, page, journal, authors)
                noise.update(range(last + 1, len(lines) + 1))
                next_break = len(lines) + rng.randint(30, 45)
        spans.append((first, last))
        if not layout.width:
            lines.append("")
    return Paste("\n".join(lines), spans, noise)


class Counts(NamedTuple):
    references: int
    entries: int
    exact: int
    merged: int
    split: int
    missed: int
    spurious: int


def score(pasted: Paste) -> tuple[Counts, list[tuple[int, int]]]:
    """The counts for one paste, and the (first, last) line of every entry."""
    spans, noise = pasted.spans, pasted.noise
    owner = {line: index for index, (first, last) in enumerate(spans) for line in range(first, last + 1)}
    entries = [(entry.line_start, entry.line_end) for entry in parse(pasted.text).entries]
    holders: Counter[int] = Counter()
    merged = spurious = 0
    for first, last in entries:
        held = {owner[line] for line in range(first, last + 1) if line in owner and line not in noise}
        holders.update(held)
        merged += len(held) >= 2
        spurious += not held
    exact = len(set(entries) & set(spans))
    split = sum(1 for count in holders.values() if count >= 2)
    missed = len(spans) - len(holders)
    return Counts(len(spans), len(entries), exact, merged, split, missed, spurious), entries


def show(pasted: Paste, entries: list[tuple[int, int]]) -> None:
    """The paste with each line's reference start ("G"), page noise ("n") and parsed entry start
    ("E", "." inside an entry) marked, "!" where they disagree."""
    starts = {first for first, _ in pasted.spans}
    opened = {first for first, _ in entries}
    inside = {line for first, last in entries for line in range(first, last + 1)}
    for number, line in enumerate(pasted.text.split("\n"), start=1):
        gold = "G" if number in starts else "n" if number in pasted.noise else " "
        got = "E" if number in opened else ("." if number in inside else " ")
        flag = "!" if (number in starts) != (number in opened) else " "
        print(f"{flag}{gold}{got} {number:4d} {line}")


def finder_runs(path: Path) -> list[list[str]]:
    """The runs of lines labelled ``ref`` in one finder document (its lines are "label | text",
    the label written on the first line of each run of one label)."""
    runs: list[list[str]] = []
    label, current = "", None
    for raw in path.read_text(encoding="utf-8").split("\n"):
        written, _, text = raw.partition("|")
        label = written.strip() or label
        # (a form feed starts a PDF's page: it is no line break of the paste)
        text = "".join(text.removeprefix(" ").rstrip().splitlines())
        if label == "ref" and text.strip():
            if current is None:
                current = []
                runs.append(current)
            current.append(text)
        elif label != "ref":
            current = None
    return runs


_NUMBER_RE = re.compile(r"\s*(?:\[(\d{1,3})\]|(\d{1,3})[.)])\s")
# A run is numbered, or hangs, when its references so marked make up this share of its lines.
_MARKED_SHARE = 0.25


def reference_starts(run: list[str]) -> tuple[str, list[int]] | None:
    """How a run marks its references ("numbered", "hanging") and the positions of their first
    lines, or None when it marks them neither way."""
    starts, last = [], None
    for position, text in enumerate(run):
        found = _NUMBER_RE.match(text)
        number = int(found.group(1) or found.group(2)) if found else None
        if number is not None and (last is None or number == last + 1):
            starts.append(position)
            last = number
    if len(starts) >= 3 and len(starts) >= _MARKED_SHARE * len(run):
        return "numbered", starts
    indents = [len(text) - len(text.lstrip()) for text in run]
    flush = min(indents)
    starts = [position for position, indent in enumerate(indents) if indent == flush]
    if len(starts) >= 3 and len(run) - len(starts) >= _MARKED_SHARE * len(run):
        return "hanging", starts
    return None


def finder_pastes() -> dict[str, list[Paste]]:
    """Each marked run of the finder documents as a paste, by how it marks its references."""
    pastes: dict[str, list[Paste]] = {}
    for path in sorted(FINDER.glob("*.ttx")):
        for run in finder_runs(path):
            marked = reference_starts(run)
            if marked is None:
                continue
            kind, starts = marked
            lines = run[starts[0] :]
            firsts = [start - starts[0] + 1 for start in starts]
            spans = list(zip(firsts, [*(first - 1 for first in firsts[1:]), len(lines)], strict=True))
            pastes.setdefault(kind, []).append(Paste("\n".join(lines), spans, set()))
    return pastes


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--count", type=int, default=80, help="references a paste")
    arguments.add_argument("--seed", type=int, default=2026)
    arguments.add_argument("--show", default="", help="print the paste of the layout of this name")
    arguments.add_argument("--finder", action="store_true", help="also AnyStyle's finder documents")
    options = arguments.parse_args()
    references = [reference for reference in load_references() if len(reference.text) > 40]
    rng = random.Random(options.seed)
    rng.shuffle(references)
    by_authors = [reference.text for reference in references if reference.opens_with_authors]
    every = [reference.text for reference in references]
    columns = Counts._fields
    print(f"{'layout':28s}" + "".join(f"{column:>11s}" for column in columns))
    totals = [0] * len(columns)
    for index, layout in enumerate(layouts(options.seed)):
        pool = by_authors if not layout.marker else every
        start = (index * options.count) % max(len(pool) - options.count, 1)
        chosen = pool[start : start + options.count]
        pasted = paste(chosen, layout, random.Random(f"{options.seed}-{layout.name}"))
        counts, entries = score(pasted)
        totals = [total + value for total, value in zip(totals, counts, strict=True)]
        print(f"{layout.name:28s}" + "".join(f"{value:11d}" for value in counts))
        if options.show and options.show in layout.name:
            show(pasted, entries)
    print(f"{'TOTAL':28s}" + "".join(f"{value:11d}" for value in totals))
    if options.finder:
        print(f"\n{'finder runs':28s}" + "".join(f"{column:>11s}" for column in columns))
        for kind, pastes in finder_pastes().items():
            counts = [0] * len(columns)
            for pasted in pastes:
                found, _ = score(pasted)
                counts = [count + value for count, value in zip(counts, found, strict=True)]
            print(f"{kind + f' ({len(pastes)} runs)':28s}" + "".join(f"{value:11d}" for value in counts))


if __name__ == "__main__":
    main()
