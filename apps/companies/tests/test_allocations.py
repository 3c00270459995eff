"""Allocating company devices and apps to members: the calls, the records, the member's own
access that follows (and ends), and what ends allocations."""

from io import StringIO

import pytest
from django.core.management import call_command

from apps.accounts.tests.factories import PASSWORD
from apps.common import secrets as sealing
from apps.companies import services
from apps.companies.models import Allocation, MemberRecord
from apps.devices.choices import CommandType
from apps.devices.models import AgentCommand, Device
from apps.devices.services import device_unbind
from apps.installs.models import AppAccessGrant
from apps.installs.services import app_act
from apps.installs.tests.helpers import answer, box, installed_app, server_app

from .helpers import API

RESOURCE_KEYS = {
    "id",
    "member_id",
    "member_name",
    "resource_type",
    "resource_id",
    "resource_name",
    "device_name",
    "assigned_at",
}


def assign(api, member, resource_type, resource_id):
    body = {"member_id": member.user.pk, "resource_type": resource_type, "resource_id": resource_id}
    return api.post(f"{API}/sme/resources/assign", body, format="json")


def unassign(api, member, resource_type, resource_id):
    body = {"member_id": member.user.pk, "resource_type": resource_type, "resource_id": resource_id}
    return api.post(f"{API}/sme/resources/unassign", body, format="json")


def live_grant(installed, member) -> AppAccessGrant | None:
    return AppAccessGrant.objects.filter(installed_app=installed, holder=member.user, revoked_at__isnull=True).first()


def access_commands(installed) -> list[str]:
    """The access changes queued to the app's box, oldest first: "grant <user>" / "revoke <user>"."""
    changes = []
    for command in AgentCommand.objects.filter(app_id=installed.id, type=CommandType.CONFIGURE).order_by("id"):
        for verb, access in command.payload.get("access", {}).items():
            changes.append(f"{verb} {access['username']}")
    return changes


def records(member) -> list[tuple[str, str, str]]:
    return list(
        MemberRecord.objects.filter(member=member.user)
        .order_by("id")
        .values_list("kind", "resource_type", "resource_id")
    )


@pytest.mark.django_db
def test_assigning_an_app_lists_it_records_it_and_gives_the_member_their_own_access(client_for, owner, member):
    installed = installed_app(owner.actor)
    api = client_for(owner)
    response = assign(api, member, "app", installed.id)
    assert response.status_code == 200, response.json()
    item = response.json()["data"]
    assert set(item) == RESOURCE_KEYS
    assert {key: item[key] for key in RESOURCE_KEYS - {"id", "assigned_at"}} == {
        "member_id": member.user.pk,
        "member_name": member.user.name,
        "resource_type": "app",
        "resource_id": installed.id,
        "resource_name": installed.app.name_en,
        "device_name": installed.device.name,
    }
    grant = live_grant(installed, member)
    assert grant is not None and grant.ssh_username == f"member-{member.user.pk}"
    assert access_commands(installed) == [f"grant {grant.ssh_username}"]
    assert records(member) == [("allocation", "app", str(installed.id))]

    # again: the live allocation, nothing new
    again = assign(api, member, "app", installed.id)
    assert again.status_code == 200 and again.json()["data"]["id"] == item["id"]
    assert (Allocation.objects.count(), len(records(member)), len(access_commands(installed))) == (1, 1, 1)

    listed = api.get(f"{API}/sme/resources").json()["data"]
    assert listed == {"items": [item], "total": 1}


@pytest.mark.django_db
def test_the_list_filters_by_member_and_type(client_for, owner, member, make_persona):
    other = make_persona("member", company=owner)
    device = box(owner.actor, name="Rack 1")
    installed = installed_app(owner.actor, app=server_app(name_en="Web server", name_zh="网页服务器"))
    api = client_for(owner)
    assign(api, member, "device", device.id)
    assign(api, other, "app", installed.id)

    def listed(**query):
        return [
            (item["member_id"], item["resource_type"], item["resource_name"], item["device_name"])
            for item in api.get(f"{API}/sme/resources", query).json()["data"]["items"]
        ]

    assert listed() == [
        (other.user.pk, "app", "Web server", installed.device.name),
        (member.user.pk, "device", "Rack 1", "Rack 1"),
    ]
    assert listed(member_id=member.user.pk) == [(member.user.pk, "device", "Rack 1", "Rack 1")]
    assert listed(resource_type="app") == [(other.user.pk, "app", "Web server", installed.device.name)]
    zh = api.get(f"{API}/sme/resources", {"resource_type": "app"}, HTTP_ACCEPT_LANGUAGE="zh").json()["data"]
    assert zh["items"][0]["resource_name"] == "网页服务器"
    refused = api.get(f"{API}/sme/resources", {"resource_type": "box"})
    assert (refused.status_code, refused.json()["error"]) == (400, "validation_error")


@pytest.mark.django_db
def test_unassigning_ends_the_allocation_and_the_members_access_at_once(client_for, owner, member):
    installed = installed_app(owner.actor)
    api = client_for(owner)
    assign(api, member, "app", installed.id)
    grant = live_grant(installed, member)
    assert grant is not None
    response = unassign(api, member, "app", installed.id)
    assert (response.status_code, response.json()["data"]) == (200, None)
    assert live_grant(installed, member) is None
    assert access_commands(installed) == [f"grant {grant.ssh_username}", f"revoke {grant.ssh_username}"]
    assert records(member) == [("allocation", "app", str(installed.id)), ("deallocation", "app", str(installed.id))]
    assert MemberRecord.objects.filter(kind="deallocation").get().actor == owner.user
    assert api.get(f"{API}/sme/resources").json()["data"]["total"] == 0
    again = unassign(api, member, "app", installed.id)
    assert (again.status_code, again.json()["error"]) == (404, "not_found")


@pytest.mark.django_db
def test_a_device_covers_its_apps_also_those_installed_later(client_for, owner, member):
    device = box(owner.actor)
    first = installed_app(owner.actor, device=device)
    api = client_for(owner)
    assign(api, member, "device", device.id)
    assert live_grant(first, member) is not None
    later = installed_app(owner.actor, app=server_app(), device=device, running=False)
    assert live_grant(later, member) is not None
    assert access_commands(later) == [f"grant member-{member.user.pk}"]
    # the app also allocated on its own: taking back the device keeps that one's access
    assign(api, member, "app", first.id)
    unassign(api, member, "device", device.id)
    assert live_grant(first, member) is not None
    assert live_grant(later, member) is None


@pytest.mark.django_db
def test_apps_installed_on_a_device_allocated_elsewhere_or_personal_ones_grant_nothing(client_for, owner, member):
    device = box(owner.actor)
    assign(client_for(owner), member, "device", device.id)
    other_device = box(owner.actor)
    elsewhere = installed_app(owner.actor, device=other_device)
    assert not AppAccessGrant.objects.filter(installed_app=elsewhere).exists()


@pytest.mark.django_db
def test_an_uninstalled_app_and_an_unbound_device_end_their_allocations(client_for, owner, member):
    device = box(owner.actor)
    on_device = installed_app(owner.actor, device=device)
    alone = installed_app(owner.actor)
    api = client_for(owner)
    assign(api, member, "device", device.id)
    assign(api, member, "app", alone.id)

    app_act(actor=owner.actor, installed_app_id=alone.id, action="stop")
    answer(alone)
    app_act(actor=owner.actor, installed_app_id=alone.id, action="uninstall")
    answer(alone)
    assert live_grant(alone, member) is None
    assert [item["resource_type"] for item in api.get(f"{API}/sme/resources").json()["data"]["items"]] == ["device"]

    device_unbind(actor=owner.actor, device_id=device.id)
    assert live_grant(on_device, member) is None
    assert api.get(f"{API}/sme/resources").json()["data"]["total"] == 0
    ended = MemberRecord.objects.filter(kind="deallocation").order_by("id")
    assert [(row.resource_type, row.actor) for row in ended] == [("app", None), ("device", None)]


@pytest.mark.django_db
def test_another_companys_member_or_resource_and_the_owner_are_404(client_for, owner, member, make_persona):
    theirs = make_persona("owner")
    their_member = make_persona("member", company=theirs)
    their_app = installed_app(theirs.actor)
    their_device = box(theirs.actor)
    ours = installed_app(owner.actor)
    personal = installed_app(owner.__class__(owner.user, "user").actor)  # the owner's own, not the company's
    uninstalled = installed_app(owner.actor, running=False, start_after_install=False)
    answer(uninstalled)
    app_act(actor=owner.actor, installed_app_id=uninstalled.id, action="uninstall")
    answer(uninstalled)
    api = client_for(owner)
    for who, resource_type, resource_id in [
        (their_member, "app", ours.id),
        (owner, "app", ours.id),
        (member, "app", their_app.id),
        (member, "device", their_device.id),
        (member, "device", ours.id + 10_000),
        (member, "app", personal.id),
        (member, "device", personal.device_id),
        (member, "app", uninstalled.id),
    ]:
        for call in (assign, unassign):
            response = call(api, who, resource_type, resource_id)
            assert (response.status_code, response.json()["error"]) == (404, "not_found"), (who, resource_type)
    assert not Allocation.objects.exists() and not AppAccessGrant.objects.exists()
    assert client_for(theirs).get(f"{API}/sme/resources").json()["data"]["total"] == 0


@pytest.mark.django_db
@pytest.mark.parametrize("ending", ["removal", "leave", "hand_over", "archive"])
def test_a_members_access_to_the_company_ending_revokes_their_grants(client_for, owner, member, ending):
    installed = installed_app(owner.actor)
    assign(client_for(owner), member, "app", installed.id)
    key = sealing.decrypt(live_grant(installed, member).api_key_sealed)  # type: ignore[union-attr]
    if ending == "removal":
        client_for(owner).post(f"{API}/sme/remove-member", {"user_id": member.user.pk}, format="json")
    elif ending == "leave":
        client_for(member).post(f"{API}/sme/leave", {"sme_id": owner.sme_id}, format="json")
    elif ending == "hand_over":
        services.company_transfer(company_id=owner.sme_id, account=member.user.name)
    else:  # a company with devices cannot be deleted: the box leaves it without an unbind
        Device.objects.filter(pk=installed.device_id).update(owner_user=None, owner_company_id=None)
        response = client_for(owner).delete(f"{API}/sme", {"password": PASSWORD}, format="json")
        assert response.status_code == 200, response.json()
    assert live_grant(installed, member) is None
    assert not Allocation.objects.filter(ended_at__isnull=True).exists()
    assert access_commands(installed)[-1] == f"revoke member-{member.user.pk}"
    assert not AppAccessGrant.objects.filter(api_key_digest=sealing.digest(key), revoked_at__isnull=True).exists()


@pytest.mark.django_db
def test_company_show_lists_the_allocations(owner, member):
    installed = installed_app(owner.actor)
    device = box(owner.actor, name="Rack 1")
    for resource_type, resource_id in [("app", installed.id), ("device", device.id)]:
        services.resource_assign(
            actor=owner.actor, member_id=member.user.pk, resource_type=resource_type, resource_id=resource_id
        )
    out = StringIO()
    call_command("company_show", owner.sme_id, stdout=out)
    assert f"  {member.user.name}  device {device.id} {device.device_id} Rack 1  since " in out.getvalue()
    assert (
        f"  {member.user.name}  app {installed.id} {installed.app.slug} on {installed.device.device_id}"
        in out.getvalue()
    )
