"""scripts/ensure_database.py: `make run` and `make test` create the database DATABASE_URL names."""

import subprocess
import sys
import uuid
from pathlib import Path

import psycopg
import pytest
from django.db import connection

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "ensure_database.py"


def run_script(url: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), url], capture_output=True, text=True, timeout=60)


@pytest.fixture
def server_url(db):
    """The test database's server as a URL, and a database name nobody uses, dropped afterwards."""
    settings = connection.settings_dict
    name = f"gs_ensure_{uuid.uuid4().hex[:12]}"
    host = settings["HOST"] or "127.0.0.1"
    port = settings["PORT"] or "5432"
    user = settings["USER"] or "postgres"
    password = f":{settings['PASSWORD']}" if settings["PASSWORD"] else ""
    quoted_host = host.replace("/", "%2F")
    yield f"postgres://{user}{password}@{quoted_host}:{port}/{name}", name
    options = {"host": host, "port": port, "user": user, "password": settings["PASSWORD"] or None}
    with psycopg.connect(**options, dbname="postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')


def database_exists(url: str) -> bool:
    try:
        psycopg.connect(url.replace("postgres://", "postgresql://"), connect_timeout=5).close()
    except psycopg.OperationalError:
        return False
    return True


def test_a_missing_database_is_created_once(server_url):
    url, name = server_url
    assert not database_exists(url)
    first = run_script(url)
    assert first.returncode == 0, first.stderr
    assert first.stdout.strip() == f"created {name}"
    assert database_exists(url)
    again = run_script(url)
    assert again.returncode == 0, again.stderr
    assert again.stdout == ""


def test_an_unreachable_server_is_a_message_not_a_traceback():
    result = run_script("postgres://postgres@127.0.0.1:1/groupsite")
    assert result.returncode != 0
    assert "cannot reach the PostgreSQL server" in result.stderr
    assert "Traceback" not in result.stderr
