"""Data migrations bring rows stored by earlier releases to what imports store now."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from publications.derived import search_text

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [("publications", "0016_data_version_trigger")]
AFTER = [("publications", "0017_thesis_school_and_arxiv_article_number")]


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


@pytest.fixture
def old_apps():
    apps = migrate(BEFORE)
    yield apps
    migrate(executor_leaf_nodes())


def executor_leaf_nodes():
    return MigrationExecutor(connection).loader.graph.leaf_nodes()


def test_a_thesis_school_stored_as_venue_becomes_its_publisher(old_apps):
    Venue = old_apps.get_model("publications", "Venue")
    Publication = old_apps.get_model("publications", "Publication")
    Author = old_apps.get_model("publications", "Author")
    Authorship = old_apps.get_model("publications", "Authorship")
    school = Venue.objects.create(name="Universität Stuttgart", slug="universitat-stuttgart")
    shared = Venue.objects.create(name="Technical University of Munich", slug="tum")
    thesis = Publication.objects.create(
        title="Learning to Segment",
        title_key="learning to segment",
        type="thesis",
        venue=school,
        venue_name="Universität Stuttgart",
        search_text="learning to segment universitat stuttgart",
    )
    author = Author.objects.create(display_name="Ana Ruiz", slug="ana-ruiz")
    Authorship.objects.create(publication=thesis, author=author, position=0, name_as_written="A. Ruiz")
    given = Publication.objects.create(
        title="Grasping in Clutter",
        title_key="grasping in clutter",
        type="thesis",
        venue=shared,
        publisher="TUM School of Computation",
        search_text="grasping in clutter",
    )
    paper = Publication.objects.create(
        title="Segmenting Fast", title_key="segmenting fast", type="journal", venue=shared, search_text="x"
    )

    apps = migrate(AFTER)
    Publication = apps.get_model("publications", "Publication")
    Venue = apps.get_model("publications", "Venue")

    thesis = Publication.objects.get(pk=thesis.pk)
    assert (thesis.venue_id, thesis.venue_name, thesis.publisher) == (None, "", "Universität Stuttgart")
    assert thesis.search_text == search_text("Learning to Segment", [("Ana Ruiz", "A. Ruiz")])
    assert "stuttgart" not in thesis.search_text
    given = Publication.objects.get(pk=given.pk)
    assert (given.venue_id, given.publisher) == (None, "TUM School of Computation")
    # The school that only held the thesis is no venue any more; a venue with a paper stays.
    assert not Venue.objects.filter(pk=school.pk).exists()
    assert Publication.objects.get(pk=paper.pk).venue_id == shared.pk


def test_an_arxiv_id_written_as_the_article_number_is_stored_once(old_apps):
    Publication = old_apps.get_model("publications", "Publication")
    doubled = Publication.objects.create(
        title="A", title_key="a", search_text="a", arxiv_id="2302.06984", article_number="abs/2302.06984"
    )
    own_number = Publication.objects.create(
        title="B", title_key="b", search_text="b", arxiv_id="2302.06985", article_number="e1012"
    )

    apps = migrate(AFTER)
    Publication = apps.get_model("publications", "Publication")

    assert Publication.objects.get(pk=doubled.pk).article_number == ""
    assert Publication.objects.get(pk=own_number.pk).article_number == "e1012"
