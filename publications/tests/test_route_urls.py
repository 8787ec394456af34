"""Entry URLs built from one reversal per route are exactly what ``reverse()`` gives."""

from __future__ import annotations

import pytest
from django.urls import NoReverseMatch, clear_script_prefix, reverse, set_script_prefix

from publications.exports import EXPORTERS
from publications.web.route_urls import EntryUrls, route_path


@pytest.fixture(params=["/", "/lab/"])
def script_prefix(request):
    set_script_prefix(request.param)
    yield request.param
    clear_script_prefix()


@pytest.mark.parametrize("slug", ["zhao-zhang", "sc", "a_b-2", "route-marker"])
def test_author_and_venue_urls_match_reverse(script_prefix, slug):
    urls = EntryUrls()
    assert urls.author(slug) == reverse("publications:author-detail", kwargs={"slug": slug})
    assert urls.venue(slug) == reverse("publications:venue-detail", kwargs={"slug": slug})
    assert urls.author(slug).startswith(script_prefix)


@pytest.mark.parametrize("pk", [1, 42, 1234567890123])
def test_publication_urls_match_reverse(script_prefix, pk):
    assert EntryUrls().publication(pk) == reverse("publications:detail", kwargs={"pk": pk})


@pytest.mark.parametrize("pk", [1, 1234567890123])
def test_export_urls_of_a_publication_match_reverse_for_every_format(script_prefix, pk):
    urls = EntryUrls()
    for fmt in EXPORTERS:
        expected = reverse("publications:publication-export", kwargs={"pk": pk, "fmt": fmt})
        assert urls.publication_export(fmt)(pk) == expected
        assert expected.startswith(script_prefix)


@pytest.mark.parametrize("slug", ["zoë-ñúñez", "with space"])
def test_a_value_the_route_refuses_is_refused_as_reverse_refuses_it(slug):
    with pytest.raises(NoReverseMatch):
        reverse("publications:author-detail", kwargs={"slug": slug})
    with pytest.raises(NoReverseMatch):
        EntryUrls().author(slug)


def test_absolute_urls_join_the_site_address(rf, settings):
    settings.ALLOWED_HOSTS = ["lab.example.org"]
    request = rf.get("/", HTTP_HOST="lab.example.org", secure=True)
    urls = EntryUrls(request.build_absolute_uri)
    assert urls.author("zhao-zhang") == "https://lab.example.org/authors/zhao-zhang/"
    assert urls.publication(7) == "https://lab.example.org/publications/7/"


@pytest.mark.parametrize("name", ["publications:list", "publications:author-list", "publications:feed-rss"])
def test_a_route_without_arguments_is_what_reverse_gives_under_each_script_prefix(script_prefix, name):
    assert route_path(name) == reverse(name)
    assert route_path(name).startswith(script_prefix)
