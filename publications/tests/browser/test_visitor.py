"""A visitor finds, reads, cites and follows publications: on a desktop, on a phone, without JavaScript."""

import re

import feedparser
import pytest
from playwright.sync_api import Page, expect

from publications.models import Publication
from publications.tests.browser.conftest import DEVICES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

KFAC_JOURNAL = "Deep Neural Network Training with Distributed K-FAC"
KFAC_CONFERENCE = "Convolutional Neural Network Training with Distributed K-FAC"


def listed_count(**lookups) -> int:
    return Publication.objects.listed().filter(**lookups).count()


def expect_result_count(page: Page, count: int) -> None:
    expect(page.locator(".result-summary")).to_contain_text(f"{count} publication")
    expect(page.locator("li.pub")).to_have_count(count)


def press(locator, screen: str) -> None:
    """A tap on the phone's touch screen, a mouse click on the desktop."""
    if DEVICES[screen].get("has_touch"):
        locator.tap()
    else:
        locator.click()


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_a_visitor_filters_searches_opens_copies_and_follows_the_feed(
    sample_site, screen, new_context, screenshot
):
    context = new_context(**DEVICES[screen], permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.goto("/")
    expect(page.locator(".result-summary")).to_contain_text(f"{listed_count()} publications")
    screenshot(page, f"visitor-list-{screen}")

    # Venue and year range through the filter form, whose fields fold away on a phone.
    toggle = page.locator("summary", has_text="Filters")
    if screen == "phone":
        expect(page.get_by_label("Venue")).to_be_hidden()
        press(toggle, screen)
    else:
        expect(toggle).to_be_hidden()
    expect(page.get_by_label("Venue")).to_be_visible()
    page.get_by_label("Venue").fill("SC")
    page.get_by_label("From").fill("2020")
    page.get_by_label("To", exact=True).fill("2025")
    press(page.get_by_role("button", name="Apply"), screen)
    expect(page).to_have_url(re.compile(r"venue=SC.*year_min=2020|year_min=2020.*venue=SC"))
    sc_recent = listed_count(venue__short_name="SC", year__range=(2020, 2025))
    assert sc_recent >= 3
    expect_result_count(page, sc_recent)
    for badge in page.locator("li.pub .badge").all_inner_texts():
        assert badge.startswith("SC"), badge
    screenshot(page, f"visitor-filtered-{screen}")

    # A year facet narrows the same list further (on a phone, from the panel folded above the list).
    if screen == "phone":
        press(page.locator("summary", has_text="by year, venue, type or author"), screen)
    facet = page.locator(".facet", has=page.get_by_role("heading", name="By year")).locator(
        ".facet__list--years"
    )
    press(facet.get_by_role("link", name=re.compile(r"^2023\b")), screen)
    expect(page).to_have_url(re.compile(r"year=2023"))
    expect_result_count(page, listed_count(venue__short_name="SC", year=2023))
    if screen == "phone":  # each page shows the panel folded again, with the list first
        press(page.locator("summary", has_text="by year, venue, type or author"), screen)
    expect(facet.locator("a[aria-current]")).to_contain_text("2023")

    # Text search over everything.
    press(page.get_by_role("link", name="Clear filters"), screen)
    page.get_by_label("Search").fill("K-FAC")
    page.get_by_label("Search").press("Enter")
    expect(page.get_by_role("heading", name="Best matches")).to_be_visible()
    titles = page.locator(".pub__title")
    expect(titles.filter(has_text=KFAC_JOURNAL)).to_have_count(1)
    expect(titles.filter(has_text=KFAC_CONFERENCE)).to_have_count(1)
    screenshot(page, f"visitor-search-{screen}")

    # The publication page, and its BibTeX onto the clipboard.
    press(titles.get_by_role("link", name=KFAC_JOURNAL), screen)
    expect(page.get_by_role("heading", level=1)).to_have_text(KFAC_JOURNAL)
    bibtex = page.locator("pre[id^='bibtex-']")
    copy = page.locator(f"button[data-copy-target='{bibtex.get_attribute('id')}']")
    press(copy, screen)
    expect(copy).to_have_text("Copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == bibtex.inner_text().strip()
    assert copied.startswith("@article{") and KFAC_JOURNAL in copied
    screenshot(page, f"visitor-detail-{screen}")

    # The list's feed links answer with RSS and Atom.
    page.go_back()
    if screen == "phone" and page.locator(".facets__panel").get_attribute("open") is None:
        press(page.locator("summary", has_text="by year, venue, type or author"), screen)
    # Links name the feed's own media type; the server answers application/xml so that a browser
    # applies the feed's stylesheet, and the body is the feed the link promised.
    for name, media_type, version in [
        ("RSS", "application/rss+xml", "rss20"),
        ("Atom", "application/atom+xml", "atom10"),
    ]:
        link = page.get_by_role("link", name=re.compile(name)).first
        assert link.get_attribute("type") == media_type
        response = page.request.get(link.get_attribute("href"))
        assert response.ok
        assert response.headers["content-type"].startswith("application/xml")
        feed = feedparser.parse(response.body())
        assert not feed.bozo, feed.bozo_exception
        assert feed.version == version
        assert feed.entries


def test_without_javascript_filtering_and_bibtex_still_work(sample_site, new_context, screenshot):
    page = new_context(**DEVICES["desktop"], java_script_enabled=False).new_page()
    page.goto("/")

    page.get_by_role("group", name="Type").get_by_label("Journal article").check()
    page.get_by_label("From").fill("2016")
    page.get_by_role("button", name="Apply").click()
    expect(page).to_have_url(re.compile(r"type=journal"))
    expect_result_count(page, listed_count(type="journal", year__gte=2016))

    entry = page.locator("li.pub").first
    bibtex = entry.locator("details.bibtex")
    code = bibtex.locator("pre")
    expect(code).to_be_hidden()
    bibtex.locator("summary").click()
    expect(code).to_be_visible()
    expect(code).to_contain_text("@article{")
    expect(bibtex.get_by_role("button", name="Copy")).to_be_hidden()
    screenshot(page, "nojs-list-desktop")

    entry.locator(".pub__title a").click()
    expect(page.locator("pre[id^='bibtex-']")).to_contain_text("@article{")
    for button in page.locator("button.copy-button").all():
        expect(button).to_be_hidden()
    screenshot(page, "nojs-detail-desktop")
