from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import SECRET_KEY, env

if not SECRET_KEY:
    raise ImproperlyConfigured("DJANGO_SECRET_KEY is not set: `make run` writes one into .env (see .env.example).")

# Off by default, as a deployment runs (no technical error pages, no query log): DEBUG=1
# (or DJANGO_DEBUG=true) turns it on for development.
DEBUG = env.bool("DEBUG", default=False) or env.bool("DJANGO_DEBUG", default=False)
WEBPACK_LOADER["DEFAULT"]["CACHE"] = False  # noqa: F405
# The build is served where webpack leaves it (frontend/dist, with its .gz and .br files), so
# `make run` needs no collectstatic; with DEBUG on, a rebuild shows without a restart.
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG
