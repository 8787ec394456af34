"""A listing entry holds for any venue name: bounded badges, every author a link, toggles that open
from the keyboard and without JavaScript; the publication page uses the width. Desktop and phone,
light and dark, with screenshots of each."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from publications.models import Publication, PublicationType
from publications.tests.browser.conftest import DEVICES
from publications.tests.factories import make_author, make_publication, make_venue

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

VENUE_TABLE = Path(__file__).resolve().parents[2] / "parsing" / "venues.json"
SCHEMES = ("light", "dark")
AUTHOR_PAGE = re.compile(r"^/authors/[a-z0-9-]+/$")


def longest_venues(count: int) -> list[dict]:
    """The venues of the parser's table with the longest acronyms (what a badge shows)."""
    table = json.loads(VENUE_TABLE.read_text(encoding="utf-8"))
    return sorted(table, key=lambda venue: -len(venue["acronym"]))[:count]


@pytest.fixture
def long_venue_site(live_server):
    """Entries at the longest venue names of the table, one without a venue acronym, one with an abstract."""
    member = make_author(display_name="Zhao Zhang", given_name="Zhao", family_name="Zhang", is_member=True)
    other = make_author(display_name="Søren Ahmed", given_name="Søren", family_name="Ahmed")
    third = make_author(display_name="R. Patel", given_name="R.", family_name="Patel")
    for position, venue in enumerate(longest_venues(6)):
        make_publication(
            title=f"Scheduling studies, part {position + 1}: what long venue names do to a listing",
            venue=make_venue(short_name=venue["acronym"], name=venue["name"], slug=f"long-{position}"),
            year=2025,
            authors=[member, other, third][: position % 3 + 1],
            abstract="We schedule jobs.\nThen we measure them.",
            pdf_url="https://example.org/paper.pdf",
            doi=f"10.1000/long.{position}",
            code_url="https://example.org/code",
            highlight=position == 0,
        )
    make_publication(
        title="A venue without an acronym",
        venue=make_venue(short_name="", name="Workshop on Things Nobody Abbreviates", slug="things"),
        type=PublicationType.JOURNAL,
        year=2024,
        authors=[other, member],
        pages="101--112",
    )


def overlap(first: dict, second: dict) -> bool:
    return not (
        first["x"] + first["width"] <= second["x"]
        or second["x"] + second["width"] <= first["x"]
        or first["y"] + first["height"] <= second["y"]
        or second["y"] + second["height"] <= first["y"]
    )


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_badges_never_overlap_titles_and_every_author_is_a_link(
    long_venue_site, new_context, screen, scheme, screenshot
):
    page = new_context(**DEVICES[screen], color_scheme=scheme).new_page()
    page.goto("/")
    entries = page.locator("li.pub")
    expect(entries).to_have_count(7)
    screenshot(page, f"entries-list-{screen}-{scheme}")
    for index in range(7):
        entry = entries.nth(index)
        badge = entry.locator(".badge, .type-badge").first
        title = entry.locator(".pub__title")
        badge_box, title_box = badge.bounding_box(), title.bounding_box()
        assert not overlap(badge_box, title_box), (index, badge_box, title_box)
        # The badge stays within its column; a cut acronym keeps its full name for pointer and reader.
        column = entry.locator(".pub__tags").bounding_box()
        assert badge_box["x"] + badge_box["width"] <= column["x"] + column["width"] + 0.5
        if badge.get_attribute("class") == "badge":
            assert badge.get_attribute("title")
        authors = entry.locator(".pub__authors .author")
        assert authors.count() >= 1
        for position in range(authors.count()):
            expect(authors.nth(position).locator("a")).to_have_attribute("href", AUTHOR_PAGE)
    # Every entry has a badge: the venue's acronym, else the type; no empty column.
    expect(page.locator("li.pub .pub__tags:empty")).to_have_count(0)
    plain = page.locator("li.pub", has_text="A venue without an acronym")
    expect(plain.locator(".type-badge")).to_have_text("Journal article")
    expect(plain.locator(".pub__authors")).to_have_text("Søren Ahmed and Zhao Zhang")
    assert page.locator(".pub__authors").nth(2).inner_text() == "Zhao Zhang, Søren Ahmed, and R. Patel"


def test_toggles_open_from_the_keyboard(long_venue_site, desktop_page: Page, screenshot):
    page = desktop_page
    page.goto("/")
    entry = page.locator("li.pub").first
    for name, shown in (
        ("Abstract", ".abstract-toggle__text"),
        ("BibTeX", ".bibtex__code"),
        ("Cite", ".cite-toggle__styles"),
    ):
        summary = entry.locator("summary", has_text=name)
        expect(entry.locator(shown)).to_be_hidden()
        summary.focus()
        page.keyboard.press("Enter")
        expect(entry.locator(shown)).to_be_visible()
    expect(entry.locator(".abstract-toggle__text")).to_contain_text("We schedule jobs.")
    expect(entry.locator(".cite-toggle__styles a")).to_have_count(6)
    for label in ("PDF", "DOI", "Code"):
        expect(entry.locator(".pub-link", has_text=label)).to_be_visible()
    screenshot(page, "entries-toggles-open-desktop")
    # A citation style from the toggle opens the publication page's citation in that style.
    entry.locator(".cite-toggle__styles a", has_text="IEEE").click()
    expect(page.locator(".cite-style .cite-style__name")).to_have_text("IEEE")
    expect(page.locator(".cite-style__text")).to_contain_text("Z. Zhang")


def test_toggles_work_without_javascript(long_venue_site, new_context):
    page = new_context(**DEVICES["phone"], java_script_enabled=False).new_page()
    page.goto("/")
    entry = page.locator("li.pub").first
    entry.locator("summary", has_text="Abstract").tap()
    expect(entry.locator(".abstract-toggle__text")).to_be_visible()
    entry.locator("summary", has_text="BibTeX").tap()
    expect(entry.locator(".bibtex__code")).to_contain_text("@")


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_the_publication_page_puts_its_citation_beside_the_entry_on_wide_screens(
    long_venue_site, new_context, screen, scheme, screenshot
):
    page = new_context(**DEVICES[screen], color_scheme=scheme).new_page()
    publication = Publication.objects.get(title="A venue without an acronym")
    page.goto(publication.get_absolute_url())
    screenshot(page, f"entries-publication-{screen}-{scheme}")
    main = page.locator(".publication__main").bounding_box()
    side = page.locator(".publication__side").bounding_box()
    if screen == "desktop":
        assert side["x"] >= main["x"] + main["width"], "citation beside the entry"
        assert side["y"] < main["y"] + 200
    else:
        assert side["y"] >= main["y"] + main["height"] - 1, "citation below the entry"
    # The BibTeX box wraps instead of clipping: nothing wider than the box.
    bibtex = page.locator(".bibtex__code")
    assert bibtex.evaluate("el => el.scrollWidth <= el.clientWidth + 1")
    # The venue once, the pages with an en dash, and the other work of the same authors.
    expect(page.locator("main")).to_contain_text("101–112")
    assert page.locator(".publication__main").inner_text().count("Workshop on Things Nobody Abbreviates") == 1
    expect(page.locator("#more-heading")).to_be_visible()
    expect(page.locator(".more-by li")).to_have_count(5)


def test_back_to_the_list_keeps_the_filters(long_venue_site, desktop_page: Page):
    page = desktop_page
    page.goto("/?year=2025")
    page.locator("li.pub .pub__title a").first.click()
    page.locator("a[data-back-to-list]").click()
    expect(page).to_have_url(re.compile(r"/\?year=2025$"))
