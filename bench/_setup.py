"""Shared start-up for the benchmarks: a separate PostgreSQL database, production-like settings.

The benchmark database (default ``groupsite_bench``) lives on the server of ``DATABASE_URL``
(default ``postgres://postgres@127.0.0.1:5432``) and is created when missing; nothing else is touched.
"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import urlparse, urlunparse

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SERVER = "postgres://postgres@127.0.0.1:5432/groupsite"


def bench_database_url(name: str) -> str:
    server = urlparse(os.environ.get("DATABASE_URL") or DEFAULT_SERVER)
    return urlunparse(server._replace(path=f"/{name}"))


def ensure_database(url: str) -> None:
    import psycopg

    parsed = urlparse(url)
    maintenance = urlunparse(parsed._replace(path="/postgres"))
    with psycopg.connect(maintenance, autocommit=True) as connection:
        exists = connection.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", [parsed.path[1:]]
        ).fetchone()
        if not exists:
            connection.execute(f'CREATE DATABASE "{parsed.path[1:]}"')


def configure(database: str) -> str:
    """Point Django at the benchmark database with production settings; returns its URL."""
    url = bench_database_url(database)
    os.environ["DATABASE_URL"] = url
    os.environ["DEBUG"] = "false"
    os.environ.setdefault("SECRET_KEY", "benchmark-only-secret-key-0123456789-abcdefghijklmnopqrstuvwxyz")
    os.environ["ALLOWED_HOSTS"] = "testserver,127.0.0.1,localhost"
    os.environ.setdefault("LOG_LEVEL", "ERROR")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "groupsite.settings")
    sys.path.insert(0, str(ROOT))
    ensure_database(url)
    return url


def start_django(database: str, *, migrate: bool = True) -> str:
    url = configure(database)
    import django
    from django.core.management import call_command

    django.setup()
    if migrate:
        call_command("migrate", verbosity=0)
        call_command("collectstatic", "--noinput", verbosity=0)
    return url


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
        memory_kb = next(
            int(line.split()[1])
            for line in Path("/proc/meminfo").read_text().splitlines()
            if line.startswith("MemTotal")
        )
    except (OSError, StopIteration):
        memory_kb = 0
    postgres = subprocess.run(
        ["psql", "--version"], capture_output=True, text=True, check=False
    ).stdout.strip()
    return (
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC; {os.cpu_count()} CPUs ({cpu}); "
        f"{memory_kb / 1024 / 1024:.1f} GiB RAM; Python {platform.python_version()}; "
        f"{postgres or 'psql n/a'}; "
        f"load average {os.getloadavg()[0]:.2f}"
    )


def rss_kib() -> tuple[int, int]:
    """(current, peak) resident set size of this process in KiB."""
    values = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(("VmRSS:", "VmHWM:")):
            key, amount, _ = line.split()
            values[key] = int(amount)
    return values["VmRSS:"], values["VmHWM:"]


def fill(size: int, *, keep_data: bool) -> float | None:
    """Make the database hold ``size`` demo publications: with ``keep_data``, those it holds when
    they are exactly that many (None), else freshly generated ones (the seconds that took)."""
    from publications.models import Publication

    if keep_data and Publication.objects.count() == size:
        return None
    return generate(size)


def filled(size: int, seconds: float | None) -> str:
    """What :func:`fill` did, for a benchmark's heading."""
    if seconds is None:
        return f"{size:,} publications (kept from an earlier run)"
    return f"{size:,} publications (generated in {seconds:.1f} s)"


def generate(size: int, seed: int = 1) -> float:
    from time import perf_counter

    from django.core.management import call_command

    started = perf_counter()
    with open(os.devnull, "w") as devnull:
        call_command(
            "generate_demo_data", "--publications", str(size), "--seed", str(seed), "--clear", stdout=devnull
        )
    return perf_counter() - started
