from io import StringIO

import pytest
from django.core.management import call_command

from publications.models import Author, ImportBatch, Publication
from publications.tests.importing_helpers import row_counts

pytestmark = pytest.mark.django_db


def test_the_sample_lists_are_imported_and_their_members_marked():
    out = StringIO()
    call_command("load_samples", stdout=out)
    assert Publication.objects.listed().count() == 43
    assert set(Author.objects.members().values_list("display_name", flat=True)) == {"Zhao Zhang", "Zizhao Mo"}
    assert "2 group member(s) marked" in out.getvalue()


def test_the_samples_are_loaded_only_into_a_site_without_imports():
    call_command("load_samples", stdout=StringIO())
    before = row_counts()
    batches = ImportBatch.objects.count()
    out = StringIO()
    call_command("load_samples", stdout=out)
    assert row_counts() == before
    assert ImportBatch.objects.count() == batches
    assert "nothing loaded" in out.getvalue()
