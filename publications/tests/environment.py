"""A pytest plugin loaded before Django starts: the test environment's variables.

Tests run the production settings module; only a throwaway secret is added.
"""

import os

os.environ.setdefault("SECRET_KEY", "test-only-secret-key-not-for-production-use-0123456789")
# Tests look at each response's template context, so pages are rendered every time; the page
# cache has its own tests (test_caching.py), which switch it on.
os.environ.setdefault("PAGE_CACHE_SECONDS", "0")
