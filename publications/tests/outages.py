"""A real database outage for tests: the default connection pointed at a port nobody listens on."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager

from django.db import connection


def closed_port() -> int:
    """A local TCP port that refuses connections (bound once, then released)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextmanager
def unreachable_database() -> Iterator[None]:
    """Close the default connection and make every reconnect fail, then restore it.

    Needs a test outside a transaction (``django_db(transaction=True)``): a connection cannot be
    closed in the middle of the test's own transaction.
    """
    settings_dict = connection.settings_dict
    saved = {key: settings_dict[key] for key in ("HOST", "PORT")}
    connection.close()
    settings_dict.update(HOST="127.0.0.1", PORT=str(closed_port()))
    try:
        yield
    finally:
        connection.close()
        settings_dict.update(saved)
