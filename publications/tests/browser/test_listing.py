"""Listing tools in a real browser: several values per filter as chips, sort orders, numbered
pages, the phone's first screen, and the pages beside the list (bibliography, feeds explained)."""

import re

import pytest
from playwright.sync_api import Page, expect

from publications.models import Publication, Venue
from publications.tests.browser.conftest import DEVICES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def titles(page: Page) -> list[str]:
    return page.locator("li.pub .pub__title").all_inner_texts()


def test_several_venues_narrow_as_their_chips_say_and_a_chip_removes_one(
    sample_site, desktop_page: Page, screenshot
):
    page = desktop_page
    venues = ["SC", "IPDPS"]
    assert Venue.objects.filter(short_name__in=venues).count() == 2
    page.goto("/")
    for acronym in venues:
        page.get_by_role("combobox", name="Venue").fill(acronym)
        page.get_by_role("button", name="Apply").click()
    chips = page.locator(".chip")
    expect(chips).to_have_count(2)
    assert {text.replace("×", "").strip() for text in chips.all_inner_texts()} == {
        "Venue: SC",
        "Venue: IPDPS",
    }
    both = Publication.objects.listed().filter(venue__short_name__in=venues).count()
    expect(page.locator("li.pub")).to_have_count(both)
    for badge in page.locator("li.pub .badge").all_inner_texts():
        assert badge.startswith(("SC'", "IPDPS'")), badge
    screenshot(page, "listing-two-venues-desktop")
    # × on the SC chip keeps IPDPS only.
    page.get_by_role("link", name="Remove filter Venue: SC").click()
    expect(page.locator(".chip")).to_have_count(1)
    only = Publication.objects.listed().filter(venue__short_name="IPDPS").count()
    expect(page.locator("li.pub")).to_have_count(only)


def test_sort_orders_hold(sample_site, desktop_page: Page):
    page = desktop_page
    page.goto("/?per_page=all")
    page.locator(".listing-order").get_by_role("link", name="Title").click()
    expect(page).to_have_url(re.compile(r"sort=title"))
    shown = titles(page)
    assert shown == sorted(shown, key=str.lower) and len(shown) > 20
    page.locator(".listing-order").get_by_role("link", name="Oldest").click()
    # Read the headings of the page the link opened, not of the one still on screen.
    expect(page).to_have_url(re.compile(r"sort=oldest"))
    years = [int(text) for text in page.locator("h2.year__heading").all_inner_texts() if text.isdigit()]
    assert years == sorted(years) and len(years) > 5
    page.locator(".listing-order").get_by_role("link", name="Type").click()
    expect(page).to_have_url(re.compile(r"group=type"))
    headings = page.locator("h2.year__heading").all_inner_texts()
    assert "Conference paper" in headings and "Journal article" in headings


def test_pages_are_numbered_with_the_first_and_the_last(sample_site, desktop_page: Page, screenshot):
    page = desktop_page
    total = Publication.objects.listed().count()
    page.goto("/?per_page=5")
    expect(page.locator(".result-summary")).to_contain_text(f"Showing 1–5 of {total} publications")
    last = -(-total // 5)
    expect(page.get_by_role("link", name=f"Last page, {last}")).to_be_visible()
    page.get_by_role("link", name=f"Last page, {last}").click()
    expect(page.locator(".pagination [aria-current=page]")).to_have_text(str(last))
    expect(page.get_by_role("link", name="First page, 1")).to_be_visible()
    screenshot(page, "listing-last-page-desktop")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_phone_shows_search_filters_and_the_facets_panel_on_its_first_screen(
    sample_site, new_context, scheme, screenshot
):
    page = new_context(**DEVICES["phone"], color_scheme=scheme).new_page()
    page.goto("/")
    height = DEVICES["phone"]["viewport"]["height"]
    refine = page.locator("summary", has_text="by year, venue, type or author")
    for locator in (page.get_by_label("Search"), page.locator("summary", has_text="Filters"), refine):
        box = locator.bounding_box()
        assert box and box["y"] + box["height"] <= height, locator
    # The panel is folded above the list: the first entry is on the first screen too.
    expect(page.locator("a.year-chart__link").first).to_be_hidden()
    first_entry = page.locator("li.pub").first.bounding_box()
    assert first_entry and first_entry["y"] < height
    screenshot(page, f"listing-phone-first-screen-{scheme}")
    refine.tap()
    year = page.locator("a.year-chart__link").first
    expect(year).to_be_in_viewport()
    screenshot(page, f"listing-phone-facets-open-{scheme}")
    # The year chart's bars lead to their year.
    href = year.get_attribute("href")
    year.tap()
    expect(page).to_have_url(re.compile(re.escape(href.lstrip("?"))))


def test_the_facets_panel_opens_from_the_keyboard_and_without_javascript(sample_site, new_context):
    for javascript in (True, False):
        page = new_context(**DEVICES["phone"], java_script_enabled=javascript).new_page()
        page.goto("/")
        venue_facet = page.locator(".facets .facet", has_text="By venue").locator("a").first
        expect(venue_facet).to_be_hidden()
        page.locator("summary", has_text="by year, venue, type or author").focus()
        page.keyboard.press("Enter")
        expect(venue_facet).to_be_visible()
        page.context.close()


def test_wide_screens_show_the_facets_open_beside_the_list(sample_site, desktop_page: Page):
    page = desktop_page
    page.goto("/")
    venue_facet = page.locator(".facets .facet", has_text="By venue").locator("a").first
    expect(venue_facet).to_be_visible()
    listing, facets = page.locator(".listing").bounding_box(), page.locator(".facets").bounding_box()
    assert facets["x"] >= listing["x"] + listing["width"], (listing, facets)
    assert abs(facets["y"] - listing["y"]) < 5
    expect(page.locator(".facets__what")).to_be_hidden()


def test_a_persons_coauthors_follow_their_publications_on_a_phone(sample_site, phone_page: Page, screenshot):
    page = phone_page
    member = Publication.objects.listed().filter(authorships__author__is_member=True).first()
    author = member.authorships.filter(author__is_member=True).first().author
    page.goto(author.get_absolute_url())
    refine = page.locator("summary", has_text="by year, venue, type or author").bounding_box()
    last_entry = page.locator("li.pub").last.bounding_box()
    coauthors = page.locator("#coauthors-heading").bounding_box()
    assert refine["y"] < page.locator("li.pub").first.bounding_box()["y"]
    assert coauthors["y"] > last_entry["y"]
    screenshot(page, "author-phone")


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_the_bibliography_feeds_and_index_pages_at_both_sizes(sample_site, new_context, screen, screenshot):
    page = new_context(**DEVICES[screen]).new_page()
    page.goto("/export/bibliography/?style=ieee&venue=sc")
    expect(page.locator(".bibliography li").first).to_contain_text("“")
    screenshot(page, f"bibliography-{screen}")
    page.goto("/")
    if screen == "phone":  # the feeds are in the facets' panel, folded above the list
        page.locator("summary", has_text="by year, venue, type or author").click()
    page.get_by_role("link", name="What is this?").click()
    expect(page.locator("h1")).to_have_text("Follow new publications")
    screenshot(page, f"subscribe-{screen}")
    for path, name in (("/authors/", "people"), ("/venues/", "venues")):
        page.goto(path)
        screenshot(page, f"index-{name}-{screen}")
