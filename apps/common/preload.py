"""The files a page's first load needs beyond the `main` entry, named in its document (the
`page-files` data block) so that `early` asks for them once the document has painted, while
`main` downloads, rather than after `main` has run (docs/decisions/0066).

The production build writes them per page of the page table (`frontend/webpack-routes.json`,
`routeChunks.js`): the page's frame, its own chunks and its prefetch module, and its catalogs
in each language; and, for a page whose `h1` is its title, that title in each language. Without
that file (tests, a development build) no page names any.
"""

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.http import HttpRequest

from .registry import Registry

LANGUAGES = ("en", "zh")
# As the client writes `<html lang>` (`languageTag` in `frontend/src/i18n/locale.ts`).
LANGUAGE_TAGS = {"en": "en", "zh": "zh-CN"}


_read: tuple[Path, float, dict[str, Any]] | None = None


def _routes() -> dict[str, Any]:
    """The build's file, read again when a new build replaces it."""
    global _read
    if settings.FRONTEND_ROUTES_FILE is None:
        return {}
    path = Path(settings.FRONTEND_ROUTES_FILE)
    try:
        changed = path.stat().st_mtime
    except FileNotFoundError:
        return {}
    if _read is None or _read[:2] != (path, changed):
        _read = (path, changed, json.loads(path.read_text()))
    return _read[2]


# The language the app last ran in, written by the client (`frontend/src/i18n/locale.ts`).
LANGUAGE_COOKIE = "zc_lang"


def page_language(request: HttpRequest) -> str:
    """The language the app will start in, as far as the server can tell: `?lang=`, else the
    one it last ran in on this browser (its cookie), else the browser's first language."""
    for chosen in (request.GET.get("lang", ""), request.COOKIES.get(LANGUAGE_COOKIE, "")):
        if chosen in LANGUAGES:
            return chosen
    first = request.headers.get("Accept-Language", "").split(",")[0].strip().lower()
    return "zh" if "zh" in first else "en"


def page_files(path: str, language: str) -> list[str]:
    """The files of the page at table path `path` (`/app/:id`) in `language`, in load order."""
    files = _routes().get(path, {})
    return [*files.get("code", []), *files.get(language, [])]


def page_heading(path: str, language: str) -> str | None:
    """The title of the page at table path `path` in `language`, when its `h1` is its title."""
    return _routes().get(path, {}).get("heading", {}).get(language)


def page_figure(path: str, language: str) -> dict[str, str] | None:
    """The label and the text around `{amount}` of the figure the page at table path `path`
    shows first, in `language`, when it names one."""
    return _routes().get(path, {}).get("figure", {}).get(language)


@dataclass(frozen=True)
class FigureAmount:
    text: str  # as the client writes it (grouped, two decimals)
    negative: bool


# Who reads a page's figure for the person its document is drawn for (docs/decisions/0065):
# page table path -> reader of the document's request, None when it knows no one. Registered
# by the app that owns the figure.
FIGURE_AMOUNTS: Registry[Callable[[HttpRequest], FigureAmount | None]] = Registry("page figure")


def page_figure_amount(path: str, request: HttpRequest) -> FigureAmount | None:
    reader = FIGURE_AMOUNTS.get(path)
    return reader(request) if reader else None
