"""A listing entry holds for any venue name: bounded badges, every author a link, toggles that open
from the keyboard and without JavaScript; the publication page uses the width. Desktop and phone,
light and dark, with screenshots of each."""

import json
import re
from pathlib import Path
from urllib.parse import urlencode

import pytest
from django.db.models.functions import Length
from playwright.sync_api import expect

from publications.models import Publication, PublicationType, Venue
from publications.tests.browser.conftest import DEVICES
from publications.tests.factories import make_author, make_publication, make_venue

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

VENUE_TABLE = Path(__file__).resolve().parents[2] / "parsing" / "venues.json"
SCHEMES = ("light", "dark")
AUTHOR_PAGE = re.compile(r"^/authors/[a-z0-9-]+/$")
# How many of the longest acronyms are shown (and half as many of the longest names besides).
LONGEST = 6


def longest_venues(count: int) -> list[dict]:
    """The venues of the parser's table with the longest acronyms (what a badge shows) and with the
    longest names (what the venue line and the badge's title show)."""
    table = json.loads(VENUE_TABLE.read_text(encoding="utf-8"))
    by_acronym = sorted(table, key=lambda venue: -len(venue["acronym"]))[:count]
    by_name = [
        venue for venue in sorted(table, key=lambda venue: -len(venue["name"])) if venue not in by_acronym
    ]
    return by_acronym + by_name[: count // 2]


def longest_venue_rows(count: int) -> list[Venue]:
    """The stored venues with listed publications whose acronyms, and whose names, are longest."""
    listed = Venue.objects.filter(publications__in=Publication.objects.listed()).distinct()
    by_acronym = list(listed.order_by(Length("short_name").desc(), "pk")[:count])
    by_name = list(
        listed.exclude(pk__in=[venue.pk for venue in by_acronym]).order_by(Length("name").desc(), "pk")
    )
    return by_acronym + by_name[: count // 2]


@pytest.fixture
def long_venue_site(live_server):
    """Entries at the longest venue names of the table, one without a venue acronym, one with an abstract."""
    member = make_author(display_name="Zhao Zhang", given_name="Zhao", family_name="Zhang", is_member=True)
    other = make_author(display_name="Søren Ahmed", given_name="Søren", family_name="Ahmed")
    third = make_author(display_name="R. Patel", given_name="R.", family_name="Patel")
    for position, venue in enumerate(longest_venues(LONGEST)):
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


def listing_of_the_longest_venues(request, site: str) -> tuple[str, int]:
    """The listing that shows the longest venue names of ``site``, and how many entries it has."""
    if site == "venue table":
        request.getfixturevalue("long_venue_site")
        return "/", Publication.objects.listed().count()
    request.getfixturevalue("sample_site")
    venues = longest_venue_rows(LONGEST)
    query = urlencode([("venue", venue.slug) for venue in venues] + [("per_page", "all")])
    return f"/?{query}", Publication.objects.listed().filter(venue__in=venues).count()


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("screen", ["desktop", "phone"])
@pytest.mark.parametrize("site", ["venue table", "imported lists"])
def test_badges_never_overlap_titles_and_every_author_is_a_link(
    request, new_context, site, screen, scheme, screenshot
):
    url, count = listing_of_the_longest_venues(request, site)
    page = new_context(**DEVICES[screen], color_scheme=scheme).new_page()
    page.goto(url)
    entries = page.locator("li.pub")
    expect(entries).to_have_count(count)
    screenshot(page, f"entries-list-{site.replace(' ', '-')}-{screen}-{scheme}")
    for index in range(count):
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
        # Nothing of the entry reaches out of it: not the venue line of the longest name either.
        entry_box = entry.bounding_box()
        for part in (title, entry.locator(".pub__venue"), entry.locator(".pub__authors")):
            box = part.bounding_box()
            assert box["x"] + box["width"] <= entry_box["x"] + entry_box["width"] + 0.5, (index, part)
        authors = entry.locator(".pub__authors .author")
        assert authors.count() >= 1
        for position in range(authors.count()):
            expect(authors.nth(position).locator("a")).to_have_attribute("href", AUTHOR_PAGE)
    # Every entry has a badge: the venue's acronym, else the type; no empty column.
    expect(page.locator("li.pub .pub__tags:empty")).to_have_count(0)
    if site == "venue table":
        plain = page.locator("li.pub", has_text="A venue without an acronym")
        expect(plain.locator(".type-badge")).to_have_text("Journal article")
        expect(plain.locator(".pub__authors")).to_have_text("Søren Ahmed and Zhao Zhang")
        assert page.locator(".pub__authors").nth(2).inner_text() == "Zhao Zhang, Søren Ahmed, and R. Patel"


TOGGLES = (
    ("Abstract", ".abstract-toggle__text"),
    ("BibTeX", ".bibtex__code"),
    ("Cite", ".cite-toggle__styles"),
)


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("screen", ["desktop", "phone"])
@pytest.mark.parametrize("javascript", [True, False], ids=["with-js", "without-js"])
def test_the_abstract_bibtex_and_cite_toggles_open_from_the_keyboard_and_the_pointer(
    long_venue_site, new_context, javascript, screen, scheme, screenshot
):
    page = new_context(**DEVICES[screen], color_scheme=scheme, java_script_enabled=javascript).new_page()
    page.goto("/")
    entry, other = page.locator("li.pub").nth(0), page.locator("li.pub").nth(1)
    for name, shown in TOGGLES:
        summary = entry.locator("summary", has_text=name)
        expect(entry.locator(shown)).to_be_hidden()
        summary.focus()
        page.keyboard.press("Enter")
        expect(entry.locator(shown)).to_be_visible()
        page.keyboard.press("Enter")
        expect(entry.locator(shown)).to_be_hidden()
        page.keyboard.press("Space")
        expect(entry.locator(shown)).to_be_visible()
        # A tap on a phone, a click on a desktop, opens the next entry's.
        expect(other.locator(shown)).to_be_hidden()
        target = other.locator("summary", has_text=name)
        target.tap() if DEVICES[screen].get("has_touch") else target.click()
        expect(other.locator(shown)).to_be_visible()
    expect(entry.locator(".abstract-toggle__text")).to_contain_text("We schedule jobs.")
    expect(entry.locator(".bibtex__code")).to_contain_text("@")
    # Open, the long BibTeX lines scroll inside their box: the page is no wider than the screen.
    assert page.evaluate("document.documentElement.scrollWidth") <= DEVICES[screen]["viewport"]["width"]
    expect(entry.locator(".cite-toggle__styles a")).to_have_count(6)
    # The copy button needs JavaScript, and only shows when it works.
    copy = entry.locator(".bibtex").get_by_role("button", name="Copy")
    expect(copy).to_be_visible() if javascript else expect(copy).to_be_hidden()
    for label in ("PDF", "DOI", "Code"):
        expect(entry.locator(".pub-link", has_text=label)).to_be_visible()
    screenshot(page, f"entries-toggles-open-{'js' if javascript else 'nojs'}-{screen}-{scheme}")
    # A citation style from the toggle opens the publication page's citation in that style.
    entry.locator(".cite-toggle__styles a", has_text="IEEE").click()
    expect(page.locator(".cite-style .cite-style__name")).to_have_text("IEEE")
    expect(page.locator(".cite-style__text")).to_contain_text("Z. Zhang")


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
    # Every author a link to their page here too.
    names = page.locator(".publication__authors .author")
    expect(names).to_have_count(publication.authorships.count())
    for position in range(names.count()):
        expect(names.nth(position).locator("a")).to_have_attribute("href", AUTHOR_PAGE)
    # The venue once, the pages with an en dash, and the other work of the same authors.
    expect(page.locator("main")).to_contain_text("101–112")
    assert page.locator(".publication__main").inner_text().count("Workshop on Things Nobody Abbreviates") == 1
    expect(page.locator("#more-heading")).to_be_visible()
    expect(page.locator(".more-by li")).to_have_count(5)


FILTERED = "/?venue=sc&venue=ipdps&sort=title&per_page=5&page=2"


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_back_to_the_list_keeps_its_filters_and_returns_where_the_visitor_was(
    sample_site, new_context, screen
):
    page = new_context(**DEVICES[screen], reduced_motion="reduce").new_page()
    page.goto(FILTERED)
    entry = page.locator("li.pub").last
    entry.scroll_into_view_if_needed()
    scrolled = page.evaluate("window.scrollY")
    assert scrolled > 0
    entry.locator(".pub__title a").click()
    back = page.locator("a[data-back-to-list]")
    expect(back).to_have_text("← Back to the list")
    expect(back).to_have_attribute("href", FILTERED)
    # Straight back: the browser's history restores the list where it was left.
    back.click()
    expect(page).to_have_url(re.compile(re.escape(FILTERED) + "$"))
    page.wait_for_function("y => window.scrollY >= y - 2", arg=scrolled)
    # From the publication page in another citation style (another address, so the history's
    # previous page is no longer the list), the link still leads to the same list.
    page.locator("li.pub").first.locator(".pub__title a").click()
    page.locator(".cite-styles").get_by_role("link", name="IEEE").click()
    expect(page.locator(".cite-style .cite-style__name")).to_have_text("IEEE")
    # The page's deferred script points the link at the list once the document is parsed; a click
    # before that follows the plain link to the whole list (as without JavaScript).
    back = page.locator("a[data-back-to-list]")
    expect(back).to_have_attribute("href", FILTERED)
    back.click()
    expect(page).to_have_url(re.compile(re.escape(FILTERED) + "$"))
    expect(page.locator(".chip")).to_have_count(2)


def test_without_javascript_the_back_link_is_a_plain_link_to_the_whole_list(sample_site, new_context):
    page = new_context(**DEVICES["desktop"], java_script_enabled=False).new_page()
    page.goto(FILTERED)
    page.locator("li.pub .pub__title a").first.click()
    back = page.locator("a[data-back-to-list]")
    expect(back).to_have_text("← All publications")
    back.click()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.locator(".chip")).to_have_count(0)


def test_the_back_link_leaves_the_cached_pages_alike_for_every_listing(sample_site, new_context):
    """The list a visitor came from changes nothing the server sends: not the publication page
    (whatever the Referer), not an entry's HTML (whatever the listing)."""
    page = new_context(**DEVICES["desktop"]).new_page()
    publication = Publication.objects.listed().filter(venue__short_name="SC", year__gte=2020).first()
    bodies = {
        page.request.get(publication.get_absolute_url(), headers={"Referer": page.url + referrer}).text()
        for referrer in ("", FILTERED, "/?year=2023", f"/venues/{publication.venue.slug}/")
    }
    assert len(bodies) == 1
    entries = set()
    for listing in ("/?venue=sc", f"/?year={publication.year}", f"/venues/{publication.venue.slug}/"):
        page.goto(listing)
        entries.add(page.locator(f"#publication-{publication.pk}").evaluate("entry => entry.outerHTML"))
    assert len(entries) == 1
