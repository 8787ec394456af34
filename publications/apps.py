from django.apps import AppConfig


class PublicationsConfig(AppConfig):
    name = "publications"
    verbose_name = "Publications"

    def ready(self) -> None:
        from publications import freshness, tasks

        freshness.connect_signals()
        tasks.connect_choosing()
