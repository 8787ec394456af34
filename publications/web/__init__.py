"""The public face of the site: pages, the JSON API, feeds, exports' views, metadata, sitemaps, health.

It reads the domain (``publications.models`` and its QuerySet methods, ``publications.exports``,
``publications.links``) and never writes or parses. Nothing outside this package imports it; the
project's settings and root URLconf name it. Caching, whole pages and their parts, lives in
``publications.web.caching``.
"""
