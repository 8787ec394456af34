"""Stored visitor entries (``StoredEntry``): their key, reading them with a page's rows, storing them.

A listing of a hundred entries costs tens of milliseconds of template rendering; a stored entry
costs a column read. Each listed publication's entry, as a visitor sees it, is kept in the
database (``publications.web.models.StoredEntry``), with its feed item and its API entry (the
few milliseconds a feed or an API page spends per fifty entries otherwise), under a key naming
everything they are made of besides the publication's data, so that a deploy, a site's own
template, a script prefix or another set of citation styles makes every row count as missing at
once:

- the release (``caching.release_id``: the code that prepares an entry's values);
- the source of the entry template and of every template it includes, as the template loaders
  find them (a site's ``templates/includes/venue_line.html`` changes the key);
- the links' routes as they are reversed now (the script prefix included);
- the citation styles offered, and the site's name, tagline and homepage (in every template's
  context).

Triggers delete the rows of whatever a write touches (migration 0001 of this app); rows are
filled after a write commits and by ``manage.py fill_stored_entries``
(``publications.web.rendering.fill_stored_entries``). A page reads them in a query it makes
anyway: :func:`stored_html` (and the feed item's and API entry's columns) is a column of the
page's rows.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import NamedTuple
from weakref import WeakKeyDictionary

from django.conf import settings
from django.db import connection
from django.db.models import OuterRef, Subquery
from django.template import Context, engines
from django.template.base import Template
from django.template.loader_tags import ExtendsNode, IncludeNode

from publications import freshness
from publications.exports import ExportFormat
from publications.exports.styles import citation_styles
from publications.models import Publication, PublicationQuerySet
from publications.web.caching import release_id
from publications.web.models import StoredEntry
from publications.web.route_urls import EntryUrls

ENTRY_TEMPLATE = "includes/publication_entry.html"
# The attributes a page's rows carry their stored entry, feed item and API entry in (None: none
# under the current key).
STORED_HTML = "stored_html"
STORED_FEED_ITEM = "stored_feed_item"
STORED_API_ENTRY = "stored_api_entry"

# The digest of the entry templates' sources, per compiled entry template: the cached loader
# hands out the same object until templates change (a reset or a new engine makes a new one).
_template_digests: WeakKeyDictionary[Template, str] = WeakKeyDictionary()


def current_key() -> str:
    """The key of entries rendered now: rows stored under another key count as missing."""
    engine = engines["django"].engine
    root = engine.get_template(ENTRY_TEMPLATE)
    digest = _template_digests.get(root)
    if digest is None:
        digest = _template_digests[root] = _sources_digest(engine, root)
    urls = EntryUrls()
    parts = [
        release_id(),
        digest,
        urls.publication(0),
        urls.author("slug"),
        urls.venue("slug"),
        *(f"{style.key}={style.label}" for style in citation_styles()),
        settings.SITE_NAME,
        settings.SITE_TAGLINE,
        settings.SITE_HOMEPAGE_URL,
    ]
    return hashlib.blake2b("\x00".join(parts).encode(), digest_size=16).hexdigest()


def _sources_digest(engine, root: Template) -> str:
    """A hash of the source of ``root`` and of every template it includes or extends, by name."""
    hashed = hashlib.blake2b(digest_size=16)
    seen: set[str] = set()
    pending = [root]
    while pending:
        template = pending.pop()
        if template.origin.name in seen:
            continue
        seen.add(template.origin.name)
        # The name the loaders found it by, not its path: the same release checked out or
        # installed elsewhere keeps its stored entries.
        loaded_as = template.origin.template_name or template.origin.name
        hashed.update(f"{loaded_as}\x00{template.source}\x00".encode())
        nodes = [
            *template.nodelist.get_nodes_by_type(IncludeNode),
            *template.nodelist.get_nodes_by_type(ExtendsNode),
        ]
        for node in nodes:
            expression = node.template if isinstance(node, IncludeNode) else node.parent_name
            name = expression.resolve(Context())
            if isinstance(name, str) and name:
                pending.append(engine.get_template(name))
            else:
                # A name chosen at render time: only its expression can be part of the key.
                hashed.update(f"{expression.token}\x00".encode())
    return hashed.hexdigest()


def stored_html(key: str) -> Subquery:
    """The stored entry of the row's publication under ``key``, or NULL: a column for a page's rows."""
    return _stored("html", key)


# Built once per column and key (a key lasts until a deploy or a template change): building it
# took a tenth of a millisecond of every listing, feed and API page. A queryset copies it before
# resolving it, so one object serves every request.
@lru_cache(maxsize=32)
def _stored(column: str, key: str) -> Subquery:
    return Subquery(StoredEntry.objects.filter(publication=OuterRef("pk"), key=key).values(column)[:1])


def with_stored_html(rows: PublicationQuerySet) -> PublicationQuerySet:
    """``rows``, each with its entry stored under the current key (or None) as ``STORED_HTML``."""
    return rows.annotate(**{STORED_HTML: stored_html(current_key())})


def with_stored_feed_items(rows: PublicationQuerySet) -> PublicationQuerySet:
    """``rows``, each with its feed item stored under the current key (or None) as ``STORED_FEED_ITEM``."""
    return rows.annotate(**{STORED_FEED_ITEM: _stored("feed_item", current_key())})


def with_stored_api_entries(rows: PublicationQuerySet) -> PublicationQuerySet:
    """``rows``, each with its API entry stored under the current key (or None) as ``STORED_API_ENTRY``."""
    return rows.annotate(**{STORED_API_ENTRY: _stored("api_entry", current_key())})


def missing(key: str) -> PublicationQuerySet:
    """Listed publications without an entry under ``key``, in display order (the first pages first).

    The missing ids are found first, as the listed publications less those stored under ``key``
    (read off the ``storedentry_key`` index alone), and only those rows are then read and ordered.
    As one join of the listed publications with their entries, PostgreSQL read every listed
    publication whole to find the few a write leaves missing (at 50,000 publications, nothing
    missing: 64-96 ms against 25-52 ms this way, at load 5). As ``NOT EXISTS`` with the order, it
    planned an anti-join from the index, and while a fill stores rows under a key its statistics
    have not seen yet (the fill after a deploy) it expected none and read every row of that key
    again for each publication (48 s a batch of 200).
    """
    stored = StoredEntry.objects.filter(key=key).values("publication_id")
    lacking = Publication.objects.listed().exclude(pk__in=stored).order_by().values("pk")
    return Publication.objects.among(lacking).in_display_order()


class Stored(NamedTuple):
    """What is stored of one publication: its entry's HTML, its feed item and API entry as JSON,
    and its text in each export format (a field per format: :func:`export_column`)."""

    html: str
    feed_item: str
    api_entry: str
    bibtex: str
    ris: str
    csl_json: str
    csv: str


def export_column(fmt: ExportFormat) -> str:
    """The field of :class:`Stored` (and column of ``StoredEntry``) holding a format's text."""
    return fmt.value.replace("-", "_")


def stored_export_text(fmt: ExportFormat) -> Subquery:
    """The row's ``listing_text`` in ``fmt`` stored under the current key, or NULL: a column for
    an export's rows (``Exporter.stream``)."""
    return _stored(export_column(fmt), current_key())


_COLUMNS = ", ".join(Stored._fields)
_STORE_SQL = f"""
    INSERT INTO {StoredEntry._meta.db_table} (publication_id, key, {_COLUMNS})
    SELECT entry.id, %s, {", ".join(f"entry.{name}" for name in Stored._fields)}
    FROM unnest(%s::bigint[], {", ".join(["%s::text[]"] * len(Stored._fields))}) AS entry (id, {_COLUMNS})
    WHERE COALESCE((SELECT version FROM publications_dataversion WHERE id = 1 FOR SHARE), 0) = %s
    ORDER BY entry.id
    ON CONFLICT (publication_id) DO UPDATE SET key = EXCLUDED.key,
        {", ".join(f"{name} = EXCLUDED.{name}" for name in Stored._fields)}
"""


def store(entries: dict[int, Stored], key: str, version: freshness.Freshness) -> bool:
    """Store ``entries`` (publication id → what was made from the data at ``version``) under ``key``.

    Stores nothing, and answers False, when the data version is no longer ``version``: a write
    committed since the rows were read, and its triggers may have deleted these very entries
    already. The share lock on the version's row holds a write that has not reached its
    triggers until this statement's transaction ends, so it deletes what is stored here.
    """
    if not entries:
        return True
    ids = sorted(entries)
    with connection.cursor() as cursor:
        columns = [[entries[pk][index] for pk in ids] for index in range(len(Stored._fields))]
        cursor.execute(_STORE_SQL, [key, ids, *columns, version.version])
        return cursor.rowcount > 0
