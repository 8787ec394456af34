"""Feeds in a browser: the XSLT page they name, feed readers unaffected; and /favicon.ico."""

from __future__ import annotations

import feedparser
import pytest
from django.urls import reverse
from lxml import etree

from publications.tests.factories import make_author, make_publication, make_venue

pytestmark = pytest.mark.django_db

FEEDS = ["/feeds/rss/", "/feeds/atom/"]
STYLESHEET = "/feeds/feed.xsl"


@pytest.fixture
def listed():
    author = make_author(display_name="Søren Ahmed", slug="soren-ahmed", is_member=True)
    make_publication(title="Fast & safe GPU kernels", authors=[author], venue=make_venue(short_name="SC"))


def transformed(client, feed_url: str) -> etree._Element:
    """The page a browser builds from the feed with the stylesheet the feed names."""
    feed = etree.fromstring(client.get(feed_url).content)
    instruction = feed.getroottree().getroot().getprevious()
    assert isinstance(instruction, etree._ProcessingInstruction)
    assert instruction.target == "xml-stylesheet"
    assert instruction.get("type") == "text/xsl"
    stylesheet = client.get(instruction.get("href"))
    assert stylesheet.status_code == 200
    assert stylesheet["Content-Type"] == "text/xsl; charset=utf-8"
    transform = etree.XSLT(etree.fromstring(stylesheet.content))
    # Serialised as the browser does (titles are written as the HTML they are), then read as HTML.
    return etree.HTML(str(transform(feed.getroottree())))


@pytest.mark.parametrize("url", FEEDS)
def test_each_feed_names_the_stylesheet_right_after_its_xml_declaration(client, listed, url):
    content = client.get(url).content.decode()
    declaration, instruction = content.split("\n")[:2]
    assert declaration.startswith("<?xml version=")
    assert instruction == f'<?xml-stylesheet type="text/xsl" href="{STYLESHEET}"?>'


@pytest.mark.parametrize("url", ["/feeds/rss/?year=2023", "/feeds/atom/", "/authors/soren-ahmed/feed/atom/"])
def test_feed_readers_read_the_feeds_as_before(client, listed, url):
    feed = feedparser.parse(client.get(url).content)
    assert not feed.bozo, feed.bozo_exception
    assert [entry.title for entry in feed.entries] == ["Fast &amp; safe GPU kernels"]  # HTML, as ever


@pytest.mark.parametrize("url", FEEDS)
def test_a_browser_shows_what_a_feed_is_how_to_subscribe_and_its_entries(client, listed, url):
    page = transformed(client, url)
    text = " ".join(page.itertext())
    assert "This is a web feed" in text
    assert "To subscribe, copy this address" in text
    assert f"http://testserver{url}" in page.findtext(".//code")
    assert page.findtext(".//h1") == "All publications · Research Group Publications"
    [entry] = page.findall(".//ol/li/a")
    assert entry.text == "Fast & safe GPU kernels"
    assert entry.get("href").startswith("http://testserver/publications/")
    assert "Søren Ahmed" in text


@pytest.mark.parametrize("url", FEEDS)
def test_the_feed_page_needs_nothing_the_content_security_policy_refuses(client, listed, url):
    policy = client.get(url)["Content-Security-Policy"]
    assert "style-src 'self'" in policy
    page = transformed(client, url)
    assert page.findall(".//script") == [] and page.findall(".//style") == []
    assert not [element for element in page.iter() if element.get("style")]
    stylesheets = [link.get("href") for link in page.findall(".//link[@rel='stylesheet']")]
    assert stylesheets and all(href.startswith("/static/") for href in stylesheets)
    for href in stylesheets:
        assert client.get(href).status_code == 200


def test_an_empty_feed_says_so_in_the_browser(client):
    text = " ".join(transformed(client, "/feeds/atom/?year=1999").itertext())
    assert "Nothing in this feed yet." in text


def test_the_favicon_is_served_at_the_root_and_linked_from_every_page(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/x-icon"
    assert b"".join(response.streaming_content).startswith(b"\x00\x00\x01\x00")  # the ICO header
    assert "max-age=86400" in response["Cache-Control"]
    page = client.get(reverse("publications:list")).content.decode()
    assert '<link rel="icon" href="/static/favicon.' in page
    assert client.post("/favicon.ico").status_code == 405


@pytest.mark.parametrize("url", FEEDS)
def test_markup_in_a_title_shows_as_text_on_the_feed_page(client, url):
    make_publication(title="<script>alert(1)</script> & <b>bold</b>")
    page = transformed(client, url)
    assert page.findall(".//script") == [] and page.findall(".//b") == []
    assert page.find(".//ol/li/a").text == "<script>alert(1)</script> & <b>bold</b>"


@pytest.mark.parametrize("url", FEEDS)
def test_feeds_are_served_as_xml_and_feedparser_takes_that_media_type(client, listed, url):
    response = client.get(url)
    assert response["Content-Type"] == "application/xml; charset=utf-8"
    feed = feedparser.parse(response.content, response_headers={"content-type": response["Content-Type"]})
    assert not feed.bozo, feed.bozo_exception
    assert feed.version in {"rss20", "atom10"}
