"""A pytest plugin loaded before Django starts: the test environment's variables.

Tests run the production settings module; only a throwaway secret is added.
"""

import os

os.environ.setdefault("SECRET_KEY", "test-only-secret-key-not-for-production-use-0123456789")
