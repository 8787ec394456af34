"""Publications with every relation a page renders, for the page, export and API tests."""

from __future__ import annotations

import struct
from collections import Counter

from django.db.models import Count, F
from django.http import QueryDict

from publications.models import (
    Authorship,
    ListingCount,
    ListingValues,
    Publication,
    PublicationType,
    ScopedListingCount,
    SearchTerm,
    SearchTermMatch,
    Tag,
)
from publications.tests.factories import make_author, make_publication, make_venue
from publications.web.filters import filtered_publications


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


# The filters whose values scope ScopedListingCount: every value of a publication; "q" a kept search
# word (``SearchTerm``) it matches, which is no facet.
SCOPES = ("year", "type", "status", "venue", "highlight", "tag", "author", "q")
NOT_FACETS = ("highlight", "q")


def listing_values_now() -> dict[int, list[str]]:
    """Each listed publication's filter and facet values ("year:2020", "author:7", ...), read now;
    a person named twice on a publication is one value of it."""
    values: dict[int, list[str]] = {}
    for pk, year, kind, status, venue, highlight in Publication.objects.listed().values_list(
        "pk", "year", "type", "status", "venue_id", "highlight"
    ):
        row = [f"type:{kind}", f"status:{status}", f"highlight:{'true' if highlight else 'false'}"]
        row += [f"year:{year}"] if year is not None else []
        row += [f"venue:{venue}"] if venue is not None else []
        values[pk] = row
    for pk, tag in Publication.tags.through.objects.values_list("publication_id", "tag_id"):
        if pk in values:
            values[pk].append(f"tag:{tag}")
    for pk, author in Authorship.objects.order_by().values_list("publication_id", "author_id").distinct():
        if pk in values:
            values[pk].append(f"author:{author}")
    for term in SearchTerm.objects.values_list("term", flat=True):
        for pk in Publication.objects.listed().search(term).values_list("pk", flat=True):
            values[pk].append(f"q:{term}")
    return {pk: sorted(row) for pk, row in values.items()}


def stored_listing_values() -> dict[int, list[str]]:
    return {row.publication_id: sorted(row.facet_values) for row in ListingValues.objects.all()}


def counted_scoped_listing() -> dict[tuple[str, str, str, str], int]:
    """What ScopedListingCount should hold, counted now: for every listed publication, each of its
    values of a scope with each of its values of a facet, and with the total."""
    counts: Counter[tuple[str, str, str, str]] = Counter()
    for row in listing_values_now().values():
        pairs = [value.split(":", 1) for value in row]
        for scope, scope_key in pairs:
            if scope not in SCOPES:
                continue
            for facet, key in [*pairs, ("total", "")]:
                if facet not in NOT_FACETS:
                    counts[scope, scope_key, facet, key] += 1
    return dict(counts)


def stored_scoped_listing() -> dict[tuple[str, str, str, str], int]:
    return {
        (row.scope, row.scope_key, row.facet, row.key): row.count for row in ScopedListingCount.objects.all()
    }


def _real(number: float) -> float:
    """``number`` as a PostgreSQL real holds it: ranks are reals, read as text or as doubles."""
    return struct.unpack("f", struct.pack("f", number))[0]


def term_matches_now() -> dict[str, list[tuple[int, float]]]:
    """Each kept search word's matches, as a search for it alone ranks them now: (id, rank), best first."""
    matches = {}
    for term in SearchTerm.objects.values_list("term", flat=True):
        ranked = filtered_publications(QueryDict(f"q={term}")).queryset.values_list("pk", "search_rank")
        matches[term] = [(pk, _real(rank)) for pk, rank in ranked]
    return matches


def stored_term_matches() -> dict[str, list[tuple[int, float]]]:
    """What :class:`SearchTermMatch` holds, per word in its index's order."""
    order = [
        "-rank",
        F("year").desc(nulls_last=True),
        F("month").desc(nulls_last=True),
        "highlight_order",
        "title",
        "publication_id",
    ]
    stored = {term: [] for term in SearchTerm.objects.values_list("term", flat=True)}
    for term, pk, rank in SearchTermMatch.objects.order_by("term", *order).values_list(
        "term", "publication_id", "rank"
    ):
        stored.setdefault(term, []).append((pk, _real(rank)))
    return stored


def assert_derived_listing_data_is_exact() -> None:
    """The listing counts, listing values, scoped counts and kept search words' matches are those of
    the rows now (each compared with a fresh computation)."""
    assert stored_listing_counts() == counted_listing()
    assert stored_listing_values() == listing_values_now()
    assert stored_scoped_listing() == counted_scoped_listing()
    assert stored_term_matches() == term_matches_now()
