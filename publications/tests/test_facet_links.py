"""Facet links are exactly what Django's ``{% querystring %}`` gives for the same request."""

from __future__ import annotations

import pytest
from django.http import QueryDict
from django.template import engines
from django.test import RequestFactory
from django.utils.html import escape

from publications.web.facet_links import with_links

COUNTS = {
    "year": [{"value": 2023, "label": "2023", "count": 2}, {"value": 2021, "label": "2021", "count": 1}],
    "venue": [{"value": "sc", "label": "SC", "title": "Supercomputing", "count": 2}],
    "type": [{"value": "journal", "label": "Journal article", "count": 1}],
    "status": [],
    "author": [{"value": "zoë-ñúñez", "label": "Zoë Ñúñez", "is_member": True, "count": 3}],
    "tag": [{"value": "a&b", "label": "A & B", "count": 1}],
}

QUERIES = [
    "",
    "page=3",
    "year=2023",
    "year=2023&page=2",
    "q=scalable+check%C3%A9&page=2&year=2021",
    "venue=SC",
    "venue=sc&type=journal",
    "author=zo%C3%AB-%C3%B1%C3%BA%C3%B1ez&tag=a%26b",
    "tag=x&tag=a%26b",
    "per_page=all&highlight=true",
]


def querystring_tag(query: str, name: str, value: object) -> str:
    request = RequestFactory().get("/?" + query if query else "/")
    template = engines["django"].from_string("{% querystring " + name + "=value page=None %}")
    return template.render({"value": value}, request=request)


@pytest.mark.parametrize("query", QUERIES)
def test_every_link_is_what_the_querystring_tag_gives(query):
    params = QueryDict(query)
    for name, rows in with_links(COUNTS, params).items():
        for row in rows:
            value = None if row["active"] else row["value"]
            given = params.getlist(name)
            if row["active"] and len(given) > 1:
                # One of several values: its link removes it and keeps the others.
                value = [other for other in given if other.lower() != str(row["value"])]
            # The tag's output is escaped for HTML; the page escapes ``href`` the same way.
            assert escape(row["href"]) == querystring_tag(query, name, value), (query, name, row["value"])


def test_the_chosen_value_is_active_and_its_link_removes_it():
    linked = with_links(COUNTS, QueryDict("year=2023&venue=SC&page=2"))
    assert [(row["value"], row["active"], row["href"]) for row in linked["year"]] == [
        (2023, True, "?venue=SC"),
        (2021, False, "?year=2021&venue=SC"),
    ]
    assert linked["venue"][0]["active"] is True
    assert linked["venue"][0]["href"] == "?year=2023"
    assert linked["type"][0]["href"] == "?year=2023&venue=SC&type=journal"
    assert linked["type"][0]["active"] is False


def test_the_counts_are_left_as_they_were():
    with_links(COUNTS, QueryDict("year=2023"))
    assert "href" not in COUNTS["year"][0]
