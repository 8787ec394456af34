from django.db import migrations
from django.db.models import F, Func, Value

# What publications.search.fold maps beyond what import keys and search text used to fold:
# stored values made before both used that one fold get the same characters replaced.
OLD = "ŋħ\u2010\u2011\u2013\u2014\u2019\u2018\u201c\u201d"
NEW = "nh----''\"\""
KEY_OLD, KEY_NEW = "ŋħ", "nh"


def translate(field: str, old: str, new: str) -> Func:
    return Func(F(field), Value(old), Value(new), function="translate")


def refold(apps, schema_editor):
    Publication = apps.get_model("publications", "Publication")
    AuthorAlias = apps.get_model("publications", "AuthorAlias")
    Publication.objects.filter(title_key__regex=f"[{KEY_OLD}]").update(
        title_key=translate("title_key", KEY_OLD, KEY_NEW)
    )
    Publication.objects.filter(search_text__regex=f"[{OLD}]").update(search_text=translate("search_text", OLD, NEW))
    # Alias keys are unique: a spelling whose new key is taken already is that spelling.
    for alias in AuthorAlias.objects.filter(key__regex=f"[{KEY_OLD}]"):
        key = alias.key.translate(str.maketrans(KEY_OLD, KEY_NEW))
        if AuthorAlias.objects.filter(key=key).exists():
            alias.delete()
        else:
            alias.key = key
            alias.save(update_fields=["key"])


class Migration(migrations.Migration):
    dependencies = [
        ("publications", "0006_import_change_matched"),
    ]

    operations = [
        migrations.RunPython(refold, migrations.RunPython.noop),
    ]
