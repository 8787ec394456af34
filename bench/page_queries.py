"""The queries of one request with every cache cleared: each query's database time, and the page's.

    .venv/bin/python bench/page_queries.py [--database groupsite_bench] [--repeat 9] [--explain 3]
                                           [--pages "text search,author page"] [--plans "author page"]
                                           [--profile "API year"]

For each page of ``bench/pages.py`` (on the data already in the database; nothing is generated):

- the request's queries, captured with the cache cleared first (page cache on, as served), each run
  again ``--explain`` times under ``EXPLAIN (ANALYZE, BUFFERS)``: the median execution time of each
  query, their sum, the largest and the shared buffers it read;
- ``--repeat`` requests, the cache cleared before each: the p50 wall time, and the p50 CPU time of
  this process (Python: routing, querying, rendering) and of its PostgreSQL backend (from ``/proc``).

``--plans`` prints the full plans of the named pages' queries; ``--profile`` a cProfile of one
request of each named page (cumulative, the 30 largest).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _setup
from pages import pages


def backend_cpu_ms(cursor) -> float:
    cursor.execute("SELECT pg_backend_pid()")
    pid = cursor.fetchone()[0]
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def explained(cursor, sql: str, repeat: int) -> tuple[float, int, str]:
    """(median execution ms, shared buffers hit + read, text plan of the last run) of ``sql``."""
    times, buffers, plan = [], 0, ""
    for _ in range(repeat):
        cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {sql}")
        [result] = cursor.fetchone()[0]
        times.append(result["Execution Time"])
        top = result["Plan"]
        buffers = top.get("Shared Hit Blocks", 0) + top.get("Shared Read Blocks", 0)
    cursor.execute(f"EXPLAIN (ANALYZE, BUFFERS) {sql}")
    plan = "\n".join(row[0] for row in cursor.fetchall())
    return statistics.median(times), buffers, plan


def label_of(sql: str) -> str:
    """A short name for a query: the tables it reads first."""
    lowered = sql.lower()
    if lowered.startswith("with matching"):
        return "facets"
    head = lowered.split(" from ", 1)[-1][:60]
    return head.split(" where ")[0].split(" inner ")[0].split(" left ")[0].strip().replace('"', "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--database", default="groupsite_bench")
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--explain", type=int, default=3)
    parser.add_argument("--pages", help="Only these rows of bench/pages.py, comma-separated labels.")
    parser.add_argument("--plans", default="", help="Print the plans of these pages' queries.")
    parser.add_argument("--profile", default="", help="Print a cProfile of one request of these pages.")
    parser.add_argument("--json", help="Also write the figures to this file.")
    parser.add_argument("--sql-dir", type=Path, help="Write each page's queries to files in this folder.")
    args = parser.parse_args()
    _setup.start_django(args.database)

    from django.conf import settings
    from django.core.cache import cache
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from publications.models import Publication

    print("Queries of one uncached request:", _setup.machine())
    print(f"database {args.database}: {Publication.objects.count():,} publications")
    settings.PAGE_CACHE_SECONDS = 3600
    client = Client()
    only = set(args.pages.split(",")) if args.pages else None
    plans, profiles = set(filter(None, args.plans.split(","))), set(filter(None, args.profile.split(",")))
    results = {}
    print(f"{'page':20} {'wall p50':>8} {'py cpu':>7} {'db cpu':>7} {'q':>3} {'sum db':>7}  largest query")
    for label, url in pages(Client):
        if only and label not in only:
            continue
        cache.clear()
        client.get(url)  # imports and templates of this page
        cache.clear()
        with CaptureQueriesContext(connection) as captured:
            response = client.get(url)
            if response.streaming:
                b"".join(response.streaming_content)
        assert response.status_code == 200, (url, response.status_code)
        # Read now: the next request empties the connection's query log.
        captured_sql = [query["sql"] for query in captured.captured_queries]
        queries = []
        with connection.cursor() as cursor:
            for sql in captured_sql:
                if not sql.lstrip().upper().startswith(("SELECT", "WITH")):
                    continue
                ms, buffers, plan = explained(cursor, sql, args.explain)
                queries.append(
                    {"label": label_of(sql), "ms": ms, "buffers": buffers, "sql": sql, "plan": plan}
                )
        walls, cpus, db_cpus = [], [], []
        with connection.cursor() as cursor:
            for _ in range(args.repeat):
                cache.clear()
                db_before = backend_cpu_ms(cursor)
                started, cpu_started = time.perf_counter(), time.process_time()
                response = client.get(url)
                if response.streaming:
                    b"".join(response.streaming_content)
                walls.append((time.perf_counter() - started) * 1000)
                cpus.append((time.process_time() - cpu_started) * 1000)
                db_cpus.append(backend_cpu_ms(cursor) - db_before)
        total = sum(query["ms"] for query in queries)
        largest = max(queries, key=lambda query: query["ms"]) if queries else None
        print(
            f"{label:20} {statistics.median(walls):8.1f} {statistics.median(cpus):7.1f} "
            f"{statistics.median(db_cpus):7.1f} {len(captured_sql):3} {total:7.1f}  "
            + (f"{largest['ms']:.1f} ms {largest['label']} ({largest['buffers']} buffers)" if largest else "")
        )
        for query in queries:
            print(f"{'':20}   {query['ms']:7.2f} ms {query['buffers']:6} buf  {query['label']}")
        if args.sql_dir:
            args.sql_dir.mkdir(parents=True, exist_ok=True)
            for number, query in enumerate(queries):
                name = f"{label.replace(' ', '_').replace('(', '').replace(')', '')}_{number}.sql"
                (args.sql_dir / name).write_text(query["sql"] + ";\n")
        if label in plans:
            for query in queries:
                print(f"\n-- {query['ms']:.2f} ms\n{query['sql']}\n{query['plan']}\n")
        if label in profiles:
            cache.clear()
            profiler = cProfile.Profile()
            profiler.enable()
            response = client.get(url)
            if response.streaming:
                b"".join(response.streaming_content)
            profiler.disable()
            pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
        results[label] = {
            "url": url,
            "wall_p50": statistics.median(walls),
            "cpu_p50": statistics.median(cpus),
            "db_cpu_p50": statistics.median(db_cpus),
            "queries": [{key: query[key] for key in ("label", "ms", "buffers")} for query in queries],
        }
    if args.json:
        Path(args.json).write_text(json.dumps({"machine": _setup.machine(), "pages": results}, indent=1))


if __name__ == "__main__":
    main()
