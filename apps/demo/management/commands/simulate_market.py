"""Keeps the market's demo boxes (`seed_demo --market N`) online and answering: every
`--interval` seconds each one heartbeats through the agent service with its own secret, as a
box on a long heartbeat interval would (a plain heartbeat is two statements; one that brings a
box back online takes the full path, which lists its apps again). Every `--poll` seconds a box
with a command waiting (a renter's access grant, a start or stop) takes it and answers that it
succeeded, as a box polled while it has work would, so renting a demo listing opens access
within seconds."""

import signal
import threading
import time
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from apps.devices.choices import OPEN_COMMAND_STATUSES
from apps.devices.models import AgentCommand, Device
from apps.devices.selectors import device_by_credentials
from apps.devices.services import command_result, device_heartbeat, device_heartbeat_plain

from ...market import MARKET_HEARTBEAT_SECONDS, SERIAL_PREFIX, market_box_secret


def market_beat() -> int:
    """One heartbeat from every demo market box; answers how many beat."""
    beat = 0
    boxes = Device.objects.filter(serial__startswith=SERIAL_PREFIX).values_list("device_id", "serial")
    for device_id, serial in boxes:
        secret = market_box_secret(serial)
        if device_heartbeat_plain(device_id=device_id, secret=secret) is None:
            device = device_by_credentials(device_id=device_id, secret=secret)
            if device is None:
                continue
            device_heartbeat(device=device, status="online")
        beat += 1
    return beat


def market_answer() -> int:
    """Every demo box with open commands takes them (a heartbeat delivers them) and answers
    each one done; answers how many it answered."""
    waiting = AgentCommand.objects.filter(device__serial__startswith=SERIAL_PREFIX, status__in=OPEN_COMMAND_STATUSES)
    answered = 0
    for device in Device.objects.filter(id__in=waiting.values("device_id")):
        device_heartbeat(device=device, status="online")
        for command_id in waiting.filter(device=device).order_by("id").values_list("id", flat=True):
            command_result(device=device, command_id=command_id, success=True, detail="done (demo box)")
            answered += 1
    return answered


class Command(BaseCommand):
    help = "Heartbeat for the market's demo boxes on their long interval until stopped."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--interval", type=float, default=MARKET_HEARTBEAT_SECONDS / 3, help="seconds between heartbeats"
        )
        parser.add_argument("--poll", type=float, default=2.0, help="seconds between looks for commands")
        parser.add_argument("--once", action="store_true", help="one heartbeat and one look, then stop")

    def handle(self, *args: Any, **options: Any) -> None:
        stop = threading.Event()
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, lambda *_: stop.set())
        beat_at = 0.0
        while True:
            if time.monotonic() >= beat_at:
                self.stdout.write(f"{market_beat()} market boxes beat.")
                beat_at = time.monotonic() + options["interval"]
            if answered := market_answer():
                self.stdout.write(f"{answered} market box commands answered.")
            self.stdout.flush()
            if options["once"] or stop.wait(options["poll"]):
                return
