"""Helpers for tests: real processes (`servers.live_server`, `workers.WorkerBroker`), a TCP
proxy that cuts a connection (`proxy.TcpProxy`), and calling an endpoint for a permission
matrix."""

from collections.abc import Mapping
from typing import Any

from .servers import free_port, live_server, test_database_url

__all__ = ["call_endpoint", "free_port", "live_server", "test_database_url"]


def call_endpoint(
    client: Any, method: str, url: str, body: Mapping[str, Any] | None, objects: Mapping[str, str]
) -> Any:
    """Calls `method url` with an API test client, the `{placeholders}` of the URL and of the
    body's strings filled in from `objects` (the caller's own objects, in permission matrices)."""
    url = url.format(**objects)
    if body is None:
        return getattr(client, method)(url)
    filled = {key: value.format(**objects) if isinstance(value, str) else value for key, value in body.items()}
    return getattr(client, method)(url, filled, format="json")
