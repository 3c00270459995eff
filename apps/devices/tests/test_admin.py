"""The device admin changes owners only through the services: unbind, give to a person, and
delete (a box is unbound first; a Z-CLOUD machine is refused)."""

import pytest
from django.contrib import admin
from django.test import Client

from apps.accounts.tests.factories import UserFactory
from apps.devices.choices import CommandStatus, DeviceKind
from apps.devices.hooks import device_released
from apps.devices.models import AgentCommand, Device

from .helpers import first_plan, make_command, make_device

LIST = "/admin/devices/device/"
ZCLOUD_REFUSED = "Z-CLOUD machines are neither unbound nor deleted here"


@pytest.fixture
def staff_browser(db):
    browser = Client()
    browser.force_login(UserFactory.create(name="staffer", is_staff=True, is_superuser=True))
    return browser


@pytest.fixture
def released(monkeypatch):
    """The devices `device_released` told the apps built on devices of."""
    heard: list[int] = []

    def hear(*, device):
        heard.append(device.id)

    monkeypatch.setattr(device_released, "followers", (*device_released.followers, hear))
    return heard


def act(browser, action, devices, **extra):
    body = {"action": action, "_selected_action": [device.id for device in devices], **extra}
    return browser.post(LIST, body, follow=True)


def release_of(device):
    return AgentCommand.objects.filter(device=device, type="release", status=CommandStatus.PENDING)


@pytest.mark.django_db
class TestDeviceAdmin:
    def test_the_owner_is_read_only(self, staff_browser, rf, individual):
        box = make_device(individual.actor)
        page = staff_browser.get(f"{LIST}{box.id}/change/").content.decode()
        assert 'name="owner_user"' not in page and individual.user.name in page
        request = rf.get("/")
        request.user = UserFactory.create(name="staff2", is_staff=True, is_superuser=True)
        form = admin.site._registry[Device].get_form(request, box)
        assert "owner_user" not in form.base_fields and "owner_company_id" not in form.base_fields

    def test_unbind(self, staff_browser, individual, released):
        box = make_device(individual.actor)
        cloud = make_device(individual.actor, kind=DeviceKind.ZCLOUD, plan=first_plan())
        command = make_command(box)
        page = act(staff_browser, "unbind", [box, cloud]).content.decode()
        assert "1 devices unbound." in page and ZCLOUD_REFUSED in page
        assert Device.objects.get(id=box.id).owner_user is None
        assert Device.objects.get(id=cloud.id).owner_user == individual.user
        assert AgentCommand.objects.get(id=command.id).status == CommandStatus.CANCELLED
        assert release_of(box).count() == 1 and released == [box.id]

    def test_give_to_a_person(self, staff_browser, individual, make_persona, released):
        box = make_device(individual.actor)
        form = act(staff_browser, "give", [box]).content.decode()
        assert 'name="account"' in form and str(box) in form
        newcomer = make_persona("individual", name="newcomer")
        page = act(staff_browser, "give", [box], account=newcomer.user.email, apply="1").content.decode()
        assert "1 devices given to newcomer." in page
        box.refresh_from_db()
        assert (box.owner_user, box.owner_company_id) == (newcomer.user, None)
        assert release_of(box).count() == 1 and released == [box.id]

    def test_give_to_nobody_changes_nothing(self, staff_browser, individual, released):
        box = make_device(individual.actor)
        page = act(staff_browser, "give", [box], account="nobody@nowhere", apply="1").content.decode()
        assert "No account matches nobody@nowhere." in page
        assert Device.objects.get(id=box.id).owner_user == individual.user and released == []

    def test_deleting_a_box_unbinds_it_first(self, staff_browser, individual, released):
        box = make_device(individual.actor)
        assert staff_browser.get(f"{LIST}{box.id}/delete/").status_code == 200
        staff_browser.post(f"{LIST}{box.id}/delete/", {"post": "yes"})
        assert not Device.objects.filter(id=box.id).exists() and released == [box.id]

    def test_deleting_boxes_in_bulk_unbinds_them_first(self, staff_browser, individual, released):
        bound, free = make_device(individual.actor), make_device(None)
        act(staff_browser, "delete_selected", [bound, free], post="yes")
        assert not Device.objects.filter(id__in=[bound.id, free.id]).exists()
        assert released == [bound.id]

    def test_a_zcloud_machine_is_not_deleted_here(self, staff_browser, individual, released):
        cloud = make_device(individual.actor, kind=DeviceKind.ZCLOUD, plan=first_plan())
        box = make_device(individual.actor)
        single = staff_browser.get(f"{LIST}{cloud.id}/delete/", follow=True).content.decode()
        assert ZCLOUD_REFUSED in single
        staff_browser.post(f"{LIST}{cloud.id}/delete/", {"post": "yes"})
        bulk = act(staff_browser, "delete_selected", [cloud, box], post="yes").content.decode()
        assert ZCLOUD_REFUSED in bulk
        assert Device.objects.filter(id__in=[cloud.id, box.id]).count() == 2 and released == []


def test_the_market_keeps_the_device_admin_with_its_reliability():
    registered = admin.site._registry[Device]
    assert {"unbind", "give", "delete_selected"} <= set(registered.actions or ())
    assert type(registered).__name__ == "DeviceWithReliabilityAdmin"
