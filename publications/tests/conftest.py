import os

import pytest
from django.core.management import call_command


def pytest_configure(config):
    """Pages are rendered with the production static storage, which needs the collected manifest.

    Collected once, by the process that starts the pytest-xdist workers (or the only process):
    workers collecting at the same time would rewrite the manifest under each other's pages.
    """
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return
    import django

    django.setup()
    call_command("collectstatic", "--noinput", verbosity=0)


@pytest.fixture(autouse=True)
def empty_page_cache():
    """Each test's database starts again at the same data version; its cached pages must not carry over."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(autouse=True)
def uploads_in_a_temporary_directory(settings, tmp_path):
    """Files a test uploads go to its own directory, never into the project's media/."""
    settings.MEDIA_ROOT = tmp_path / "media"


@pytest.fixture
def page_cache_off(settings):
    """For tests that read a response's template context on every request: pages are rendered
    each time instead of answered from the page cache (validators and 304s stay)."""
    settings.PAGE_CACHE_SECONDS = 0
