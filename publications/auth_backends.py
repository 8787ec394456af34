"""Authentication backends: password guessing is throttled by django-axes."""

from __future__ import annotations

from axes.backends import AxesStandaloneBackend


class LoginThrottleBackend(AxesStandaloneBackend):
    """Refuse logins from a locked-out username and address; see the AXES_* settings.

    Every login over HTTP (the admin's login form) passes the request, which is what axes
    counts failures against. Calls without a request (``manage.py`` scripts, the test client's
    ``login()``) have no address to throttle and are left to the next backend.
    """

    def authenticate(self, request, username=None, password=None, **kwargs):
        if request is None:
            return None
        return super().authenticate(request, username=username, password=password, **kwargs)
