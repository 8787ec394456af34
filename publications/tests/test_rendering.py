"""Listing entries are the HTML the entry templates render, stored or not, hostile text included."""

from __future__ import annotations

import re
from pathlib import Path
from string import Template

import pytest
from django.contrib.auth import get_user_model
from django.core.paginator import Paginator
from django.template import Context, engines
from django.template.loader import render_to_string

from publications.models import Author, Authorship, Publication, PublicationStatus, Venue
from publications.tests.factories import make_author, make_publication, make_venue
from publications.tests.listing_helpers import make_full_publications, use_site_template
from publications.tests.test_views import LIST_QUERIES
from publications.web.ordering import Grouping, Sort
from publications.web.rendering import (
    coauthor_items_html,
    facet_items_html,
    order_items_html,
    page_number_items_html,
    venue_options_html,
)
from publications.web.stored_fragments import store_pickers

pytestmark = pytest.mark.django_db

# The two entries of ``fixed_publications`` as a visitor's listing and a staff member's show them:
# the same HTML but for the ids' suffix and the edit links, which only staff see.
EVERY_PART = Template((Path(__file__).parent / "data" / "entries" / "every_part.html").read_text())
EDIT_LINKS = {
    "edit_link_880001": '<a class="edit-link" href="/admin/publications/publication/880001/change/">Edit'
    '<span class="visually-hidden"> “Checkpointing &lt;at&gt; scale”</span></a>',
    "edit_link_880003": '<a class="edit-link" href="/admin/publications/publication/880003/change/">Edit'
    '<span class="visually-hidden"> “A thesis on queues”</span></a>',
}
HOSTILE = "<script>alert('x')</script> \"'><img src=x onerror=alert(1)> & {} \\end{document}"


def varied_publications() -> list[Publication]:
    make_full_publications(2)
    hostile_venue = make_venue(short_name=f"H<{HOSTILE}", name=HOSTILE, slug="hostile")
    people = [make_author(display_name=HOSTILE, is_member=True), make_author(), make_author(is_member=True)]
    marked = make_publication(
        authors=people,
        title=HOSTILE,
        venue=hostile_venue,
        venue_name="",
        year=None,
        status=PublicationStatus.ACCEPTED,
        award=HOSTILE,
        url="javascript:alert(1)",
        pdf_url=f"https://example.org/{HOSTILE}.pdf",
        bibtex_key=HOSTILE,
    )
    Authorship.objects.filter(publication=marked, position=1).update(equal_contribution=True)
    Authorship.objects.filter(publication=marked, position=3).update(
        corresponding=True, equal_contribution=True
    )
    make_publication(title="Without venue or authors", venue_name=HOSTILE, year=2001)
    make_publication(title="Alone", authors=[make_author()], year=1999, highlight=True)
    make_publication(title="Two", authors=[make_author(), make_author()], year=None)
    return list(Publication.objects.listed().with_listing_relations().in_display_order())


def fixed_publications() -> list[Publication]:
    """Two entries with every part an entry can show, in fixed words and slugs."""
    venue = make_venue(short_name="SC", slug="sc", name="Supercomputing & Storage")
    member = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    equal = make_author(display_name="Ada O'Lovelace", slug="ada-lovelace")
    corresponding = make_author(display_name="Alan Turing", slug="alan-turing")
    # Fixed ids as well: the expected HTML below names them.
    paper = make_publication(
        pk=880001,
        authors=[member, equal, corresponding],
        title="Checkpointing <at> scale",
        venue=venue,
        venue_name="Proc. SC",
        year=2023,
        pages="101--112",
        status=PublicationStatus.ACCEPTED,
        award="Best paper",
        abstract="We measure <things> & more.",
        doi="10.1000/fixed.1",
        url="https://example.org/paper",
        pdf_url="https://example.org/paper.pdf",
        code_url="https://github.com/example/code",
        bibtex_key="zhang2023checkpointing",
        highlight=True,
    )
    Authorship.objects.filter(publication=paper, position=2).update(equal_contribution=True)
    Authorship.objects.filter(publication=paper, position=3).update(corresponding=True)
    make_publication(
        pk=880002,
        title="Data for checkpointing",
        type="dataset",
        artifact_of=paper,
        url="https://zenodo.org/records/1",
    )
    make_publication(
        pk=880003,
        authors=[corresponding, member],
        title="A thesis on queues",
        type="thesis",
        venue_name="",
        publisher="University of Examples",
        year=2019,
        bibtex_key="turing2019thesis",
    )
    return list(Publication.objects.listed().with_listing_relations().in_display_order())


def listing_entries(publications: list[Publication], **context) -> str:
    template = engines["django"].engine.from_string(
        "{% load publication_tags %}{% publication_entries publications %}"
    )
    return template.render(Context({"publications": publications, **context}))


@pytest.mark.parametrize("staff", [False, True])
def test_each_entry_is_exactly_what_the_entry_template_renders_first_and_from_the_cache(staff, settings):
    settings.PAGE_CACHE_SECONDS = 3600
    user = get_user_model()(username="editor", is_staff=staff)
    publications = varied_publications()
    assert len(publications) == 6
    expected = "".join(
        render_to_string("includes/publication_entry.html", {"publication": publication, "user": user})
        for publication in publications
    )
    assert listing_entries(publications, user=user) == expected
    assert listing_entries(publications, user=user) == expected  # the stored entries


@pytest.mark.parametrize(
    ("staff", "id_suffix", "edit_links"),
    [(False, "", dict.fromkeys(EDIT_LINKS, "")), (True, "-side", EDIT_LINKS)],
)
def test_entries_with_every_part_are_the_html_the_site_has_always_served(staff, id_suffix, edit_links):
    # The file holds what the entry templates rendered before entries were given their
    # prepared values (URLs, author list, badge, links, BibTeX, citation links): any change in
    # how the parts are prepared must leave every character of an entry as it was.
    user = get_user_model()(username="editor", is_staff=staff)
    publications = fixed_publications()
    assert listing_entries(publications, user=user, id_suffix=id_suffix) == EVERY_PART.substitute(
        id_suffix=id_suffix, **edit_links
    )


ENTRY_PARTS = [
    "includes/author_names.html",
    "includes/venue_line.html",
    "includes/publication_links.html",
    "includes/abstract_toggle.html",
    "includes/bibtex_toggle.html",
    "includes/cite_toggle.html",
]


@pytest.mark.parametrize("name", ENTRY_PARTS)
def test_each_part_of_an_entry_included_with_the_publication_alone_renders_as_in_the_listing(name):
    # A site's own page may include any part with nothing but ``publication`` in its context.
    publications = fixed_publications()
    listing = listing_entries(publications)
    parts = [render_to_string(name, {"publication": publication}) for publication in publications]
    assert parts[0].strip()  # the first shows every part
    for part in parts:
        assert part in listing


def test_the_entry_escapes_every_stored_value():
    publications = varied_publications()
    page = listing_entries(publications)
    assert "<script>" not in page
    assert "<img" not in page
    assert "javascript:" not in page


def test_an_entry_template_of_the_same_name_in_the_site_templates_is_used(settings, tmp_path):
    use_site_template(
        settings,
        tmp_path,
        "includes/venue_line.html",
        '<span class="lab-venue">{{ publication.venue.short_name }} · {{ publication.year }}</span>',
    )
    publications = make_full_publications(2)

    page = listing_entries(publications)

    assert page.count('<span class="lab-venue">SC · ') == 2
    assert page.count('<li class="pub') == 2


def test_venue_choices_offer_the_acronym_to_type_with_the_name_beside_it_escaped():
    make_venue(short_name="SC", slug="sc", name="Supercomputing")
    make_venue(short_name="H<" + HOSTILE, slug="hostile", name=HOSTILE)
    make_venue(short_name="", slug="plain", name="Workshop on Plain Names")
    options = venue_options_html(Venue.objects.filter_choices())
    assert '<option value="SC">Supercomputing</option>' in options
    assert '<option value="Workshop on Plain Names"></option>' in options
    assert "<script>" not in options and "&lt;script&gt;" in options


def test_facet_items_link_each_value_mark_the_chosen_one_and_members_and_escape_the_rest():
    rows = [
        {
            "value": "sc",
            "label": "SC",
            "title": HOSTILE,
            "count": 3,
            "href": "?venue=sc&year=1",
            "active": True,
        },
        {"value": "x", "label": HOSTILE, "is_member": True, "count": 1, "href": "?author=x", "active": False},
        {"value": "y", "label": "Plain", "is_member": True, "count": 2, "href": "?author=y", "active": True},
    ]
    items = facet_items_html(rows)
    assert items.startswith(
        '<li><a href="?venue=sc&amp;year=1" aria-current="true" class="is-active" title="&lt;script&gt;'
    )
    assert '<li><a href="?author=x" class="member">&lt;script&gt;' in items
    assert (
        '<li><a href="?author=y" aria-current="true" class="is-active">Plain <span class="count">2</span>'
        in items
    )
    assert "<script>" not in items and items.count("<li>") == 3


def test_without_a_venue_filter_a_venue_without_acronym_is_not_preselected():
    make_venue(short_name="", slug="workshop", name="A workshop")
    page = venue_options_html(Venue.objects.filter_choices())
    assert page == '<option value="A workshop"></option>'


def test_the_venue_choices_are_read_once_per_data_version(client, django_assert_num_queries, settings):
    settings.PAGE_CACHE_SECONDS = 3600
    make_full_publications(1)
    client.get("/?per_page=5&first")
    # Another URL, so not the page cache: the facets (with the number of matches), the pickers,
    # the page's ids and years and the stored entry (so its row, authorships, artifacts and tags
    # are not read) come from the cache; left is the data version.
    with django_assert_num_queries(LIST_QUERIES - 7):
        response = client.get("/?per_page=6")
    assert '<option value="SC">' in response.content.decode()
    make_venue(short_name="NEW", slug="new", name="New venue")
    assert '<option value="NEW">New venue</option>' in client.get("/?per_page=7").content.decode()


OLD_COAUTHOR_ITEMS = (
    '{% for coauthor in coauthors %}<li><a href="{{ coauthor.get_absolute_url }}"'
    '{% if coauthor.is_member %} class="member"{% endif %}>{{ coauthor.display_name }} '
    '<span class="count" title="shared publications">{{ coauthor.shared_count }}</span></a></li>{% endfor %}'
)


def test_coauthor_items_are_the_html_the_template_loop_gave(django_assert_num_queries):
    member = make_author(display_name="Zhao Zhang", is_member=True)
    hostile = make_author(display_name=HOSTILE, is_member=True)
    plain = make_author()
    for number in range(3):
        make_publication(authors=[member, hostile, plain][: number + 1], title=f"Paper {number}")
    coauthors = list(Author.objects.coauthors_of(member))
    expected = engines["django"].from_string(OLD_COAUTHOR_ITEMS).render({"coauthors": coauthors})

    with django_assert_num_queries(0):
        page = coauthor_items_html(coauthors)

    assert page == expected
    assert [person.shared_count for person in coauthors] == [2, 1]
    assert "<script>" not in page


OLD_PAGE_NUMBER_ITEMS = (
    "{% for number in numbers %}<li>{% if number == page_obj.number %}"
    '<span aria-current="page" class="is-current">{{ number }}</span>'
    '{% elif number == paginator.ELLIPSIS %}<span class="pagination__gap">{{ number }}</span>'
    '{% else %}<a href="{% querystring page=number %}"{% if number == 1 %} aria-label="First page, 1"'
    '{% elif number == paginator.num_pages %} aria-label="Last page, {{ number }}"{% endif %}>'
    "{{ number }}</a>{% endif %}</li>{% endfor %}"
)
# Query strings with the page first, in the middle, last and absent; repeated and escaped values.
QUERIES = [
    "",
    "page=7",
    "author=a&page=12&type=journal&type=thesis",
    "q=%3Cb%3E+%26+%22caf%C3%A9%22&year=2015&page=1",
    "venue=sc&venue=hpdc",
]


@pytest.mark.parametrize("query", QUERIES)
@pytest.mark.parametrize(("number", "pages"), [(1, 1), (1, 3), (7, 30), (30, 30), (2, 9)])
def test_page_number_items_are_the_html_the_template_loop_gave(rf, query, number, pages):
    request = rf.get(f"/?{query}")
    page = Paginator(range(pages * 10), 10).page(number)
    numbers = list(page.paginator.get_elided_page_range(page.number, on_each_side=2, on_ends=1))
    context = {"numbers": numbers, "page_obj": page, "paginator": page.paginator}
    expected = engines["django"].from_string(OLD_PAGE_NUMBER_ITEMS).render(context, request)

    assert page_number_items_html(page, request.GET) == expected
    assert expected.count("<li>") == len(numbers)


OLD_ORDER_ITEMS = (
    '{% for value, label in sorts %}<li><a href="{% querystring sort=value page=None %}"'
    '{% if order_sort == value or not order_sort and value == "newest" and not is_search %}'
    ' aria-current="true"{% endif %}>{{ label }}</a></li>{% endfor %}|'
    '{% for value, label in groupings %}<li><a href="{% querystring group=value page=None %}"'
    '{% if order_group == value %} aria-current="true"{% endif %}>{{ label }}</a></li>{% endfor %}'
)


@pytest.mark.parametrize("query", [*QUERIES, "sort=oldest&page=3", "group=type&q=x"])
@pytest.mark.parametrize("is_search", [False, True])
def test_order_items_are_the_html_the_template_loops_gave(rf, query, is_search):
    request = rf.get(f"/?{query}")
    chosen_sort, chosen_group = request.GET.get("sort"), request.GET.get("group")
    context = {
        "sorts": Sort.choices,
        "groupings": Grouping.choices,
        "order_sort": chosen_sort,
        "order_group": chosen_group,
        "is_search": is_search,
    }
    expected = engines["django"].from_string(OLD_ORDER_ITEMS).render(context, request)

    fallback = "" if is_search else "newest"
    sorts = order_items_html(request.GET, "sort", Sort.choices, chosen_sort or fallback)
    groupings = order_items_html(request.GET, "group", Grouping.choices, chosen_group or "")
    assert f"{sorts}|{groupings}" == expected
    assert ("aria-current" in sorts) == (bool(chosen_sort) or not is_search)


def test_a_stored_entry_is_rendered_again_after_any_write(client, settings):
    settings.PAGE_CACHE_SECONDS = 3600
    person = make_author(display_name="Grace Example")
    make_publication(authors=[person], title="Stored entry")
    member_link = f'<strong class="author author--member"><a href="{person.get_absolute_url()}">'

    first = client.get("/").content.decode()
    # A bulk update sends no signal; the database trigger moves the data version all the same.
    Publication.objects.update(title="Changed by a bulk update")
    second = client.get("/").content.decode()
    person.is_member = True
    person.save()
    third = client.get("/").content.decode()

    assert "Stored entry" in first and member_link not in first
    assert "Changed by a bulk update" in second and member_link not in second
    assert "Changed by a bulk update" in third and member_link in third


def test_a_page_reads_whole_rows_only_for_the_entries_the_cache_does_not_hold(
    client, settings, django_assert_num_queries
):
    settings.PAGE_CACHE_SECONDS = 3600
    publications = make_full_publications(3)
    client.get("/?per_page=2")  # stores the first two entries
    # The data version, the page's ids and years; then the third entry's row, authorships,
    # artifacts and tags. Facets and venue choices come from the cache.
    with django_assert_num_queries(6):
        page = client.get("/?all-three").content.decode()
    assert page.count('<li class="pub') == 3
    for publication in publications:
        assert f'id="publication-{publication.pk}"' in page
        assert publication.title in page
    assert page.count("Zhao Zhang") >= 3


def test_a_site_entry_template_gets_whole_rows_on_the_list_page(
    client, settings, tmp_path, django_assert_num_queries
):
    use_site_template(
        settings,
        tmp_path,
        "includes/venue_line.html",
        '<span class="lab-venue">{{ publication.venue.short_name }} · {{ publication.pages }}</span>',
    )
    make_full_publications(5)
    Publication.objects.update(pages="1–12")
    store_pickers()
    with django_assert_num_queries(LIST_QUERIES):
        page = client.get("/").content.decode()
    assert page.count('<span class="lab-venue">SC · 1–12</span>') == 5


def test_a_filtered_lists_export_alternates_and_footer_links_carry_its_filters_escaped(client):
    make_publication(title="Exported", year=2023, venue=make_venue(short_name="SC", slug="sc"))
    page = client.get("/?venue=sc&year=2023").content.decode()
    head = page.split("</head>")[0]
    alternates = re.findall(r'\n  <link rel="alternate" type="([^"]+)" href="([^"]+)" title="([^"]+)">', head)
    assert ("application/x-bibtex", "/export/bibtex/?year=2023&amp;venue=sc", "BibTeX") in alternates
    footer = page.split('<footer class="site-footer">')[1]
    links = re.findall(r'<a href="([^"]+)" rel="nofollow">([^<]+)</a>', footer)
    assert [href for href, _ in links] == [href for _, href, _ in alternates if "/export/" in href]
    assert links[0] == ("/export/bibtex/?year=2023&amp;venue=sc", "BibTeX")
    assert ", ".join(f'<a href="{href}" rel="nofollow">{label}</a>' for href, label in links) in footer
