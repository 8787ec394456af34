"""Frequent search words kept ready: each listed publication's matches of them, counted and ranked.

``publications_searchterm`` holds the words (chosen by ``publications_choose_search_terms``, the
words of many publications). A publication's listing values (migration 0022) now also hold
"q:<word>" for each kept word its search text matches as a search for that word alone matches
(``publications.search``: the word or a longer one from its stem on, or the word as a substring).
As a filter value, "q" scopes ``publications_scopedlistingcount`` like any other, so the facets of
a word's matches are rows read, not counted; it is never a facet value counted in other scopes.
``publications_searchtermmatch`` holds the same matches with their rank and the columns of the
relevance order, so a page of them is read off one index. Both are rewritten by
``publications_refresh_listing_values`` with the rest of the listing values, which an update now
also calls when a row's title, search text, month or highlight order changed; adding or removing
a word refreshes the publications it matches.
"""

from django.db import migrations, models

TERM_SQL = """
CREATE FUNCTION publications_term_query(term text) RETURNS tsquery
LANGUAGE sql IMMUTABLE AS $$
    SELECT websearch_to_tsquery('english', term) || to_tsquery('english', term || ':*')
$$;
"""

VALUES_OF = """
CREATE OR REPLACE FUNCTION publications_listing_values_of(ids bigint[])
RETURNS TABLE (publication_id bigint, facet_values text[])
LANGUAGE sql STABLE AS $$
    WITH terms AS MATERIALIZED (
        SELECT term, publications_term_query(term) AS query FROM publications_searchterm
    )
    SELECT publication.id, ARRAY(
        SELECT 'year:' || publication.year WHERE publication.year IS NOT NULL
        UNION ALL SELECT 'type:' || publication.type
        UNION ALL SELECT 'status:' || publication.status
        UNION ALL SELECT 'venue:' || publication.venue_id WHERE publication.venue_id IS NOT NULL
        UNION ALL SELECT 'highlight:' || publication.highlight
        UNION ALL SELECT 'tag:' || tagging.tag_id
            FROM publications_publication_tags AS tagging WHERE tagging.publication_id = publication.id
        UNION ALL SELECT DISTINCT 'author:' || authorship.author_id
            FROM publications_authorship AS authorship WHERE authorship.publication_id = publication.id
        UNION ALL SELECT 'q:' || terms.term FROM terms
            WHERE publication.search_text LIKE '%' || terms.term || '%' OR publication.search_vector @@ terms.query
    )
    FROM publications_publication AS publication
    WHERE publication.id = ANY(ids) AND publication.artifact_of_id IS NULL
$$;
"""

OLD_VALUES_OF = """
CREATE OR REPLACE FUNCTION publications_listing_values_of(ids bigint[])
RETURNS TABLE (publication_id bigint, facet_values text[])
LANGUAGE sql STABLE AS $$
    SELECT publication.id, ARRAY(
        SELECT 'year:' || publication.year WHERE publication.year IS NOT NULL
        UNION ALL SELECT 'type:' || publication.type
        UNION ALL SELECT 'status:' || publication.status
        UNION ALL SELECT 'venue:' || publication.venue_id WHERE publication.venue_id IS NOT NULL
        UNION ALL SELECT 'highlight:' || publication.highlight
        UNION ALL SELECT 'tag:' || tagging.tag_id
            FROM publications_publication_tags AS tagging WHERE tagging.publication_id = publication.id
        UNION ALL SELECT DISTINCT 'author:' || authorship.author_id
            FROM publications_authorship AS authorship WHERE authorship.publication_id = publication.id
    )
    FROM publications_publication AS publication
    WHERE publication.id = ANY(ids) AND publication.artifact_of_id IS NULL
$$;
"""


def _pairs(counted_condition: str) -> str:
    return f"""
CREATE OR REPLACE FUNCTION publications_scoped_pairs(facet_values text[])
RETURNS TABLE (scope text, scope_key text, facet text, key text)
LANGUAGE sql IMMUTABLE AS $$
    SELECT split_part(filtered, ':', 1), substr(filtered, strpos(filtered, ':') + 1),
           split_part(counted, ':', 1), substr(counted, strpos(counted, ':') + 1)
    FROM unnest(facet_values) AS filtered, unnest(facet_values || 'total:'::text) AS counted
    WHERE {counted_condition}
$$;
"""


# The matches of the publications ``ids`` as their listing values name them, ranked as the search
# ranks them (``ts_rank`` of the same query), with the columns of the relevance order.
MATCHES = """
CREATE FUNCTION publications_store_term_matches(ids bigint[]) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO publications_searchtermmatch (publication_id, term, rank, year, month, highlight_order, title)
    SELECT publication.id, matched.term,
           ts_rank(publication.search_vector, publications_term_query(matched.term)),
           publication.year, publication.month, publication.highlight_order, publication.title
    FROM publications_listingvalues AS stored
    JOIN publications_publication AS publication ON publication.id = stored.publication_id
    CROSS JOIN LATERAL (
        SELECT substr(value, 3) AS term FROM unnest(stored.facet_values) AS value WHERE value LIKE 'q:%'
    ) AS matched
    WHERE stored.publication_id = ANY(ids)
$$;
"""


def _refresh(matches: str, unchanged: str = "", skipped: tuple[str, str] = ("", "")) -> str:
    return f"""
CREATE OR REPLACE FUNCTION publications_refresh_listing_values(ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    before publications_listingvalues[];{unchanged and " unchanged bigint[];"}
BEGIN
    IF cardinality(ids) = 0 THEN
        RETURN;
    END IF;
    before := ARRAY(SELECT stored FROM publications_listingvalues AS stored WHERE publication_id = ANY(ids));
    DELETE FROM publications_listingvalues WHERE publication_id = ANY(ids);
    INSERT INTO publications_listingvalues (publication_id, facet_values)
    SELECT * FROM publications_listing_values_of(ids);{unchanged}
    INSERT INTO publications_scopedlistingcount AS stored (scope, scope_key, facet, key, count)
    SELECT pair.scope, pair.scope_key, pair.facet, pair.key, SUM(changed.sign)
    FROM (
        SELECT facet_values, 1 AS sign FROM publications_listingvalues WHERE publication_id = ANY(ids){skipped[0]}
        UNION ALL SELECT facet_values, -1 FROM unnest(before){skipped[1]}
    ) AS changed, publications_scoped_pairs(changed.facet_values) AS pair
    GROUP BY 1, 2, 3, 4 HAVING SUM(changed.sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope, scope_key, facet, key) DO UPDATE SET count = stored.count + EXCLUDED.count;
    DELETE FROM publications_scopedlistingcount WHERE count = 0;{matches}
END;
$$;
"""


# A title, month or search text that changed no value (the usual edit) adds nothing to the counts:
# those publications' pairs are not counted out and in again.
UNCHANGED = """
    unchanged := ARRAY(
        SELECT now.publication_id
        FROM publications_listingvalues AS now JOIN unnest(before) AS old USING (publication_id)
        WHERE now.publication_id = ANY(ids)
          AND ARRAY(SELECT value FROM unnest(now.facet_values) AS value ORDER BY value)
            = ARRAY(SELECT value FROM unnest(old.facet_values) AS value ORDER BY value));"""
SKIPPED = (
    " AND publication_id NOT IN (SELECT unnest(unchanged))",
    " AS old WHERE old.publication_id NOT IN (SELECT unnest(unchanged))",
)

REFRESH_MATCHES = """
    DELETE FROM publications_searchtermmatch WHERE publication_id = ANY(ids);
    PERFORM publications_store_term_matches(ids);"""


def _rebuild(matches: str) -> str:
    return f"""
CREATE OR REPLACE FUNCTION publications_rebuild_listing_values_now() RETURNS void
LANGUAGE sql AS $$
    DELETE FROM publications_listingvalues;
    DELETE FROM publications_scopedlistingcount;
    INSERT INTO publications_listingvalues (publication_id, facet_values)
    SELECT * FROM publications_listing_values_of(ARRAY(SELECT id FROM publications_publication));
    INSERT INTO publications_scopedlistingcount (scope, scope_key, facet, key, count)
    SELECT pair.scope, pair.scope_key, pair.facet, pair.key, COUNT(*)
    FROM publications_listingvalues AS stored, publications_scoped_pairs(stored.facet_values) AS pair
    GROUP BY 1, 2, 3, 4;{matches}
$$;
"""


REBUILD_MATCHES = """
    DELETE FROM publications_searchtermmatch;
    SELECT publications_store_term_matches(ARRAY(SELECT publication_id FROM publications_listingvalues));"""


def _publication_trigger(compared: str) -> str:
    columns = lambda row: ", ".join(f"{row}.{column}" for column in compared.split()) + (
        f", {row}.artifact_of_id IS NULL"
    )
    return f"""
CREATE OR REPLACE FUNCTION publications_publication_listing_values() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM publications_refresh_listing_values(ARRAY(SELECT id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM publications_refresh_listing_values(ARRAY(SELECT id FROM old_rows));
    ELSE
        -- Only rows whose values changed: most updates (links, notes, files) change none.
        PERFORM publications_refresh_listing_values(ARRAY(
            SELECT new_row.id FROM new_rows AS new_row JOIN old_rows AS old_row USING (id)
            WHERE ({columns("old_row")}) IS DISTINCT FROM ({columns("new_row")})));
    END IF;
    RETURN NULL;
END;
$$;
"""


FACET_COLUMNS = "year type status venue_id highlight"
# A kept word's matches and their order also follow the search text and the order's columns.
SEARCHED_COLUMNS = FACET_COLUMNS + " month highlight_order title search_text"

# Adding a word refreshes the listed publications it matches; removing one, those it matched.
TERM_TRIGGERS = """
CREATE FUNCTION publications_search_term_listing_values() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM publications_refresh_listing_values(ARRAY(
            WITH added AS MATERIALIZED (SELECT term, publications_term_query(term) AS query FROM new_rows)
            SELECT DISTINCT publication.id FROM publications_publication AS publication, added
            WHERE publication.artifact_of_id IS NULL
              AND (publication.search_text LIKE '%' || added.term || '%' OR publication.search_vector @@ added.query)));
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        PERFORM publications_refresh_listing_values(ARRAY(
            SELECT DISTINCT match.publication_id
            FROM publications_searchtermmatch AS match JOIN old_rows USING (term)));
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER publications_searchterm_listing_values_insert AFTER INSERT ON publications_searchterm
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION publications_search_term_listing_values();
CREATE TRIGGER publications_searchterm_listing_values_update AFTER UPDATE ON publications_searchterm
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION publications_search_term_listing_values();
CREATE TRIGGER publications_searchterm_listing_values_delete AFTER DELETE ON publications_searchterm
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION publications_search_term_listing_values();
CREATE TRIGGER publications_searchterm_listing_values_truncate AFTER TRUNCATE ON publications_searchterm
FOR EACH STATEMENT EXECUTE FUNCTION publications_rebuild_listing_values();
"""

DROP_TERM_TRIGGERS = """
DROP TRIGGER IF EXISTS publications_searchterm_listing_values_insert ON publications_searchterm;
DROP TRIGGER IF EXISTS publications_searchterm_listing_values_update ON publications_searchterm;
DROP TRIGGER IF EXISTS publications_searchterm_listing_values_delete ON publications_searchterm;
DROP TRIGGER IF EXISTS publications_searchterm_listing_values_truncate ON publications_searchterm;
DROP FUNCTION IF EXISTS publications_search_term_listing_values();
"""

# The words of at least ``share`` of the listed publications (and of ``minimum``), as the search
# text spells them: letters and digits, three or more, that the English configuration does not
# drop ("the", "and"). The words kept become exactly those; the triggers do the rest.
CHOOSE = """
CREATE FUNCTION publications_choose_search_terms(share double precision, minimum integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
    chosen text[];
BEGIN
    chosen := ARRAY(
        SELECT word FROM (
            SELECT DISTINCT publication.id, word
            FROM publications_publication AS publication,
                 regexp_split_to_table(publication.search_text, '[^a-z0-9]+') AS word
            WHERE publication.artifact_of_id IS NULL AND length(word) >= 3
        ) AS used
        GROUP BY word
        HAVING COUNT(*) >= GREATEST(minimum, share * (
            SELECT COUNT(*) FROM publications_publication WHERE artifact_of_id IS NULL))
           AND numnode(to_tsquery('english', word || ':*')) > 0
    );
    DELETE FROM publications_searchterm WHERE term <> ALL(chosen);
    INSERT INTO publications_searchterm (term) SELECT unnest(chosen) ON CONFLICT DO NOTHING;
    RETURN cardinality(chosen);
END;
$$;
"""

OLD_PAIRS = _pairs("split_part(counted, ':', 1) <> 'highlight'")
OLD_REFRESH = _refresh("")
OLD_REBUILD = _rebuild("")
OLD_TRIGGER = _publication_trigger(FACET_COLUMNS)

FORWARD = (
    TERM_SQL
    + MATCHES
    + VALUES_OF
    + _pairs("split_part(counted, ':', 1) NOT IN ('highlight', 'q')")
    + _refresh(REFRESH_MATCHES, UNCHANGED, SKIPPED)
    + _rebuild(REBUILD_MATCHES)
    + _publication_trigger(SEARCHED_COLUMNS)
    + TERM_TRIGGERS
    + CHOOSE
)
BACKWARD = (
    "DROP FUNCTION IF EXISTS publications_choose_search_terms(double precision, integer);\n"
    + DROP_TERM_TRIGGERS
    + "DELETE FROM publications_searchterm;\n"
    + OLD_TRIGGER
    + OLD_REBUILD
    + OLD_REFRESH
    + OLD_PAIRS
    + OLD_VALUES_OF
    + "SELECT publications_rebuild_listing_values_now();\n"
    + "DROP FUNCTION IF EXISTS publications_store_term_matches(bigint[]);\n"
    + "DROP FUNCTION IF EXISTS publications_term_query(text);\n"
)


class Migration(migrations.Migration):

    dependencies = [
        ('publications', '0024_publication_citation'),
    ]

    operations = [
        migrations.CreateModel(
            name='SearchTerm',
            fields=[
                ('term', models.TextField(primary_key=True, serialize=False)),
            ],
            options={
                'constraints': [models.CheckConstraint(condition=models.Q(('term__regex', '^[a-z0-9]{3,}$')), name='searchterm_one_word')],
            },
        ),
        migrations.CreateModel(
            name='SearchTermMatch',
            fields=[
                ('pk', models.CompositePrimaryKey('publication_id', 'term', blank=True, editable=False, primary_key=True, serialize=False)),
                ('publication_id', models.BigIntegerField()),
                ('term', models.TextField()),
                ('rank', models.FloatField()),
                ('year', models.SmallIntegerField(null=True)),
                ('month', models.SmallIntegerField(null=True)),
                ('highlight_order', models.IntegerField()),
                ('title', models.TextField()),
            ],
            options={
                'indexes': [models.Index(models.F('term'), models.OrderBy(models.F('rank'), descending=True), models.OrderBy(models.F('year'), descending=True, nulls_last=True), models.OrderBy(models.F('month'), descending=True, nulls_last=True), models.F('highlight_order'), models.F('title'), models.F('publication_id'), name='searchtermmatch_order')],
            },
        ),
        migrations.RunSQL(sql=FORWARD, reverse_sql=BACKWARD),
        # Keep ready the words of at least 5% of the listed publications (and of 50).
        migrations.RunSQL(sql="SELECT publications_choose_search_terms(0.05, 50);", reverse_sql=migrations.RunSQL.noop),
    ]
