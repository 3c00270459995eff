import os
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import environ

# pytest-xdist runs the tests in several processes (gw0, gw1, ...). Each takes its own Redis
# database, as it takes its own test database, so one process's `cache.clear()` leaves the
# others' counts alone. Set before the shared settings read it; the servers a test starts
# inherit the variable and land on the same database.
environ.Env.read_env(Path(__file__).resolve().parents[2] / ".env", overwrite=False)
if os.environ.get("REDIS_URL") and os.environ.get("PYTEST_XDIST_WORKER"):
    _worker = int(os.environ["PYTEST_XDIST_WORKER"].removeprefix("gw"))
    os.environ["REDIS_URL"] = urlunsplit(urlsplit(os.environ["REDIS_URL"])._replace(path=f"/{_worker + 1}"))

from .base import *  # noqa: E402, F403
from .base import DATABASES, SECRET_KEY, SIMPLE_JWT, VAR_DIR  # noqa: E402

SECRET_KEY = SECRET_KEY or "test-only-key-not-a-secret-0123456789abcdef"
SIMPLE_JWT = {**SIMPLE_JWT, "SIGNING_KEY": SECRET_KEY}
SECRETS_KEY = SECRET_KEY
DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CELERY_TASK_ALWAYS_EAGER = True
CELERY_BROKER_URL = "memory://"
CELERY_BROKER_TRANSPORT_OPTIONS = {}
CELERY_BROKER_TRANSPORT = None
WEBPACK_LOADER = {"DEFAULT": {"LOADER_CLASS": "webpack_loader.loaders.FakeWebpackLoader"}}
FRONTEND_ROUTES_FILE = None  # no build: the pages name no files to preload (tests give their own)
WHITENOISE_AUTOREFRESH = True
SILENCED_SYSTEM_CHECKS = ["staticfiles.W004"]  # the bundle is built after the Python tests run

if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A file, not shared memory, so concurrent-request tests get SQLite's real locking.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / "test.sqlite3")}
