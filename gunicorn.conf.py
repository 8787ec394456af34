"""gunicorn settings for the deployed site (docker compose) and the throughput benchmark."""

import multiprocessing
import os

bind = os.environ.get("GUNICORN_BIND", "0.0.0.0:8000")
# gunicorn's own advice, two per core plus one: a sync worker waiting on PostgreSQL leaves its core idle.
workers = int(os.environ.get("WEB_CONCURRENCY") or multiprocessing.cpu_count() * 2 + 1)
# A full-database export streams for tens of seconds; the 30 s default would cut it off mid-file.
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "120"))
graceful_timeout = 30
accesslog = "-"
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1")
