"""The public pages, exports, embed and robots.txt; the JSON API lives in api.py."""

from __future__ import annotations

import hashlib
from itertools import islice
from urllib.parse import urlencode

from django.http import (
    Http404,
    HttpResponse,
    HttpResponseBadRequest,
    StreamingHttpResponse,
)
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.decorators import method_decorator
from django.utils.functional import cached_property
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import require_safe
from django.views.generic import DetailView, ListView

from publications import derived
from publications.exports import EXPORTERS, csl
from publications.exports.rows import export_rows
from publications.exports.styles import (
    CitationStyle,
    bibliography_html,
    bibliography_text,
    citation_styles,
    cite,
    default_style,
    style_named,
)
from publications.models import Author, Publication, PublicationStatus, PublicationType, Venue
from publications.params import parse_whole_number
from publications.slugs import INDEX_LETTERS, initials_by_letter
from publications.web import metadata
from publications.web.caching import (
    PageRows,
    cached_author_choices,
    cached_facet_counts,
    cached_for_version,
    cached_page_rows,
    cached_venue_choices,
)
from publications.web.facet_links import with_links
from publications.web.facets import FacetCounts, FacetScope
from publications.web.filters import FILTER_PARAMS, filter_query, filtered_publications, page_size
from publications.web.ordering import Grouping, Sort
from publications.web.rendering import EntryView
from publications.web.route_urls import SLUG, route_path, route_url_maker
from publications.web.splicing import SplicingTemplateResponse
from publications.web.stored_entries import STORED_HTML, current_key, stored_export_text, with_stored_html
from publications.web.stored_fragments import AUTHOR_OPTIONS, VENUE_OPTIONS, picker_options

FACET_SIZE = 10
# The author page lists this many of a person's most frequent co-authors and links to the rest.
COAUTHORS_SHOWN = 30
# The author picker suggests this many people (members first, then the most published); any
# other name can be typed.


def export_links(query: str) -> list[dict]:
    """The export URLs of a listing with this filter query, for links and ``<link rel=alternate>``."""
    suffix = f"?{query}" if query else ""
    export_url = route_url_maker("publications:export", "fmt", SLUG)
    links = [
        {
            "label": exporter.label,
            "media_type": exporter.media_type,
            "url": export_url(exporter.format) + suffix,
        }
        for exporter in EXPORTERS.values()
    ]
    style = default_style()
    links.append(
        {
            "label": f"Formatted ({style.label})",
            "media_type": "text/html",
            "url": bibliography_url("publications:export-bibliography", style, query),
        }
    )
    return links


class WholePageNumberMixin:
    """``?page=`` is ASCII digits or "last"; anything else ("²", "1.5") is no such page (404)."""

    def paginate_queryset(self, queryset, page_size):
        number = self.request.GET.get(self.page_kwarg)
        if number not in (None, "last") and parse_whole_number(number) is None:
            raise Http404("No such page.")
        return super().paginate_queryset(queryset, page_size)


class FilteredPublicationsMixin(WholePageNumberMixin):
    """A paginated, filterable list of publications with facets: the list, author, venue and embed pages.

    ``scope`` pins filter values that the page itself stands for (an author page is ``author=<slug>``);
    the page's export and feed links carry them, so they select exactly what the page shows.
    """

    paginate_by = 100
    max_per_page = 1000
    context_object_name = "publications"
    # The entries go into the page once it is rendered, not copied at every level of it.
    response_class = SplicingTemplateResponse
    # Pages whose entries go through ``{% publication_entries %}`` read only each row's id and year
    # here (for the year headings) and load the rest there, only for the entries the cache does not
    # hold (``publications.web.rendering``).
    entries_load_their_relations = False

    def get_scope(self) -> dict[str, str]:
        return {}

    def get_base_queryset(self):
        return None

    @property
    def filtered(self):
        if not hasattr(self, "_filtered"):
            params = self.request.GET.copy()
            for key in self.get_scope():
                params.pop(key, None)
            self._filtered = filtered_publications(
                params, self.get_base_queryset(), relations=not self.entries_load_their_relations
            )
        return self._filtered

    def get_queryset(self):
        if self.entries_load_their_relations:
            rows = self.filtered.queryset.only("pk", "year", "type")
            if self.reads_stored_entries:
                # Each row's stored entry comes in the rows' own query (a column, not a query more).
                rows = with_stored_html(rows)
            return rows
        return self.filtered.queryset

    @cached_property
    def reads_stored_entries(self) -> bool:
        """Stored entries are a visitor's: staff see edit links in each entry (rendered, not stored)."""
        return not getattr(getattr(self.request, "user", None), "is_staff", False)

    def get_paginate_by(self, queryset) -> int:
        return page_size(self.request.GET, self.paginate_by, self.max_per_page)

    def paginate_queryset(self, queryset, page_size):
        paginator, page, rows, is_paginated = super().paginate_queryset(queryset, page_size)
        # Nothing matched: the page's empty slice runs no SQL at all.
        if self.entries_load_their_relations and paginator.count:
            page_rows = self.page_rows(queryset, (page.number - 1) * page_size, page_size)
            page.object_list = rows = cached_page_rows(page_rows, paginator.count)
        return paginator, page, rows, is_paginated

    def page_rows(self, listing, offset: int, size: int) -> PageRows:
        """A page of ``listing``'s rows, with their stored entries for a visitor."""
        if not self.reads_stored_entries:
            return PageRows(listing, offset, size)
        return PageRows(listing, offset, size, (STORED_HTML,), entries_key=current_key())

    @cached_property
    def facets(self) -> FacetCounts:
        return cached_facet_counts(
            self.filtered.queryset,
            top=FACET_SIZE,
            page=self.requested_page_rows(),
            scope=self.facet_scope(),
            term=self.search_term(),
        )

    def facet_scope(self) -> FacetScope | None:
        """The filter value the page lists, when its facets can be read rather than counted."""
        return self.filtered.facet_scope() if not self.get_scope() else None

    def search_term(self) -> str | None:
        """The one word the page lists the matches of, best first, when it may be kept ready."""
        return self.filtered.search_term() if not self.get_scope() else None

    def requested_page_rows(self) -> PageRows | None:
        """The page of rows the request asks for, when its order reads every match anyway (text
        search by relevance): the facets read them in the same pass."""
        if not (self.entries_load_their_relations and self.filtered.by_relevance):
            return None
        number = parse_whole_number(self.request.GET.get(self.page_kwarg) or "1")
        if not number:
            return None  # "last" needs the count first; a page that is not a number is no page
        size = self.get_paginate_by(self.object_list)
        return self.page_rows(self.object_list, (number - 1) * size, size)

    def get_paginator(self, queryset, per_page, **kwargs):
        paginator = super().get_paginator(queryset, per_page, **kwargs)
        # The facets count the matching rows already (and are cached): no second COUNT(*).
        paginator.count = self.facets.total
        return paginator

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        query = filter_query(self.request.GET, **self.get_scope())
        scope = self.get_scope()
        active = self.active_filters()
        context.update(
            canonical_url=self.request.build_absolute_uri(self.request.path),
            # Chosen values the form's fields do not show again: kept on submit, removed with their chips.
            kept_filters=[
                (name, value)
                for name in ("venue", "author", "tag")
                if name not in scope
                for value in self.request.GET.getlist(name)
                if value.strip()
            ],
            chosen_types=self.request.GET.getlist("type"),
            chosen_statuses=self.request.GET.getlist("status"),
            filterset=self.filtered.filterset,
            filter_errors=self.filtered.errors,
            filter_query=query,
            export_links=export_links(query),
            active_filters=active,
            # Active filters other than the search box, which stays outside the collapsible part.
            folded_filter_count=sum(1 for chip in active if chip["name"] != "q"),
            facets=with_links(self.facets.counts, self.request.GET),
            is_search=bool(self.request.GET.get("q", "").strip()) and self.filtered.is_valid,
            type_choices=PublicationType.choices,
            status_choices=PublicationStatus.choices,
            order=self.filtered.order,
            sorts=Sort.choices,
            groupings=Grouping.choices,
            shows_at_most=self.max_per_page,
        )
        return context

    def active_filters(self) -> list[dict]:
        scope = self.get_scope()
        labels = {name: field.label for name, field in self.filtered.filterset.filters.items()}
        # Names of the chosen venue, author and tag: the same for every URL with these filter values.
        chosen = filter_query(self.filtered.filterset.data)
        filters = hashlib.blake2b(chosen.encode(), digest_size=16).hexdigest()
        value_labels = cached_for_version(f"filter-labels:{filters}", self.filtered.value_labels)
        active = []
        params = self.request.GET
        for name in FILTER_PARAMS:
            if name in scope:
                continue
            values = [value for value in params.getlist(name) if value.strip()]
            # A chip per value: removing one keeps the filter's other values.
            for value in values:
                remaining = params.copy()
                remaining.pop("page", None)
                remaining.setlist(name, [other for other in params.getlist(name) if other != value])
                active.append(
                    {
                        "name": name,
                        "label": labels[name],
                        "value": value_labels.get(name, {}).get(value.strip(), value),
                        "remove_query": remaining.urlencode(),
                    }
                )
        return active

    def render_to_response(self, context, **response_kwargs):
        if not self.filtered.is_valid:
            response_kwargs.setdefault("status", 400)
        return super().render_to_response(context, **response_kwargs)


class PublicationListView(FilteredPublicationsMixin, ListView):
    entries_load_their_relations = True
    template_name = "publications/publication_list.html"

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        pickers = picker_options()
        context.update(
            venue_picker_options=pickers[VENUE_OPTIONS],
            author_picker_options=pickers[AUTHOR_OPTIONS],
            # The choices the options are made of, for a site's own filter form: a template calls
            # them only if it reads them.
            venues=cached_venue_choices,
            people=cached_author_choices,
        )
        return context


class PublicationDetailView(DetailView):
    template_name = "publications/publication_detail.html"
    context_object_name = "publication"

    def get_object(self, queryset=None):
        publication = Publication.objects.detail_of(self.kwargs["pk"])
        if publication is None:
            raise Http404("No publication with this id.")
        return publication

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        publication = self.object
        # One for the page's includes and author links: each URL made without a reverse().
        entry = EntryView(publication)
        canonical_url = self.request.build_absolute_uri(entry.url)
        style = style_named(self.request.GET.get("style", "")) or default_style()
        # What the stored citation's key and a citation formatted now are both made from.
        item = csl.item(publication)
        context.update(
            canonical_url=canonical_url,
            highwire_tags=metadata.highwire_tags(publication),
            opengraph_tags=metadata.opengraph(publication, canonical_url),
            coins=metadata.coins(publication),
            citation_style=style,
            # citeproc-py takes milliseconds a citation: the default style's is stored with the
            # row (publications.derived); another, or one not stored, once per data version.
            citation=derived.stored_citation(publication, style, item)
            or cached_for_version(
                f"cite:{publication.pk}:{style.key}", lambda: cite(publication, style, item)
            ),
            citation_styles=citation_styles(),
            more_by_authors=publication.more_by_authors,
            entry=entry,
            export_links=[
                {
                    "label": exporter.label,
                    "media_type": exporter.media_type,
                    "url": entry.urls.publication_export(exporter.format)(publication.pk),
                }
                for exporter in EXPORTERS.values()
            ],
        )
        return context


class RowFromSlugMixin:
    """A page about one person or venue: the row of ``row_model`` the URL's slug names, as
    ``self.object`` (404 when none has it) and as ``row_name`` in the context. A page of its
    publications stands for the filter ``row_name=<slug>`` (its scope)."""

    row_model: type[Author | Venue]
    row_name: str

    def get(self, request, *args, **kwargs):
        self.object = get_object_or_404(self.row_model, slug=kwargs["slug"])
        return super().get(request, *args, **kwargs)

    def get_scope(self) -> dict[str, str]:
        return {self.row_name: self.object.slug}

    def facet_scope(self) -> FacetScope | None:
        """The row's publications, unfiltered, read their facets from its scope's stored counts."""
        return self.filtered.facet_scope(page=FacetScope.of_values(self.row_name, [self.object.pk]))

    def get_context_data(self, **kwargs):
        return super().get_context_data(**{self.row_name: self.object}, **kwargs)


class AuthorDetailView(RowFromSlugMixin, FilteredPublicationsMixin, ListView):
    row_model = Author
    row_name = "author"
    entries_load_their_relations = True
    template_name = "publications/author_detail.html"

    def get_base_queryset(self):
        return Publication.objects.by_author(self.object)

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        # Read from the person's stored counts; like the facets, once per data version.
        coauthors = cached_for_version(
            f"frequent-coauthors:{self.object.pk}:{COAUTHORS_SHOWN}",
            lambda: Author.objects.most_frequent_coauthors_of(self.object, COAUTHORS_SHOWN),
        )
        context.update(coauthors=coauthors.people, coauthor_count=coauthors.total)
        return context


class AuthorCoauthorsView(RowFromSlugMixin, WholePageNumberMixin, ListView):
    """Everyone a person published with, most shared publications first, a page at a time."""

    row_model = Author
    row_name = "author"
    template_name = "publications/author_coauthors.html"
    context_object_name = "coauthors"
    paginate_by = 500

    def get_queryset(self):
        return Author.objects.coauthors_of(self.object)

    def get_context_data(self, **kwargs):
        return super().get_context_data(
            canonical_url=self.request.build_absolute_uri(self.request.path), **kwargs
        )


class VenueDetailView(RowFromSlugMixin, FilteredPublicationsMixin, ListView):
    row_model = Venue
    row_name = "venue"
    entries_load_their_relations = True
    template_name = "publications/venue_detail.html"

    def get_base_queryset(self):
        return Publication.objects.in_venue(self.object)


class IndexPageMixin(WholePageNumberMixin):
    """A people or venue index: ``?q=`` narrows it by name, ``?letter=`` to one letter of its A-Z bar."""

    paginate_by = 500

    @cached_property
    def initials(self) -> dict[str, list[str]]:
        # Every name's first character, from the whole table: once per data version.
        name = f"index-initials:{self.model._meta.model_name}"
        return initials_by_letter(cached_for_version(name, self.model.objects.index_initials))

    @cached_property
    def letter(self) -> str:
        letter = self.request.GET.get("letter", "").strip().upper()
        return letter if letter in INDEX_LETTERS else ""

    def get_queryset(self):
        queryset = self.model.objects.with_publication_counts().in_index_order()
        queryset = queryset.named_like(self.request.GET.get("q", ""))
        return queryset.with_initial_in(self.initials.get(self.letter, [])) if self.letter else queryset

    def get_context_data(self, **kwargs):
        return super().get_context_data(
            query=self.request.GET.get("q", "").strip(),
            letter=self.letter,
            letters=[(letter, letter in self.initials) for letter in INDEX_LETTERS],
            **kwargs,
        )


class AuthorListView(IndexPageMixin, ListView):
    model = Author
    template_name = "publications/author_list.html"
    context_object_name = "authors"


class PeopleView(WholePageNumberMixin, ListView):
    """The group's people, current members by role and then alumni, with photos and affiliations."""

    template_name = "publications/people.html"
    context_object_name = "people"
    queryset = Author.objects.on_people_page()
    paginate_by = 500


class VenueListView(IndexPageMixin, ListView):
    model = Venue
    template_name = "publications/venue_list.html"
    context_object_name = "venues"


@method_decorator(xframe_options_exempt, name="dispatch")
class EmbedView(FilteredPublicationsMixin, ListView):
    """A bare list for an ``<iframe>`` on another site: no site chrome, its own small stylesheet."""

    template_name = "publications/embed.html"


def _export_response(exporter, chunks, filename: str) -> StreamingHttpResponse:
    response = StreamingHttpResponse(chunks, content_type=f"{exporter.media_type}; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}.{exporter.extension}"'
    return response


def _exporter(fmt: str):
    exporter = EXPORTERS.get(fmt)
    if exporter is None:
        raise Http404("No such export format.")
    return exporter


@require_safe
def export(request, fmt: str):
    """Every publication the query string selects, streamed in the requested format."""
    exporter = _exporter(fmt)
    filtered = filtered_publications(request.GET)
    if not filtered.is_valid:
        return HttpResponseBadRequest(
            f"Invalid filter: {filtered.error_reasons()}", content_type="text/plain; charset=utf-8"
        )
    stored = stored_export_text(exporter.format)
    return _export_response(exporter, exporter.stream(filtered.queryset, stored), "publications")


# A formatted bibliography is sorted as its style says, so it is built whole, not streamed; citeproc-py
# takes milliseconds an entry, so it holds at most as many as the longest listing page.
BIBLIOGRAPHY_LIMIT = 1000


def bibliography_url(name: str, style: CitationStyle, query: str) -> str:
    """A formatted bibliography's URL: the style first, then the listing's filters."""
    return route_path(name) + "?" + urlencode({"style": style.key}) + (f"&{query}" if query else "")


@require_safe
def bibliography_export(request, as_text: bool = False):
    """The publications the query string selects, formatted in ``?style=`` as HTML or plain text."""
    filtered = filtered_publications(request.GET)
    style = style_named(request.GET.get("style", "")) if request.GET.get("style") else default_style()
    if not filtered.is_valid or style is None:
        reasons = [filtered.error_reasons()] if filtered.errors else []
        if style is None:
            names = ", ".join(known.key for known in citation_styles())
            reasons.append(f"style: no such citation style; choose one of {names}")
        return HttpResponseBadRequest(
            "Invalid filter: " + "; ".join(reasons), content_type="text/plain; charset=utf-8"
        )
    rows = list(islice(export_rows(filtered.queryset), BIBLIOGRAPHY_LIMIT + 1))
    cut = len(rows) > BIBLIOGRAPHY_LIMIT
    rows = rows[:BIBLIOGRAPHY_LIMIT]
    if as_text:
        entries = bibliography_text(rows, style)
        if cut:
            entries.append(f"(The first {BIBLIOGRAPHY_LIMIT} publications; narrow the filters for the rest.)")
        return HttpResponse("\n\n".join(entries) + "\n", content_type="text/plain; charset=utf-8")
    query = filter_query(request.GET)
    return render(
        request,
        "publications/bibliography.html",
        {
            "entries": bibliography_html(rows, style),
            "style": style,
            "citation_styles": citation_styles(),
            "cut": cut,
            "limit": BIBLIOGRAPHY_LIMIT,
            "filter_query": query,
            "text_url": bibliography_url("publications:export-bibliography-text", style, query),
        },
    )


@require_safe
def publication_export(request, pk: int, fmt: str):
    exporter = _exporter(fmt)
    publication = get_object_or_404(Publication.objects.with_listing_relations(), pk=pk)
    return _export_response(exporter, iter([exporter.entry(publication)]), f"publication-{publication.pk}")


@require_safe
def subscribe(request):
    """What feeds are and how to follow a listing: the page a visitor lands on from "Subscribe"."""
    query = filter_query(request.GET)
    suffix = f"?{query}" if query else ""
    feeds = {
        kind: request.build_absolute_uri(reverse(f"publications:feed-{kind}") + suffix)
        for kind in ("rss", "atom")
    }
    return render(request, "feeds/subscribe.html", {"feeds": feeds})


@require_safe
def robots_txt(request):
    sitemap = request.build_absolute_uri(reverse("publications:sitemap"))
    lines = [
        "User-agent: *",
        "Disallow: /admin/",
        "Disallow: /export/",
        "Disallow: /embed/",
        f"Sitemap: {sitemap}",
    ]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")
