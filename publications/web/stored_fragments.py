"""Stored fragments (``StoredFragment``): HTML every listing page shows alike, made once per data version.

The list page's filter form offers every venue and the most published people as ``<datalist>``
options. Made on the page, they cost two queries (the venues in index order, the people ranked by
their stored counts) and a few milliseconds whenever the cache does not hold them: a cleared or
evicted cache, or another process's own (local-memory) cache after a write. Stored, a page reads
both in one query.

A fragment is stored under the release and the data version it was made at (:func:`fragment_key`).
The database moves the data version on every write, whatever wrote (``publications.freshness``),
and a page reads only the fragments stored under the current version, so no write path can leave
a stale one to be shown. They are stored again after every committed write
(``freshness.data_committed``) and by ``manage.py fill_stored_entries``; a page never writes them,
and without them it makes its pickers as before.
"""

from __future__ import annotations

from django.db import connection
from django.utils.safestring import SafeString, mark_safe

from publications import freshness
from publications.models import Author, DataVersion, Venue
from publications.web.caching import (
    AUTHOR_CHOICES,
    cached_author_choices,
    cached_for_version,
    cached_venue_choices,
    current_version_key,
    page_caching_enabled,
    release_id,
    version_key,
)
from publications.web.models import StoredFragment
from publications.web.rendering import author_options_html, venue_options_html

VENUE_OPTIONS = "venue-options"
AUTHOR_OPTIONS = "author-options"
PICKERS = (VENUE_OPTIONS, AUTHOR_OPTIONS)

# Written out: a page reads this on every listing the cache does not hold, and building the
# ORM query costs more than running it.
_READ_SQL = f"SELECT name, html FROM {StoredFragment._meta.db_table} WHERE key = %s AND name = ANY(%s)"

_STORE_SQL = f"""
    INSERT INTO {StoredFragment._meta.db_table} (name, key, html)
    SELECT fragment.name, %s, fragment.html
    FROM unnest(%s::text[], %s::text[]) AS fragment (name, html)
    WHERE COALESCE((SELECT version FROM {DataVersion._meta.db_table} WHERE id = 1 FOR SHARE), 0) = %s
    ON CONFLICT (name) DO UPDATE SET key = EXCLUDED.key, html = EXCLUDED.html
"""


def fragment_key(version_key: str) -> str:
    """The key of fragments made by this release from the data at ``version_key``
    (``caching.current_version_key``)."""
    return f"{release_id()}:{version_key}"


def picker_options() -> dict[str, SafeString]:
    """The filter form's picker options, by name (:data:`PICKERS`): stored, else made now; once
    per data version in the cache."""
    return cached_for_version("picker-options", _stored_or_made_pickers)


def _stored_or_made_pickers() -> dict[str, SafeString]:
    with connection.cursor() as cursor:
        cursor.execute(_READ_SQL, [fragment_key(current_version_key()), list(PICKERS)])
        stored = dict(cursor.fetchall())
    if len(stored) == len(PICKERS):
        return {name: mark_safe(html) for name, html in stored.items()}  # stored as made_pickers made it
    return {
        VENUE_OPTIONS: venue_options_html(cached_venue_choices()),
        AUTHOR_OPTIONS: author_options_html(cached_author_choices()),
    }


def made_pickers() -> dict[str, SafeString]:
    """The picker options made from the data now (every stored value escaped)."""
    return {
        VENUE_OPTIONS: venue_options_html(map(tuple, Venue.objects.filter_choices())),
        AUTHOR_OPTIONS: author_options_html(Author.objects.picker_choices(AUTHOR_CHOICES)),
    }


def store_pickers() -> bool:
    """Store the picker options made from the data now. Stores nothing, and answers False, when a
    write committed while they were made (the share lock on the data version's row holds a write
    that has not reached its trigger until this statement ends)."""
    version = freshness.current()
    fragments = made_pickers()
    names = list(fragments)
    with connection.cursor() as cursor:
        cursor.execute(
            _STORE_SQL,
            [
                fragment_key(version_key(version)),
                names,
                [str(fragments[name]) for name in names],
                version.version,
            ],
        )
        return cursor.rowcount > 0


def store_after_write(**kwargs) -> None:
    """``freshness.data_committed``: store the pickers of the data just committed (and put them in
    the cache, for the next visitor of this process)."""
    store_pickers()
    if page_caching_enabled():
        picker_options()


def connect_storing() -> None:
    """Store the fragments after every committed write."""
    freshness.data_committed.connect(store_after_write, dispatch_uid="store-fragments")
