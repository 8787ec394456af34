"""Each stored entry keeps the publication's text in every export format beside its HTML.

A full export then writes the stored texts instead of formatting each row. The rows stored so far
have none: they are deleted (derived data; ``manage.py fill_stored_entries``, which a deploy runs
after migrating, stores them again whole). The triggers of migration 0001 already delete a row
whenever anything an export shows is written: the publication's columns, its venue, its
authorships and their people, its tags.
"""

from django.db import migrations, models

STORED = "publications_web_storedentry"


class Migration(migrations.Migration):
    dependencies = [
        ("publications_web", "0005_stored_fragments"),
    ]

    operations = [
        migrations.RunSQL(sql=f"DELETE FROM {STORED}", reverse_sql=migrations.RunSQL.noop),
        migrations.AddField(
            model_name="storedentry",
            name="bibtex",
            field=models.TextField(
                default="", help_text="The BibTeX entry a listing's file holds, under its own key."
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="storedentry",
            name="ris",
            field=models.TextField(default="", help_text="The RIS record a listing's file holds."),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="storedentry",
            name="csl_json",
            field=models.TextField(default="", help_text="The CSL-JSON item a listing's file holds."),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="storedentry",
            name="csv",
            field=models.TextField(default="", help_text="The CSV line a listing's file holds."),
            preserve_default=False,
        ),
    ]
