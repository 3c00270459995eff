"""Account deletion, the admin, the management commands and the demo data."""

from io import StringIO
from unittest import mock

import pytest
from django.core.management import CommandError, call_command
from django.test import Client

from apps.accounts.models import User
from apps.accounts.tests.factories import UserFactory
from apps.accounts.tests.helpers import reauthenticated
from apps.devices.choices import CommandStatus, DeviceKind, DeviceStatus
from apps.devices.models import AgentCommand, Device, Plan
from apps.devices.plans import DEFAULT_PLANS
from apps.devices.tests.helpers import described

from .helpers import first_plan, make_command, make_device

IAM = "/api/iam/v1"


@pytest.mark.django_db
def test_account_deletion_waits_for_devices(client_for, individual):
    device = make_device(individual.actor)
    api = reauthenticated(client_for(individual))
    check = api.post(f"{IAM}/account/check").json()["data"]
    assert check["deletable"] is False
    assert check["blockers"] == [
        {
            "code": "devices_linked",
            "message": "Devices are still linked to your account; unbind or delete them first.",
            "waiver": "",
        }
    ]
    zh = api.post(f"{IAM}/account/check", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["blockers"][0]["message"]
    assert zh.startswith("您的账号下仍有设备")
    assert api.delete(f"{IAM}/account").status_code == 409
    api.post(f"/api/cim/v1/devices/{device.id}/unbind")
    assert api.post(f"{IAM}/account/check").json()["data"] == {"deletable": True, "blockers": []}


@pytest.fixture
def staff_browser(db):
    browser = Client()
    browser.force_login(UserFactory.create(name="staffer", is_staff=True, is_superuser=True))
    return browser


@pytest.mark.django_db
class TestAdmin:
    def test_pages_load(self, staff_browser, individual):
        device = make_device(individual.actor, name="Visible box", serial="SERIAL-XYZ")
        make_device(individual.actor, kind=DeviceKind.ZCLOUD, plan=first_plan())
        command = make_command(device, status=CommandStatus.FAILED, detail="agent said no")
        device.status_changes.create(old_status="online", new_status="offline", reason="seen in the inline")
        page = staff_browser.get("/admin/devices/device/", {"q": "SERIAL-XYZ"})
        assert page.status_code == 200 and "Visible box" in page.content.decode()
        for query in [{"kind__exact": "zbox"}, {"status__exact": "online"}, {"tier__exact": "basic"}]:
            assert staff_browser.get("/admin/devices/device/", query).status_code == 200
        detail = staff_browser.get(f"/admin/devices/device/{device.id}/change/").content.decode()
        assert "seen in the inline" in detail and device.secret_hash not in detail
        assert staff_browser.get("/admin/devices/plan/").status_code == 200
        assert staff_browser.get("/admin/devices/agentcommand/", {"status__exact": "failed"}).status_code == 200
        command_page = staff_browser.get(f"/admin/devices/agentcommand/{command.id}/change/").content.decode()
        assert "agent said no" in command_page

    def test_mark_offline_action(self, staff_browser, individual):
        device = make_device(individual.actor)
        response = staff_browser.post(
            "/admin/devices/device/", {"action": "mark_offline", "_selected_action": [device.id]}, follow=True
        )
        assert response.status_code == 200 and "1 devices marked offline." in response.content.decode()
        device.refresh_from_db()
        assert device.status == DeviceStatus.OFFLINE
        change = device.status_changes.get()
        assert (
            change.actor is not None
            and change.actor.name == "staffer"
            and described(change) == "marked offline by staff"
        )

    def test_resend_last_command_action(self, staff_browser, individual):
        device = make_device(individual.actor)
        make_command(device, type="install", app_id=3, payload={"v": 1}, status=CommandStatus.EXPIRED)
        bare = make_device(individual.actor)
        response = staff_browser.post(
            "/admin/devices/device/",
            {"action": "resend_last_command", "_selected_action": [device.id, bare.id]},
            follow=True,
        )
        assert "1 commands queued again." in response.content.decode()
        again = AgentCommand.objects.filter(device=device).order_by("-id")[0]
        assert (again.type, again.app_id, again.payload, again.status) == ("install", 3, {"v": 1}, "pending")


@pytest.mark.django_db
class TestCommands:
    def test_devices_of(self, individual):
        device = make_device(individual.actor)
        out = StringIO()
        call_command("devices_of", individual.user.email, stdout=out)
        assert device.device_id in out.getvalue() and "zbox" in out.getvalue() and "online" in out.getvalue()
        out = StringIO()
        call_command("devices_of", UserFactory.create(name="empty").name, stdout=out)
        assert "has no devices" in out.getvalue()
        with pytest.raises(CommandError):
            call_command("devices_of", "nobody@nowhere")

    def test_device_unbind(self, individual):
        device = make_device(individual.actor)
        make_command(device)
        with mock.patch("builtins.input", return_value="n"):
            call_command("device_unbind", device.device_id, stdout=StringIO())
        device.refresh_from_db()
        assert device.owner_user == individual.user
        with mock.patch("builtins.input", return_value="y"):
            out = StringIO()
            call_command("device_unbind", device.device_id.lower(), stdout=out)
        device.refresh_from_db()
        assert device.owner_user is None and "unbound from individual" in out.getvalue()
        assert AgentCommand.objects.get(type="stop").status == "cancelled"

    def test_device_unbind_yes_and_refusals(self, individual):
        device = make_device(individual.actor)
        call_command("device_unbind", device.device_id, "--yes", stdout=StringIO())
        assert Device.objects.get(id=device.id).owner_user is None
        cloud = make_device(individual.actor, kind=DeviceKind.ZCLOUD)
        with pytest.raises(CommandError):
            call_command("device_unbind", cloud.device_id, "--yes")
        with pytest.raises(CommandError):
            call_command("device_unbind", "not-an-id", "--yes")


@pytest.mark.django_db
def test_seed_demo_gives_alice_a_zbox_and_bob_a_server_group():
    call_command("seed_demo", stdout=StringIO())
    call_command("seed_demo", stdout=StringIO())
    alice, bob = User.objects.get(name="alice"), User.objects.get(name="bob")
    box = Device.objects.get(owner_user=alice)
    assert box.kind == "zbox" and box.status == "online" and box.gpus and box.tier == "high"
    group = Device.objects.get(owner_user=bob, owner_company_id__isnull=True)
    assert group.kind == "server_group" and group.servers.count() == 2
    assert group.cpu_cores == sum(group.servers.values_list("cpu_cores", flat=True))
    assert Device.objects.count() == 3  # and Demo Co's box (apps/companies/tests/test_support.py)


@pytest.mark.django_db
def test_seed_demo_puts_the_default_plans_back_after_a_flush():
    Plan.objects.all().delete()  # as `manage.py flush` leaves it
    call_command("seed_demo", stdout=StringIO())
    call_command("seed_demo", stdout=StringIO())
    assert sorted(Plan.objects.values_list("name", flat=True)) == sorted(plan[0] for plan in DEFAULT_PLANS)


@pytest.mark.django_db
def test_seed_lists_gives_a_person_long_lists_once(client_for, individual):
    call_command("seed_demo", stdout=StringIO())  # the catalogue the apps come from
    for _ in range(2):
        call_command("seed_lists", individual.user.name, "5", stdout=StringIO())
    api = client_for(individual)

    def items(path, **query):
        return api.get(path, {"sort": "oldest", **query}).json()["data"]["items"]

    assert [device["name"] for device in items("/api/cim/v1/devices")] == [f"Box 0{n}" for n in range(1, 6)]
    assert [device["name"] for device in items("/api/cim/v1/devices", status="online")] == ["Box 02", "Box 04"]
    assert [app["device"]["name"] for app in items("/api/cim/v1/apps", status="running")] == ["Box 02", "Box 04"]
    friends = api.get(f"{IAM}/friends", {"sort": "name"}).json()["data"]
    assert [item["friend"]["name"] for item in friends["items"]] == [
        f"{individual.user.name}-pal-0{number}" for number in range(1, 6)
    ]
    with pytest.raises(CommandError):
        call_command("seed_lists", "nobody-here", "3", stdout=StringIO())
