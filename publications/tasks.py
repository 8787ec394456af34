"""Background tasks, run by the worker (``manage.py db_worker``) from the database queue."""

from __future__ import annotations

from django_tasks import task

from publications.importing.jobs import apply_job, prepare_job
from publications.models import ImportJob


@task()
def prepare_import_job(job_id: int) -> None:
    prepare_job(ImportJob.objects.get(pk=job_id))


@task()
def apply_import_job(job_id: int, resolutions: dict[str, str]) -> None:
    apply_job(ImportJob.objects.get(pk=job_id), {int(index): value for index, value in resolutions.items()})
