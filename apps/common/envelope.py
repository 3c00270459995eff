from typing import Any

from django.utils.translation import gettext as _
from rest_framework.renderers import JSONRenderer


def envelope(*, status: int, data: Any = None, msg: str | None = None, error: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"code": status, "msg": msg if msg is not None else _("OK"), "data": data}
    if error is not None:
        body["error"] = error
    return body


class EnvelopeRenderer(JSONRenderer):
    """Wraps every successful answer as {code, msg, data}; failures arrive already wrapped."""

    def render(self, data: Any, accepted_media_type: str | None = None, renderer_context: Any = None) -> bytes:
        response = (renderer_context or {}).get("response")
        if response is not None and not getattr(response, "is_envelope", False):
            data = envelope(status=response.status_code, data=data)
        return super().render(data, accepted_media_type, renderer_context)
