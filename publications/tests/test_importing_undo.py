"""Undoing imports that share publications, on real parsed text against real PostgreSQL.

Import A creates publications; a later import B lists some of them again. Undoing A must not
take from the site what B still lists, whichever of the two is undone first.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from publications.importing import revert_batch
from publications.models import (
    Author,
    AuthorAlias,
    ImportBatch,
    ImportChange,
    ImportChangeAction,
    Publication,
    PublicationType,
    Venue,
)
from publications.tests.factories import make_author, make_publication
from publications.tests.importing_helpers import import_text, row_counts
from publications.tests.listing_helpers import (
    counted_listing,
    counted_scoped_listing,
    stored_listing_counts,
    stored_scoped_listing,
)

pytestmark = pytest.mark.django_db

VENUE = "In Workshop on Obscure Things, 2023"


def citation(authors: str, title: str, venue: str = f"{VENUE}.") -> str:
    return f"• {authors}. “{title}.” {venue}\n"


FIRST = citation("Jane Doe, Ali Khan", "Only In The First List") + citation(
    "Mei Lin, Jane Doe", "In Both Lists"
)
SECOND = citation("Mei Lin, Jane Doe", "In Both Lists") + citation(
    "Jane Doe, Ali Khan", "Only In The Second List"
)


def titles() -> set[str]:
    return set(Publication.objects.values_list("title", flat=True))


def without_import_records(counts: dict[str, int]) -> dict[str, int]:
    # Counts over all rows (the data version, the listing counts) do not add up per import; the
    # listing counts are checked against the rows instead.
    records = (
        "publications.ImportBatch",
        "publications.ImportChange",
        "publications.DataVersion",
        "publications.ListingCount",
        "publications.ScopedListingCount",
    )
    return {k: v for k, v in counts.items() if k not in records}


def test_an_import_records_the_stored_publications_its_entries_listed():
    first = import_text(FIRST)
    second = import_text(
        SECOND + citation("Jane Doe, Ali Khan", "Only In The First List", f"{VENUE}, pp. 1-9.")
    )
    listed = ImportChange.objects.filter(batch=second.batch, action=ImportChangeAction.MATCHED)
    both = Publication.objects.get(title="In Both Lists")
    updated = Publication.objects.get(title="Only In The First List")
    assert {(c.publication_id, c.entry_line) for c in listed} == {(both.pk, 1), (updated.pk, 3)}
    assert (
        ImportChange.objects.get(batch=second.batch, action=ImportChangeAction.UPDATED).publication == updated
    )
    assert not ImportChange.objects.filter(batch=first.batch, action=ImportChangeAction.MATCHED).exists()


def test_undoing_an_import_keeps_what_a_later_import_also_lists_and_undoing_that_one_removes_it():
    before = row_counts()
    first = import_text(FIRST)
    second = import_text(SECOND)
    shared = Publication.objects.get(title="In Both Lists")

    report = revert_batch(first.batch)

    assert titles() == {"In Both Lists", "Only In The Second List"}
    assert report.kept == {shared.pk: (second.batch.pk,)}
    assert report.counts["publications removed"] == 1
    assert f"1 publication kept because import #{second.batch.pk} also lists it" in report.summary()
    # What the kept publication needs stays: its authors (created by the undone import), their
    # aliases, its venue, and it still shows under its authors and venue.
    shared.refresh_from_db()
    assert [a.name_as_written for a in shared.authorships.order_by("position")] == ["Mei Lin", "Jane Doe"]
    assert set(Author.objects.values_list("display_name", flat=True)) == {"Jane Doe", "Ali Khan", "Mei Lin"}
    assert set(AuthorAlias.objects.values_list("name", flat=True)) == {"Jane Doe", "Ali Khan", "Mei Lin"}
    assert shared.venue == Venue.objects.get()
    assert "mei lin" in shared.search_text

    second_report = revert_batch(second.batch)

    assert titles() == set()
    assert second_report.kept == {}
    assert second_report.counts["publications removed"] == 2
    assert without_import_records(row_counts()) == without_import_records(before)


def test_undoing_the_later_import_first_then_the_earlier_one_leaves_the_site_as_before_both():
    before = row_counts()
    first = import_text(FIRST)
    second = import_text(
        SECOND + citation("Jane Doe, Ali Khan", "Only In The First List", f"{VENUE}, pp. 1-9.")
    )
    updated = Publication.objects.get(title="Only In The First List")
    assert updated.pages

    report = revert_batch(second.batch)

    assert report.kept == {}
    assert report.counts["publications removed"] == 1 and report.counts["publications restored"] == 1
    assert titles() == {"Only In The First List", "In Both Lists"}
    updated.refresh_from_db()
    assert updated.pages == ""
    revert_batch(first.batch)
    assert titles() == set()
    assert without_import_records(row_counts()) == without_import_records(before)


def test_a_publication_kept_by_a_later_import_keeps_that_imports_update_and_goes_with_it():
    first = import_text(FIRST)
    second = import_text(citation("Mei Lin, Jane Doe", "In Both Lists", f"{VENUE}, pp. 5-6."))
    shared = Publication.objects.get(title="In Both Lists")
    assert shared.pages

    report = revert_batch(first.batch)

    assert report.kept == {shared.pk: (second.batch.pk,)}
    shared.refresh_from_db()
    assert shared.pages  # the later import's own update stays while it is applied
    revert_batch(second.batch)
    assert titles() == set()
    assert Author.objects.count() == Venue.objects.count() == 0


def test_a_publication_two_later_imports_list_stays_until_both_are_undone():
    first = import_text(FIRST)
    second = import_text(SECOND)
    third = import_text(citation("Mei Lin, Jane Doe", "In Both Lists") + citation("Olu Ade", "Third Only"))
    shared = Publication.objects.get(title="In Both Lists")

    report = revert_batch(first.batch)

    assert report.kept == {shared.pk: (second.batch.pk, third.batch.pk)}
    assert (
        f"1 publication kept because imports #{second.batch.pk} and #{third.batch.pk} also list it"
        in report.summary()
    )
    assert revert_batch(second.batch).kept == {shared.pk: (third.batch.pk,)}
    assert "In Both Lists" in titles()
    revert_batch(third.batch)
    assert titles() == set()
    assert Author.objects.count() == 0


def test_an_undo_with_nothing_shared_behaves_as_it_always_did():
    before = row_counts()
    first = import_text(citation("Jane Doe, Ali Khan", "Only In The First List"))
    after_first = row_counts()
    second = import_text(citation("Olu Ade", "Only In The Second List", "In Journal of Other Things, 2023."))
    after_second = row_counts()

    report = revert_batch(first.batch)

    assert report.kept == {} and report.author_names_kept == 0
    assert report.summary() == (
        "1 publications removed, 0 publications restored, 2 authors removed, 0 author names restored, "
        "1 venues removed"
    )
    assert titles() == {"Only In The Second List"}
    expected = {k: after_second[k] - after_first[k] + before[k] for k in before}
    assert without_import_records(row_counts()) == without_import_records(expected)
    assert stored_listing_counts() == counted_listing()
    assert stored_scoped_listing() == counted_scoped_listing()
    assert Author.objects.get().created_by_batch == second.batch


def test_undoing_an_import_that_renamed_an_author_keeps_the_name_a_later_import_still_lists():
    author = make_author(display_name="Z. Zhang", given_name="Z.", family_name="Zhang")
    AuthorAlias.objects.create(author=author, name="Z. Zhang", key="zhang|z.")
    older = make_publication(title="Older Storage Paper", authors=[author])
    first = import_text(citation("Zhao Zhang, Jane Doe", "Newer Storage Paper"))
    # A later list with that paper and one more (a list with nothing new writes no import at all).
    second = import_text(
        citation("Zhao Zhang, Jane Doe", "Newer Storage Paper") + citation("Olu Ade", "Other")
    )
    author.refresh_from_db()
    assert author.display_name == "Zhao Zhang"

    report = revert_batch(first.batch)

    assert report.counts["author names kept"] == 1 and report.counts["author names restored"] == 0
    assert "1 author name kept" in report.summary()
    author.refresh_from_db()
    assert author.display_name == "Zhao Zhang"
    assert set(author.aliases.values_list("name", flat=True)) == {"Z. Zhang", "Zhao Zhang"}
    assert Publication.objects.get(title="Newer Storage Paper").authorships.count() == 2

    second_report = revert_batch(second.batch)

    # The kept name went with the last publication that spelled it.
    assert second_report.counts["author names restored"] == 1
    author.refresh_from_db()
    assert (author.display_name, author.given_name) == ("Z. Zhang", "Z.")
    assert set(author.aliases.values_list("name", flat=True)) == {"Z. Zhang"}
    assert titles() == {"Older Storage Paper"}
    assert list(Author.objects.all()) == [author]
    older.refresh_from_db()
    assert "zhao" not in older.search_text


def test_a_kept_paper_keeps_the_stored_preprint_the_undone_import_linked_to_it():
    author = make_author(display_name="Jane Doe", given_name="Jane", family_name="Doe")
    AuthorAlias.objects.create(author=author, name="Jane Doe", key="doe|jane")
    preprint = make_publication(
        title="A Second Paper", title_key="asecondpaper", type=PublicationType.PREPRINT, authors=[author]
    )
    paper_entry = citation("Jane Doe", "A Second Paper", "In Proceedings of SC, 2023.")
    first = import_text(paper_entry)
    second = import_text(paper_entry + citation("Olu Ade", "Other"))
    paper = Publication.objects.get(title="A Second Paper", type=PublicationType.CONFERENCE)
    preprint.refresh_from_db()
    assert preprint.published_version == paper

    report = revert_batch(first.batch)

    assert report.kept == {paper.pk: (second.batch.pk,)}
    preprint.refresh_from_db()
    assert preprint.published_version == paper


def test_undo_takes_the_same_number_of_queries_for_one_shared_publication_and_for_twenty():
    counts = []
    for size in (1, 20):
        first = "".join(
            citation(
                f"Jane Doe{size}, Ali Khan{size}x{i}", f"Paper {size}x{i}", f"In Workshop W{size}, 2023."
            )
            for i in range(2 * size)
        )
        stored = make_publication(title=f"Stored {size}", title_key=f"stored{size}")
        first += citation("Someone Else", f"Stored {size}", f"In Workshop W{size}, 2023, pp. 1-2.")
        second = "".join(
            citation(
                f"Jane Doe{size}, Ali Khan{size}x{i}", f"Paper {size}x{i}", f"In Workshop W{size}, 2023."
            )
            for i in range(size)
        )
        first_report = import_text(first)
        import_text(second + citation("Olu Ade", f"Second Only {size}"))
        with CaptureQueriesContext(connection) as queries:
            report = revert_batch(first_report.batch)
        assert len(report.kept) == size
        assert report.counts["publications removed"] == size
        assert report.counts["publications restored"] == 1
        stored.refresh_from_db()
        assert stored.pages == ""
        counts.append(len(queries))
    assert counts[0] == counts[1]


def test_the_admin_says_which_publications_an_undo_kept_and_why(admin_client):
    first = import_text(FIRST)
    second = import_text(SECOND)
    response = admin_client.post(
        reverse("admin:publications_importbatch_undo", args=[first.batch.pk]), follow=True
    )
    assert response.status_code == 200
    page = response.content.decode()
    assert f"Import #{first.batch.pk} undone: 1 publications removed" in page
    assert f"1 publication kept because import #{second.batch.pk} also lists it" in page
    assert ImportBatch.objects.get(pk=first.batch.pk).status == "reverted"
