from functools import partial

from django.contrib.sitemaps.views import sitemap
from django.urls import path
from django.views.decorators.http import require_safe

from publications.models import Author, Venue
from publications.web import api, media, views
from publications.web.caching import cache_public_page as cached
from publications.web.favicon import favicon
from publications.web.feed_stylesheet import feed_stylesheet
from publications.web.feeds import LatestPublicationsAtomFeed, LatestPublicationsFeed
from publications.web.former_slugs import redirects_former_filter_slugs as former_filter
from publications.web.former_slugs import redirects_former_slugs
from publications.web.health import healthz
from publications.web.sitemaps import SITEMAPS

app_name = "publications"

former_author = partial(redirects_former_slugs, Author)
former_venue = partial(redirects_former_slugs, Venue)

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("", cached(former_filter(views.PublicationListView.as_view())), name="list"),
    path("publications/<int:pk>/", cached(views.PublicationDetailView.as_view()), name="detail"),
    path(
        "publications/<int:pk>/export/<str:fmt>/", cached(views.publication_export), name="publication-export"
    ),
    path("export/bibliography/", cached(views.bibliography_export), name="export-bibliography"),
    path(
        "export/bibliography/text/",
        cached(views.bibliography_export),
        {"as_text": True},
        name="export-bibliography-text",
    ),
    path("export/<str:fmt>/", cached(views.export), name="export"),
    path("people/", cached(views.PeopleView.as_view()), name="people"),
    path("authors/", cached(views.AuthorListView.as_view()), name="author-list"),
    path(
        "authors/<slug:slug>/",
        cached(former_author("slug")(views.AuthorDetailView.as_view())),
        name="author-detail",
    ),
    path(
        "authors/<slug:slug>/coauthors/",
        cached(former_author("slug")(views.AuthorCoauthorsView.as_view())),
        name="author-coauthors",
    ),
    path("venues/", cached(views.VenueListView.as_view()), name="venue-list"),
    path(
        "venues/<slug:slug>/",
        cached(former_venue("slug")(views.VenueDetailView.as_view())),
        name="venue-detail",
    ),
    path("feeds/feed.xsl", cached(feed_stylesheet), name="feed-stylesheet"),
    path("feeds/rss/", cached(former_filter(LatestPublicationsFeed())), name="feed-rss"),
    path("feeds/atom/", cached(former_filter(LatestPublicationsAtomFeed())), name="feed-atom"),
    path(
        "authors/<slug:author>/feed/rss/",
        cached(former_author("author")(LatestPublicationsFeed())),
        name="author-feed-rss",
    ),
    path(
        "authors/<slug:author>/feed/atom/",
        cached(former_author("author")(LatestPublicationsAtomFeed())),
        name="author-feed-atom",
    ),
    path(
        "venues/<slug:venue>/feed/rss/",
        cached(former_venue("venue")(LatestPublicationsFeed())),
        name="venue-feed-rss",
    ),
    path(
        "venues/<slug:venue>/feed/atom/",
        cached(former_venue("venue")(LatestPublicationsAtomFeed())),
        name="venue-feed-atom",
    ),
    path("embed/", cached(former_filter(views.EmbedView.as_view())), name="embed"),
    path("feeds/", cached(former_filter(views.subscribe)), name="subscribe"),
    path("api/publications/", cached(former_filter(api.publication_list)), name="api-publication-list"),
    path("api/publications/<int:pk>/", cached(api.publication_detail), name="api-publication-detail"),
    path("api/authors/", cached(api.author_list), name="api-author-list"),
    path("api/venues/", cached(api.venue_list), name="api-venue-list"),
    # Not through the page cache: files are streamed from the storage, and their names never repeat.
    path("media/<path:path>", media.serve_upload, name="upload"),
    path("sitemap.xml", cached(require_safe(sitemap)), {"sitemaps": SITEMAPS}, name="sitemap"),
    path("robots.txt", cached(views.robots_txt), name="robots"),
    path("favicon.ico", favicon, name="favicon"),
]
