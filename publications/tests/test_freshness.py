import pytest

from publications import freshness
from publications.models import Publication
from publications.tests.factories import make_author, make_publication

pytestmark = pytest.mark.django_db


def test_the_version_starts_at_zero_on_an_empty_site():
    assert freshness.current().version == 0


def test_saving_a_publication_bumps_the_version_and_its_time():
    before = freshness.current()
    make_publication()
    after = freshness.current()
    assert after.version > before.version
    assert after.changed_at > before.changed_at
    assert after.etag != before.etag


def test_deleting_and_renaming_bump_the_version():
    publication = make_publication()
    author = make_author()
    version = freshness.current().version
    author.display_name = "Another Name"
    author.save()
    assert freshness.current().version == version + 1
    Publication.objects.get(pk=publication.pk).delete()
    assert freshness.current().version == version + 2


def test_an_explicit_bump_covers_bulk_writes():
    version = freshness.current().version
    freshness.bump()
    assert freshness.current().version == version + 1
