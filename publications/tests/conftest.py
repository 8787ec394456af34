import os
import threading
from http.server import ThreadingHTTPServer

import pytest
from django.core.management import call_command

from publications.tests.recorded_services import RecordedServices


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


@pytest.fixture(scope="session")
def recorded_server():
    server = ThreadingHTTPServer(("127.0.0.1", 0), RecordedServices)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def recorded_services(settings, recorded_server):
    settings.ENRICHMENT_CROSSREF_URL = f"{recorded_server}/crossref"
    settings.ENRICHMENT_ARXIV_URL = f"{recorded_server}/arxiv"
    settings.ENRICHMENT_PUBMED_URL = f"{recorded_server}/pubmed"
    settings.ENRICHMENT_TIMEOUT_SECONDS = 0.5
    return settings


@pytest.fixture
def seeded():
    """The seed lists (``importing_helpers.SEED_FILES``) imported by the real parser and importer."""
    from publications.tests.importing_helpers import import_seeds

    import_seeds()


@pytest.fixture
def visitor():
    """An anonymous visitor's browser, beside the logged-in ``admin_client``."""
    from django.test import Client

    return Client()


@pytest.fixture
def site():
    """Two people, a venue and a paper by each: what the admin-write and stored-entry tests edit."""
    from publications.tests.factories import make_author, make_publication, make_venue

    grace = make_author(display_name="Grace Hopper", slug="grace-hopper")
    ada = make_author(display_name="Ada Lovelace", slug="ada-lovelace")
    venue = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    paper = make_publication(title="Compilers for everyone", authors=[grace], venue=venue, year=2023)
    make_publication(title="Engines of analysis", authors=[ada], venue=venue, year=2022)
    return paper, grace, ada, venue
