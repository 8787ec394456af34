from django.contrib.sitemaps import Sitemap
from django.urls import reverse

from publications.models import Author, Publication, Venue


class PublicationSitemap(Sitemap):
    changefreq = "monthly"
    priority = 0.8

    def items(self):
        return Publication.objects.only("pk", "updated_at").order_by("pk")

    def lastmod(self, publication: Publication):
        return publication.updated_at


class AuthorSitemap(Sitemap):
    changefreq = "weekly"

    def items(self):
        return Author.objects.only("slug", "updated_at", "is_member").order_by("pk")

    def lastmod(self, author: Author):
        return author.updated_at

    def priority(self, author: Author) -> float:
        return 0.7 if author.is_member else 0.4


class VenueSitemap(Sitemap):
    changefreq = "weekly"
    priority = 0.4

    def items(self):
        return Venue.objects.only("slug").order_by("pk")


class IndexSitemap(Sitemap):
    changefreq = "weekly"
    priority = 1.0

    def items(self) -> list[str]:
        return [
            "publications:list",
            "publications:people",
            "publications:author-list",
            "publications:venue-list",
        ]

    def location(self, name: str) -> str:
        return reverse(name)


SITEMAPS = {
    "pages": IndexSitemap,
    "publications": PublicationSitemap,
    "authors": AuthorSitemap,
    "venues": VenueSitemap,
}
