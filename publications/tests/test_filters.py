"""The shared filters: every parameter alone and combined, search, and bad input."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.http import QueryDict

from publications.keys import fold
from publications.models import Author, Publication, PublicationStatus, PublicationType, Tag, Venue
from publications.tests.factories import make_author, make_publication, make_venue
from publications.web.filters import PublicationFilter, filter_query, filtered_publications, page_size

pytestmark = pytest.mark.django_db


def titles(query: str, base=None) -> set[str]:
    result = filtered_publications(QueryDict(query), base)
    assert result.is_valid, result.errors
    return {publication.title for publication in result.queryset}


@pytest.fixture
def catalogue():
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    hpdc = make_venue(short_name="HPDC", slug="hpdc", name="High-Performance Distributed Computing")
    zhang = make_author(display_name="Zhao Zhang", slug="zhao-zhang", is_member=True)
    erdos = make_author(display_name="Paul Erdős", slug="paul-erdos")
    foster = make_author(display_name="Ian Foster", slug="ian-foster")
    make_publication(
        title="Mirage: low-interruption GPU clusters",
        venue=sc,
        year=2023,
        highlight=True,
        authors=[zhang, foster],
    )
    make_publication(title="KAISA: second-order optimizer", venue=sc, year=2021, authors=[zhang, erdos])
    make_publication(title="Diagnosing machine learning pipelines", venue=hpdc, year=2017, authors=[erdos])
    make_publication(
        title="Crafter: reproducible ML",
        year=2026,
        status=PublicationStatus.TO_APPEAR,
        type=PublicationType.PREPRINT,
        authors=[zhang],
        highlight=True,
    )
    tagged = make_publication(title="Fault tolerance with K-FAC", venue=hpdc, year=2020, authors=[foster])
    tagged.tags.add(Tag.objects.create(name="Resilience", slug="resilience"))


def test_venue_matches_by_slug_or_by_acronym_in_any_letter_case(catalogue):
    expected = {"Mirage: low-interruption GPU clusters", "KAISA: second-order optimizer"}
    assert titles("venue=sc") == expected
    assert titles("venue=SC") == expected
    assert titles("venue=Sc") == expected


def test_an_unknown_venue_selects_nothing_rather_than_failing(catalogue):
    assert titles("venue=nowhere") == set()


def test_highlight_true_keeps_only_highlights_and_false_only_the_others(catalogue):
    assert titles("highlight=true") == {"Mirage: low-interruption GPU clusters", "Crafter: reproducible ML"}
    assert len(titles("highlight=false")) == 3


def test_year_and_year_range_filters(catalogue):
    assert titles("year=2021") == {"KAISA: second-order optimizer"}
    assert titles("year_min=2021&year_max=2023") == {
        "Mirage: low-interruption GPU clusters",
        "KAISA: second-order optimizer",
    }
    assert titles("year_min=2024") == {"Crafter: reproducible ML"}


def test_author_filter_lists_each_publication_once(catalogue):
    result = filtered_publications(QueryDict("author=zhao-zhang"))
    ids = [publication.pk for publication in result.queryset]
    assert len(ids) == len(set(ids)) == 3


def test_type_status_and_tag_filters(catalogue):
    assert titles("type=preprint") == {"Crafter: reproducible ML"}
    assert titles("status=to appear") == {"Crafter: reproducible ML"}
    assert titles("tag=resilience") == {"Fault tolerance with K-FAC"}


def test_filters_combine(catalogue):
    assert titles("venue=sc&author=paul-erdos") == {"KAISA: second-order optimizer"}
    assert titles("highlight=true&year_max=2025&author=zhao-zhang") == {
        "Mirage: low-interruption GPU clusters"
    }


def test_invalid_values_are_reported_and_select_nothing(catalogue):
    for query in ("year=abc", "type=poem", "status=lost", "year_min=99999", "q=" + "x" * 300):
        result = filtered_publications(QueryDict(query))
        assert not result.is_valid, query
        assert result.errors
        assert list(result.queryset) == []


def test_search_ignores_accents_in_the_query_and_in_the_stored_text(catalogue):
    assert titles("q=erdos") == titles("q=Erdős") == titles("q=ERDŐS")
    assert titles("q=erdos") == {"KAISA: second-order optimizer", "Diagnosing machine learning pipelines"}


def test_search_finds_stemmed_words_prefixes_and_punctuated_terms(catalogue):
    assert "Diagnosing machine learning pipelines" in titles("q=diagnose")
    assert titles("q=optim") == {"KAISA: second-order optimizer"}
    assert titles("q=k-fac") == {"Fault tolerance with K-FAC"}
    assert titles("q=gpu clus") == {"Mirage: low-interruption GPU clusters"}


def test_search_understands_web_search_syntax(catalogue):
    assert titles('q="machine learning" -reproducible') == {"Diagnosing machine learning pipelines"}
    result = filtered_publications(QueryDict("q=zhang"))
    assert len(list(result.queryset)) == 3


def test_search_with_only_punctuation_or_stop_words_does_not_fail(catalogue):
    for query in ("q=%26%7C%21%3A*()", "q='", "q=the", "q=a"):
        result = filtered_publications(QueryDict(query))
        assert result.is_valid
        list(result.queryset)


def test_base_queryset_narrows_before_filters(catalogue):
    from publications.models import Author, Publication

    erdos = Author.objects.get(slug="paul-erdos")
    assert titles("venue=hpdc", Publication.objects.by_author(erdos)) == {
        "Diagnosing machine learning pipelines"
    }


def test_fold_removes_accents_case_and_extra_spaces():
    assert fold("  Erdős   Ø  Łukasz Straße ") == "erdos o lukasz strasse"


def test_per_page_is_bounded_and_all_means_the_maximum():
    assert page_size(QueryDict("per_page=all"), 100, 1000) == 1000
    assert page_size(QueryDict("per_page=5000"), 100, 1000) == 1000
    assert page_size(QueryDict("per_page=0"), 100, 1000) == 1
    assert page_size(QueryDict("per_page=-3"), 100, 1000) == 100
    assert page_size(QueryDict(""), 100, 1000) == 100


def test_filter_query_keeps_filters_drops_pagination_and_lets_the_page_scope_win():
    query = filter_query(QueryDict("venue=sc&page=3&per_page=all&q=gpu&author=someone&utm=x"), author="zhang")
    assert query == "q=gpu&venue=sc&author=zhang"


def test_within_a_year_publications_without_a_month_come_after_the_dated_ones():
    make_publication(title="Grids known only by their year", year=2023, month=None)
    make_publication(title="Grids in December", year=2023, month=12)
    make_publication(title="Grids in March", year=2023, month=3)
    make_publication(title="Grids a year earlier", year=2022, month=None)
    expected = [
        "Grids in December",
        "Grids in March",
        "Grids known only by their year",
        "Grids a year earlier",
    ]
    assert [p.title for p in filtered_publications(QueryDict("")).queryset] == expected


def test_publications_without_a_year_come_after_every_dated_year():
    make_publication(title="Grids of unknown date", year=None)
    make_publication(title="Grids in 1999", year=1999)
    make_publication(title="Grids in 2023", year=2023)
    titles = [p.title for p in filtered_publications(QueryDict("")).queryset]
    assert titles == ["Grids in 2023", "Grids in 1999", "Grids of unknown date"]


def test_equally_good_search_matches_put_undated_months_last_too():
    for month in (None, 5, 11):
        make_publication(title="Elastic grids", year=2023, month=month)
    result = filtered_publications(QueryDict("q=elastic grids")).queryset
    assert [p.month for p in result] == [11, 5, None]


def test_the_first_page_in_display_order_is_read_off_the_listing_index_without_sorting():
    for month in (None, 1, 6):
        make_publication(year=2023, month=month)
    with connection.cursor() as cursor:
        # A handful of rows: make PostgreSQL show what it does when scanning the table is costly.
        cursor.execute("SET LOCAL enable_seqscan = off")
        # And when sorting is: with three rows, whatever the statistics left by earlier tests say,
        # another index and a sort can cost less. An index that does not give the listing's order
        # still needs the Sort asserted away below.
        cursor.execute("SET LOCAL enable_sort = off")
    plan = filtered_publications(QueryDict("")).queryset[:100].explain()
    assert "publication_listing_order" in plan
    assert "Sort" not in plan, plan


def test_a_year_with_a_fraction_is_refused_rather_than_rounded(catalogue):
    for query in ("year=2023.5", "year_min=2020.25", "year_max=2023.9", "year=1e3"):
        result = filtered_publications(QueryDict(query))
        assert not result.is_valid, query
        assert list(result.errors) == [query.partition("=")[0]]
        assert list(result.queryset) == []
    assert titles("year=2023") == {"Mirage: low-interruption GPU clusters"}


def test_a_venue_value_names_venues_by_slug_or_by_acronym_in_any_letter_case():
    sc = make_venue(short_name="SC", slug="sc-conference", name="Supercomputing")
    by_slug = make_venue(short_name="HPDC", slug="hpdc", name="High-Performance Distributed Computing")
    make_venue(short_name="SCA", slug="sca", name="Supercomputing Asia")
    assert list(Venue.objects.matching("sC")) == [sc]
    assert list(Venue.objects.matching("SC-Conference")) == [sc]
    assert list(Venue.objects.matching("hpdc")) == [by_slug]
    assert list(Venue.objects.matching("supercomputing")) == []


def test_no_value_names_no_person():
    make_author(display_name="Wei Chen", slug="wei-chen")
    assert list(Author.objects.named_any([])) == []
    assert [author.slug for author in Author.objects.named_any(["WEI CHEN"])] == ["wei-chen"]


def test_each_filter_set_filters_by_its_own_values_whatever_was_made_since(catalogue):
    first = PublicationFilter(QueryDict("tag=resilience&year_min=2020"), queryset=Publication.objects.all())
    second = PublicationFilter(QueryDict("author=paul-erdos"), queryset=Publication.objects.all())
    assert {publication.title for publication in first.qs} == {"Fault tolerance with K-FAC"}
    assert {publication.title for publication in second.qs} == {
        "KAISA: second-order optimizer",
        "Diagnosing machine learning pipelines",
    }


def test_chip_labels_name_the_first_row_the_filters_own_lookups_select():
    make_venue(short_name="SC", slug="sc-conference", name="Supercomputing")
    make_venue(short_name="", slug="jpdc", name="Journal of Parallel and Distributed Computing")
    make_venue(short_name="SCA", slug="sca", name="Supercomputing Asia")
    make_venue(short_name="", slug="sc", name="Scaling Letters")  # its slug is another's acronym
    first = make_author(display_name="Wei Chen", slug="wei-chen")
    make_author(display_name="Wei Chen", slug="wei-chen-2")
    make_author(display_name="Ana Lima", slug="ana-lima")
    Tag.objects.create(name="Resilience", slug="resilience")
    venues = ["sC", "SC-Conference", "JPDC", "journal of parallel and distributed computing", "sc", "nowhere"]
    authors = ["WEI CHEN", "wei-chen-2", "ana-lima", "Ana-Lima", "nobody"]
    tags = ["resilience", "Resilience", "none"]
    query = QueryDict(mutable=True)
    query.setlist("venue", venues)
    query.setlist("author", authors)
    query.setlist("tag", tags)
    labels = filtered_publications(query).value_labels()

    def first_label(rows, label):
        row = rows.order_by("pk").first()
        return None if row is None else label(row)

    expected = {
        "venue": {
            v: first_label(Venue.objects.matching(v), lambda row: row.short_name or row.name) for v in venues
        },
        "author": {a: first_label(Author.objects.named(a), lambda row: row.display_name) for a in authors},
        "tag": {t: first_label(Tag.objects.filter(slug=t), lambda row: row.name) for t in tags},
    }
    assert labels == {
        name: {value: label for value, label in found.items() if label is not None}
        for name, found in expected.items()
    }
    assert labels["venue"]["sC"] == "SC"
    # "sc" names two venues (an acronym in another case, a slug): the chip names the first made.
    assert labels["venue"]["sc"] == "SC"
    assert (
        labels["venue"]["journal of parallel and distributed computing"]
        == "Journal of Parallel and Distributed Computing"
    )
    assert labels["author"]["WEI CHEN"] == first.display_name
    assert "Ana-Lima" not in labels["author"] and "Resilience" not in labels["tag"]


def test_several_values_of_one_filter_select_either_and_filters_combine_with_and(client):
    sc = make_venue(short_name="SC", slug="sc", name="Supercomputing")
    ipdps = make_venue(short_name="IPDPS", slug="ipdps", name="Parallel and Distributed Processing")
    other = make_venue(short_name="HPDC", slug="hpdc", name="High-Performance Distributed Computing")
    zhang, patel = make_author(display_name="Zhao Zhang"), make_author(display_name="R. Patel")
    make_publication(title="SC by Zhang", venue=sc, authors=[zhang], type=PublicationType.CONFERENCE)
    make_publication(title="IPDPS by Patel", venue=ipdps, authors=[patel], type=PublicationType.JOURNAL)
    make_publication(title="IPDPS by Zhang", venue=ipdps, authors=[zhang], type=PublicationType.CONFERENCE)
    make_publication(title="HPDC by Zhang", venue=other, authors=[zhang], type=PublicationType.CONFERENCE)
    assert titles("venue=sc&venue=IPDPS") == {"SC by Zhang", "IPDPS by Patel", "IPDPS by Zhang"}
    assert titles(f"venue=sc&venue=ipdps&author={patel.slug}") == {"IPDPS by Patel"}
    assert titles(f"author={patel.slug}&author={zhang.slug}&venue=hpdc") == {"HPDC by Zhang"}
    assert titles("type=journal&type=conference&venue=ipdps") == {"IPDPS by Patel", "IPDPS by Zhang"}
    # A name typed into the author picker names the person as their slug does.
    assert titles("author=zhao+zhang&venue=sc") == {"SC by Zhang"}
    assert not filtered_publications(QueryDict("type=journal&type=nonsense")).is_valid

    page = client.get(f"/?venue=sc&venue=ipdps&author={zhang.slug}").content.decode()
    chips = re.findall(r'<span class="chip">(.*?): <strong>(.*?)</strong> <a href="\?([^"]*)"', page)
    assert [(label, value) for label, value, _ in chips] == [
        ("Venue", "SC"),
        ("Venue", "IPDPS"),
        ("Author", "Zhao Zhang"),
    ]
    # Removing one venue keeps the other and the author.
    removed_sc = QueryDict(chips[0][2].replace("&amp;", "&"))
    assert removed_sc.getlist("venue") == ["ipdps"] and removed_sc.getlist("author") == [zhang.slug]
    assert titles(removed_sc.urlencode()) == {"IPDPS by Zhang"}


def test_plain_words_find_every_words_stem_the_last_as_a_prefix_and_the_words_as_a_substring():
    for title in (
        "Learned indexes for sorting",  # the stem of "learning"
        "Learnability of sorting networks",  # the stem "learn" begins it: the last word is a prefix
        "Relearning sorting networks",  # only the substring
        "Sorting learners",
        "Sorting with the learning machines",  # a stop word among the words
        "Unrelated grids",
    ):
        make_publication(title=title)
    learning = {
        "Learned indexes for sorting",
        "Learnability of sorting networks",
        "Relearning sorting networks",
        "Sorting learners",
        "Sorting with the learning machines",
    }

    assert titles("q=learning") == titles("q=learn") == learning
    assert titles("q=the learning") == learning - {"Relearning sorting networks"}
    # Every word but the last whole (by its stem), the last as a prefix.
    assert titles("q=learning sort") == {
        "Learned indexes for sorting",
        "Relearning sorting networks",  # the substring "learning sort"
        "Sorting with the learning machines",
    }
    assert titles("q=learning machine") == {"Sorting with the learning machines"}
    assert titles("q=sorting lea") == learning - {"Relearning sorting networks"}


def test_or_and_quotes_keep_their_web_search_meaning():
    for title in ("Grids of GPU nodes", "Grids of CPU nodes", "Grids of TPU nodes"):
        make_publication(title=title)

    assert titles("q=gpu or cpu") == {"Grids of GPU nodes", "Grids of CPU nodes"}
    assert titles('q="grids of gpu"') == {"Grids of GPU nodes"}
