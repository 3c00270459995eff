"""The pages the single-page app owns (the page table): Django serves the same shell for each of them."""

import re

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.views.decorators.csrf import csrf_exempt

from .errors import error_entry
from .exceptions import error_json
from .middleware import is_api_path
from .pages import Page, page_at
from .preload import LANGUAGE_TAGS, page_figure, page_figure_amount, page_files, page_heading, page_language
from .responses import no_store
from .security import embeddable

# A phone's browser, as the client's `isPhone` (`frontend/src/lib/settings.ts`) tells one.
PHONE = re.compile(r"android|iphone", re.IGNORECASE)


def spa_page(request: HttpRequest, path: str = "") -> HttpResponse:
    # The same page for a phone: the client's route guard, which knows the session, sends a
    # signed-out phone to the mobile set (docs/decisions/0056); the document names that set's files.
    page = page_at(request.path)
    built = page if page is not None and page.built else None
    language = page_language(request)
    framed = built if built is not None and built.layout == "shell" else None
    figure = page_figure(framed.path, language) if framed else None
    amount = page_figure_amount(framed.path, request) if framed and figure else None
    context = {
        # The signed-in frame, drawn before any code runs (`root/BootShell` in the frontend),
        # with the page's heading when its `h1` is its title (docs/decisions/0061) and the
        # figure it shows first: its amount when the document cookie names the person
        # (docs/decisions/0065), else its place, which the page's early reads fill in (0064).
        "boot_shell": framed is not None,
        "boot_heading": page_heading(framed.path, language) if framed else None,
        "boot_figure": figure,
        "boot_amount": amount,
        "boot_figure_text": figure["text"].replace("{amount}", amount.text) if figure and amount else "",
        "language_tag": LANGUAGE_TAGS[language],
        "page_files": page_files(preloaded_path(request, built), language) if built else [],
    }
    response = render(request, "spa.html", context, status=200 if page else 404)
    # It names the files of the browser's language (and a phone's twin), so caches keep them apart.
    patch_vary_headers(response, ["Accept-Language", "Cookie", *(["User-Agent"] if page and page.mobile else [])])
    if page and page.tokens_in_query:
        # Its query carries the desktop client's tokens (DECISIONS, Trust).
        response["Referrer-Policy"] = "no-referrer"
        no_store(response)
    if amount is not None:
        no_store(response)  # it shows the person's own figures
    return embeddable(response)


def preloaded_path(request: HttpRequest, page: Page) -> str:
    """The page whose files the document names: a phone's is the mobile twin, where the client
    sends it unless it is signed in (which only the client knows; a signed-in phone then loads
    the page's own files after `main`, as any page without named files does)."""
    twin = page_at(page.mobile) if page.mobile else None
    if twin is not None and twin.built and PHONE.search(request.headers.get("User-Agent", "")):
        return twin.path
    return page.path


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
