"""Throughput over HTTP: gunicorn as deployed (DEBUG off, WhiteNoise) driven by wrk on loopback.

    .venv/bin/python bench/throughput.py [--duration 8] [--connections 16] [--workers N]
                                         [--database groupsite_bench] [--publications 50000]

Needs Debian's ``wrk`` (``apt-get install wrk``). Uses the benchmark database (filled with
``generate_demo_data`` when it does not hold ``--publications``), starts gunicorn on a free
127.0.0.1 port, and for each URL runs wrk for ``--duration`` seconds: a static file served by
WhiteNoise (the ceiling), then every page with the page cache on (as deployed), then the
same pages with it off (``PAGE_CACHE_SECONDS=0``). Prints requests/s and the ratio to the
static file. Finally it downloads the full BibTeX export once and reports how much the
serving worker's peak resident memory grew. Set ``REDIS_URL`` to measure with Redis.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _setup

ROOT = _setup.ROOT


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_up(base: str, process: subprocess.Popen, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit("gunicorn exited; see its log above")
        try:
            urllib.request.urlopen(base + "/robots.txt", timeout=2).read()
            return
        except OSError:
            time.sleep(0.3)
    raise SystemExit("gunicorn did not answer in time")


class Server:
    def __init__(self, workers: int, env: dict[str, str], log: Path, timeout: int):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = log.open("w")
        self.process = subprocess.Popen(
            [
                str(Path(sys.executable).parent / "gunicorn"),
                "groupsite.wsgi:application",
                "--bind",
                f"127.0.0.1:{self.port}",
                "--workers",
                str(workers),
                "--access-logfile",
                str(log.with_suffix(".access")),
                "--timeout",
                str(timeout),
            ],
            cwd=ROOT,
            env=env,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        wait_until_up(self.base, self.process)

    def worker_pids(self) -> list[int]:
        children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children")
        return [int(pid) for pid in children.read_text().split()]

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()


def peak_rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def wrk(url: str, duration: int, connections: int) -> tuple[float, str]:
    output = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{duration}s", "--latency", url],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    rate = re.search(r"Requests/sec:\s+([\d.]+)", output)
    p50 = re.search(r"50%\s+([\d.]+\w+)", output)
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    note = f"p50 {p50.group(1) if p50 else '?'}"
    if errors:
        note += f", {errors.group(1)} non-2xx"
    return (float(rate.group(1)) if rate else 0.0), note


def static_url() -> str:
    from django.templatetags.static import static

    return static("css/site.css")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=int, default=8, help="Seconds per URL (default 8).")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument(
        "--workers",
        type=int,
        default=os.cpu_count() * 2 + 1,
        help="gunicorn workers, as WEB_CONCURRENCY (default: as gunicorn.conf.py, two per core plus one).",
    )
    parser.add_argument("--database", default="groupsite_bench")
    parser.add_argument("--publications", type=int, default=50_000)
    parser.add_argument("--skip-uncached", action="store_true")
    parser.add_argument(
        "--timeout",
        type=int,
        default=300,
        help="gunicorn worker timeout (its default, 30 s, kills a slow full export mid-stream).",
    )
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed. On Debian/Ubuntu: sudo apt-get install wrk")

    url = _setup.start_django(args.database)
    from django.test import Client

    from publications.models import Publication

    if Publication.objects.count() != args.publications:
        print(f"generating {args.publications:,} publications: {_setup.generate(args.publications):.1f} s")
    from pages import pages  # the same URLs as the in-process benchmark

    targets = pages(Client)
    static = static_url()
    print("Throughput (gunicorn + wrk on 127.0.0.1):", _setup.machine())
    print(
        f"{Publication.objects.count():,} publications; {args.workers} sync workers; wrk -t2 "
        f"-c{args.connections} -d{args.duration}s; "
        f"cache: {'Redis' if os.environ.get('REDIS_URL') else 'local memory'}"
    )
    env = {
        **os.environ,
        "DATABASE_URL": url,
        "DEBUG": "false",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "WEB_CONCURRENCY": str(args.workers),
        "LOG_LEVEL": "WARNING",
    }
    logs = Path(tempfile.mkdtemp(prefix="groupsite-throughput-"))
    modes = [("cached", env)]
    if not args.skip_uncached:
        modes.append(("uncached", {**env, "PAGE_CACHE_SECONDS": "0"}))
    ceiling = None
    for mode, mode_env in modes:
        server = Server(args.workers, mode_env, logs / f"gunicorn-{mode}.log", args.timeout)
        try:
            if ceiling is None:
                ceiling, note = wrk(server.base + static, args.duration, args.connections)
                print(f"{'static file (WhiteNoise)':28} {ceiling:9.1f} req/s  1.00   {note}")
            print(f"-- pages, page cache {'on' if mode == 'cached' else 'off'} --")
            for label, path in targets:
                urllib.request.urlopen(server.base + path, timeout=60).read()
                # Every worker fills its own local-memory cache on its first requests: warm them all.
                wrk(server.base + path, 1, args.connections)
                rate, note = wrk(server.base + path, args.duration, args.connections)
                print(f"{label:28} {rate:9.1f} req/s  {rate / ceiling:4.2f}   {note}")
            if mode == "cached":
                again, note = wrk(server.base + static, args.duration, args.connections)
                print(
                    f"{'static file, measured again':28} {again:9.1f} req/s  {again / ceiling:4.2f}   {note}"
                    "   (the ratios above use the first figure; a busy machine shows here)"
                )
                export_memory(server)
        finally:
            server.stop()
    print(f"gunicorn logs: {logs}")


def export_memory(server: Server) -> None:
    """Peak-RSS growth of the worker that streams the full BibTeX export."""
    workers = server.worker_pids()
    before = {pid: peak_rss_kib(pid) for pid in workers}
    started = time.perf_counter()
    size = 0
    with urllib.request.urlopen(server.base + "/export/bibtex/", timeout=600) as response:
        while chunk := response.read(1 << 16):
            size += len(chunk)
    seconds = time.perf_counter() - started
    growth = max(peak_rss_kib(pid) - before[pid] for pid in workers) / 1024
    print(
        f"{'full BibTeX export':28} {seconds:6.1f} s, {size / 1e6:.1f} MB; "
        f"worker peak RSS grew {growth:.1f} MB (target < 50 MB)"
    )


if __name__ == "__main__":
    main()
