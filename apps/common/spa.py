"""The pages the single-page app owns (the page table): Django serves the same shell for each of them."""

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.views.decorators.csrf import csrf_exempt

from .errors import error_entry
from .exceptions import error_json
from .middleware import is_api_path
from .pages import is_phone, page_at, phone_target
from .preload import page_language, page_preloads
from .responses import no_store
from .security import embeddable


def spa_page(request: HttpRequest, path: str = "") -> HttpResponse:
    target = (
        phone_target(request.path, request.META.get("QUERY_STRING", ""))
        if is_phone(request.headers.get("User-Agent", ""))
        else None
    )
    page = page_at(request.path)
    response: HttpResponse
    if target is not None:
        response = HttpResponseRedirect(target)
    else:
        built = page if page is not None and page.built else None
        context = {
            # The signed-in frame, drawn before any code runs (`root/BootShell` in the frontend).
            "boot_shell": built is not None and built.layout == "shell",
            "preloads": page_preloads(built.path, page_language(request)) if built else [],
        }
        response = render(request, "spa.html", context, status=200 if page else 404)
    # The same address answers a phone and a desktop differently (and names the files of the
    # browser's language), so caches must keep them apart.
    patch_vary_headers(response, ["User-Agent", "Accept-Language"])
    if page and page.tokens_in_query:
        # Its query carries the desktop client's tokens (DECISIONS, Trust).
        response["Referrer-Policy"] = "no-referrer"
        no_store(response)
    return embeddable(response)


# The API authenticates by bearer token, never by cookie, so no CSRF check applies to it.
@csrf_exempt
def api_not_found(request: HttpRequest, path: str = "") -> JsonResponse:
    return error_json("not_found")


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """Django's 404 (a file missing under /static/ or /media/): the envelope for the API, the
    app's own 404 page otherwise, never Django's."""
    return api_not_found(request) if is_api_path(request.path) else spa_page(request)


def server_error(request: HttpRequest) -> HttpResponse:
    """Django's last resort (faults outside DRF views): the envelope for the API, a page otherwise."""
    if is_api_path(request.path):
        return error_json("server_error")
    status, message = error_entry("server_error")
    return render(request, "500.html", {"message": message}, status=status)
