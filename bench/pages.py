"""Page latency in-process (Django test client, warm) at several database sizes.

    .venv/bin/python bench/pages.py [--sizes 1000,10000,50000] [--repeat 20] [--database groupsite_bench]
                                    [--keep-data] [--pages list,"text search",...]

For each size the benchmark database is refilled with ``generate_demo_data`` (seed 1) unless
``--keep-data`` is given and it already holds that many publications, then
every page is requested ``--repeat`` times in four ways:

- no cache:    caching turned off (PAGE_CACHE_SECONDS=0): every request computes everything;
- after write: caching on, and before each request a write commits (the data version moves, as
               with any import or edit), so nothing stored before is used: the first visit after
               a write, with what the write itself prepares (the main listing's facet counts);
- warm data:   the page itself is not cached (a new value of a parameter the page ignores makes each URL new)
               but what it is made of is (facet counts, entries), as for page 2..n of a listing,
               the API next to a page, or any page a second visitor asks for differently;
- cached:      the page comes from the page cache (one query: the data version).

It prints p50/p95 in milliseconds and the queries of one request, then the full-database
BibTeX export (time, queries, resident-memory growth of a fresh process) per size.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _setup


def pages(client_factory) -> list[tuple[str, str]]:
    from django.db.models import Count
    from django.urls import reverse

    from publications.models import Author, Publication, Tag, Venue

    author = Author.objects.members().annotate(n=Count("authorships")).order_by("-n").first()
    venue = Venue.objects.annotate(n=Count("publications")).order_by("-n").first()
    tag = Tag.objects.annotate(n=Count("publications")).order_by("-n").first()
    detail = Publication.objects.listed().exclude(doi="").order_by("-id").first()
    return [
        ("list", "/"),
        ("filter year", "/?year=2020"),
        ("filter type", "/?type=journal"),
        ("filter venue", f"/?venue={venue.slug}"),
        ("filter author", f"/?author={author.slug}"),
        ("filter tag", f"/?tag={tag.slug}"),
        ("filter highlight", "/?highlight=true"),
        ("filter status", "/?status=accepted"),
        ("combined filter", f"/?year_min=2015&type=conference&venue={venue.slug}"),
        ("text search", "/?q=scalable+checkpointing"),
        # A word in thousands of titles: the match is large, and the ranking reads every match.
        ("text search common", "/?q=learning"),
        ("author page", author.get_absolute_url()),
        ("venue page", venue.get_absolute_url()),
        ("detail page", detail.get_absolute_url()),
        ("feed (RSS)", reverse("publications:feed-rss")),
        ("feed (Atom)", reverse("publications:feed-atom")),
        ("API list", reverse("publications:api-publication-list")),
        ("API year", reverse("publications:api-publication-list") + "?year=2018"),
    ]


def write() -> None:
    """Commit a write: the data version moves, and what a write prepares is prepared."""
    from django.db import transaction

    from publications import freshness

    with transaction.atomic():
        freshness.bump()


def timed(
    client, url: str, repeat: int, *, vary: bool = False, after_write: bool = False
) -> tuple[list[float], int, int]:
    """``repeat`` timings of ``url`` after two untimed requests, and the queries of one more.

    ``vary`` adds a new throw-away parameter to every request; ``after_write`` commits a write
    (untimed) before every request.
    """
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    def get(n: int, *, write_first: bool = after_write):
        if write_first:
            write()
        target = url
        if vary:
            # ``p`` (the sitemap's page) is in the page cache's key and ignored by every other page;
            # a parameter no page reads would be dropped from the key and hit the stored page.
            target += ("&" if "?" in url else "?") + f"p={time.perf_counter_ns()}{n}"
        started = time.perf_counter()
        response = client.get(target)
        assert response.status_code == 200, (url, response.status_code)
        return response, (time.perf_counter() - started) * 1000

    for n in range(2):
        get(n)
    times = []
    for n in range(repeat):
        response, milliseconds = get(n)
        times.append(milliseconds)
    if after_write:
        write()
    with CaptureQueriesContext(connection) as queries:
        get(repeat, write_first=False)
    return times, len(queries.captured_queries), len(response.content)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def measure_size(
    size: int, repeat: int, database: str, *, keep_data: bool = False, only: set[str] | None = None
) -> dict:
    from django.conf import settings
    from django.core.cache import cache
    from django.test import Client

    seconds = _setup.fill(size, keep_data=keep_data)
    print(f"\n== {_setup.filled(size, seconds)} ==")
    print(
        f"{'page':18} {'no cache p50/p95':>17} {'q':>3} {'after write p50/p95':>20} {'q':>3} "
        f"{'warm data p50/p95':>18} {'q':>3} {'cached p50/p95':>15} {'q':>3} {'KB':>5}"
    )
    client = Client()
    rows = {}
    for label, url in pages(Client):
        if only and label not in only:
            continue
        cache.clear()
        settings.PAGE_CACHE_SECONDS = 0
        cold, cold_q, size_bytes = timed(client, url, repeat)
        settings.PAGE_CACHE_SECONDS = 3600
        written, written_q, _ = timed(client, url, repeat, after_write=True)
        warm, warm_q, _ = timed(client, url, repeat, vary=True)
        cache.clear()
        cached, cached_q, _ = timed(client, url, repeat)
        rows[label] = {
            "url": url,
            "cold": [statistics.median(cold), percentile(cold, 0.95), cold_q],
            "after_write": [statistics.median(written), percentile(written, 0.95), written_q],
            "warm_data": [statistics.median(warm), percentile(warm, 0.95), warm_q],
            "cached": [statistics.median(cached), percentile(cached, 0.95), cached_q],
            "kb": size_bytes // 1024,
        }
        print(
            f"{label:18} {statistics.median(cold):9.1f}/{percentile(cold, 0.95):7.1f} {cold_q:3} "
            f"{statistics.median(written):12.1f}/{percentile(written, 0.95):7.1f} {written_q:3} "
            f"{statistics.median(warm):10.1f}/{percentile(warm, 0.95):7.1f} {warm_q:3} "
            f"{statistics.median(cached):7.1f}/{percentile(cached, 0.95):7.1f} {cached_q:3} "
            f"{size_bytes // 1024:5}"
        )
    if only and "export" not in only:
        return {"size": size, "generated_seconds": seconds, "pages": rows}
    export = run_export_probe(database)
    print(
        f"{'BibTeX export':18} {export['seconds'] * 1000:7.0f} ms for {export['entries']:,} entries, "
        f"{export['queries']} queries, {export['megabytes']:.1f} MB streamed, "
        f"RSS +{export['rss_growth_mb']:.1f} MB (peak over the warmed-up process)"
    )
    return {"size": size, "generated_seconds": seconds, "pages": rows, "export": export}


UNCACHED_TARGET_MS = 30
SEARCH_TARGET_MS = 50
MAX_QUERIES = 10
EXPORT_RSS_TARGET_MB = 50


def print_verdicts(results: list[dict]) -> None:
    """The issue's targets against the largest size measured; query counts across every size."""
    largest = max(results, key=lambda result: result["size"])
    print(f"\nTargets at {largest['size']:,} publications (p50 of the page cache off, data warm):")
    for label, row in largest["pages"].items():
        target = SEARCH_TARGET_MS if label.startswith("text search") else UNCACHED_TARGET_MS
        p50 = row["warm_data"][0]
        counts = {result["pages"][label]["cold"][2] for result in results if label in result["pages"]}
        queries_ok = max(counts) <= MAX_QUERIES and len(counts) == 1
        if label.startswith("feed"):
            verdict = "met" if queries_ok else "MISSED"
            print(f"  {label:18} queries {sorted(counts)} (<= {MAX_QUERIES}, same at every size): {verdict}")
            continue
        verdict = "met" if p50 <= target and queries_ok else "MISSED"
        print(
            f"  {label:18} {p50:6.1f} ms (<= {target}), queries {sorted(counts)} "
            f"(<= {MAX_QUERIES}, same at every size): {verdict}; "
            f"after a write {row['after_write'][0]:.0f} ms, no cache {row['cold'][0]:.0f} ms"
        )
    export = largest.get("export")
    if export:
        verdict = "met" if export["rss_growth_mb"] < EXPORT_RSS_TARGET_MB else "MISSED"
        growth = export["rss_growth_mb"]
        print(f"  {'BibTeX export':18} RSS +{growth:.1f} MB (< {EXPORT_RSS_TARGET_MB}): {verdict}")


def run_export_probe(database: str) -> dict:
    """The full export in a fresh process, so its peak resident memory is its own."""
    output = subprocess.run(
        [sys.executable, __file__, "--export-probe", "--database", database],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return json.loads(output.strip().splitlines()[-1])


def export_probe() -> None:
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from publications.models import Publication

    client = Client()
    client.get("/?year=2020")  # warm up: imports, templates, connection
    small = client.get("/export/bibtex/?year=2020")
    b"".join(small.streaming_content)
    before, _ = _setup.rss_kib()
    started = time.perf_counter()
    total = 0
    with CaptureQueriesContext(connection) as queries:
        response = client.get("/export/bibtex/")
        for chunk in response.streaming_content:
            total += len(chunk)
    seconds = time.perf_counter() - started
    _, peak = _setup.rss_kib()
    result = {
        "seconds": seconds,
        "entries": Publication.objects.listed().count(),
        "queries": len(queries.captured_queries),
        "megabytes": total / 1e6,
        "rss_growth_mb": max(0, peak - before) / 1024,
    }
    print(json.dumps(result))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1000,10000,50000")
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--database", default="groupsite_bench")
    parser.add_argument("--json", help="Also write the figures to this file.")
    parser.add_argument(
        "--keep-data", action="store_true", help="Reuse the database when it holds exactly SIZE publications."
    )
    parser.add_argument("--pages", help='Only these rows, comma-separated labels ("export" for the export).')
    parser.add_argument("--export-probe", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.export_probe:
        _setup.start_django(args.database, migrate=False)
        export_probe()
        return
    _setup.start_django(args.database)
    print("Page latency, in-process:", _setup.machine())
    only = set(args.pages.split(",")) if args.pages else None
    results = [
        measure_size(int(size), args.repeat, args.database, keep_data=args.keep_data, only=only)
        for size in args.sizes.split(",")
    ]
    print_verdicts(results)
    if args.json:
        Path(args.json).write_text(json.dumps({"machine": _setup.machine(), "results": results}, indent=1))


if __name__ == "__main__":
    main()
