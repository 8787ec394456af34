"""Browser tests: Debian's Chromium driven by Playwright against pytest-django's live server.

One browser for the whole session (pytest-playwright's ``browser``), a fresh context per test.
Every context records the requests its pages make; a request to any host other than the live
server fails the test (the site must not depend on fonts, scripts or images from elsewhere),
and so does a console error (a script or style blocked by the Content-Security-Policy shows
up there).
"""

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
REPO_ROOT = Path(__file__).resolve().parents[3]
AXE_SCRIPT = REPO_ROOT / "node_modules" / "axe-core" / "axe.min.js"
SCREENSHOTS_DIR = REPO_ROOT / "test-output" / "screenshots"
SAMPLES_DIR = REPO_ROOT / "samples"

DESKTOP = {"viewport": {"width": 1280, "height": 900}}
# One device pixel per CSS pixel: full-page screenshots of long lists stay quick to take.
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 1,
    "is_mobile": True,
    "has_touch": True,
}
DEVICES = {"desktop": DESKTOP, "phone": PHONE}
LOCAL_HOSTS = {"127.0.0.1", "localhost"}


BROWSER_TESTS = Path(__file__).resolve().parent


@pytest.hookimpl(trylast=True)  # after pytest-django's own reordering
def pytest_collection_modifyitems(config, items: list) -> None:
    """Browser tests run last: they switch off Django's async-safety check for the rest of the session."""
    items.sort(key=lambda item: Path(str(item.path)).is_relative_to(BROWSER_TESTS))


@pytest.fixture(scope="session", autouse=True)
def _allow_django_under_playwright() -> Iterator[None]:
    """Playwright's synchronous API keeps an asyncio event loop running in the main thread until
    the session ends; Django takes that for an async context and would refuse the ORM calls of
    fixtures, tests and the database teardown. Set only once the first browser test starts, so
    that no earlier test (or subprocess it starts) sees it."""
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if previous is None:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    if not CHROMIUM.exists():
        pytest.skip(
            f"browser tests need Debian's Chromium at {CHROMIUM} (apt-get install chromium); "
            "Playwright cannot download its own browser here"
        )
    return {**browser_type_launch_args, "executable_path": str(CHROMIUM), "args": CHROMIUM_ARGS}


def _served_as_in_production(application):
    return application


@pytest.fixture(scope="session")
def live_server() -> Iterator:
    """pytest-django's live server on 127.0.0.1, with static files served the production way.

    Django's test static handler looks files up with the finders, which do not know the
    hashed names of the manifest storage; WhiteNoise serves the collected files instead.
    """
    from pytest_django.live_server_helper import LiveServer

    server = LiveServer("127.0.0.1:0", start=False)
    server.thread.static_handler = _served_as_in_production
    server.start()
    yield server
    server.stop()


@pytest.fixture(autouse=True)
def _empty_cache() -> None:
    """Each test starts with an empty cache: the flushed database starts its data version again,
    so a page cached by an earlier test could otherwise pass for current."""
    from django.core.cache import cache

    cache.clear()


def import_sample(name: str, *, highlight_all: bool = False):
    """Import one list of samples/ through the import service, as the admin page does."""
    from publications import parsing
    from publications.importing import apply_import, plan_import

    text = (SAMPLES_DIR / name).read_text(encoding="utf-8")
    result = parsing.parse(text)
    plan = plan_import(
        result.entries, format=result.format, issues=result.issues, highlight_all=highlight_all
    )
    return apply_import(plan, raw_text=text, format=str(result.format), source_name=name)


@pytest.fixture
def sample_site(live_server) -> None:
    """Both sample lists imported, with two authors marked as group members (shown in bold)."""
    from publications.models import Author

    import_sample("lab-page.txt")
    import_sample("author-db-page.txt")
    Author.objects.filter(display_name__in=["Zhao Zhang", "Zizhao Mo"]).update(is_member=True)


def public_pages() -> dict[str, str]:
    """One page of each kind of the sample site (``sample_site``)."""
    from django.urls import reverse

    from publications.models import Author, Publication, Venue

    member = Author.objects.get(display_name="Zhao Zhang")
    venue = Venue.objects.get(short_name="SC")
    detailed = Publication.objects.get(title="Deep Neural Network Training with Distributed K-FAC")
    return {
        "list": "/",
        "filtered list": "/?venue=sc&venue=ipdps&type=conference&year_min=2016",
        "sorted by venue": "/?sort=venue",
        "grouped by type": "/?group=type",
        "search results": "/?q=gpu+clusters",
        "empty results": "/?q=nothing+matches+this",
        "publication": detailed.get_absolute_url(),
        "author": member.get_absolute_url(),
        "co-authors": reverse("publications:author-coauthors", kwargs={"slug": member.slug}),
        "venue": venue.get_absolute_url(),
        "people": "/authors/",
        "people under a letter": "/authors/?letter=Z",
        "group": reverse("publications:people"),
        "venues": "/venues/",
        "embed": reverse("publications:embed"),
        "feeds explained": reverse("publications:subscribe"),
        "rss feed": reverse("publications:feed-rss"),
        "atom feed": reverse("publications:feed-atom"),
        "bibliography": "/export/bibliography/?style=ieee&venue=sc",
        "not found": "/publications/999999/",
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict, live_server) -> dict:
    return {**browser_context_args, "base_url": live_server.url}


class BrowserProblems:
    """What the pages of one test did that they should not: leave the host, log errors."""

    def __init__(self) -> None:
        self.outside_requests: list[str] = []
        self.console_errors: list[str] = []
        self.expected_errors: list[str] = []

    def expect_error(self, text: str) -> None:
        """A console error the test provokes on purpose (e.g. the 404 of a missing page)."""
        self.expected_errors.append(text)

    def watch(self, context) -> None:
        context.route("**/*", self._keep_local)
        context.on("console", self._console)
        context.on("weberror", lambda error: self.console_errors.append(f"uncaught: {error.error}"))

    def _keep_local(self, route) -> None:
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in {"http", "https", "ws", "wss"} and parts.hostname not in LOCAL_HOSTS:
            self.outside_requests.append(url)
            route.abort()
        else:
            route.continue_()

    def _console(self, message) -> None:
        if message.type == "error" and not any(text in message.text for text in self.expected_errors):
            self.console_errors.append(f"{message.text} ({message.location.get('url', '')})")


@pytest.fixture
def browser_problems() -> BrowserProblems:
    return BrowserProblems()


@pytest.fixture
def new_context(new_context, browser_problems: BrowserProblems, live_server) -> Iterator[Callable]:
    """pytest-playwright's context factory, with every context watched for outside requests."""

    def watched_context(**options):
        context = new_context(**options)
        context.set_default_timeout(10_000)
        browser_problems.watch(context)
        return context

    yield watched_context
    assert not browser_problems.outside_requests, (
        f"pages requested other hosts: {browser_problems.outside_requests}"
    )
    assert not browser_problems.console_errors, f"console errors: {browser_problems.console_errors}"


@pytest.fixture
def desktop_page(new_context):
    return new_context(**DESKTOP).new_page()


@pytest.fixture
def phone_page(new_context):
    return new_context(**PHONE).new_page()


def save_screenshot(page, name: str) -> Path:
    """A full-page PNG under test-output/screenshots/, for people to look at."""
    SCREENSHOTS_DIR.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS_DIR / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


@pytest.fixture
def screenshot() -> Callable:
    return save_screenshot


def axe_violations(page, *, rules: list[str] | None = None, exclude: tuple[str, ...] = ()) -> list[str]:
    """axe-core's violations on the current page, one readable line per failing element.

    The page's context needs ``bypass_csp=True``: the Content-Security-Policy rightly refuses
    the injected script otherwise. ``exclude`` names elements that are not the site's (a banner
    the browser itself adds to the page).
    """
    page.wait_for_load_state("load")
    page.add_script_tag(path=str(AXE_SCRIPT))
    options = {"resultTypes": ["violations"]}
    if rules:
        options["runOnly"] = {"type": "rule", "values": rules}
    context = {"exclude": [[selector] for selector in exclude]} if exclude else None
    result = page.evaluate(
        "([context, options]) => axe.run(context || document, options)", [context, options]
    )
    return [
        f"{violation['id']} ({violation['impact']}): {violation['help']} at {node['target']}: "
        f"{node.get('failureSummary', '').strip()}"
        for violation in result["violations"]
        for node in violation["nodes"]
    ]


@pytest.fixture
def axe() -> Callable:
    if not AXE_SCRIPT.exists():
        pytest.skip(f"accessibility checks need axe-core in {AXE_SCRIPT.parent} (run `npm ci`)")
    return axe_violations
