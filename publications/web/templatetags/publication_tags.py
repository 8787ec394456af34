from __future__ import annotations

from django import template
from django.utils.safestring import SafeString

from publications.exports import bibtex
from publications.exports.styles import CitationStyle, citation_styles
from publications.links import Link, http_url, publication_links
from publications.models import Publication, VenueChoice
from publications.web import metadata, publication_page, rendering, splicing
from publications.web.route_urls import EntryUrls, route_path

register = template.Library()

# The chart is drawn one unit to a CSS pixel at the width of the facet column (17rem), so its
# 12-unit labels are 12 px wherever it has that room; bars narrow as the years grow in number.
CHART_TARGET_WIDTH = 272
CHART_HEIGHT = 96
CHART_MAX_PITCH = 18
CHART_MIN_PITCH = 6
CHART_LABEL_SPACE = 20
CHART_SIDE = 16  # room for the first and last year labels, centred under their bars
CHART_LABEL_WIDTH = 34  # a four-digit year in the chart's 12-unit font, with air on both sides
# Years further apart than this are drawn as bars side by side without the empty years between.
CHART_MAX_GAP_FILL = 60


@register.simple_tag
def route(viewname: str) -> str:
    """``{% url viewname %}`` of a route that takes no argument, reversed once per URL configuration
    and script prefix (``route_urls.route_path``): the links every page's header and footer show."""
    return route_path(viewname)


@register.filter(name="http_url")
def http_url_filter(value: str) -> str:
    """The URL if it is http(s), else "": use as ``{% with url=value|http_url %}{% if url %}``."""
    return http_url(value)


@register.filter
def links(publication: Publication) -> list[Link]:
    return publication_links(publication)


@register.filter(name="bibtex")
def bibtex_entry(publication: Publication) -> str:
    return bibtex.entry(publication)


@register.simple_tag
def venue_badge(publication: Publication) -> SafeString | str:
    """ "SC'23": the venue's acronym and the two-digit year, as on the lab's own lists."""
    return rendering.venue_badge_html(publication)


@register.simple_tag
def entry_badge(publication: Publication) -> SafeString | str:
    """A listing entry's badge: the venue's, else the publication's type."""
    return rendering.entry_badge_html(publication)


@register.simple_tag(takes_context=True)
def entry_view(context: template.Context, publication: Publication) -> rendering.EntryView:
    """What the entry templates show beside the row's fields: ``{% entry_view publication as entry %}``.

    The listing renderer puts one for each entry in the context, built with URLs for the whole
    page; a template rendered without it (the detail page, the embed) gets one made here.
    """
    entry = context.get("entry")
    if isinstance(entry, rendering.EntryView) and entry.publication is publication:
        return entry
    return rendering.EntryView(publication)


@register.simple_tag
def citation_style_list() -> tuple[CitationStyle, ...]:
    return citation_styles()


@register.filter
def page_range(pages: str) -> str:
    """ "101--112" and "101-112" with an en dash between the pages."""
    return rendering.page_range_text(pages)


@register.simple_tag(takes_context=True)
def page_number_items(context: template.Context, page) -> SafeString:
    """The pagination's numbered items (see ``publications.web.rendering.page_number_items_html``)."""
    return rendering.page_number_items_html(page, context.request.GET)


@register.simple_tag(takes_context=True)
def order_items(context: template.Context, name: str, choices, chosen, fallback: str = "") -> SafeString:
    """A listing's sort or grouping links, ``chosen`` (else ``fallback``) marked (see
    ``publications.web.rendering.order_items_html``)."""
    return rendering.order_items_html(context.request.GET, name, choices, chosen or fallback)


@register.simple_tag(takes_context=True)
def publication_entries(context: template.Context, publications, page=None) -> SafeString:
    """Each publication as ``includes/publication_entry.html`` renders it (``publications.web.rendering``).

    ``page``: everything the page lists, when ``publications`` is one year of it. On a page that
    splices (``publications.web.splicing``), a marker the entries replace once the page is rendered.
    """
    return splicing.deferred(rendering.render_entries(context, publications, page))


@register.simple_tag
def venue_options(venues: list[VenueChoice | tuple[str, str, str]]) -> SafeString:
    """The venue picker's ``<datalist>`` options."""
    return rendering.venue_options_html(venues)


@register.simple_tag
def author_options(people: list[tuple[str, str]]) -> SafeString:
    """The author picker's ``<datalist>`` options."""
    return rendering.author_options_html(people)


@register.simple_tag
def facet_items(rows: list[dict]) -> SafeString:
    """A facet's items (see ``publications.web.rendering.facet_items_html``)."""
    return rendering.facet_items_html(rows)


@register.simple_tag
def coauthor_items(coauthors) -> SafeString:
    """The co-author list's items (see ``publications.web.rendering.coauthor_items_html``)."""
    return rendering.coauthor_items_html(coauthors)


@register.simple_tag(takes_context=True)
def json_ld(context: template.Context, publication: Publication) -> SafeString:
    urls = EntryUrls(absolute=context["request"].build_absolute_uri)
    return metadata.json_ld_script(metadata.json_ld(publication, urls))


@register.simple_tag
def export_alternates(export_links) -> SafeString:
    """A page's ``<link rel="alternate">`` per export format."""
    return rendering.export_alternates_html(export_links)


@register.simple_tag
def export_list_links(export_links) -> SafeString:
    """A page's export links, comma-separated."""
    return rendering.export_list_links_html(export_links)


@register.simple_tag
def meta_tags(highwire_tags, opengraph_tags) -> SafeString:
    """A publication page's Highwire Press and OpenGraph ``<meta>`` elements."""
    return publication_page.meta_tags_html(highwire_tags, opengraph_tags)


@register.simple_tag
def tag_links(publication: Publication) -> SafeString:
    """A publication's tags, each linked to the list filtered by it."""
    return publication_page.tag_links_html(publication.tags.all())


@register.simple_tag
def more_by_items(others, entry: rendering.EntryView) -> SafeString:
    """The ``<li>`` items of a publication page's "More by these authors"."""
    return publication_page.more_by_items_html(others, entry.urls)


@register.simple_tag
def author_page_links(entry: rendering.EntryView) -> SafeString:
    """ "All publications of" each author of the entry, linked."""
    return publication_page.author_page_links_html(entry.authors)


@register.simple_tag
def cite_style_items(styles, chosen: CitationStyle) -> SafeString:
    """The citation styles' ``<li>`` links of a publication page, ``chosen`` marked."""
    return publication_page.cite_style_items_html(styles, chosen)


@register.simple_tag
def download_links(export_links) -> SafeString:
    """A publication page's download links, one per export format."""
    return publication_page.download_links_html(export_links)


@register.inclusion_tag("includes/year_chart.html")
def year_chart(year_facets: list[dict], caption: str = "Publications per year") -> dict:
    """An SVG bar chart of the year facet, with the same numbers as text for screen readers."""
    counts = {row["value"]: row["count"] for row in year_facets}
    if not counts:
        return {"bars": []}
    first, last = min(counts), max(counts)
    years = list(range(first, last + 1)) if last - first <= CHART_MAX_GAP_FILL else sorted(counts)
    highest = max(counts.values())
    links = {row["value"]: row.get("href") for row in year_facets}
    pitch = max(CHART_MIN_PITCH, min(CHART_MAX_PITCH, (CHART_TARGET_WIDTH - 2 * CHART_SIDE) // len(years)))
    gap = max(2, pitch // 4)
    bar_width = pitch - gap
    # A label is as wide as a few bars: labelling every year would print them over each other.
    fitting = next((n for n in (1, 2, 5, 10, 20) if n * pitch >= CHART_LABEL_WIDTH), 50)
    label_every = fitting if len(years) <= 12 else max(fitting, 5)
    bars = []
    for index, year in enumerate(years):
        count = counts.get(year, 0)
        height = round(CHART_HEIGHT * count / highest) if count else 0
        x = CHART_SIDE + index * pitch
        bars.append(
            {
                "year": year,
                "count": count,
                "href": links.get(year) if count else None,
                "x": x,
                "y": CHART_HEIGHT - height,
                # A bar too short to hit still gets the whole column as its link target.
                "height": height,
                "label_x": x + bar_width / 2,
                "show_label": year % label_every == 0
                or (index == 0 and (label_every - year % label_every) * pitch >= CHART_LABEL_WIDTH)
                or len(years) == 1,
            }
        )
    width = len(years) * pitch - gap + 2 * CHART_SIDE
    rows = sorted(year_facets, key=lambda row: row["value"], reverse=True)
    label_y = CHART_HEIGHT + 15
    # The repeated parts are built in Python: as template loops they were most of a listing's facets.
    return {
        "bars": bars,
        "bars_html": rendering.year_chart_bars_html(bars, bar_width, CHART_HEIGHT, label_y),
        "caption": caption,
        "width": width,
        "height": CHART_HEIGHT + CHART_LABEL_SPACE,
        "bar_width": bar_width,
        "baseline": CHART_HEIGHT,
        "label_y": label_y,
        "rows": rows,
        "description": rendering.year_counts_text(rows, ": ", "; "),
        "listed": rendering.year_counts_text(rows, ", ", "; "),
        "table_rows": rendering.year_table_rows_html(rows),
    }
