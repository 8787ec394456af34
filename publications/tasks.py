"""Background tasks, run by the worker (``manage.py db_worker``) from the database queue."""

from __future__ import annotations

from django_tasks import task

from publications import derived, freshness
from publications.importing.jobs import apply_job, prepare_job
from publications.models import ImportJob


@task()
def prepare_import_job(job_id: int) -> None:
    prepare_job(ImportJob.objects.get(pk=job_id))


@task()
def apply_import_job(job_id: int, resolutions: dict[str, str]) -> None:
    apply_job(ImportJob.objects.get(pk=job_id), {int(index): value for index, value in resolutions.items()})


@task()
def choose_frequent_terms() -> None:
    derived.choose_frequent_terms_when_due()


def choose_frequent_terms_when_due(**signal_arguments) -> None:
    """``freshness.data_committed``: once enough was written for the kept search words to have
    moved, the worker chooses them again. Choosing reads every search text, seconds at 50,000
    publications: never in the writer's request."""
    if derived.frequent_terms_choice_due():
        choose_frequent_terms.enqueue()


def connect_choosing() -> None:
    freshness.data_committed.connect(choose_frequent_terms_when_due, dispatch_uid="choose-frequent-terms")
