import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter  # noqa: E402  (Django must be set up first)
from daphne import http_protocol  # noqa: E402
from daphne.server import Server  # noqa: E402
from django.conf import settings  # noqa: E402

from apps.common.access_log import redacted_log_action  # noqa: E402
from apps.notifications.stream import with_stats_stream  # noqa: E402

application = ProtocolTypeRouter({"http": with_stats_stream(django_asgi_app)})


class _WebRequest(http_protocol.WebRequest):
    """Under daphne, Twisted parses a multipart POST body into `request.args` (which daphne
    never reads) before the application sees it, and answers a malformed one with a bare
    400 page; the body is left to Django, whose parsers answer in the envelope.

    Twisted also keeps the whole body (in memory, or a temporary file) before the
    application starts: it keeps no more than the larger body limit here, and drops the
    rest, so a huge body costs neither memory nor disk; Django then refuses it by its
    Content-Length (apps.common.middleware.BodyLimitMiddleware)."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, parsePOSTFormSubmission=False, **kwargs)
        self._body_room = max(settings.REQUEST_MAX_BYTES, settings.UPLOAD_MAX_BYTES) + 1

    def handleContentChunk(self, data: bytes) -> None:
        kept = data[: self._body_room]
        self._body_room -= len(kept)
        if kept:
            super().handleContentChunk(kept)


# daphne's factory builds each request from this name.
http_protocol.WebRequest = _WebRequest

# Every access-log line daphne writes passes here: token values never reach a log.
Server.log_action = redacted_log_action(Server.log_action)
