"""Stored fragments: the HTML every listing page shows alike (the filter form's pickers), made
once per data version (``publications.web.stored_fragments``). A new table: ``manage.py
fill_stored_entries``, or the next committed write, fills it."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("publications_web", "0004_feed_and_api_entries"),
    ]

    operations = [
        migrations.CreateModel(
            name="StoredFragment",
            fields=[
                ("name", models.CharField(max_length=40, primary_key=True, serialize=False)),
                (
                    "key",
                    models.CharField(
                        help_text="The release and the data version it was made at.", max_length=80
                    ),
                ),
                ("html", models.TextField()),
            ],
            options={
                "verbose_name": "stored fragment",
                "verbose_name_plural": "stored fragments",
            },
        ),
    ]
