"""The page table (`frontend/src/config/pages.json`): every page of the app, one row each.

The SPA view, the menu call and the frontend's router and guards all read it, so adding a
page is one row there plus its component.
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


@dataclass(frozen=True)
class Page:
    path: str
    public: bool
    user_types: frozenset[str]
    built: bool
    parent: str | None = None
    menu: MenuEntry | None = None


def _page(row: dict[str, Any]) -> Page:
    menu = row.get("menu")
    return Page(
        path=row["path"],
        public=row["public"],
        user_types=frozenset(row["userTypes"]),
        built=row["built"],
        parent=row.get("parent"),
        menu=MenuEntry(
            name=menu["name"],
            component=menu["component"],
            title=menu["title"],
            icon=menu.get("icon", ""),
            hidden=menu.get("hidden", False),
            via_parent=menu.get("viaParent", False),
        )
        if menu
        else None,
    )


_TABLE = json.loads(PAGE_TABLE.read_text())
PAGES: tuple[Page, ...] = tuple(_page(row) for row in _TABLE["pages"])
# Short paths that lead elsewhere (spec: /m and /front), with the query kept.
REDIRECTS: dict[str, str] = _TABLE["redirects"]


def path_regex(path: str) -> str:
    """A table path (`:id` segments) as a regex for the whole request path, trailing slash allowed."""
    segments = ("[^/]+" if segment.startswith(":") else re.escape(segment) for segment in path.split("/"))
    return "^" + "/".join(segments).rstrip("/") + "/?$"


_PAGES = re.compile("|".join(f"(?:{path_regex(page.path)})" for page in PAGES))


def is_page(path: str) -> bool:
    """Built or not yet built: the server serves the app's shell for every page of the table."""
    return bool(_PAGES.match(path))
