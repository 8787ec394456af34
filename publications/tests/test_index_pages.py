"""The people and venue indexes: search box, A–Z bar, members first, flat query counts."""

from __future__ import annotations

import re

import pytest
from django.core.cache import cache

from publications.models import Author, PersonRole, Venue
from publications.slugs import slug_for
from publications.tests.factories import make_author, make_publication, make_venue

pytestmark = pytest.mark.django_db


def names_on(response) -> list[str]:
    return [author.display_name for author in response.context["authors"]]


def person(display_name: str, **fields) -> Author:
    return make_author(display_name=display_name, slug=slug_for(display_name), **fields)


def test_the_people_index_has_a_search_form_that_works_without_javascript(client):
    person("Zhao Zhang", is_member=True)
    page = client.get("/authors/").content.decode()
    form = re.search(
        r'<form class="index-search" role="search" method="get" action="/authors/">.*?</form>', page, re.S
    )
    assert form, page
    assert 'name="q"' in form.group(0)
    assert '<label for="index-q">Find people</label>' in form.group(0)


def test_a_search_narrows_the_people_index_by_name_in_any_case_and_accent(client):
    person("Søren Ahmed")
    person("Anna Ødegaard")
    person("Zhao Zhang", is_member=True)
    assert names_on(client.get("/authors/?q=ahmed")) == ["Søren Ahmed"]
    assert names_on(client.get("/authors/?q=soren")) == ["Søren Ahmed"]
    assert names_on(client.get("/authors/?q=Ødegaard")) == ["Anna Ødegaard"]
    assert names_on(client.get("/authors/?q=odegaard")) == ["Anna Ødegaard"]
    page = client.get("/authors/?q=zzz").content.decode()
    assert "No one matches." in page
    assert "0 people matching “zzz”." in page


def test_the_letter_bar_links_the_letters_that_have_people_and_narrows_to_one(client):
    person("Anna Ødegaard")
    person("Olga Orlova")
    person("Bob Able", is_member=True)
    page = client.get("/authors/").content.decode()
    assert '<a href="?letter=O">O</a>' in page
    assert '<a href="?letter=A">A</a>' in page
    assert '<span class="az-bar__empty">Z</span>' in page
    response = client.get("/authors/?letter=o")
    assert sorted(names_on(response)) == ["Anna Ødegaard", "Olga Orlova"]
    assert 'aria-current="page">O</a>' in response.content.decode()
    assert "2 people under O." in response.content.decode()
    assert names_on(client.get("/authors/?letter=A")) == ["Bob Able"]


def test_names_that_start_with_no_latin_letter_are_under_other(client):
    person("1st Workshop Committee", family_name="")
    person("Bob Able")
    assert names_on(client.get("/authors/?letter=%23")) == ["1st Workshop Committee"]


def test_an_unknown_letter_shows_the_whole_index(client):
    person("Bob Able")
    response = client.get("/authors/?letter=%C3%A9x")
    assert response.status_code == 200
    assert names_on(response) == ["Bob Able"]


def test_members_come_first_in_a_search_too(client):
    collaborator = person("Ada Zhang")
    member = person("Zoe Zhang", is_member=True)
    make_publication(authors=[member, collaborator])
    page = client.get("/authors/?q=zhang").content.decode()
    assert (
        page.index("Group members")
        < page.index("Zoe Zhang")
        < page.index("Collaborators")
        < page.index("Ada Zhang")
    )


def test_the_pages_of_a_search_keep_the_search(client):
    Author.objects.bulk_create(
        Author(display_name=f"Pat Doe{number:03}", family_name=f"Doe{number:03}", slug=f"pat-doe-{number}")
        for number in range(501)
    )
    page = client.get("/authors/?q=doe").content.decode()
    assert "Showing 1–500 of 501 people" in page
    assert 'href="?q=doe&amp;page=2"' in page


def test_the_venue_index_searches_acronyms_and_names_and_has_letters(client):
    make_venue(short_name="SC", name="International Conference for High Performance Computing", slug="sc")
    make_venue(short_name="", name="Økonomisk Tidsskrift", slug="okonomisk-tidsskrift")
    make_venue(short_name="TPDS", name="IEEE Transactions on Parallel and Distributed Systems", slug="tpds")

    def venues(query: str) -> list[str]:
        return [venue.slug for venue in client.get(f"/venues/?{query}").context["venues"]]

    assert venues("q=sc") == ["sc"]
    assert venues("q=parallel") == ["tpds"]
    assert venues("q=okonomisk") == ["okonomisk-tidsskrift"]
    assert venues("letter=O") == ["okonomisk-tidsskrift"]
    assert venues("letter=T") == ["tpds"]
    page = client.get("/venues/").content.decode()
    assert '<label for="index-q">Find venues</label>' in page
    assert '<a href="?letter=S">S</a>' in page


# The data version; the index's first characters (once per data version); the number of rows; the page.
INDEX_QUERIES = 4


@pytest.mark.parametrize("count", [1, 40])
def test_index_query_counts_do_not_grow_with_the_index(client, django_assert_num_queries, settings, count):
    settings.PAGE_CACHE_SECONDS = 3600
    authors = Author.objects.bulk_create(
        Author(display_name=f"Pat Doe{n}", family_name=f"Doe{n}", slug=f"pat-doe-{n}", is_member=n % 2 == 0)
        for n in range(count)
    )
    venues = Venue.objects.bulk_create(
        Venue(short_name=f"V{n}", name=f"Venue {n}", slug=f"v{n}") for n in range(count)
    )
    for author, venue in zip(authors, venues, strict=True):
        make_publication(authors=[author], venue=venue)
    for path in (
        "/authors/",
        "/authors/?q=doe",
        "/authors/?letter=D",
        "/venues/",
        "/venues/?q=venue&letter=V",
    ):
        cache.clear()  # each index page as first seen after a write
        with django_assert_num_queries(INDEX_QUERIES):
            response = client.get(path)
        assert response.status_code == 200
        assert response.context["paginator"].count == count, path


def test_a_repeated_index_search_is_served_from_the_page_cache(client, django_assert_num_queries, settings):
    settings.PAGE_CACHE_SECONDS = 3600
    person("Bob Able")
    client.get("/authors/?q=able")
    with django_assert_num_queries(1):
        response = client.get("/authors/?q=able")
    assert "Bob Able" in response.content.decode()
    assert "Bob Able" not in client.get("/authors/?q=zed").content.decode()


def test_members_are_grouped_by_role_in_the_order_of_the_people_page(client):
    person("Zed Student", is_member=True, role=PersonRole.PHD_STUDENT)
    person("Amy Professor", is_member=True, role=PersonRole.PI)
    person("Bea Member", is_member=True)
    person("Cal Former", role=PersonRole.ALUMNI)
    person("Dan Outside")
    response = client.get("/authors/")
    assert names_on(response) == ["Amy Professor", "Zed Student", "Bea Member", "Cal Former", "Dan Outside"]
    page = response.content.decode()
    headings = re.findall(r'<h3 class="index-role">([^<]+)</h3>', page)
    assert headings == ["Principal investigator", "PhD student", "Other members"]
    assert page.index("Collaborators") < page.index(
        'Cal Former</a> <span class="index-role-note">Alumni</span>'
    )


def test_members_without_roles_need_no_role_headings(client):
    person("Bea Member", is_member=True)
    person("Dan Outside")
    assert "index-role" not in client.get("/authors/").content.decode()


@pytest.mark.parametrize("path", ["/authors/", "/venues/"])
@pytest.mark.parametrize(
    "query", ["q=%00", "q=a%00b", "letter=%00", "q=" + "x" * 5000, "letter=AB", "q=%F0%9F%92%A9"]
)
def test_odd_index_parameters_answer_a_page(client, path, query):
    person("Bob Able")
    assert client.get(f"{path}?{query}").status_code == 200
