"""Import speed: parse, plan and apply a 1,000-entry paste into the 50,000-publication demo database.

    .venv/bin/python bench/import_speed.py [--publications 50000] [--entries 1000]
        [--database groupsite_bench] [--keep-data] [--profile]

The benchmark database is filled with ``generate_demo_data`` (seed 1) unless it already holds
that many publications. The paste mixes citations of stored publications (half of them,
authors partly abbreviated: duplicates and author matches to find) with new ones (new titles,
known and new authors, known venues). Everything the import writes is rolled back.

Prints seconds per step and peak memory: Python allocations per step (tracemalloc, in a
second pass, as tracing slows the code) and the process's peak resident set size.
"""

from __future__ import annotations

import argparse
import cProfile
import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _setup

NEW_TITLE_WORDS = (
    "Adaptive",
    "Elastic",
    "Streaming",
    "Tiered",
    "Decentralized",
    "Cooperative",
    "Speculative",
    "Holistic",
    "Provenance-Aware",
    "Carbon-Aware",
    "Workload-Driven",
    "Locality-Aware",
    "Topology-Aware",
    "Vectorized",
    "Persistent",
    "Disaggregated",
)
NEW_TITLE_NOUNS = (
    "Memory Pooling",
    "Kernel Fusion",
    "Data Staging",
    "Metadata Management",
    "Task Graphs",
    "Log Analysis",
    "Container Orchestration",
    "Trace Replay",
    "Model Serving",
    "Event Detection",
    "Index Maintenance",
)


def citation(authors: list[str], title: str, venue: str, year: int) -> str:
    return f"• {', '.join(authors)}. “{title}.” In {venue} {year}, pp. 1-10."


def build_paste(rng: random.Random, entries: int) -> str:
    from publications.models import Author, Publication, Venue

    stored = list(
        Publication.objects.listed()
        .exclude(venue=None)
        .select_related("venue")
        .prefetch_related("authorships__author")
        .order_by("?")[: entries // 2]
    )
    people = list(Author.objects.order_by("?").values_list("display_name", flat=True)[:2000])
    venues = list(Venue.objects.exclude(short_name="").values_list("short_name", flat=True))
    lines = []
    for publication in stored:
        names = []
        for authorship in publication.authorships.all():
            author = authorship.author
            if rng.random() < 0.3 and author.given_name:
                names.append(f"{author.given_name[0]}. {author.family_name}")
            else:
                names.append(author.display_name)
        lines.append(citation(names, publication.title, publication.venue.short_name, publication.year))
    for number in range(entries - len(stored)):
        title = (
            f"{rng.choice(NEW_TITLE_WORDS)} {rng.choice(NEW_TITLE_NOUNS)} for "
            f"{rng.choice(NEW_TITLE_WORDS)} {rng.choice(NEW_TITLE_NOUNS)}, Case {number}"
        )
        names = [*rng.sample(people, 3), f"Newcomer{number} Person{number % 97}"]
        lines.append(citation(names, title, rng.choice(venues), rng.randint(2000, 2025)))
    rng.shuffle(lines)
    return "\n".join(lines) + "\n"


def run_steps(text: str, *, trace: bool, profile: bool = False) -> dict[str, tuple[float, float]]:
    """(seconds, traced peak MiB) per step; everything written is rolled back."""
    from django.db import transaction

    from publications.importing import apply_import, plan_import
    from publications.parsing import parse

    figures = {}

    def step(name, call):
        if trace:
            tracemalloc.start()
        started = time.perf_counter()
        if profile and name != "parse":
            profiler = cProfile.Profile()
            value = profiler.runcall(call)
            profiler.print_stats("cumulative")
        else:
            value = call()
        seconds = time.perf_counter() - started
        peak = 0.0
        if trace:
            peak = tracemalloc.get_traced_memory()[1] / 2**20
            tracemalloc.stop()
        figures[name] = (seconds, peak)
        return value

    with transaction.atomic():
        result = step("parse", lambda: parse(text))
        plan = step("plan", lambda: plan_import(result.entries, format=result.format, issues=result.issues))
        report = step("apply", lambda: apply_import(plan, raw_text=text, format=result.format))
        figures["counts"] = plan.counts
        figures["summary"] = report.summary()
        figures["entries"] = len(result.entries)
        transaction.set_rollback(True)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--publications", type=int, default=50_000)
    parser.add_argument("--entries", type=int, default=1_000)
    parser.add_argument("--database", default="groupsite_bench")
    parser.add_argument("--keep-data", action="store_true", help="Use the database as it is.")
    parser.add_argument(
        "--profile", action="store_true", help="Print where planning and applying spend time."
    )
    args = parser.parse_args()
    _setup.start_django(args.database)
    from publications.models import Publication

    print("Import speed:", _setup.machine())
    if not args.keep_data and Publication.objects.count() != args.publications:
        print(f"generating {args.publications:,} publications: {_setup.generate(args.publications):.1f} s")
    print(f"database: {Publication.objects.count():,} publications")
    text = build_paste(random.Random(7), args.entries)
    timed = run_steps(text, trace=False, profile=args.profile)
    traced = run_steps(text, trace=True)
    print(f"paste: {timed['entries']:,} entries parsed; plan: {timed['counts']}")
    for name, target in (("parse", None), ("plan", 3.0), ("apply", 5.0)):
        seconds, _ = timed[name]
        _, peak = traced[name]
        verdict = ""
        if target is not None:
            verdict = f"  (target ≤ {target:.0f} s: {'met' if seconds <= target else 'MISSED'})"
        print(f"{name:6} {seconds:6.2f} s   peak Python allocations {peak:7.1f} MiB{verdict}")
    _, peak_rss = _setup.rss_kib()
    print(f"applied: {timed['summary']}")
    print(f"peak resident memory of the process: {peak_rss / 1024:.0f} MiB")


if __name__ == "__main__":
    main()
