"""After a write commits, compute what the next visitor of the main listing would otherwise wait for.

Facet counts aggregate every listed publication (a few hundred milliseconds at tens of thousands);
computing them once for the unfiltered listing, in the writing request, spares the first visitor
of the home page and of the API after an import. Other filters are computed on first use, as before.
"""

from __future__ import annotations

from django.http import QueryDict

from publications import freshness
from publications.models import Author, Venue
from publications.web.caching import cached_facet_counts, cached_for_version, page_caching_enabled
from publications.web.filters import filtered_publications
from publications.web.views import AUTHOR_CHOICES


def warm_main_listing(**kwargs) -> None:
    if not page_caching_enabled():
        return
    cached_facet_counts(filtered_publications(QueryDict()).queryset)
    cached_for_version("venue-choices", Venue.objects.filter_choices)
    cached_for_version("author-choices", lambda: Author.objects.picker_choices(AUTHOR_CHOICES))


def connect_warming() -> None:
    """Warm the main listing after every committed write."""
    freshness.data_committed.connect(warm_main_listing, dispatch_uid="warm-main-listing")
