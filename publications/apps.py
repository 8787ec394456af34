from django.apps import AppConfig


class PublicationsConfig(AppConfig):
    name = "publications"
    verbose_name = "Publications"

    def ready(self) -> None:
        from publications import freshness

        freshness.connect_signals()
