from django.apps import AppConfig


class PublicationsConfig(AppConfig):
    name = "publications"
    verbose_name = "Publications"

    def ready(self) -> None:
        from publications import freshness, warming

        freshness.connect_signals()
        freshness.data_committed.connect(warming.warm_main_listing, dispatch_uid="warm-main-listing")
