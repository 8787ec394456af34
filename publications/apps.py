from django.apps import AppConfig


class PublicationsConfig(AppConfig):
    name = "publications"
    verbose_name = "Publications"

    def ready(self) -> None:
        from publications import derived, freshness

        freshness.connect_signals()
        derived.connect_choosing()
