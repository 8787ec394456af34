"""A pytest plugin loaded before Django starts: the test environment's variables.

Tests run the production settings module as it is: DEBUG off, the page cache on, manifest
static files, the same middleware. Only a throwaway secret is added. A test that needs the page
cache off says so itself (the ``page_cache_off`` fixture).

``TEST_CACHE=redis`` runs the suite against Redis (``TEST_REDIS_URL``, by default
redis://127.0.0.1:6379) instead of the local-memory cache. Each pytest-xdist worker gets a
database of its own there (1, 2, ...), so clearing the cache between tests never reaches
another worker's pages.
"""

import os
import re

os.environ.setdefault("SECRET_KEY", "test-only-secret-key-not-for-production-use-0123456789")

if os.environ.get("TEST_CACHE") == "redis":
    worker = re.sub(r"\D", "", os.environ.get("PYTEST_XDIST_WORKER", "")) or "0"
    server = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379").rstrip("/")
    # Databases 1..14; 0 is left to a local site, 15 to the tests of a second Redis cache.
    os.environ["REDIS_URL"] = f"{server}/{1 + int(worker) % 14}"
