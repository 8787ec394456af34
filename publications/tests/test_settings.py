import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from groupsite.env import env_bool, env_int, env_list

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("raw", "expected"), [("true", True), ("False", False), ("1", True), ("off", False)])
def test_env_bool_reads_true_and_false_words(monkeypatch, raw, expected):
    monkeypatch.setenv("SOME_FLAG", raw)
    assert env_bool("SOME_FLAG") is expected


def test_env_bool_rejects_anything_else(monkeypatch):
    monkeypatch.setenv("SOME_FLAG", "maybe")
    with pytest.raises(ImproperlyConfigured, match="SOME_FLAG"):
        env_bool("SOME_FLAG")


def test_env_bool_falls_back_to_its_default_when_unset_or_empty(monkeypatch):
    monkeypatch.setenv("SOME_FLAG", "")
    assert env_bool("SOME_FLAG", default=True) is True


def test_env_int_rejects_words_and_values_below_the_minimum(monkeypatch):
    monkeypatch.setenv("SOME_NUMBER", "ten")
    with pytest.raises(ImproperlyConfigured):
        env_int("SOME_NUMBER", 1)
    monkeypatch.setenv("SOME_NUMBER", "-1")
    with pytest.raises(ImproperlyConfigured):
        env_int("SOME_NUMBER", 1, minimum=0)


def test_env_list_splits_on_commas_and_drops_blanks(monkeypatch):
    monkeypatch.setenv("SOME_HOSTS", " a.example , ,b.example")
    assert env_list("SOME_HOSTS") == ["a.example", "b.example"]


def run_manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    # DJANGO_ALLOW_ASYNC_UNSAFE is set for the browser tests; a deployment check rightly refuses it.
    ignored = {"DEBUG", "SECRET_KEY", "DJANGO_ALLOW_ASYNC_UNSAFE"}
    environment = {key: value for key, value in os.environ.items() if key not in ignored}
    environment.update(env)
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=environment, capture_output=True, text=True
    )


def test_production_settings_refuse_to_start_without_a_secret_key():
    result = run_manage("check", DEBUG="false")
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def test_production_settings_pass_the_deployment_checklist():
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DEBUG="false",
        SECRET_KEY="a-long-random-production-secret-" + "x" * 40,
        SECURE_SSL_REDIRECT="true",
        SECURE_HSTS_SECONDS="31536000",
        SECURE_HSTS_INCLUDE_SUBDOMAINS="true",
        SECURE_HSTS_PRELOAD="true",
        SECURE_COOKIES="true",
    )
    assert result.returncode == 0, result.stderr
    assert "no issues" in result.stdout


def test_a_non_postgresql_database_url_is_refused():
    result = run_manage("check", DEBUG="true", DATABASE_URL="sqlite:///tmp/db.sqlite3")
    assert result.returncode != 0
    assert "PostgreSQL" in result.stderr


@pytest.mark.parametrize(("raw", "expected"), [("", "False"), ("true", "True"), ("false", "False")])
def test_connection_health_checks_come_from_the_environment(raw, expected):
    result = run_manage(
        "shell",
        "-c",
        "from django.conf import settings; print(settings.DATABASES['default']['CONN_HEALTH_CHECKS'])",
        DEBUG="true",
        CONN_HEALTH_CHECKS=raw,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == expected


@pytest.mark.django_db
def test_connections_run_without_the_jit_compiler():
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SHOW jit")
        assert cursor.fetchone() == ("off",)


@pytest.mark.django_db
def test_connections_plan_for_data_in_memory():
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SHOW random_page_cost")
        assert cursor.fetchone() == ("1.1",)
