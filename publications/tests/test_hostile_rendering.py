"""Hostile strings stored in every field: every page, feed, export, API answer and admin page shows
them as text. No script runs, no attribute breaks out, only http(s) links are links, JSON-LD
cannot be closed early, and spreadsheet exports cannot start a formula."""

from __future__ import annotations

import csv
import io
import json
from html.parser import HTMLParser
from urllib.parse import urlsplit
from xml.etree import ElementTree

import feedparser
import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from publications.exports import EXPORTERS, ExportFormat
from publications.importing import apply_import, plan_import
from publications.models import Author, AuthorAlias, Publication, PublicationType, Tag, VenueAlias
from publications.parsing import parse
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.public_urls import public_urls
from publications.tests.test_hostile_parsing import CASES, read_case

pytestmark = pytest.mark.django_db

SCRIPT = "<script>alert('x')</script>"
BREAKOUT = "\"'><img src=x onerror=alert(1)>"
CLOSE_JSON_LD = "</script><script>alert('ld')</script><!--"
FORMULA = '=HYPERLINK("http://evil.example","x")'
HOSTILE = f"{SCRIPT} {BREAKOUT} {CLOSE_JSON_LD} {{}} }}{{ \\end{{document}}"
BAD_URLS = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(2)",
    "data:text/html,<script>alert(3)</script>",
    "vbscript:x",
    "ftp://example.org/paper.pdf",  # a valid URL for Django's URLField, but not a web link
]
RAW_MARKERS = ["<script>alert", "<img src=x", "<svg/onload", "</script><script>"]
SAFE_SCHEMES = {"", "http", "https", "mailto"}
DESCRIPTIONS = {"description", "summary", "content"}
URL_ATTRIBUTES = {"href", "src", "action", "formaction", "srcset", "data", "poster", "cite", "background"}


@pytest.fixture
def hostile_site():
    venue = make_venue(
        short_name=f"=SC{SCRIPT}"[:100], name=f"{FORMULA} {HOSTILE}", url=BAD_URLS[0], slug="hostile-venue"
    )
    VenueAlias.objects.create(venue=venue, name=HOSTILE[:500], key="hostilevenue")
    author = make_author(
        display_name=f"+{BREAKOUT} Evil{SCRIPT}",
        given_name=f"@{SCRIPT}",
        family_name=f"-{BREAKOUT}",
        homepage=BAD_URLS[1],
        orcid="0000-0002-1825-0097",
        is_member=True,
        slug="hostile-author",
    )
    AuthorAlias.objects.create(author=author, name=HOSTILE[:300], key="hostileauthor")
    colleague = make_author(
        display_name=f'O\'Brien "Quote" {FORMULA}', slug="quote-author", homepage=BAD_URLS[4], is_member=True
    )
    tag = Tag.objects.create(name=f"{SCRIPT}tag"[:100], slug="hostile-tag")
    publication = make_publication(
        authors=[author, colleague],
        title=f"{FORMULA} {HOSTILE}",
        venue=venue,
        venue_name=f"@{HOSTILE}"[:500],
        volume="=1+1",
        number="-2+3",
        pages="+1--2",
        article_number="@SUM(A1)",
        publisher=HOSTILE[:300],
        doi="10.1234/\"><script>alert('doi')</script>".lower(),
        arxiv_id='2101.00001"><b>',
        url=BAD_URLS[0],
        pdf_url=BAD_URLS[1],
        code_url=BAD_URLS[2],
        slides_url=BAD_URLS[3],
        video_url='https://example.org/video?a=1&b="><script>',
        project_url="https://example.org/project",
        abstract=f"{CLOSE_JSON_LD} {HOSTILE} \u2028\u2029 line separators",
        award=f"Best {SCRIPT}",
        note=f"private {SCRIPT}",
        bibtex_key='key"><script>',
        highlight=True,
        type=PublicationType.JOURNAL,
    )
    publication.tags.add(tag)
    artifact = make_publication(
        title=f"Dataset {SCRIPT}", type=PublicationType.DATASET, artifact_of=publication, url=BAD_URLS[0]
    )
    preprint = make_publication(
        title=f"Preprint {BREAKOUT}", type=PublicationType.PREPRINT, published_version=publication
    )
    return publication, author, venue, artifact, preprint


class PageAudit(HTMLParser):
    """Collects what would execute or navigate somewhere in an HTML page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []
        self.json_ld: list[str] = []
        self._in_script: str | None = None
        self._script_text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"event handler {name}= on <{tag}>")
            if name == "style":
                self.problems.append(f"inline style on <{tag}> (blocked by the policy)")
            if name in URL_ATTRIBUTES and value:
                for candidate in value.split(",") if name == "srcset" else [value]:
                    scheme = urlsplit(candidate.strip()).scheme.lower()
                    if scheme not in SAFE_SCHEMES:
                        self.problems.append(f"{scheme}: URL in <{tag} {name}>")
        if tag in {"iframe", "object", "embed", "style", "frame"}:
            self.problems.append(f"<{tag}> element")
        if tag == "base" and set(attributes) != {"target"}:
            self.problems.append("<base> that changes where relative links go")
        if tag == "script":
            if attributes.get("src"):
                self._in_script = "external"
            elif attributes.get("type") == "application/ld+json":
                self._in_script = "json-ld"
            else:
                self.problems.append("inline script")
                self._in_script = "inline"
            self._script_text = []
        if tag == "meta" and (attributes.get("http-equiv") or "").lower() == "refresh":
            self.problems.append("meta refresh")

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self._script_text.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._in_script:
            text = "".join(self._script_text)
            if self._in_script == "json-ld":
                self.json_ld.append(text)
            elif text.strip():
                self.problems.append("script with both src and a body")
            self._in_script = None


def audit_html(html: str) -> PageAudit:
    audit = PageAudit()
    audit.feed(html)
    audit.close()
    for block in audit.json_ld:
        json.loads(block)
        assert "<" not in block, "JSON-LD escapes < so that no </script> can end it"
    return audit


def assert_no_raw_markup(text: str, where: str) -> None:
    for marker in RAW_MARKERS:
        assert marker not in text, f"{marker!r} unescaped in {where}"


def body(response) -> str:
    if response["Content-Type"].startswith("image/"):
        return ""  # the site's icon: no stored text in it
    if response.streaming:
        return b"".join(response.streaming_content).decode()
    return response.content.decode()


def test_every_public_page_shows_hostile_data_as_text_only(client, hostile_site):
    publication, author, venue, _, _ = hostile_site
    for url in public_urls(publication, author, venue):
        response = client.get(url)
        assert response.status_code == 200, url
        content_type = response["Content-Type"]
        if content_type.startswith("image/"):
            continue  # the site's icon: no text of anyone's in it
        text = body(response)
        if content_type.startswith("text/html"):
            assert_no_raw_markup(text, url)
            audit = audit_html(text)
            assert not audit.problems, (url, audit.problems)
        elif "json" in content_type:
            json.loads(text)
        elif "xml" in content_type:
            assert_no_raw_markup(text, url)


def test_the_detail_page_does_show_the_hostile_title_escaped(client, hostile_site):
    publication = hostile_site[0]
    html = body(client.get(publication.get_absolute_url()))
    assert "&lt;script&gt;alert(" in html
    assert "private" not in html  # the note is never public


def test_the_coauthors_page_shows_hostile_names_escaped(client, hostile_site):
    author = hostile_site[1]
    html = body(client.get(reverse("publications:author-coauthors", kwargs={"slug": author.slug})))
    assert "<h1>Co-authors of +&quot;&#x27;&gt;&lt;img src=x onerror=alert(1)&gt; Evil&lt;script&gt;" in html
    assert "O&#x27;Brien &quot;Quote&quot; =HYPERLINK(" in html
    assert_no_raw_markup(html, "the co-authors page")


def test_only_http_links_are_rendered_as_links(client, hostile_site):
    publication, _, venue, _, _ = hostile_site
    html = body(client.get(publication.get_absolute_url()))
    assert 'href="https://example.org/project"' in html
    pages = (
        [html]
        + [body(client.get(person.get_absolute_url())) for person in Author.objects.all()]
        + [body(client.get(venue.get_absolute_url())), body(client.get("/authors/"))]
    )
    for page in pages:
        assert not audit_html(page).problems
        for bad in BAD_URLS:
            assert f'href="{bad}' not in page
            assert f"href='{bad}" not in page


def test_json_ld_and_meta_tags_survive_a_title_that_closes_the_script(client, hostile_site):
    publication = hostile_site[0]
    audit = audit_html(body(client.get(publication.get_absolute_url())))
    assert not audit.problems
    assert audit.json_ld, "the detail page carries schema.org JSON-LD"
    data = [json.loads(block) for block in audit.json_ld]
    assert any(CLOSE_JSON_LD in json.dumps(item, ensure_ascii=False) for item in data)


def test_feeds_parse_and_carry_the_hostile_title_as_text(client, hostile_site):
    for name in ("publications:feed-rss", "publications:feed-atom"):
        response = client.get(reverse(name))
        assert response.status_code == 200
        text = body(response)
        assert_no_raw_markup(text, name)
        feed = feedparser.parse(text)
        assert not feed.bozo, feed.bozo_exception
        assert len(feed.entries) >= 2
        # Text in XML: the markup arrives escaped, and feed readers show it as characters.
        assert "&lt;script&gt;alert(" in text
        # Descriptions are HTML inside the XML: once unwrapped they must still be inert.
        root = ElementTree.fromstring(text.encode())
        descriptions = [node.text or "" for node in root.iter() if node.tag.split("}")[-1] in DESCRIPTIONS]
        assert descriptions
        for html in descriptions:
            assert_no_raw_markup(html, f"a {name} description")
            assert not audit_html(html).problems


def test_csv_export_cells_never_start_a_formula(client, hostile_site):
    response = client.get(reverse("publications:export", kwargs={"fmt": ExportFormat.CSV}))
    assert response.status_code == 200
    rows = list(csv.reader(io.StringIO(body(response))))
    assert len(rows) >= 2
    for row in rows:
        for cell in row:
            assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell


def test_every_export_format_renders_the_hostile_publication(client, hostile_site):
    publication = hostile_site[0]
    for fmt in EXPORTERS:
        response = client.get(
            reverse("publications:publication-export", kwargs={"pk": publication.pk, "fmt": fmt})
        )
        assert response.status_code == 200, fmt
        assert body(response).strip()


def test_the_bibtex_export_of_hostile_fields_reads_back_with_the_same_title(client, hostile_site):
    publication = hostile_site[0]
    response = client.get(
        reverse("publications:publication-export", kwargs={"pk": publication.pk, "fmt": ExportFormat.BIBTEX})
    )
    exported = body(response)
    depth = 0
    for character in exported.replace("\\{", "").replace("\\}", ""):
        depth += {"{": 1, "}": -1}.get(character, 0)
        assert depth >= 0, "a brace from the data closed the entry early"
    assert depth == 0, "every brace from the data is escaped"
    result = parse(exported)
    assert len(result.entries) == 1
    title = result.entries[0].title
    assert "<script>alert('x')</script>" in title
    assert "javascript:" not in body(response).lower()


def test_the_api_returns_hostile_strings_as_json_strings_and_no_unsafe_links(client, hostile_site):
    publication = hostile_site[0]
    response = client.get(reverse("publications:api-publication-detail", kwargs={"pk": publication.pk}))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/json")
    assert response["X-Content-Type-Options"] == "nosniff"
    data = response.json()
    assert data["title"] == publication.title
    assert "javascript:" not in response.content.decode().lower()


def test_stored_api_entries_keep_hostile_strings_intact(client, hostile_site, settings):
    settings.PAGE_CACHE_SECONDS = 3600
    publication, author, venue, _, _ = hostile_site
    client.get("/api/publications/")  # stores the entries
    response = client.get("/api/publications/?per_page=50")  # another URL: the stored entries, not the page
    [entry] = [entry for entry in response.json()["results"] if entry["id"] == publication.pk]
    assert (entry["title"], entry["abstract"], entry["award"]) == (
        publication.title,
        publication.abstract,
        publication.award,
    )
    assert entry["authors"][0]["name"] == author.display_name
    assert entry["venue"]["name"] == venue.name
    assert entry["doi"] == publication.doi and entry["arxiv_id"] == publication.arxiv_id
    assert "javascript:" not in response.content.decode().lower()


def test_admin_pages_escape_hostile_data(client, hostile_site):
    publication, author, venue, _, _ = hostile_site
    user = get_user_model().objects.create_superuser("boss", password="x" * 20)
    client.force_login(user)
    urls = [
        reverse("admin:publications_publication_changelist"),
        reverse("admin:publications_publication_changelist") + "?q=%3Cscript%3E",
        reverse("admin:publications_publication_change", args=[publication.pk]),
        reverse("admin:publications_author_changelist"),
        reverse("admin:publications_author_change", args=[author.pk]),
        reverse("admin:publications_venue_changelist"),
        reverse("admin:publications_venue_change", args=[venue.pk]),
        reverse("admin:publications_tag_changelist"),
        reverse("admin:publications_publication_delete", args=[publication.pk]),
    ]
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, url
        html = body(response)
        assert_no_raw_markup(html, url)
        audit = audit_html(html)
        problems = [p for p in audit.problems if not p.startswith("inline style")]
        assert not problems, (url, problems)


def test_the_import_preview_escapes_every_hostile_catalogue_file(client):
    user = get_user_model().objects.create_superuser("boss", password="x" * 20)
    client.force_login(user)
    url = reverse("admin:publications_publication_import")
    for case in CASES:
        if not case.get("hostile"):
            continue
        response = client.post(url, {"text": read_case(case), "_preview": "1"})
        assert response.status_code == 200, case["file"]
        html = body(response)
        assert_no_raw_markup(html, case["file"])
        problems = [p for p in audit_html(html).problems if not p.startswith("inline style")]
        assert not problems, (case["file"], problems)


def test_imported_hostile_catalogue_renders_safely_on_every_page(client):
    for case in CASES:
        text = read_case(case)
        result = parse(text)
        plan = plan_import(result.entries, format=result.format, issues=result.issues)
        apply_import(plan, raw_text=text, format=result.format)
    publications = list(Publication.objects.all())
    assert publications
    for publication in publications:
        response = client.get(publication.get_absolute_url())
        assert response.status_code == 200
        html = body(response)
        assert_no_raw_markup(html, publication.get_absolute_url())
        assert not audit_html(html).problems
    listing = body(client.get("/?per_page=all"))
    assert_no_raw_markup(listing, "the list page")
    assert not audit_html(listing).problems
