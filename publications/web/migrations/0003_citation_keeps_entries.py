"""A publication's stored citation (``publications`` migration 0024) is bookkeeping to its entry:
writing it, as ``derived.refresh`` does after a change of the citation style, leaves the entry.

The trigger function of migration 0001 for publication rows, replaced with the two citation
columns among the exempt ones; its reverse puts back the function of 0001.
"""

import importlib

from django.db import migrations

initial = importlib.import_module("publications.web.migrations.0001_stored_entries")

TABLE = "publications_publication"
EXEMPT = [*initial.EXEMPT[TABLE], "citation", "citation_key"]


def _changed(exempt: list[str]) -> str:
    columns = ", ".join(f"'{column}'" for column in exempt)
    return f"""SELECT old_row.id FROM old_rows AS old_row JOIN new_rows AS new_row USING (id)
            WHERE to_jsonb(old_row) - ARRAY[{columns}]
                IS DISTINCT FROM to_jsonb(new_row) - ARRAY[{columns}]"""


def _function(exempt: list[str]) -> str:
    update = f"""
        WITH changed AS ({_changed(exempt)})
        SELECT id FROM changed
        UNION ALL SELECT old_row.artifact_of_id FROM old_rows AS old_row JOIN changed USING (id)
        UNION ALL SELECT new_row.artifact_of_id FROM new_rows AS new_row JOIN changed USING (id)"""
    created = initial._function(
        "publications_web_drop_publication_entries",
        insert="SELECT artifact_of_id FROM new_rows",
        update=update,
        delete="SELECT id FROM old_rows UNION ALL SELECT artifact_of_id FROM old_rows",
    )
    return created.replace("CREATE FUNCTION", "CREATE OR REPLACE FUNCTION", 1)


class Migration(migrations.Migration):
    dependencies = [
        ("publications", "0024_publication_citation"),
        ("publications_web", "0002_stored_entry_key_index"),
    ]

    operations = [
        migrations.RunSQL(sql=_function(EXEMPT), reverse_sql=_function(initial.EXEMPT[TABLE])),
    ]
