from django.conf import settings
from django.http import HttpRequest


def site_branding(request: HttpRequest) -> dict:
    """The lab's name, tagline and homepage, set by the deployment rather than in templates."""
    return {
        "site_name": settings.SITE_NAME,
        "site_tagline": settings.SITE_TAGLINE,
        "site_homepage_url": settings.SITE_HOMEPAGE_URL,
    }
