"""An unverified account plants nothing (DECISIONS item 2): until it has a verified e-mail, a
phone or WeChat, every write but the few the decision lists answers 403 `account_unverified`
and writes nothing. The URL map is walked, so a new call is covered the day it is added."""

import re
from collections.abc import Iterator

import pytest
from django.apps import apps as django_apps
from django.urls import URLPattern, URLResolver, get_resolver

from apps.accounts.api.base import ApiView
from apps.accounts.tests.factories import UserFactory
from apps.accounts.tests.helpers import reauthenticated
from apps.devices.tests.helpers import make_device
from conftest import Persona

UNSAFE = ("post", "put", "patch", "delete")
# What an unverified account may still write: sign in and out, its name and avatar, its own
# unverified address, re-authentication, deleting itself, answering an invitation (which may
# prove the address), marking what it reads as read, and stopping or withdrawing what it has.
MAY = {
    "AccountCheckView", "AccountView", "AvatarView", "EmailCodeSendView", "EmailCodeVerifyView",
    "EmailLinkSendView", "EmailLinkVerifyView", "EmailVerificationResendView", "EmailVerifyView",
    "ForgetPasswordSendView", "ForgetPasswordVerifyView", "HandoffRedeemView", "HandoffView",
    "JoinView", "ListingGroupView", "LogoutView", "MyInvitationAnswerView", "NotificationReadAllView",
    "NotificationReadView", "PasswordLoginView", "ProfileInfoView", "ReauthCodeSendView", "ReauthView",
    "RegisterView", "SessionForkView", "SmsCodeSendView", "SmsCodeVerifyView",
    "WechatLoginView", "RentalEndView", "DemandWithdrawView", "OrderDeclineView", "OrderCancelView",
    "PayoutCancelView", "DeviceUnbindView", "LeaveView", "RecordsReadView", "FriendRequestDeclineView",
    "FriendRequestCancelView",
}  # fmt: skip
# Calls a person's session never reaches: the agents' and the payment provider's.
NOT_A_PERSONS = re.compile(r"^api/cim/v1/agent/|/webhook$")


def api_views() -> Iterator[tuple[str, type[ApiView]]]:
    def walk(patterns: list, prefix: str = "") -> Iterator[tuple[str, type[ApiView]]]:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                yield from walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern) and hasattr(pattern.callback, "cls"):
                yield prefix + str(pattern.pattern), pattern.callback.cls

    yield from walk(get_resolver().url_patterns)


def writes() -> list[tuple[str, str, str]]:
    found = []
    for path, view in api_views():
        for method in UNSAFE:
            if hasattr(view, method) and not NOT_A_PERSONS.search(path):
                found.append((view.__name__, method, re.sub(r"<(\w+:)?(\w+)>", "1", path)))
    return found


def row_count() -> int:
    return sum(model._default_manager.count() for model in django_apps.get_models() if model._meta.managed)


@pytest.fixture
def registrant(db) -> Persona:
    """An account whose only identifier is a never-verified e-mail address (maybe someone
    else's)."""
    return Persona(UserFactory.create(name="squatter", email="victim@example.com", email_verified=False), "user")


def test_every_api_view_goes_through_the_gate():
    views = {view for path, view in api_views() if not path.startswith(("api/schema/", "api/docs/"))}
    assert views and all(issubclass(view, ApiView) for view in views), "every API view subclasses ApiView"
    allowed = {view.__name__ for view in views if view.unverified_may and any(hasattr(view, m) for m in UNSAFE)}
    assert allowed == MAY


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("view", "method", "path"), [write for write in writes() if write[0] not in MAY], ids=lambda value: str(value)
)
def test_an_unverified_account_writes_nothing(client_for, registrant, view, method, path):
    api = reauthenticated(client_for(registrant))
    before = row_count()
    response = getattr(api, method)(f"/{path}", {}, format="json")
    assert response.status_code == 403, (view, response.json())
    body = response.json()
    if body["error"] != "company_admin_only":  # a company's calls refuse a person first
        assert (body["error"], body["data"]) == ("account_unverified", {"way": "email"})
        assert "verify" in body["msg"].lower()
    assert row_count() == before


@pytest.mark.django_db
def test_the_squatters_box_stays_unbound_until_the_address_is_proved(client_for, registrant):
    box = make_device(None)
    api = client_for(registrant)
    refused = api.post("/api/cim/v1/devices/bind", {"device_id": box.device_id}, format="json")
    assert refused.status_code == 403 and refused.json()["error"] == "account_unverified"
    box.refresh_from_db()
    assert box.owner_user_id is None
    zh = api.post(
        "/api/cim/v1/devices/bind", {"device_id": box.device_id}, format="json", HTTP_ACCEPT_LANGUAGE="zh-hans"
    )
    assert zh.json()["msg"] != refused.json()["msg"]

    registrant.user.email_verified = True
    registrant.user.save(update_fields=["email_verified"])
    assert api.post("/api/cim/v1/devices/bind", {"device_id": box.device_id}, format="json").status_code == 200
    box.refresh_from_db()
    assert box.owner_user_id == registrant.user.pk


@pytest.mark.django_db
def test_it_may_still_look_around_name_itself_and_leave(client_for, registrant):
    api = client_for(registrant)
    assert api.get("/api/cim/v1/devices").status_code == 200
    assert api.get("/api/billing/v1/wallet").status_code == 200
    assert api.put("/api/iam/v1/account/profile/info", {"name": "Someone"}, format="json").status_code == 200
    assert api.post("/api/iam/v1/notifications/read-all").status_code == 200
    deleted = reauthenticated(api).delete("/api/iam/v1/account", {}, format="json")
    assert deleted.status_code == 200, deleted.json()
