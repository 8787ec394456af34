"""The Content-Security-Policy in a real browser: no page, public or admin, does anything it forbids.

Chromium reports every blocked script, style or frame as a console error, which the browser
fixtures turn into a failure; the pages are also checked for the violation events themselves.
"""

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from publications.models import Author, Publication, Venue
from publications.tests.browser.conftest import DESKTOP

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
});
"""


def visit(page: Page, url: str) -> list[str]:
    page.goto(url)
    page.wait_for_load_state("networkidle")
    return page.evaluate("window.__cspViolations")


@pytest.fixture
def watched_page(new_context) -> Page:
    context = new_context(**DESKTOP)
    context.add_init_script(RECORD_VIOLATIONS)
    return context.new_page()


def test_public_pages_break_no_rule_of_the_policy(sample_site, watched_page):
    publication = Publication.objects.filter(artifact_of=None).order_by("pk").first()
    author = Author.objects.filter(is_member=True).first()
    venue = Venue.objects.order_by("pk").first()
    urls = [
        "/",
        "/?q=cloud&per_page=5",
        publication.get_absolute_url(),
        author.get_absolute_url(),
        reverse("publications:author-coauthors", kwargs={"slug": author.slug}),
        venue.get_absolute_url(),
        "/authors/",
        "/venues/",
        "/embed/",
    ]
    for url in urls:
        assert visit(watched_page, url) == [], url


def test_admin_pages_break_no_rule_of_the_policy(sample_site, admin_user, watched_page):
    page = watched_page
    page.goto("/admin/")
    page.get_by_label("Username").fill("admin")
    page.get_by_label("Password").fill("password")
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("button", name="Log out")).to_be_attached()
    publication = Publication.objects.order_by("pk").first()
    urls = [
        "/admin/",
        "/admin/publications/publication/",
        f"/admin/publications/publication/{publication.pk}/change/",
        "/admin/publications/publication/add/",
        "/admin/publications/author/",
        "/admin/publications/importbatch/",
        "/admin/publications/publication/import/",
    ]
    for url in urls:
        assert visit(page, url) == [], url
    # The import preview, with its per-row forms and script.
    page.goto("/admin/publications/publication/import/")
    page.get_by_label("Publication list").fill("J. Doe, A. Smith. A paper on policies. In Proc. SC, 2021.")
    page.get_by_role("button", name="Preview").click()
    expect(page.get_by_role("heading", name="Entries")).to_be_visible()
    assert page.evaluate("window.__cspViolations") == []
    # The autocomplete widgets (select2) and the date/time and filter widgets run their scripts.
    page.goto(f"/admin/publications/publication/{publication.pk}/change/")
    page.locator(".select2-selection").first.click()
    page.wait_for_timeout(300)
    assert page.evaluate("window.__cspViolations") == []
