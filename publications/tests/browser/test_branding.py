"""The lab's name, tagline and homepage are settings: changing them rebrands every page."""

import re

import pytest
from playwright.sync_api import expect

from publications.tests.listing_helpers import use_site_template

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_changing_the_site_settings_rebrands_the_page(desktop_page, settings, screenshot):
    settings.SITE_NAME = "Parallel Systems Lab"
    settings.SITE_TAGLINE = "Scalable systems for science, since 2008"
    settings.SITE_HOMEPAGE_URL = "https://psl.example.edu/"

    desktop_page.goto("/")

    expect(desktop_page).to_have_title(re.compile("Parallel Systems Lab"))
    header = desktop_page.get_by_role("banner")
    expect(header).to_contain_text("Parallel Systems Lab")
    expect(header).to_contain_text("Scalable systems for science, since 2008")
    expect(desktop_page.locator('a[href="https://psl.example.edu/"]').first).to_be_visible()
    expect(desktop_page.get_by_text("Research Group Publications")).to_have_count(0)
    screenshot(desktop_page, "branding-desktop")


def test_without_a_homepage_setting_the_page_has_no_homepage_link(desktop_page, settings):
    settings.SITE_HOMEPAGE_URL = ""

    desktop_page.goto("/")

    expect(desktop_page.get_by_role("banner")).to_contain_text(settings.SITE_NAME)
    expect(desktop_page.get_by_role("link", name=re.compile("homepage", re.IGNORECASE))).to_have_count(0)


def test_a_template_of_the_same_name_replaces_the_shipped_include(
    sample_site, desktop_page, settings, tmp_path
):
    use_site_template(
        settings,
        tmp_path,
        "includes/venue_line.html",
        '<span class="lab-venue">{{ publication.venue.short_name }} · {{ publication.year }}</span>',
    )

    desktop_page.goto("/?q=k-fac")

    expect(desktop_page.locator(".pub__venue .lab-venue").first).to_have_text(re.compile(r"^\w+ · \d{4}$"))
    expect(desktop_page.locator(".pub__venue .lab-venue")).to_have_count(
        desktop_page.locator("li.pub").count()
    )
