"""The page table against the spec's route lists (section 2) and DECISIONS.md item 8."""

import json
import re

import pytest

from apps.accounts.choices import UserType
from apps.common.pages import PAGE_TABLE, PAGES, REDIRECTS, _unique_paths, is_page

# Spec section 2, in its words.
SPEC_PUBLIC = """/, /app-store, /app-store/more, /app-store/{id}, /app-store/{id}/config, /app, /403, /404,
/500, /market, /market/more, /market/details, /nearby, /nearby/details, /nearby/map, /compony."""
SPEC_MOBILE = "/m/market, /m/market/more, /m/market/details, /m/nearby, /m/nearby/details, /m/download, /m/compony."
SPEC_AUTH = """/auth (defaults to /auth/signin), /auth/signin, /auth/signup, /auth/wechat/callback, /wechat/link,
/check-email, /email-verified, /company-email, /forget-password, /reset-password."""
SPEC_EMBEDDED = "Embedded-client entry: /pc-web."
SPEC_LAYOUT = """App-store pages, app, app/{id}, my-apps/ai-compute/{id}, company, nearby/details, /my-orders,
my-devices, /demands-and-offers, /on-demand/place-an-order.
Also /iam/v1/sme/join is a join-company verification page."""
SPEC_MENU = """| /devices | MyDevices | | /company | Company | | /friends | Friends | | /wallet | Wallet |
| /account | account | | /messages | Messages | | /history | MyCompany (name my-company-history) |
Hidden children of /devices: /devices/link (bind a box), /devices/details (device details), /devices/zcloud/create
(create a cloud device), /devices/apps/{id} (app details, MyAppDetails).
Children of /company: /company/allocate (Allocate, hidden), /company/history (History, hidden).
Children of /friends: /friends/tags (Tags, hidden).
Children of /wallet, both visible: /wallet/transactions (OrderList), /wallet/pay (Deposit)."""
SPEC_REDIRECTS = "/m redirects to /m/market. /front redirects to /market."
SPEC_USER = """/app, /account, /account/username, /account/password, /devices, /devices/link, /devices/details,
/devices/zcloud/create, /friends, /wallet, /wallet/transactions, /wallet/pay, /messages, /my-orders, /history."""
SPEC_ADMIN = "the account paths, the devices paths, /company, /company/history, /company/allocate."
SPEC_MEMBER = "only /app and the account paths."

# Pages beyond the spec's route lists: the terms, privacy policy and user guide its links name
# (section 9) and sign-up asks people to accept (section 5).
BEYOND_SPEC = {"/terms", "/privacy", "/guide"}
# Signed-in pages the issues after the spec add: withdrawals (issue 32).
ISSUE_PAGES = {"/wallet/withdraw"}

ALL_TYPES = frozenset(UserType.values)
# Beyond the spec's static menu, which is the minimum (issue 19): My apps, where sign-in lands, for
# every type, and the App store for those who install apps (members use what is allocated to them);
# the market, nearby, My orders and the demand board for those who rent and publish demands, the
# individuals (issue 30: a signed-in person reaches every place they use from the menu).
RENTERS = frozenset({"user"})
ADDED_MENU = {
    "/app": ("MyApps", ALL_TYPES),
    "/app-store": ("AppStore", frozenset({"user", "admin"})),
    "/market": ("Market", RENTERS),
    "/nearby": ("Nearby", RENTERS),
    "/my-orders": ("MyOrders", RENTERS),
    "/demands-and-offers": ("DemandBoard", RENTERS),
}
# DECISIONS.md item 8, for the pages the spec's lists leave open.
DECIDED = {
    "/app": ALL_TYPES,
    "/app/{id}": ALL_TYPES,
    "/iam/v1/sme/join": ALL_TYPES,
    "/demands-and-offers": {"user"},
    "/my-orders": {"user"},
    "/on-demand/place-an-order": {"user"},
    "/my-devices": {"user", "admin"},
    "/devices/apps/{id}": {"user", "admin"},
    "/my-apps/ai-compute/{id}": {"user", "admin"},
    "/friends/tags": {"user"},
    # The wallet is an individual's (a company's purse is its owner's wallet: DECISIONS.md item 4).
    "/wallet/withdraw": {"user"},
    # A company's notifications are read by its owner in its identity (docs/decisions/0057).
    "/messages": {"user", "admin"},
}


def spec_paths(text: str) -> set[str]:
    """The paths a spec passage names."""
    return {match.rstrip(".") for match in re.findall(r"(?<![\w-])/[\w/{}.-]*", text)}


def layout_paths(text: str) -> set[str]:
    """The layout routes' list names most paths without their slash ("app, app/{id}, ...")."""
    listed, also = re.split(r"\.\s+Also ", text)
    names = re.split(r",\s+", listed.rstrip("."))[1:]  # after "App-store pages" (the public store pages)
    return {"/" + name.strip("/") for name in names} | spec_paths(also)


PUBLIC = spec_paths(SPEC_PUBLIC) | spec_paths(SPEC_MOBILE) | spec_paths(SPEC_AUTH) | spec_paths(SPEC_EMBEDDED)
# "The account paths" and "the devices paths": the user's paths under /account and /devices.
ACCOUNT_PATHS = {path for path in spec_paths(SPEC_USER) if path.startswith("/account")}
DEVICES_PATHS = {path for path in spec_paths(SPEC_USER) if path.startswith("/devices")}
ALLOWED = {
    "user": spec_paths(SPEC_USER),
    "admin": spec_paths(SPEC_ADMIN) | ACCOUNT_PATHS | DEVICES_PATHS,
    "member": spec_paths(SPEC_MEMBER) | ACCOUNT_PATHS,
}
# "All other routes require sign-in."
SIGNED_IN = (layout_paths(SPEC_LAYOUT) | spec_paths(SPEC_MENU) | set().union(*ALLOWED.values())) - PUBLIC
TABLE = {page.path.replace(":id", "{id}"): page for page in PAGES}
SOURCES = PAGE_TABLE.parent.parent


def test_spec_lists_are_read_whole():
    assert len(spec_paths(SPEC_PUBLIC)) == 16 and len(spec_paths(SPEC_MOBILE)) == 7
    assert len(spec_paths(SPEC_AUTH)) == 10 and len(spec_paths(SPEC_MENU)) == 16
    assert len(ALLOWED["user"]) == 15 and len(ALLOWED["admin"]) == 10 and len(ALLOWED["member"]) == 4
    assert layout_paths(SPEC_LAYOUT) - PUBLIC == {
        "/app/{id}",
        "/my-apps/ai-compute/{id}",
        "/company",
        "/my-orders",
        "/my-devices",
        "/demands-and-offers",
        "/on-demand/place-an-order",
        "/iam/v1/sme/join",
    }


@pytest.mark.parametrize("path", sorted(PUBLIC | SIGNED_IN))
def test_every_spec_page_is_in_the_table_and_served(client, path):
    """Built or listed as not built yet, the server answers the app's shell (the frontend shows 404 until built)."""
    page = TABLE[path]
    assert page.public == (path in PUBLIC)
    response = client.get(path.replace("{id}", "42"))
    assert response.status_code == 200 and b'<div id="root">' in response.content


def test_the_table_adds_only_the_legal_pages_to_the_spec():
    assert set(TABLE) - PUBLIC - SIGNED_IN == BEYOND_SPEC | ISSUE_PAGES
    for path in BEYOND_SPEC:
        page = TABLE[path]
        assert page.public and page.built and page.user_types == ALL_TYPES, path


@pytest.mark.parametrize("path", sorted(BEYOND_SPEC))
def test_the_legal_pages_are_served(client, path):
    response = client.get(path)
    assert response.status_code == 200 and b'<div id="root">' in response.content


def test_the_table_holds_only_well_formed_rows():
    paths = [page.path for page in PAGES]
    assert len(paths) == len(set(paths))
    for page in PAGES:
        assert page.user_types and page.user_types <= ALL_TYPES, page.path
        assert page.public is False or page.user_types == ALL_TYPES, page.path
        assert page.parent is None or page.parent in paths, page.path
        if page.menu and page.parent:  # a menu child hangs under a menu entry
            assert TABLE[page.parent].menu, page.path
        if page.menu and page.menu.via_parent:
            assert page.parent, page.path
    names = [page.menu.name for page in PAGES if page.menu]
    assert len(names) == len(set(names))


def test_a_page_names_files_that_exist():
    """The frontend derives a page's route, chunk, title and early reads from these entries."""
    table = json.loads(PAGE_TABLE.read_text())
    for path, row in table["pages"].items():
        if "forward" in row:
            assert TABLE[row["forward"]].built, path
            continue
        assert (SOURCES / row["view"]).is_file() and row["title"], path
        assert "data" not in row or (SOURCES / row["data"]).is_file(), path


def test_a_path_written_twice_is_refused():
    with pytest.raises(ValueError, match="twice"):
        json.loads('{"/a": {}, "/a": {}}', object_pairs_hook=_unique_paths)


def test_spec_redirects():
    assert spec_paths(SPEC_REDIRECTS) == set(REDIRECTS) | set(REDIRECTS.values())
    assert REDIRECTS == {"/m": "/m/market", "/front": "/market"}


@pytest.mark.parametrize("user_type", sorted(ALL_TYPES))
def test_allowed_paths_per_user_type(user_type):
    """Spec section 2 for every path its lists name, DECISIONS.md item 8 for the rest."""
    for path in sorted(set().union(*ALLOWED.values()) - set(DECIDED)):
        assert (user_type in TABLE[path].user_types) == (path in ALLOWED[user_type]), path
    for path, types in DECIDED.items():
        assert (user_type in TABLE[path].user_types) == (user_type in types), path
    public_types = {TABLE[path].user_types for path in PUBLIC}
    assert public_types == {ALL_TYPES}


def test_every_signed_in_page_has_its_user_types_from_the_spec_or_the_decisions():
    named = set().union(*ALLOWED.values()) | set(DECIDED)
    assert {path for path, page in TABLE.items() if not page.public} - named == set()


@pytest.mark.parametrize("path", ["/nowhere", "/devices/unknown/deep", "/accounts", "/app-store//config"])
def test_paths_outside_the_table_are_not_pages(path):
    assert not is_page(path)


def spec_top_menu() -> dict[str, str]:
    """The spec's visible top level, path to title ("| /devices | MyDevices |")."""
    return dict(re.findall(r"\| (/[\w-]+) \| (\w+)", SPEC_MENU))


def test_the_menu_is_the_specs_plus_the_places_added():
    spec = spec_top_menu()
    assert len(spec) == 7
    top = {page.path: page.menu for page in PAGES if page.menu and not page.menu.hidden and page.parent is None}
    assert {path: entry.title for path, entry in top.items()} == spec | {
        path: title for path, (title, _types) in ADDED_MENU.items()
    }
    for path, (_title, types) in ADDED_MENU.items():
        entry = top[path]
        assert entry.icon and (entry.user_types or TABLE[path].user_types) == types, path


def test_a_menu_entry_is_offered_only_to_those_who_may_open_its_page():
    for page in PAGES:
        if page.menu and page.menu.user_types is not None:
            assert page.menu.user_types and page.menu.user_types <= page.user_types, page.path


@pytest.mark.parametrize("path", sorted(PUBLIC | SIGNED_IN))
def test_every_spec_page_is_built(path):
    """No page of the spec shows the 404 screen any more (the last one was /my-devices)."""
    assert TABLE[path].built, path


def test_my_devices_is_the_device_list_under_the_devices_entry():
    page = TABLE["/my-devices"]
    assert page.parent == "/devices" and page.menu is None and page.user_types == TABLE["/devices"].user_types
