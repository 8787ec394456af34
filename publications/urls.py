from django.contrib.sitemaps.views import sitemap
from django.urls import path

from publications import api, views
from publications.feeds import LatestPublicationsAtomFeed, LatestPublicationsFeed
from publications.sitemaps import SITEMAPS

app_name = "publications"

urlpatterns = [
    path("", views.PublicationListView.as_view(), name="list"),
    path("publications/<int:pk>/", views.PublicationDetailView.as_view(), name="detail"),
    path("publications/<int:pk>/export/<str:fmt>/", views.publication_export, name="publication-export"),
    path("export/<str:fmt>/", views.export, name="export"),
    path("authors/", views.AuthorListView.as_view(), name="author-list"),
    path("authors/<slug:slug>/", views.AuthorDetailView.as_view(), name="author-detail"),
    path("venues/", views.VenueListView.as_view(), name="venue-list"),
    path("venues/<slug:slug>/", views.VenueDetailView.as_view(), name="venue-detail"),
    path("feeds/rss/", LatestPublicationsFeed(), name="feed-rss"),
    path("feeds/atom/", LatestPublicationsAtomFeed(), name="feed-atom"),
    path("authors/<slug:author>/feed/rss/", LatestPublicationsFeed(), name="author-feed-rss"),
    path("authors/<slug:author>/feed/atom/", LatestPublicationsAtomFeed(), name="author-feed-atom"),
    path("venues/<slug:venue>/feed/rss/", LatestPublicationsFeed(), name="venue-feed-rss"),
    path("venues/<slug:venue>/feed/atom/", LatestPublicationsAtomFeed(), name="venue-feed-atom"),
    path("embed/", views.EmbedView.as_view(), name="embed"),
    path("api/publications/", api.publication_list, name="api-publication-list"),
    path("api/publications/<int:pk>/", api.publication_detail, name="api-publication-detail"),
    path("api/authors/", api.author_list, name="api-author-list"),
    path("api/venues/", api.venue_list, name="api-venue-list"),
    path("sitemap.xml", sitemap, {"sitemaps": SITEMAPS}, name="sitemap"),
    path("robots.txt", views.robots_txt, name="robots"),
]
