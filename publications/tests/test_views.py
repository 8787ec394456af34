"""The public pages: what a visitor sees, how filters and facets behave, and what is escaped."""

from __future__ import annotations

import itertools
import re

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.http import QueryDict
from django.template.loader import render_to_string
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from publications.models import (
    Author,
    Authorship,
    Publication,
    PublicationStatus,
    PublicationType,
    Tag,
    Venue,
)
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.listing_helpers import make_full_publications
from publications.web.filters import FILTER_PARAMS, filtered_publications
from publications.web.stored_fragments import store_pickers
from publications.web.views import COAUTHORS_SHOWN

pytestmark = pytest.mark.django_db

HOSTILE = "<script>alert('x')</script> \"quoted\" </script><!--"


def html(response) -> str:
    return response.content.decode()


# A co-author item as the author page and the co-authors page render it: (slug, shared count).
COAUTHOR_ITEM = re.compile(
    r'<li><a href="/authors/([^/"]+)/"[^>]*>[^<]*<span class="count" title="shared publications">(\d+)</span>'
)


def coauthor_items(response) -> list[tuple[str, int]]:
    return [(slug, int(count)) for slug, count in COAUTHOR_ITEM.findall(html(response))]


def paper_with_coauthors(member: Author, count: int) -> list[Author]:
    """One paper by ``member`` and ``count`` others, "Ada Coauthor000" onwards, each sharing only it."""
    people = Author.objects.bulk_create(
        Author(
            display_name=f"Ada Coauthor{number:03d}",
            given_name="Ada",
            family_name=f"Coauthor{number:03d}",
            slug=f"coauthor-{number:03d}",
        )
        for number in range(count)
    )
    paper = make_publication(title="A large collaboration", authors=[member])
    Authorship.objects.bulk_create(
        Authorship(publication=paper, author=person, position=position, name_as_written=person.display_name)
        for position, person in enumerate(people, start=2)
    )
    return people


def test_list_groups_by_year_newest_first_with_badges_highlights_and_bold_members(client):
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    member = make_author(display_name="Zhao Zhang", is_member=True)
    other = make_author(display_name="Lei Huang")
    make_publication(title="Old paper", year=2019, venue=sc, authors=[other, member])
    make_publication(title="New paper", year=2023, venue=sc, authors=[member], highlight=True)
    page = html(client.get("/"))
    assert page.index(">2023</h2>") < page.index(">2019</h2>")
    assert page.index("New paper") < page.index("Old paper")
    assert "SC'23" in page and "SC'19" in page
    assert "Highlight</span>" in page
    assert (
        f'<strong class="author author--member"><a href="{member.get_absolute_url()}">Zhao Zhang</a></strong>'
        in page
    )
    assert f'<span class="author"><a href="{other.get_absolute_url()}">Lei Huang</a></span>' in page
    assert "Lei Huang</a></span> and <strong" in page  # two names: "A and B", no comma


def test_entry_shows_status_award_venue_links_and_a_bibtex_toggle(client):
    venue = make_venue(short_name="PEARC", slug="pearc", name="Practice and Experience in Research Computing")
    publication = make_publication(
        title="A comparative study",
        venue=venue,
        venue_name="Proceedings of PEARC 2026",
        year=2026,
        status=PublicationStatus.TO_APPEAR,
        award="Best Student Paper",
        doi="10.1145/1234",
        pdf_url="https://example.org/p.pdf",
        code_url="https://github.com/lab/code",
        slides_url="https://example.org/slides.pdf",
        arxiv_id="2401.00001",
        authors=[make_author()],
    )
    make_publication(
        title="Its dataset",
        type=PublicationType.DATASET,
        artifact_of=publication,
        url="https://zenodo.org/r/1",
    )
    page = html(client.get("/"))
    # The venue line names the venue as its badge does; the spelling of the source is on its page.
    assert "PEARC&#x27;26" in page or "PEARC'26" in page
    assert "Practice and Experience in Research Computing</a>, 2026" in page
    assert "Proceedings of PEARC 2026" not in page
    assert "Proceedings of PEARC 2026" in html(client.get(publication.get_absolute_url()))
    assert '<span class="status">to appear</span>' in page
    assert "Best Student Paper" in page
    for href in (
        "https://doi.org/10.1145/1234",
        "https://example.org/p.pdf",
        "https://github.com/lab/code",
        "https://example.org/slides.pdf",
        "https://arxiv.org/abs/2401.00001",
        "https://zenodo.org/r/1",
    ):
        assert f'href="{href}"' in page
    assert ">Dataset</a>" in page
    assert "Its dataset</a>" not in page  # artifacts are links on their paper, not list items
    assert '<details class="bibtex">' in page
    assert "@inproceedings{" in page


def test_only_http_links_become_hrefs(client):
    make_publication(
        title="Sneaky",
        url="javascript:alert(1)",
        pdf_url="JavaScript:alert(2)",
        code_url="data:text/html,<b>x</b>",
        slides_url="//evil.example/x",
    )
    response = client.get("/")
    page = html(response)
    assert "javascript:" not in page.lower()
    assert "data:text" not in page
    assert "evil.example" not in page
    detail = html(client.get(reverse("publications:detail", args=[response.context["publications"][0].pk])))
    assert "javascript:" not in detail.lower()


def test_user_supplied_text_is_escaped_on_list_detail_author_and_venue_pages(client):
    venue = make_venue(short_name=HOSTILE[:90], slug="hostile", name=HOSTILE)
    author = make_author(display_name=HOSTILE, slug="hostile-author", is_member=True)
    publication = make_publication(
        title=HOSTILE, venue=venue, venue_name=HOSTILE, award=HOSTILE, abstract=HOSTILE, authors=[author]
    )
    for url in (
        "/",
        publication.get_absolute_url(),
        author.get_absolute_url(),
        venue.get_absolute_url(),
        "/authors/",
        "/venues/",
        "/embed/",
        "/?q=" + "%3Cscript%3E",
    ):
        page = html(client.get(url))
        assert "<script>alert" not in page, url
        assert "</script><!--" not in page, url


def test_no_inline_scripts_event_handlers_or_style_attributes(client):
    make_full_publications(2)
    publication_url = make_publication(title="Plain", authors=[make_author()]).get_absolute_url()
    for url in ("/", publication_url, "/authors/", "/venues/", "/venues/sc/", "/embed/", "/nope/"):
        page = html(client.get(url))
        for script in re.findall(r"<script\b[^>]*>", page):
            assert 'type="application/ld+json"' in script or "src=" in script, (url, script)
        assert not re.search(r"\son[a-z]+\s*=", page), url
        assert not re.search(r"\sstyle\s*=", page), url


def test_filters_work_from_the_query_string_and_show_as_removable_chips(client):
    make_full_publications(3)
    make_publication(title="Elsewhere", year=2023, authors=[make_author()])
    response = client.get("/?venue=SC&highlight=true")
    assert response.status_code == 200
    assert len(response.context["publications"]) == 2
    page = html(response)
    assert "Venue: <strong>SC</strong>" in page
    assert 'href="?highlight=true"' in page  # removing the venue keeps the other filter


def test_filter_chips_name_the_venue_author_tag_type_and_status_instead_of_their_codes(client):
    publications = make_full_publications(2)
    member = publications[0].authorships.get(position=2).author
    publications[0].status = PublicationStatus.TO_APPEAR
    publications[0].save()
    query = f"venue=sc&author={member.slug}&tag=systems&type=conference&status=to appear&highlight=true"
    response = client.get("/?" + query)
    assert len(response.context["publications"]) == 1
    chips = re.findall(r'<span class="chip">(.*?): <strong>(.*?)</strong>', html(response))
    assert chips == [
        ("Highlights only", "yes"),
        ("Venue", "SC"),
        ("Type", "Conference paper"),
        ("Author", "Zhao Zhang"),
        ("Status", "To appear"),
        ("Tag", "Systems"),
    ]


def test_a_chip_for_a_value_that_names_nothing_shows_the_value_as_given(client):
    make_full_publications(1)
    page = html(client.get("/?venue=nowhere&author=nobody"))
    assert "Venue: <strong>nowhere</strong>" in page
    assert "Author: <strong>nobody</strong>" in page


def test_a_venue_chip_without_an_acronym_shows_the_full_name(client):
    journal = make_venue(short_name="", slug="jpdc", name="Journal of Parallel and Distributed Computing")
    make_publication(venue=journal)
    assert "Venue: <strong>Journal of Parallel and Distributed Computing</strong>" in html(
        client.get("/?venue=JPDC")
    )


def test_invalid_filter_values_answer_400_with_a_way_out(client):
    response = client.get("/?year=abc&type=poem")
    assert response.status_code == 400
    page = html(response)
    assert "Some filter values are not valid" in page
    assert "Clear all filters" in page


def test_a_year_with_a_fraction_answers_400_on_the_page_the_api_and_the_export(client):
    make_publication(title="Of 2023", year=2023)
    for url in ("/", "/api/publications/", "/export/bibtex/", "/embed/"):
        assert client.get(url, {"year": "2023.5"}).status_code == 400, url
        assert client.get(url, {"year": "2023"}).status_code == 200, url


def test_empty_result_says_so_and_offers_to_clear_filters(client):
    make_publication(title="Only one", year=2020)
    response = client.get("/?year=1999")
    assert response.status_code == 200
    page = html(response)
    assert "No publications match these filters" in page
    assert 'href="/">Clear all filters' in page


def test_empty_site_says_there_are_no_publications_yet(client):
    assert "No publications yet" in html(client.get("/"))


def test_facets_count_the_current_result(client):
    sc = make_venue(short_name="SC", slug="sc")
    hpdc = make_venue(short_name="HPDC", slug="hpdc")
    author = make_author(display_name="Ian Foster", slug="ian-foster")
    make_publication(year=2023, venue=sc, authors=[author])
    make_publication(year=2023, venue=sc)
    make_publication(year=2021, venue=hpdc, authors=[author], type=PublicationType.JOURNAL)
    facets = client.get("/").context["facets"]
    assert [(row["value"], row["count"]) for row in facets["year"]] == [(2023, 2), (2021, 1)]
    assert [(row["value"], row["count"]) for row in facets["venue"]] == [("sc", 2), ("hpdc", 1)]
    assert {row["value"]: row["count"] for row in facets["type"]} == {"conference": 2, "journal": 1}
    assert [(row["value"], row["count"]) for row in facets["author"]] == [("ian-foster", 2)]
    narrowed = client.get("/?author=ian-foster&year=2023").context["facets"]
    assert [(row["value"], row["count"]) for row in narrowed["venue"]] == [("sc", 1)]


def test_the_status_facet_shows_only_when_the_result_has_more_than_one_status(client):
    make_publication(year=2023)
    make_publication(year=2022)
    assert "By status" not in html(client.get("/"))
    make_publication(year=2024, status=PublicationStatus.SUBMITTED)
    response = client.get("/")
    assert [(row["label"], row["count"]) for row in response.context["facets"]["status"]] == [
        ("Published", 2),
        ("Submitted", 1),
    ]
    page = html(response)
    assert "By status" in page
    assert 'href="?status=submitted">Submitted <span class="count">1</span>' in page
    chosen = html(client.get("/?status=submitted"))
    assert 'aria-current="true" class="is-active">Submitted <span class="count">1</span>' in chosen


def test_the_tag_facet_counts_tags_of_the_result_and_is_left_out_without_tags(client):
    untagged = make_publication(year=2023)
    assert "By tag" not in html(client.get("/"))
    systems = Tag.objects.create(name="Systems", slug="systems")
    learning = Tag.objects.create(name="Machine learning", slug="ml")
    for publication in (untagged, make_publication(year=2022)):
        publication.tags.add(systems)
    untagged.tags.add(learning)
    response = client.get("/")
    assert [(row["value"], row["label"], row["count"]) for row in response.context["facets"]["tag"]] == [
        ("systems", "Systems", 2),
        ("ml", "Machine learning", 1),
    ]
    assert 'href="?tag=ml">Machine learning <span class="count">1</span>' in html(response)
    narrowed = client.get("/?tag=ml")
    assert [row["value"] for row in narrowed.context["facets"]["tag"]] == ["ml", "systems"]
    assert 'aria-current="true" class="is-active">Machine learning' in html(narrowed)


def test_each_bibtex_copy_button_in_a_list_is_described_by_its_publications_title(client):
    publications = make_full_publications(3)
    page = html(client.get("/"))
    for publication in publications:
        title = re.search(
            rf'<h3 class="pub__title" id="([^"]+)"><a href="{publication.get_absolute_url()}">', page
        )
        assert title, publication
        button = re.search(rf'<button[^>]*data-copy-target="bibtex-{publication.pk}"[^>]*>', page).group()
        assert f'aria-describedby="{title.group(1)}"' in button
    assert len(set(re.findall(r'<h3 class="pub__title" id="([^"]+)"', page))) == 3


def test_year_chart_is_an_svg_with_a_text_alternative(client):
    make_publication(year=2020)
    make_publication(year=2023)
    make_publication(year=2023)
    page = html(client.get("/"))
    assert '<svg class="year-chart__svg"' in page
    assert 'role="group" aria-labelledby="year-chart-title year-chart-desc"' in page
    assert "2023: 2; 2020: 1" in page
    # 2020..2023 with the empty years drawn as zero-height bars
    assert page.count('<g class="year-chart__bar">') == 4


def test_year_chart_bars_link_to_their_year_and_a_table_repeats_the_numbers(client):
    make_publication(year=2020)
    make_publication(year=2023)
    make_publication(year=2023)
    page = html(client.get("/?type=conference"))
    links = re.findall(
        r'<a class="year-chart__link" href="([^"]+)" tabindex="-1" aria-label="\d+: \d+ pub', page
    )
    assert [link.replace("&amp;", "&") for link in links] == [
        "?type=conference&year=2020",
        "?type=conference&year=2023",
    ]
    table = re.search(r'<table class="visually-hidden">.*?</table>', page, re.S).group(0)
    rows = re.findall(
        r'<tr><th scope="row"><a href="[^"]+" tabindex="-1">(\d+)</a></th><td>(\d+)</td></tr>', table
    )
    assert rows == [("2023", "2"), ("2020", "1")]
    assert 'width="' in page.split('<svg class="year-chart__svg"')[1].split(">")[0]


def test_search_results_come_as_best_matches_instead_of_years(client):
    make_publication(title="GPU clusters at scale", year=2020)
    make_publication(title="Unrelated", year=2021)
    response = client.get("/?q=gpu")
    assert [p.title for p in response.context["publications"]] == ["GPU clusters at scale"]
    assert "Best matches" in html(response)


def test_pagination_and_per_page(client):
    for number in range(5):
        make_publication(title=f"Paper {number}", year=2000 + number)
    response = client.get("/?per_page=2")
    assert len(response.context["publications"]) == 2
    page = html(response)
    assert "Showing 1–2 of 5 publications" in page
    assert 'href="?per_page=2&amp;page=2"' in page
    assert '<span aria-current="page" class="is-current">1</span>' in page
    assert '<a href="?per_page=2&amp;page=3" aria-label="Last page, 3">3</a>' in page
    assert len(client.get("/?per_page=all").context["publications"]) == 5
    assert client.get("/?per_page=2&page=9").status_code == 404
    assert client.get("/?page=abc").status_code == 404


def test_head_advertises_exports_for_the_same_filter_and_gives_feeds_the_query(client):
    make_full_publications(2)
    response = client.get("/?venue=sc&page=2&per_page=1")
    assert response.context["filter_query"] == "venue=sc"
    page = html(response)
    assert '<link rel="alternate" type="application/x-bibtex" href="/export/bibtex/?venue=sc"' in page
    assert 'type="application/x-research-info-systems" href="/export/ris/?venue=sc"' in page
    assert 'type="application/vnd.citationstyles.csl+json" href="/export/csl-json/?venue=sc"' in page


def test_staff_see_edit_links_and_visitors_do_not(client):
    publication = make_publication(title="Editable", authors=[make_author(is_member=True)])
    edit = reverse("admin:publications_publication_change", args=[publication.pk])
    assert edit not in html(client.get("/"))
    staff = get_user_model().objects.create_user("staff", password="x", is_staff=True)
    client.force_login(staff)
    assert edit in html(client.get("/"))
    assert edit in html(client.get(publication.get_absolute_url()))


def test_author_page_lists_their_publications_with_filters_facets_and_coauthors(client):
    member = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    foster = make_author(display_name="Ian Foster", slug="ian-foster")
    huang = make_author(display_name="Lei Huang", slug="lei-huang")
    make_publication(title="One", year=2020, authors=[member, foster])
    make_publication(title="Two", year=2021, authors=[foster, member, huang])
    make_publication(title="Not theirs", year=2021, authors=[huang])
    response = client.get("/authors/zhao-zhang/")
    assert response.status_code == 200
    assert {p.title for p in response.context["publications"]} == {"One", "Two"}
    assert [(a.slug, a.shared_count) for a in response.context["coauthors"]] == [
        ("ian-foster", 2),
        ("lei-huang", 1),
    ]
    assert response.context["coauthor_count"] == 2
    assert response.context["filter_query"] == "author=zhao-zhang"
    assert {p.title for p in client.get("/authors/zhao-zhang/?year=2021").context["publications"]} == {"Two"}
    assert "<h1>Zhao Zhang</h1>" in html(response)
    assert client.get("/authors/nobody/").status_code == 404


def test_the_author_page_shows_the_most_frequent_coauthors_their_number_and_a_link_to_all(client):
    member = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    people = paper_with_coauthors(member, COAUTHORS_SHOWN + 5)
    foster = make_author(display_name="Ian Foster", slug="ian-foster")
    huang = make_author(display_name="Lei Huang", slug="lei-huang")
    able = make_author(display_name="Bea Able", slug="bea-able")
    make_publication(authors=[member, foster, huang])
    make_publication(authors=[huang, foster, member])
    make_publication(authors=[foster, member, able])
    total = COAUTHORS_SHOWN + 5 + 3

    response = client.get("/authors/zhao-zhang/")

    # Most shared publications first; among equals by family name ("Able" before "Coauthor000").
    expected = [("ian-foster", 3), ("lei-huang", 2), ("bea-able", 1)]
    expected += [(person.slug, 1) for person in people[: COAUTHORS_SHOWN - 3]]
    assert coauthor_items(response) == expected
    assert [(a.slug, a.shared_count) for a in response.context["coauthors"]] == expected
    assert response.context["coauthor_count"] == total
    page = html(response)
    assert f'Co-authors <span class="count">{total}</span>' in page
    assert f"The {COAUTHORS_SHOWN} most frequent" in page
    assert f'<a href="/authors/zhao-zhang/coauthors/">All {total} co-authors</a>' in page


def test_the_author_page_cuts_its_coauthors_among_equals_by_name_and_counts_again_after_a_write(client):
    member = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    people = paper_with_coauthors(member, COAUTHORS_SHOWN + 10)
    # The same people on a second paper, added in the reverse of their names' order: the last place
    # shown is a tie among them, decided by name whatever order their counts were written in.
    second = make_publication(title="A second collaboration", authors=[member])
    for position, person in enumerate(reversed(people), start=2):
        Authorship.objects.create(
            publication=second, author=person, position=position, name_as_written=person.display_name
        )
    total = COAUTHORS_SHOWN + 10

    response = client.get("/authors/zhao-zhang/")

    assert coauthor_items(response) == [(person.slug, 2) for person in people[:COAUTHORS_SHOWN]]
    assert response.context["coauthor_count"] == total

    # A third paper with the last of them moves them first; a newcomer adds to the total.
    newcomer = make_author(display_name="Bea Able", slug="bea-able")
    make_publication(title="A third paper", authors=[people[-1], member, newcomer])

    response = client.get("/authors/zhao-zhang/")

    expected = [(people[-1].slug, 3)] + [(person.slug, 2) for person in people[: COAUTHORS_SHOWN - 1]]
    assert coauthor_items(response) == expected
    assert response.context["coauthor_count"] == total + 1
    assert f'<a href="/authors/zhao-zhang/coauthors/">All {total + 1} co-authors</a>' in html(response)


def test_the_author_page_has_no_link_to_the_coauthors_page_when_it_shows_them_all(client):
    member = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    people = paper_with_coauthors(member, COAUTHORS_SHOWN)

    response = client.get("/authors/zhao-zhang/")

    assert coauthor_items(response) == [(person.slug, 1) for person in people]
    page = html(response)
    assert f'Co-authors <span class="count">{COAUTHORS_SHOWN}</span>' in page
    assert "/authors/zhao-zhang/coauthors/" not in page
    assert "most frequent" not in page


def test_an_author_without_coauthors_gets_no_coauthor_list(client):
    member = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    make_publication(authors=[member])

    response = client.get("/authors/zhao-zhang/")

    assert response.context["coauthor_count"] == 0
    assert 'id="coauthors-heading"' not in html(response)


def test_the_coauthors_page_lists_everyone_with_their_shared_counts_most_shared_first(client):
    member = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    foster = make_author(display_name="Ian Foster", slug="ian-foster", is_member=True)
    huang = make_author(display_name="Lei Huang", slug="lei-huang")
    able = make_author(display_name="Bea Able", slug="bea-able")
    make_publication(authors=[member, foster, huang])
    make_publication(authors=[foster, member])
    make_publication(authors=[able, member])
    make_publication(authors=[huang, able])  # without the member: not shared with them
    dataset = make_publication(authors=[member, huang], type=PublicationType.DATASET)
    make_publication(authors=[member, huang], artifact_of=dataset, type=PublicationType.DATASET)

    response = client.get("/authors/zhao-zhang/coauthors/")

    assert response.status_code == 200
    # Lei Huang shares two listed publications (the artifact is not one): ahead of Bea Able.
    assert coauthor_items(response) == [("ian-foster", 2), ("lei-huang", 2), ("bea-able", 1)]
    page = html(response)
    assert "<h1>Co-authors of Zhao Zhang</h1>" in page
    assert "<title>Co-authors of Zhao Zhang · " in page
    assert "3 co-authors, most shared publications first" in page
    assert '<a href="/authors/ian-foster/" class="member">' in page
    assert '<a href="/authors/zhao-zhang/">Back to Zhao Zhang</a>' in page
    assert '<link rel="canonical" href="http://testserver/authors/zhao-zhang/coauthors/">' in page
    assert 'class="pagination"' not in page


def test_the_coauthors_page_is_paginated_in_the_same_order(client):
    member = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    people = paper_with_coauthors(member, 501)

    first = client.get("/authors/zhao-zhang/coauthors/")
    second = client.get("/authors/zhao-zhang/coauthors/?page=2")

    assert coauthor_items(first) == [(person.slug, 1) for person in people[:500]]
    assert coauthor_items(second) == [(people[500].slug, 1)]
    page = html(first)
    assert "Showing 1–500 of 501 co-authors" in page
    assert '<a rel="next" href="?page=2">Next →</a>' in page
    assert "Show all" not in page
    assert '<a rel="prev" href="?page=1">← Previous</a>' in html(second)
    # Every page of the list names the first as its canonical URL, as the listings do.
    assert '<link rel="canonical" href="http://testserver/authors/zhao-zhang/coauthors/">' in html(second)
    assert client.get("/authors/zhao-zhang/coauthors/?page=3").status_code == 404


def test_the_coauthors_page_of_an_unknown_author_is_not_found(client):
    assert client.get("/authors/nobody/coauthors/").status_code == 404
    assert reverse("publications:author-coauthors", kwargs={"slug": "x"}) == "/authors/x/coauthors/"


def test_venue_page_lists_the_venue_publications(client):
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    make_publication(title="At SC", venue=sc, year=2023)
    make_publication(title="At SC too", venue=sc, year=2021)
    make_publication(title="Elsewhere", year=2023)
    response = client.get("/venues/sc/")
    assert {p.title for p in response.context["publications"]} == {"At SC", "At SC too"}
    assert response.context["filter_query"] == "venue=sc"
    assert {p.title for p in client.get("/venues/sc/?year=2023").context["publications"]} == {"At SC"}
    assert client.get("/venues/none/").status_code == 404


def test_author_index_puts_members_first_with_counts(client, page_cache_off):
    alice = make_author(display_name="Alice Zed", is_member=True)
    bob = make_author(display_name="Bob Able")
    make_publication(authors=[alice, bob])
    make_publication(authors=[bob])
    page = html(client.get("/authors/"))
    assert (
        page.index("Group members")
        < page.index("Alice Zed")
        < page.index("Collaborators")
        < page.index("Bob Able")
    )
    counts = {a.display_name: a.publication_count for a in client.get("/authors/").context["authors"]}
    assert counts == {"Alice Zed": 1, "Bob Able": 2}


def test_venue_index_counts_listed_publications(client):
    sc = make_venue(short_name="SC", slug="sc")
    paper = make_publication(venue=sc)
    make_publication(venue=sc, artifact_of=paper, type=PublicationType.DATASET)
    venues = client.get("/venues/").context["venues"]
    assert [(v.slug, v.publication_count) for v in venues] == [("sc", 1)]


def test_embed_page_can_be_framed_and_has_no_site_chrome(client):
    make_publication(title="Framed", year=2022)
    response = client.get("/embed/?year=2022")
    assert response.status_code == 200
    assert "X-Frame-Options" not in response.headers
    page = html(response)
    assert "Framed" in page and "site-header" not in page
    assert client.get("/").headers["X-Frame-Options"] == "DENY"


def test_embed_entries_end_sentences_without_a_space_and_carry_their_links(client):
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    make_publication(
        title="Framed",
        year=2022,
        venue=sc,
        authors=[make_author(display_name="Zhao Zhang")],
        doi="10.1/framed",
        pdf_url="https://example.org/framed.pdf",
    )
    make_publication(title="No authors, no venue", year=None, venue=None, venue_name="")
    page = html(client.get("/embed/"))
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", page))
    assert "Framed. Zhao Zhang. Supercomputing, 2022." in text
    assert " ." not in text
    assert 'href="https://doi.org/10.1/framed"' in page and 'href="https://example.org/framed.pdf"' in page
    assert 'class="more"' not in page  # nothing cut


def test_embed_says_when_it_shows_only_the_first_part(client):
    make_full_publications(3)
    page = html(client.get("/embed/?per_page=2"))
    assert 'class="more"' in page
    assert "All 3 publications</a> (this list shows the first 2)" in page


def test_not_found_page_uses_the_site_template(client):
    response = client.get("/publications/999999/")
    assert response.status_code == 404
    assert "Page not found" in html(response)


def test_headings_are_in_order_and_there_is_a_skip_link(client):
    make_full_publications(2)
    member = Author.objects.get(display_name="Zhao Zhang")
    for url in ("/", "/venues/sc/", f"/authors/{member.slug}/coauthors/"):
        page = html(client.get(url))
        levels = [int(level) for level in re.findall(r"<h([1-6])\b", page)]
        assert levels[0] == 1
        assert all(b - a <= 1 for a, b in itertools.pairwise(levels)), levels
        assert 'href="#main">Skip to content' in page


# Every public page first reads the data version (ETag and page cache).
FRESHNESS = 1
# the page's ids and years, then its rows whole with their venues, authorships, artifacts and tags
# (for entries the cache does not hold); the facets with the number of matches (which the paginator
# takes instead of a COUNT) in one query; the filter form's pickers, stored after the last
# committed write (publications.web.stored_fragments), in one query.
LIST_QUERIES = FRESHNESS + 7
# Pickers not stored at the current data version (a write that announced no commit): made from
# the venues and the people.
UNSTORED_PICKERS_QUERIES = 2
# the publication with everything its page shows of others (its venue, versions, authorships,
# artifacts, tags, preprints, five more publications of its authors) as arrays of rows
DETAIL_QUERIES = FRESHNESS + 1
# the author or venue, then a listing without the pickers
AUTHOR_QUERIES = 1 + LIST_QUERIES - 1 + 1  # ...plus the co-authors shown with their number
VENUE_QUERIES = 1 + LIST_QUERIES - 1
# the author, the number of co-authors, the page of them
COAUTHORS_QUERIES = FRESHNESS + 3


@pytest.mark.parametrize("count", [1, 30])
def test_list_page_query_count_does_not_grow_with_the_list(client, django_assert_num_queries, count):
    make_full_publications(count)
    store_pickers()
    with django_assert_num_queries(LIST_QUERIES):
        response = client.get("/?per_page=50")
    assert len(response.context["publications"]) == count


def test_a_list_page_without_stored_pickers_makes_them_the_same(client, django_assert_num_queries):
    make_full_publications(3)
    with django_assert_num_queries(LIST_QUERIES + UNSTORED_PICKERS_QUERIES):
        made = client.get("/?per_page=50").content
    assert '<option value="SC">Supercomputing</option>' in made.decode()
    store_pickers()
    cache.clear()
    with django_assert_num_queries(LIST_QUERIES):
        stored = client.get("/?per_page=50").content
    assert stored == made


@pytest.mark.parametrize("count", [1, 30])
def test_a_filtered_list_names_its_chips_in_one_more_query(client, django_assert_num_queries, count):
    publications = make_full_publications(count, year=2023)
    member = publications[0].authorships.get(position=2).author
    store_pickers()
    with django_assert_num_queries(LIST_QUERIES + 1):
        response = client.get(f"/?per_page=50&venue=SC&author={member.slug}&tag=systems&type=conference")
    assert len(response.context["publications"]) == count
    assert LIST_QUERIES + 1 <= 10


@pytest.mark.parametrize("count", [1, 30])
def test_detail_page_query_count_is_constant(client, django_assert_num_queries, count):
    publications = make_full_publications(count)
    with django_assert_num_queries(DETAIL_QUERIES):
        client.get(publications[-1].get_absolute_url())


def make_related_paper(other_papers: int) -> dict[str, Publication]:
    """A paper with its preprints, the version it was published as, a dataset, tags, four
    authors, and ``other_papers`` more by one of them (written at once: a thousand take a second)."""
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    lead = make_author(display_name="Lin Lead", is_member=True)
    people = [lead, *(make_author() for _ in range(3))]
    paper = make_publication(title="The preprint", year=2023, month=3, venue=sc, authors=people)
    published = make_publication(
        title="The journal version", year=2024, venue=make_venue(short_name="", name="Journal of Things")
    )
    earlier = make_publication(title="The first preprint", year=2022, published_version=published)
    paper.published_version = published
    paper.save(update_fields=["published_version"])
    dataset = make_publication(
        title="The data", type=PublicationType.DATASET, artifact_of=paper, url="https://zenodo.org/records/7"
    )
    for name in ("Systems", "Energy", "Accelerators"):
        paper.tags.add(Tag.objects.create(name=name, slug=name.lower()))
    others = Publication.objects.bulk_create(
        Publication(
            title=f"Other work {number}", title_key=f"otherwork{number}", year=2000 + number % 20, venue=sc
        )
        for number in range(other_papers)
    )
    Authorship.objects.bulk_create(
        Authorship(publication=other, author=lead, position=1, name_as_written=lead.display_name)
        for other in others
    )
    return {"paper": paper, "published": published, "earlier": earlier, "dataset": dataset}


@pytest.mark.parametrize("other_papers", [1, 1000])
def test_a_publication_page_reads_everything_it_shows_in_one_query(
    client, django_assert_num_queries, other_papers
):
    rows = make_related_paper(other_papers)
    with django_assert_num_queries(DETAIL_QUERIES):
        page = client.get(rows["paper"].get_absolute_url()).content.decode()
    published, dataset = rows["published"], rows["dataset"]
    assert (
        f'<li>Published version: <a href="{published.get_absolute_url()}">The journal version</a>'
        " (Journal of Things 2024)</li>"
    ) in page
    assert f'<li>Dataset: <a href="{dataset.get_absolute_url()}">The data</a> · ' in page
    assert ">Accelerators</a>, <a " in page and ">Energy</a>, <a " in page and ">Systems</a></dd>" in page
    assert page.count('class="author') == 4
    more = re.search(r'<ul class="related more-by">(.*?)</ul>', page, re.S).group(1)
    # Newest first, five at most.
    years = [int(year) for year in re.findall(r"\(SC (\d{4})\)", more)]
    assert len(years) == min(other_papers, 5)
    assert years == sorted(years, reverse=True)
    assert years[0] == (2019 if other_papers > 19 else 2000)
    with django_assert_num_queries(DETAIL_QUERIES):
        version_page = client.get(published.get_absolute_url()).content.decode()
    # Its preprints, newest first.
    assert version_page.index("Preprint: <a") < version_page.index(">The preprint</a> (2023)")
    assert version_page.index(">The preprint</a> (2023)") < version_page.index(
        ">The first preprint</a> (2022)"
    )
    with django_assert_num_queries(DETAIL_QUERIES):
        dataset_page = client.get(dataset.get_absolute_url()).content.decode()
    paper = rows["paper"]
    assert (
        f'<li>Accompanies the paper <a href="{paper.get_absolute_url()}">The preprint</a></li>'
        in dataset_page
    )


@pytest.mark.parametrize("count", [1, 30])
def test_author_and_venue_page_query_counts_are_constant(
    client, django_assert_num_queries, count, page_cache_off
):
    publications = make_full_publications(count)
    member = publications[0].authorships.get(position=2).author
    with django_assert_num_queries(AUTHOR_QUERIES):
        response = client.get(member.get_absolute_url())
    assert len(response.context["publications"]) == count
    assert response.context["coauthor_count"] == 2 * count
    assert len(response.context["coauthors"]) == min(2 * count, COAUTHORS_SHOWN)
    with django_assert_num_queries(VENUE_QUERIES):
        response = client.get("/venues/sc/")
    assert len(response.context["publications"]) == count


# A text search ranked by relevance: the facets' pass over the matches also reads the page's rows.
SEARCH_QUERIES = LIST_QUERIES - 1


def test_a_text_searchs_pages_and_counts_are_those_of_ranking_every_match(client):
    venue = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    for number in range(23):
        # Ranks differ (the word once to three times), tie within a rank, and some rows match only
        # as a substring ("relearning"); the rest do not match at all.
        title = " ".join(["learning"] * (1 + number % 3)) + f" systems {number}"
        if number % 5 == 0:
            title = f"Relearning part {number}"
        if number % 7 == 0:
            title = f"Unrelated part {number}"
        make_publication(title=title, year=2015 + number % 4, month=1 + number % 2, venue=venue)

    def ranked() -> list[int]:
        return list(filtered_publications(QueryDict("q=learning")).queryset.values_list("pk", flat=True))

    def shown(query: str, *, nothing_stored: bool = False) -> tuple[list[int], int]:
        if nothing_stored:
            cache.clear()
        response = client.get(f"/?q=learning&{query}")
        assert response.status_code == 200
        return [p.pk for p in response.context["publications"]], response.context["paginator"].count

    everything = ranked()
    assert 10 < len(everything) < 23
    for per_page in (1, 4, 7, 100):
        pages = -(-len(everything) // per_page)
        for number in range(1, pages + 1):
            expected = (everything[(number - 1) * per_page : number * per_page], len(everything))
            # With the counts stored by an earlier page, and with nothing stored at all.
            assert shown(f"per_page={per_page}&page={number}") == expected
            assert shown(f"page={number}&per_page={per_page}", nothing_stored=True) == expected
        last = everything[(pages - 1) * per_page :], len(everything)
        assert shown(f"per_page={per_page}&page=last", nothing_stored=True) == last
    assert client.get("/?q=learning&per_page=7&page=9").status_code == 404

    best = make_publication(title="learning learning learning learning", year=2010, venue=venue)
    after = shown("per_page=4")
    assert after == (ranked()[:4], len(everything) + 1)
    assert after[0][0] == best.pk
    years = client.get("/?q=learning").context["facets"]["year"]
    assert sum(row["count"] for row in years) == len(everything) + 1


@pytest.mark.parametrize("count", [1, 30])
def test_coauthors_page_query_count_is_constant(client, django_assert_num_queries, count):
    publications = make_full_publications(count)
    member = publications[0].authorships.get(position=2).author
    with django_assert_num_queries(COAUTHORS_QUERIES):
        response = client.get(reverse("publications:author-coauthors", kwargs={"slug": member.slug}))
    assert len(response.context["coauthors"]) == 2 * count


PARAMS = (*FILTER_PARAMS, "page", "per_page")


@given(query=st.dictionaries(st.sampled_from(PARAMS), st.text(max_size=40), max_size=5))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_no_query_string_makes_a_page_export_or_api_fail(client, query):
    if not Publication.objects.exists():
        make_full_publications(2)
    for url in ("/", "/api/publications/", "/export/bibtex/", "/embed/"):
        response = client.get(url, query)
        assert response.status_code in {200, 400, 404}, (url, query)
        if response.streaming:
            b"".join(response.streaming_content)


def test_server_error_page_renders_without_a_request_context():
    page = render_to_string("500.html")
    assert "Something went wrong" in page


@pytest.mark.parametrize(("path", "counted"), [("/authors/", "people"), ("/venues/", "venues")])
def test_the_people_and_venue_indexes_page_in_their_own_order(client, path, counted):
    Author.objects.bulk_create(
        Author(display_name=f"Person {number:03}", family_name=f"P{number:03}", slug=f"person-{number}")
        for number in range(501)
    )
    Venue.objects.bulk_create(
        Venue(short_name=f"V{number:03}", name=f"Venue {number}", slug=f"venue-{number}")
        for number in range(501)
    )
    page = html(client.get(path))
    assert f"Showing 1–500 of 501 {counted}" in page
    assert "Next →" in page
    assert "Show all" not in page


def test_sort_orders_hold_and_grouping_by_type_heads_each_type(client):
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    ipdps = make_venue(short_name="IPDPS", slug="ipdps", name="Parallel Processing")
    make_publication(title="Beta", year=2021, venue=sc, type=PublicationType.JOURNAL)
    make_publication(title="alpha", year=2019, venue=ipdps, type=PublicationType.CONFERENCE)
    make_publication(title="Gamma", year=2023, venue=None, venue_name="", type=PublicationType.CONFERENCE)

    def listed(query: str) -> list[str]:
        return [p.title for p in client.get(f"/?{query}").context["publications"]]

    assert listed("") == ["Gamma", "Beta", "alpha"]
    assert listed("sort=newest") == ["Gamma", "Beta", "alpha"]
    assert listed("sort=oldest") == ["alpha", "Beta", "Gamma"]
    assert listed("sort=title") == ["alpha", "Beta", "Gamma"]
    assert listed("sort=venue") == ["alpha", "Beta", "Gamma"]  # IPDPS, SC, then no venue
    page = html(client.get("/?sort=title"))
    assert ">By title</h2>" in page and 'class="year__heading"' not in page
    page = html(client.get("/?group=type"))
    assert page.index(">Conference paper</h2>") < page.index("Gamma") < page.index("alpha")
    assert page.index("alpha") < page.index(">Journal article</h2>") < page.index("Beta")
    assert 'href="?group=type&amp;sort=oldest"' in page or 'href="?sort=oldest&amp;group=type"' in page
    response = client.get("/?sort=random")
    assert response.status_code == 400 and "sort" in response.context["filter_errors"]


@pytest.mark.parametrize(
    ("query", "queries"),
    [("per_page=50&sort=title&group=type", LIST_QUERIES), ("q=scaling+study&per_page=50", SEARCH_QUERIES)],
)
@pytest.mark.parametrize("count", [1, 30])
def test_a_sorted_grouped_or_searched_list_keeps_its_query_count(
    client, django_assert_num_queries, count, query, queries
):
    make_full_publications(count)
    store_pickers()
    with django_assert_num_queries(queries):
        response = client.get(f"/?{query}")
    assert len(response.context["publications"]) == count


def test_the_page_explaining_feeds_names_the_feeds_of_the_list(client):
    page = html(client.get("/?venue=sc"))
    subscribe = re.search(r'<a href="(/feeds/\?[^"]+)">What is this\?</a>', page).group(1)
    explained = html(client.get(subscribe.replace("&amp;", "&")))
    assert "feed reader" in explained
    assert "http://testserver/feeds/rss/?venue=sc" in explained
    assert "http://testserver/feeds/atom/?venue=sc" in explained
