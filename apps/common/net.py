from django.conf import settings
from django.http import HttpRequest


def client_address(request: HttpRequest) -> str:
    """The caller's IP: REMOTE_ADDR, or the address the trusted proxies saw."""
    hops = settings.TRUSTED_PROXY_COUNT
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if hops and forwarded:
        chain = [part.strip() for part in forwarded.split(",") if part.strip()]
        if len(chain) >= hops:
            return chain[-hops]
    return request.META.get("REMOTE_ADDR", "") or "unknown"
