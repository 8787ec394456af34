"""CPU time of the listing renderer: 100 entries through the entry templates, nothing stored.

    .venv/bin/python bench/render_entries.py [--database groupsite_bench] [--entries 100]
                                             [--repeat 15] [--staff] [--profile]
                                             [--after-write /,/?year=2020]

The newest ``--entries`` listed publications of the benchmark database are read once, whole,
with everything a listing shows (venue, authors, artifacts, tags), then rendered ``--repeat`` times
by ``publications.web.rendering.render_entries`` with the entry fragments off
(``PAGE_CACHE_SECONDS=0``), as the first listing after a write renders them. It prints the
median and the spread of the process CPU time per ``--entries`` entries; ``--profile`` also
prints the functions that take the most time (cProfile, cumulative). A database with fewer
publications than ``--entries`` is first filled with ``generate_demo_data`` (1,000, seed 1).

``--after-write`` names pages to request through the test client right after a committed write
(the data version moves, so no stored page or entry is used), printing the median CPU time of
this process for each: the first visit after an import or an edit, entries included.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _setup


def rendered_listing(publications, user) -> str:
    from django.template import Context, engines

    template = engines["django"].engine.from_string(
        "{% load publication_tags %}{% publication_entries publications %}"
    )
    return template.render(Context({"publications": publications, "user": user}))


def page_after_write(url: str, repeat: int) -> list[float]:
    """This process's CPU time for ``url`` right after each of ``repeat`` committed writes."""
    from django.conf import settings
    from django.db import transaction
    from django.test import Client

    from publications import freshness

    settings.PAGE_CACHE_SECONDS = 3600
    client = Client()
    times = []
    for attempt in range(repeat + 2):  # the first two warm the process up
        with transaction.atomic():
            freshness.bump()
        started = time.process_time()
        response = client.get(url)
        elapsed = (time.process_time() - started) * 1000
        assert response.status_code == 200, (url, response.status_code)
        if attempt >= 2:
            times.append(elapsed)
    settings.PAGE_CACHE_SECONDS = 0
    return times


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--database", default="groupsite_bench")
    parser.add_argument("--entries", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--staff", action="store_true", help="render as staff (edit links)")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--after-write", default="", help="comma-separated paths, e.g. /,/?year=2020")
    args = parser.parse_args()

    _setup.start_django(args.database, migrate=False)
    from django.conf import settings
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import AnonymousUser

    from publications.models import Publication, listing_prefetches

    if Publication.objects.listed().count() < args.entries:
        _setup.generate(1000)
    settings.PAGE_CACHE_SECONDS = 0
    # Whole rows (nothing deferred) with their relations: the renderer loads nothing more, so
    # only rendering is timed.
    publications = list(
        Publication.objects.listed()
        .select_related("venue")
        .prefetch_related(*listing_prefetches())
        .in_display_order()[: args.entries]
    )
    user = get_user_model()(username="editor", is_staff=True) if args.staff else AnonymousUser()

    print(f"Entry rendering: {_setup.machine()}")
    size = Publication.objects.count()
    print(f"database {args.database}: {size:,} publications; {len(publications)} entries rendered")
    for _ in range(2):  # templates loaded and compiled, as in a running server
        rendered_listing(publications, user)
    times = []
    for _ in range(args.repeat):
        started = time.process_time()
        html = rendered_listing(publications, user)
        times.append((time.process_time() - started) * 1000)
    print(
        f"{len(publications)} entries{' (staff)' if args.staff else ''}: "
        f"median {statistics.median(times):.1f} ms CPU, min {min(times):.1f}, max {max(times):.1f} "
        f"(of {args.repeat}); {len(html) // 1024} KB of HTML"
    )
    for url in filter(None, args.after_write.split(",")):
        times = page_after_write(url, args.repeat)
        print(
            f"{url} after a write: median {statistics.median(times):.1f} ms CPU, "
            f"min {min(times):.1f}, max {max(times):.1f} (of {args.repeat})"
        )
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for _ in range(5):
            rendered_listing(publications, user)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(40)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
