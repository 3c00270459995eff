import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter  # noqa: E402  (Django must be set up first)
from daphne import http_protocol  # noqa: E402

from apps.notifications.stream import with_stats_stream  # noqa: E402

application = ProtocolTypeRouter({"http": with_stats_stream(django_asgi_app)})


class _WebRequest(http_protocol.WebRequest):
    """Under daphne, Twisted parses a multipart POST body into `request.args` (which daphne
    never reads) before the application sees it, and answers a malformed one with a bare
    400 page; the body is left to Django, whose parsers answer in the envelope."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, parsePOSTFormSubmission=False, **kwargs)


# daphne's factory builds each request from this name.
http_protocol.WebRequest = _WebRequest
