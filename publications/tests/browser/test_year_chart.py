"""The year chart in Chromium: 12 px labels on a desktop and a phone, bars that open their year."""

import re

import pytest
from playwright.sync_api import expect

from publications.tests.browser.conftest import DEVICES

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("screen_size", DEVICES)
def test_the_year_chart_labels_are_readable_and_its_bars_open_their_year(
    sample_site, new_context, screenshot, screen_size
):
    page = new_context(**DEVICES[screen_size]).new_page()
    page.goto("/")
    if screen_size == "phone":  # the chart is in the facets' panel, folded above the list
        page.locator("summary", has_text="by year, venue, type or author").click()
    chart = page.locator("svg.year-chart__svg")
    chart.scroll_into_view_if_needed()
    label_heights = page.locator(".year-chart__svg text").evaluate_all(
        "labels => labels.map(t => t.getBoundingClientRect().height)"
    )
    assert label_heights
    # The glyph box of 12 px text is at least about 12 px high; a 10-unit font shrunk to fit was 6.
    assert min(label_heights) >= 12, label_heights
    font_size = page.locator(".year-chart__svg text").first.evaluate("t => getComputedStyle(t).fontSize")
    assert font_size == "12px"
    assert chart.bounding_box()["width"] <= DEVICES[screen_size]["viewport"]["width"]
    page.locator(".year-chart").screenshot(
        path=str(screenshot.__globals__["SCREENSHOTS_DIR"] / f"year-chart-{screen_size}.png")
    )
    bar = page.locator("a.year-chart__link").last
    year = bar.locator("rect").first.locator("title").text_content().split(":")[0]
    bar.locator("rect").first.click(force=True)
    expect(page).to_have_url(re.compile(rf"\?year={year}$"))
    expect(page.locator(".chips, .active-filters, body").first).to_contain_text(year)
