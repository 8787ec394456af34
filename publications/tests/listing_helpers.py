"""Publications with every relation a page renders, for the page, export and API tests."""

from __future__ import annotations

from django.db.models import Count

from publications.models import Authorship, ListingCount, Publication, PublicationType, Tag
from publications.tests.factories import make_author, make_publication, make_venue


def make_full_publications(count: int, *, venue=None, year: int = 2023) -> list[Publication]:
    """``count`` papers by a member and two others, each with a venue, a tag, links and a dataset."""
    venue = venue or make_venue(short_name="SC", slug="sc", name="Supercomputing")
    member = make_author(display_name="Zhao Zhang", is_member=True)
    tag, _ = Tag.objects.get_or_create(slug="systems", defaults={"name": "Systems"})
    publications = []
    for number in range(count):
        others = [make_author(), make_author()]
        publication = make_publication(
            authors=[others[0], member, others[1]],
            title=f"Scaling study number {number}",
            venue=venue,
            venue_name="Proceedings of Supercomputing",
            year=year - number % 3,
            pages="1-12",
            doi=f"10.1000/test.{number}",
            pdf_url=f"https://example.org/paper{number}.pdf",
            code_url="https://github.com/example/code",
            highlight=number % 2 == 0,
        )
        publication.tags.add(tag)
        make_publication(
            title=f"Dataset for scaling study number {number}",
            type=PublicationType.DATASET,
            artifact_of=publication,
            url=f"https://zenodo.org/records/{number}",
            year=publication.year,
        )
        publications.append(publication)
    return publications


def use_site_template(settings, directory, name: str, text: str) -> None:
    """A template ``name`` in the site's own template folder, found before the shipped one."""
    path = directory / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    engine = settings.TEMPLATES[0]
    settings.TEMPLATES = [{**engine, "DIRS": [directory, *engine["DIRS"]]}]


def stored_listing_counts() -> dict[tuple[str, str], int]:
    """What :class:`ListingCount` holds, by (facet, key)."""
    return {(row.facet, row.key): row.count for row in ListingCount.objects.all()}


def counted_listing() -> dict[tuple[str, str], int]:
    """The same counts, counted now from the publications, authorships and tags themselves."""
    listed = Publication.objects.listed()
    counts: dict[tuple[str, str], int] = {}
    if listed.exists():
        counts["total", ""] = listed.count()
    grouped = [
        ("year", listed.exclude(year=None), "year"),
        ("type", listed, "type"),
        ("status", listed, "status"),
        ("venue", listed.exclude(venue=None), "venue_id"),
        ("author", Authorship.objects.filter(publication__in=listed), "author_id"),
        ("authorship", Authorship.objects.all(), "author_id"),
        ("tag", Publication.tags.through.objects.filter(publication__in=listed), "tag_id"),
    ]
    for facet, rows, column in grouped:
        for value, n in rows.order_by().values_list(column).annotate(n=Count("*")):
            counts[facet, str(value)] = n
    return counts
