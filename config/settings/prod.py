from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import SECRET_KEY, env

if not SECRET_KEY:
    raise ImproperlyConfigured("DJANGO_SECRET_KEY must be set in production.")

if not env("SITE_URL", default=""):
    raise ImproperlyConfigured("SITE_URL must be set in production: e-mail links and the WeChat callback use it.")

if env("PAYMENT_PROVIDER", default="sandbox") == "alipay":
    missing = [
        name for name in ("ALIPAY_APP_ID", "ALIPAY_APP_PRIVATE_KEY", "ALIPAY_PUBLIC_KEY") if not env(name, default="")
    ]
    if missing:
        raise ImproperlyConfigured(f"PAYMENT_PROVIDER=alipay needs {', '.join(missing)}.")

if not env.bool("PAYMENT_SANDBOX_ALLOWED", default=False):
    if env("PAYMENT_PROVIDER", default="sandbox") == "sandbox":
        raise ImproperlyConfigured(
            "PAYMENT_PROVIDER is the sandbox, which credits coins nobody paid for: set a real provider, "
            "or PAYMENT_SANDBOX_ALLOWED=1 for a demo."
        )
    if env("PAYOUT_PROVIDER", default="sandbox") == "sandbox":
        raise ImproperlyConfigured(
            "PAYOUT_PROVIDER is the sandbox, which marks withdrawals paid without sending them: set a real "
            "provider, or PAYMENT_SANDBOX_ALLOWED=1 for a demo."
        )

DEBUG = False
# Behind a proxy that ends TLS and says so in X-Forwarded-Proto: plain HTTP is redirected
# (the load balancer's health check excepted), browsers are told to use HTTPS only (HSTS),
# and cookies (the admin's session and CSRF) travel only over HTTPS.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env.bool("DJANGO_SSL_REDIRECT", default=True)
SECURE_REDIRECT_EXEMPT = [r"^api/health$"]
SECURE_HSTS_SECONDS = env.int("DJANGO_HSTS_SECONDS", default=365 * 24 * 3600)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env.bool("DJANGO_HSTS_INCLUDE_SUBDOMAINS", default=True)
SECURE_HSTS_PRELOAD = env.bool("DJANGO_HSTS_PRELOAD", default=True)
SESSION_COOKIE_SECURE = env.bool("DJANGO_SECURE_COOKIES", default=True)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SESSION_COOKIE_HTTPONLY = True
SECURE_CONTENT_TYPE_NOSNIFF = True
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Compressed copies beside each file; no second hash (webpack's names carry one).
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
