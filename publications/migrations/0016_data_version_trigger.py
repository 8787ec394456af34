"""Every committed write to the tables public pages are made of moves the data version.

A statement-level trigger, so that no write path can forget it: the ORM's save() and delete(),
QuerySet.update() and bulk actions, bulk_create, raw SQL and psql alike. It runs in the writing
transaction, so a rolled-back write leaves the version as it was; one statement bumps once
however many rows it touches.
"""

from django.db import migrations

TABLES = [
    "publications_publication",
    "publications_publication_tags",
    "publications_author",
    "publications_authoralias",
    "publications_authorship",
    "publications_venue",
    "publications_venuealias",
    "publications_tag",
    # Old slugs redirect to the current pages.
    "publications_authorformerslug",
    "publications_venueformerslug",
]

FUNCTION = """
CREATE OR REPLACE FUNCTION publications_bump_data_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO publications_dataversion (id, version, changed_at)
    VALUES (1, 1, clock_timestamp())
    ON CONFLICT (id) DO UPDATE
        SET version = publications_dataversion.version + 1, changed_at = clock_timestamp();
    RETURN NULL;
END;
$$;
"""

CREATE = "\n".join(
    f"CREATE TRIGGER {table}_bumps_data_version AFTER INSERT OR UPDATE OR DELETE ON {table} "
    f"FOR EACH STATEMENT EXECUTE FUNCTION publications_bump_data_version();"
    for table in TABLES
)
DROP = "\n".join(f"DROP TRIGGER IF EXISTS {table}_bumps_data_version ON {table};" for table in TABLES)


class Migration(migrations.Migration):
    dependencies = [
        ("publications", "0015_publication_pmid"),
    ]

    operations = [
        migrations.RunSQL(
            sql=FUNCTION + CREATE,
            reverse_sql=DROP + "\nDROP FUNCTION IF EXISTS publications_bump_data_version();",
        ),
    ]
