"""Sub-statuses of a device's power command under way, reported by its agent through
`agent/commands/{id}/progress` or its heartbeat: starting <-> preparing, stopping <->
shutting_down."""

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from apps.devices.choices import DeviceStatus as S
from apps.devices.models import AgentCommand, Device

from .helpers import API, agent_headers, make_device


def power(api, device: Device, action: str) -> AgentCommand:
    response = api.post(f"{API}/devices/{device.id}/power", {"action": action}, format="json")
    assert response.status_code == 200, response.json()
    return AgentCommand.objects.filter(device=device).latest("id")


def progress(anon, device: Device, command: AgentCommand, status: str):
    return anon.post(
        f"{API}/agent/commands/{command.id}/progress", {"status": status}, format="json", **agent_headers(device)
    )


def result(anon, device: Device, command: AgentCommand, success: bool = True):
    response = anon.post(
        f"{API}/agent/commands/{command.id}/result", {"success": success}, format="json", **agent_headers(device)
    )
    assert response.status_code == 200, response.json()


def beat(anon, device: Device, status: str) -> None:
    response = anon.post(f"{API}/agent/heartbeat", {"status": status}, format="json", **agent_headers(device))
    assert response.status_code == 200, response.json()


def status_of(device: Device) -> str:
    return Device.objects.get(id=device.id).status


def refused(response, status: int, error: str) -> dict:
    body = response.json()
    assert response.status_code == status and body["error"] == error, body
    return body


@pytest.mark.django_db
class TestProgress:
    def test_preparing_extends_the_deadline_and_the_result_completes_the_start(self, anon, client_for, individual):
        device = make_device(individual.actor, status=S.STOPPED)
        command = power(client_for(individual), device, "start")
        with time_machine.travel(timezone.now() + timedelta(seconds=100), tick=False):
            assert progress(anon, device, command, "preparing").status_code == 200
        assert status_of(device) == S.PREPARING
        assert AgentCommand.objects.get(id=command.id).deadline > command.deadline
        change = device.status_changes.order_by("-id")[0]
        assert (change.old_status, change.new_status, change.reason) == ("starting", "preparing", "progress")
        assert progress(anon, device, command, "starting").status_code == 200
        assert progress(anon, device, command, "preparing").status_code == 200
        result(anon, device, command)
        assert status_of(device) == S.ONLINE

    def test_a_failed_stop_goes_back_from_shutting_down(self, anon, client_for, individual):
        device = make_device(individual.actor)
        command = power(client_for(individual), device, "stop")
        progress(anon, device, command, "shutting_down")
        result(anon, device, command, success=False)
        assert status_of(device) == S.ONLINE

    @pytest.mark.parametrize("status", ["shutting_down", "downloading", "online"])
    def test_a_status_outside_the_commands_move_is_refused(self, anon, client_for, individual, status):
        device = make_device(individual.actor, status=S.STOPPED)
        command = power(client_for(individual), device, "start")
        body = refused(progress(anon, device, command, status), 409, "transition_not_allowed")
        assert body["data"] == {"status": "starting", "allowed": []}
        assert status_of(device) == S.STARTING
        assert AgentCommand.objects.get(id=command.id).deadline == command.deadline

    def test_a_restart_has_no_sub_status(self, anon, client_for, individual):
        device = make_device(individual.actor)
        command = power(client_for(individual), device, "restart")
        refused(progress(anon, device, command, "preparing"), 409, "transition_not_allowed")

    def test_no_power_action_re_enters_the_move_under_way(self, anon, client_for, individual):
        device = make_device(individual.actor, status=S.STOPPED)
        api = client_for(individual)
        progress(anon, device, power(api, device, "start"), "preparing")
        response = api.post(f"{API}/devices/{device.id}/power", {"action": "start"}, format="json")
        assert refused(response, 409, "transition_not_allowed")["data"] == {"status": "preparing", "allowed": []}


@pytest.mark.django_db
class TestHeartbeat:
    def test_a_reported_sub_status_is_progress(self, anon, client_for, individual):
        device = make_device(individual.actor)
        command = power(client_for(individual), device, "stop")
        with time_machine.travel(timezone.now() + timedelta(seconds=100), tick=False):
            beat(anon, device, "shutting_down")
        assert status_of(device) == S.SHUTTING_DOWN
        assert AgentCommand.objects.get(id=command.id).deadline > command.deadline
        beat(anon, device, "stopping")
        assert status_of(device) == S.STOPPING

    def test_the_transitional_status_alone_changes_nothing(self, anon, client_for, individual):
        device = make_device(individual.actor)
        command = power(client_for(individual), device, "stop")
        with time_machine.travel(timezone.now() + timedelta(seconds=100), tick=False):
            beat(anon, device, "stopping")
            beat(anon, device, "preparing")
        assert status_of(device) == S.STOPPING and device.status_changes.count() == 1
        assert AgentCommand.objects.get(id=command.id).deadline == command.deadline
