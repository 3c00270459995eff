"""The static page menu (spec section 2), built from the page table's menu entries."""

from typing import Any

from apps.common.pages import PAGES, MenuEntry, Page


def _route(path: str, entry: MenuEntry, children: list[dict[str, Any]]) -> dict[str, Any]:
    route: dict[str, Any] = {
        "path": path,
        "name": entry.name,
        "component": entry.component,
        "meta": {"icon": entry.icon, "title": entry.title, "isHide": entry.hidden, "isLink": False},
    }
    if children:
        route["children"] = children
    return route


def _offered(page: Page, user_type: str) -> bool:
    """The page has an entry of its own that the menu offers this user type."""
    entry = page.menu
    return entry is not None and not entry.via_parent and user_type in (entry.user_types or page.user_types)


def menu_routes(*, user_type: str, parent: str | None = None) -> list[dict[str, Any]]:
    """The menu entries under `parent` (top level: None) offered to this user type."""
    return [
        _route(page.path, page.menu, menu_routes(user_type=user_type, parent=page.path))
        for page in PAGES
        if page.parent == parent and page.menu is not None and _offered(page, user_type)
    ]
