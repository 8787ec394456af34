"""groupsite against django-publications (the Django peer) on the same data, machine and run.

    .venv/bin/python bench/compare_peer.py [--size 50000] [--repeat 5] [--venv DIR] [--keep-data]
                                           [--database groupsite_bench] [--peer-database groupsite_peer]

1. Fills groupsite's benchmark database with ``generate_demo_data --seed 1`` (unless
   ``--keep-data`` finds ``--size`` publications) and exports it as BibTeX.
2. Installs django-publications from PyPI into a throw-away virtual environment (``--venv``, a new
   temporary folder by default, removed at the end unless given), writes a minimal project for
   it (SQL on the same PostgreSQL server, database ``--peer-database``, recreated) and loads the
   same BibTeX through the peer's own admin import (``--keep-data`` keeps what an earlier run loaded).
3. Requests each page both sites have, ``--repeat`` times each, in-process through Django's test
   client, with nothing cached: groupsite's cache is cleared before every request (the peer caches
   nothing), and prints each page's p50 for both and the ratio.
4. Times groupsite's cheapest request the same way: ``/healthz``, one ``SELECT 1`` through the
   whole middleware stack. No page can be answered faster, so the peer's time over it is the
   largest ratio any page of groupsite could reach.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from urllib.parse import quote_plus

sys.path.insert(0, str(Path(__file__).resolve().parent))

import _setup

PEER_PACKAGES = ("django-publications==1.2.0", "psycopg[binary]==3.3.9")

PEER_PROJECT = {
    "peer_settings.py": """
        SECRET_KEY = "benchmark-only-peer-secret-key-0123456789"
        DEBUG = False
        ALLOWED_HOSTS = ["testserver"]
        INSTALLED_APPS = [
            "django.contrib.admin", "django.contrib.auth", "django.contrib.contenttypes",
            "django.contrib.sessions", "django.contrib.messages", "django.contrib.staticfiles",
            "publications",
        ]
        MIDDLEWARE = [
            "django.contrib.sessions.middleware.SessionMiddleware",
            "django.middleware.common.CommonMiddleware",
            "django.middleware.csrf.CsrfViewMiddleware",
            "django.contrib.auth.middleware.AuthenticationMiddleware",
            "django.contrib.messages.middleware.MessageMiddleware",
        ]
        ROOT_URLCONF = "peer_urls"
        TEMPLATES = [{
            "BACKEND": "django.template.backends.django.DjangoTemplates",
            "APP_DIRS": True,
            "OPTIONS": {"context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ]},
        }]
        DATABASES = {"default": {
            "ENGINE": "django.db.backends.postgresql", "NAME": NAME, "USER": USER,
            "PASSWORD": PASSWORD, "HOST": HOST, "PORT": PORT,
        }}
        DATA_UPLOAD_MAX_MEMORY_SIZE = None
        DEFAULT_AUTO_FIELD = "django.db.models.AutoField"
        STATIC_URL = "/static/"
        USE_TZ = True
    """,
    "peer_urls.py": """
        from django.contrib import admin
        from django.urls import include, path

        urlpatterns = [path("admin/", admin.site.urls), path("", include("publications.urls"))]
    """,
    "peer_load.py": """
        import sys, time, django
        django.setup()
        from django.contrib.auth.models import User
        from django.core.management import call_command
        from django.test import Client
        from publications.models import Publication

        call_command("migrate", verbosity=0)
        if sys.argv[2:] == ["--keep"] and Publication.objects.exists():
            print(Publication.objects.count(), "kept")
            sys.exit()
        user = User.objects.create_superuser("bench", "bench@example.org", "bench")
        client = Client()
        client.force_login(user)
        started = time.perf_counter()
        with open(sys.argv[1], encoding="utf-8") as handle:
            response = client.post(
                "/admin/publications/publication/import_bibtex/", {"bibliography": handle.read()}
            )
        assert response.status_code == 302, response.content[:2000]
        print(Publication.objects.count(), f"{time.perf_counter() - started:.1f}")
    """,
    "peer_find.py": """
        import sys, django
        django.setup()
        from publications.models import Publication

        print(Publication.objects.filter(doi=sys.argv[1]).values_list("id", flat=True).first())
    """,
    "peer_time.py": """
        import json, statistics, sys, time, django
        django.setup()
        from django.test import Client

        pages, repeat = json.loads(sys.argv[1]), int(sys.argv[2])
        client = Client()
        client.get(pages[0][1])  # imports, templates, connection; the peer caches nothing else
        result = {}
        for label, url in pages:
            times = []
            for _ in range(repeat):
                started = time.perf_counter()
                response = client.get(url)
                body = response.getvalue() if response.streaming else response.content
                times.append((time.perf_counter() - started) * 1000)
                assert response.status_code == 200, (url, response.status_code)
            result[label] = {"p50": statistics.median(times), "kb": len(body) // 1024}
        print(json.dumps(result))
    """,
}


def peer_settings_header(database_url: str) -> str:
    from urllib.parse import urlparse

    parsed = urlparse(database_url)
    values = {
        "NAME": parsed.path[1:],
        "USER": parsed.username or "",
        "PASSWORD": parsed.password or "",
        "HOST": parsed.hostname or "",
        "PORT": str(parsed.port or ""),
    }
    return "".join(f"{name} = {value!r}\n" for name, value in values.items())


def install_peer(venv: Path, database_url: str) -> Path:
    """A virtual environment with django-publications and a project around it; returns its python."""
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", *PEER_PACKAGES], check=True)
    project = venv / "project"
    project.mkdir(exist_ok=True)
    for name, source in PEER_PROJECT.items():
        text = textwrap.dedent(source).lstrip()
        if name == "peer_settings.py":
            text = peer_settings_header(database_url) + text
        (project / name).write_text(text)
    return python


def recreate_database(url: str) -> None:
    from urllib.parse import urlparse, urlunparse

    import psycopg

    parsed = urlparse(url)
    maintenance = urlunparse(parsed._replace(path="/postgres"))
    with psycopg.connect(maintenance, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{parsed.path[1:]}"')
        connection.execute(f'CREATE DATABASE "{parsed.path[1:]}"')


def run_peer(python: Path, venv: Path, script: str, *args: str) -> str:
    env = {
        "DJANGO_SETTINGS_MODULE": "peer_settings",
        "PYTHONPATH": str(venv / "project"),
        "PATH": "/usr/bin:/bin",
    }
    return subprocess.run(
        [str(python), str(venv / "project" / script), *args],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def export_bibtex(path: Path) -> int:
    from django.test import Client

    response = Client().get("/export/bibtex/")
    with path.open("wb") as handle:
        for chunk in response.streaming_content:
            handle.write(chunk)
    return path.stat().st_size


def comparable_pages(peer_python: Path, venv: Path) -> list[tuple[str, str, str]]:
    """(label, groupsite URL, peer URL) for each page both sites have, on the same records."""
    from django.db.models import Count
    from django.urls import reverse

    from publications.models import Author, Publication

    author = Author.objects.annotate(n=Count("authorships")).order_by("-n").first()
    detail = Publication.objects.listed().exclude(doi="").order_by("-id").first()
    # The peer has no ids of ours: its record of the same publication is found by DOI.
    peer_id = run_peer(peer_python, venv, "peer_find.py", detail.doi).strip()
    peer_author = quote_plus(f"{author.given_name} {author.family_name}".strip())
    # The peer's home page lists all 50,000 publications on one page (ours 100 a page): not compared.
    return [
        ("one year", "/?year=2020", "/year/2020/"),
        ("author page", author.get_absolute_url(), f"/{peer_author}/"),
        ("detail page", detail.get_absolute_url(), f"/{peer_id}/"),
        ("feed (RSS)", reverse("publications:feed-rss"), "/?rss"),
        ("BibTeX export", "/export/bibtex/", "/?bibtex"),
    ]


def time_ours(pages: list[tuple[str, str, str]], repeat: int) -> dict:
    from django.conf import settings
    from django.core.cache import cache
    from django.test import Client

    settings.PAGE_CACHE_SECONDS = 3600
    client = Client()
    result = {}
    for label, url, _ in pages:
        client.get(url)
        times = []
        for _ in range(repeat):
            cache.clear()
            started = time.perf_counter()
            response = client.get(url)
            body = b"".join(response.streaming_content) if response.streaming else response.content
            times.append((time.perf_counter() - started) * 1000)
            assert response.status_code == 200, (url, response.status_code)
        result[label] = {"p50": statistics.median(times), "kb": len(body) // 1024}
    return result


def request_floor(repeat: int) -> float:
    """p50 ms of the cheapest request groupsite answers, nothing cached: its health check."""
    floor = time_ours([("health check", "/healthz", "")], repeat)
    return floor["health check"]["p50"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=50000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument(
        "--venv", type=Path, help="Where to install the peer (kept); a temporary folder otherwise."
    )
    parser.add_argument(
        "--keep-data", action="store_true", help="Reuse both databases when they hold data already."
    )
    parser.add_argument("--database", default="groupsite_bench")
    parser.add_argument("--peer-database", default="groupsite_peer")
    args = parser.parse_args()

    _setup.start_django(args.database)

    print("groupsite against django-publications:", _setup.machine())
    print(_setup.filled(args.size, _setup.fill(args.size, keep_data=args.keep_data)))

    venv = args.venv or Path(tempfile.mkdtemp(prefix="groupsite-peer-"))
    try:
        peer_url = _setup.bench_database_url(args.peer_database)
        python = install_peer(venv, peer_url)
        version = (
            subprocess.run(
                [str(python), "-m", "pip", "show", "django-publications"],
                capture_output=True,
                text=True,
                check=True,
            )
            .stdout.split("Version: ")[1]
            .split()[0]
        )
        bibtex = venv / "data.bib"
        size = export_bibtex(bibtex)
        if args.keep_data:
            _setup.ensure_database(peer_url)
        else:
            recreate_database(peer_url)
        keep = ["--keep"] if args.keep_data else []
        loaded, seconds = run_peer(python, venv, "peer_load.py", str(bibtex), *keep).split()[-2:]
        took = "kept from an earlier run" if seconds == "kept" else f"in {float(seconds):.0f} s"
        print(
            f"django-publications {version}: {int(loaded):,} entries loaded through its admin import "
            f"from the same {size / 1e6:.1f} MB BibTeX ({took})"
        )
        pages = comparable_pages(python, venv)
        ours = time_ours(pages, args.repeat)
        floor = request_floor(max(args.repeat, 50))
        peer_pages = json.dumps([(label, peer) for label, _, peer in pages])
        theirs = json.loads(run_peer(python, venv, "peer_time.py", peer_pages, str(args.repeat)))
    finally:
        if args.venv is None:
            shutil.rmtree(venv, ignore_errors=True)

    print(f"p50 of {args.repeat} requests, nothing cached (groupsite's cache cleared before each)")
    print(f"{'page':18} {'groupsite ms':>13} {'KB':>6} {'peer ms':>10} {'KB':>7} {'peer/groupsite':>15}")
    for label, ours_url, peer_url_path in pages:
        mine, peer = ours[label], theirs[label]
        print(
            f"{label:18} {mine['p50']:13.1f} {mine['kb']:6} {peer['p50']:10.1f} {peer['kb']:7} "
            f"{peer['p50'] / mine['p50']:14.1f}x   {ours_url}  vs  {peer_url_path}"
        )
    print(
        f"floor: /healthz (one SELECT 1 through the same middleware, nothing cached) {floor:.2f} ms; "
        "the most any page could reach against the peer: "
        + ", ".join(f"{label} {theirs[label]['p50'] / floor:.1f}x" for label, _, _ in pages)
    )


if __name__ == "__main__":
    main()
