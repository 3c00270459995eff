"""The device simulator against a real server process, over HTTP, as `make run` uses it."""

import threading
import time

import pytest
from django.core.management import CommandError, call_command

from apps.common.testing import live_server
from apps.devices.models import AgentCommand, Device
from apps.devices.services import device_power

TOKEN = "simulator-test-token"


def wait_until(condition, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.2)


@pytest.mark.django_db(transaction=True)
def test_boxes_register_bind_heartbeat_and_answer_commands(settings, make_persona):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN
    owner = make_persona("individual", name="simowner")
    with live_server({"AGENT_REGISTRATION_TOKEN": TOKEN}) as base:
        run = threading.Thread(
            target=call_command,
            args=["simulate_devices"],
            kwargs={
                "count": 2,
                "base_url": base,
                "prefix": "simtest",
                "owner": owner.user.email,
                "interval": 0.5,
                "failure_rate": 0.0,
                "duration": 12,
                "location": {"lng": 121.47, "lat": 31.23},
            },
        )
        run.start()

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
        run.join(30)
    assert not run.is_alive()


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
