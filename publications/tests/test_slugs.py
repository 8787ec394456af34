"""Transliterated slugs of people and venues, the migration that re-slugs, and old slugs redirecting."""

from __future__ import annotations

import importlib

import feedparser
import pytest
from django.apps import apps
from django.urls import reverse

from publications import freshness
from publications.models import Author, AuthorFormerSlug, Venue, VenueFormerSlug
from publications.slugs import index_letter, slug_for
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.importing_helpers import import_text

reslug = importlib.import_module("publications.migrations.0014_transliterated_slugs")


@pytest.mark.parametrize(
    ("name", "slug"),
    [
        ("Søren Ahmed", "soren-ahmed"),
        ("Łukasz Sokolova", "lukasz-sokolova"),
        ("Anna Ødegaard", "anna-odegaard"),
        ("Jörg Müller-Straße", "jorg-muller-strasse"),
        ("Đặng Thị Hương", "dang-thi-huong"),
        ("张伟", "zhangwei"),
    ],
)
def test_a_slug_keeps_every_letter_of_the_name_in_ascii(name, slug):
    assert slug_for(name) == slug


def test_index_letters_are_transliterated_and_the_rest_is_other():
    assert [index_letter(c) for c in "ØŁaé9-"] == ["O", "L", "A", "E", "#", "#"]


BIBTEX = """
@inproceedings{a,
  title = {Transliterated names},
  author = {Ahmed, Søren and Sokolova, Łukasz and Ødegaard, Anna},
  booktitle = {Øresund Workshop on Systems},
  year = {2024}
}
"""


@pytest.mark.django_db
def test_the_importer_makes_transliterated_slugs():
    import_text(BIBTEX)
    assert set(Author.objects.values_list("slug", flat=True)) == {
        "soren-ahmed",
        "lukasz-sokolova",
        "anna-odegaard",
    }
    assert Venue.objects.get().slug.startswith("oresund")


def run_reslug_migration() -> None:
    reslug.transliterate_slugs(apps, None)


@pytest.mark.django_db
def test_the_migration_reslugs_names_the_importer_slugged_and_keeps_the_old_slugs():
    soren = make_author(display_name="Søren Ahmed", slug="sren-ahmed")
    anna = make_author(display_name="Anna Ødegaard", slug="anna-degaard")
    other_anna = make_author(display_name="Anna Ødegaard", slug="anna-degaard-2")
    chosen = make_author(display_name="Łukasz Sokolova", slug="lukasz-s")  # set by hand: kept
    plain = make_author(display_name="Bob Able", slug="bob-able")
    venue = make_venue(short_name="ØW", name="Øresund Workshop", slug="w")
    before = freshness.current().version

    run_reslug_migration()

    slugs = {a.pk: a.slug for a in Author.objects.all()}
    assert slugs[soren.pk] == "soren-ahmed"
    assert {slugs[anna.pk], slugs[other_anna.pk]} == {"anna-odegaard", "anna-odegaard-2"}
    assert slugs[chosen.pk] == "lukasz-s"
    assert slugs[plain.pk] == "bob-able"
    assert dict(AuthorFormerSlug.objects.values_list("slug", "author_id")) == {
        "sren-ahmed": soren.pk,
        "anna-degaard": anna.pk,
        "anna-degaard-2": other_anna.pk,
    }
    venue.refresh_from_db()
    assert venue.slug == "ow"
    assert list(VenueFormerSlug.objects.values_list("slug", flat=True)) == ["w"]
    assert freshness.current().version > before

    run_reslug_migration()  # a second run finds nothing left to do
    assert AuthorFormerSlug.objects.count() == 3


@pytest.fixture
def renamed(db):
    """Søren Ahmed and the venue ØW after the migration, with their old slugs kept."""
    soren = make_author(display_name="Søren Ahmed", slug="sren-ahmed", is_member=True)
    coauthor = make_author(display_name="Bob Able", slug="bob-able")
    venue = make_venue(short_name="", name="Øresund Workshop", slug="resund-workshop")
    make_publication(title="A paper by Søren", authors=[soren, coauthor], venue=venue)
    run_reslug_migration()
    soren.refresh_from_db()
    venue.refresh_from_db()
    assert (soren.slug, venue.slug) == ("soren-ahmed", "oresund-workshop")
    return soren


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("/authors/sren-ahmed/", "/authors/soren-ahmed/"),
        ("/authors/sren-ahmed/?year=2023", "/authors/soren-ahmed/?year=2023"),
        ("/authors/sren-ahmed/coauthors/", "/authors/soren-ahmed/coauthors/"),
        ("/authors/sren-ahmed/feed/rss/", "/authors/soren-ahmed/feed/rss/"),
        ("/authors/sren-ahmed/feed/atom/", "/authors/soren-ahmed/feed/atom/"),
        ("/venues/resund-workshop/", "/venues/oresund-workshop/"),
        ("/venues/resund-workshop/feed/atom/", "/venues/oresund-workshop/feed/atom/"),
        ("/api/publications/?author=sren-ahmed", "/api/publications/?author=soren-ahmed"),
        ("/api/publications/?venue=resund-workshop", "/api/publications/?venue=oresund-workshop"),
        ("/?author=sren-ahmed&year=2023", "/?author=soren-ahmed&year=2023"),
        ("/feeds/rss/?author=sren-ahmed", "/feeds/rss/?author=soren-ahmed"),
        ("/embed/?author=sren-ahmed", "/embed/?author=soren-ahmed"),
    ],
)
def test_old_slugs_redirect_permanently_to_the_new_ones(client, renamed, old, new):
    response = client.get(old)
    assert response.status_code == 301
    assert response["Location"] == new
    assert client.get(new).status_code == 200


@pytest.mark.django_db
def test_the_redirected_pages_show_the_person(client, renamed):
    page = client.get("/authors/sren-ahmed/", follow=True)
    assert page.redirect_chain == [("/authors/soren-ahmed/", 301)]
    assert "A paper by Søren" in page.content.decode()
    api = client.get("/api/publications/?author=sren-ahmed", follow=True).json()
    assert [entry["title"] for entry in api["results"]] == ["A paper by Søren"]
    feed = feedparser.parse(client.get("/authors/sren-ahmed/feed/atom/", follow=True).content)
    assert not feed.bozo
    assert [entry.title for entry in feed.entries] == ["A paper by Søren"]


@pytest.mark.django_db
def test_unknown_slugs_are_still_not_found_and_empty_filters_still_empty(client, renamed):
    assert client.get("/authors/nobody/").status_code == 404
    assert client.get("/authors/nobody/feed/rss/").status_code == 404
    assert client.get("/api/publications/?author=nobody").json()["count"] == 0
    assert client.get("/api/publications/?author=soren-ahmed&year=1999").json()["count"] == 0


@pytest.mark.django_db
def test_a_current_slug_wins_over_someone_elses_former_slug(client, renamed):
    newcomer = make_author(display_name="Sren Ahmed", slug="sren-ahmed")
    make_publication(title="A paper by the newcomer", authors=[newcomer])
    response = client.get("/authors/sren-ahmed/")
    assert response.status_code == 200
    assert "A paper by the newcomer" in response.content.decode()
    assert (
        client.get(reverse("publications:api-publication-list"), {"author": "sren-ahmed"}).json()["count"]
        == 1
    )


@pytest.mark.django_db
@pytest.mark.parametrize("value", ["%00", "a%00b", "S%C3%B8ren", "two%20words", "x" * 300])
def test_filter_values_that_are_no_slug_are_not_looked_up(client, renamed, value):
    for path in ("/", "/api/publications/", "/embed/"):
        assert client.get(f"{path}?author={value}&venue={value}").status_code in {200, 400}
    assert client.get(f"/feeds/rss/?author={value}").status_code in {400, 404}
