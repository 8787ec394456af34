"""The look of the public pages as rendered: hierarchy, line length, phones, dark mode, print.

Each test saves full-page screenshots under test-output/screenshots/ for a person to judge.
"""

import itertools
import re

import pytest
from playwright.sync_api import Page, expect

from publications.models import Publication
from publications.tests.browser.conftest import DESKTOP, PHONE, public_pages

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

# Comfortable reading stops somewhere around 75 characters a line (author lists tolerate a little more).
MAX_CHARACTERS_PER_LINE = 85


def characters_per_line(page: Page, selector: str) -> float:
    """How many characters of the element's own text fit on one of its lines."""
    return page.locator(selector).first.evaluate(
        """el => {
            const probe = document.createElement('span');
            probe.textContent = el.textContent.replace(/\\s+/g, ' ').trim();
            probe.style.whiteSpace = 'nowrap';
            el.appendChild(probe);
            const perCharacter = probe.getBoundingClientRect().width / probe.textContent.length;
            probe.remove();
            return el.getBoundingClientRect().width / perCharacter;
        }"""
    )


def style_of(locator, prop: str) -> str:
    return locator.evaluate("(el, prop) => getComputedStyle(el)[prop]", prop)


def luminance(css_color: str) -> float:
    """Relative luminance (WCAG) of an ``rgb(...)``/``rgba(...)`` computed colour."""
    parts = css_color[css_color.index("(") + 1 : css_color.index(")")].replace("/", " ").replace(",", " ")
    red, green, blue = (float(value) / 255 for value in parts.split()[:3])

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def screenshot_public_pages(
    page: Page, screenshot, suffix: str, kinds=("list", "publication", "author", "venue")
):
    urls = public_pages()
    for kind in kinds:
        page.goto(urls[kind])
        screenshot(page, f"{kind}-{suffix}")


def test_the_listing_reads_title_first_with_year_headings_badges_highlights_and_bold_members(
    sample_site, desktop_page: Page, screenshot
):
    page = desktop_page
    page.goto("/")

    years = [int(text) for text in page.locator("h2.year__heading").all_inner_texts()]
    assert years == sorted(set(years), reverse=True) and len(years) > 10

    entry = page.locator("li.pub").first
    title, authors, venue = (entry.locator(f".pub__{part}") for part in ("title", "authors", "venue"))
    tops = [part.bounding_box()["y"] for part in (title, authors, venue)]
    assert tops == sorted(tops), "title, then authors, then venue"
    title_size, author_size = (
        float(style_of(part, "fontSize").removesuffix("px")) for part in (title, authors)
    )
    assert title_size > author_size and int(style_of(title, "fontWeight")) >= 600
    assert luminance(style_of(venue, "color")) > luminance(style_of(authors, "color")), "venue is secondary"

    with_venue = Publication.objects.listed().filter(venue__isnull=False).count()
    expect(page.locator("li.pub .badge")).to_have_count(with_venue)
    expect(page.locator("li.pub .highlight-mark")).to_have_count(
        Publication.objects.listed().highlighted().count()
    )

    member_weights = {int(style_of(name, "fontWeight")) for name in page.locator(".author--member").all()}
    other_weights = {
        int(style_of(name, "fontWeight"))
        for name in page.locator(".pub__authors .author:not(.author--member)").all()
    }
    assert member_weights and min(member_weights) >= 700
    assert other_weights and max(other_weights) < 600

    assert characters_per_line(page, ".pub__authors") <= MAX_CHARACTERS_PER_LINE
    screenshot_public_pages(page, screenshot, "desktop")


def test_the_publication_page_keeps_a_readable_line_length(sample_site, desktop_page: Page):
    page = desktop_page
    page.goto(public_pages()["publication"])
    for selector in (".publication__authors", ".cite-style__text"):
        assert characters_per_line(page, selector) <= MAX_CHARACTERS_PER_LINE, selector


def test_on_a_phone_nothing_is_wider_than_the_screen(sample_site, phone_page: Page, screenshot):
    page = phone_page
    screenshot_public_pages(page, screenshot, "phone")
    for url in ["/", "/?q=gpu", "/authors/", "/venues/", Publication.objects.first().get_absolute_url()]:
        page.goto(url)
        overflow = page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, f"{url} scrolls sideways by {overflow}px"
    page.goto("/")
    assert page.locator("li.pub").first.bounding_box()["width"] > 300, "entries use the phone's width"


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_dark_mode_follows_the_system_setting(sample_site, screen, new_context, screenshot):
    page = new_context(**{"desktop": DESKTOP, "phone": PHONE}[screen], color_scheme="dark").new_page()
    page.goto("/")
    body = page.locator("body")
    assert luminance(style_of(body, "backgroundColor")) < 0.05
    assert luminance(style_of(body, "color")) > 0.6
    assert luminance(style_of(page.locator(".pub__title a").first, "color")) > 0.6
    screenshot_public_pages(page, screenshot, f"dark-{screen}", kinds=("list", "publication"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_printing_gives_a_clean_black_on_white_bibliography(sample_site, scheme, new_context, screenshot):
    page = new_context(**DESKTOP, color_scheme=scheme).new_page()
    page.goto("/")
    page.emulate_media(media="print")

    for chrome in (".filters", ".facets", ".site-nav", "details.bibtex", ".site-footer"):
        expect(page.locator(chrome).first).to_be_hidden()
    expect(page.locator("li.pub").first).to_be_visible()
    assert_only_the_bibliography_prints(page)
    for selector in ("body", ".site-header", "li.pub"):
        background = style_of(page.locator(selector).first, "backgroundColor")
        assert background == "rgba(0, 0, 0, 0)" or luminance(background) > 0.9, (selector, background)
    for selector in (".site-name", ".site-tagline", ".pub__title a", ".pub__authors", ".award", ".status"):
        color = style_of(page.locator(selector).first, "color")
        assert luminance(color) < 0.1, (selector, color)
    screenshot(page, f"print-{scheme}")


def assert_only_the_bibliography_prints(page: Page) -> None:
    """Titles, authors, venues and years print; no form, facet, export, download or button does."""
    visible_links = page.locator("a:visible").evaluate_all(
        "links => links.map(a => [a.className, a.getAttribute('href'), a.textContent.trim()])"
    )
    chrome = [
        link
        for link in visible_links
        if "/export/" in link[1] or ("pub-link--" in link[0] and not re.search(r"--(doi|arxiv)\b", link[0]))
    ]
    assert not chrome, f"links that mean nothing on paper: {chrome}"
    for control in ("button", "input", "select", "summary"):
        expect(page.locator(f"{control}:visible")).to_have_count(0)
    for part in (".pub__title", ".pub__authors", ".pub__venue"):
        expect(page.locator(part).first).to_be_visible()


def test_a_printed_list_and_publication_page_keep_the_references_and_drop_the_chrome(
    sample_site, desktop_page: Page, screenshot
):
    page = desktop_page
    page.emulate_media(media="print")
    publication = Publication.objects.get(title="Deep Neural Network Training with Distributed K-FAC")
    for url in ("/?venue=sc", publication.venue.get_absolute_url()):
        page.goto(url)
        assert_only_the_bibliography_prints(page)
        expect(page.locator("h2.year__heading").first).to_be_visible()
    expect(page.locator("li.pub .pub-link--doi").first).to_be_visible()
    expect(page.locator("li.pub .pub-link--pdf").first).to_be_hidden()

    page.goto(publication.get_absolute_url())
    for chrome in (".downloads", ".copy-button", ".site-nav"):
        expect(page.locator(chrome).first).to_be_hidden()
    references = (".publication__title", ".publication__authors", ".publication__venue", ".cite-style__text")
    for reference in references:
        expect(page.locator(reference).first).to_be_visible()
    screenshot(page, "print-publication")


def test_the_year_chart_labels_do_not_overlap(sample_site, desktop_page: Page):
    page = desktop_page
    for url in ["/", "/?venue=sc&year_min=2020", "/?q=k-fac", "/?year=2023"]:
        page.goto(url)
        boxes = page.locator(".year-chart__svg text").evaluate_all(
            "labels => labels.map(t => { const r = t.getBoundingClientRect(); return [r.left, r.right]; })"
        )
        assert boxes, url
        for (_, right), (left, _) in itertools.pairwise(boxes):
            assert right <= left, f"{url}: year labels overlap ({boxes})"


def test_a_request_to_another_host_is_caught_so_the_other_tests_prove_the_site_is_self_contained(
    live_server, new_context, browser_problems
):
    page = new_context(**DESKTOP, bypass_csp=True).new_page()
    page.goto("/")
    browser_problems.expect_error("net::ERR_FAILED")
    page.evaluate(
        """() => new Promise(done => {
            const link = Object.assign(document.createElement('link'), {
                rel: 'stylesheet', href: 'https://fonts.example.com/lab-serif.css',
                onerror: done, onload: done,
            });
            document.head.appendChild(link);
        })"""
    )
    assert browser_problems.outside_requests == ["https://fonts.example.com/lab-serif.css"]
    browser_problems.outside_requests.clear()
