"""Keeps the market's demo boxes (`seed_demo --market N`) online: every `--interval` seconds
each one heartbeats through the agent service with the demo secret, as a box on a long
heartbeat interval would (a plain heartbeat is two statements; one that brings a box back
online takes the full path, which lists its apps again)."""

import signal
import threading
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from apps.devices.models import Device
from apps.devices.selectors import device_by_credentials
from apps.devices.services import device_heartbeat, device_heartbeat_plain

from ...market import MARKET_HEARTBEAT_SECONDS, MARKET_SECRET, SERIAL_PREFIX


def market_beat() -> int:
    """One heartbeat from every demo market box; answers how many beat."""
    beat = 0
    for device_id in Device.objects.filter(serial__startswith=SERIAL_PREFIX).values_list("device_id", flat=True):
        if device_heartbeat_plain(device_id=device_id, secret=MARKET_SECRET) is None:
            device = device_by_credentials(device_id=device_id, secret=MARKET_SECRET)
            if device is None:
                continue
            device_heartbeat(device=device, status="online")
        beat += 1
    return beat


class Command(BaseCommand):
    help = "Heartbeat for the market's demo boxes on their long interval until stopped."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--interval", type=float, default=MARKET_HEARTBEAT_SECONDS / 3, help="seconds between rounds"
        )
        parser.add_argument("--once", action="store_true", help="one round, then stop")

    def handle(self, *args: Any, **options: Any) -> None:
        stop = threading.Event()
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, lambda *_: stop.set())
        while True:
            self.stdout.write(f"{market_beat()} market boxes beat.")
            self.stdout.flush()
            if options["once"] or stop.wait(options["interval"]):
                return
