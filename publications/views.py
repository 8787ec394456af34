from django.views.generic import DetailView, ListView

from publications.models import Author, Publication, Venue


class PublicationListView(ListView):
    template_name = "publications/publication_list.html"
    context_object_name = "publications"
    paginate_by = 100

    def get_queryset(self):
        return Publication.objects.listed().with_listing_relations().in_display_order()


class PublicationDetailView(DetailView):
    template_name = "publications/publication_detail.html"
    context_object_name = "publication"

    def get_queryset(self):
        return Publication.objects.with_listing_relations()


class AuthorDetailView(DetailView):
    model = Author
    template_name = "publications/author_detail.html"
    context_object_name = "author"


class VenueDetailView(DetailView):
    model = Venue
    template_name = "publications/venue_detail.html"
    context_object_name = "venue"
