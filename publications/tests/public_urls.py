"""Every public URL of the site, with real objects filled in, for tests that must cover them all.

The URL configuration is walked rather than listed by hand, so a page added later is covered
as soon as it exists; a parameter this module cannot fill fails loudly instead of being skipped.
"""

from __future__ import annotations

from collections.abc import Iterator

from django.core.files.base import ContentFile
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from publications.exports import EXPORTERS
from publications.models import Author, Publication, Venue


def named_patterns(resolver: URLResolver | None = None, namespace: str = "") -> Iterator[tuple[str, list]]:
    """(namespaced name, parameter names) of every URL outside the admin."""
    resolver = resolver or get_resolver()
    for pattern in resolver.url_patterns:
        if isinstance(pattern, URLResolver):
            if pattern.namespace == "admin" or pattern.app_name == "admin":
                continue
            prefix = f"{namespace}{pattern.namespace}:" if pattern.namespace else namespace
            yield from named_patterns(pattern, prefix)
        elif isinstance(pattern, URLPattern):
            assert pattern.name, f"every public URL is named: {pattern.pattern}"
            yield namespace + pattern.name, list(pattern.pattern.converters)


def uploaded_pdf_of(publication: Publication) -> str:
    """The stored name of the publication's PDF file, uploading a small one when it has none."""
    if not publication.pdf_file:
        publication.pdf_file.save("paper.pdf", ContentFile(b"%PDF-1.4\n%%EOF\n"))
    return publication.pdf_file.name


def public_urls(publication: Publication, author: Author, venue: Venue) -> list[str]:
    """One URL per public page, feed, export format and API endpoint, about the given objects."""
    urls = []
    for name, params in named_patterns():
        options: list[dict] = [{}]
        for param in params:
            if param == "pk":
                values = [publication.pk]
            elif param == "author" or (param == "slug" and "author" in name):
                values = [author.slug]
            elif param == "venue" or (param == "slug" and "venue" in name):
                values = [venue.slug]
            elif param == "path":
                values = [uploaded_pdf_of(publication)]
            elif param == "fmt":
                values = [str(fmt) for fmt in EXPORTERS]
            else:
                raise AssertionError(f"public_urls does not know how to fill {param!r} of {name!r}")
            options = [{**option, param: value} for option in options for value in values]
        urls += [reverse(name, kwargs=option) for option in options]
    return urls
