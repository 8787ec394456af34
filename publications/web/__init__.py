"""The public face of the site: pages, the JSON API, feeds, exports' views, metadata, sitemaps, health.

It reads the domain (``publications.models`` and its QuerySet methods, ``publications.exports``,
``publications.links``) and never writes it or parses. Its pages write nothing at all; after a
write commits (and from ``manage.py fill_stored_entries``) it stores each listed publication's
rendered entry in its own table (``models.StoredEntry``). Nothing outside this package imports it; the
project's settings and root URLconf name it. Caching, whole pages and their parts, lives in
``publications.web.caching``.
"""
