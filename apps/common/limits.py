"""At most N calls per person per window, for things people create or upload:

    class AvatarView(APIView):
        throttle_classes = [per_person_limit("avatar", "AVATAR_UPLOAD_RATE")]

or per client address for a public read asked at every keystroke (`ip_limit`).

The rate is a setting in DRF's form ("20/hour"; docs/configuration.md, Limits). Counts live in the cache,
shared by every process when Redis is configured. Past the limit the call answers 429
`too_many_requests` with `data.retry_after` (seconds)."""

import math
from typing import Any

from django.conf import settings
from rest_framework.request import Request
from rest_framework.throttling import SimpleRateThrottle

from .errors import ApplicationError


class PerPersonLimit(SimpleRateThrottle):
    setting = ""

    def get_rate(self) -> str:
        return str(getattr(settings, self.setting))

    def get_cache_key(self, request: Request, view: Any) -> str | None:
        if not request.user:
            return None  # signed-out callers are refused by the permission check anyway
        return f"per_person:{self.scope}:{request.user.pk}"

    def allow_request(self, request: Request, view: Any) -> bool:
        if super().allow_request(request, view):
            return True
        raise ApplicationError("too_many_requests", data={"retry_after": max(1, math.ceil(self.wait() or 1))})


def per_person_limit(scope: str, setting: str) -> type[PerPersonLimit]:
    """A throttle class counting `scope` per person at the rate in `settings.<setting>`."""
    return type(f"PerPersonLimit_{scope}", (PerPersonLimit,), {"scope": scope, "setting": setting})


class AddressLimit(PerPersonLimit):
    def get_cache_key(self, request: Request, view: Any) -> str | None:
        return f"per_address:{self.scope}:{self.get_ident(request)}"


def ip_limit(scope: str, setting: str) -> type[AddressLimit]:
    """A throttle class counting `scope` per client address (behind `TRUSTED_PROXY_COUNT` proxies) at the
    rate in `settings.<setting>`."""
    return type(f"AddressLimit_{scope}", (AddressLimit,), {"scope": scope, "setting": setting})
