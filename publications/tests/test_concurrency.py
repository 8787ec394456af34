"""Two admins importing overlapping lists at the same moment, on real PostgreSQL connections.

Each import runs in its own thread with its own database connection; both are planned before
either writes, so each plan believes everything is new. The result must hold every publication,
author (with aliases) and venue once, and both imports must finish.
"""

from __future__ import annotations

import threading
from collections import Counter

import pytest
from django.db import connection

from publications.importing import ImportFailed, apply_import, plan_import, revert_batch
from publications.models import (
    Author,
    AuthorAlias,
    ImportBatch,
    ImportBatchStatus,
    Publication,
    Venue,
    VenueAlias,
)
from publications.parsing import parse

ENTRIES = [
    "Jane Doe, Ali Khan. Scheduling at scale. In Proc. SC, 2021. doi:10.1145/5000001.5000001",
    "Ali Khan, Mei Lin. Caches that learn. In Proc. ICS, 2021.",
    "Mei Lin, Jane Doe. Fault tolerance for the rest of us. Journal of Things, 12(3):1-10, 2020.",
    "Jane Doe. Energy-aware placement. In Proc. SC, 2020. doi:10.1145/5000004.5000004",
    "Olu Ade, Jane Doe. Graphs on GPUs. In Proc. PPoPP, 2022.",
    "Ali Khan, Olu Ade, Mei Lin. Compilers for tensors. In Proc. ICS, 2022.",
    "Mei Lin. A survey of surveys. Journal of Things, 13(1):1-30, 2022.",
    "Jane Doe, Mei Lin. Storage for science. In Proc. SC, 2019.",
]
FIRST = "\n".join(ENTRIES[:6]) + "\n"
SECOND = "\n".join(ENTRIES[3:]) + "\n"


def run_concurrently(*jobs):
    """Run each job in its own thread and connection, all released at once; return results or errors."""
    barrier = threading.Barrier(len(jobs))
    results: list[object] = [None] * len(jobs)

    def worker(index: int, job) -> None:
        try:
            prepared = job.prepare()
            barrier.wait(timeout=30)
            results[index] = job.run(prepared)
        except Exception as error:  # reported to the test below
            results[index] = error
        finally:
            connection.close()

    threads = [threading.Thread(target=worker, args=(i, job)) for i, job in enumerate(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not any(thread.is_alive() for thread in threads), "an import hung"
    return results


class ImportJob:
    def __init__(self, text: str) -> None:
        self.text = text

    def prepare(self):
        result = parse(self.text)
        return result, plan_import(result.entries, format=result.format, issues=result.issues)

    def run(self, prepared):
        result, plan = prepared
        return apply_import(plan, raw_text=self.text, format=result.format)


def assert_nothing_twice() -> None:
    titles = Counter(Publication.objects.values_list("title_key", flat=True))
    assert [key for key, n in titles.items() if n > 1] == []
    dois = Counter(Publication.objects.exclude(doi="").values_list("doi", flat=True))
    assert [doi for doi, n in dois.items() if n > 1] == []
    names = Counter(Author.objects.values_list("display_name", flat=True))
    assert [name for name, n in names.items() if n > 1] == []
    alias_names = Counter(AuthorAlias.objects.values_list("author_id", "name"))
    assert [name for name, n in alias_names.items() if n > 1] == []
    venues = Counter(Venue.objects.values_list("short_name", "name"))
    assert [venue for venue, n in venues.items() if n > 1] == []
    assert VenueAlias.objects.count() == VenueAlias.objects.values("key").distinct().count()


@pytest.mark.django_db(transaction=True)
def test_two_overlapping_imports_at_once_store_every_publication_author_and_venue_once():
    results = run_concurrently(ImportJob(FIRST), ImportJob(SECOND))
    for result in results:
        assert not isinstance(result, Exception), repr(result)
    assert Publication.objects.count() == len(ENTRIES)
    assert_nothing_twice()
    assert Author.objects.count() == 4
    assert {r.batch.status for r in results if r.batch} == {ImportBatchStatus.APPLIED}
    assert sum(len(r.created) for r in results) == len(ENTRIES)


@pytest.mark.django_db(transaction=True)
def test_the_same_list_imported_by_four_admins_at_once_is_stored_once():
    results = run_concurrently(*(ImportJob(FIRST) for _ in range(4)))
    for result in results:
        assert not isinstance(result, Exception), repr(result)
    assert Publication.objects.count() == 6
    assert_nothing_twice()
    writers = [r for r in results if r.batch is not None]
    assert len(writers) == 1  # the others found everything stored and wrote nothing
    assert ImportBatch.objects.count() == 1


@pytest.mark.django_db(transaction=True)
def test_an_undo_racing_an_import_of_an_overlapping_list_leaves_a_consistent_site():
    first = ImportJob(FIRST)
    report = first.run(first.prepare())

    class UndoJob:
        def prepare(self):
            return ImportBatch.objects.get(pk=report.batch.pk)

        def run(self, batch):
            return revert_batch(batch)

    results = run_concurrently(UndoJob(), ImportJob(SECOND))
    for result in results:
        assert not isinstance(result, (Exception, ImportFailed)), repr(result)
    assert_nothing_twice()
    # The lock runs them one after the other, in either order, and both orders end the same:
    # undo first, the second list is imported whole; import first, it finds entries 4-6 stored
    # and lists them, so the undo keeps them and removes only 1-3.
    second_titles = {entry.title for entry in parse(SECOND).entries}
    assert set(Publication.objects.values_list("title", flat=True)) == second_titles
    assert ImportBatch.objects.get(pk=report.batch.pk).status == ImportBatchStatus.REVERTED
    for publication in Publication.objects.all():
        assert publication.authorships.exists()
