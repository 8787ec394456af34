"""Create the database a PostgreSQL URL names when its server answers but the database is missing.

`make run` and `make test` (scripts/dev.sh) call it for every source of the database: the
DATABASE_URL a user sets (a fresh server has no `groupsite` database yet), the private cluster and
the embedded server. Prints "created NAME" when it created one; exits with a message, not a
traceback, when the server cannot be reached.

    python scripts/ensure_database.py URL
"""

from __future__ import annotations

import sys

import dj_database_url
import psycopg
from psycopg import sql

# Databases every PostgreSQL server has, to connect to while the named one does not exist yet.
MAINTENANCE_DATABASES = ("postgres", "template1")


def connection_options(url: str) -> dict:
    settings = dj_database_url.parse(url)
    options = {
        "host": settings.get("HOST") or None,
        "port": settings.get("PORT") or None,
        "user": settings.get("USER") or None,
        "password": settings.get("PASSWORD") or None,
        "dbname": settings["NAME"],
    }
    return {key: value for key, value in options.items() if value is not None}


def ensure_database(url: str) -> bool:
    """True when the database was created, False when it was there already."""
    options = connection_options(url)
    name = options.pop("dbname")
    error = None
    for maintenance in MAINTENANCE_DATABASES:
        try:
            with psycopg.connect(**options, dbname=maintenance, autocommit=True, connect_timeout=5) as conn:
                if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
                    return False
                conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
                return True
        except psycopg.OperationalError as exc:
            error = exc
    sys.exit(f"error: cannot reach the PostgreSQL server of DATABASE_URL to check database '{name}': {error}")


def main(argv: list[str]) -> None:
    if len(argv) != 1:
        sys.exit(__doc__)
    if ensure_database(argv[0]):
        sys.stdout.write(f"created {connection_options(argv[0])['dbname']}\n")


if __name__ == "__main__":
    main(sys.argv[1:])
