"""Two admins importing the same list at the same moment, on two real PostgreSQL connections."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

from publications.importing import apply_import
from publications.models import Author, AuthorAlias, Publication, Venue, VenueAlias
from publications.tests.importing_helpers import SEED_FILES, plan_text, row_counts


@pytest.mark.django_db(transaction=True)
def test_two_simultaneous_imports_of_one_list_create_everything_once():
    text = SEED_FILES[0].read_text(encoding="utf-8")
    # Both plans are made before either writes: each on its own believes all 35 entries are new.
    plans = [plan_text(text), plan_text(text)]
    assert all(plan.counts["new"] == 35 for plan in plans)
    barrier = threading.Barrier(2)
    reports, errors = [], []

    def run(plan):
        try:
            barrier.wait(timeout=10)
            reports.append(apply_import(plan, raw_text=text, format=plan.format))
        except Exception as error:  # reported below: the assertion names it
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(plan,)) for plan in plans]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors, errors
    assert sorted(len(report.created) for report in reports) == [0, 35]
    assert Publication.objects.count() == 35
    assert Author.objects.count() == AuthorAlias.objects.values("author").distinct().count()
    assert AuthorAlias.objects.count() == AuthorAlias.objects.values("key").distinct().count()
    assert Venue.objects.count() == Venue.objects.values("short_name").distinct().count() == 17
    assert VenueAlias.objects.count() == VenueAlias.objects.values("key").distinct().count()
    counts = row_counts()
    assert counts["publications.ImportBatch"] == 1
