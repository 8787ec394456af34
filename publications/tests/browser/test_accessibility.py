"""Accessibility in a real browser: axe-core on every kind of page, keyboard use, focus, headings."""

import re

import pytest
from playwright.sync_api import Page, expect

from publications.models import Publication
from publications.tests.browser.conftest import DESKTOP, DEVICES, PHONE, public_pages
from publications.tests.browser.test_admin_import import log_in, open_import_preview

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


# Chromium puts a banner of its own above a page an XSLT stylesheet made (about XSLT's removal
# from browsers); its colours and its place outside any landmark are the browser's, not the site's.
BROWSER_BANNERS = ("xslt-warning-banner",)
SCHEMES = ("light", "dark")


def headings_out_of_order(page: Page) -> list[str]:
    """Headings that skip a level on the way down, and a page without exactly one h1."""
    levels = page.evaluate(
        """() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
              .filter(h => h.getClientRects().length || h.closest('.visually-hidden'))
              .map(h => [Number(h.tagName[1]), h.textContent.trim().slice(0, 40)])"""
    )
    problems = [] if [level for level, _ in levels].count(1) == 1 else [f"h1 count in {levels}"]
    previous = 0
    for level, text in levels:
        if level > previous + 1:
            problems.append(f"h{level} {text!r} follows h{previous}")
        previous = level
    return problems


def report(found: dict[str, list[str]]) -> str:
    return "\n".join(f"{page}:\n  " + "\n  ".join(problems) for page, problems in found.items())


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("screen", DEVICES)
def test_every_public_page_has_no_axe_violations_and_ordered_headings(
    sample_site, new_context, axe, browser_problems, screenshot, screen, scheme
):
    """Every kind of public page, on a desktop and a phone, light and dark; each one's screenshot
    is saved for a person to look at."""
    browser_problems.expect_error("status of 404 (Not Found)")
    # The browser's banner on the feeds brings inline styles and an inline handler the feed's
    # policy refuses (see test_feed_page.py).
    browser_problems.expect_error("Applying inline style violates")
    browser_problems.expect_error("Executing inline event handler violates")
    page = new_context(**DEVICES[screen], color_scheme=scheme, bypass_csp=True).new_page()
    found = {}
    for name, url in public_pages().items():
        page.goto(url)
        screenshot(page, f"page-{name.replace(' ', '-')}-{screen}-{scheme}")
        if problems := axe(page, exclude=BROWSER_BANNERS) + headings_out_of_order(page):
            found[f"{name} ({url})"] = problems
    assert not found, report(found)


def test_the_admin_import_preview_has_no_axe_violations(admin_user, new_context, axe):
    page = new_context(**DESKTOP, bypass_csp=True).new_page()
    log_in(page, "admin", "password")
    page.locator("#publications-publication").get_by_role("link", name="Publications").click()
    page.get_by_role("link", name="Import publications").click()
    expect(page.get_by_label("Publication list")).to_be_visible()
    assert axe(page) == [], "the import form"
    open_import_preview(page)
    assert axe(page) == [], "the import preview"


def test_a_preview_of_several_pages_and_its_page_buttons_have_no_axe_violations(admin_user, new_context, axe):
    from publications.tests.test_admin_import_large import lab_list

    page = new_context(**DESKTOP, bypass_csp=True).new_page()
    page.set_default_timeout(60_000)
    log_in(page, "admin", "password")
    page.goto("/admin/publications/publication/import/")
    page.get_by_label("Publication list").fill(lab_list(150))
    page.get_by_role("button", name="Preview").click()
    expect(page.get_by_role("navigation", name="Pages of the preview")).to_be_visible()
    assert axe(page) == [], "the first page of the preview"
    page.get_by_role("button", name="Next page").click()
    expect(page.get_by_role("heading", name="Entries: 101–150 of 150")).to_be_visible()
    assert axe(page) == [], "the last page of the preview"


def focus_walk(page: Page, limit: int = 300) -> list[dict]:
    """Press Tab through the page once; what had the focus after each press, and how it looked."""
    seen = []
    while len(seen) < limit:
        page.keyboard.press("Tab")
        step = page.evaluate(
            """() => {
                const el = document.activeElement;
                const style = getComputedStyle(el);
                return {
                    tag: el.tagName.toLowerCase(),
                    id: el.id,
                    href: el.getAttribute('href'),
                    text: (el.textContent || '').trim().slice(0, 60),
                    focusVisible: el.matches(':focus-visible'),
                    outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
                    shadow: style.boxShadow !== 'none',
                    inViewport: (() => { const r = el.getBoundingClientRect();
                        return r.bottom > 0 && r.top < innerHeight && r.width > 0; })(),
                };
            }"""
        )
        if seen and step["text"] == seen[0]["text"] and step["href"] == seen[0]["href"]:
            return seen
        seen.append(step)
    raise AssertionError(f"Tab did not come round to the first element in {limit} presses")


def test_the_keyboard_reaches_every_filter_and_result_with_a_visible_focus(sample_site, new_context):
    # Without smooth scrolling, so that "the focused element is on screen" is true at once.
    page = new_context(**DESKTOP, reduced_motion="reduce").new_page()
    page.goto("/?venue=sc&year_min=2021")
    result_links = page.locator(".pub__title a").evaluate_all(
        "links => links.map(a => a.getAttribute('href'))"
    )
    facet_links = page.locator(".facets a").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    controls = page.locator("form.filters").locator("input:not([type=hidden]), select, button")
    control_ids = [control.get_attribute("id") or control.inner_text() for control in controls.all()]
    assert len(result_links) >= 3 and len(control_ids) >= 7

    walk = [step for step in focus_walk(page) if step["tag"] != "body"]  # body: past the last link

    assert walk[0]["text"] == "Skip to content", "the first Tab offers the skip link"
    reached_ids = {step["id"] or step["text"] for step in walk}
    reached_hrefs = {step["href"] for step in walk}
    assert set(control_ids) <= reached_ids, set(control_ids) - reached_ids
    assert set(result_links) <= reached_hrefs, set(result_links) - reached_hrefs
    assert set(facet_links) <= reached_hrefs, set(facet_links) - reached_hrefs
    unseen = [step for step in walk if not (step["focusVisible"] and (step["outline"] or step["shadow"]))]
    assert not unseen, f"focused without a visible focus indicator: {unseen}"
    hidden = [step for step in walk if not step["inViewport"]]
    assert not hidden, f"focus went to elements off screen: {hidden}"


def test_the_skip_link_moves_the_focus_to_the_main_content(sample_site, desktop_page: Page):
    page = desktop_page
    page.goto("/")
    page.keyboard.press("Tab")
    skip = page.get_by_role("link", name="Skip to content")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport()
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile("#main$"))
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('main') !== null")


def test_the_year_chart_has_a_text_alternative_with_its_numbers(sample_site, desktop_page: Page):
    page = desktop_page
    page.goto("/")
    chart = page.locator("svg.year-chart__svg")
    expect(chart).to_have_count(1)
    # A group of links to each year's listing (an image's parts could not be links).
    expect(chart).to_have_attribute("role", "group")
    expect(chart).to_have_accessible_name(re.compile(r"\S"))
    per_year = {year: Publication.objects.listed().filter(year=year).count() for year in (2026, 2008)}
    description = chart.get_attribute("aria-labelledby")
    assert description
    text = " ".join(page.locator(f"#{name}").text_content() for name in description.split())
    for year, count in per_year.items():
        assert f"{year}: {count}" in text
    for svg in page.locator("svg").all():
        assert svg.get_attribute("aria-hidden") == "true" or svg.get_attribute("role") in {"img", "group"}


def test_each_copy_button_on_a_publication_page_says_what_it_copies(sample_site, desktop_page: Page):
    page = desktop_page
    page.goto(public_pages()["publication"])
    buttons = page.get_by_role("button", name="Copy")
    descriptions = [
        button.evaluate("b => document.getElementById(b.getAttribute('aria-describedby')).textContent")
        for button in buttons.all()
    ]
    assert "BibTeX" in descriptions and len(descriptions) >= 2
    assert len(set(descriptions)) == len(descriptions), (
        f"two copy buttons are described alike: {descriptions}"
    )
    for button, description in zip(buttons.all(), descriptions, strict=True):
        expect(button).to_have_accessible_description(description)


def test_each_bibtex_copy_button_in_a_list_says_which_publication_it_copies(sample_site, desktop_page: Page):
    page = desktop_page
    page.goto("/?venue=sc")
    entries = page.locator("li.pub")
    titles = entries.locator(".pub__title").all_inner_texts()
    assert len(titles) >= 3
    for entry, title in zip(entries.all()[:3], titles, strict=False):
        entry.locator("details.bibtex summary").click()
        expect(entry.get_by_role("button", name="Copy")).to_have_accessible_description(title)


def test_on_a_phone_the_folded_filters_open_and_apply_from_the_keyboard_without_javascript(
    sample_site, new_context
):
    page = new_context(**PHONE, java_script_enabled=False).new_page()
    page.goto("/")
    first_entry = page.locator("li.pub").first
    assert first_entry.bounding_box()["y"] < PHONE["viewport"]["height"], "a result on the first screen"
    type_field = page.get_by_role("group", name="Type")
    expect(type_field).to_be_hidden()

    page.get_by_label("Search").focus()
    page.keyboard.press("Tab")
    toggle = page.locator("summary", has_text="Filters")
    expect(toggle).to_be_focused()
    page.keyboard.press("Enter")
    expect(type_field).to_be_visible()
    page.keyboard.press("Tab")
    expect(type_field.get_by_role("checkbox").first).to_be_focused()
    type_field.get_by_label("Journal article").focus()
    page.keyboard.press("Space")
    page.get_by_label("Highlights only").focus()
    page.keyboard.press("Space")
    page.get_by_role("button", name="Apply").focus()
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"type=journal.*highlight=true"))
    expected = Publication.objects.listed().filter(type="journal", highlight=True).count()
    expect(page.locator("li.pub")).to_have_count(expected)
    expect(page.locator("summary", has_text="Filters")).to_contain_text("2 active")
