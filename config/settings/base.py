"""Settings shared by every environment; everything that differs is read from the environment."""

from datetime import timedelta
from decimal import Decimal
from pathlib import Path

import environ
from django.utils.translation import gettext_lazy as _

from apps.common.converters import ID_MAX

BASE_DIR = Path(__file__).resolve().parent.parent.parent
VAR_DIR = BASE_DIR / "var"
# Runtime files (SQLite database, broker folders, uploads) live here; a fresh clone has none.
VAR_DIR.mkdir(exist_ok=True)

env = environ.Env()
env.read_env(BASE_DIR / ".env", overwrite=False)

# `make` writes a random key into .env on first use; prod refuses to start without one.
SECRET_KEY = env("DJANGO_SECRET_KEY", default="")
# Seals secrets stored in the database (apps.common.secrets); changing it loses them.
SECRETS_KEY = env("SECRETS_KEY", default=SECRET_KEY)
DEBUG = env.bool("DJANGO_DEBUG", default=False)
ALLOWED_HOSTS = env.list("DJANGO_ALLOWED_HOSTS", default=["127.0.0.1", "localhost"])
CSRF_TRUSTED_ORIGINS = env.list("DJANGO_CSRF_TRUSTED_ORIGINS", default=[])

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_filters",
    "webpack_loader",
    "channels",
    "allauth",
    "allauth.account",
    "allauth.socialaccount",
    "allauth.socialaccount.providers.weixin",
    "apps.common",
    "apps.accounts",
    "apps.notifications",
    "apps.friends",
    "apps.devices",
    "apps.store",
    "apps.installs",
    "apps.companies",
    "apps.wallet",
    "apps.listings",
    "apps.rentals",
    "apps.demands",
    "apps.demo",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "apps.common.security.SecurityHeadersMiddleware",
    "apps.common.middleware.StaticFilesMiddleware",
    # Below the static files (precompressed), above everything that writes an answer's body.
    "apps.common.middleware.CompressionMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "apps.common.middleware.BodyLimitMiddleware",
    "apps.common.middleware.ApiErrorEnvelopeMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "allauth.account.middleware.AccountMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

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
            ],
        },
    },
]


def _database(url: str) -> dict:
    config = environ.Env.db_url_config(url)
    if config["ENGINE"] == "django.db.backends.sqlite3":
        # WAL lets readers run beside the one writer; IMMEDIATE takes the write lock at BEGIN
        # so two writers queue on the busy timeout instead of failing mid-transaction.
        config["OPTIONS"] = {
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            "transaction_mode": "IMMEDIATE",
            "timeout": 30,
        }
    # 0: under ASGI every request runs in its own context with its own connection, so a kept
    # one would only linger until garbage-collected (Django's "Persistent connections").
    config["CONN_MAX_AGE"] = env.int("DATABASE_CONN_MAX_AGE", default=0)
    config["CONN_HEALTH_CHECKS"] = True
    pool_size = env.int("DATABASE_POOL_SIZE", default=0)
    if pool_size and config["ENGINE"] == "django.db.backends.postgresql":
        # Each request borrows a kept connection (psycopg's pool, Django's "pool" option)
        # instead of signing in to PostgreSQL anew; waits for one at most 10 s when all are out.
        # Beside the URL's own options (`?sslmode=require`), never instead of them.
        config.setdefault("OPTIONS", {})["pool"] = {"min_size": 1, "max_size": pool_size, "timeout": 10}
    return config


DATABASES = {"default": _database(env("DATABASE_URL", default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}"))}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_USER_MODEL = "accounts.User"

REDIS_URL = env("REDIS_URL", default="")

if REDIS_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}}
    # redis-py reads time out after 5 s by default, as long as channels_redis's blocking
    # receive waits: without a longer socket timeout every idle receive fails.
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [{"address": REDIS_URL, "socket_timeout": 30}]},
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("zh-hans", _("Simplified Chinese"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "frontend" / "dist"]
# Files browsers ask for at the site's root (`/favicon.ico`), served there by WhiteNoise.
WHITENOISE_ROOT = BASE_DIR / "frontend" / "public"
MEDIA_URL = "/media/"
MEDIA_ROOT = env.path("MEDIA_ROOT", default=str(VAR_DIR / "media"))
# Uploads (avatars) served by the app itself; turn off where a proxy or object store serves MEDIA_URL.
SERVE_MEDIA = env.bool("SERVE_MEDIA", default=True)

WEBPACK_LOADER = {
    "DEFAULT": {
        "STATS_FILE": BASE_DIR / "frontend" / "webpack-stats.json",
        "CACHE": not DEBUG,
    }
}
# Each page's lazy files, which its document asks the browser to fetch at once (`apps/common/preload.py`).
FRONTEND_ROUTES_FILE: Path | None = BASE_DIR / "frontend" / "webpack-routes.json"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["apps.accounts.authentication.SessionTokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["apps.common.envelope.EnvelopeRenderer"],
    "DEFAULT_PARSER_CLASSES": [
        "apps.common.parsers.BoundedJSONParser",
        "rest_framework.parsers.MultiPartParser",
        "rest_framework.parsers.FormParser",
    ],
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "EXCEPTION_HANDLER": "apps.common.exceptions.envelope_exception_handler",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_THROTTLE_RATES": {
        "register": env("REGISTER_RATE", default="20/hour"),
        "email": env("EMAIL_SEND_RATE", default="10/hour"),
        "device_bind": env("DEVICE_BIND_RATE", default="20/hour"),
    },
    "NUM_PROXIES": env.int("TRUSTED_PROXY_COUNT", default=0),
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Z Compute API",
    "DESCRIPTION": "Every answer is an envelope {code, msg, data}; failures add a stable `error` code.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "SCHEMA_PATH_PREFIX": "/api",
    "COMPONENT_SPLIT_REQUEST": True,
    "POSTPROCESSING_HOOKS": ["apps.common.schema.wrap_in_envelope"],
    "PATH_CONVERTER_OVERRIDES": {"id": {"type": "integer", "minimum": 0, "maximum": ID_MAX}},
}

ACCESS_TOKEN_LIFETIME = timedelta(seconds=env.int("ACCESS_TOKEN_LIFETIME_SECONDS", default=2 * 3600))
REFRESH_TOKEN_LIFETIME = timedelta(days=env.int("REFRESH_TOKEN_LIFETIME_DAYS", default=14))
# How long the sign-in audit (addresses and browsers of sign-ins) and the outbox's copies of
# sent SMS and e-mail are kept (the privacy policy, `/privacy`, names both).
SIGNIN_AUDIT_DAYS = env.int("SIGNIN_AUDIT_DAYS", default=180)
OUTBOX_DAYS = env.int("OUTBOX_DAYS", default=30)

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": ACCESS_TOKEN_LIFETIME,
    "REFRESH_TOKEN_LIFETIME": REFRESH_TOKEN_LIFETIME,
    "SIGNING_KEY": env("JWT_SIGNING_KEY", default=SECRET_KEY),
    "ALGORITHM": "HS256",
    "USER_ID_CLAIM": "uid",
    "AUTH_HEADER_TYPES": ("Bearer",),
    "UPDATE_LAST_LOGIN": False,
}

# A sign-in method change or account deletion needs a re-authentication this recent (or the
# current password in the call).
REAUTH_WINDOW = timedelta(seconds=env.int("REAUTH_WINDOW_SECONDS", default=300))
# Per-person limits (apps.common.limits.per_person_limit), DRF rates: N/second|minute|hour|day.
REAUTH_RATE = env("REAUTH_RATE", default="10/hour")
# Accepting an order whose first hold is above this many coins needs a recent
# re-authentication too (or the current password in the call).
REAUTH_SPEND_ABOVE = Decimal(env("REAUTH_SPEND_ABOVE", default="100"))
AVATAR_UPLOAD_RATE = env("AVATAR_UPLOAD_RATE", default="20/hour")
# The nearby page's place box asks at each pause in typing: counted per client address.
PLACE_SEARCH_RATE = env("PLACE_SEARCH_RATE", default="120/minute")
ZCLOUD_CREATE_RATE = env("ZCLOUD_CREATE_RATE", default="10/day")
COMPANY_CREATE_RATE = env("COMPANY_CREATE_RATE", default="5/day")
COMPANY_INVITE_RATE = env("COMPANY_INVITE_RATE", default="30/hour")
COMPANY_APPLY_RATE = env("COMPANY_APPLY_RATE", default="10/hour")
DEPOSIT_CREATE_RATE = env("DEPOSIT_CREATE_RATE", default="30/hour")
# Trust, names and friends: friend-request look-ups by phone or e-mail, company icon uploads.
FRIEND_LOOKUP_RATE = env("FRIEND_LOOKUP_RATE", default="30/hour")
# The most friend tags one person keeps.
FRIEND_TAGS_MAX = env.int("FRIEND_TAGS_MAX", default=50)
COMPANY_ICON_UPLOAD_RATE = env("COMPANY_ICON_UPLOAD_RATE", default="20/hour")
# Company invitations and applications stay open this long.
COMPANY_INVITATION_DAYS = env.int("COMPANY_INVITATION_DAYS", default=7)
# Uploaded images larger than this many pixels are refused before they are decoded.
IMAGE_MAX_PIXELS = env.int("IMAGE_MAX_PIXELS", default=25_000_000)
# Request bodies: a multipart body (uploads) at most UPLOAD_MAX_BYTES, any other body (and
# a multipart body's fields without its files) at most REQUEST_MAX_BYTES; larger ones answer
# 413 from their Content-Length before anything reads them (apps.common.middleware), and the
# server never keeps more of a body than the larger limit (config/asgi.py).
REQUEST_MAX_BYTES = env.int("REQUEST_MAX_BYTES", default=1024 * 1024)
UPLOAD_MAX_BYTES = env.int("UPLOAD_MAX_BYTES", default=5 * 1024 * 1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = REQUEST_MAX_BYTES
# Uploaded files above this size wait on disk rather than in memory until they are checked.
FILE_UPLOAD_MAX_MEMORY_SIZE = 1024 * 1024

# Sign-in lock-out (trust: brute force): failures per (account, address) pair and per
# address lock them; the account-wide ceiling only asks for a code sign-in.
SIGNIN_THROTTLE = {
    "PAIR_FAILURES": env.int("SIGNIN_PAIR_FAILURES", default=5),
    "ADDRESS_FAILURES": env.int("SIGNIN_ADDRESS_FAILURES", default=20),
    "ACCOUNT_CEILING": env.int("SIGNIN_ACCOUNT_CEILING", default=50),
    "WINDOW": timedelta(minutes=env.int("SIGNIN_WINDOW_MINUTES", default=15)),
    "COOL_OFF": timedelta(minutes=env.int("SIGNIN_COOL_OFF_MINUTES", default=15)),
}
# Proxies in front of the app whose X-Forwarded-For may be trusted (count of hops).
TRUSTED_PROXY_COUNT = env.int("TRUSTED_PROXY_COUNT", default=0)

CELERY_BROKER_URL = env("CELERY_BROKER_URL", default=REDIS_URL or "filesystem://")
# The filesystem broker's folder; separate instances on one machine (dev, e2e) need their own.
_BROKER_DIR = Path(env("CELERY_FILESYSTEM_DIR", default=str(VAR_DIR / "broker")))
CELERY_BROKER_TRANSPORT_OPTIONS = (
    {}
    if CELERY_BROKER_URL != "filesystem://"
    else {
        "data_folder_in": str(_BROKER_DIR / "queue"),
        "data_folder_out": str(_BROKER_DIR / "queue"),
        "processed_folder": str(_BROKER_DIR / "processed"),
        "control_folder": str(_BROKER_DIR / "control"),
        "store_processed": False,
    }
)
# Whole messages only on the filesystem broker (apps/common/broker.py).
CELERY_BROKER_TRANSPORT = "apps.common.broker:Transport" if CELERY_BROKER_URL == "filesystem://" else None
CELERY_RESULT_BACKEND = None
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_ALWAYS_EAGER = env.bool("CELERY_TASK_ALWAYS_EAGER", default=False)
CELERY_BEAT_SCHEDULE_FILENAME = str(_BROKER_DIR / "celerybeat-schedule")
CELERY_BEAT_SCHEDULE = {
    "accounts-purge-expired": {"task": "accounts.purge_expired", "schedule": 3600.0},
    "notifications-purge-stream-events": {"task": "notifications.purge_stream_events", "schedule": 600.0},
    "devices-detect-offline": {"task": "devices.detect_offline", "schedule": 30.0},
    "devices-expire-commands": {"task": "devices.expire_commands", "schedule": 30.0},
    "devices-expire-registrations": {"task": "devices.expire_registrations", "schedule": 3600.0},
    "installs-autopilot": {"task": "installs.autopilot", "schedule": 60.0},
    "companies-expire": {"task": "companies.expire", "schedule": 600.0},
    "wallet-expire-deposits": {"task": "wallet.expire_deposits", "schedule": 60.0},
    "listings-reliability": {"task": "listings.reliability", "schedule": 600.0},
    "listings-refresh": {"task": "listings.refresh", "schedule": 300.0},
}

# Live notification stats (server-sent events). With Redis the channel layer carries changes
# between processes; the embedded default relays them through the database, each server
# process polling for new stream events this often.
STREAM_RELAY = env("STREAM_RELAY", default="channel_layer" if REDIS_URL else "database")
STREAM_POLL_SECONDS = env.float("STREAM_POLL_SECONDS", default=0.25)
STREAM_HEARTBEAT_SECONDS = env.float("STREAM_HEARTBEAT_SECONDS", default=15.0)
STREAM_EVENT_KEEP_MINUTES = env.int("STREAM_EVENT_KEEP_MINUTES", default=10)
STREAMS_PER_PERSON = env.int("STREAMS_PER_PERSON", default=10)
# Streams and safe defaults (trust): how often each process ends the streams of ended sessions
STREAM_SESSION_CHECK_SECONDS = env.float("STREAM_SESSION_CHECK_SECONDS", default=2.0)
# Built files whose names carry webpack's content hash never change: cached for a year.
WHITENOISE_IMMUTABLE_FILE_TEST = r"\.[0-9a-f]{8,}\.[0-9a-z]+$"

# Devices. Agents register with this shared token (empty: registration is refused), then
# heartbeat every DEVICE_HEARTBEAT_SECONDS; three missed heartbeats mark a device offline.
AGENT_REGISTRATION_TOKEN = env("AGENT_REGISTRATION_TOKEN", default="")
DEVICE_HEARTBEAT_SECONDS = env.int("DEVICE_HEARTBEAT_SECONDS", default=30)
# A command not answered this long after it was queued expires and its move fails back.
DEVICE_COMMAND_TIMEOUT_SECONDS = env.int("DEVICE_COMMAND_TIMEOUT_SECONDS", default=120)
# Boxes (trust): how long a re-enrolment code an owner makes for a bound box stays valid.
DEVICE_REENROL_CODE_SECONDS = env.int("DEVICE_REENROL_CODE_SECONDS", default=3600)
# A box registered this long ago that nobody ever bound is deleted (its agent must register again).
DEVICE_REGISTRATION_TTL_HOURS = env.int("DEVICE_REGISTRATION_TTL_HOURS", default=72)
# The clients' download links (`GET rmp/v1/download/links`); empty when unset.
DOWNLOAD_LINKS = {
    platform: env(f"DOWNLOAD_{platform.upper()}_URL", default="") for platform in ("windows", "mac", "android", "ios")
}

# The nearby map's style (a MapLibre style JSON URL) and the token its tiles ask for
# (`GET rmp/v1/market/map-settings`); without a style the map draws the app's own offline basemap.
MAP_STYLE_URL = env("MAP_STYLE_URL", default="")
MAP_ACCESS_TOKEN = env("MAP_ACCESS_TOKEN", default="")
# Other origins the map style loads from (tiles, glyphs, sprites), for the Content-Security-Policy;
# MAP_STYLE_URL's own origin is always allowed.
CSP_MAP_ORIGINS = env.list("CSP_MAP_ORIGINS", default=[])
# Origins that may show the app's pages in a frame (the desktop client embedding /pc-web);
# empty: no frame anywhere (apps.common.security).
EMBEDDING_ORIGINS = env.list("EMBEDDING_ORIGINS", default=[])

# Dotted path of the Z-CLOUD provider (apps.devices.cloud.CloudProvider); the local one
# answers after CLOUD_LOCAL_DELAY_SECONDS.
CLOUD_PROVIDER = env("CLOUD_PROVIDER", default="apps.devices.cloud_local.LocalCloudProvider")
CLOUD_LOCAL_DELAY_SECONDS = env.float("CLOUD_LOCAL_DELAY_SECONDS", default=3.0)
# Z-CLOUD costs money (trust, Z-CLOUD part): a machine is billed per second in periods of
# ZCLOUD_BILLING_SECONDS, each paid from a hold of one period's price (ordering one needs it);
# beat bills every ZCLOUD_BILLING_SWEEP_SECONDS. A person may have at most ZCLOUD_CREATING_MAX
# machines `creating` at once (ZCLOUD_CREATE_RATE limits how many they order a day).
ZCLOUD_BILLING_SECONDS = env.int("ZCLOUD_BILLING_SECONDS", default=3600)
ZCLOUD_BILLING_SWEEP_SECONDS = env.float("ZCLOUD_BILLING_SWEEP_SECONDS", default=min(30.0, ZCLOUD_BILLING_SECONDS))
ZCLOUD_CREATING_MAX = env.int("ZCLOUD_CREATING_MAX", default=2)
CELERY_BEAT_SCHEDULE |= {"devices-bill-cloud": {"task": "devices.bill_cloud", "schedule": ZCLOUD_BILLING_SWEEP_SECONDS}}

# Wallet. Payments go through PAYMENT_PROVIDER (`sandbox`, or the dotted path of an
# apps.wallet.providers.PaymentProvider); production refuses the sandbox unless
# PAYMENT_SANDBOX_ALLOWED. The sandbox signs its webhook with PAYMENT_SANDBOX_SECRET.
PAYMENT_PROVIDER = env("PAYMENT_PROVIDER", default="sandbox")
PAYMENT_SANDBOX_ALLOWED = env.bool("PAYMENT_SANDBOX_ALLOWED", default=False)
PAYMENT_SANDBOX_SECRET = env("PAYMENT_SANDBOX_SECRET", default="") or SECRET_KEY
# PAYMENT_PROVIDER=alipay: the app's id, its RSA2 private key and Alipay's public key (PEM),
# and the gateway (Alipay's production one unless pointed at its sandbox).
ALIPAY_APP_ID = env("ALIPAY_APP_ID", default="")
ALIPAY_APP_PRIVATE_KEY = env("ALIPAY_APP_PRIVATE_KEY", default="")
ALIPAY_PUBLIC_KEY = env("ALIPAY_PUBLIC_KEY", default="")
ALIPAY_GATEWAY = env("ALIPAY_GATEWAY", default="https://openapi.alipay.com/gateway.do")
DEPOSIT_MIN = Decimal(env("DEPOSIT_MIN", default="1"))
DEPOSIT_MAX = Decimal(env("DEPOSIT_MAX", default="50000"))
DEPOSIT_PRESETS = env.list("DEPOSIT_PRESETS", default=["10", "50", "100", "200", "500", "1000"])
DEPOSIT_PENDING_MINUTES = env.int("DEPOSIT_PENDING_MINUTES", default=30)
DEPOSIT_PENDING_MAX = env.int("DEPOSIT_PENDING_MAX", default=5)
PLATFORM_FEE_PERCENT = Decimal(env("PLATFORM_FEE_PERCENT", default="10"))
# Payouts: withdrawals of earned coins through PAYOUT_PROVIDER (`sandbox`, or the dotted path
# of an apps.wallet.providers.payouts.PayoutProvider; production refuses the sandbox unless
# PAYMENT_SANDBOX_ALLOWED). Income is withdrawable PAYOUT_SETTLE_HOURS after it came in; a
# request of PAYOUT_MIN coins or more, at most PAYOUT_MAX_PER_DAY in any 24 hours, less
# PAYOUT_FEE_PERCENT paid out; a person keeps at most PAYOUT_ACCOUNTS_MAX accounts. An
# approved payout the provider has not settled is asked again after PAYOUT_RESEND_MINUTES.
PAYOUT_PROVIDER = env("PAYOUT_PROVIDER", default="sandbox")
# A renter may dispute a rental while it runs and this long after it ended.
DISPUTE_WINDOW_HOURS = env.int("DISPUTE_WINDOW_HOURS", default=72)
DISPUTE_OPEN_RATE = env("DISPUTE_OPEN_RATE", default="10/day")
PAYOUT_SETTLE_HOURS = env.int("PAYOUT_SETTLE_HOURS", default=DISPUTE_WINDOW_HOURS)
PAYOUT_MIN = Decimal(env("PAYOUT_MIN", default="10"))
PAYOUT_MAX_PER_DAY = Decimal(env("PAYOUT_MAX_PER_DAY", default="50000"))
PAYOUT_FEE_PERCENT = Decimal(env("PAYOUT_FEE_PERCENT", default="0"))
PAYOUT_ACCOUNTS_MAX = env.int("PAYOUT_ACCOUNTS_MAX", default=5)
PAYOUT_RESEND_MINUTES = env.int("PAYOUT_RESEND_MINUTES", default=5)
PAYOUT_CREATE_RATE = env("PAYOUT_CREATE_RATE", default="20/day")
CELERY_BEAT_SCHEDULE |= {"wallet-resend-payouts": {"task": "wallet.resend_payouts", "schedule": 60.0}}
# Rentals: billed per second in periods of RENTAL_BILLING_SECONDS (each renews the hold);
# a rental whose app stops being billable (device offline, app restarting) this long ends
# `provider_offline`. Beat runs the billing pass and the sweeps every RENTAL_SWEEP_SECONDS
# (30, or the billing period when that is shorter).
RENTAL_BILLING_SECONDS = env.int("RENTAL_BILLING_SECONDS", default=3600)
RENTAL_OFFLINE_GRACE_SECONDS = env.int("RENTAL_OFFLINE_GRACE_SECONDS", default=600)
# Rentals started per person (a DRF rate; docs/configuration.md, Limits).
RENTAL_CREATE_RATE = env("RENTAL_CREATE_RATE", default="30/hour")
RENTAL_SWEEP_SECONDS = env.float("RENTAL_SWEEP_SECONDS", default=min(30.0, RENTAL_BILLING_SECONDS))
# Test-only: the process that reaches `apps.common.crash.crash_point(<this step>)` SIGKILLs
# itself (the crash tests); never set it anywhere else.
CRASH_AT = env("CRASH_AT", default="")
CELERY_BEAT_SCHEDULE |= {
    "rentals-bill": {"task": "rentals.bill", "schedule": RENTAL_SWEEP_SECONDS},
    "rentals-sweep": {"task": "rentals.sweep", "schedule": RENTAL_SWEEP_SECONDS},
}
# A new wallet's low-balance threshold (empty: off until the person sets one).
WALLET_LOW_BALANCE_DEFAULT = env("WALLET_LOW_BALANCE_DEFAULT", default="10")
WALLET_EXPORT_MAX = env.int("WALLET_EXPORT_MAX", default=10000)
# Demands stay on the board this many days unless taken or withdrawn (beat expires them
# every minute); one person may have DEMAND_OPEN_MAX open at once.
DEMAND_OPEN_DAYS = env.int("DEMAND_OPEN_DAYS", default=7)
DEMAND_OPEN_MAX = env.int("DEMAND_OPEN_MAX", default=10)
DEMAND_CREATE_RATE = env("DEMAND_CREATE_RATE", default="20/day")
ORDER_OFFER_RATE = env("ORDER_OFFER_RATE", default="60/hour")
# An order whose app is still being installed and started this long after its last move
# (accepted, processing) fails `prepare_timeout`: the demander's hold goes back.
ORDER_PREPARE_MINUTES = env.int("ORDER_PREPARE_MINUTES", default=180)
CELERY_BEAT_SCHEDULE |= {"demands-sweep": {"task": "demands.sweep", "schedule": 60.0}}

EMAIL_BACKEND = env("EMAIL_BACKEND", default="apps.accounts.messaging.OutboxEmailBackend")
EMAIL_HOST = env("EMAIL_HOST", default="localhost")
EMAIL_PORT = env.int("EMAIL_PORT", default=25)
EMAIL_HOST_USER = env("EMAIL_HOST_USER", default="")
EMAIL_HOST_PASSWORD = env("EMAIL_HOST_PASSWORD", default="")
EMAIL_USE_TLS = env.bool("EMAIL_USE_TLS", default=False)
SMS_BACKEND = env("SMS_BACKEND", default="apps.accounts.messaging.OutboxSmsBackend")
# Codes sent by SMS or e-mail: 6 digits, valid 5 minutes, resend after 60 s, 5 tries each.
VERIFICATION_CODE = {
    "TTL": timedelta(seconds=env.int("CODE_TTL_SECONDS", default=300)),
    "RESEND_AFTER": timedelta(seconds=env.int("CODE_RESEND_SECONDS", default=60)),
    "MAX_TRIES": env.int("CODE_MAX_TRIES", default=5),
    "PER_TARGET_PER_HOUR": env.int("CODE_PER_TARGET_PER_HOUR", default=10),
    "PER_ADDRESS_PER_HOUR": env.int("CODE_PER_ADDRESS_PER_HOUR", default=30),
}
EMAIL_LINK_TTL = {
    "verify_email": timedelta(days=env.int("VERIFY_EMAIL_LINK_DAYS", default=3)),
    "reset_password": timedelta(minutes=env.int("RESET_PASSWORD_LINK_MINUTES", default=60)),
}
# WeChat sign-in (open platform web app); unset = the WeChat option is hidden.
# The public address of the app, for every link in an e-mail and the WeChat callback; never
# taken from the request. Production refuses to start without it.
SITE_URL = (env("SITE_URL", default="") or "http://127.0.0.1:8000").rstrip("/")
WECHAT_APP_ID = env("WECHAT_APP_ID", default="")
WECHAT_APP_SECRET = env("WECHAT_APP_SECRET", default="")
# django-allauth supplies the WeChat (weixin) OAuth exchange and keeps the links
# (SocialAccount); sign-in itself is this app's API, so allauth's own pages are not mounted.
# Every Django sign-in (the admin site's) counts on the API's lock-out (trust: brute force).
AUTHENTICATION_BACKENDS = ["apps.accounts.backends.LockOutBackend"]
ACCOUNT_USER_MODEL_USERNAME_FIELD = "name"
ACCOUNT_LOGIN_METHODS = {"username"}
ACCOUNT_SIGNUP_FIELDS = ["username*", "email*", "password1*"]
SOCIALACCOUNT_PROVIDERS = {
    "weixin": {
        "APP": {"client_id": WECHAT_APP_ID, "secret": WECHAT_APP_SECRET},
        "SCOPE": ["snsapi_login"],
    }
}
DEFAULT_FROM_EMAIL = env("DEFAULT_FROM_EMAIL", default="Z Compute <no-reply@localhost>")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", default="INFO")},
    "loggers": {"django.request": {"handlers": ["console"], "level": "ERROR", "propagate": False}},
}
