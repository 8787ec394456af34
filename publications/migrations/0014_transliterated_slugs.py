"""Slugs made from names by transliterating them ("Søren Ahmed" → soren-ahmed) instead of
dropping what is not ASCII (sren-ahmed). Only slugs the importer made from the name (the name's
old slug, or it with a -2, -3 ... suffix) change; each old slug is kept as a former slug, whose
URLs redirect to the new ones. The data version moves, so no stored page links to an old slug.
"""

import re

from anyascii import anyascii
from django.db import migrations
from django.db.models import F
from django.utils import timezone
from django.utils.text import slugify

# (model, former-slug model, its foreign key, the fields the slug is made from, slug length)
SLUGGED = [
    ("Author", "AuthorFormerSlug", "author", ("display_name",), 160),
    ("Venue", "VenueFormerSlug", "venue", ("short_name", "name"), 120),
]


def _base(slug: str, max_length: int) -> str:
    return slug[: max_length - 8].strip("-") or "x"


def transliterate_slugs(apps, schema_editor):
    changed = False
    for model_name, former_name, key, fields, max_length in SLUGGED:
        model = apps.get_model("publications", model_name)
        former = apps.get_model("publications", former_name)
        taken = set(model.objects.values_list("slug", flat=True))
        taken |= set(former.objects.values_list("slug", flat=True))
        renamed = []
        for row in model.objects.only("pk", "slug", *fields).order_by("pk").iterator(chunk_size=2000):
            text = next((getattr(row, field) for field in fields if getattr(row, field)), "")
            old_base, new_base = _base(slugify(text), max_length), _base(slugify(anyascii(text)), max_length)
            if old_base == new_base or not re.fullmatch(re.escape(old_base) + r"(-[0-9]+)?", row.slug):
                continue
            slug, number = new_base, 1
            while slug in taken:
                number += 1
                slug = f"{new_base}-{number}"
            taken.add(slug)
            renamed.append((row, slug))
        former.objects.bulk_create(former(slug=row.slug, **{f"{key}_id": row.pk}) for row, _ in renamed)
        for row, slug in renamed:
            row.slug = slug
        model.objects.bulk_update([row for row, _ in renamed], ["slug"], batch_size=1000)
        changed = changed or bool(renamed)
    if changed:
        apps.get_model("publications", "DataVersion").objects.filter(pk=1).update(
            version=F("version") + 1, changed_at=timezone.now()
        )


def restore_slugs(apps, schema_editor):
    for model_name, former_name, key, _, _ in SLUGGED:
        model = apps.get_model("publications", model_name)
        former = apps.get_model("publications", former_name)
        # The latest former slug of each row is the one this migration kept.
        for old in former.objects.order_by(f"{key}_id", "-pk").distinct(f"{key}_id"):
            model.objects.filter(pk=getattr(old, f"{key}_id")).update(slug=old.slug)
        former.objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [
        ("publications", "0013_former_slugs"),
    ]

    operations = [migrations.RunPython(transliterate_slugs, restore_slugs)]
