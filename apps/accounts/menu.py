"""The static page menu (spec section 2), built from the page table's menu entries."""

from typing import Any

from apps.common.pages import PAGES, MenuEntry


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


def menu_routes(*, user_type: str, parent: str | None = None) -> list[dict[str, Any]]:
    """The menu entries under `parent` (top level: None) whose pages this user type may open."""
    return [
        _route(page.path, page.menu, menu_routes(user_type=user_type, parent=page.path))
        for page in PAGES
        if page.parent == parent and page.menu is not None and not page.menu.via_parent and user_type in page.user_types
    ]
