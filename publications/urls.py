from django.urls import path

from publications import views
from publications.feeds import LatestPublicationsAtomFeed, LatestPublicationsFeed

app_name = "publications"

urlpatterns = [
    path("", views.PublicationListView.as_view(), name="list"),
    path("publications/<int:pk>/", views.PublicationDetailView.as_view(), name="detail"),
    path("authors/<slug:slug>/", views.AuthorDetailView.as_view(), name="author-detail"),
    path("venues/<slug:slug>/", views.VenueDetailView.as_view(), name="venue-detail"),
    path("feeds/rss/", LatestPublicationsFeed(), name="feed-rss"),
    path("feeds/atom/", LatestPublicationsAtomFeed(), name="feed-atom"),
    path("authors/<slug:author>/feed/rss/", LatestPublicationsFeed(), name="author-feed-rss"),
    path("authors/<slug:author>/feed/atom/", LatestPublicationsAtomFeed(), name="author-feed-atom"),
    path("venues/<slug:venue>/feed/rss/", LatestPublicationsFeed(), name="venue-feed-rss"),
    path("venues/<slug:venue>/feed/atom/", LatestPublicationsAtomFeed(), name="venue-feed-atom"),
]
