"""Import speed: plan and apply a 1,000-entry paste into a database holding 50,000 publications.

Run from the project root against a migrated PostgreSQL database (everything it writes is
rolled back at the end):

    DATABASE_URL=postgres://... .venv/bin/python bench/import_speed.py [--publications N] [--entries N]

Prints figures only.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "groupsite.settings")
os.environ.setdefault("DEBUG", "true")

import django

django.setup()

from django.db import transaction  # noqa: E402

from publications.importing import apply_import, plan_import  # noqa: E402
from publications.importing.keys import name_form, title_key  # noqa: E402
from publications.models import Author, AuthorAlias, Authorship, Publication, Venue  # noqa: E402
from publications.parsing import parse  # noqa: E402
from publications.parsing.records import PersonName  # noqa: E402

WORDS = (
    "adaptive",
    "scalable",
    "learning",
    "graph",
    "cluster",
    "training",
    "inference",
    "data",
    "parallel",
    "distributed",
    "memory",
    "storage",
    "network",
    "energy",
    "secure",
    "robust",
    "efficient",
    "sparse",
    "quantum",
    "neural",
    "model",
    "language",
    "vision",
    "scheduling",
    "fault",
    "tolerance",
    "compiler",
    "kernel",
    "cache",
    "stream",
    "query",
    "index",
    "search",
    "privacy",
    "federated",
)
GIVEN = [
    f"{a}{b}"
    for a in ("Li", "Wei", "Jun", "Ana", "Tom", "Eva", "Raj", "Kim")
    for b in ("an", "o", "ze", "ria", "")
]
FAMILY = [
    f"{a}{b}"
    for a in ("Zhang", "Wang", "Smith", "Garcia", "Kumar", "Chen", "Mueller", "Rossi")
    for b in range(40)
]
VENUES = [
    "SC",
    "HPDC",
    "IPDPS",
    "ICPP",
    "NeurIPS",
    "ICML",
    "SIGMOD",
    "VLDB",
    "ASPLOS",
    "ISCA",
    "TPDS",
    "FGCS",
]


def title(rng: random.Random, number: int) -> str:
    return " ".join(rng.choice(WORDS).capitalize() for _ in range(6)) + f" Part {number}"


def seed_database(rng: random.Random, count: int) -> list[tuple[str, list[str], int, str]]:
    venues = Venue.objects.bulk_create(Venue(short_name=v, name=v, slug=f"bench-{v.lower()}") for v in VENUES)
    people = [(g, f) for f in FAMILY for g in GIVEN]
    position = {f"{g} {f}": i for i, (g, f) in enumerate(people)}
    authors = Author.objects.bulk_create(
        Author(display_name=f"{g} {f}", given_name=g, family_name=f, slug=f"bench-{i}")
        for i, (g, f) in enumerate(people)
    )
    AuthorAlias.objects.bulk_create(
        AuthorAlias(
            author=a,
            name=a.display_name,
            key=name_form(PersonName(a.display_name, a.given_name, a.family_name)).key,
        )
        for a in authors
    )
    stored = []
    rows = []
    for number in range(count):
        names = rng.sample(range(len(authors)), 3)
        year = rng.randint(1995, 2025)
        text = title(rng, number)
        venue = rng.choice(venues)
        rows.append(
            Publication(title=text, title_key=title_key(text), year=year, type="conference", venue=venue)
        )
        stored.append((text, [authors[i].display_name for i in names], year, venue.short_name))
    publications = Publication.objects.bulk_create(rows, batch_size=5000)
    Authorship.objects.bulk_create(
        (
            Authorship(publication=p, author=authors[position[n]], position=k)
            for p, (_, names, _, _) in zip(publications, stored, strict=True)
            for k, n in enumerate(names, start=1)
        ),
        batch_size=10000,
    )
    return stored


def paste(rng: random.Random, stored, entries: int) -> str:
    lines = []
    for number in range(entries):
        if number % 2 == 0:
            text, names, year, venue = rng.choice(stored)
            names = [f"{n[0]}. {n.split(' ')[1]}" if rng.random() < 0.3 else n for n in names]
        else:
            text, year, venue = title(rng, 10_000_000 + number), rng.randint(2000, 2026), rng.choice(VENUES)
            names = [f"{rng.choice(GIVEN)} {rng.choice(FAMILY)}" for _ in range(4)] + [f"New Person{number}"]
        lines.append(
            f"• [{venue}\u2019{year % 100:02d}] {', '.join(names)}. “{text}.” In {venue} {year}, pp. 1-10."
        )
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--publications", type=int, default=50_000)
    parser.add_argument("--entries", type=int, default=1_000)
    parser.add_argument("--profile", action="store_true", help="Print where planning spends its time.")
    args = parser.parse_args()
    rng = random.Random(7)
    with transaction.atomic():
        started = time.perf_counter()
        stored = seed_database(rng, args.publications)
        print(f"seeded {Publication.objects.count():,} publications in {time.perf_counter() - started:.1f} s")
        text = paste(rng, stored, args.entries)
        started = time.perf_counter()
        result = parse(text)
        print(f"parse  {len(result.entries):,} entries: {time.perf_counter() - started:.2f} s")
        if args.profile:
            cProfile.runctx("plan_import(result.entries)", globals(), locals(), sort="cumulative")
        started = time.perf_counter()
        plan = plan_import(result.entries, format=result.format, issues=result.issues)
        print(f"plan   {time.perf_counter() - started:.2f} s  {plan.counts}")
        started = time.perf_counter()
        if args.profile:
            with transaction.atomic():
                cProfile.runctx("apply_import(plan, raw_text=text)", globals(), locals(), sort="cumulative")
                transaction.set_rollback(True)
            started = time.perf_counter()
        report = apply_import(plan, raw_text=text, format=result.format)
        print(f"apply  {time.perf_counter() - started:.2f} s  {report.summary()}")
        transaction.set_rollback(True)


if __name__ == "__main__":
    main()
