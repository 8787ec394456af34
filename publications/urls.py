from django.urls import path

from publications import views

app_name = "publications"

urlpatterns = [
    path("", views.PublicationListView.as_view(), name="list"),
    path("publications/<int:pk>/", views.PublicationDetailView.as_view(), name="detail"),
    path("authors/<slug:slug>/", views.AuthorDetailView.as_view(), name="author-detail"),
    path("venues/<slug:slug>/", views.VenueDetailView.as_view(), name="venue-detail"),
]
