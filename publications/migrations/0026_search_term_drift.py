"""How far the listed publications' words have moved since the kept search words were chosen.

``publications_searchtermdrift`` is one row: ``written`` counts the listed publications added,
removed, or whose search text (or whether they are listed) changed, by statement-level triggers
on ``publications_publication``, so that no write path can forget it (the ORM, bulk actions, raw
SQL). ``publications.derived.choose_frequent_terms_when_due`` reads it after each committed write
and chooses the words again only once enough was written for a word to have crossed the threshold.
The words were chosen at some unknown time before this migration: every listed publication counts
as written, so the first write after it chooses them again.
"""

from django.db import migrations, models

DRIFT = """
CREATE FUNCTION publications_publication_search_term_drift() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    moved bigint;
BEGIN
    IF TG_OP = 'INSERT' THEN
        moved := (SELECT COUNT(*) FROM new_rows WHERE artifact_of_id IS NULL);
    ELSIF TG_OP = 'DELETE' THEN
        moved := (SELECT COUNT(*) FROM old_rows WHERE artifact_of_id IS NULL);
    ELSE
        moved := (
            SELECT COUNT(*) FROM new_rows AS new_row JOIN old_rows AS old_row USING (id)
            WHERE (old_row.search_text, old_row.artifact_of_id IS NULL)
                  IS DISTINCT FROM (new_row.search_text, new_row.artifact_of_id IS NULL));
    END IF;
    IF moved > 0 THEN
        -- The data version's row first, as every writer takes it: writers queue there, never here.
        PERFORM 1 FROM publications_dataversion WHERE id = 1 FOR UPDATE;
        INSERT INTO publications_searchtermdrift AS drift (id, written, chosen_for) VALUES (1, moved, 0)
        ON CONFLICT (id) DO UPDATE SET written = drift.written + EXCLUDED.written;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER publications_publication_search_term_drift_insert AFTER INSERT ON publications_publication
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION publications_publication_search_term_drift();
CREATE TRIGGER publications_publication_search_term_drift_update AFTER UPDATE ON publications_publication
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION publications_publication_search_term_drift();
CREATE TRIGGER publications_publication_search_term_drift_delete AFTER DELETE ON publications_publication
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION publications_publication_search_term_drift();

INSERT INTO publications_searchtermdrift (id, written, chosen_for)
SELECT 1, COUNT(*), 0 FROM publications_publication WHERE artifact_of_id IS NULL;
"""

DROP_DRIFT = """
DROP TRIGGER IF EXISTS publications_publication_search_term_drift_insert ON publications_publication;
DROP TRIGGER IF EXISTS publications_publication_search_term_drift_update ON publications_publication;
DROP TRIGGER IF EXISTS publications_publication_search_term_drift_delete ON publications_publication;
DROP FUNCTION IF EXISTS publications_publication_search_term_drift();
"""


class Migration(migrations.Migration):
    dependencies = [
        ("publications", "0025_search_frequent_terms"),
    ]

    operations = [
        migrations.CreateModel(
            name="SearchTermDrift",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                ("written", models.PositiveBigIntegerField(default=0)),
                ("chosen_for", models.PositiveIntegerField(default=0)),
            ],
            options={
                "constraints": [
                    models.CheckConstraint(condition=models.Q(("id", 1)), name="searchtermdrift_single_row")
                ],
            },
        ),
        migrations.RunSQL(sql=DRIFT, reverse_sql=DROP_DRIFT),
    ]
