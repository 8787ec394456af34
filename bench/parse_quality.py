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
   right, and references whose author, title, date and container tokens are all right.
3. ``--in-sample``: the committed model on every list (the figure not to optimise).

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
            references_right += all(
                p == w for p, w in zip(predicted, labels, strict=True) if p in CORE_LABELS or w in CORE_LABELS
            )
        print(f"  fold {fold + 1}/{folds} done", flush=True)
    print(f"\nk-fold ({folds} folds) over {len(references)} labelled references (AnyStyle core.xml):")
    print(f"  tokens labelled right: {tokens_right / tokens_total:.1%}")
    print(
        "  references with author, title, date and container all right: "
        f"{references_right / len(references):.1%}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--folds", type=int, default=3)
    parser.add_argument("--skip-lolo", action="store_true")
    parser.add_argument("--skip-kfold", action="store_true")
    parser.add_argument("--in-sample", action="store_true")
    parser.add_argument("--models", type=Path, help="keep (and reuse) the fold models in this folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        workdir = args.models or Path(directory)
        workdir.mkdir(parents=True, exist_ok=True)
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
