"""sitemap.xml lists every public page; robots.txt points to it."""

from __future__ import annotations

import pytest

from publications.models import PublicationType
from publications.tests.factories import make_author, make_publication, make_venue

pytestmark = pytest.mark.django_db


def test_sitemap_lists_every_publication_author_and_venue_page(client):
    venue = make_venue(short_name="SC", slug="sc")
    author = make_author(is_member=True)
    paper = make_publication(venue=venue, authors=[author])
    dataset = make_publication(type=PublicationType.DATASET, artifact_of=paper)
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    page = response.content.decode()
    for path in (
        "/",
        "/authors/",
        "/venues/",
        paper.get_absolute_url(),
        dataset.get_absolute_url(),
        author.get_absolute_url(),
        venue.get_absolute_url(),
    ):
        assert f"<loc>http://testserver{path}</loc>" in page, path
    assert "<lastmod>" in page


def test_robots_txt_points_to_the_sitemap(client):
    response = client.get("/robots.txt")
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    text = response.content.decode()
    assert "Sitemap: http://testserver/sitemap.xml" in text
    assert "Disallow: /admin/" in text
