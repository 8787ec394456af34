"""The people and venue indexes in Chromium: search without JavaScript, the A-Z bar, axe-core."""

import pytest
from playwright.sync_api import Page, expect

from publications.tests.browser.conftest import DEVICES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

INDEXES = {"people": "/authors/", "venues": "/venues/"}
# A letter each index of the sample lists has names under.
LETTER = {"people": "Z", "venues": "S"}


@pytest.mark.parametrize("screen_size", DEVICES)
@pytest.mark.parametrize("index", INDEXES)
def test_an_index_has_no_axe_violations_and_nothing_wider_than_the_screen(
    sample_site, new_context, axe, screenshot, screen_size, index
):
    page = new_context(**DEVICES[screen_size], bypass_csp=True).new_page()
    page.goto(INDEXES[index])
    assert axe(page) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= DEVICES[screen_size]["viewport"]["width"]
    screenshot(page, f"{index}-index-{screen_size}")
    page.get_by_role("navigation", name=f"{index.capitalize()} by letter").get_by_role(
        "link", name=LETTER[index]
    ).click()
    expect(page).to_have_url(f"{INDEXES[index]}?letter={LETTER[index]}")
    assert axe(page) == []
    screenshot(page, f"{index}-index-letter-{screen_size}")


@pytest.mark.parametrize("java_script_enabled", [False, True])
def test_the_people_search_works_with_and_without_javascript(sample_site, new_context, java_script_enabled):
    page: Page = new_context(java_script_enabled=java_script_enabled).new_page()
    page.goto("/authors/")
    page.get_by_label("Find people").fill("zhang")
    page.get_by_label("Find people").press("Enter")
    expect(page).to_have_url("/authors/?q=zhang")
    expect(page.get_by_role("status")).to_contain_text("matching “zhang”")
    members = page.get_by_role("region", name="Group members")
    expect(members.get_by_role("link", name="Zhao Zhang")).to_be_visible()
    links = page.locator(".index-list a")
    assert all("zhang" in text.lower() for text in links.all_inner_texts())
    page.get_by_role("link", name="Show all people").click()
    expect(page).to_have_url("/authors/")
