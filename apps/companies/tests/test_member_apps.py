"""`/app` for members: the installed-app calls a member may make on the company apps
allocated to them, answering their own access, never the app's credentials."""

from typing import Any

import pytest
from rest_framework.test import APIClient

from apps.common import secrets as sealing
from apps.devices.choices import CommandType
from apps.devices.models import AgentCommand
from apps.devices.tests.helpers import agent_headers
from apps.installs.models import AppAccessGrant
from apps.installs.tests.helpers import API as CIM
from apps.installs.tests.helpers import GATEWAY_RUNTIME, ai_app, behind_gateway, box, installed_app, world

from .helpers import API as IAM

MEMBER_CALLS = [
    ("get", "apps/{app}", None),
    ("post", "apps/{app}/actions", {"action": "stop"}),
    ("get", "apps/{app}/ssh", None),
    ("get", "apps/{app}/ai-api", None),
    ("get", "apps/{app}/gateway", None),
]


def call(client, method, path, body, installed):
    url = f"{CIM}/{path.format(app=installed.id)}"
    return getattr(client, method)(url, body, format="json") if body else getattr(client, method)(url)


def assign(client_for, owner, member, resource_type, resource_id):
    body = {"member_id": member.user.pk, "resource_type": resource_type, "resource_id": resource_id}
    response = client_for(owner).post(f"{IAM}/sme/resources/assign", body, format="json")
    assert response.status_code == 200, response.json()


def unassign(client_for, owner, member, resource_type, resource_id):
    body = {"member_id": member.user.pk, "resource_type": resource_type, "resource_id": resource_id}
    response = client_for(owner).post(f"{IAM}/sme/resources/unassign", body, format="json")
    assert response.status_code == 200, response.json()


def key_valid(installed, api_key: str) -> bool:
    agent: Any = APIClient()
    response = agent.post(
        f"{CIM}/agent/access/verify",
        {"app_id": installed.id, "api_key": api_key},
        format="json",
        **agent_headers(installed.device),
    )
    return bool(response.json()["data"]["valid"])


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), MEMBER_CALLS)
@pytest.mark.parametrize(
    ("persona", "state", "expected", "code"),
    [
        ("member", "allocated", 200, None),
        ("member", "through_device", 200, None),
        ("member", "not_allocated", 404, "not_found"),
        ("member", "deallocated", 404, "not_found"),
        ("member", "removed", 401, "company_access_ended"),
        ("owner", "allocated", 200, None),
        ("individual", "allocated", 404, "not_found"),
        ("outsider", "allocated", 404, "not_found"),
        (None, "allocated", 401, "not_authenticated"),
    ],
)
def test_member_app_calls(client_for, personas, persona, state, expected, code, method, path, body):
    owner, member = personas["owner"], personas["member"]
    installed = behind_gateway(installed_app(owner.actor, app=ai_app(runtime=GATEWAY_RUNTIME)))
    caller = client_for(personas[persona] if persona else None)
    if state == "allocated":
        assign(client_for, owner, member, "app", installed.id)
    elif state == "through_device":
        assign(client_for, owner, member, "device", installed.device_id)
    elif state == "deallocated":
        assign(client_for, owner, member, "app", installed.id)
        unassign(client_for, owner, member, "app", installed.id)
    elif state == "removed":
        assign(client_for, owner, member, "app", installed.id)
        client_for(owner).post(f"{IAM}/sme/remove-member", {"user_id": member.user.pk}, format="json")
    before = world()
    response = call(caller, method, path, body, installed)
    assert response.status_code == expected, response.json()
    if code:
        assert response.json()["error"] == code
        assert world() == before
        return
    answer = response.json()["data"]
    grant = AppAccessGrant.objects.filter(holder=member.user, revoked_at__isnull=True).first()
    if path.endswith("/ssh"):
        own = persona == "owner"
        assert answer["username"] == ("root" if own else f"member-{member.user.pk}")
        assert answer["private_key"] == sealing.decrypt(
            installed.ssh_private_key_sealed if own else grant.ssh_private_key_sealed  # type: ignore[union-attr]
        )
    elif path.endswith("/ai-api") or path.endswith("/gateway"):
        app_key = sealing.decrypt(installed.api_key_sealed)
        assert (answer["api_key"] == app_key) is (persona == "owner")
        if persona == "member":
            assert answer["api_key"] == sealing.decrypt(grant.api_key_sealed)  # type: ignore[union-attr]
    else:
        assert answer["access"] == ("own" if persona == "owner" else "member")


@pytest.mark.django_db
def test_a_member_lists_only_their_apps_with_only_start_and_stop(client_for, owner, member):
    mine = installed_app(owner.actor)
    device = box(owner.actor)
    through_device = installed_app(owner.actor, device=device)
    installed_app(owner.actor)  # not allocated
    assign(client_for, owner, member, "app", mine.id)
    assign(client_for, owner, member, "device", device.id)
    items = client_for(member).get(f"{CIM}/apps").json()["data"]["items"]
    assert sorted(item["id"] for item in items) == sorted([mine.id, through_device.id])
    assert {item["access"] for item in items} == {"member"}
    assert {action for item in items for action in item["allowed_actions"]} == {"stop"}
    detail = client_for(member).get(f"{CIM}/apps/{mine.id}").json()["data"]
    assert detail["allowed_actions"] == ["stop"]
    owners = client_for(owner).get(f"{CIM}/apps").json()["data"]
    assert owners["total"] == 3 and {item["access"] for item in owners["items"]} == {"own"}
    assert "restart" in owners["items"][0]["allowed_actions"]


@pytest.mark.django_db
@pytest.mark.parametrize("action", ["restart", "suspend", "snapshot", "uninstall"])
def test_a_member_may_only_start_or_stop(client_for, owner, member, action):
    installed = installed_app(owner.actor)
    assign(client_for, owner, member, "app", installed.id)
    before = world()
    response = client_for(member).post(f"{CIM}/apps/{installed.id}/actions", {"action": action}, format="json")
    assert (response.status_code, response.json()["error"]) == (403, "member_not_allowed")
    assert world() == before


@pytest.mark.django_db
def test_a_member_stops_and_starts_an_allocated_app(client_for, owner, member):
    installed = installed_app(owner.actor)
    assign(client_for, owner, member, "app", installed.id)
    api = client_for(member)
    stopped = api.post(f"{CIM}/apps/{installed.id}/actions", {"action": "stop"}, format="json").json()["data"]
    assert stopped["status"] == "stopping"
    assert stopped["log"][0]["actor"] == member.user.name


@pytest.mark.django_db
def test_after_de_allocation_the_members_key_is_refused_at_once_and_a_revoke_is_queued(client_for, owner, member):
    installed = installed_app(owner.actor)
    assign(client_for, owner, member, "app", installed.id)
    api_key = client_for(member).get(f"{CIM}/apps/{installed.id}/ai-api").json()["data"]["api_key"]
    assert api_key != sealing.decrypt(installed.api_key_sealed)
    assert key_valid(installed, api_key)
    unassign(client_for, owner, member, "app", installed.id)
    assert not key_valid(installed, api_key)
    assert key_valid(installed, sealing.decrypt(installed.api_key_sealed))  # the app's own key goes on
    last = AgentCommand.objects.filter(app_id=installed.id, type=CommandType.CONFIGURE).latest("id")
    assert (last.status, last.payload) == ("pending", {"access": {"revoke": {"username": f"member-{member.user.pk}"}}})
