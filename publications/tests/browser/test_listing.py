"""Listing tools in a real browser: several values per filter as chips, sort orders, numbered
pages, the phone's first screen, and the pages beside the list (bibliography, feeds explained)."""

import itertools
import re

import pytest
from django.db.models import Q
from playwright.sync_api import Page, expect

from publications.models import Authorship, Publication, PublicationType
from publications.tests.browser.conftest import DEVICES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def titles(page: Page) -> list[str]:
    return page.locator("li.pub .pub__title").all_inner_texts()


# Each screen in each colour scheme.
LOOKS = [(screen, scheme) for screen in DEVICES for scheme in ("light", "dark")]
LOOK_IDS = [f"{screen}-{scheme}" for screen, scheme in LOOKS]


def look_page(new_context, look) -> Page:
    screen, scheme = look
    return new_context(**DEVICES[screen], color_scheme=scheme).new_page()


def is_touch(page: Page) -> bool:
    return page.evaluate("matchMedia('(pointer: coarse)').matches")


def press(page: Page, locator) -> None:
    """A tap on the phone's touch screen, a click on the desktop."""
    locator.tap() if page.context.pages[0].evaluate(
        "matchMedia('(pointer: coarse)').matches"
    ) else locator.click()


def show_the_filter_fields(page: Page) -> None:
    """On a phone the fields beyond the search box are folded under "Filters"; open them."""
    page.wait_for_load_state()
    if is_touch(page) and page.locator("details.filters__more").get_attribute("open") is None:
        press(page, page.locator("summary", has_text="Filters"))


def chips(page: Page) -> set[str]:
    return {text.replace("×", "").strip() for text in page.locator(".chip").all_inner_texts()}


def listed_titles(condition: Q) -> set[str]:
    return set(Publication.objects.listed().filter(condition).values_list("title", flat=True))


def authored_by(names: list[str]) -> Q:
    return Q(pk__in=Authorship.objects.filter(author__display_name__in=names).values("publication_id"))


# A filter that takes several values: the picker's label, two values to type, what the listing
# should then hold, and what each entry shows of it.
SEVERAL_VALUES = {
    "venue": ("Venue", ["SC", "IPDPS"], lambda values: Q(venue__short_name__in=values), ".badge"),
    "author": ("Author", ["Zizhao Mo", "Ian T. Foster"], authored_by, ".pub__authors"),
}


SINCE = 2020


@pytest.mark.parametrize("look", LOOKS, ids=LOOK_IDS)
@pytest.mark.parametrize("name", SEVERAL_VALUES)
def test_several_values_of_a_filter_narrow_as_their_chips_say_and_a_chip_removes_one(
    sample_site, new_context, look, name, screenshot
):
    label, values, selects, shown_in = SEVERAL_VALUES[name]
    page = look_page(new_context, look)
    page.goto("/")
    for value in values:
        show_the_filter_fields(page)
        page.get_by_role("combobox", name=label).fill(value)
        press(page, page.get_by_role("button", name="Apply"))
        expect(page.locator(".chip", has_text=value)).to_have_count(1)
    # OR within the filter: a publication of either value is listed, and only those.
    assert chips(page) == {f"{label}: {value}" for value in values}
    either = listed_titles(selects(values))
    assert either > listed_titles(selects(values[:1])) and either > listed_titles(selects(values[1:]))
    expect(page.locator("li.pub")).to_have_count(len(either))
    assert set(page.locator("li.pub .pub__title").all_inner_texts()) == either
    for text in page.locator(f"li.pub {shown_in}").all_inner_texts():
        assert any(value in text for value in values), text
    # AND across filters: a first year narrows the two values' publications further.
    show_the_filter_fields(page)
    page.get_by_label("From").fill(str(SINCE))
    press(page, page.get_by_role("button", name="Apply"))
    expect(page.locator(".chip", has_text=str(SINCE))).to_have_count(1)
    assert chips(page) == {f"{label}: {value}" for value in values} | {f"From year: {SINCE}"}
    both = listed_titles(selects(values) & Q(year__gte=SINCE))
    assert 0 < len(both) < len(either)
    expect(page.locator("li.pub")).to_have_count(len(both))
    assert set(page.locator("li.pub .pub__title").all_inner_texts()) == both
    screenshot(page, f"listing-two-{name}s-and-a-year-{'-'.join(look)}")
    # × on the first value's chip keeps the second one and the year.
    press(page, page.get_by_role("link", name=f"Remove filter {label}: {values[0]}"))
    expect(page.locator(".chip")).to_have_count(2)
    assert chips(page) == {f"{label}: {values[1]}", f"From year: {SINCE}"}
    rest = listed_titles(selects(values[1:]) & Q(year__gte=SINCE))
    expect(page.locator("li.pub")).to_have_count(len(rest))
    assert set(page.locator("li.pub .pub__title").all_inner_texts()) == rest


def entry_years(where) -> list[int | None]:
    """The year of each entry of ``where`` (a page or a part), as stored (an award or a venue's name
    may name another year), in the order shown."""
    ids = where.locator("li.pub").evaluate_all("entries => entries.map(entry => entry.id)")
    pks = [int(entry_id.removeprefix("publication-")) for entry_id in ids]
    years = dict(Publication.objects.filter(pk__in=pks).values_list("pk", "year"))
    return [years[pk] for pk in pks]


def entry_venues(page: Page) -> list[str | None]:
    """What the venue sort orders by, as each entry shows it: the badge's acronym, else the venue's name."""
    return page.locator("li.pub").evaluate_all(
        """entries => entries.map(entry => {
            const badge = entry.querySelector('.badge');
            if (badge) return badge.textContent.trim().replace(/'\\d\\d$/, '');
            const venue = entry.querySelector('.pub__venue .venue');
            return venue ? venue.textContent.trim() : null;
        })"""
    )


def non_increasing(values: list) -> bool:
    return all(first >= second for first, second in itertools.pairwise(values))


def dated_first(years: list[int | None]) -> list[int]:
    """The years, after checking that undated entries (if any) come last."""
    dated = [year for year in years if year is not None]
    assert years[: len(dated)] == dated, "undated entries come last"
    return dated


def holds_newest_first(page: Page) -> None:
    years = dated_first(entry_years(page))
    assert non_increasing(years) and years[0] > years[-1]
    headings = [int(text) for text in page.locator("h2.year__heading").all_inner_texts() if text.isdigit()]
    assert headings == sorted(set(years), reverse=True)


def holds_oldest_first(page: Page) -> None:
    years = dated_first(entry_years(page))
    assert years == sorted(years) and years[0] < years[-1]
    headings = [int(text) for text in page.locator("h2.year__heading").all_inner_texts() if text.isdigit()]
    assert headings == sorted(set(years))


def holds_title_order(page: Page) -> None:
    shown = page.locator("li.pub .pub__title").all_inner_texts()
    assert shown == sorted(shown, key=str.lower)


def holds_venue_order(page: Page) -> None:
    venues, years = entry_venues(page), entry_years(page)
    named = [venue.lower() for venue in venues if venue]
    assert venues[: len(named)] == [venue for venue in venues if venue], "entries without a venue come last"
    assert named == sorted(named) and len(set(named)) > 5
    # Within one venue, newest first.
    for venue in set(named):
        same = [year for name, year in zip(named, years, strict=False) if name == venue]
        assert non_increasing([year for year in same if year is not None]), venue


def holds_type_groups(page: Page) -> None:
    sections = page.locator("section.year").all()
    labels = [section.locator("h2").inner_text() for section in sections]
    assert len(labels) == len(set(labels)) >= 2, "each type once"
    assert {"Conference paper", "Journal article"} <= set(labels)
    types = {label: value for value, label in PublicationType.choices}
    for label, section in zip(labels, sections, strict=True):
        listed = Publication.objects.listed().filter(type=types[label]).count()
        expect(section.locator("li.pub")).to_have_count(listed)
        # Within a type, newest first.
        assert non_increasing(dated_first(entry_years(section))), label


# The link to press (in the "Sort" or "Group by" part), the parameter it sets, and what must hold.
ORDERS = {
    "newest": ("Sort", "Newest", "sort=newest", holds_newest_first),
    "oldest": ("Sort", "Oldest", "sort=oldest", holds_oldest_first),
    "title": ("Sort", "Title", "sort=title", holds_title_order),
    "venue": ("Sort", "Venue", "sort=venue", holds_venue_order),
    "by type": ("Group by", "Type", "group=type", holds_type_groups),
}


@pytest.mark.parametrize("look", LOOKS, ids=LOOK_IDS)
@pytest.mark.parametrize("order", ORDERS)
def test_each_sort_order_and_grouping_holds(sample_site, new_context, look, order, screenshot):
    part, link, parameter, holds = ORDERS[order]
    page = look_page(new_context, look)
    # From another order than the one chosen, so that the link has to change it (a grouping keeps
    # the sort: grouped by type, the list is newest first within each type).
    page.goto("/?per_page=all" if order in {"title", "by type"} else "/?per_page=all&sort=title")
    expect(page.locator("li.pub")).to_have_count(Publication.objects.listed().count())
    choices = page.locator(".listing-order__group", has_text=part)
    press(page, choices.get_by_role("link", name=link, exact=True))
    expect(page).to_have_url(re.compile(re.escape(parameter)))
    expect(choices.get_by_role("link", name=link, exact=True)).to_have_attribute("aria-current", "true")
    expect(page.locator("li.pub")).to_have_count(Publication.objects.listed().count())
    holds(page)
    screenshot(page, f"listing-order-{order.replace(' ', '-')}-{'-'.join(look)}")


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
