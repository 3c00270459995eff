from .base import *  # noqa: F403
from .base import DATABASES, SECRET_KEY, SIMPLE_JWT, VAR_DIR

SECRET_KEY = SECRET_KEY or "test-only-key-not-a-secret-0123456789abcdef"
SIMPLE_JWT = {**SIMPLE_JWT, "SIGNING_KEY": SECRET_KEY}
SECRETS_KEY = SECRET_KEY
DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CELERY_TASK_ALWAYS_EAGER = True
CELERY_BROKER_URL = "memory://"
CELERY_BROKER_TRANSPORT_OPTIONS = {}
WEBPACK_LOADER = {"DEFAULT": {"LOADER_CLASS": "webpack_loader.loaders.FakeWebpackLoader"}}
FRONTEND_ROUTES_FILE = None  # no build: the pages name no files to preload (tests give their own)
WHITENOISE_AUTOREFRESH = True
SILENCED_SYSTEM_CHECKS = ["staticfiles.W004"]  # the bundle is built after the Python tests run

if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A file, not shared memory, so concurrent-request tests get SQLite's real locking.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / "test.sqlite3")}
