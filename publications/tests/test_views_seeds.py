"""The seed lists imported by the real parser and importer, seen through the pages and the API.

Expected numbers come from the gold file copied to tests/data/seeds/seeds-expected.json.
"""

from __future__ import annotations

import re

import pytest

from publications.models import Author, Publication
from publications.tests.importing_helpers import SEEDS_EXPECTED

pytestmark = pytest.mark.django_db


def count(client, query: str) -> int:
    response = client.get(f"/api/publications/?{query}")
    assert response.status_code == 200, response.content
    return response.json()["count"]


def test_headline_filters_give_the_expected_counts(client, seeded):
    assert count(client, "") == SEEDS_EXPECTED["publication_count"] == 43
    assert count(client, "venue=sc") == 10
    assert count(client, "venue=SC") == 10
    assert count(client, "highlight=true") == SEEDS_EXPECTED["highlight_count"] == 19
    assert count(client, "year=2025") == 6


def test_every_venue_and_year_filter_matches_the_gold_counts(client, seeded):
    for acronym, expected in SEEDS_EXPECTED["venue_counts"].items():
        assert count(client, f"venue={acronym}") == expected, acronym
    for year, expected in SEEDS_EXPECTED["year_counts"].items():
        assert count(client, f"year={year}") == expected, year


def test_status_and_type_filters_match_the_gold_counts(client, seeded):
    for status, expected in SEEDS_EXPECTED["status_counts"].items():
        assert count(client, f"status={status}") == expected, status
    types = SEEDS_EXPECTED["type_counts_all_entries"]
    assert count(client, "type=journal") == types["journal"]
    assert count(client, "type=preprint") == types["preprint"]
    # datasets are artifacts of their papers: links on the paper, not listed items
    assert count(client, "type=dataset") == 0
    assert count(client, "type=conference") == types["conference"]


def test_facets_of_the_whole_site_match_the_gold_counts(client, seeded):
    facets = client.get("/").context["facets"]
    assert {str(row["value"]): row["count"] for row in facets["year"]} == SEEDS_EXPECTED["year_counts"]
    venue_counts = {row["label"]: row["count"] for row in facets["venue"]}
    for acronym, expected in venue_counts.items():
        assert SEEDS_EXPECTED["venue_counts"][acronym] == expected
    assert facets["venue"][0]["label"] == "SC" and facets["venue"][0]["count"] == 10
    authors = {row["label"]: row["count"] for row in facets["author"]}
    for name in ("Zhao Zhang", "Ian T. Foster", "Zizhao Mo", "Huanle Xu"):
        assert authors[name] == SEEDS_EXPECTED["person_paper_counts"][name], name


def test_author_pages_count_each_persons_papers(client, seeded):
    for name in ("Zhao Zhang", "Ian T. Foster", "Chengzhong Xu", "Lei Huang"):
        author = Author.objects.get(display_name=name)
        response = client.get(author.get_absolute_url() + "?per_page=all")
        assert response.status_code == 200
        assert len(response.context["publications"]) == SEEDS_EXPECTED["person_paper_counts"][name], name


def test_list_page_shows_badges_awards_status_and_dataset_links(client, seeded):
    page = client.get("/?per_page=all").content.decode()
    assert len(re.findall(r'<li class="pub[ "]', page)) == 43
    assert page.count("SC'23") >= 3
    for title, award in SEEDS_EXPECTED["awards"]:
        assert award in page, title
    assert '<span class="status">to appear</span>' in page
    assert page.count('class="pub-link pub-link--artifact"') == SEEDS_EXPECTED["dataset_count"]
    assert page.index(">2026</h2>") < page.index(">2025</h2>") < page.index(">2008</h2>")


def test_search_finds_seed_papers_by_title_words_author_and_accents(client, seeded):
    assert count(client, "q=K-FAC") == 2
    assert count(client, "q=kaisa") == 1
    assert count(client, "q=zizhao") == 8
    assert count(client, "q=GPU clusters") >= 4
    assert count(client, "q=Erdős") == count(client, "q=erdos")


def test_each_seed_publication_page_has_its_metadata(client, seeded):
    for publication in Publication.objects.listed().filter(doi__gt="")[:5]:
        page = client.get(publication.get_absolute_url()).content.decode()
        assert f'<meta name="citation_doi" content="{publication.doi}">' in page
        assert '<script type="application/ld+json">' in page
