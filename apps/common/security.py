"""The security headers every answer carries (pages, API, admin, static and media files, the
stats stream): a Content-Security-Policy without inline scripts, `nosniff`, a referrer
policy and the frame rules. Only the app's pages may be framed, and only by the origins in
EMBEDDING_ORIGINS (the desktop client, which opens `/pc-web` in its web view and then
navigates, and may reload, inside the app); everything else refuses every frame."""

from collections.abc import Callable
from typing import TypeVar
from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpRequest
from django.http.response import HttpResponseBase

REFERRER_POLICY = "same-origin"
R = TypeVar("R", bound=HttpResponseBase)


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme in ("http", "https") and parts.netloc else None


def content_security_policy(*, frame_ancestors: list[str]) -> str:
    # A map style on another host (MAP_STYLE_URL) loads its style, tiles and glyphs from there.
    map_sources = sorted({origin for origin in (_origin(settings.MAP_STYLE_URL), *settings.CSP_MAP_ORIGINS) if origin})
    directives = {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        # antd writes its component styles into <style> elements at run time (CSS-in-JS).
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", *map_sources],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", *map_sources],
        # MapLibre starts its workers from blob: URLs.
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": frame_ancestors or ["'none'"],
    }
    return "; ".join(f"{name} {' '.join(sources)}" for name, sources in directives.items())


def security_headers(*, embeddable: bool = False) -> dict[str, str]:
    """The headers of an answer; `embeddable` (the app's pages) lets EMBEDDING_ORIGINS frame it."""
    ancestors = list(settings.EMBEDDING_ORIGINS) if embeddable else []
    headers = {
        "Content-Security-Policy": content_security_policy(frame_ancestors=ancestors),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": REFERRER_POLICY,
    }
    if not ancestors:
        headers["X-Frame-Options"] = "DENY"
    return headers


def asgi_security_headers() -> list[tuple[bytes, bytes]]:
    """The same, for an answer made outside Django (the stats stream)."""
    return [(name.lower().encode(), value.encode()) for name, value in security_headers().items()]


def embeddable(response: R) -> R:
    """Marks one of the app's pages, which the configured origins may show in a frame."""
    response.embeddable = True  # type: ignore[attr-defined]
    # Django's X-Frame-Options middleware would say DENY to the allowed origins too.
    response.xframe_options_exempt = bool(settings.EMBEDDING_ORIGINS)  # type: ignore[attr-defined]
    return response


class SecurityHeadersMiddleware:
    """Sits right inside Django's SecurityMiddleware, outside WhiteNoise, so static files get
    the headers too; a header a view set itself (`/pc-web`'s referrer policy) is kept."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        for name, value in security_headers(embeddable=getattr(response, "embeddable", False)).items():
            response.headers.setdefault(name, value)
        return response
