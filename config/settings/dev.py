from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import SECRET_KEY, env

if not SECRET_KEY:
    raise ImproperlyConfigured("DJANGO_SECRET_KEY is not set: `make run` writes one into .env (see .env.example).")

DEBUG = env.bool("DJANGO_DEBUG", default=True)
WEBPACK_LOADER["DEFAULT"]["CACHE"] = False  # noqa: F405
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG
