"""Facet counts: how the publications a filter selects spread over years, venues, types, statuses,
authors and tags, and how many there are.

One SQL statement whatever the size. The matching rows are read once into a materialised CTE
(only the five columns the facets need, never the wide publication rows); every facet then
groups that CTE or joins it by id. Authors and tags are counted by id and their names joined
afterwards, for the few thousand groups rather than the hundreds of thousands of authorships.
The whole listing (no filter) is not counted at all: its counts are read from ``ListingCount``,
which the database keeps right on every write; nor is a listing of one filter value (a year, a
type, a venue, a person, ...: a :class:`FacetScope`), read from ``ScopedListingCount``, kept the
same way; nor are the matches of a search for one frequent word kept ready (``SearchTerm``):
its counts are scoped counts too, and its page is read off ``SearchTermMatch`` in rank order.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from django.db import connections
from django.db.models import Exists, QuerySet, Window
from django.db.models.functions import RowNumber

from publications.models import (
    Author,
    Authorship,
    ListingCount,
    Publication,
    PublicationQuerySet,
    PublicationStatus,
    PublicationType,
    ScopedListingCount,
    SearchTermMatch,
    Tag,
    Venue,
)
from publications.web.models import StoredEntry


@dataclass(frozen=True)
class FacetCounts:
    """``total`` matching publications and, per filter name, its values with counts.

    Each value in ``counts`` is a dict with ``value`` (what the filter takes), ``label`` and
    ``count``; venues add ``title`` (the full name), authors ``is_member``.
    """

    total: int
    counts: dict[str, list[dict]]

    def limited(self, top: int) -> FacetCounts:
        """The same counts with at most ``top`` venues, authors and tags (the most frequent first)."""
        counts = {name: rows[:top] if name in LIMITED_FACETS else rows for name, rows in self.counts.items()}
        return FacetCounts(total=self.total, counts=counts)


@dataclass(frozen=True)
class FacetScope:
    """The listed publications whose ``name`` value (a filter: year, type, status, venue, tag,
    author or highlight) is one of the keys ``keys_sql`` selects, as ``ScopedListingCount`` names them.

    Several keys add up only where no publication has two of them: years, types, statuses and
    venues (one each), not tags or people.
    """

    name: str
    keys_sql: str
    keys_params: tuple = ()

    @classmethod
    def of_values(cls, name: str, keys: Iterable[object]) -> FacetScope:
        return cls(name, "SELECT unnest(%s::text[])", ([str(key) for key in keys],))

    @classmethod
    def of_rows(cls, name: str, rows: QuerySet) -> FacetScope:
        """Keys from a query of one text column (the ids of the venues a filter value names, say)."""
        sql, params = rows.query.sql_with_params()
        return cls(name, sql, tuple(params))


def facet_counts(
    queryset: PublicationQuerySet, top: int = 10, scope: FacetScope | None = None
) -> FacetCounts:
    """The facets of ``queryset``; venues, authors and tags keep their ``top`` most frequent values.

    ``scope``, when ``queryset`` selects exactly the listed publications of that scope: the counts
    are read from ``ScopedListingCount`` instead of counted.
    """
    if queryset.query.is_empty():
        return _shape([], top)
    if scope is not None:
        return _scoped_facet_counts(queryset.db, scope, top)
    if _is_whole_listing(queryset):
        return _stored_facet_counts(queryset.db, top)
    if queryset.query.distinct or queryset.query.is_sliced:
        rows = Publication.objects.filter(pk__in=queryset.order_by().values("pk"))
    else:
        rows = queryset.order_by()
    return _counted(rows.values(*MATCHING_COLUMNS), top)


def facet_counts_and_rows(
    queryset: PublicationQuerySet,
    top: int,
    offset: int,
    limit: int,
    term: str | None = None,
    entries_key: str | None = None,
) -> tuple[FacetCounts, list[tuple]]:
    """The facets of ``queryset`` and its rows ``offset`` to ``offset + limit`` in its order, as
    (id, year, type), from one pass over the matching rows; with ``entries_key``, as (id, year,
    type, the entry stored under that key or None).

    For an order every match takes part in (the rank of a text search): the match is found once,
    for the counts and the page, instead of once for each.

    ``term``, when ``queryset`` is the listed publications a search for that one word matches, best
    first: if the database keeps the word ready (``SearchTerm``), the counts are its scoped counts
    and the page its matches read in order, and nothing is ranked or counted; if not, the same
    statement ranks and counts as for any search.
    """
    if queryset.query.is_empty():
        return _shape([], top), []
    position = Window(RowNumber(), order_by=list(queryset.query.order_by))
    matching = queryset.order_by()
    if term is not None:
        matching = matching.filter(~Exists(_kept_total(term)))
    matching = matching.annotate(position=position).values(*MATCHING_COLUMNS, "position")
    return _counted(matching, top, rows=(offset, limit), term=term, entries_key=entries_key)


# The scope of a kept word's counts in ``ScopedListingCount`` (its "q" listing values).
TERM_SCOPE = "q"


def _kept_total(term: str) -> QuerySet:
    """The stored number of the word's matches: there when the word is kept and matches anything."""
    return ScopedListingCount.objects.filter(scope=TERM_SCOPE, scope_key=term, facet="total", key="")


MATCHING_COLUMNS = ("pk", "year", "type", "status", "venue_id")


def _counted(
    matching: PublicationQuerySet,
    top: int,
    rows: tuple[int, int] | None = None,
    term: str | None = None,
    entries_key: str | None = None,
):
    matching_sql, params = matching.query.sql_with_params()
    columns = "id, year, type, status, venue_id" + (", position" if rows else "")
    tables = {
        "authorship": Authorship._meta.db_table,
        "publication_tags": Publication.tags.through._meta.db_table,
        "author": Author._meta.db_table,
        "tag": Tag._meta.db_table,
        "venue": Venue._meta.db_table,
        "scoped": ScopedListingCount._meta.db_table,
        "matches": SearchTermMatch._meta.db_table,
        "publication": Publication._meta.db_table,
    }
    ctes = _FACETS_CTES.format(columns=columns, matching=matching_sql, **tables)
    sql = _FACETS_SELECT.format(**tables)
    # The people kept (in the CTEs), the people and the tags shown.
    params = [*params, top, top, top]
    if rows:
        offset, limit = rows
        entry_params = [] if entries_key is None else [entries_key]
        sql += _ROWS_SQL.format(**_entry_columns(entries_key, "matching"))
        params += [*entry_params, offset, offset + limit]
    if term is not None and rows:
        # The kept word's counts and page: nothing when it is not kept, and then ``matching`` holds
        # the matches; when it is, ``matching`` is empty.
        scope = FacetScope.of_values(TERM_SCOPE, [term])
        scoped_sql, (cte_params, select_params) = _scoped_counts_sql(scope, top)
        ctes = _SCOPED_CTES.format(keys=scope.keys_sql, **tables) + ",\n" + ctes
        term_rows = _TERM_ROWS_SQL.format(**tables, **_entry_columns(entries_key, "publication"))
        sql += "\nUNION ALL\n" + scoped_sql + term_rows
        params = [*cte_params, *params, *select_params, term, offset, limit, *entry_params]
    sql = "WITH " + ctes + sql
    with connections[matching.db].cursor() as cursor:
        cursor.execute(sql, params)
        found = cursor.fetchall()
    if not rows:
        return _shape(found, top)
    page = sorted((row for row in found if row[0] == "row"), key=lambda row: row[5])
    counts = _shape([row for row in found if row[0] != "row"], top)
    return counts, [
        (int(pk), None if year is None else int(year), kind, *((html,) if entries_key is not None else ()))
        for _, pk, kind, year, _, _, html in page
    ]


def _entry_columns(entries_key: str | None, rows: str) -> dict[str, str]:
    """The ``entry`` column of a page's rows (named ``rows`` in the statement) and its join: the
    entry stored under the page's key (one per publication at most), or NULL without a key."""
    if entries_key is None:
        return {"entry": "NULL", "entry_join": ""}
    entries = StoredEntry._meta.db_table
    join = f"\nLEFT JOIN {entries} AS entry ON entry.publication_id = {rows}.id AND entry.key = %s"
    return {"entry": "entry.html", "entry_join": join}


# Every part answers (facet, value, label, title, is_member, count, NULL). The matching rows' columns
# come out of Django's SQL in the order of ``values()``: id, year, type, status, venue_id; for a
# listing without a search they are read off ``publication_facet_columns`` alone (an index-only
# scan). The total, years, types, statuses and venues are one pass over them (GROUPING SETS);
# ``GROUPING()`` names the set of each row, one bit per column, the first column's the highest:
# 15 the total, 7 a year, 11 a type, 13 a status, 14 a venue. Authors and tags are joins on
# ``publication_id``, read off the (publication, author) and (publication, tag) indexes: the
# matching ids are distinct already (every count above relies on it), so a semi-join only added a
# pass that made them distinct again. Of the thousands of people counted, only those counted at
# least as often as the ``top``-th are kept (``WITH TIES``: one sort of the counts, not a threshold
# read and then every count compared with it), so the people table is read by primary key for
# those few and they are ranked there: the same first ``top``.
# (The total of no match at all is no row: ``_shape`` makes it 0.)
_FACETS_CTES = """matching ({columns}) AS MATERIALIZED ({matching}),
authors AS MATERIALIZED (
    SELECT author_id, COUNT(*) AS n
    FROM matching JOIN {authorship} AS authorship ON authorship.publication_id = matching.id
    GROUP BY author_id
    ORDER BY n DESC FETCH FIRST %s ROWS WITH TIES
),
grouped AS (
    SELECT GROUPING(year, type, status, venue_id) AS grouping, year, type, status, venue_id, COUNT(*) AS n
    FROM matching
    GROUP BY GROUPING SETS ((), (year), (type), (status), (venue_id))
    HAVING COUNT(*) > 0
)
"""
_FACETS_SELECT = """
SELECT CASE grouping WHEN 15 THEN 'total' WHEN 7 THEN 'year' WHEN 11 THEN 'type' WHEN 13 THEN 'status'
       ELSE 'venue' END,
       COALESCE(grouped.year::text, grouped.type, grouped.status, venue.slug),
       venue.short_name, venue.name, false, grouped.n, NULL
FROM grouped LEFT JOIN {venue} AS venue ON grouping = 14 AND venue.id = grouped.venue_id
WHERE (grouping <> 7 OR grouped.year IS NOT NULL) AND (grouping <> 14 OR venue.id IS NOT NULL)
UNION ALL
(SELECT 'author', author.slug, author.display_name, NULL, author.is_member, grouped.n, NULL
 FROM authors AS grouped
 JOIN {author} AS author ON author.id = grouped.author_id
 ORDER BY grouped.n DESC, author.is_member DESC, LOWER(author.family_name), author.slug
 LIMIT %s)
UNION ALL
(SELECT 'tag', tag.slug, tag.name, NULL, false, grouped.n, NULL
 FROM (
     SELECT tag_id, COUNT(*) AS n
     FROM matching JOIN {publication_tags} AS tagging ON tagging.publication_id = matching.id
     GROUP BY tag_id
 ) AS grouped
 JOIN {tag} AS tag ON tag.id = grouped.tag_id
 ORDER BY grouped.n DESC, LOWER(tag.name), tag.slug
 LIMIT %s)
"""


# One page of a kept word's matches, in the relevance order, read off ``searchtermmatch_order``:
# (row, id, type, year, false, position, entry) as _ROWS_SQL gives them.
_TERM_ROWS_SQL = """
UNION ALL
SELECT 'row', page.publication_id::text, publication.type, publication.year::text, false, page.position,
       {{entry}}
FROM (
    SELECT publication_id, ROW_NUMBER() OVER (ORDER BY {order}) AS position
    FROM {{matches}} WHERE term = %s
    ORDER BY {order}
    OFFSET %s LIMIT %s
) AS page
JOIN {{publication}} AS publication ON publication.id = page.publication_id{{entry_join}}
""".format(
    order="rank DESC, year DESC NULLS LAST, month DESC NULLS LAST, highlight_order, title, publication_id"
)


# One page of the matches, appended to the facets' statement when the matching rows carry their
# ``position`` in the listing's order: (row, id, type, year, false, position, entry), the entry
# stored under the page's key when it asks for one (``_entry_columns``), else NULL.
_ROWS_SQL = """
UNION ALL
SELECT 'row', id::text, type, year::text, false, position, {entry} FROM matching{entry_join}
WHERE position > %s AND position <= %s
"""


def _is_whole_listing(queryset: PublicationQuerySet) -> bool:
    """Whether ``queryset`` selects exactly the listed publications: the same SQL, whatever its order."""
    return queryset.order_by().values("pk").query.sql_with_params() == _whole_listing_sql()


@cache
def _whole_listing_sql() -> tuple[str, tuple]:
    """The SQL of the listed publications' ids: the same for the life of the process, so compiled once."""
    return Publication.objects.listed().order_by().values("pk").query.sql_with_params()


def _stored_facet_counts(database: str, top: int) -> FacetCounts:
    """The facets of every listed publication, read from :class:`ListingCount` (kept at write time)."""
    counts = ListingCount._meta.db_table
    sql = _STORED_FACETS_SQL.format(
        counts=counts,
        author=Author._meta.db_table,
        tag=Tag._meta.db_table,
        venue=Venue._meta.db_table,
        top_authors=_TOP_COUNTED_SQL.format(counts=counts, facet="author"),
        top_tags=_TOP_COUNTED_SQL.format(counts=counts, facet="tag"),
    )
    with connections[database].cursor() as cursor:
        cursor.execute(sql, [top, top, top, top])
        return _shape(cursor.fetchall(), top)


# The ids and counts of one facet's values counted at least as often as its ``top``-th (ties
# included, or all when there are fewer), read through ``listingcount_top``.
_TOP_COUNTED_SQL = """
     SELECT key::bigint AS id, count FROM {counts}
     WHERE facet = '{facet}' AND count >= COALESCE(
         (SELECT count FROM {counts} WHERE facet = '{facet}' ORDER BY count DESC OFFSET %s - 1 LIMIT 1), 0)
"""
# The same rows as _FACETS_SELECT. Authors and tags: only their _TOP_COUNTED_SQL rows are ranked.
_STORED_FACETS_SQL = """
SELECT counted.facet, COALESCE(venue.slug, counted.key), venue.short_name, venue.name, false, counted.count,
       NULL
FROM {counts} AS counted
LEFT JOIN {venue} AS venue ON counted.facet = 'venue' AND venue.id::text = counted.key
WHERE counted.facet IN ('total', 'year', 'type', 'status', 'venue')
  AND (counted.facet <> 'venue' OR venue.id IS NOT NULL)
UNION ALL
(SELECT 'author', author.slug, author.display_name, NULL, author.is_member, counted.count, NULL
 FROM ({top_authors}) AS counted
 JOIN {author} AS author ON author.id = counted.id
 ORDER BY counted.count DESC, author.is_member DESC, LOWER(author.family_name), author.slug
 LIMIT %s)
UNION ALL
(SELECT 'tag', tag.slug, tag.name, NULL, false, counted.count, NULL
 FROM ({top_tags}) AS counted
 JOIN {tag} AS tag ON tag.id = counted.id
 ORDER BY counted.count DESC, LOWER(tag.name), tag.slug
 LIMIT %s)
"""


def _scoped_facet_counts(database: str, scope: FacetScope, top: int) -> FacetCounts:
    """The facets of the listed publications of ``scope``, added up over its keys from
    :class:`ScopedListingCount` (kept at write time) and ranked as :func:`_stored_facet_counts` ranks."""
    select_sql, (cte_params, select_params) = _scoped_counts_sql(scope, top)
    sql = "WITH " + _SCOPED_CTES.format(scoped=ScopedListingCount._meta.db_table, keys=scope.keys_sql)
    with connections[database].cursor() as cursor:
        cursor.execute(sql + select_sql, [*cte_params, *select_params])
        return _shape(cursor.fetchall(), top)


def _scoped_counts_sql(scope: FacetScope, top: int) -> tuple[str, tuple[list, list]]:
    """The statement's part after ``_SCOPED_CTES``, and the parameters of those and of that part."""
    sql = _STORED_FACETS_SQL.format(
        counts="scoped",
        author=Author._meta.db_table,
        tag=Tag._meta.db_table,
        venue=Venue._meta.db_table,
        top_authors=_TOP_COUNTED_SQL.format(counts="scoped", facet="author"),
        top_tags=_TOP_COUNTED_SQL.format(counts="scoped", facet="tag"),
    )
    name = scope.name
    return sql, ([*scope.keys_params, name, name, name, top, name, name, top, name], [top, top, top, top])


# The scope's counts laid out as the listing counts are, named ``scoped`` for _STORED_FACETS_SQL.
# One key (a year, a venue: the usual case): the total, years, types, statuses and venues (each
# facet read off the index on its own: as one ``facet IN (...)`` PostgreSQL read every count of the
# scope, the thousands of its people too, and dropped them; the OFFSET keeps the facets apart), and of
# the people and tags only those counted at least as often as the ``top``-th, read in order off
# ``scopedcount_top`` (the tie-inclusive cut _TOP_COUNTED_SQL makes again keeps them all), not
# the thousands of a type's people. Several keys: every count, added up over the keys. Each
# branch is guarded by the number of keys, so PostgreSQL runs only the one that applies.
_ONE_KEY_TOP_SQL = """
    SELECT facet, key, count FROM {scoped}
    WHERE (SELECT COUNT(*) FROM chosen) = 1 AND scope = %s AND scope_key = (SELECT key FROM chosen LIMIT 1)
      AND facet = '{facet}' AND count >= COALESCE(
        (SELECT count FROM {scoped}
         WHERE scope = %s AND scope_key = (SELECT key FROM chosen LIMIT 1) AND facet = '{facet}'
         ORDER BY count DESC OFFSET %s - 1 LIMIT 1), 0)"""
_SCOPED_CTES = (
    """chosen (key) AS MATERIALIZED ({keys}),
scoped AS MATERIALIZED (
    SELECT counted.* FROM unnest(ARRAY['total', 'year', 'type', 'status', 'venue']) AS wanted (facet),
    LATERAL (
        SELECT facet, key, count FROM {scoped}
        WHERE (SELECT COUNT(*) FROM chosen) = 1
          AND scope = %s AND scope_key = (SELECT key FROM chosen LIMIT 1) AND facet = wanted.facet
        OFFSET 0
    ) AS counted
    UNION ALL"""
    + _ONE_KEY_TOP_SQL.replace("{facet}", "author")
    + "\n    UNION ALL"
    + _ONE_KEY_TOP_SQL.replace("{facet}", "tag")
    + """
    UNION ALL
    SELECT facet, key, SUM(count) FROM {scoped}
    WHERE (SELECT COUNT(*) FROM chosen) > 1 AND scope = %s AND scope_key IN (SELECT key FROM chosen)
    GROUP BY facet, key
)"""
)


FACETS = ("year", "venue", "type", "status", "author", "tag")
LIMITED_FACETS = ("venue", "author", "tag")


def _shape(rows: list[tuple], top: int) -> FacetCounts:
    total = 0
    counts: dict[str, list[dict]] = {name: [] for name in FACETS}
    choice_labels = {"type": dict(PublicationType.choices), "status": dict(PublicationStatus.choices)}
    venues = []
    for facet, value, label, title, is_member, count, _ in rows:
        if facet == "total":
            total = count
        elif facet == "year":
            counts["year"].append({"value": int(value), "label": value, "count": count})
        elif facet in choice_labels:
            label = choice_labels[facet].get(value, value)
            counts[facet].append({"value": value, "label": label, "count": count})
        elif facet == "venue":
            venues.append((value, label, title, count))
        elif facet == "author":
            counts["author"].append({"value": value, "label": label, "is_member": is_member, "count": count})
        else:
            counts["tag"].append({"value": value, "label": label, "count": count})
    counts["year"].sort(key=lambda row: -row["value"])
    for facet in choice_labels:
        counts[facet].sort(key=lambda row: (-row["count"], row["value"]))
    # Venues are a few hundred at most: all are counted, the top ones kept here (acronym, then slug
    # break ties, so the order does not depend on the database's collation). Only those counted at
    # least as often as the ``top``-th can be among them: only they are ranked by name (ranking all
    # of a tag's 500 venues was half of this function's time).
    if len(venues) > top:
        least = sorted((venue[3] for venue in venues), reverse=True)[top - 1]
        venues = [venue for venue in venues if venue[3] >= least]
    venues.sort(key=lambda venue: (-venue[3], venue[1].lower(), venue[0]))
    counts["venue"] = [
        {"value": slug, "label": short_name or name, "title": name, "count": count}
        for slug, short_name, name, count in venues[:top]
    ]
    return FacetCounts(total=total, counts=counts)
