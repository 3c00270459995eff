import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter  # noqa: E402  (Django must be set up first)

from apps.notifications.stream import with_stats_stream  # noqa: E402

application = ProtocolTypeRouter({"http": with_stats_stream(django_asgi_app)})
