"""Every admin write reaches the public site on the next request: pages, feeds, API and search,
with the home page's ETag moved; derived data (search text, title key, citation) follows every edit.

Visitors are anonymous clients with the page cache on, as in production; the admin is another
client, logged in.
"""

from __future__ import annotations

import json

import feedparser
import pytest
from django import forms
from django.test import Client
from django.urls import reverse

from publications import derived
from publications.exports.styles import cite, default_style
from publications.importing.plan import Action
from publications.models import Author, Publication, SearchTerm, Venue
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.importing_helpers import import_text, plan_text
from publications.tests.listing_helpers import assert_derived_listing_data_is_exact

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def page_cache_on(settings):
    settings.PAGE_CACHE_SECONDS = 3600


# Search words kept ready while the admin writes: words of titles, people and venues.
KEPT_WORDS = ("compilers", "engines", "analysis", "lovelace", "hopper", "grace", "supercomputing", "scale")


@pytest.fixture(autouse=True)
def listing_counts_stay_right():
    """Whatever a test writes through the admin, the listing counts, listing values, scoped counts
    and kept search words' matches are those of the rows after it."""
    SearchTerm.objects.bulk_create([SearchTerm(term=word) for word in KEPT_WORDS])
    yield
    assert_derived_listing_data_is_exact()


class Public:
    """What a visitor sees, fetched anew (the page cache keyed on the data version decides)."""

    def __init__(self, client: Client):
        self.client = client

    def etag(self) -> str:
        return self.client.get("/")["ETag"]

    def search(self, words: str) -> str:
        return self.client.get("/", {"q": words}).content.decode()

    def api_titles(self, **params) -> list[str]:
        data = json.loads(self.client.get("/api/publications/", params).content)
        return [entry["title"] for entry in data["results"]]

    def feed_titles(self, **params) -> list[str]:
        return [
            entry.title for entry in feedparser.parse(self.client.get("/feeds/atom/", params).content).entries
        ]

    def warm(self, *words: str) -> None:
        """Fill the page cache with the pages the test reads afterwards."""
        self.etag()
        self.api_titles()
        self.feed_titles()
        for word in words:
            self.search(word)
            self.api_titles(q=word)


def change_form_data(response, **changes) -> dict:
    """What the browser posts back from an admin change form, with ``changes`` applied."""
    form = response.context["adminform"].form
    data = {}
    for name, field in form.fields.items():
        if isinstance(field, forms.FileField):
            continue  # no upload: the stored file stays
        value = changes.get(name, form[name].value())
        if value is True:
            data[name] = "on"
        elif value is False or value is None:
            continue
        else:
            data[name] = value
    for inline in response.context["inline_admin_formsets"]:
        formset = inline.formset
        for name in formset.management_form.fields:
            data[formset.management_form.add_prefix(name)] = formset.management_form[name].value()
        for index, row in enumerate(formset.forms):
            row_changes = changes.get(f"{formset.prefix}-{index}", {})
            for name in row.fields:
                value = row_changes.get(name, row[name].value())
                if value is True:
                    data[row.add_prefix(name)] = "on"
                elif value is not False and value is not None:
                    data[row.add_prefix(name)] = value
    return data


def post_change(admin_client, obj, **changes):
    url = reverse(f"admin:publications_{obj._meta.model_name}_change", args=[obj.pk])
    response = admin_client.post(url, change_form_data(admin_client.get(url), **changes))
    assert response.status_code == 302, response.context and response.context["adminform"].form.errors
    return response


def post_action(admin_client, model, action, objects, **extra):
    url = reverse(f"admin:publications_{model._meta.model_name}_changelist")
    data = {"action": action, "_selected_action": [obj.pk for obj in objects], **extra}
    response = admin_client.post(url, data)
    assert response.status_code == 302
    return response


def test_a_retitle_in_the_change_form_reaches_search_api_feeds_and_the_title_key(admin_client, visitor, site):
    paper, *_ = site
    public = Public(visitor)
    public.warm("compilers", "interpreters")
    etag = public.etag()

    post_change(admin_client, paper, title="Interpreters for nobody")

    assert public.etag() != etag
    assert "Interpreters for nobody" in public.search("interpreters")
    assert "No publications match these filters" in public.search("compilers")
    assert public.api_titles(q="interpreters") == ["Interpreters for nobody"]
    assert public.api_titles(q="compilers") == []
    assert "Interpreters for nobody" in public.feed_titles()
    paper.refresh_from_db()
    assert paper.title_key == derived.title_key("Interpreters for nobody")
    assert paper.search_text == derived.search_text_for(paper)


def test_an_edit_in_the_change_form_changes_the_stored_citation_on_the_page(admin_client, visitor, site):
    paper, *_ = site
    derived.refresh([paper.pk])
    assert "Compilers for everyone" in Publication.objects.get(pk=paper.pk).citation

    post_change(admin_client, paper, title="Interpreters for nobody", year=2019)

    paper = Publication.objects.with_detail_relations().get(pk=paper.pk)
    assert "Interpreters for nobody" in paper.citation
    assert "2019" in paper.citation
    assert paper.citation == str(cite(paper, default_style()))
    assert paper.citation in visitor.get(paper.get_absolute_url()).content.decode()


def test_a_link_typed_without_its_scheme_is_saved_and_shown_as_https(admin_client, visitor, site):
    paper, grace, *_ = site

    post_change(admin_client, paper, pdf_url="papers.example.org/compilers.pdf")
    post_change(admin_client, grace, homepage="grace.example.net")

    paper.refresh_from_db()
    grace.refresh_from_db()
    assert paper.pdf_url == "https://papers.example.org/compilers.pdf"
    assert grace.homepage == "https://grace.example.net"
    page = visitor.get(paper.get_absolute_url()).content.decode()
    assert 'href="https://papers.example.org/compilers.pdf"' in page


def test_a_rename_in_the_author_form_changes_the_stored_citations_of_their_publications(admin_client, site):
    paper, grace, *_ = site
    derived.refresh([paper.pk])

    post_change(admin_client, grace, display_name="Grace Murray", family_name="Murray")

    paper = Publication.objects.with_detail_relations().get(pk=paper.pk)
    assert "Murray" in paper.citation
    assert paper.citation == str(cite(paper, default_style()))


def test_an_inline_authorship_edit_reaches_search_and_the_author_pages(admin_client, visitor, site):
    paper, _grace, ada, _ = site
    public = Public(visitor)
    public.warm("lovelace")
    visitor.get(f"/authors/{ada.slug}/")
    etag = public.etag()

    post_change(
        admin_client, paper, **{"authorships-0": {"author": ada.pk, "name_as_written": "A. Lovelace"}}
    )

    assert public.etag() != etag
    assert public.api_titles(q="lovelace") == ["Compilers for everyone", "Engines of analysis"]
    assert "Compilers for everyone" not in public.search("hopper")
    assert "Compilers for everyone" in visitor.get(f"/authors/{ada.slug}/").content.decode()


def test_a_rename_in_the_author_form_reaches_the_search_text_of_their_publications(
    admin_client, visitor, site
):
    paper, grace, *_ = site
    public = Public(visitor)
    public.warm("brewster")
    etag = public.etag()

    post_change(admin_client, grace, display_name="Grace Brewster Hopper")

    assert public.etag() != etag
    assert public.api_titles(q="brewster") == ["Compilers for everyone"]
    paper.refresh_from_db()
    assert paper.search_text == derived.search_text_for(paper)


def test_a_rename_in_the_venue_form_reaches_the_search_text_of_its_publications(admin_client, visitor, site):
    _paper, *_, venue = site
    public = Public(visitor)
    public.warm("supercomputer")
    etag = public.etag()

    post_change(admin_client, venue, name="The Supercomputer Conference")

    assert public.etag() != etag
    assert public.api_titles(q="supercomputer") == ["Compilers for everyone", "Engines of analysis"]


@pytest.mark.parametrize(
    ("action", "before", "after"),
    [("mark_highlighted", False, True), ("unmark_highlighted", True, False)],
)
def test_each_highlight_action_reaches_pages_api_and_feeds(
    admin_client, visitor, site, action, before, after
):
    paper, *_ = site
    Publication.objects.filter(pk=paper.pk).update(highlight=before)
    public = Public(visitor)
    public.warm()
    highlighted_before = public.api_titles(highlight="true")
    public.feed_titles(highlight="true")
    etag = public.etag()

    post_action(admin_client, Publication, action, [paper])

    assert public.etag() != etag
    assert ("Compilers for everyone" in highlighted_before) is before
    assert ("Compilers for everyone" in public.api_titles(highlight="true")) is after
    assert ("Compilers for everyone" in public.feed_titles(highlight="true")) is after


@pytest.mark.parametrize(
    ("action", "before", "after"),
    [("mark_members", False, True), ("unmark_members", True, False)],
)
def test_each_member_action_reaches_the_people_index_and_api(
    admin_client, visitor, site, action, before, after
):
    _, grace, *_ = site
    Author.objects.filter(pk=grace.pk).update(is_member=before)
    public = Public(visitor)
    public.warm()
    visitor.get("/api/authors/", {"member": "true"})
    etag = public.etag()

    post_action(admin_client, Author, action, [grace])

    assert public.etag() != etag
    members = json.loads(visitor.get("/api/authors/", {"member": "true"}).content)["results"]
    assert ("grace-hopper" in [person["slug"] for person in members]) is after


def test_a_list_editable_change_reaches_the_public_pages(admin_client, visitor, site):
    _, grace, *_ = site
    public = Public(visitor)
    public.warm()
    etag = public.etag()
    url = reverse("admin:publications_author_changelist")
    rows = list(admin_client.get(url).context["cl"].result_list)
    data = {"form-TOTAL_FORMS": len(rows), "form-INITIAL_FORMS": len(rows), "_save": "Save"}
    for index, author in enumerate(rows):
        data[f"form-{index}-id"] = author.pk
        if author.pk == grace.pk:
            data[f"form-{index}-is_member"] = "on"
    assert admin_client.post(url, data).status_code == 302

    assert public.etag() != etag
    assert Author.objects.get(pk=grace.pk).is_member


def test_merging_authors_reaches_search_and_removes_the_merged_page(admin_client, visitor, site):
    paper, grace, ada, _ = site
    public = Public(visitor)
    public.warm("lovelace")
    assert visitor.get(f"/authors/{grace.slug}/").status_code == 200
    etag = public.etag()

    post_action(admin_client, Author, "merge_authors", [ada, grace], post="yes", target=ada.pk)

    assert public.etag() != etag
    assert public.api_titles(q="lovelace") == ["Compilers for everyone", "Engines of analysis"]
    assert visitor.get(f"/authors/{grace.slug}/").status_code == 404
    paper.refresh_from_db()
    assert paper.search_text == derived.search_text_for(paper)


def test_merging_venues_reaches_search_and_the_venue_pages(admin_client, visitor, site):
    _paper, *_, venue = site
    other = make_venue(short_name="HPDC", slug="hpdc", name="High Performance Distributed Computing")
    make_publication(title="Grids at scale", venue=other)
    public = Public(visitor)
    public.warm("supercomputing")
    etag = public.etag()

    post_action(admin_client, Venue, "merge_venues", [venue, other], post="yes", target=venue.pk)

    assert public.etag() != etag
    assert "Grids at scale" in public.api_titles(q="supercomputing")
    assert visitor.get("/venues/hpdc/").status_code == 404
    assert "Grids at scale" in visitor.get("/venues/sc/").content.decode()


def test_deleting_in_the_admin_removes_the_publication_everywhere(admin_client, visitor, site):
    paper, *_ = site
    public = Public(visitor)
    public.warm("compilers")
    assert visitor.get(f"/publications/{paper.pk}/").status_code == 200
    etag = public.etag()

    url = reverse("admin:publications_publication_delete", args=[paper.pk])
    assert admin_client.post(url, {"post": "yes"}).status_code == 302

    assert public.etag() != etag
    assert visitor.get(f"/publications/{paper.pk}/").status_code == 404
    assert public.api_titles(q="compilers") == []
    assert "Compilers for everyone" not in public.feed_titles()


def test_undoing_an_import_in_the_admin_removes_what_it_added(admin_client, visitor, site):
    report = import_text("Jane Doe. Kernels without borders. In Proc. SC, 2024.\n")
    public = Public(visitor)
    public.warm("kernels")
    assert public.api_titles(q="kernels") == ["Kernels without borders"]
    etag = public.etag()

    url = reverse("admin:publications_importbatch_undo", args=[report.batch.pk])
    assert admin_client.post(url).status_code == 302

    assert public.etag() != etag
    assert public.api_titles(q="kernels") == []
    assert "Kernels without borders" not in public.feed_titles()


def test_reimporting_after_an_admin_retitle_does_what_the_preview_said(admin_client):
    text = "Jane Doe. Kernels without borders. In Proc. SC, 2024.\n"
    report = import_text(text)
    [paper_id] = report.created
    post_change(admin_client, Publication.objects.get(pk=paper_id), title="Kernels within borders")

    preview = plan_text(text)
    # Duplicate detection compares with the new title: the old one is a new entry now.
    assert [decision.action for decision in preview.decisions] == [Action.NEW]
    applied = import_text(text)
    assert len(applied.created) == 1
    assert Publication.objects.filter(title="Kernels without borders").count() == 1

    respelled = plan_text("Jane Doe. Kernels WITHIN borders! In Proc. SC, 2024.\n")
    assert respelled.decisions[0].target_id == paper_id
    assert respelled.decisions[0].action != Action.NEW


def test_admin_author_counts_are_right_with_and_without_a_search(admin_client):
    person = make_author(display_name="Zhao Zhang", slug="zhao-zhang")
    for spelling in ("Z. Zhang", "Zhang Zhao"):
        person.aliases.create(name=spelling, key=spelling.lower())
    for number in range(3):
        make_publication(title=f"Paper {number}", authors=[person])
    url = reverse("admin:publications_author_changelist")
    for params in ({}, {"q": "Zhang"}, {"q": "Z. Zhang"}):
        [row] = admin_client.get(url, params).context["cl"].result_list
        assert row.publication_count == 3, params


def test_admin_venue_counts_are_right_with_and_without_a_search(admin_client):
    venue = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    for spelling in ("SC Conference", "Supercomputing Conference"):
        venue.aliases.create(name=spelling, key=spelling.lower())
    for number in range(2):
        make_publication(title=f"Paper {number}", venue=venue)
    url = reverse("admin:publications_venue_changelist")
    for params in ({}, {"q": "Conference"}):
        [row] = admin_client.get(url, params).context["cl"].result_list
        assert row.publication_count == 2, params
