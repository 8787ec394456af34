import html
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime
from html.parser import HTMLParser
from urllib.parse import urlencode
from xml.etree import ElementTree

import feedparser
import pytest
from django.core.cache import cache
from django.test.utils import override_script_prefix
from django.urls import resolve, reverse
from django.utils.http import http_date

from publications import freshness, parsing
from publications.derived import search_text_for
from publications.importing import apply_import, plan_import
from publications.models import Author, Publication, PublicationStatus, PublicationType, Tag, Venue
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.test_hostile_parsing import CASES, read_case
from publications.tests.test_hostile_rendering import assert_no_raw_markup, audit_html
from publications.web import caching, rendering
from publications.web.feeds import FEED_LENGTH
from publications.web.models import StoredEntry
from publications.web.templatetags.feed_tags import feed_urls_for

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def empty_page_cache():
    """Rendered feeds are cached by URL and data version; each test starts with none stored."""
    cache.clear()
    yield
    cache.clear()


RSS = "publications:feed-rss"
ATOM = "publications:feed-atom"
BASE_TIME = datetime(2024, 3, 1, 12, 0, tzinfo=UTC)


def read_feed(client, url, **headers):
    response = client.get(url, **headers)
    assert response.status_code == 200, response.content[:500]
    feed = feedparser.parse(response.content)
    assert feed.bozo == 0, feed.bozo_exception
    return response, feed


def shown_text(detail) -> str:
    """The text a reader shows for a title: HTML-typed titles are unescaped once."""
    return html.unescape(detail.value) if detail.type == "text/html" else detail.value


def added(publication: Publication, minutes: int) -> Publication:
    """Pretend the publication was added to the site `minutes` after BASE_TIME (and index its text)."""
    Publication.objects.filter(pk=publication.pk).update(
        created_at=BASE_TIME + timedelta(minutes=minutes), search_text=search_text_for(publication)
    )
    freshness.bump()
    publication.refresh_from_db()
    return publication


@pytest.fixture
def lab():
    """A small lab: three SC papers (two highlighted), a TPDS article with a DOI, a preprint."""
    zhang = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    pauloski = make_author(display_name="J. Gregory Pauloski", slug="j-gregory-pauloski")
    mo = make_author(display_name="Zizhao Mo", slug="zizhao-mo")
    sc = make_venue(
        short_name="SC", slug="sc", name="International Conference for High Performance Computing"
    )
    tpds = make_venue(
        short_name="TPDS", slug="tpds", name="IEEE Transactions on Parallel and Distributed Systems"
    )
    arxiv = make_venue(short_name="arXiv", slug="arxiv", name="arXiv", kind="preprint-server")
    gpu = Tag.objects.create(name="GPU clusters", slug="gpu-clusters")
    items = {
        "mirage": make_publication(
            title="Mirage: Towards Low-interruption Services on Batch GPU Clusters",
            year=2023,
            venue=sc,
            venue_name="SC",
            highlight=True,
            authors=[pauloski, zhang],
        ),
        "burst": make_publication(
            title="Fine-grained Policy-driven I/O Sharing for Burst Buffers",
            year=2023,
            venue=sc,
            highlight=True,
            authors=[zhang],
        ),
        "kfac": make_publication(
            title="Deep Neural Network Training with Distributed K-FAC",
            year=2022,
            venue=tpds,
            type=PublicationType.JOURNAL,
            doi="10.1109/tpds.2022.3161187",
            pdf_url="https://example.org/kfac.pdf",
            award="Best Paper Award",
            highlight=True,
            authors=[pauloski, zhang],
        ),
        "hetis": make_publication(
            title="Hetis: Serving LLMs in Heterogeneous GPU Clusters",
            year=2025,
            venue=sc,
            authors=[mo],
        ),
        "hybrid": make_publication(
            title="Serving Hybrid LLM Loads with SLO Guarantees",
            year=2026,
            venue=arxiv,
            type=PublicationType.PREPRINT,
            status=PublicationStatus.SUBMITTED,
            authors=[mo],
        ),
    }
    items["mirage"].tags.add(gpu)
    # Added to the site in an order unlike their years: feeds follow the order of addition.
    for minutes, key in enumerate(["kfac", "mirage", "hybrid", "burst", "hetis"]):
        items[key] = added(items[key], minutes)
    return items


def titles(feed) -> list[str]:
    return [entry.title for entry in feed.entries]


# The lab's own lists, imported through the import service.

SEED_SC_TITLES = {
    "Demystifying the Resilience of Large Language Models: An End-to-End Perspective",
    "Mirage: Towards Low-interruption Services on Batch GPU Clusters with Reinforcement Learning",
    "Fine-grained Policy-driven I/O Sharing for Burst Buffers",
    "KAISA: An Adaptive Second-order Optimizer Framework for Deep Neural Networks",
    "Convolutional Neural Network Training with Distributed K-FAC",
    "Parallelizing the Execution of Sequential Scripts",
    "Design and Analysis of Data Management in Scalable Parallel Scripting",
    "Toward Loosely Coupled Programming on Petascale Systems",
    "Hetis: Serving LLMs in Heterogeneous GPU Clusters with Fine-grained and Dynamic Parallelism",
    "Interference-aware Multiplexing for Deep Learning in GPU Clusters: A Middleware Approach",
}


def test_the_sc_feed_of_the_seed_lists_holds_exactly_their_sc_papers(client, seeded):
    for url in (
        reverse(RSS) + "?venue=sc",
        reverse(ATOM) + "?venue=SC",
        reverse("publications:venue-feed-atom", kwargs={"venue": "sc"}),
    ):
        _, feed = read_feed(client, url)
        assert {entry.title for entry in feed.entries} == SEED_SC_TITLES, url
        assert len(feed.entries) == len(SEED_SC_TITLES)
        assert feed.feed.title.startswith("SC · ")


def test_the_seed_lab_feed_lists_every_paper_latest_import_first(client, seeded):
    _, feed = read_feed(client, reverse(ATOM))
    assert len(feed.entries) == Publication.objects.listed().count() == 43
    published = [entry.published for entry in feed.entries]
    assert published == sorted(published, reverse=True)
    # The author-database page was imported after the lab page: its papers come first.
    assert feed.entries[0].title.startswith("Interference-aware Multiplexing")
    assert feed.entries[-1].title.startswith("Crafter")


def test_the_seed_highlights_of_sc_and_of_a_member(client, seeded):
    _, feed = read_feed(client, reverse(RSS) + "?venue=sc&highlight=true")
    assert len(feed.entries) == 5
    assert all("highlight" in [tag.term for tag in entry.tags] for entry in feed.entries)
    assert feed.feed.title.startswith("Highlights · SC")
    zhang = Author.objects.get(display_name="Zhao Zhang")
    _, feed = read_feed(client, reverse("publications:author-feed-rss", kwargs={"author": zhang.slug}))
    assert feed.feed.title.startswith("Publications by Zhao Zhang")
    assert len(feed.entries) == Publication.objects.listed().by_author(zhang).count() > 20
    assert all("Zhao Zhang" in entry.author or "Z. Zhang" in entry.author for entry in feed.entries)


# Every kind of feed, read back by a real feed parser.

FEEDS = [
    (RSS, {}, ""),
    (ATOM, {}, ""),
    (RSS, {}, "?highlight=true"),
    (ATOM, {}, "?venue=sc&highlight=true"),
    (RSS, {}, "?year=2023"),
    (ATOM, {}, "?year_min=2022&year_max=2023&type=conference"),
    (RSS, {}, "?status=submitted"),
    (ATOM, {}, "?tag=gpu-clusters"),
    (RSS, {}, "?q=GPU"),
    ("publications:author-feed-rss", {"author": "zhao-zhang"}, ""),
    ("publications:author-feed-atom", {"author": "zhao-zhang"}, "?highlight=true"),
    ("publications:venue-feed-rss", {"venue": "sc"}, ""),
    ("publications:venue-feed-atom", {"venue": "sc"}, ""),
]


@pytest.mark.parametrize(("name", "kwargs", "query"), FEEDS)
def test_every_kind_of_feed_is_a_well_formed_feed_of_its_type(client, lab, name, kwargs, query):
    response, feed = read_feed(client, reverse(name, kwargs=kwargs) + query)
    expected_version = "atom10" if name.endswith("atom") else "rss20"
    assert feed.version == expected_version
    # Served as XML so that a browser applies the feed's stylesheet (test_feed_stylesheet.py).
    assert response["Content-Type"] == "application/xml; charset=utf-8"
    assert feed.entries


def test_the_lab_feed_lists_publications_newest_addition_first(client, lab):
    for name in (RSS, ATOM):
        _, feed = read_feed(client, reverse(name))
        assert titles(feed) == [lab[key].title for key in ["hetis", "burst", "hybrid", "mirage", "kfac"]], (
            name
        )


def test_entries_carry_the_time_they_were_added_and_atom_the_time_they_changed(client, lab):
    _, rss = read_feed(client, reverse(RSS))
    _, atom = read_feed(client, reverse(ATOM))
    hetis = lab["hetis"]
    assert parsedate_to_datetime(rss.entries[0].published) == hetis.created_at
    assert atom.entries[0].published == hetis.created_at.isoformat()
    assert atom.entries[0].updated == hetis.updated_at.isoformat()


def test_an_entry_keeps_its_id_when_the_publication_is_edited(client, lab):
    mirage = lab["mirage"]
    _, rss_before = read_feed(client, reverse(RSS))
    _, atom_before = read_feed(client, reverse(ATOM))
    mirage.title = "Mirage: Low-interruption Services on Batch GPU Clusters (extended)"
    mirage.year = 2024
    mirage.save()
    _, rss_after = read_feed(client, reverse(RSS))
    _, atom_after = read_feed(client, reverse(ATOM))

    def entry(feed, title):
        return next(e for e in feed.entries if e.title == title)

    old, new = mirage.title, "Mirage: Towards Low-interruption Services on Batch GPU Clusters"
    assert entry(rss_after, old).id == entry(rss_before, new).id
    assert entry(atom_after, old).id == entry(atom_before, new).id
    assert entry(atom_after, old).published == entry(atom_before, new).published
    assert entry(atom_after, old).updated > entry(atom_before, new).updated


def test_the_rss_guid_is_the_publication_page_and_says_so(client, lab):
    response, feed = read_feed(client, reverse(RSS))
    entry = feed.entries[0]
    assert entry.id == f"http://testserver{lab['hetis'].get_absolute_url()}"
    assert entry.link == entry.id
    assert b'<guid isPermaLink="true">' in response.content


def test_entries_are_categorised_by_venue_type_tags_and_highlight(client, lab):
    for name in (RSS, ATOM):
        _, feed = read_feed(client, reverse(name))
        mirage = next(e for e in feed.entries if e.title == lab["mirage"].title)
        assert [tag.term for tag in mirage.tags] == ["SC", "Conference paper", "GPU clusters", "highlight"]
        preprint = next(e for e in feed.entries if e.title == lab["hybrid"].title)
        assert [tag.term for tag in preprint.tags] == ["arXiv", "Preprint"]


def test_the_description_gives_authors_venue_year_award_and_links(client, lab):
    for name in (RSS, ATOM):
        _, feed = read_feed(client, reverse(name))
        kfac = next(e for e in feed.entries if e.title == lab["kfac"].title)
        assert "J. Gregory Pauloski, Zhao Zhang" in kfac.summary
        assert "IEEE Transactions on Parallel and Distributed Systems, 2022" in kfac.summary
        assert "Best Paper Award" in kfac.summary
        assert 'href="https://doi.org/10.1109/tpds.2022.3161187"' in kfac.summary
        assert 'href="https://example.org/kfac.pdf"' in kfac.summary
        assert kfac.author == "J. Gregory Pauloski, Zhao Zhang"
        preprint = next(e for e in feed.entries if e.title == lab["hybrid"].title)
        assert "(submitted)" in preprint.summary


def test_atom_entries_link_to_the_doi_and_pdf_as_related(client, lab):
    _, feed = read_feed(client, reverse(ATOM))
    kfac = next(e for e in feed.entries if e.title == lab["kfac"].title)
    related = {link.title: link.href for link in kfac.links if link.rel == "related"}
    assert related == {
        "DOI": "https://doi.org/10.1109/tpds.2022.3161187",
        "PDF": "https://example.org/kfac.pdf",
    }
    alternate = [link.href for link in kfac.links if link.rel == "alternate"]
    assert alternate == [f"http://testserver{lab['kfac'].get_absolute_url()}"]


# Filtered feeds hold exactly what the filter selects, and say so in their title.


def test_the_venue_feed_holds_exactly_the_venues_publications(client, lab):
    sc_titles = {lab[key].title for key in ["mirage", "burst", "hetis"]}
    for url in (
        reverse(RSS) + "?venue=sc",
        reverse(ATOM) + "?venue=SC",
        reverse("publications:venue-feed-rss", kwargs={"venue": "sc"}),
    ):
        _, feed = read_feed(client, url)
        assert set(titles(feed)) == sc_titles, url
        assert len(feed.entries) == 3


def test_highlights_of_a_venue_are_titled_after_both(client, lab):
    _, feed = read_feed(client, reverse(RSS) + "?venue=sc&highlight=true")
    assert titles(feed) == [lab["burst"].title, lab["mirage"].title]
    assert feed.feed.title.startswith("Highlights · SC")


def test_the_author_feed_is_titled_after_the_author_and_links_to_their_page(client, lab):
    author_page = "http://testserver" + reverse("publications:author-detail", kwargs={"slug": "zhao-zhang"})
    for url, page in (
        (reverse("publications:author-feed-atom", kwargs={"author": "zhao-zhang"}), author_page),
        (reverse(ATOM) + "?author=zhao-zhang", "http://testserver/?author=zhao-zhang"),
    ):
        _, feed = read_feed(client, url)
        assert titles(feed) == [lab[key].title for key in ["burst", "mirage", "kfac"]]
        assert feed.feed.title.startswith("Publications by Zhao Zhang")
        assert feed.feed.link == page


def test_the_author_page_feed_keeps_the_other_filters_of_the_query(client, lab):
    url = reverse("publications:author-feed-rss", kwargs={"author": "zhao-zhang"}) + "?year=2022"
    _, feed = read_feed(client, url)
    assert titles(feed) == [lab["kfac"].title]
    assert feed.feed.title.startswith("Publications by Zhao Zhang · 2022")


def test_the_year_feed_is_titled_after_the_year(client, lab):
    _, feed = read_feed(client, reverse(RSS) + "?year=2023")
    assert set(titles(feed)) == {lab["mirage"].title, lab["burst"].title}
    assert feed.feed.title.startswith("2023")


def test_the_unfiltered_feed_is_titled_after_the_site(client, lab, settings):
    _, feed = read_feed(client, reverse(ATOM))
    assert feed.feed.title == f"All publications · {settings.SITE_NAME}"


def test_the_feed_points_at_the_page_and_itself_with_the_same_filter(client, lab):
    _, feed = read_feed(client, reverse(ATOM) + "?highlight=true&venue=sc&utm_source=x")
    links = {link.rel: link.href for link in feed.feed.links}
    assert links["self"].startswith("http://testserver" + reverse(ATOM) + "?")
    assert "utm_source" not in links["self"]
    assert "venue=sc" in links["self"]
    assert "highlight=true" in links["self"]
    assert links["alternate"].startswith("http://testserver" + reverse("publications:list") + "?")
    assert "venue=sc" in links["alternate"]


def test_a_valid_filter_that_matches_nothing_gives_an_empty_feed(client, lab):
    _, feed = read_feed(client, reverse(RSS) + "?year=1999")
    assert feed.entries == []
    _, feed = read_feed(client, reverse(ATOM) + "?q=nonexistentword")
    assert feed.entries == []


@pytest.mark.parametrize(
    "url",
    [
        reverse(RSS) + "?venue=nowhere",
        reverse(RSS) + "?author=nobody",
        reverse(ATOM) + "?tag=nothing",
        reverse("publications:author-feed-rss", kwargs={"author": "nobody"}),
        reverse("publications:venue-feed-atom", kwargs={"venue": "nowhere"}),
    ],
)
def test_a_filter_naming_nothing_is_not_found(client, lab, url):
    assert client.get(url).status_code == 404


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        (reverse(RSS) + "?year=abc", "year: Enter a whole number."),
        (reverse(ATOM) + "?year=%C2%B2", "year: Enter a whole number."),
        (reverse(RSS) + "?type=poem", "type: Select a valid choice."),
        (reverse(ATOM) + "?status=lost", "status: Select a valid choice."),
        (reverse("publications:author-feed-rss", kwargs={"author": "zhao-zhang"}) + "?year=x", "year:"),
    ],
)
def test_a_malformed_filter_is_a_bad_request_that_says_why(client, lab, url, reason):
    response = client.get(url)
    assert response.status_code == 400
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert reason in response.content.decode()


@pytest.mark.parametrize(
    "query",
    [
        "?q=%3Cscript%3Ealert(1)%3C/script%3E",
        "?q=%00%01",
        "?q=" + "a" * 5000,
        "?q=%27%20OR%201%3D1--",
        "?year=99999999999999999999",
        "?year=-1",
        "?year_min=2030&year_max=1990",
        "?venue=%00",
        "?author=..%2F..%2Fetc",
        "?highlight=maybe",
        "?venue=sc&venue=tpds",
        "?page=-3",
        "?%FF=%FE",
    ],
)
def test_hostile_query_values_never_cause_a_server_error(client, lab, query):
    for name in (RSS, ATOM):
        response = client.get(reverse(name) + query)
        assert response.status_code in (200, 400, 404), (query, response.status_code)
        if response.status_code == 200:
            assert feedparser.parse(response.content).bozo == 0


def test_feeds_are_bounded(client):
    venue = make_venue()
    for _ in range(FEED_LENGTH + 3):
        make_publication(venue=venue)
    _, feed = read_feed(client, reverse(RSS))
    assert len(feed.entries) == FEED_LENGTH


def test_artifacts_are_not_entries_of_their_own(client, lab):
    make_publication(title="Mirage traces", type=PublicationType.DATASET, artifact_of=lab["mirage"])
    _, feed = read_feed(client, reverse(RSS))
    assert "Mirage traces" not in titles(feed)


# Hostile text stays text.

HOSTILE_TITLE = "Fast <script>alert('x')</script> & Furious ]]> <b>GPUs</b> \"quoted\""


@pytest.mark.parametrize("name", [RSS, ATOM])
def test_markup_in_titles_and_names_is_escaped(client, name):
    venue = make_venue(short_name="A&B <i>", slug="a-and-b")
    author = make_author(display_name="Ann <b>Bold</b> & Co")
    make_publication(
        title=HOSTILE_TITLE,
        abstract=HOSTILE_TITLE,
        venue=venue,
        venue_name="A&B <i>Proc</i> ]]>",
        authors=[author],
        pdf_url="javascript:alert(1)",
    )
    response, feed = read_feed(client, reverse(name))
    entry = feed.entries[0]
    assert shown_text(entry.title_detail) == HOSTILE_TITLE
    assert b"<script>" not in response.content
    assert "<script" not in entry.summary
    assert "&lt;script&gt;" in entry.summary
    assert "A&amp;B &lt;i&gt;Proc&lt;/i&gt; ]]&gt;" in entry.summary
    assert entry.author == "Ann <b>Bold</b> & Co"
    assert "A&B <i>" in [tag.term for tag in entry.tags]
    assert "javascript" not in response.content.decode()


@pytest.mark.parametrize("name", [RSS, ATOM])
def test_control_characters_are_dropped_rather_than_breaking_the_feed(client, name):
    author = make_author(display_name="Bell\x07 Backspace\x08")
    make_publication(
        title="Vertical\x0btab and form\x0cfeed \x1b[31m escape",
        award="Best\x1f Paper",
        authors=[author],
        venue=make_venue(short_name="Ctl\x01", slug="ctl"),
    )
    _, feed = read_feed(client, reverse(name))
    entry = feed.entries[0]
    assert shown_text(entry.title_detail) == "Verticaltab and formfeed [31m escape"
    assert entry.author == "Bell Backspace"
    assert "Best Paper" in entry.summary
    _, feed = read_feed(client, reverse(name) + "?venue=ctl")
    assert feed.feed.title.startswith("Ctl · ")


# One escaping rule for channel and entries, RSS and Atom, against the hostile catalogue.

HOSTILE_FILES = [case for case in CASES if case.get("hostile")]
HOSTILE_LINES = [
    line.strip()[:120]
    for case in HOSTILE_FILES
    for line in read_case(case).splitlines()
    if "<" in line or ">" in line
]
HTML_TEXT_ELEMENTS = {"title", "subtitle", "description", "summary"}
TITLE_ELEMENTS = {"title", "subtitle"}
FEED_ELEMENTS = {
    "rss": {"rss", "channel", "title", "link", "description", "language", "lastBuildDate", "item", "guid",
            "pubDate", "creator", "category"},
    "atom": {"feed", "title", "link", "id", "updated", "author", "name", "subtitle", "entry", "published",
             "summary", "category"},
}  # fmt: skip


def tags_in(html_text: str) -> list[str]:
    """The elements an HTML renderer would create from the text."""

    class Tags(HTMLParser):
        found: list[str] = []

        def handle_starttag(self, tag, attrs):
            self.found = [*self.found, tag]

    parser = Tags()
    parser.feed(html_text)
    parser.close()
    return parser.found


def assert_no_live_markup(content: bytes, kind: str) -> None:
    """No markup at the XML level (no element but the format's own) nor at the HTML level (titles are
    text once unescaped for HTML, descriptions hold only what ``publication_description`` writes)."""
    root = ElementTree.fromstring(content)
    names = {node.tag.split("}")[-1] for node in root.iter()}
    assert names <= FEED_ELEMENTS[kind], names - FEED_ELEMENTS[kind]
    for node in root.iter():
        name = node.tag.split("}")[-1]
        if name in TITLE_ELEMENTS or (name == "description" and node in list(root.find("channel") or [])):
            assert tags_in(node.text or "") == [], (name, node.text)
        elif name in HTML_TEXT_ELEMENTS:
            assert_no_raw_markup(node.text or "", f"a {kind} {name}")
            assert not audit_html(node.text or "").problems
    if kind == "atom":
        typed = [node.get("type") for node in root.iter() if node.tag.split("}")[-1] in HTML_TEXT_ELEMENTS]
        assert set(typed) == {"html"}


@pytest.fixture
def hostile_catalogue(settings):
    """The hostile catalogue imported through the real parser and importer, under a hostile site name."""
    settings.SITE_NAME = HOSTILE_LINES[0]
    for case in HOSTILE_FILES:
        text = read_case(case)
        result = parsing.parse(text)
        apply_import(plan_import(result.entries, format=result.format, issues=result.issues), raw_text=text)
    assert Author.objects.count() >= 5 and Venue.objects.count() >= 3
    return settings.SITE_NAME


def hostile_feeds() -> list[tuple[str, str, str]]:
    """(kind, URL, a text the feed title must show) for every author, venue and hostile query feed."""
    feeds = []
    for kind in ("rss", "atom"):
        for author in Author.objects.all():
            url = reverse(f"publications:author-feed-{kind}", kwargs={"author": author.slug})
            feeds.append((kind, url, author.display_name))
        for venue in Venue.objects.all():
            feeds.append(
                (kind, reverse(f"publications:venue-feed-{kind}", kwargs={"venue": venue.slug}), str(venue))
            )
        for line in HOSTILE_LINES:
            feeds.append((kind, reverse(f"publications:feed-{kind}") + "?" + urlencode({"q": line}), line))
    return feeds


def test_hostile_names_site_name_and_queries_reach_no_reader_as_markup(client, hostile_catalogue):
    feeds = hostile_feeds()
    for kind, url, label in feeds:
        response = client.get(url)
        assert response.status_code == 200, url
        assert_no_live_markup(response.content, kind)
        feed = feedparser.parse(response.content)
        assert feed.bozo == 0, (url, feed.bozo_exception)
        # Read back, the channel shows the hostile text as characters, in title and description alike.
        assert label.strip() in shown_text(feed.feed.title_detail), (url, feed.feed.title)
        assert hostile_catalogue in shown_text(feed.feed.title_detail)
        assert hostile_catalogue in shown_text(feed.feed.subtitle_detail)
        for entry in feed.entries:
            assert tags_in(entry.title_detail.value) == []
            stored = Publication.objects.get(pk=int(entry.link.rstrip("/").rsplit("/", 1)[-1]))
            assert shown_text(entry.title_detail) == stored.title
            names = [a.author.display_name for a in stored.authorships.order_by("position")]
            assert entry.get("author", "") == ", ".join(names)
    assert (
        sum(bool(feedparser.parse(client.get(url).content).entries) for _, url, _ in feeds) > len(feeds) / 3
    )


@pytest.mark.parametrize("kind", ["rss", "atom"])
def test_channel_and_entry_titles_follow_the_same_rule(client, kind, settings):
    settings.SITE_NAME = "Lab & <i>Co</i>"
    venue = make_venue(short_name="X </script><script>alert(1)</script>", slug="x-venue")
    make_publication(title="Same <i>rule</i> & all", venue=venue)
    response = client.get(reverse(f"publications:venue-feed-{kind}", kwargs={"venue": "x-venue"}))
    assert_no_live_markup(response.content, kind)
    feed = feedparser.parse(response.content)
    channel, entry = feed.feed.title_detail, feed.entries[0].title_detail
    # Atom says so; for RSS, HTML is the convention readers follow, and feedparser's guess.
    assert (channel.type, entry.type) == ("text/html", "text/html")
    assert shown_text(channel) == "X </script><script>alert(1)</script> · Lab & <i>Co</i>"
    assert shown_text(entry) == "Same <i>rule</i> & all"
    assert "<script>" not in response.content.decode()


# Cheap to poll: conditional GET and caching headers.


def test_a_feed_carries_validators_from_the_data_version_and_may_be_cached_publicly(client, lab):
    response, _ = read_feed(client, reverse(RSS) + "?venue=sc")
    version = freshness.current()
    assert response["ETag"] == caching.page_etag(version)
    assert response["Last-Modified"] == http_date(version.changed_at.timestamp())
    assert "public" in response["Cache-Control"]
    assert "max-age=300" in response["Cache-Control"]


def test_feeds_of_other_filters_are_never_served_for_each_other(client, lab):
    sc = client.get(reverse(RSS) + "?venue=sc")
    tpds = client.get(reverse(RSS) + "?venue=tpds")
    atom = client.get(reverse(ATOM) + "?venue=sc")
    assert set(titles(feedparser.parse(tpds.content))) == {lab["kfac"].title}
    assert len(feedparser.parse(sc.content).entries) == 3
    assert feedparser.parse(atom.content).version == "atom10"


def test_a_reader_with_a_current_etag_gets_not_modified_without_rendering(
    client, lab, django_assert_num_queries
):
    url = reverse(ATOM) + "?venue=sc&highlight=true"
    etag = client.get(url)["ETag"]
    with django_assert_num_queries(1):
        response = client.get(url, headers={"if-none-match": etag})
    assert response.status_code == 304
    assert response.content == b""
    assert response["ETag"] == etag


def test_a_reader_with_a_current_date_gets_not_modified_without_rendering(
    client, lab, django_assert_num_queries
):
    url = reverse("publications:author-feed-rss", kwargs={"author": "zhao-zhang"})
    last_modified = client.get(url)["Last-Modified"]
    with django_assert_num_queries(1):
        response = client.get(url, headers={"if-modified-since": last_modified})
    assert response.status_code == 304
    assert response["Last-Modified"] == last_modified


def test_a_change_to_the_data_makes_the_feed_fresh_again(client, lab):
    url = reverse(RSS)
    first = client.get(url)
    make_publication(title="A brand new paper")
    response = client.get(
        url, headers={"if-none-match": first["ETag"], "if-modified-since": first["Last-Modified"]}
    )
    assert response.status_code == 200
    assert response["ETag"] != first["ETag"]
    assert feedparser.parse(response.content).entries[0].title == "A brand new paper"


def test_feeds_refuse_writes(client, lab):
    assert client.post(reverse(RSS)).status_code == 405


# Cheap to build: a fixed number of queries whatever the number of entries.


def _fill(count: int) -> None:
    venue = make_venue(short_name="SC", slug="sc")
    author = make_author(slug="zhao-zhang")
    tag = Tag.objects.create(name="GPU", slug="gpu")
    for _ in range(count):
        publication = make_publication(
            venue=venue, authors=[author, make_author()], doi="", highlight=True, award="Best Paper"
        )
        publication.tags.add(tag)
        make_publication(title="Data", type=PublicationType.DATASET, artifact_of=publication)


@pytest.mark.parametrize(
    "url",
    [
        reverse(RSS),
        reverse(ATOM) + "?venue=sc&highlight=true&tag=gpu",
        reverse("publications:author-feed-atom", kwargs={"author": "zhao-zhang"}),
        reverse("publications:venue-feed-rss", kwargs={"venue": "sc"}),
    ],
)
@pytest.mark.parametrize("count", [1, 30])
def test_a_feed_costs_the_same_queries_for_one_or_thirty_entries(
    client, django_assert_num_queries, url, count
):
    _fill(count)
    expected = QUERIES_PER_FEED[url]
    with django_assert_num_queries(expected):
        response = client.get(url)
    assert response.status_code == 200
    assert len(feedparser.parse(response.content).entries) == count


# The data version, the listing query, three prefetches (authors, artifacts, tags), plus look-ups
# of the author, venue or tag a filter names.
QUERIES_PER_FEED = {
    reverse(RSS): 5,
    reverse(ATOM) + "?venue=sc&highlight=true&tag=gpu": 7,
    reverse("publications:author-feed-atom", kwargs={"author": "zhao-zhang"}): 6,
    reverse("publications:venue-feed-rss", kwargs={"venue": "sc"}): 6,
}


# Each publication's item stored with its listing entry (``publications.web.stored_entries``): read
# with the feed's rows, and the same feed, character for character.

STORED_ITEMS_SPARE = 3  # the whole rows with their authors, their artifacts, their tags


@pytest.mark.parametrize("url", list(QUERIES_PER_FEED))
@pytest.mark.parametrize("count", [1, 30])
def test_a_feed_of_stored_items_reads_only_its_rows_and_is_the_feed_built_afresh(
    client, django_assert_num_queries, url, count
):
    _fill(count)
    built = client.get(url).content
    rendering.fill_stored_entries()
    cache.clear()
    with django_assert_num_queries(QUERIES_PER_FEED[url] - STORED_ITEMS_SPARE):
        response = client.get(url)
    assert response.content == built
    feed = feedparser.parse(response.content)
    assert feed.bozo == 0, feed.bozo_exception
    assert len(feed.entries) == count


def test_stored_items_give_each_site_the_feed_built_for_it(client, lab, settings):
    """Links to pages of the site (a dataset without a URL of its own) carry the request's
    scheme, host and script prefix, stored or not; hostile text stays text."""
    settings.ALLOWED_HOSTS = ["lab.example", "testserver"]
    dataset = make_publication(title="Traces", type=PublicationType.DATASET, artifact_of=lab["mirage"])
    make_publication(title=HOSTILE_TITLE, abstract=HOSTILE_TITLE, award="<b>", venue_name="A & B")
    urls = [
        reverse(RSS),
        reverse(ATOM),
        reverse(ATOM) + "?venue=sc",
        reverse("publications:author-feed-atom", kwargs={"author": "zhao-zhang"}),
    ]

    def bodies() -> dict:
        answers = {}
        for url in urls:
            for host, secure in (("testserver", False), ("lab.example", True)):
                for prefix in ("/", "/group/"):
                    cache.clear()
                    with override_script_prefix(prefix):
                        response = client.get(url, HTTP_HOST=host, secure=secure)
                    answers[url, host, secure, prefix] = response.content
        return answers

    built = bodies()
    rendering.fill_stored_entries()
    assert StoredEntry.objects.count() == Publication.objects.listed().count()
    assert bodies() == built
    mirage = next(
        entry
        for entry in feedparser.parse(built[reverse(ATOM), "lab.example", True, "/group/"]).entries
        if entry.title == lab["mirage"].title
    )
    assert f'href="https://lab.example/group/publications/{dataset.pk}/"' in mirage.summary


def test_an_item_stored_before_a_write_is_not_served_after_it(client, lab):
    rendering.fill_stored_entries()
    Publication.objects.filter(pk=lab["kfac"].pk).update(title="Retitled by a bulk update")
    Author.objects.filter(slug="zhao-zhang").update(display_name="Zhao Renamed")
    for name in (RSS, ATOM):
        cache.clear()
        _, feed = read_feed(client, reverse(name))
        kfac = next(entry for entry in feed.entries if entry.link.endswith(lab["kfac"].get_absolute_url()))
        assert kfac.title == "Retitled by a bulk update"
        assert kfac.author == "J. Gregory Pauloski, Zhao Renamed"
        mirage = next(entry for entry in feed.entries if entry.title == lab["mirage"].title)
        assert "Zhao Renamed" in mirage.summary


# Pages point feed readers at the feed of what they list.


def page_feeds(rf, url: str) -> dict[str, str]:
    request = rf.get(url)
    request.resolver_match = resolve(request.path)
    return feed_urls_for(request)


def test_the_list_page_offers_the_feed_of_its_own_filter_without_its_page_number(rf):
    feeds = page_feeds(rf, "/?venue=sc&highlight=true&page=3&utm_source=mail")
    assert feeds == {
        "rss": "/feeds/rss/?highlight=true&venue=sc",
        "atom": "/feeds/atom/?highlight=true&venue=sc",
    }


def test_author_and_venue_pages_offer_their_own_feed_with_the_rest_of_the_filter(rf):
    assert page_feeds(rf, "/authors/zhao-zhang/?year=2023&author=other")["atom"] == (
        "/authors/zhao-zhang/feed/atom/?year=2023"
    )
    assert page_feeds(rf, "/venues/sc/")["rss"] == "/venues/sc/feed/rss/"


def test_other_pages_offer_the_feed_of_all_publications(rf):
    assert page_feeds(rf, "/publications/7/?venue=sc")["rss"] == "/feeds/rss/"


@pytest.mark.parametrize(
    ("page", "rss", "atom"),
    [
        (
            "/?venue=sc&highlight=true",
            "/feeds/rss/?highlight=true&venue=sc",
            "/feeds/atom/?highlight=true&venue=sc",
        ),
        ("/authors/zhao-zhang/", "/authors/zhao-zhang/feed/rss/", "/authors/zhao-zhang/feed/atom/"),
        ("/venues/sc/?year=2023", "/venues/sc/feed/rss/?year=2023", "/venues/sc/feed/atom/?year=2023"),
    ],
)
def test_listing_pages_announce_their_feeds_to_readers_and_visitors(client, lab, page, rss, atom):
    response = client.get(page)
    assert response.status_code == 200
    body = response.content.decode()
    rss_href, atom_href = html.escape(rss), html.escape(atom)
    site = response.context["site_name"]
    assert f'<link rel="alternate" type="application/rss+xml" title="{site} (RSS)" href="{rss_href}">' in body
    assert (
        f'<link rel="alternate" type="application/atom+xml" title="{site} (Atom)" href="{atom_href}">' in body
    )
    assert f'<a href="{rss_href}" type="application/rss+xml">RSS feed</a>' in body
    assert f'<a href="{atom_href}" type="application/atom+xml">Atom feed</a>' in body
    # The announced feed is a working feed of the same selection.
    _, feed = read_feed(client, rss)
    assert feed.entries


def test_a_publication_page_announces_the_feed_of_all_publications(client, lab):
    body = client.get(lab["kfac"].get_absolute_url()).content.decode()
    assert 'type="application/rss+xml" title=' in body
    assert 'href="/feeds/rss/"' in body


def test_a_year_range_is_named_in_the_title(client, lab):
    _, feed = read_feed(client, reverse(RSS) + "?year_min=2022&year_max=2023")
    assert feed.feed.title.startswith("2022\N{EN DASH}2023 · ")
    _, feed = read_feed(client, reverse(RSS) + "?year_min=2025")
    assert feed.feed.title.startswith("since 2025 · ")
    assert set(titles(feed)) == {lab["hetis"].title, lab["hybrid"].title}


def test_a_head_request_gets_the_headers_of_the_feed(client, lab):
    response = client.head(reverse(ATOM))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/xml; charset=utf-8"
    assert response["ETag"]


def test_an_atom_entry_without_authors_is_attributed_to_the_site(client, settings):
    make_publication(title="Anonymous technical report")
    response, feed = read_feed(client, reverse(ATOM))
    assert feed.feed.author == settings.SITE_NAME
    assert response.content.count(b"<author>") == 1
