from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "publications.web"
    label = "publications_web"
    verbose_name = "Public pages"

    def ready(self) -> None:
        from publications.web import caching, rendering, stored_fragments

        caching.connect_warming()
        rendering.connect_filling()
        stored_fragments.connect_storing()
