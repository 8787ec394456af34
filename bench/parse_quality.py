"""Parse quality on data the field labeller was not trained on.

    .venv/bin/python bench/parse_quality.py [--folds 3] [--skip-lolo] [--skip-kfold] [--in-sample]

1. Leave-one-list-out over the shared gold lists (``publications/parsing/training/data/gold``):
   for each list the free-text reader reads, a model is trained without that list (on the
   AnyStyle references, the synthetic data and the other lists), and the whole parser reads the
   list with it. Lists in other formats (BibTeX, RIS, LaTeX, dblp, Scholar) do not use the
   labeller and are scored once. Per list and in total: gold entries, parsed entries, matched
   entries, "core" (title, authors and year all right) and spurious entries.
   The labeller alone (its reading of each gold entry's lines, no rules) is printed too.
2. k-fold over the labelled references (AnyStyle core.xml): the labeller alone, trained on
   the other folds (plus the synthetic data), on the references of one fold: tokens labelled
   right, and references whose author, title, date and container tokens are all right (in
   total, and apart for the three in ten the training data wrap over several lines).
3. A reference list pasted as paragraphs (``--held-out``): references from AnyStyle's
   ``ugly.xml`` (``../shared/training/anystyle/parser/ugly.xml``), which is never trained on
   (not copied into ``training/data``), pasted one reference per paragraph as copied from the
   end of a paper, in three layouts: one line per paragraph with blank lines between; wrapped at
   72 columns with blank lines between; wrapped with a hanging indent and no blank lines. The
   whole parser (committed models) reads each paste. Segmentation: references that became
   exactly one entry (none merged, none split). Fields, per reference, read from the entry that
   holds the reference's first line: title (as the gold
   scorer compares it), authors (the same family names and given names, initials aside), year,
   venue (the first journal or container segment, or none when there is none) and all four.
   Its labels are noisier than core.xml's, so a few "wrong" fields are the gold's fault.
4. ``--in-sample``: the committed model on every list (the figure not to optimise).

The models for the folds use the trainer's settings with fewer iterations, less synthetic data
and only AnyStyle's core.xml (``FOLD_SETTINGS``: the CPU is shared), so the figures are below
what the committed model reaches.
Matching follows ../shared/tools/score_parser.py: order-aware pairing on title similarity.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import sys
import tempfile
import time
import unicodedata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from publications.parsing import parse
from publications.parsing.labelling.features import token_features
from publications.parsing.labelling.labels import Label
from publications.parsing.labelling.model import MODEL, MODEL_PATH, label_tokens
from publications.parsing.labelling.reader import entry_from_labels
from publications.parsing.labelling.tokens import tokenize
from publications.parsing.training import anystyle, gold, synthetic
from publications.parsing.training import fields as trainer

FOLD_SETTINGS = {"styled": 520, "lab": 1000, "anystyle": ("core.xml",), "iterations": 40}
QUOTES = {"\u201c": '"', "\u201d": '"', "\u201e": '"', "\u2018": "'", "\u2019": "'", "`": "'", "\u00a0": " "}
ALONE: list[dict] = []  # the labeller alone on each list it reads, filled by leave_one_list_out
CORE_LABELS = {str(Label.AUTHOR), str(Label.TITLE), str(Label.DATE), str(Label.CONTAINER)}


def norm_text(value) -> str:
    if value is None:
        return ""
    text = unicodedata.normalize("NFC", str(value))
    for a, b in QUOTES.items():
        text = text.replace(a, b)
    return re.sub(r"\s+", " ", text).strip().strip(" \"'.,;:")


def title_key(value) -> str:
    return re.sub(r"[^0-9a-z]+", "", norm_text(value).casefold())


def core_right(want: dict, got: dict) -> bool:
    authors = isinstance(got.get("authors"), list) and [norm_text(a) for a in want["authors"]] == [
        norm_text(a) for a in got["authors"]
    ]
    try:
        year = (want["year"] is None and got.get("year") in (None, "")) or int(want["year"]) == int(
            got["year"]
        )
    except (TypeError, ValueError):
        year = False
    return authors and year and title_key(want["title"]) == title_key(got.get("title"))


def pair(wanted: list[dict], got: list[dict]) -> list[tuple[int, int]]:
    pairs, used = [], set()
    for gi, want in enumerate(wanted):
        key = title_key(want.get("title"))
        best, best_score = None, 0.85
        for pi, entry in enumerate(got):
            if pi in used:
                continue
            score = difflib.SequenceMatcher(None, key, title_key(entry.get("title"))).ratio()
            if score > best_score:
                best, best_score = pi, score
                if score == 1.0:
                    break
        if best is not None:
            used.add(best)
            pairs.append((gi, best))
    return pairs


def score_list(name: str) -> dict:
    text = (gold.DATA / f"{name}.txt").read_text(encoding="utf-8")
    wanted = json.loads((gold.DATA / f"{name}.gold.json").read_text(encoding="utf-8"))["entries"]
    got = parse(text).to_dict()["entries"]
    pairs = pair(wanted, got)
    core = sum(core_right(wanted[gi], got[pi]) for gi, pi in pairs)
    return {"list": name, "gold": len(wanted), "parsed": len(got), "matched": len(pairs), "core": core}


def print_table(title: str, rows: list[dict]) -> None:
    print(f"\n{title}")
    print(f"{'list':36} {'gold':>5} {'parsed':>6} {'match':>5} {'core':>7} {'spurious':>8}  model")
    for row in rows:
        print(
            f"{row['list'][:36]:36} {row['gold']:5} {row['parsed']:6} {row['matched']:5} "
            f"{row['core'] / max(row['gold'], 1):7.1%} {row['parsed'] - row['matched']:8}  "
            f"{row.get('model', '')}"
        )
    total_gold = sum(r["gold"] for r in rows)
    core = sum(r["core"] for r in rows)
    spurious = sum(r["parsed"] - r["matched"] for r in rows)
    print(
        f"{'TOTAL':36} {total_gold:5} {sum(r['parsed'] for r in rows):6} "
        f"{sum(r['matched'] for r in rows):5} {core / max(total_gold, 1):7.1%} {spurious:8}"
    )


def labeller_alone(name: str) -> dict:
    """The field labeller without the rules, on each gold entry's lines (entry boundaries given)."""
    wanted = json.loads((gold.DATA / f"{name}.gold.json").read_text(encoding="utf-8"))["entries"]
    core = 0
    for want in wanted:
        lines = gold.entry_lines(want["raw"])
        tokens = tokenize(lines)
        labelling = label_tokens(tokens)
        entry, _ = entry_from_labels(" ".join(lines), lines, tokens, labelling)
        got = entry.to_dict()
        core += core_right(want, got)
    return {"list": name, "gold": len(wanted), "parsed": len(wanted), "matched": len(wanted), "core": core}


def all_lists() -> list[str]:
    return sorted(p.name[: -len(".gold.json")] for p in gold.DATA.glob("*.gold.json"))


def fold_sequences(synthetic_data: list, exclude: set[str]) -> list:
    data = anystyle.references(FOLD_SETTINGS["anystyle"]) + synthetic_data
    for name in gold.list_names():
        if name not in exclude:
            data += gold.list_entries(name)
    return data


def leave_one_list_out(workdir: Path) -> list[dict]:
    """Score every list; a list the labeller reads with a model trained without it.

    Models already in ``workdir`` (from an earlier run with ``--models``) are reused.
    """
    labelled = set(gold.list_names())
    synthetic_data: list | None = None
    rows = []
    for name in all_lists():
        if name in labelled:
            path = workdir / f"without-{name}.crfsuite"
            if not path.exists():
                if synthetic_data is None:
                    synthetic_data = synthetic.generate(
                        trainer.SEED, FOLD_SETTINGS["styled"], FOLD_SETTINGS["lab"]
                    )
                iterations = {"max_iterations": FOLD_SETTINGS["iterations"]}
                trainer.fit(fold_sequences(synthetic_data, {name}), path, iterations)
            MODEL.use(path)
            row = score_list(name)
            alone = labeller_alone(name)
            row["model"] = f"trained without this list; labeller alone: {alone['core']}/{alone['gold']}"
            ALONE.append(alone)
        else:
            MODEL.use(MODEL_PATH)
            row = score_list(name)
            row["model"] = "not used by this format"
        rows.append(row)
        print(f"  {name}: core {row['core']}/{row['gold']}", flush=True)
    MODEL.use(MODEL_PATH)
    return rows


def k_fold(workdir: Path, folds: int) -> None:
    import pycrfsuite

    references = anystyle.references(("core.xml",))
    synthetic_data = synthetic.generate(trainer.SEED, FOLD_SETTINGS["styled"], FOLD_SETTINGS["lab"])
    tokens_right = tokens_total = references_right = 0
    wrapped_total = wrapped_right = 0  # references the training data wrap over several lines
    for fold in range(folds):
        held = [seq for index, seq in enumerate(references) if index % folds == fold]
        kept = [seq for index, seq in enumerate(references) if index % folds != fold]
        path = workdir / f"fold-{fold}-of-{folds}.crfsuite"
        if not path.exists():
            trainer.fit(kept + synthetic_data, path, {"max_iterations": FOLD_SETTINGS["iterations"]})
        tagger = pycrfsuite.Tagger()
        tagger.open(str(path))
        for tokens, labels in held:
            predicted = tagger.tag(token_features(tokens))
            tokens_right += sum(p == w for p, w in zip(predicted, labels, strict=True))
            tokens_total += len(labels)
            right = all(
                p == w for p, w in zip(predicted, labels, strict=True) if p in CORE_LABELS or w in CORE_LABELS
            )
            references_right += right
            if any(token.line for token in tokens):
                wrapped_total += 1
                wrapped_right += right
        print(f"  fold {fold + 1}/{folds} done", flush=True)
    print(f"\nk-fold ({folds} folds) over {len(references)} labelled references (AnyStyle core.xml):")
    print(f"  tokens labelled right: {tokens_right / tokens_total:.1%}")
    print(
        "  references with author, title, date and container all right: "
        f"{references_right / len(references):.1%}"
    )
    flat_total = len(references) - wrapped_total
    flat_share = (references_right - wrapped_right) / max(flat_total, 1)
    print(
        f"  of which one line: {flat_share:.1%} of {flat_total}; "
        f"wrapped over several lines: {wrapped_right / max(wrapped_total, 1):.1%} of {wrapped_total}"
    )


# The reference list pasted as paragraphs: held-out references from AnyStyle's ugly.xml.
HELD_OUT_DEFAULT = Path("../shared/training/anystyle/parser/ugly.xml")
HELD_OUT_SAMPLE = 318  # references per paste (a long paper's reference list)
HELD_OUT_SEED = 7
_VENUE_SEGMENTS = ("container-title", "journal")
# Where ugly.xml has no venue segment, its venue is sometimes labelled one of these.
_OTHER_VENUE_SEGMENTS = ("publisher", "note", "source", "institution")
_MARKUP_RE = re.compile(r"</?[a-z]+>", re.IGNORECASE)  # ugly.xml writes <italic> and <ITALIC>
# The gold title sometimes keeps the connective that opens the container ("…,” in").
_TRAILING_IN_RE = re.compile(r"[\s,.;:]+(?:in|en|dans|im)\s*:?\s*$", re.IGNORECASE)
_NAME_STOPWORDS = frozenset({"and", "und", "et", "al", "y", "e", "eds", "ed", "hrsg", "others", "with"})


def fold(value) -> str:
    text = unicodedata.normalize("NFKD", norm_text(_MARKUP_RE.sub("", str(value or ""))).casefold())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


def name_words(text: str) -> set[str]:
    """The words of a list of names, initials and connectives aside ("Dweck, C." → {"dweck"})."""
    words = re.findall(r"[^\W\d_]+", fold(text))
    return {w for w in words if len(w) > 1 and w not in _NAME_STOPWORDS}


def venue_key(value) -> str:
    text = re.sub(r"^\s*(?:in|en|dans|im)\b:?\s*", "", fold(value))
    return re.sub(r"[\W_]+", "", text)  # letters of any script: a Cyrillic or CJK venue is compared too


def held_out_references(path: Path, sample: int = HELD_OUT_SAMPLE, skip: int = 0) -> list[dict]:
    """A fixed sample of ugly.xml's references that have a title, authors and a date.

    ``skip`` passes over that many usable references first: ``--dev`` skips the held-out sample,
    so the references it shows (and that rules are written against) are never the ones scored.
    """
    import random
    import xml.etree.ElementTree as ET

    sequences = list(ET.parse(path).getroot().iter("sequence"))
    random.Random(HELD_OUT_SEED).shuffle(sequences)
    references = []
    for sequence in sequences:
        parts: dict[str, list[str]] = {}
        text = []
        for segment in sequence:
            value = " ".join((segment.text or "").split())
            if value:
                text.append(value)
                parts.setdefault(segment.tag, []).append(value)
        if {"title", "date", "author"} <= parts.keys():
            venue = next(
                (" ".join((seg.text or "").split()) for seg in sequence if seg.tag in _VENUE_SEGMENTS),
                None,
            )
            others = [
                " ".join((seg.text or "").split()) for seg in sequence if seg.tag in _OTHER_VENUE_SEGMENTS
            ]
            year = re.search(r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)", " ".join(parts["date"]))
            references.append(
                {
                    "text": " ".join(text),
                    "title": _TRAILING_IN_RE.sub("", _MARKUP_RE.sub("", " ".join(parts["title"]))),
                    "authors": " ".join(parts["author"]),
                    "year": int(year.group(0)) if year else None,
                    "venue": venue,
                    "other_venues": others,
                }
            )
        if len(references) >= skip + sample:
            break
    return references[skip:]


def _layouts(references: list[dict]) -> dict[str, tuple[str, list[tuple[int, int]]]]:
    """Each paste layout: its text and, per reference, its first and last line number."""
    import textwrap

    layouts = {}
    for name, width, indent, gap in (
        ("one line per paragraph, blank lines between", None, "", True),
        ("wrapped at 72 columns, blank lines between", 72, "", True),
        ("wrapped, hanging indent, no blank lines", 72, "    ", False),
    ):
        lines: list[str] = []
        spans = []
        for reference in references:
            if gap and lines:
                lines.append("")
            wrapped = (
                textwrap.wrap(reference["text"], width, subsequent_indent=indent, break_on_hyphens=False)
                if width
                else [reference["text"]]
            )
            spans.append((len(lines) + 1, len(lines) + len(wrapped)))
            lines.extend(wrapped)
        layouts[name] = ("\n".join(lines), spans)
    return layouts


def held_out_fields(want: dict, got: dict) -> dict[str, bool]:
    authors = name_words(want["authors"]) == name_words(" ".join(got.get("authors") or []))
    year = want["year"] == got.get("year") if want["year"] else got.get("year") in (None, "")
    if want["venue"]:
        key = venue_key(want["venue"])
        venue = any(
            key
            and (
                venue_key(got.get(field)) == key
                or difflib.SequenceMatcher(None, key, venue_key(got.get(field))).ratio() >= 0.85
            )
            for field in ("venue", "venue_canonical")
        )
    else:
        venue = not got.get("venue") or venue_key(got.get("venue")) in {
            venue_key(other) for other in want["other_venues"]
        }
    title = title_key(want["title"]) == title_key(got.get("title"))
    return {"title": title, "authors": authors, "year": year, "venue": venue}


def held_out_paste(path: Path, sample: int = HELD_OUT_SAMPLE, show: int = 0, dev: bool = False) -> list[dict]:
    """The whole parser on the held-out references pasted as a list, in each layout."""
    references = held_out_references(path, sample, skip=HELD_OUT_SAMPLE if dev else 0)
    rows = []
    kind = "development (not the held-out sample)" if dev else "held-out"
    print(f"\nReference list pasted as paragraphs: {len(references)} {kind} references ({path.name})")
    columns = ("entries", "exact", "title", "authors", "year", "venue", "all4")
    print(f"{'layout':46} " + " ".join(f"{column:>7}" for column in columns))
    for name, (text, spans) in _layouts(references).items():
        started = time.perf_counter()
        got = parse(text).to_dict()["entries"]
        seconds = time.perf_counter() - started
        by_span = {(entry["line_start"], entry["line_end"]): entry for entry in got}
        exact = sum(span in by_span for span in spans)
        # Each reference is scored against the entry that holds its first line.
        holding = {}
        for pi, entry in enumerate(got):
            for number in range(entry["line_start"], entry["line_end"] + 1):
                holding.setdefault(number, pi)
        pairs = [(gi, holding[span[0]]) for gi, span in enumerate(spans) if span[0] in holding]
        totals = dict.fromkeys(("title", "authors", "year", "venue", "all4"), 0)
        shown = 0
        for gi, pi in pairs:
            right = held_out_fields(references[gi], got[pi])
            for field, ok in right.items():
                totals[field] += ok
            totals["all4"] += all(right.values())
            if show and shown < show and not all(right.values()) and name.startswith("one line"):
                shown += 1
                wrong = ", ".join(field for field, ok in right.items() if not ok)
                print(f"  [{wrong}] {references[gi]['text'][:160]}")
                print(
                    f"      got: {got[pi].get('title')!r} | {got[pi].get('authors')} | "
                    f"{got[pi].get('year')} | {got[pi].get('venue')!r}"
                )
        n = max(len(references), 1)
        shares = [exact / n] + [totals[field] / n for field in columns[2:]]
        cells = " ".join(f"{share:7.1%}" for share in shares)
        print(f"{name:46} {len(got):7} {cells}  ({seconds:.1f} s)", flush=True)
        rows.append({"layout": name, "entries": len(got), "exact": exact, **totals, "references": n})
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--folds", type=int, default=3)
    parser.add_argument("--skip-lolo", action="store_true")
    parser.add_argument("--skip-kfold", action="store_true")
    parser.add_argument("--in-sample", action="store_true")
    parser.add_argument(
        "--held-out", type=Path, default=HELD_OUT_DEFAULT, help="AnyStyle's ugly.xml (never trained on)"
    )
    parser.add_argument("--skip-held-out", action="store_true")
    parser.add_argument("--held-out-sample", type=int, default=HELD_OUT_SAMPLE)
    parser.add_argument("--show", type=int, default=0, help="print this many held-out references read wrong")
    parser.add_argument(
        "--dev",
        action="store_true",
        help="read ugly.xml references after the held-out sample instead: the ones to look at with --show",
    )
    parser.add_argument("--models", type=Path, help="keep (and reuse) the fold models in this folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        workdir = args.models or Path(directory)
        workdir.mkdir(parents=True, exist_ok=True)
        if not args.skip_held_out:
            if args.held_out.is_file():
                MODEL.use(MODEL_PATH)
                held_out_paste(args.held_out, args.held_out_sample, args.show, args.dev)
            else:
                print(f"\n(no held-out references: {args.held_out} not found; see --held-out)")
        if not args.skip_lolo:
            print_table("Leave-one-list-out (whole parser):", leave_one_list_out(workdir))
            print_table("Leave-one-list-out, the field labeller alone (no rules; entry lines given):", ALONE)
        if args.in_sample:
            MODEL.use(MODEL_PATH)
            print_table("In-sample (committed model, every list):", [score_list(n) for n in all_lists()])
        if not args.skip_kfold:
            k_fold(workdir, args.folds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
