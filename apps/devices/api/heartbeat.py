"""The plain heartbeat's way past DRF (`AgentHeartbeatView.dispatch`): nearly every
heartbeat is a settled box reporting its usage, and for it DRF's request and serializer and
the ORM's building of two statements were most of the call's cost in the process. A body
`plain_heartbeat` reads (a subset of what `AgentHeartbeatSerializer` takes, read to the same
values) goes to `services.device_heartbeat_plain`; anything else goes the DRF way, which
also answers every refusal."""

from typing import Any

from django.http import HttpRequest

from apps.common.envelope import EnvelopeRenderer, envelope
from apps.common.parsers import json_loads_bounded

# A plain body is about 100 bytes; a larger one goes the DRF way (and its size limits).
MAX_BODY = 1024
_ACCEPTS = {"", "*/*", "application/json"}
# A body with any of these goes the DRF way.
_NOT_PLAIN_KEYS = frozenset({"resources", "apps", "gateway_url"})  # what DRF answers with its JSON renderer, unindented


class _NotPlain(Exception):
    pass


def plain_heartbeat(request: HttpRequest) -> dict[str, Any] | None:
    """The arguments of `services.device_heartbeat_plain` (but the address) when the request
    is a heartbeat DRF would read to the same values; None to go the DRF way."""
    meta = request.META
    if (
        request.method != "POST"
        or request.content_type != "application/json"
        or request.encoding not in (None, "utf-8")
        or meta.get("QUERY_STRING")
        or meta.get("HTTP_ACCEPT", "") not in _ACCEPTS
    ):
        return None
    try:
        if not 0 < int(meta.get("CONTENT_LENGTH") or 0) <= MAX_BODY:
            return None
        data = json_loads_bounded(request.body.decode(), parse_constant=_refuse)
        if type(data) is not dict or not _NOT_PLAIN_KEYS.isdisjoint(data):
            return None
        return {
            "device_id": meta.get("HTTP_X_DEVICE_ID", "").strip(),
            "secret": meta.get("HTTP_X_DEVICE_SECRET", ""),
            "status": _text(data.get("status", "online")),
            "usage": _usage(data["usage"]) if "usage" in data else None,
            "location": _location(data.get("location")),
        }
    except (_NotPlain, ValueError):
        return None


def plain_answer(heartbeat_interval: int) -> bytes:
    """A plain heartbeat's answer, as DRF renders it."""
    data = {"commands": [], "heartbeat_interval": heartbeat_interval}
    return EnvelopeRenderer().render(envelope(status=200, data=data))


def _usage(value: Any) -> dict[str, float | None]:
    figures = _object(value)
    usage: dict[str, float | None] = {key: _number(figures.get(key), 0, 100) for key in ("cpu", "memory", "disk")}
    usage["gpu"] = None if figures.get("gpu") is None else _number(figures["gpu"], 0, 100)
    return usage


def _location(value: Any) -> dict[str, float] | None:
    if value is None:  # null is no location
        return None
    place = _object(value)
    return {"lng": _number(place.get("lng"), -180, 180), "lat": _number(place.get("lat"), -90, 90)}


def _object(value: Any) -> dict[str, Any]:
    if type(value) is not dict:
        raise _NotPlain
    return value


def _text(value: Any) -> str:
    if type(value) is not str:
        raise _NotPlain
    return value


def _number(value: Any, low: float, high: float) -> float:
    """A JSON number within bounds (the serializer's FloatField takes strings too: not here)."""
    if type(value) not in (int, float) or not low <= value <= high:
        raise _NotPlain
    return float(value)


def _refuse(constant: str) -> None:
    raise ValueError(f"{constant} is not JSON")  # as DRF's strict JSON parser refuses it
