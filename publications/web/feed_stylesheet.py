"""Feeds readable in a browser: an XSLT stylesheet turns a feed into a page saying what it is.

Every RSS and Atom feed names the stylesheet in an ``<?xml-stylesheet?>`` instruction, which
feed readers ignore. Feeds are served as ``application/xml``: Chromium shows
``application/rss+xml`` and ``application/atom+xml`` as plain text without applying any
stylesheet, while feed readers read the document itself, whatever its XML media type (the pages'
``<link rel="alternate">`` still name the feed's own type). The stylesheet is rendered from a
template so that the page it builds links the site's own (content-hashed) CSS: the feed's
Content-Security-Policy allows no inline style.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.html import escape
from django.views.decorators.http import require_safe

XSL_MEDIA_TYPE = "text/xsl; charset=utf-8"
FEED_MEDIA_TYPE = "application/xml; charset=utf-8"


def with_stylesheet(response: HttpResponse) -> HttpResponse:
    """``response`` (a rendered feed) with the stylesheet instruction after its XML declaration."""
    declaration, sep, rest = response.content.partition(b"?>")
    if not sep or not declaration.startswith(b"<?xml"):
        return response
    href = escape(reverse("publications:feed-stylesheet"))
    instruction = f'\n<?xml-stylesheet type="text/xsl" href="{href}"?>'.encode()
    response.content = declaration + sep + instruction + rest
    response["Content-Type"] = FEED_MEDIA_TYPE
    return response


@require_safe
def feed_stylesheet(request: HttpRequest) -> HttpResponse:
    return render(request, "feeds/feed.xsl", content_type=XSL_MEDIA_TYPE)
