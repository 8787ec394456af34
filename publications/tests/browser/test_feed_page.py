"""A feed opened in Chromium reads as a page about the feed, not a wall of XML; the favicon loads."""

import pytest
from playwright.sync_api import expect

from publications.tests.browser.conftest import DEVICES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("screen_size", DEVICES)
@pytest.mark.parametrize("feed", ["rss", "atom"])
def test_a_feed_in_the_browser_explains_how_to_subscribe(
    sample_site, new_context, browser_problems, screenshot, screen_size, feed
):
    # Chromium adds its own banner about XSLT's deprecation, with inline styles and an inline
    # handler that the feed's policy refuses; the page the stylesheet builds has neither
    # (test_feed_stylesheet.py).
    browser_problems.expect_error("Applying inline style violates")
    browser_problems.expect_error("Executing inline event handler violates")
    page = new_context(**DEVICES[screen_size]).new_page()
    page.goto(f"/feeds/{feed}/")
    expect(page.get_by_role("heading", level=1)).to_have_text(
        "All publications · Research Group Publications"
    )
    expect(page.get_by_text("To subscribe, copy this address")).to_be_visible()
    expect(page.locator("code")).to_have_text(page.url)
    assert page.locator(".feed-items li").count() > 5
    # The site's stylesheet applied (the Content-Security-Policy allowed it): the header is styled.
    assert (
        page.evaluate("getComputedStyle(document.querySelector('.site-header')).borderBottomStyle") != "none"
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= DEVICES[screen_size]["viewport"]["width"]
    screenshot(page, f"feed-{feed}-{screen_size}")
    page.locator(".feed-items a").first.click()
    expect(page).to_have_url(page.url)
    assert "/publications/" in page.url


def test_the_favicon_loads(sample_site, new_context):
    page = new_context(**DEVICES["desktop"]).new_page()
    page.goto("/")
    icon = page.evaluate("fetch(document.querySelector('link[rel=icon]').href).then(r => r.status)")
    assert icon == 200
    assert page.request.get("/favicon.ico").status == 200
