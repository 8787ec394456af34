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
    renamed = freshness.current().version
    assert renamed > version
    Publication.objects.get(pk=publication.pk).delete()
    assert freshness.current().version > renamed


def test_an_explicit_bump_covers_bulk_writes():
    version = freshness.current().version
    freshness.bump()
    assert freshness.current().version == version + 1


# The database trigger moves the version for every statement that writes the tables public pages
# are made of, whatever issued it.


def _moves_the_version(write) -> bool:
    before = freshness.current()
    write()
    after = freshness.current()
    return after.version > before.version and after.changed_at >= before.changed_at


def test_a_queryset_update_moves_the_version_without_any_signal():
    make_publication()
    assert _moves_the_version(lambda: Publication.objects.update(highlight=True))


def test_a_bulk_create_and_a_queryset_delete_move_the_version():
    from publications.models import Tag

    assert _moves_the_version(lambda: Tag.objects.bulk_create([Tag(name="GPU", slug="gpu")]))
    assert _moves_the_version(lambda: Tag.objects.all().delete())


def test_raw_sql_moves_the_version():
    from django.db import connection

    make_author(display_name="Grace Hopper")

    def rename():
        with connection.cursor() as cursor:
            cursor.execute("UPDATE publications_author SET display_name = 'Grace B. Hopper'")

    assert _moves_the_version(rename)


def test_tagging_an_authorship_and_an_alias_move_the_version():
    from publications.models import AuthorAlias, Authorship, Tag

    author = make_author()
    publication = make_publication()
    tag = Tag.objects.create(name="GPU", slug="gpu")
    assert _moves_the_version(lambda: publication.tags.add(tag))
    assert _moves_the_version(
        lambda: Authorship.objects.create(publication=publication, author=author, position=1)
    )
    assert _moves_the_version(lambda: AuthorAlias.objects.create(author=author, name="G. H.", key="g h"))


def test_a_rolled_back_write_leaves_the_version_as_it_was():
    from django.db import transaction

    make_publication()
    before = freshness.current()
    with pytest.raises(RuntimeError), transaction.atomic():
        Publication.objects.update(title="Never committed")
        raise RuntimeError
    assert freshness.current() == before


def test_reading_does_not_move_the_version():
    make_publication()
    before = freshness.current()
    list(Publication.objects.with_listing_relations())
    assert freshness.current() == before
