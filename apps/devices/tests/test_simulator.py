"""The device simulator against a real server process, over HTTP, as `make run` uses it."""

import threading
import time
from pathlib import Path
from typing import Any

import pytest
from django.core.management import CommandError, call_command

from apps.common.testing import live_server
from apps.devices.management.commands import simulate_devices
from apps.devices.management.commands.simulate_devices import Box
from apps.devices.models import AgentCommand, Device
from apps.devices.services import device_power
from conftest import Persona

TOKEN = "simulator-test-token"


def wait_until(condition, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.2)


class Simulation(threading.Thread):
    """The simulator running in a thread; `stop()` ends it without waiting for its --duration."""

    def __init__(self, **options: Any) -> None:
        self.command = simulate_devices.Command()
        super().__init__(target=call_command, args=[self.command], kwargs=options)

    def stop(self, timeout: float = 30) -> None:
        self.command.halt.set()
        self.join(timeout)


def simulate(base: str, owner: Persona, state_dir: Path, **options: Any) -> Simulation:
    """The simulator started in a thread against `base`: one box bound to `owner`, beating
    every half second, taking 0.4 s a command, failing nothing unless `options` say otherwise."""
    defaults = {"count": 1, "interval": 0.5, "command_seconds": 0.4, "failure_rate": 0.0, "duration": 60}
    fixed = {"base_url": base, "state_dir": state_dir, "owner": owner.user.email}
    run = Simulation(**(defaults | options | fixed))
    run.start()
    return run


@pytest.mark.django_db(transaction=True)
def test_boxes_register_bind_heartbeat_and_answer_commands(settings, make_persona, tmp_path):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN
    owner = make_persona("individual", name="simowner")
    with live_server({"AGENT_REGISTRATION_TOKEN": TOKEN}) as base:
        location = {"lng": 121.47, "lat": 31.23}
        run = simulate(base, owner, tmp_path, count=2, prefix="simtest", location=location)

        def beating() -> bool:  # both bound, and each has reported its usage and the given location
            boxes = list(Device.objects.filter(owner_user=owner.user))
            return len(boxes) == 2 and all(box.usage and (box.lng, box.lat) == (121.47, 31.23) for box in boxes)

        wait_until(beating)
        boxes = Device.objects.filter(owner_user=owner.user).order_by("serial")
        assert [box.serial for box in boxes] == ["simtest-1", "simtest-2"]

        device_power(actor=owner.actor, device_id=boxes[0].id, action="stop")
        wait_until(lambda: Device.objects.get(id=boxes[0].id).status == "stopped")
        assert AgentCommand.objects.get(device=boxes[0]).status == "succeeded"
        moves = boxes[0].status_changes.order_by("id").values_list("old_status", "new_status")
        assert list(moves)[-3:] == [("online", "stopping"), ("stopping", "shutting_down"), ("shutting_down", "stopped")]
        run.stop()
    assert not run.is_alive()


@pytest.mark.django_db(transaction=True)
def test_a_bound_box_registers_again_on_the_next_start_with_its_kept_secret(settings, make_persona, tmp_path):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN
    owner = make_persona("individual", name="simowner")
    options = {"count": 1, "prefix": "simagain", "owner": owner.user.email, "duration": 0.5, "state_dir": tmp_path}
    with live_server({"AGENT_REGISTRATION_TOKEN": TOKEN}) as base:
        call_command("simulate_devices", base_url=base, **options)
        kept = tmp_path / "simagain-1.secret"
        first = kept.read_text()
        assert kept.stat().st_mode & 0o777 == 0o600
        box = Device.objects.get(serial="simagain-1", owner_user=owner.user)

        call_command("simulate_devices", base_url=base, **options)  # as `make run` starts it again
        assert kept.read_text() != first
        assert Device.objects.get(id=box.id).owner_user == owner.user

        kept.unlink()  # a box that lost its secret may not take the bound serial back
        with pytest.raises(CommandError, match="device_reenrol_required"):
            call_command("simulate_devices", base_url=base, **options)


def test_a_release_drops_the_previous_owners_apps():
    box = Box(serial="s", kind="zbox", resources={"gpus": []}, apps={7: "running", 8: "stopped", 9: "running"})
    box.configure(7, {"access": {"grant": {"username": "member-1", "ssh_public_key": "k"}}})
    box.release({"app_ids": [7, 8], "ssh_users": ["member-1"], "api_key_digests": []})
    assert (box.apps, box.users) == ({9: "running"}, {})


def test_refuses_without_a_registration_token(settings):
    settings.AGENT_REGISTRATION_TOKEN = ""
    with pytest.raises(CommandError, match="AGENT_REGISTRATION_TOKEN"):
        call_command("simulate_devices", "--count", "1")


def test_refuses_a_silly_count(settings):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN
    with pytest.raises(CommandError, match="--count"):
        call_command("simulate_devices", "--count", "0")


@pytest.mark.parametrize("location", ["121.47", "x,y", "200,10"])
def test_refuses_a_malformed_location(settings, location):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN
    with pytest.raises(CommandError, match=r"location|longitude"):
        call_command("simulate_devices", "--count", "1", "--location", location)


def test_a_configure_command_replaces_the_apps_settings():
    box = Box(serial="s", kind="zbox", resources={"gpus": []}, apps={7: "running"})
    box.configure(7, {"config": {"port": 8888, "gpu": True}})
    box.configure(7, {"config": {"port": 8888, "gpu": False}})
    assert (box.settings, box.users) == ({7: {"port": 8888, "gpu": False}}, {7: set()})
