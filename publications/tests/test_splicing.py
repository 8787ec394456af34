"""A listing's entries put into the finished page once: the same page, character for character."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.template import engines
from django.template.response import TemplateResponse
from django.test import RequestFactory

from publications.models import Publication
from publications.tests.listing_helpers import make_full_publications
from publications.web.splicing import Splices, SplicingTemplateResponse, deferred

pytestmark = pytest.mark.django_db

# Entries by year inside the levels a page has around them: an include's if, a for, a block.
NESTED = (
    "{% load publication_tags %}<main>{% if publications %}{% regroup publications by year as years %}"
    "{% for group in years %}<section><h2>{{ group.grouper }}</h2><ol>"
    "{% publication_entries group.list page=publications %}</ol></section>{% endfor %}{% endif %}"
    "<p>{{ publications|length }} – “done”</p></main>"
)


def rendered(response_class) -> str:
    request = RequestFactory().get("/")
    request.user = AnonymousUser()
    template = engines["django"].from_string(NESTED)
    publications = list(Publication.objects.listed().with_listing_relations().in_display_order())
    response = response_class(request, template, {"publications": publications})
    return response.render().content.decode()


def test_a_spliced_page_is_the_page_rendered_whole():
    make_full_publications(7)
    spliced = rendered(SplicingTemplateResponse)
    assert spliced == rendered(TemplateResponse)
    assert spliced.count('<li class="pub') == 7 and spliced.count("<section>") == 3
    assert "\x00" not in spliced


def test_outside_a_splicing_response_a_part_is_itself():
    assert deferred("<li>entry</li>") == "<li>entry</li>"


def test_only_this_renders_markers_are_replaced():
    splices = Splices()
    marker = splices.marker("<li>entry</li>")
    other = Splices().marker("<li>another page's entry</li>")
    look_alike = f"<input value='\x00{'0' * 16}:0\x00'>"  # as a visitor's text could echo it
    page = f"<ol>{marker}</ol>{other}{look_alike}"
    assert splices.splice(page) == f"<ol><li>entry</li></ol>{other}{look_alike}"
