"""The stored citation (``publications.derived``): formatted at write time, read by the publication
page only while it was formatted from what the publication is now."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection

from publications import derived
from publications.exports import csl
from publications.exports.styles import cite, default_style, style_named
from publications.importing.merge import merge_authors
from publications.importing.undo import revert_batch
from publications.models import Publication
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.importing_helpers import import_text

pytestmark = pytest.mark.django_db


def loaded(pk: int) -> Publication:
    return Publication.objects.with_detail_relations().get(pk=pk)


def formatted_now(pk: int) -> str:
    return str(cite(loaded(pk), default_style()))


@pytest.fixture
def paper() -> Publication:
    author = make_author(display_name="Grace Hopper")
    venue = make_venue(short_name="SC", name="Supercomputing")
    paper = make_publication(title="Compilers for everyone", authors=[author], venue=venue, year=2021)
    derived.refresh([paper.pk])
    return paper


def test_refresh_stores_the_default_styles_citation_as_the_page_formats_it(paper):
    stored = loaded(paper.pk)
    assert stored.citation == formatted_now(paper.pk)
    assert "Compilers for everyone" in stored.citation
    assert stored.citation_key == derived.citation_key(stored, default_style())


def test_an_edit_changes_the_stored_citation(paper):
    Publication.objects.filter(pk=paper.pk).update(title="Interpreters for nobody", year=2019)
    derived.refresh([paper.pk])
    stored = loaded(paper.pk)
    assert "Interpreters for nobody" in stored.citation
    assert "2019" in stored.citation
    assert stored.citation == formatted_now(paper.pk)


def test_a_refresh_with_nothing_changed_writes_nothing(paper):
    assert derived.refresh([paper.pk]) == 0


def test_the_page_shows_the_stored_citation_while_its_key_holds(client, paper):
    # A marker stored under the right key: the page reads it instead of formatting anew.
    Publication.objects.filter(pk=paper.pk).update(citation="<i>stored marker</i>")
    assert "<i>stored marker</i>" in client.get(paper.get_absolute_url()).content.decode()


def test_a_write_that_skipped_the_refresh_never_shows_a_stale_citation(client, paper, settings):
    settings.PAGE_CACHE_SECONDS = 0
    Publication.objects.filter(pk=paper.pk).update(citation="<i>stored marker</i>")
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE publications_publication SET title = 'Retitled by hand' WHERE id = %s", [paper.pk]
        )
    page = client.get(paper.get_absolute_url()).content.decode()
    assert "stored marker" not in page
    assert formatted_now(paper.pk) in page


def test_another_style_is_formatted_on_the_page(client, paper):
    Publication.objects.filter(pk=paper.pk).update(citation="<i>stored marker</i>")
    page = client.get(paper.get_absolute_url(), {"style": "ieee"}).content.decode()
    assert "stored marker" not in page
    assert "Compilers for everyone" in page


def test_another_default_style_makes_the_stored_citation_count_as_missing(client, paper, settings):
    settings.CITATION_STYLE = "chicago"
    stored = loaded(paper.pk)
    assert derived.stored_citation(stored, style_named("chicago")) is None
    derived.refresh([paper.pk])
    stored = loaded(paper.pk)
    assert derived.stored_citation(stored, style_named("chicago")) == str(
        cite(stored, style_named("chicago"))
    )


def test_a_rename_of_an_author_reaches_the_stored_citation(paper):
    author = paper.authorships.get().author
    type(author).objects.filter(pk=author.pk).update(display_name="Grace B. Murray", family_name="Murray")
    derived.refresh_for_authors([author.pk])
    assert "Murray" in loaded(paper.pk).citation
    assert loaded(paper.pk).citation == formatted_now(paper.pk)


def test_an_import_stores_the_citations_of_what_it_creates():
    report = import_text(
        "@inproceedings{x, title={Gardens of forking caches}, author={Quill, Ada and Rook, Ben},"
        " booktitle={Proceedings of Imaginary Systems}, year={2020}, pages={1--9}}"
    )
    (pk,) = report.created
    stored = loaded(pk)
    assert "Gardens of forking caches" in stored.citation
    assert stored.citation == formatted_now(pk)


def test_a_bulk_import_leaves_its_citations_to_the_page_and_the_command(client, monkeypatch):
    monkeypatch.setattr(derived, "CITATIONS_FORMATTED_PER_WRITE", 1)
    report = import_text(
        "@article{a, title={Tides of the lower cache}, author={Quill, Ada}, journal={Imaginary Letters},"
        " year={2019}}\n@article{b, title={Moss on the scheduler}, author={Rook, Ben},"
        " journal={Imaginary Letters}, year={2018}}"
    )
    assert len(report.created) == 2
    assert all(loaded(pk).citation == "" for pk in report.created)
    page = client.get(loaded(report.created[0]).get_absolute_url()).content.decode()
    assert formatted_now(report.created[0]) in page
    call_command("refresh_derived_data", stdout=StringIO())
    assert all(loaded(pk).citation == formatted_now(pk) for pk in report.created)


def test_a_large_write_of_any_kind_leaves_its_citations_to_the_page_and_the_command(client, monkeypatch):
    monkeypatch.setattr(derived, "CITATIONS_FORMATTED_PER_WRITE", 1)
    venue = make_venue(short_name="SC", name="Supercomputing")
    papers = [
        make_publication(title=title, authors=[make_author()], venue=venue, year=2020)
        for title in ("Lanterns of the scheduler", "Moths around the cache")
    ]
    call_command("refresh_derived_data", stdout=StringIO())
    before = {paper.pk: loaded(paper.pk).citation for paper in papers}
    venue.name = "The Supercomputing Conference"
    venue.save()
    derived.refresh_for_venues([venue.pk])
    for paper in papers:
        row = loaded(paper.pk)
        assert "the supercomputing conference" in row.search_text  # the other derived fields follow
        assert row.citation == before[paper.pk]  # formatted from the old name, and never shown
        page = client.get(row.get_absolute_url()).content.decode()
        assert formatted_now(paper.pk) in page and "The Supercomputing Conference" in formatted_now(paper.pk)
    derived.refresh([papers[0].pk])  # within the bound: formatted with the write
    assert loaded(papers[0].pk).citation == formatted_now(papers[0].pk)
    call_command("refresh_derived_data", stdout=StringIO())
    assert all(loaded(paper.pk).citation == formatted_now(paper.pk) for paper in papers)


@pytest.mark.parametrize("style", ["apa", "ieee"])
def test_the_publication_page_makes_its_csl_item_once(client, paper, monkeypatch, style):
    made = []
    item = csl.item

    def counted(publication):
        made.append(publication.pk)
        return item(publication)

    monkeypatch.setattr(csl, "item", counted)
    response = client.get(f"{paper.get_absolute_url()}?style={style}")
    assert response.status_code == 200
    assert made == [paper.pk]
    assert str(cite(loaded(paper.pk), style_named(style))) in response.content.decode()


def test_the_command_fills_citations_of_rows_written_without_them(paper):
    Publication.objects.filter(pk=paper.pk).update(citation="", citation_key="")
    out = StringIO()
    call_command("refresh_derived_data", stdout=out)
    assert "1 publications changed" in out.getvalue()
    assert loaded(paper.pk).citation == formatted_now(paper.pk)


def test_a_merge_of_people_reaches_the_stored_citation(paper):
    grace = paper.authorships.get().author
    murray = make_author(display_name="Grace Murray", given_name="Grace", family_name="Murray")
    merge_authors(murray, [grace])
    assert "Murray" in loaded(paper.pk).citation
    assert loaded(paper.pk).citation == formatted_now(paper.pk)


def test_undoing_an_import_that_filled_in_a_field_puts_the_stored_citation_back(paper):
    before = loaded(paper.pk).citation
    report = import_text(
        "@inproceedings{x, title={Compilers for everyone}, author={Hopper, Grace},"
        " booktitle={Supercomputing}, year={2021}, pages={17--29}}"
    )
    assert report.updated == [paper.pk]
    assert "17–29" in loaded(paper.pk).citation
    revert_batch(report.batch)
    assert loaded(paper.pk).citation == before == formatted_now(paper.pk)
