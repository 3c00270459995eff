"""The scale-out suite (`make scale-test`, run by `.ci/run` after `make test`): one journey
across every kind of process the product runs, on PostgreSQL and Redis.

It empties and seeds the database `DATABASE_URL` names (as `make e2e` does) and the Redis
database `REDIS_URL` names, starts two daphne processes on two free loopback ports, two
Celery workers, one beat and one simulated box (`manage.py simulate_devices`), then:
signs in on web A and acts on web B; installs Jupyter Lab on the box through both; rents it
through both while the renter's stream is held by web A, where the charges the workers make
and the end they settle arrive; and checks every billing period was charged once, the
ledger reconciles and every notification arrived once. Each step is a test case in
`var/test-results/scale.xml`, which `scripts/test_summary.py` counts. Without PostgreSQL
and Redis the journey is skipped. Every wait polls against a deadline.

    .venv/bin/python scripts/scale_test.py
"""

import asyncio
import contextlib
import os
import re
import secrets
import subprocess
import sys
import threading
import time
import traceback
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import Any

import requests

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
WORK = ROOT / "var" / "scale"
REPORT = ROOT / "var" / "test-results" / "scale.xml"
PASSWORD = "Demo2026pass"  # seed_demo's personas
BILLING_SECONDS = 10
WAIT = 90.0
BOX = ["--count", "1", "--prefix", "scale", "--interval", "1", "--failure-rate", "0", "--owner", "alice@demo.local"]


def wait_until(check: Callable[[], Any], what: str, timeout: float = WAIT) -> Any:
    """Polls `check` until it answers something true, at most `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not (found := check()):
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting until {what}")
        time.sleep(0.25)
    return found


class Processes:
    """The processes of the journey, each logging to var/scale/<name>.log."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.running: dict[str, subprocess.Popen] = {}

    def start(self, name: str, command: list[str], extra_env: dict[str, str] | None = None) -> None:
        with (WORK / f"{name}.log").open("w") as log:  # the process keeps its own descriptor
            self.running[name] = subprocess.Popen(
                command,
                cwd=ROOT,
                env={**self.env, **(extra_env or {})},
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    def dead(self) -> list[str]:
        return [name for name, process in self.running.items() if process.poll() is not None]

    def stop_all(self) -> None:
        for process in self.running.values():
            if process.poll() is None:
                process.terminate()
        deadline = time.monotonic() + 15
        for process in self.running.values():
            try:
                process.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


class Web:
    """One web process, called as one signed-in person."""

    def __init__(self, base: str, token: str = "") -> None:
        self.base = base
        self.token = token
        self.session = requests.Session()

    def as_person(self, token: str) -> "Web":
        return Web(self.base, token)

    def call(self, method: str, path: str, body: dict[str, Any] | None = None, expect: int = 200) -> Any:
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        answer = self.session.request(method, f"{self.base}/api/{path}", json=body, headers=headers, timeout=30)
        assert answer.status_code == expect, f"{method} {path}: {answer.status_code} {answer.text[:300]}"
        return answer.json()["data"]


class Stream:
    """An event stream held open in a thread until the server ends it; every event's data."""

    def __init__(self, base: str, token: str) -> None:
        self.events: list[dict[str, Any]] = []
        port = int(base.rsplit(":", 1)[1])
        headers = {"Authorization": f"Bearer {token}"}
        threading.Thread(target=lambda: asyncio.run(self._read(port, headers)), daemon=True).start()

    async def _read(self, port: int, headers: dict[str, str]) -> None:
        from apps.common.testing.loopback_client import sse_events

        with contextlib.suppress(ConnectionError, TimeoutError):
            async for event in sse_events(port, "/api/iam/v1/notifications/stats", headers=headers, timeout=WAIT):
                self.events.append(event.data)


class Journey:
    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.processes = Processes(env)
        self.a = Web(f"http://127.0.0.1:{env['SCALE_PORT_A']}")
        self.b = Web(f"http://127.0.0.1:{env['SCALE_PORT_B']}")
        self.state: dict[str, Any] = {}

    def manage(self, *args: str) -> str:
        # The seed's demo rentals bill hourly, as in `make run`; only the journey's processes bill briefly.
        env = {key: value for key, value in self.env.items() if key != "RENTAL_BILLING_SECONDS"}
        done = subprocess.run(
            [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
        )
        assert done.returncode == 0, f"manage.py {' '.join(args)}: {done.stdout[-2000:]}{done.stderr[-2000:]}"
        return done.stdout

    # ---- the steps, in order; each is one test case ----

    def every_process_starts(self) -> None:
        import redis

        from apps.common.testing.servers import wait_healthy

        redis.Redis.from_url(self.env["REDIS_URL"]).flushdb()
        self.manage("migrate", "--noinput", "-v0")
        self.manage("flush", "--noinput")
        self.manage("seed_demo")
        for name, port in (("web-a", self.env["SCALE_PORT_A"]), ("web-b", self.env["SCALE_PORT_B"])):
            daphne = [str(BIN / "daphne"), "-b", "127.0.0.1", "-p", port, "config.asgi:application"]
            # The web processes borrow connections from a pool, as docs/operations.md ("Running at scale") says.
            self.processes.start(name, daphne, {"DATABASE_POOL_SIZE": "4"})
        for name in ("worker-1", "worker-2"):
            self.processes.start(
                name, [str(BIN / "celery"), "-A", "config", "worker", "-c", "1", "-n", f"{name}@%h", "-l", "INFO"]
            )
        self.processes.start("beat", [str(BIN / "celery"), "-A", "config", "beat", "-l", "INFO"])
        for name, web in (("web-a", self.a), ("web-b", self.b)):
            wait_healthy(web.base, self.processes.running[name], timeout=WAIT)
        # One box, bound to alice, heartbeating every second to web B.
        self.processes.start(
            "box",
            [sys.executable, "manage.py", "simulate_devices", *BOX, "--base-url", self.b.base],
        )
        log = WORK / "box.log"
        self.state["box"] = wait_until(
            lambda: re.search(r"^([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\s", log.read_text(), re.M), "the box registered"
        ).group(1)
        assert not self.processes.dead(), f"exited: {self.processes.dead()}"

    def a_session_opened_on_one_process_acts_on_the_other(self) -> None:
        for person, account in (("provider", "alice@demo.local"), ("renter", "dave@demo.local")):
            session = self.a.call("POST", "iam/v1/login/password", {"account": account, "password": PASSWORD})
            self.state[person] = session["token"]
            profile = self.b.as_person(session["token"]).call("GET", "iam/v1/account/profile")
            assert profile["email"] == account
        # Signing out on web B ends the session on web A too; dave signs in again on B.
        self.b.call("POST", "iam/v1/logout", {"refresh_token": session["refresh_token"]})
        self.a.as_person(self.state["renter"]).call("GET", "iam/v1/account/profile", expect=401)
        session = self.b.call("POST", "iam/v1/login/password", {"account": "dave@demo.local", "password": PASSWORD})
        self.state["renter"] = session["token"]
        for person in ("provider", "renter"):  # what the seed made, before the journey's own
            self.state[f"{person}_notifications"] = {item["id"] for item in self._notifications(person)}

    def an_install_runs_through_both_processes(self) -> None:
        provider_a, provider_b = self.a.as_person(self.state["provider"]), self.b.as_person(self.state["provider"])
        devices = provider_a.call("GET", "cim/v1/devices?limit=100")["items"]
        device = next(item for item in devices if item["device_id"] == self.state["box"])
        store = provider_b.call("GET", "rmp/v1/store/apps?limit=100")["items"]
        app = next(item for item in store if item["slug"] == "jupyter-lab")
        installed = provider_a.call(
            "POST",
            "cim/v1/apps/install",
            {"device_id": device["id"], "app_id": app["id"], "config": {"token": "scale-token-42"}},
        )
        self.state["app"] = installed["id"]
        wait_until(
            lambda: provider_b.call("GET", f"cim/v1/apps/{installed['id']}")["status"] == "running", "the app runs"
        )
        provider_b.call(
            "PUT",
            f"cim/v1/apps/{installed['id']}/sharing",
            {"sharing_mode": "manual", "rentable": True, "price_per_hour": "36.00"},
        )
        listings = self.a.call("GET", "rmp/v1/market/applications?limit=100")["items"]
        self.state["listing"] = next(item["id"] for item in listings if item["installed_app_id"] == installed["id"])

    def a_rental_runs_through_both_processes(self) -> None:
        renter_a, renter_b = self.a.as_person(self.state["renter"]), self.b.as_person(self.state["renter"])
        # The renter's stream is held by web A; everything else goes elsewhere.
        self.state["stream"] = stream = Stream(self.a.base, self.state["renter"])
        wait_until(lambda: stream.events, "the stream's first event")
        rental = renter_b.call(
            "POST", "rmp/v1/rentals", {"listing_id": self.state["listing"], "price_per_hour": "36.00"}
        )
        self.state["rental"] = rental["id"]
        wait_until(
            lambda: renter_a.call("GET", f"rmp/v1/rentals/{rental['id']}")["status"] == "rental_ongoing",
            "the box opened the renter's access",
        )
        assert renter_a.call("GET", f"rmp/v1/rentals/{rental['id']}/access")["ai_api"]["api_key"].startswith("zk-")
        # Beat's billing pass, run by a worker, charges two periods.
        wait_until(
            lambda: len(renter_b.call("GET", f"rmp/v1/rentals/{rental['id']}")["charges"]) >= 2,
            "two billing periods were charged",
            timeout=4 * BILLING_SECONDS + WAIT,
        )
        renter_a.call("POST", f"rmp/v1/rentals/{rental['id']}/end")
        wait_until(
            lambda: renter_b.call("GET", f"rmp/v1/rentals/{rental['id']}")["status"] == "ended",
            "the worker settled the end",
        )

    def a_workers_change_reaches_the_stream_on_the_other_process(self) -> None:
        stream: Stream = self.state["stream"]
        ended = wait_until(
            lambda: next((event for event in stream.events if _ended(event, self.state["rental"])), None),
            "the settled end reached the stream on web A",
        )
        assert "wallet" in ended["topics"]
        # The charges came from the billing pass (a worker) with the wallet topic before the end.
        assert any("wallet" in event["topics"] for event in stream.events[1 : stream.events.index(ended)])

    def every_period_is_charged_once_and_the_ledger_reconciles(self) -> None:
        rental = self.b.as_person(self.state["renter"]).call("GET", f"rmp/v1/rentals/{self.state['rental']}")
        periods = [charge["period"] for charge in rental["charges"]]
        assert periods == list(range(len(periods))), periods
        from apps.wallet.models import LedgerTransaction

        keys = list(
            LedgerTransaction.objects.filter(
                idempotency_key__startswith=f"rental:{self.state['rental']}:charge:"
            ).values_list("idempotency_key", flat=True)
        )
        # One ledger transaction for each period that cost something (a period of 0 coins moves nothing).
        paid = [f"rental:{self.state['rental']}:charge:{c['period']}" for c in rental["charges"] if float(c["amount"])]
        assert sorted(keys) == sorted(paid) and len(paid) >= 2, (keys, rental["charges"])
        self.manage("wallet_reconcile")

    def every_notification_arrives_once(self) -> None:
        expected = {
            "renter": {"rental_started": 1, "rental_ended": 1},
            "provider": {"app_installed": 1, "rental_provider_rented": 1, "rental_provider_ended": 1},
        }
        for person, kinds in expected.items():
            earlier = self.state[f"{person}_notifications"]
            made = [item for item in self._notifications(person) if item["id"] not in earlier]
            # About the journey's own app and rental (the seed's rentals bill on, and may end meanwhile).
            about = {kind: self.state["app"] if kind == "app_installed" else self.state["rental"] for kind in kinds}
            counted = {kind: sum(1 for n in made if n["kind"] == kind and _link_id(n) == about[kind]) for kind in kinds}
            assert counted == kinds, (person, counted)
        assert not self.processes.dead(), f"exited: {self.processes.dead()}"

    def _notifications(self, person: str) -> list[dict[str, Any]]:
        return self.a.as_person(self.state[person]).call("GET", "iam/v1/notifications?limit=100")["items"]


def _link_id(notification: dict[str, Any]) -> int | None:
    """The id in a notification's link (`/my-orders?id=…`, `/devices/apps/…`)."""
    match = re.search(r"(?:[?&]id=|/)(\d+)$", notification["link"])
    return int(match.group(1)) if match else None


def _ended(stats: dict[str, Any], rental: int) -> bool:
    return any(item["kind"] == "rental_ended" and _link_id(item) == rental for item in stats.get("recent", []))


STEPS = [
    Journey.every_process_starts,
    Journey.a_session_opened_on_one_process_acts_on_the_other,
    Journey.an_install_runs_through_both_processes,
    Journey.a_rental_runs_through_both_processes,
    Journey.a_workers_change_reaches_the_stream_on_the_other_process,
    Journey.every_period_is_charged_once_and_the_ledger_reconciles,
    Journey.every_notification_arrives_once,
]


def report(results: list[tuple[str, float, str | None, str | None]]) -> None:
    """Writes the JUnit XML: (name, seconds, failure text, skip reason) per step."""
    suite = ET.Element("testsuite", name="scale", tests=str(len(results)), time=f"{sum(r[1] for r in results):.1f}")
    for name, seconds, failure, skipped in results:
        case = ET.SubElement(suite, "testcase", classname="scale.journey", name=name, time=f"{seconds:.1f}")
        if failure is not None:
            ET.SubElement(case, "failure", message=failure.strip().splitlines()[-1][:200]).text = failure
        elif skipped is not None:
            ET.SubElement(case, "skipped", message=skipped)
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    ET.ElementTree(suite).write(REPORT, encoding="unicode", xml_declaration=True)


def main() -> int:
    database, redis_url = os.environ.get("DATABASE_URL", ""), os.environ.get("REDIS_URL", "")
    if not database.startswith("postgres") or not redis_url:
        reason = "needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL (CI does)"
        print(f"scale-out suite skipped: {reason}")
        report([(step.__name__, 0.0, None, reason) for step in STEPS])
        return 0
    sys.path.insert(0, str(ROOT))
    from apps.common.testing import free_port

    WORK.mkdir(parents=True, exist_ok=True)
    env = {
        **os.environ,
        "PYTHONUNBUFFERED": "1",
        "DJANGO_SETTINGS_MODULE": "config.settings.dev",
        "DJANGO_DEBUG": "false",
        "CELERY_FILESYSTEM_DIR": str(WORK),  # beat's schedule file
        "AGENT_REGISTRATION_TOKEN": secrets.token_urlsafe(16),
        "SCALE_PORT_A": str(free_port()),
        "SCALE_PORT_B": str(free_port()),
    }
    os.environ.update(env)
    env["RENTAL_BILLING_SECONDS"] = str(BILLING_SECONDS)
    import django

    django.setup()
    journey = Journey(env)
    results: list[tuple[str, float, str | None, str | None]] = []
    failed = False
    try:
        for step in STEPS:
            name = step.__name__.replace("_", " ")
            if failed:
                results.append((name, 0.0, None, "an earlier step of the journey failed"))
                continue
            started = time.monotonic()
            try:
                step(journey)
            except Exception:
                failed = True
                results.append((name, time.monotonic() - started, traceback.format_exc(), None))
                print(f"FAILED {name}\n{traceback.format_exc()}", flush=True)
            else:
                results.append((name, time.monotonic() - started, None, None))
                print(f"passed {name} ({time.monotonic() - started:.1f} s)", flush=True)
    finally:
        journey.processes.stop_all()
        report(results)
    if failed:
        print(f"logs of every process: {WORK}/*.log")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
