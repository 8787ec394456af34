"""The admin site, branded with the lab's name (``SITE_NAME``) instead of "Django administration"."""

from django.conf import settings
from django.contrib import admin
from django.contrib.admin.apps import AdminConfig


class LabAdminSite(admin.AdminSite):
    index_title = "Publications, people and imports"

    # Read on every request, so a deployment (or a test) that changes SITE_NAME needs no restart hook.
    @property
    def site_header(self) -> str:
        return f"{settings.SITE_NAME} · admin"

    @property
    def site_title(self) -> str:
        return f"{settings.SITE_NAME} admin"


class LabAdminConfig(AdminConfig):
    """django.contrib.admin with :class:`LabAdminSite` as ``admin.site``."""

    default_site = "publications.admin_site.LabAdminSite"
