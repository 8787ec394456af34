"""The parts of a publication page built in Python (publications.web.publication_page), read
through the page as a visitor gets it: their HTML, their links, and every stored text escaped."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from publications.exports import EXPORTERS
from publications.exports.styles import citation_styles
from publications.models import Tag
from publications.tests.factories import make_author, make_publication, make_venue

pytestmark = pytest.mark.django_db

TRICKY = "<b>Bold</b> & \"quoted\" 'text'"
TRICKY_HTML = "&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot; &#x27;text&#x27;"


def page_of(client, publication, query: str = "") -> str:
    response = client.get(publication.get_absolute_url() + query)
    assert response.status_code == 200
    return response.content.decode()


def section(page: str, pattern: str) -> str:
    return re.search(pattern, page, re.S).group(1)


def test_more_by_these_authors_shows_each_title_with_its_venue_and_year_as_far_as_known(client):
    lead = make_author(display_name="Rin Lead")
    paper = make_publication(title="The paper", year=2030, authors=[lead])
    acronym = make_venue(short_name="HPDC", name="High-Performance Distributed Computing")
    named = make_venue(short_name="", name=f"Workshop {TRICKY}")
    others = [
        make_publication(title=f"Both {TRICKY}", year=2024, venue=acronym, authors=[lead]),
        make_publication(title="Name only", year=2023, venue=named, authors=[lead]),
        make_publication(title="Year only", year=2022, authors=[lead]),
        make_publication(title="Undated, at a venue", year=None, venue=acronym, authors=[lead]),
        make_publication(title="Undated, nowhere", year=None, authors=[lead]),
    ]
    items = section(page_of(client, paper), r'<ul class="related more-by">\s*(.*?)\s*</ul>')
    urls = [other.get_absolute_url() for other in others]
    assert items == (
        f'<li><a href="{urls[0]}">Both {TRICKY_HTML}</a> <span class="muted">(HPDC 2024)</span></li>'
        f'<li><a href="{urls[1]}">Name only</a> <span class="muted">(Workshop {TRICKY_HTML} 2023)</span></li>'
        f'<li><a href="{urls[2]}">Year only</a> <span class="muted">(2022)</span></li>'
        f'<li><a href="{urls[3]}">Undated, at a venue</a> <span class="muted">(HPDC)</span></li>'
        f'<li><a href="{urls[4]}">Undated, nowhere</a></li>'
    )


def test_the_authors_pages_are_linked_below_their_other_publications(client):
    people = [make_author(display_name=f"Kai {TRICKY}"), make_author(display_name="Mo Second")]
    paper = make_publication(title="The paper", authors=people)
    make_publication(title="Another", authors=people[:1])
    more = section(page_of(client, paper), r'<ul class="related more-by">.*?</ul>\s*<p>(.*?)</p>')
    assert more == (
        f'All publications of <a href="{people[0].get_absolute_url()}">Kai {TRICKY_HTML}</a>, '
        f'<a href="{people[1].get_absolute_url()}">Mo Second</a>'
    )


def test_a_publication_alone_of_its_authors_has_no_more_by_section(client):
    paper = make_publication(title="Alone", authors=[make_author()])
    assert "More by these authors" not in page_of(client, paper)


def test_tags_link_to_the_list_filtered_by_each_with_their_names_escaped(client):
    paper = make_publication(title="Tagged")
    for name, slug in ((TRICKY, "tricky"), ("Energy", "energy")):
        paper.tags.add(Tag.objects.create(name=name, slug=slug))
    tags = section(page_of(client, paper), r"<dt>Tags</dt><dd>(.*?)</dd>")
    listing = reverse("publications:list")
    assert tags == (
        f'<a href="{listing}?tag=tricky">{TRICKY_HTML}</a>, <a href="{listing}?tag=energy">Energy</a>'
    )


def test_the_chosen_citation_style_alone_is_marked_current(client):
    paper = make_publication(title="Cited")
    styles = citation_styles()
    chosen = styles[-1]
    page = page_of(client, paper, f"?style={chosen.key}")
    nav = section(page, r'<nav class="cite-styles"[^>]*>\s*<ul>(.*?)</ul>')
    items = []
    for style in styles:
        current = ' aria-current="true"' if style is chosen else ""
        items.append(f'<li><a href="?style={style.key}#cite-heading"{current}>{style.label}</a></li>')
    assert nav == "".join(items)


def test_downloads_offer_every_export_format_of_the_publication(client):
    paper = make_publication(title="Exported")
    downloads = section(page_of(client, paper), r'<p class="downloads">Download: (.*?)</p>')
    links = []
    for exporter in EXPORTERS.values():
        url = reverse("publications:publication-export", kwargs={"pk": paper.pk, "fmt": exporter.format})
        links.append(f'<a href="{url}" type="{exporter.media_type}" rel="nofollow">{exporter.label}</a>')
    assert downloads == " · ".join(links)


def test_meta_tags_carry_stored_text_escaped_one_a_line(client):
    paper = make_publication(title=f"Title {TRICKY}", authors=[make_author(display_name="Ida Meta")])
    page = page_of(client, paper)
    assert (
        f'<meta name="citation_title" content="Title {TRICKY_HTML}">\n  <meta name="citation_author"' in page
    )
    assert f'<meta property="og:title" content="Title {TRICKY_HTML}">\n  ' in page
    assert f'<meta property="og:url" content="http://testserver{paper.get_absolute_url()}">' in page
