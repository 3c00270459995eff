"""The pages the single-page app owns (the page table): Django serves the same shell for each of them."""

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt

from .errors import error_entry
from .exceptions import error_json
from .middleware import is_api_path
from .pages import is_page


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
