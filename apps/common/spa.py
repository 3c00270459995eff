"""The pages the single-page app owns: Django serves the same shell for each of them."""

import re

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt

from .errors import error_entry
from .exceptions import error_json
from .middleware import is_api_path

_ID = r"[^/]+"
PAGE_PATTERNS = [
    # Public
    "",
    "app-store",
    "app-store/more",
    f"app-store/{_ID}",
    f"app-store/{_ID}/config",
    "app",
    f"app/{_ID}",
    "403",
    "404",
    "500",
    "market",
    "market/more",
    "market/details",
    "nearby",
    "nearby/details",
    "nearby/map",
    "compony",
    # Mobile
    "m/market",
    "m/market/more",
    "m/market/details",
    "m/nearby",
    "m/nearby/details",
    "m/download",
    "m/compony",
    # Authentication and account
    "auth",
    "auth/signin",
    "auth/signup",
    "auth/wechat/callback",
    "wechat/link",
    "check-email",
    "email-verified",
    "company-email",
    "forget-password",
    "reset-password",
    "pc-web",
    "iam/v1/sme/join",
    # Signed-in layout
    f"my-apps/ai-compute/{_ID}",
    "my-orders",
    "my-devices",
    "demands-and-offers",
    "on-demand/place-an-order",
    # Menu
    "devices",
    "devices/link",
    "devices/details",
    "devices/zcloud/create",
    f"devices/apps/{_ID}",
    "company",
    "company/allocate",
    "company/history",
    "friends",
    "friends/tags",
    "wallet",
    "wallet/transactions",
    "wallet/pay",
    "account",
    "account/username",
    "account/password",
    "messages",
    "history",
]
_PAGES = re.compile("^/(?:" + "|".join(PAGE_PATTERNS) + ")/?$")


def is_page(path: str) -> bool:
    return bool(_PAGES.match(path))


def spa_page(request: HttpRequest, path: str = "") -> HttpResponse:
    status = 200 if is_page(request.path) else 404
    return render(request, "spa.html", status=status)


# The API authenticates by bearer token, never by cookie, so no CSRF check applies to it.
@csrf_exempt
def api_not_found(request: HttpRequest, path: str = "") -> JsonResponse:
    return error_json("not_found")


def server_error(request: HttpRequest) -> HttpResponse:
    """Django's last resort (faults outside DRF views): the envelope for the API, a page otherwise."""
    if is_api_path(request.path):
        return error_json("server_error")
    status, message = error_entry("server_error")
    return render(request, "500.html", {"message": message}, status=status)
