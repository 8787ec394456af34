"""Listing values and scoped listing counts kept by the database: statement-level triggers.

Each statement on publications, authorships or tags names the publications it touched; for those,
``publications_refresh_listing_values`` reads their values again (year, type, status, venue,
highlight, tags, authors, as they are when the statement ends), replaces their rows of
``publications_listingvalues`` and adds to ``publications_scopedlistingcount`` every (filter value,
facet value) pair of the new values, less those of the old. Pairs are the product of one
publication's values: each of its filter values (every value but a person) with each of its facet
values (every value but the highlight) and the total. A TRUNCATE builds both tables again. The
triggers are named to fire after ``*_bumps_data_version``, so writers queue on the data version's
row lock before they touch a count (as the listing counts' triggers do).
"""

import django.contrib.postgres.fields
from django.db import migrations, models


SQL = """
CREATE FUNCTION publications_listing_values_of(ids bigint[])
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
        UNION ALL SELECT 'author:' || authorship.author_id
            FROM publications_authorship AS authorship WHERE authorship.publication_id = publication.id
    )
    FROM publications_publication AS publication
    WHERE publication.id = ANY(ids) AND publication.artifact_of_id IS NULL
$$;

CREATE FUNCTION publications_scoped_pairs(facet_values text[])
RETURNS TABLE (scope text, scope_key text, facet text, key text)
LANGUAGE sql IMMUTABLE AS $$
    SELECT split_part(filtered, ':', 1), substr(filtered, strpos(filtered, ':') + 1),
           split_part(counted, ':', 1), substr(counted, strpos(counted, ':') + 1)
    FROM unnest(facet_values) AS filtered, unnest(facet_values || 'total:'::text) AS counted
    WHERE split_part(filtered, ':', 1) <> 'author' AND split_part(counted, ':', 1) <> 'highlight'
$$;

CREATE FUNCTION publications_refresh_listing_values(ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    before publications_listingvalues[];
BEGIN
    IF cardinality(ids) = 0 THEN
        RETURN;
    END IF;
    before := ARRAY(SELECT stored FROM publications_listingvalues AS stored WHERE publication_id = ANY(ids));
    DELETE FROM publications_listingvalues WHERE publication_id = ANY(ids);
    INSERT INTO publications_listingvalues (publication_id, facet_values)
    SELECT * FROM publications_listing_values_of(ids);
    INSERT INTO publications_scopedlistingcount AS stored (scope, scope_key, facet, key, count)
    SELECT pair.scope, pair.scope_key, pair.facet, pair.key, SUM(changed.sign)
    FROM (
        SELECT facet_values, 1 AS sign FROM publications_listingvalues WHERE publication_id = ANY(ids)
        UNION ALL SELECT facet_values, -1 FROM unnest(before)
    ) AS changed, publications_scoped_pairs(changed.facet_values) AS pair
    GROUP BY 1, 2, 3, 4 HAVING SUM(changed.sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope, scope_key, facet, key) DO UPDATE SET count = stored.count + EXCLUDED.count;
    DELETE FROM publications_scopedlistingcount WHERE count = 0;
END;
$$;

CREATE FUNCTION publications_rebuild_listing_values_now() RETURNS void
LANGUAGE sql AS $$
    DELETE FROM publications_listingvalues;
    DELETE FROM publications_scopedlistingcount;
    INSERT INTO publications_listingvalues (publication_id, facet_values)
    SELECT * FROM publications_listing_values_of(ARRAY(SELECT id FROM publications_publication));
    INSERT INTO publications_scopedlistingcount (scope, scope_key, facet, key, count)
    SELECT pair.scope, pair.scope_key, pair.facet, pair.key, COUNT(*)
    FROM publications_listingvalues AS stored, publications_scoped_pairs(stored.facet_values) AS pair
    GROUP BY 1, 2, 3, 4;
$$;

CREATE FUNCTION publications_rebuild_listing_values() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM publications_rebuild_listing_values_now();
    RETURN NULL;
END;
$$;

CREATE FUNCTION publications_publication_listing_values() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM publications_refresh_listing_values(ARRAY(SELECT id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM publications_refresh_listing_values(ARRAY(SELECT id FROM old_rows));
    ELSE
        -- Only rows whose values changed: most updates (titles, links, search text) change none.
        PERFORM publications_refresh_listing_values(ARRAY(
            SELECT new_row.id FROM new_rows AS new_row JOIN old_rows AS old_row USING (id)
            WHERE (old_row.year, old_row.type, old_row.status, old_row.venue_id, old_row.highlight,
                   old_row.artifact_of_id IS NULL)
                IS DISTINCT FROM
                  (new_row.year, new_row.type, new_row.status, new_row.venue_id, new_row.highlight,
                   new_row.artifact_of_id IS NULL)));
    END IF;
    RETURN NULL;
END;
$$;

CREATE FUNCTION publications_authorship_listing_values() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM publications_refresh_listing_values(ARRAY(SELECT DISTINCT publication_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM publications_refresh_listing_values(ARRAY(SELECT DISTINCT publication_id FROM old_rows));
    ELSE
        -- A new order or a contribution mark changes no value.
        PERFORM publications_refresh_listing_values(ARRAY(
            SELECT new_row.publication_id FROM new_rows AS new_row JOIN old_rows AS old_row USING (id)
            WHERE (old_row.publication_id, old_row.author_id) <> (new_row.publication_id, new_row.author_id)
            UNION
            SELECT old_row.publication_id FROM new_rows AS new_row JOIN old_rows AS old_row USING (id)
            WHERE (old_row.publication_id, old_row.author_id) <> (new_row.publication_id, new_row.author_id)));
    END IF;
    RETURN NULL;
END;
$$;

CREATE FUNCTION publications_tagging_listing_values() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM publications_refresh_listing_values(ARRAY(SELECT DISTINCT publication_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM publications_refresh_listing_values(ARRAY(SELECT DISTINCT publication_id FROM old_rows));
    ELSE
        PERFORM publications_refresh_listing_values(ARRAY(
            SELECT publication_id FROM new_rows UNION SELECT publication_id FROM old_rows));
    END IF;
    RETURN NULL;
END;
$$;
"""

TRACKED = {
    "publications_publication": "publications_publication_listing_values",
    "publications_authorship": "publications_authorship_listing_values",
    "publications_publication_tags": "publications_tagging_listing_values",
}
TRANSITIONS = {
    "INSERT": "REFERENCING NEW TABLE AS new_rows",
    "UPDATE": "REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
    "DELETE": "REFERENCING OLD TABLE AS old_rows",
}

TRIGGERS = "\n".join(
    f"CREATE TRIGGER {table}_listing_values_{event.lower()} AFTER {event} ON {table} {referencing} "
    f"FOR EACH STATEMENT EXECUTE FUNCTION {function}();"
    for table, function in TRACKED.items()
    for event, referencing in TRANSITIONS.items()
) + "\n" + "\n".join(
    f"CREATE TRIGGER {table}_listing_values_truncate AFTER TRUNCATE ON {table} "
    f"FOR EACH STATEMENT EXECUTE FUNCTION publications_rebuild_listing_values();"
    for table in TRACKED
)

DROP = "\n".join(
    f"DROP TRIGGER IF EXISTS {table}_listing_values_{event} ON {table};"
    for table in TRACKED
    for event in ("insert", "update", "delete", "truncate")
) + """
DROP FUNCTION IF EXISTS publications_publication_listing_values();
DROP FUNCTION IF EXISTS publications_authorship_listing_values();
DROP FUNCTION IF EXISTS publications_tagging_listing_values();
DROP FUNCTION IF EXISTS publications_rebuild_listing_values();
DROP FUNCTION IF EXISTS publications_rebuild_listing_values_now();
DROP FUNCTION IF EXISTS publications_refresh_listing_values(bigint[]);
DROP FUNCTION IF EXISTS publications_scoped_pairs(text[]);
DROP FUNCTION IF EXISTS publications_listing_values_of(bigint[]);
"""

# Count what is there already, as a TRUNCATE trigger would.
BACKFILL = "SELECT publications_rebuild_listing_values_now();"


class Migration(migrations.Migration):

    dependencies = [
        ('publications', '0021_author_members_index'),
    ]

    operations = [
        migrations.CreateModel(
            name='ListingValues',
            fields=[
                ('publication_id', models.BigIntegerField(primary_key=True, serialize=False)),
                ('facet_values', django.contrib.postgres.fields.ArrayField(base_field=models.TextField(), size=None)),
            ],
        ),
        migrations.CreateModel(
            name='ScopedListingCount',
            fields=[
                ('pk', models.CompositePrimaryKey('scope', 'scope_key', 'facet', 'key', blank=True, editable=False, primary_key=True, serialize=False)),
                ('scope', models.CharField(max_length=20)),
                ('scope_key', models.TextField()),
                ('facet', models.CharField(max_length=20)),
                ('key', models.TextField()),
                ('count', models.IntegerField()),
            ],
            options={
                'indexes': [models.Index(models.F('scope'), models.F('scope_key'), models.F('facet'), models.OrderBy(models.F('count'), descending=True), models.F('key'), name='scopedcount_top'), models.Index(condition=models.Q(('count', 0)), fields=['scope'], name='scopedcount_emptied')],
            },
        ),
        migrations.RunSQL(sql=SQL + TRIGGERS, reverse_sql=DROP),
        migrations.RunSQL(sql=BACKFILL, reverse_sql=migrations.RunSQL.noop),
    ]
