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
    # Spec section 2's phone rule: the page's mobile twin, or the page keeps phones on it.
    mobile: str | None = None
    phone_stays: bool = False
    # Its query carries tokens (`/pc-web`, DECISIONS Trust): answered no-referrer and no-store.
    tokens_in_query: bool = False


def _page(path: str, row: dict[str, Any]) -> Page:
    menu = row.get("menu")
    return Page(
        path=path,
        public=row["public"],
        user_types=frozenset(row["userTypes"]),
        layout=row["layout"],
        built="view" in row or "forward" in row,
        parent=row.get("parent"),
        mobile=row.get("mobile"),
        phone_stays=row.get("phoneStays", False),
        tokens_in_query=row.get("tokensInQuery", False),
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
_BUILT = {page.path for page in PAGES if page.built}
MOBILE_HOME = REDIRECTS["/m"]
_PHONE = re.compile(r"android|iphone", re.IGNORECASE)


def page_at(path: str) -> Page | None:
    return next((page for pattern, page in _PAGES if pattern.match(path)), None)


def is_page(path: str) -> bool:
    """Built or not yet built: the server serves the app's shell for every page of the table."""
    return page_at(path) is not None


def is_phone(user_agent: str) -> bool:
    """Spec section 2: a user agent naming Android or iPhone is a phone (tablets say neither or iPad)."""
    return bool(_PHONE.search(user_agent))


def phone_target(path: str, query: str) -> str | None:
    """Where a phone opening `path` goes instead: the page's mobile twin (with `query`), else the mobile
    market (while the twin is not built); None to stay: the mobile set, pages marked `phoneStays`
    and unknown paths (the 404 screen)."""
    page = page_at(path)
    if page is None or page.phone_stays or path == "/m" or path.startswith("/m/"):
        return None
    if page.mobile in _BUILT:
        return f"{page.mobile}?{query}" if query else page.mobile
    return MOBILE_HOME if MOBILE_HOME in _BUILT else None
