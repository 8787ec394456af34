"""Full-database exports (BibTeX, RIS, CSL-JSON, CSV) through the real view, each in a fresh process.

    .venv/bin/python bench/exports.py [--size 50000] [--repeat 3] [--database groupsite_bench]
                                      [--keep-data] [--existing] [--against DIR] [--formats bibtex,ris]

The benchmark database is refilled with ``generate_demo_data --seed 1`` unless ``--keep-data`` is
given and it already holds ``--size`` publications. ``--existing`` reads the database as it is
(a shared one, filled by someone else) and writes nothing to it: no migration, no refill. Each
export is streamed to the end from ``/export/<format>/`` with the page cache off; it prints the
median wall time, the CPU time of the web process and of its PostgreSQL backend (both
load-independent, unlike wall time on a shared machine), the queries, the size and the growth of
resident memory.

``--against DIR`` runs the same exports with the code of another checkout of the site (an
earlier release) on the same data in the same run, and prints the ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _setup

FORMATS = ("bibtex", "ris", "csl-json", "csv")
TARGET_SECONDS = 2.0


def backend_cpu_seconds() -> float:
    """CPU time of this connection's PostgreSQL backend (the server runs on this host)."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        pid = cursor.fetchone()[0]
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def probe(fmt: str, repeat: int) -> dict:
    """Stream ``/export/<fmt>/`` ``repeat`` times in this process; one JSON line of figures."""
    from django.conf import settings
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    settings.PAGE_CACHE_SECONDS = 0
    client = Client()
    b"".join(client.get(f"/export/{fmt}/?year=2020").streaming_content)  # imports, connection
    before, _ = _setup.rss_kib()
    walls, cpus, db_cpus = [], [], []
    for _ in range(repeat):
        db_before = backend_cpu_seconds()
        started, cpu_started = time.perf_counter(), time.process_time()
        total = 0
        with CaptureQueriesContext(connection) as queries:
            for chunk in client.get(f"/export/{fmt}/").streaming_content:
                total += len(chunk)
        walls.append(time.perf_counter() - started)
        cpus.append(time.process_time() - cpu_started)
        db_cpus.append(backend_cpu_seconds() - db_before)
    _, peak = _setup.rss_kib()
    return {
        "wall": statistics.median(walls),
        "cpu": statistics.median(cpus),
        "db_cpu": statistics.median(db_cpus),
        "queries": len(queries.captured_queries),
        "megabytes": total / 1e6,
        "rss_growth_mb": max(0, peak - before) / 1024,
    }


def run_probe(root: Path, database: str, fmt: str, repeat: int) -> dict:
    command = [sys.executable, __file__, "--probe", fmt, "--root", str(root), "--database", database]
    output = subprocess.run(
        [*command, "--repeat", str(repeat)], capture_output=True, text=True, check=True
    ).stdout
    return json.loads(output.strip().splitlines()[-1])


def describe(figures: dict) -> str:
    return (
        f"{figures['wall']:7.2f} s wall {figures['cpu']:6.2f} s cpu {figures['db_cpu']:5.2f} s db "
        f"{figures['queries']:4} q {figures['rss_growth_mb']:5.1f} MB RSS"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=50000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--database", default="groupsite_bench")
    parser.add_argument("--keep-data", action="store_true")
    parser.add_argument("--existing", action="store_true", help="Read the database as it is; write nothing.")
    parser.add_argument("--against", type=Path, help="Another checkout of the site to compare with.")
    parser.add_argument("--formats", default=",".join(FORMATS))
    parser.add_argument("--probe", help=argparse.SUPPRESS)
    parser.add_argument("--root", type=Path, default=_setup.ROOT, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.probe:
        _setup.configure(args.database)
        sys.path.insert(0, str(args.root.resolve()))
        import django

        django.setup()
        print(json.dumps(probe(args.probe, args.repeat)))
        return
    _setup.start_django(args.database, migrate=not args.existing)
    from publications.models import Publication

    print("Exports:", _setup.machine())
    if not args.existing:
        print(_setup.filled(args.size, _setup.fill(args.size, keep_data=args.keep_data)))
    listed = Publication.objects.listed().count()
    print(f"{listed:,} entries per export; median of {args.repeat}")
    for fmt in args.formats.split(","):
        ours = run_probe(_setup.ROOT, args.database, fmt, args.repeat)
        verdict = "met" if ours["wall"] <= TARGET_SECONDS else "MISSED"
        line = f"{fmt:9} {describe(ours)} {ours['megabytes']:5.1f} MB (<= {TARGET_SECONDS:.0f} s: {verdict})"
        print(line, flush=True)
        if args.against:
            theirs = run_probe(args.against, args.database, fmt, args.repeat)
            print(
                f"{'  against':9} {describe(theirs)}   ratio wall {theirs['wall'] / ours['wall']:.1f}x, "
                f"cpu+db {(theirs['cpu'] + theirs['db_cpu']) / (ours['cpu'] + ours['db_cpu']):.1f}x",
                flush=True,
            )


if __name__ == "__main__":
    main()
