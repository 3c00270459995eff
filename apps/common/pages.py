"""The page table (`frontend/src/config/pages.json`): every page of the app declared once, by path.

The SPA view, the menu call and the frontend's router, guards and build all read it, so adding a
page is one entry there plus its component and messages (docs/frontend-pages.md).
"""

import json
import re
from dataclasses import dataclass
from typing import Any

from django.conf import settings

PAGE_TABLE = settings.BASE_DIR / "frontend" / "src" / "config" / "pages.json"


@dataclass(frozen=True)
class MenuEntry:
    name: str
    component: str
    title: str
    icon: str = ""
    hidden: bool = False
    # The menu does not list the entry itself: its parent's entry grants the page (spec section 2
    # names /friends/tags and /devices/apps/{id} as menu routes but in no user type's paths).
    via_parent: bool = False
    # Who the menu offers it to when fewer than may open the page (the public App store: those
    # who install apps).
    user_types: frozenset[str] | None = None


@dataclass(frozen=True)
class Page:
    path: str
    public: bool
    user_types: frozenset[str]
    # The frame it renders in: `bare`, `auth`, `shell` or `mobile`.
    layout: str
    # It renders (its `view`, the module of its component) or forwards; an entry with neither is
    # a page not built yet, served so that the frontend shows its 404 screen.
    built: bool
    parent: str | None = None
    menu: MenuEntry | None = None
    # Its query carries tokens (`/pc-web`, DECISIONS Trust): answered no-referrer and no-store.
    tokens_in_query: bool = False
    # Its twin in the mobile set, where the client sends a signed-out phone (docs/decisions/0056).
    mobile: str | None = None


def _page(path: str, row: dict[str, Any]) -> Page:
    menu = row.get("menu")
    return Page(
        path=path,
        public=row["public"],
        user_types=frozenset(row["userTypes"]),
        layout=row["layout"],
        built="view" in row or "forward" in row,
        parent=row.get("parent"),
        tokens_in_query=row.get("tokensInQuery", False),
        mobile=row.get("mobile"),
        menu=MenuEntry(
            name=menu["name"],
            component=menu["component"],
            title=menu["title"],
            icon=menu.get("icon", ""),
            hidden=menu.get("hidden", False),
            via_parent=menu.get("viaParent", False),
            user_types=frozenset(menu["userTypes"]) if "userTypes" in menu else None,
        )
        if menu
        else None,
    )


def _unique_paths(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A path written twice would silently keep only its last entry."""
    keys = [key for key, _value in pairs]
    if len(keys) != len(set(keys)):
        raise ValueError(f"{PAGE_TABLE} names a key twice: {sorted({k for k in keys if keys.count(k) > 1})}")
    return dict(pairs)


_TABLE = json.loads(PAGE_TABLE.read_text(), object_pairs_hook=_unique_paths)
PAGES: tuple[Page, ...] = tuple(_page(path, row) for path, row in _TABLE["pages"].items())
# Short paths that lead elsewhere (spec: /m and /front), with the query kept.
REDIRECTS: dict[str, str] = _TABLE["redirects"]


def path_regex(path: str) -> str:
    """A table path (`:id` segments) as a regex for the whole request path, trailing slash allowed."""
    segments = ("[^/]+" if segment.startswith(":") else re.escape(segment) for segment in path.split("/"))
    return "^" + "/".join(segments).rstrip("/") + "/?$"


_PAGES = [(re.compile(path_regex(page.path)), page) for page in PAGES]


def page_at(path: str) -> Page | None:
    return next((page for pattern, page in _PAGES if pattern.match(path)), None)


def is_page(path: str) -> bool:
    """Built or not yet built: the server serves the app's shell for every page of the table."""
    return page_at(path) is not None
