from django.apps import AppConfig


class PublicationsConfig(AppConfig):
    name = "publications"
    verbose_name = "Publications"
