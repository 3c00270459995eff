"""The static page menu (spec section 2) and the page paths each user type may open."""

from dataclasses import dataclass, field
from typing import Any

from .choices import UserType


@dataclass(frozen=True)
class MenuRoute:
    path: str
    name: str
    component: str
    title: str
    icon: str = ""
    hidden: bool = False
    link: bool = False
    children: tuple["MenuRoute", ...] = field(default_factory=tuple)

    def as_dict(self, children: list[dict[str, Any]]) -> dict[str, Any]:
        route: dict[str, Any] = {
            "path": self.path,
            "name": self.name,
            "component": self.component,
            "meta": {"icon": self.icon, "title": self.title, "isHide": self.hidden, "isLink": self.link},
        }
        if children:
            route["children"] = children
        return route


MENU: tuple[MenuRoute, ...] = (
    MenuRoute(
        "/devices",
        "devices",
        "devices/index",
        "MyDevices",
        "DesktopOutlined",
        children=(
            MenuRoute("/devices/link", "devices-link", "devices/link", "LinkDevice", hidden=True),
            MenuRoute("/devices/details", "devices-details", "devices/details", "DeviceDetails", hidden=True),
            MenuRoute(
                "/devices/zcloud/create", "devices-zcloud-create", "devices/zcloud-create", "CreateCloud", hidden=True
            ),
            MenuRoute("/devices/apps/:id", "devices-app-details", "devices/app-details", "MyAppDetails", hidden=True),
        ),
    ),
    MenuRoute(
        "/company",
        "company",
        "company/index",
        "Company",
        "ApartmentOutlined",
        children=(
            MenuRoute("/company/allocate", "company-allocate", "company/allocate", "Allocate", hidden=True),
            MenuRoute("/company/history", "company-history", "company/history", "History", hidden=True),
        ),
    ),
    MenuRoute(
        "/friends",
        "friends",
        "friends/index",
        "Friends",
        "TeamOutlined",
        children=(MenuRoute("/friends/tags", "friends-tags", "friends/tags", "Tags", hidden=True),),
    ),
    MenuRoute(
        "/wallet",
        "wallet",
        "wallet/index",
        "Wallet",
        "WalletOutlined",
        children=(
            MenuRoute("/wallet/transactions", "wallet-transactions", "wallet/transactions", "OrderList"),
            MenuRoute("/wallet/pay", "wallet-pay", "wallet/pay", "Deposit"),
        ),
    ),
    MenuRoute("/account", "account", "account/index", "account", "UserOutlined"),
    MenuRoute("/messages", "messages", "messages/index", "Messages", "BellOutlined"),
    MenuRoute("/history", "my-company-history", "history/index", "MyCompany", "HistoryOutlined"),
)

_ACCOUNT_PATHS = frozenset({"/account", "/account/username", "/account/password"})
_DEVICE_PATHS = frozenset({"/devices", "/devices/link", "/devices/details", "/devices/zcloud/create"})

ALLOWED_PATHS: dict[str, frozenset[str]] = {
    UserType.USER: _ACCOUNT_PATHS
    | _DEVICE_PATHS
    | {
        "/app",
        "/friends",
        "/wallet",
        "/wallet/transactions",
        "/wallet/pay",
        "/messages",
        "/my-orders",
        "/history",
    },
    UserType.ADMIN: _ACCOUNT_PATHS | _DEVICE_PATHS | {"/company", "/company/history", "/company/allocate"},
    UserType.MEMBER: _ACCOUNT_PATHS | {"/app"},
}
