"""Listing counts kept by the database: statement-level triggers with transition tables.

Each statement on publications, authorships or tags adds its difference to
``publications_listingcount`` in the writing transaction, whatever wrote it (the ORM,
``QuerySet.update()``, bulk actions, raw SQL, COPY); a TRUNCATE counts everything again. Every
difference joins the other side as it is when the statement ends, so a publication and its
authorships may be written in any order (the foreign keys are deferred). The triggers are named to
fire after ``*_bumps_data_version``: every writer holds the data version's row lock before it
touches a count, so concurrent writers queue there instead of deadlocking on counts.
"""

from django.db import migrations, models


def _publication_columns(rows: str, sign: str) -> str:
    """What the listed rows of ``rows`` (publications) add, ``sign`` each: the total, a year, a type,
    a status, a venue."""
    listed = f"FROM {rows} WHERE artifact_of_id IS NULL"
    return f"""
        SELECT 'total', '', {sign} {listed}
        UNION ALL SELECT 'year', year::text, {sign} {listed} AND year IS NOT NULL
        UNION ALL SELECT 'type', type::text, {sign} {listed}
        UNION ALL SELECT 'status', status::text, {sign} {listed}
        UNION ALL SELECT 'venue', venue_id::text, {sign} {listed} AND venue_id IS NOT NULL"""


def _publication_relations(rows: str, sign: str) -> str:
    """What the authorships and tags of ``rows`` (listed publications) add, ``sign`` each."""
    return f"""
        SELECT 'author', authorship.author_id::text, {sign}
            FROM {rows} JOIN publications_authorship AS authorship ON authorship.publication_id = {rows}.id
        UNION ALL SELECT 'tag', tagging.tag_id::text, {sign}
            FROM {rows} JOIN publications_publication_tags AS tagging ON tagging.publication_id = {rows}.id"""


def _authorships(rows: str, sign: str) -> str:
    """What ``rows`` (authorships) add, ``sign`` each: every one to its person's authorships, and
    those of publications listed now to the person's listed publications."""
    return f"""
        SELECT 'authorship', author_id::text, {sign} FROM {rows}
        UNION ALL SELECT 'author', author_id::text, {sign}
            FROM {rows} JOIN publications_publication AS publication
                ON publication.id = {rows}.publication_id AND publication.artifact_of_id IS NULL"""


def _taggings(rows: str, sign: str) -> str:
    return f"""
        SELECT 'tag', tag_id::text, {sign}
            FROM {rows} JOIN publications_publication AS publication
                ON publication.id = {rows}.publication_id AND publication.artifact_of_id IS NULL"""


def _add(deltas: str) -> str:
    return (
        "PERFORM publications_add_listing_counts(ARRAY("
        f"SELECT ROW(d.*)::publications_listing_delta FROM ({deltas}) AS d));"
    )


def _relation_function(name: str, contributions) -> str:
    """A trigger function for a table of relations: what its new rows add, less what its old rows did."""
    return f"""CREATE FUNCTION {name}() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        {_add(contributions("new_rows", "1"))}
    ELSIF TG_OP = 'DELETE' THEN
        {_add(contributions("old_rows", "-1"))}
    ELSE
        {_add(contributions("new_rows", "1") + " UNION ALL " + contributions("old_rows", "-1"))}
    END IF;
    RETURN NULL;
END;
$$;"""


def _listed(rows: str) -> str:
    return f"(SELECT * FROM {rows} WHERE artifact_of_id IS NULL)"


# An UPDATE counts only rows whose counted columns changed; a publication that became listed or
# unlisted also moves its authorships and tags.
_CHANGED = """
    WITH changed_old AS (
        SELECT old_row.* FROM old_rows AS old_row JOIN new_rows AS new_row USING (id)
        WHERE (old_row.year, old_row.type, old_row.status, old_row.venue_id, old_row.artifact_of_id IS NULL)
            IS DISTINCT FROM
            (new_row.year, new_row.type, new_row.status, new_row.venue_id, new_row.artifact_of_id IS NULL)
    ), changed_new AS (
        SELECT new_row.* FROM new_rows AS new_row JOIN changed_old USING (id)
    ), unlisted AS (
        SELECT changed_old.* FROM changed_old JOIN changed_new USING (id)
        WHERE changed_old.artifact_of_id IS NULL AND changed_new.artifact_of_id IS NOT NULL
    ), relisted AS (
        SELECT changed_new.* FROM changed_new JOIN changed_old USING (id)
        WHERE changed_new.artifact_of_id IS NULL AND changed_old.artifact_of_id IS NOT NULL
    )"""

PUBLICATION_UPDATE = (
    _CHANGED
    + _publication_columns("changed_new", "1")
    + "\nUNION ALL"
    + _publication_columns("changed_old", "-1")
    + "\nUNION ALL"
    + _publication_relations("relisted", "1")
    + "\nUNION ALL"
    + _publication_relations("unlisted", "-1")
)

SQL = f"""
CREATE TYPE publications_listing_delta AS (facet text, key text, delta bigint);

CREATE FUNCTION publications_add_listing_counts(deltas publications_listing_delta[]) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO publications_listingcount AS stored (facet, key, count)
    SELECT facet, key, SUM(delta) FROM unnest(deltas) GROUP BY facet, key HAVING SUM(delta) <> 0
    ORDER BY facet, key
    ON CONFLICT (facet, key) DO UPDATE SET count = stored.count + EXCLUDED.count;
    DELETE FROM publications_listingcount WHERE count = 0;
$$;

CREATE FUNCTION publications_recount_listing_now() RETURNS void
LANGUAGE sql AS $$
    DELETE FROM publications_listingcount;
    INSERT INTO publications_listingcount (facet, key, count)
    SELECT facet, key, SUM(delta) FROM (
        WITH listed AS {_listed("publications_publication")}
        {_publication_columns("listed", "1")}
        UNION ALL {_publication_relations("listed", "1")}
        UNION ALL SELECT 'authorship', author_id::text, 1 FROM publications_authorship
    ) AS d (facet, key, delta)
    GROUP BY facet, key;
$$;

CREATE FUNCTION publications_recount_listing() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM publications_recount_listing_now();
    RETURN NULL;
END;
$$;

CREATE FUNCTION publications_count_publications() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        {_add("WITH listed AS " + _listed("new_rows") + _publication_columns("listed", "1")
              + " UNION ALL " + _publication_relations("listed", "1"))}
    ELSIF TG_OP = 'DELETE' THEN
        {_add("WITH listed AS " + _listed("old_rows") + _publication_columns("listed", "-1")
              + " UNION ALL " + _publication_relations("listed", "-1"))}
    ELSE
        {_add(PUBLICATION_UPDATE)}
    END IF;
    RETURN NULL;
END;
$$;

{_relation_function("publications_count_authorships", _authorships)}

{_relation_function("publications_count_taggings", _taggings)}
"""

COUNTED = {
    "publications_publication": "publications_count_publications",
    "publications_authorship": "publications_count_authorships",
    "publications_publication_tags": "publications_count_taggings",
}
TRANSITIONS = {
    "INSERT": "REFERENCING NEW TABLE AS new_rows",
    "UPDATE": "REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
    "DELETE": "REFERENCING OLD TABLE AS old_rows",
}

TRIGGERS = "\n".join(
    f"CREATE TRIGGER {table}_counts_{event.lower()} AFTER {event} ON {table} {referencing} "
    f"FOR EACH STATEMENT EXECUTE FUNCTION {function}();"
    for table, function in COUNTED.items()
    for event, referencing in TRANSITIONS.items()
) + "\n" + "\n".join(
    f"CREATE TRIGGER {table}_counts_truncate AFTER TRUNCATE ON {table} "
    f"FOR EACH STATEMENT EXECUTE FUNCTION publications_recount_listing();"
    for table in COUNTED
)

DROP = "\n".join(
    f"DROP TRIGGER IF EXISTS {table}_counts_{event} ON {table};"
    for table in COUNTED
    for event in ("insert", "update", "delete", "truncate")
) + """
DROP FUNCTION IF EXISTS publications_count_publications();
DROP FUNCTION IF EXISTS publications_count_authorships();
DROP FUNCTION IF EXISTS publications_count_taggings();
DROP FUNCTION IF EXISTS publications_recount_listing();
DROP FUNCTION IF EXISTS publications_recount_listing_now();
DROP FUNCTION IF EXISTS publications_add_listing_counts(publications_listing_delta[]);
DROP TYPE IF EXISTS publications_listing_delta;
"""

# Count what is there already, as a TRUNCATE trigger would.
BACKFILL = "SELECT publications_recount_listing_now();"


class Migration(migrations.Migration):

    dependencies = [
        ('publications', '0019_facet_indexes'),
    ]

    operations = [
        migrations.CreateModel(
            name='ListingCount',
            fields=[
                ('pk', models.CompositePrimaryKey('facet', 'key', blank=True, editable=False, primary_key=True, serialize=False)),
                ('facet', models.CharField(choices=[('total', 'Listed publications'), ('year', 'Listed publications of a year'), ('type', 'Listed publications of a type'), ('status', 'Listed publications of a status'), ('venue', 'Listed publications of a venue (by id)'), ('author', 'Listed publications of an author (by id)'), ('tag', 'Listed publications with a tag (by id)'), ('authorship', 'Authorships of a person (by id)')], max_length=20)),
                ('key', models.TextField(help_text='The value counted: a year, type or status, an id; empty for the total.')),
                ('count', models.IntegerField()),
            ],
            options={
                'indexes': [models.Index(models.F('facet'), models.OrderBy(models.F('count'), descending=True), name='listingcount_top')],
            },
        ),
        migrations.RunSQL(sql=SQL + TRIGGERS, reverse_sql=DROP),
        migrations.RunSQL(sql=BACKFILL, reverse_sql=migrations.RunSQL.noop),
    ]
