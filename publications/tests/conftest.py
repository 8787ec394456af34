import pytest
from django.core.management import call_command


@pytest.fixture(scope="session", autouse=True)
def collected_static_files():
    """Pages are rendered with the production static storage, which needs the collected manifest."""
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
