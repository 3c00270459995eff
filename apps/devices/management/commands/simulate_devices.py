"""Virtual device agents: N boxes that register, heartbeat and answer commands over the real
agent API (HTTP), as boxes in people's homes would: power commands change the box's status,
app commands (install, start, stop, … carrying an `app_id`) are answered like any other, a
configure command's access grant or revoke adds or drops a person's user on the app (its new
settings replace the app's), and a release removes the previous owner's apps. A failed
command names what went wrong with an agent error code (`apps/devices/agent_errors.py`).
Like a real agent, each box keeps its secret (`<state-dir>/<serial>.secret`, mode 0600) and
sends it when it registers again, as a bound serial must."""

import argparse
import asyncio
import os
import random
import signal
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import requests
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from apps.accounts.actor import actor_for
from apps.accounts.choices import UserType
from apps.accounts.selectors import user_by_account
from apps.common.errors import ApplicationError

from ...services import device_bind

GIB = 1024**3
GPU_MODELS = [("NVIDIA RTX 4090", 24), ("NVIDIA RTX 4070", 12), ("NVIDIA A10", 24), ("NVIDIA T4", 16)]
# What a successful command leaves the box in (the server's table decides what it shows meanwhile).
AFTER = {"start": "online", "restart": "online", "stop": "stopped"}
# What a successful app command leaves the app in, as the box reports it (uninstall removes it).
APP_AFTER = {"start": "running", "restart": "running", "resume": "running", "stop": "stopped", "suspend": "suspended"}
# The sub-status a box reports halfway through these commands (to the box or to an app).
SUB_STATUSES = {"install": "downloading", "start": "preparing", "stop": "shutting_down"}
# The error code a failed command reports unless `--failure-code` names one.
FAILURE_CODES = {"install": "image_pull_failed", "start": "port_in_use", "configure": "config_invalid"}
STARTUP_WAIT = 60.0


@dataclass
class Box:
    serial: str
    kind: str
    resources: dict[str, Any]
    status: str = "online"
    device_id: str = ""
    secret: str = ""
    interval: float = 30.0
    usage: dict[str, float] = field(default_factory=lambda: {"cpu": 10.0, "memory": 30.0, "disk": 40.0})
    location: dict[str, float] | None = None
    apps: dict[int, str] = field(default_factory=dict)
    # The users other than the app's own that each app lets in (company members, renters).
    users: dict[int, set[str]] = field(default_factory=dict)
    # Each app's settings, as its last configure command gave them.
    settings: dict[int, dict[str, Any]] = field(default_factory=dict)
    # One call of the box's at a time, each saying what the box is when it is sent: a
    # heartbeat read before a command's result and sent after it would report the status the
    # command just left (the server would take a stopped box back online).
    talking: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)

    def __post_init__(self) -> None:
        if self.resources["gpus"]:  # only a box with a GPU reports GPU usage
            self.usage["gpu"] = 0.0

    def configure(self, app_id: int, payload: dict[str, Any]) -> None:
        """Applies a configure command: new settings (`config`), or an `access` change
        (`{"grant": {username, …}}` or `{"revoke": {username}}`), as a box adds or removes the
        user and their keys."""
        if "config" in payload:
            self.settings[app_id] = payload["config"]
        access = payload.get("access", {})
        users = self.users.setdefault(app_id, set())
        if "grant" in access:
            users.add(access["grant"]["username"])
        if "revoke" in access:
            users.discard(access["revoke"]["username"])

    def release(self, payload: dict[str, Any]) -> None:
        """Applies a release: the previous owner's apps go, and their users with them."""
        for app_id in payload.get("app_ids", []):
            self.apps.pop(app_id, None)
            self.users.pop(app_id, None)

    def drift(self, rng: random.Random) -> None:
        """Usage moves a little each beat, as a real machine's would."""
        for key, value in self.usage.items():
            step = rng.uniform(-8, 8) if self.status == "online" else -value
            self.usage[key] = round(min(100.0, max(0.0, value + step)), 1)


def box_resources(rng: random.Random) -> dict[str, Any]:
    gpus = []
    for _ in range(rng.choice([0, 1, 1, 2])):
        name, vram = rng.choice(GPU_MODELS)
        gpus.append({"name": name, "passthrough": rng.random() < 0.7, "vram_bytes": vram * GIB})
    return {
        "cpu_cores": rng.choice([4, 8, 16, 32]),
        "memory_bytes": rng.choice([16, 32, 64, 128]) * GIB,
        "disk_bytes": rng.choice([512, 1024, 2048]) * GIB,
        "gpus": gpus,
    }


def _point(text: str) -> dict[str, float]:
    """`lng,lat` in degrees, as `--location` takes it."""
    try:
        lng, lat = (float(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError("give the location as lng,lat") from None
    if not (-180 <= lng <= 180 and -90 <= lat <= 90):
        raise argparse.ArgumentTypeError("longitude is within ±180 and latitude within ±90")
    return {"lng": lng, "lat": lat}


class Command(BaseCommand):
    help = "Run N virtual device agents against the agent API (register, heartbeat, answer commands)."

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.halt = threading.Event()  # set from another thread (a test) to stop before --duration

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--count", type=int, default=3, help="how many boxes (1-500)")
        parser.add_argument("--base-url", default="http://127.0.0.1:8000", help="where the app listens")
        parser.add_argument("--prefix", default="sim", help="serials are <prefix>-<n>; the same serials re-register")
        parser.add_argument("--owner", help="bind the boxes to this account (e-mail, phone or name)")
        parser.add_argument("--interval", type=float, help="seconds between heartbeats (default: the server's)")
        parser.add_argument("--failure-rate", type=float, default=0.05, help="share of commands that fail")
        parser.add_argument(
            "--failure-code",
            help="the agent error code every failure reports (default: the command's usual one, else unknown)",
        )
        parser.add_argument(
            "--sub-status-seconds",
            type=float,
            help="how long a command stays in its sub-status (downloading, preparing, shutting_down) before it "
            "finishes (default: about a second)",
        )
        parser.add_argument(
            "--command-seconds",
            type=float,
            help="how long a box takes to carry out a command (default: 1 to 4 seconds, drawn for each)",
        )
        parser.add_argument("--duration", type=float, help="stop after this many seconds (default: Ctrl-C)")
        parser.add_argument("--seed", type=int, default=7, help="random seed for resources and delays")
        parser.add_argument("--location", type=_point, help="lng,lat every box reports (default: none)")
        parser.add_argument(
            "--state-dir",
            type=Path,
            default=settings.VAR_DIR / "simulator",
            help="where each box keeps its secret (default: var/simulator)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if not 1 <= options["count"] <= 500:
            raise CommandError("--count must be between 1 and 500.")
        token = settings.AGENT_REGISTRATION_TOKEN
        if not token:
            raise CommandError("Set AGENT_REGISTRATION_TOKEN (in .env) so boxes may register.")
        rng = random.Random(options["seed"])  # noqa: S311 (a simulation, not a secret)
        boxes = [
            Box(
                serial=f"{options['prefix']}-{n}",
                kind=rng.choice(["zbox", "zbox", "pbox"]),
                resources=box_resources(rng),
                location=options["location"],
            )
            for n in range(1, options["count"] + 1)
        ]
        self.base = options["base_url"].rstrip("/") + "/api/cim/v1/agent"
        self.session = requests.Session()
        self.answering: set[asyncio.Future[None]] = set()
        self.state_dir: Path = options["state_dir"]
        for box in boxes:
            self._register(box, token, options["interval"])
            self.stdout.write(f"{box.device_id}  {box.serial}  {box.kind}  {len(box.resources['gpus'])} GPU(s)")
        if options["owner"]:
            self._bind(boxes, options["owner"])
        self.stdout.flush()
        self.failure_code: str | None = options["failure_code"]
        self.sub_status_seconds: float | None = options["sub_status_seconds"]
        self.command_seconds: float | None = options["command_seconds"]
        asyncio.run(self._run(boxes, rng, options["failure_rate"], options["duration"]))

    def _register(self, box: Box, token: str, interval: float | None) -> None:
        deadline = time.monotonic() + STARTUP_WAIT
        while True:  # the server may still be starting (make run starts both together)
            try:
                self.session.get(self.base.removesuffix("/cim/v1/agent") + "/health", timeout=2)
                break
            except requests.ConnectionError:
                if time.monotonic() > deadline:
                    raise CommandError(f"No server answers at {self.base}.") from None
                time.sleep(0.5)
        kept = self.state_dir / f"{box.serial}.secret"
        answer = self._post(
            "register",
            {
                "registration_token": token,
                "serial": box.serial,
                "kind": box.kind,
                "resources": box.resources,
                "device_secret": kept.read_text() if kept.exists() else "",
            },
        )
        box.device_id, box.secret = answer["device_id"], answer["device_secret"]
        box.interval = interval or float(answer.get("heartbeat_interval", 30))
        self.state_dir.mkdir(parents=True, exist_ok=True)
        with os.fdopen(os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w") as file:
            file.write(box.secret)
        kept.chmod(0o600)  # also when an older run left it readable

    def _bind(self, boxes: list[Box], account: str) -> None:
        """Binds the boxes as their owner would, personally (already theirs from an earlier run: fine)."""
        owner = user_by_account(account)
        if owner is None:
            raise CommandError(f"No account matches {account!r}.")
        for box in boxes:
            try:
                device_bind(actor=actor_for(user=owner, user_type=UserType.USER), code=box.device_id)
            except ApplicationError as refusal:
                if refusal.code != "device_already_yours":
                    raise CommandError(f"{box.device_id}: {refusal.message}") from refusal
        self.stdout.write(f"Bound {len(boxes)} box(es) to {owner.name}.")

    def _post(self, path: str, body: dict[str, Any], box: Box | None = None) -> dict[str, Any]:
        headers = {"X-Device-Id": box.device_id, "X-Device-Secret": box.secret} if box else {}
        response = self.session.post(f"{self.base}/{path}", json=body, headers=headers, timeout=10)
        payload = response.json()
        if response.status_code != 200:
            raise CommandError(f"{path}: {response.status_code} {payload.get('error')} {payload.get('msg')}")
        return payload["data"]

    async def _run(self, boxes: list[Box], rng: random.Random, failure_rate: float, duration: float | None) -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        if threading.current_thread() is threading.main_thread():  # signals reach only the main thread
            for signum in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(signum, stop.set)
        ends_at = time.monotonic() + duration if duration else None
        workers = [asyncio.ensure_future(self._live(box, rng, failure_rate, stop)) for box in boxes]
        while not (stop.is_set() or self.halt.is_set()) and (ends_at is None or time.monotonic() < ends_at):
            await asyncio.sleep(0.2)
        stop.set()
        for worker in workers:
            worker.cancel()
        await asyncio.gather(*workers, return_exceptions=True)

    async def _live(self, box: Box, rng: random.Random, failure_rate: float, stop: asyncio.Event) -> None:
        # Spread the first beats so N boxes do not arrive at once.
        await asyncio.sleep(rng.uniform(0, min(box.interval, 2.0)))
        while not stop.is_set():
            box.drift(rng)
            async with box.talking:
                body: dict[str, Any] = {
                    "status": box.status,
                    "usage": box.usage,
                    "apps": [{"id": app_id, "status": status} for app_id, status in box.apps.items()],
                }
                if box.location:
                    body["location"] = box.location
                try:
                    answer = await asyncio.to_thread(self._post, "heartbeat", body, box)
                except (requests.RequestException, CommandError) as exc:
                    self.stderr.write(f"{box.serial}: heartbeat failed: {exc}")
                    answer = None
            if answer is not None:
                for command in answer.get("commands", []):
                    task = asyncio.ensure_future(self._answer(box, command, rng, failure_rate))
                    self.answering.add(task)
                    task.add_done_callback(self.answering.discard)
            await asyncio.sleep(box.interval)

    async def _answer(self, box: Box, command: dict[str, Any], rng: random.Random, failure_rate: float) -> None:
        # A box takes a moment to stop, start or install.
        pause = self.command_seconds if self.command_seconds is not None else rng.uniform(1.0, 4.0)
        sub_status = SUB_STATUSES.get(command["type"])
        if sub_status is not None:  # halfway it says what it is doing, which renews the deadline
            pause /= 2
            await asyncio.sleep(pause)
            try:
                await asyncio.to_thread(self._post, f"commands/{command['id']}/progress", {"status": sub_status}, box)
            except (requests.RequestException, CommandError) as exc:
                self.stderr.write(f"{box.serial}: progress of command {command['id']} failed: {exc}")
            if self.sub_status_seconds is not None:
                pause = self.sub_status_seconds
        await asyncio.sleep(pause)
        async with box.talking:
            await self._finish(box, command, rng, failure_rate)

    async def _finish(self, box: Box, command: dict[str, Any], rng: random.Random, failure_rate: float) -> None:
        """Does the command on the box and reports its result."""
        success = command["type"] == "release" or rng.random() >= failure_rate  # a release always goes through
        app_id = command.get("app_id")
        if success and app_id is None and command["type"] in AFTER:
            box.status = AFTER[command["type"]]
        elif success and command["type"] == "release":
            box.release(command["payload"])
        elif success and app_id is not None:  # app commands leave the box itself as it is
            if command["type"] == "uninstall":
                box.apps.pop(app_id, None)
                box.users.pop(app_id, None)
            elif command["type"] in APP_AFTER:
                box.apps[app_id] = APP_AFTER[command["type"]]
            elif command["type"] == "configure":
                box.configure(app_id, command["payload"])
        result: dict[str, Any] = {"success": success, "detail": "done"}
        if not success:
            code = self.failure_code or FAILURE_CODES.get(command["type"], "unknown")
            result.update(code=code, detail=f"{command['type']} failed on the box (simulated {code})")
        try:
            await asyncio.to_thread(self._post, f"commands/{command['id']}/result", result, box)
        except (requests.RequestException, CommandError) as exc:
            self.stderr.write(f"{box.serial}: result of command {command['id']} failed: {exc}")
