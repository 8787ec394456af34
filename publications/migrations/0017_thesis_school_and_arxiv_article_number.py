"""Rows imported before a thesis's school became its publisher, and before an arXiv id stopped
doubling as the article number, read as imports read them now.

- A thesis's venue is the school that granted it: it moves to the publisher (unless one is
  there), and the thesis has no venue. A venue that held only theses then holds nothing and
  goes, so no school shows as a venue page or a venue facet.
- An article number that is only the publication's arXiv id ("abs/2302.06984", as dblp and
  CSL-JSON write it) is cleared: the id is shown once, as the arXiv link.
"""

from django.db import migrations

from publications.derived import search_text
from publications.parsing.fields import find_arxiv_id

THESIS = "thesis"
PUBLISHER_LENGTH = 300


def school_as_publisher(apps, schema_editor):
    Publication = apps.get_model("publications", "Publication")
    Venue = apps.get_model("publications", "Venue")
    theses = (
        Publication.objects.filter(type=THESIS)
        .exclude(venue__isnull=True, venue_name="")
        .select_related("venue")
        .prefetch_related("authorships__author")
    )
    emptied_venues = set()
    for thesis in theses:
        school = thesis.venue_name or (thesis.venue.name if thesis.venue else "")
        if thesis.venue_id:
            emptied_venues.add(thesis.venue_id)
        thesis.publisher = thesis.publisher or school[:PUBLISHER_LENGTH]
        thesis.venue = None
        thesis.venue_name = ""
        authorships = sorted(thesis.authorships.all(), key=lambda authorship: authorship.position)
        thesis.search_text = search_text(
            thesis.title,
            [(authorship.author.display_name, authorship.name_as_written) for authorship in authorships],
        )
        thesis.save(update_fields=["publisher", "venue", "venue_name", "search_text"])
    Venue.objects.filter(pk__in=emptied_venues, publications__isnull=True).delete()


def arxiv_id_not_article_number(apps, schema_editor):
    Publication = apps.get_model("publications", "Publication")
    doubled = [
        publication.pk
        for publication in Publication.objects.exclude(arxiv_id="")
        .exclude(article_number="")
        .only("pk", "arxiv_id", "article_number")
        if find_arxiv_id(publication.article_number) == publication.arxiv_id
    ]
    Publication.objects.filter(pk__in=doubled).update(article_number="")


class Migration(migrations.Migration):
    dependencies = [
        ("publications", "0016_data_version_trigger"),
    ]

    operations = [
        migrations.RunPython(school_as_publisher, migrations.RunPython.noop),
        migrations.RunPython(arxiv_id_not_article_number, migrations.RunPython.noop),
    ]
