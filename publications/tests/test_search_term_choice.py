"""Which search words are kept ready follows the writes: an import through the admin that makes a
word frequent has it kept, its undo has it dropped, and in between every write (an import, an edit
in the change form, a bulk action, a merge) leaves a kept word's search finding what it should.

Imports parse real pasted text with the real parser; the admin and the visitor are Django test
clients. Every write commits, as on the site; the task worker runs what a write left it
(``run_the_worker``), as it does beside the site.
"""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.db import connection
from django.urls import reverse
from django_tasks_db.models import DBTaskResult

from publications import derived, search, tasks
from publications.models import Author, ImportBatch, Publication, SearchTerm, SearchTermDrift
from publications.tests.factories import make_author, make_publication
from publications.tests.importing_helpers import import_text
from publications.tests.listing_helpers import assert_derived_listing_data_is_exact
from publications.tests.test_admin_import import IMPORT_URL, confirm_data
from publications.tests.test_admin_writes import post_action, post_change

pytestmark = pytest.mark.django_db(transaction=True)

WORD = "photonic"
TOPICS = ("sensing", "routing", "memory", "clocks", "filters", "imaging", "storage", "switches", "lasers")


def photonic_title(n: int) -> str:
    return f"Photonic {TOPICS[n % len(TOPICS)]} at scale {n + 1}"


def photonic_list(count: int, first: int = 0) -> str:
    """A pasted list of ``count`` papers, each with the word in its title, all distinct."""
    return "\n\n".join(
        f"Rosalind Franklin and Maurice Wilkins. {photonic_title(n)}. "
        f"In Proc. Optica Summit, {2000 + n % 20}."
        for n in range(first, first + count)
    )


def run_the_worker() -> None:
    call_command("db_worker", "--batch", "--no-startup-delay", verbosity=0)


def kept_words() -> set[str]:
    return set(SearchTerm.objects.values_list("term", flat=True))


def searched_titles(visitor, words: str) -> str:
    return visitor.get("/", {"q": words, "per_page": 100}).content.decode()


def import_in_the_admin(admin_client, text: str) -> None:
    preview = admin_client.post(IMPORT_URL, {"text": text, "_preview": "Preview"})
    assert admin_client.post(IMPORT_URL, confirm_data(preview)).status_code == 302


@pytest.fixture
def photonic_library(admin_client):
    """Sixty papers with the word, imported through the admin page: more than the threshold."""
    count = search.FREQUENT_TERM_MINIMUM + 10
    import_in_the_admin(admin_client, photonic_list(count))
    assert Publication.objects.count() == count
    run_the_worker()
    return count


def test_an_admin_import_that_makes_a_word_frequent_has_it_kept_and_its_undo_drops_it(
    admin_client, visitor, photonic_library
):
    assert {WORD, "franklin", "wilkins", "optica"} <= kept_words()
    assert_derived_listing_data_is_exact()
    page = searched_titles(visitor, WORD)
    assert photonic_title(0) in page
    assert f"{photonic_library} publications" in page

    batch = ImportBatch.objects.get()
    response = admin_client.post(reverse("admin:publications_importbatch_undo", args=[batch.pk]))
    assert response.status_code == 302
    assert WORD in kept_words()  # the request left the choice to the worker
    run_the_worker()

    assert not Publication.objects.exists()
    assert kept_words() == set()
    assert photonic_title(0) not in searched_titles(visitor, WORD)
    assert_derived_listing_data_is_exact()


def test_each_write_after_the_choice_leaves_a_kept_words_search_right(
    admin_client, visitor, photonic_library
):
    assert WORD in kept_words()
    other = make_publication(title="Electronic clocks", authors=[make_author(display_name="Ada King")])
    first, second, third = Publication.objects.filter(title__startswith="Photonic").order_by("pk")[:3]
    writes = [
        # An import of a paper with the word, and one without.
        lambda: import_text(
            photonic_list(1, first=500) + "\n\nRosalind Franklin. Quiet rooms. Nature, 2021."
        ),
        # The change form: a title losing the word, another gaining it.
        lambda: post_change(admin_client, first, title="Electronic sensing at scale"),
        lambda: post_change(admin_client, other, title="Photonic clocks, again"),
        # A bulk action deleting one.
        lambda: post_action(admin_client, Publication, "delete_selected", [second], post="yes"),
        # A merge of people: the merged paper is found under the kept name.
        lambda: post_action(
            admin_client,
            Author,
            "merge_authors",
            [
                Author.objects.get(display_name="Rosalind Franklin"),
                Author.objects.get(display_name="Ada King"),
            ],
            post="yes",
            target=Author.objects.get(display_name="Rosalind Franklin").pk,
        ),
    ]
    for write in writes:
        write()
        run_the_worker()
        assert_derived_listing_data_is_exact()

    page = searched_titles(visitor, WORD)
    assert photonic_title(500) in page
    assert "Quiet rooms" not in page
    assert "Electronic sensing at scale" not in page
    assert "Photonic clocks, again" in page
    assert f">{second.title}</a>" not in page
    assert f">{third.title}</a>" in page
    assert "Photonic clocks, again" in searched_titles(visitor, "franklin")
    assert {WORD, "franklin"} <= kept_words()


def test_the_words_are_chosen_again_only_once_enough_was_written():
    """Below the threshold, the word is not kept; the papers that take it over are imported one by
    one, and it is kept within a bounded number of writes of crossing, not at every write."""
    below = search.FREQUENT_TERM_MINIMUM - 2
    import_text(photonic_list(below))
    run_the_worker()
    assert WORD not in kept_words()
    bound = search.FREQUENT_TERM_DRIFT * search.FREQUENT_TERM_MINIMUM
    kept_after = None
    for n in range(int(bound) + 2):
        import_text(photonic_list(1, first=below + n))
        run_the_worker()
        if kept_after is None and WORD in kept_words():
            kept_after = n + 1
    # Two imports take the word to the threshold; the choice waits until enough was written.
    assert kept_after is not None and 2 < kept_after <= bound + 2
    assert_derived_listing_data_is_exact()


def drift() -> int:
    return SearchTermDrift.objects.get().written


def test_the_drift_counts_listed_publications_added_removed_or_with_new_search_text():
    derived.choose_frequent_terms()
    assert drift() == 0
    papers = [
        make_publication(title=f"Photonic memory {n}", search_text=f"photonic memory {n}") for n in range(3)
    ]
    assert drift() == 3
    Publication.objects.filter(pk=papers[0].pk).update(note="read it", highlight=True)
    assert drift() == 3  # no search text changed
    Publication.objects.filter(pk__in=[papers[0].pk, papers[1].pk]).update(search_text="another text")
    assert drift() == 5
    make_publication(title="Photonic dataset", search_text="photonic dataset", artifact_of=papers[2])
    assert drift() == 5  # an artifact is not listed
    with connection.cursor() as cursor:
        cursor.execute("DELETE FROM publications_publication WHERE id = %s", [papers[1].pk])
    assert drift() == 6
    derived.choose_frequent_terms()
    assert SearchTermDrift.objects.get().chosen_for == 2
    assert drift() == 0


def test_a_write_when_no_choice_is_due_costs_one_query_and_leaves_the_worker_nothing(
    django_assert_num_queries,
):
    derived.choose_frequent_terms()
    make_publication(title="Photonic memory")
    with django_assert_num_queries(1):
        tasks.choose_frequent_terms_when_due()
    assert not DBTaskResult.objects.exists()
    for n in range(int(search.FREQUENT_TERM_DRIFT * search.FREQUENT_TERM_MINIMUM)):
        make_publication(title=f"Photonic memory {n}", search_text=f"photonic memory {n}")
    tasks.choose_frequent_terms_when_due()
    assert DBTaskResult.objects.count() == 1
