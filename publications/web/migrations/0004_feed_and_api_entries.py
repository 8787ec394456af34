"""Each stored entry keeps the publication's feed item and API entry beside its HTML.

The rows stored so far have neither: they are deleted (derived data; ``manage.py
fill_stored_entries``, which a deploy runs after migrating, stores them again whole).
"""

from django.db import migrations, models

STORED = "publications_web_storedentry"


class Migration(migrations.Migration):
    dependencies = [
        ("publications_web", "0003_citation_keeps_entries"),
    ]

    operations = [
        migrations.RunSQL(sql=f"DELETE FROM {STORED}", reverse_sql=migrations.RunSQL.noop),
        migrations.AddField(
            model_name="storedentry",
            name="feed_item",
            field=models.TextField(
                default="", help_text="The feed item's values, as JSON (publications.web.feeds)."
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="storedentry",
            name="api_entry",
            field=models.TextField(
                default="", help_text="The API entry, as JSON with site paths (publications.web.api)."
            ),
            preserve_default=False,
        ),
    ]
