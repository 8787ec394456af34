from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "publications.web"
    label = "publications_web"
    verbose_name = "Public pages"

    def ready(self) -> None:
        from publications.web import caching, rendering

        caching.connect_warming()
        rendering.connect_filling()
