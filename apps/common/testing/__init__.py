"""Helpers for tests (and the benches and scripts that drive a real server): real processes
(`servers.live_server`, `workers.WorkerBroker`), a TCP proxy that cuts a connection
(`proxy.TcpProxy`), an asyncio client for many loopback connections and streams
(`loopback_client`), calling an endpoint for a permission matrix, and an image to upload."""

import io
from collections.abc import Mapping
from typing import Any

from PIL import Image

from .servers import free_port, live_server, test_database_url

__all__ = ["call_endpoint", "free_port", "image_bytes", "live_server", "test_database_url"]


def image_bytes(size: tuple[int, int] = (64, 48), fmt: str = "PNG", **save: Any) -> bytes:
    """A plain red image of `size` encoded as `fmt` (`save`: Pillow's options, e.g. `exif`)."""
    buffer = io.BytesIO()
    Image.new("RGB", size, (200, 30, 30)).save(buffer, format=fmt, **save)
    return buffer.getvalue()


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
