"""The pages the single-page app owns (the page table): Django serves the same shell for each of them."""

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render

from .envelope import envelope
from .errors import ERRORS
from .pages import is_page


def spa_page(request: HttpRequest, path: str = "") -> HttpResponse:
    status = 200 if is_page(request.path) else 404
    return render(request, "spa.html", status=status)


def api_not_found(request: HttpRequest, path: str = "") -> JsonResponse:
    status, message = ERRORS["not_found"]
    return JsonResponse(envelope(status=status, msg=str(message), error="not_found"), status=status)


def server_error(request: HttpRequest) -> HttpResponse:
    """Django's last resort (faults outside DRF views): the envelope for the API, a page otherwise."""
    status, message = ERRORS["server_error"]
    if request.path.startswith("/api/"):
        return JsonResponse(envelope(status=status, msg=str(message), error="server_error"), status=status)
    return render(request, "500.html", {"message": message}, status=status)
