"""The lite-app space: made by a device's first lite app, shared by its lite apps, resized and
powered within its rules (never while a lite app in it is rentable)."""

from decimal import Decimal

import pytest

from apps.devices.choices import CommandStatus, DeviceKind
from apps.devices.models import AgentCommand, Device
from apps.devices.services import command_cloud_answer, device_power
from apps.devices.tests.helpers import GIB, first_plan, make_device

from ..choices import AppStatus
from ..models import InstalledApp, LiteSpace
from ..services import LITE_SPACE_DEFAULT_BYTES, app_sharing_update
from .helpers import API, answer, app_at, box, described, installed_app, last_log, lite_app, refused, server_app, world

S = AppStatus


def install(api, device, app):
    return api.post(f"{API}/apps/install", {"device_id": device.id, "app_id": app.id}, format="json")


def space_of(device):
    return LiteSpace.objects.get(device=device)


def rent_out(owner, installed):
    app_sharing_update(
        actor=owner, installed_app_id=installed.id, sharing_mode="manual", rentable=True, price_per_hour=Decimal(1)
    )


@pytest.mark.django_db
class TestSpace:
    def test_the_first_lite_app_makes_the_space(self, client_for, individual):
        device = box(individual.actor, disk_bytes=500 * GIB)
        api = client_for(individual)
        refused(api.get(f"{API}/devices/{device.id}/lite-space"), 404, "not_found")
        installed_app(individual.actor, app=server_app(), device=device)
        assert not LiteSpace.objects.exists()  # only lite apps need it
        response = install(api, device, lite_app(min_disk_bytes=4 * GIB))
        assert response.status_code == 200, response.json()
        data = response.json()["data"]
        assert data["is_lite_app"] is True
        assert data["lite_space"] == {
            "device_id": device.id,
            "status": "running",
            "disk_bytes": LITE_SPACE_DEFAULT_BYTES,
            "used_bytes": 4 * GIB,
            "device_disk_bytes": 500 * GIB,
            "rentable_apps": 0,
        }
        install(api, device, lite_app(min_disk_bytes=6 * GIB))
        assert LiteSpace.objects.count() == 1
        assert set(InstalledApp.objects.filter(lite_space__isnull=False).values_list("lite_space", flat=True)) == {
            space_of(device).id
        }
        space = api.get(f"{API}/devices/{device.id}/lite-space").json()["data"]
        assert (space["disk_bytes"], space["used_bytes"]) == (LITE_SPACE_DEFAULT_BYTES, 10 * GIB)

    def test_a_small_device_gives_its_whole_disk(self, individual):
        device = box(individual.actor, disk_bytes=20 * GIB)
        installed_app(individual.actor, app=lite_app(), device=device)
        assert space_of(device).disk_bytes == 20 * GIB

    def test_a_full_space_refuses_the_next_lite_app(self, client_for, individual):
        device = box(individual.actor)
        installed_app(individual.actor, app=lite_app(min_disk_bytes=50 * GIB), device=device)
        installed_app(individual.actor, app=lite_app(min_disk_bytes=12 * GIB), device=device)
        before = world()
        body = refused(
            install(client_for(individual), device, lite_app(min_disk_bytes=4 * GIB)), 409, "lite_space_full"
        )
        assert body["data"] == {"free_bytes": 2 * GIB, "needed_bytes": 4 * GIB}
        assert world() == before
        # a plain app does not live in the space
        assert install(client_for(individual), device, server_app()).status_code == 200

    def test_a_refused_first_lite_app_leaves_no_space_behind(self, client_for, individual):
        device = box(individual.actor, disk_bytes=500 * GIB)
        body = refused(
            install(client_for(individual), device, lite_app(min_disk_bytes=70 * GIB)), 409, "lite_space_full"
        )
        assert body["data"] == {"free_bytes": 64 * GIB, "needed_bytes": 70 * GIB}
        assert not LiteSpace.objects.exists() and not InstalledApp.objects.exists()

    def test_an_uninstalled_lite_app_frees_its_room(self, client_for, individual):
        device = box(individual.actor)
        app_at(S.NOT_INSTALL, individual.actor, app=lite_app(min_disk_bytes=30 * GIB), device=device)
        response = install(client_for(individual), device, lite_app(min_disk_bytes=30 * GIB))
        assert response.status_code == 200, response.json()
        assert response.json()["data"]["lite_space"]["used_bytes"] == 30 * GIB


@pytest.mark.django_db
class TestResize:
    def resize(self, api, device, size):
        return api.put(f"{API}/devices/{device.id}/lite-space", {"disk_bytes": size}, format="json")

    def test_resize_within_bounds(self, client_for, individual):
        device = box(individual.actor, disk_bytes=100 * GIB)
        installed_app(individual.actor, app=lite_app(min_disk_bytes=8 * GIB), device=device)
        api = client_for(individual)
        for size in (8 * GIB, 100 * GIB, 48 * GIB):  # exactly the used room and the whole disk are fine
            response = self.resize(api, device, size)
            assert response.status_code == 200, response.json()
            assert response.json()["data"]["disk_bytes"] == size
        assert space_of(device).disk_bytes == 48 * GIB
        commands = AgentCommand.objects.filter(type="lite_space").order_by("id")
        assert [(command.app_id, command.payload) for command in commands] == [
            (None, {"disk_bytes": 8 * GIB}),
            (None, {"disk_bytes": 100 * GIB}),
            (None, {"disk_bytes": 48 * GIB}),
        ]

    @pytest.mark.parametrize(
        ("size", "message"),
        [
            (8 * GIB - 1, f"The space must hold its apps: at least {8 * GIB} bytes."),
            (100 * GIB + 1, "The space cannot be larger than the device's disk."),
            (0, None),
        ],
        ids=["below-used", "above-disk", "zero"],
    )
    def test_out_of_bounds(self, client_for, individual, size, message):
        device = box(individual.actor, disk_bytes=100 * GIB)
        installed_app(individual.actor, app=lite_app(min_disk_bytes=8 * GIB), device=device)
        before = world()
        body = refused(self.resize(client_for(individual), device, size), 400, "validation_error")
        if message:
            assert body["data"] == {"disk_bytes": [message]}
        else:
            assert "disk_bytes" in body["data"]
        assert world() == before

    def test_refused_while_a_lite_app_in_it_is_rentable(self, client_for, individual):
        device = box(individual.actor)
        installed = installed_app(individual.actor, app=lite_app(), device=device)
        rent_out(individual.actor, installed)
        api = client_for(individual)
        assert api.get(f"{API}/devices/{device.id}/lite-space").json()["data"]["rentable_apps"] == 1
        before = world()
        refused(self.resize(api, device, 16 * GIB), 409, "lite_space_edit_rentable")
        assert world() == before

    def test_a_rentable_plain_app_does_not_count(self, client_for, individual):
        device = box(individual.actor)
        installed_app(individual.actor, app=lite_app(), device=device)
        rent_out(individual.actor, installed_app(individual.actor, app=server_app(), device=device))
        assert self.resize(client_for(individual), device, 16 * GIB).status_code == 200


@pytest.mark.django_db
class TestPower:
    def power(self, api, device, action):
        return api.post(f"{API}/devices/{device.id}/lite-space/power", {"action": action}, format="json")

    def test_refused_while_a_lite_app_in_it_is_rentable(self, client_for, individual):
        device = box(individual.actor)
        installed = installed_app(individual.actor, app=lite_app(), device=device)
        rent_out(individual.actor, installed)
        before = world()
        refused(self.power(client_for(individual), device, "stop"), 409, "lite_space_power_rentable")
        assert world() == before

    def test_an_autopilot_lite_app_running_counts_as_rentable(self, client_for, individual):
        device = box(individual.actor)
        installed = installed_app(individual.actor, app=lite_app(), device=device)
        app_sharing_update(
            actor=individual.actor, installed_app_id=installed.id, sharing_mode="autopilot", price_per_hour=Decimal(1)
        )
        refused(self.power(client_for(individual), device, "stop"), 409, "lite_space_power_rentable")

    @pytest.mark.parametrize("moving", [S.STARTING, S.RESTARTING, S.RESUMING])
    def test_refused_while_a_lite_app_in_it_is_coming_up(self, client_for, individual, moving):
        device = box(individual.actor)
        app_at(moving, individual.actor, app=lite_app(), device=device)
        before = world()
        refused(self.power(client_for(individual), device, "stop"), 409, "lite_space_busy")
        assert world() == before

    def test_power_off_stops_its_apps_and_keeps_them_from_starting(self, client_for, individual):
        device = box(individual.actor)
        running = installed_app(individual.actor, app=lite_app(), device=device)
        suspended = app_at(S.SUSPENDED, individual.actor, app=lite_app(), device=device)
        idle = installed_app(individual.actor, app=lite_app(), device=device, running=False, start_after_install=False)
        idle = answer(idle)
        plain = installed_app(individual.actor, app=server_app(), device=device)
        api = client_for(individual)

        response = self.power(api, device, "stop")
        assert response.status_code == 200, response.json()
        assert response.json()["data"]["status"] == "stopped"
        statuses = dict(InstalledApp.objects.values_list("id", "status"))
        assert statuses == {running.id: "stopped", suspended.id: "stopped", idle.id: "installed", plain.id: "running"}
        for installed in (running, suspended):
            entry = last_log(installed)
            assert entry.new_status == "stopped" and entry.actor == individual.user
            assert described(entry) == "stopped with its lite-app space"
        command = AgentCommand.objects.filter(type="lite_space").get()
        assert (command.payload, command.app_id) == ({"action": "stop"}, None)

        for installed in (running, idle):
            before = world()
            action = {"action": "start"}
            refused(api.post(f"{API}/apps/{installed.id}/actions", action, format="json"), 409, "lite_space_stopped")
            assert world() == before
        before = world()
        refused(install(api, device, lite_app()), 409, "lite_space_stopped")
        assert world() == before
        # what does not need the space still works
        assert api.post(f"{API}/apps/{idle.id}/actions", {"action": "snapshot"}, format="json").status_code == 200
        assert api.post(f"{API}/apps/{plain.id}/actions", {"action": "restart"}, format="json").status_code == 200
        assert install(api, device, server_app()).status_code == 200

        response = self.power(api, device, "start")
        assert response.json()["data"]["status"] == "running"
        start = api.post(f"{API}/apps/{running.id}/actions", {"action": "start"}, format="json")
        assert start.status_code == 200 and start.json()["data"]["status"] == "starting"
        assert install(api, device, lite_app()).status_code == 200

    def test_an_install_finishing_in_a_powered_off_space_does_not_start(self, client_for, individual):
        device = box(individual.actor)
        installed_app(individual.actor, app=lite_app(), device=device, running=False, start_after_install=False)
        installing = installed_app(individual.actor, app=lite_app(), device=device, running=False)
        assert self.power(client_for(individual), device, "stop").status_code == 200
        installing = answer(installing)
        assert installing.status == S.INSTALLED
        assert not AgentCommand.objects.filter(app_id=installing.id, type="start").exists()

    def test_validation(self, client_for, individual):
        device = box(individual.actor)
        installed_app(individual.actor, app=lite_app(), device=device)
        refused(self.power(client_for(individual), device, "explode"), 400, "validation_error")
        assert space_of(device).status == "running"

    def test_no_space_yet(self, client_for, individual):
        device = box(individual.actor)
        refused(self.power(client_for(individual), device, "stop"), 404, "not_found")
        put = client_for(individual).put(f"{API}/devices/{device.id}/lite-space", {"disk_bytes": GIB}, format="json")
        refused(put, 404, "not_found")


@pytest.mark.django_db
def test_deleting_a_zcloud_machine_with_lite_apps(individual):
    """The machine goes with its apps and its lite-app space."""
    device = make_device(
        individual.actor,
        kind=DeviceKind.ZCLOUD,
        plan=first_plan(),
        cpu_cores=8,
        memory_bytes=32 * GIB,
        disk_bytes=200 * GIB,
    )
    installed = installed_app(individual.actor, app=lite_app(), device=device, running=False)
    installed_app(individual.actor, app=server_app(), device=device, running=False)
    AgentCommand.objects.update(status=CommandStatus.SUCCEEDED)
    device_power(actor=individual.actor, device_id=device.id, action="delete")
    command_cloud_answer(command_id=AgentCommand.objects.get(type="delete").id)
    assert not Device.objects.filter(id=device.id).exists()
    assert not InstalledApp.objects.filter(id=installed.id).exists() and not LiteSpace.objects.exists()
