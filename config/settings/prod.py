from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import SECRET_KEY, env

if not SECRET_KEY:
    raise ImproperlyConfigured("DJANGO_SECRET_KEY must be set in production.")

if not env("SITE_URL", default=""):
    raise ImproperlyConfigured("SITE_URL must be set in production: e-mail links and the WeChat callback use it.")

if env("PAYMENT_PROVIDER", default="sandbox") == "sandbox" and not env.bool("PAYMENT_SANDBOX_ALLOWED", default=False):
    raise ImproperlyConfigured(
        "PAYMENT_PROVIDER is the sandbox, which credits coins nobody paid for: set a real provider, "
        "or PAYMENT_SANDBOX_ALLOWED=1 for a demo."
    )

DEBUG = False
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SESSION_COOKIE_SECURE = env.bool("DJANGO_SECURE_COOKIES", default=True)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_CONTENT_TYPE_NOSNIFF = True
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}
