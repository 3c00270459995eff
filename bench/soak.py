"""A soak of one web process: 50 simulated people and 500 simulated boxes against one daphne
process for a bounded time, then a capacity pass beside a bare JSON view in the same run.

Starts one daphne process on loopback (its own SQLite file unless DATABASE_URL is set; the
Redis channel layer when REDIS_URL is set, else the database relay), seeds the demo data with
300 market listings, registers 500 boxes through the agent API and binds ten to each of 50
people. Then, for `--minutes` (default 10):

- every box heartbeats every `DEVICE_HEARTBEAT_SECONDS` (30) as the agent protocol says
  (status, usage, its apps) and answers the commands it gets;
- every person holds one notification stream and browses the console: the market, the
  store, devices, installed apps, the wallet, transactions, notifications and their stats,
  a page (two calls) every few seconds, now and then marking their notifications read (a
  write whose stats change reaches their stream).

The capacity pass follows: `--clients` connections make the console's calls as the people
without pause, then ask the bare `GET /api/health` view as fast, for `--capacity-seconds`
each, alternating twice.

    .venv/bin/python bench/soak.py [--minutes 10] [--capacity-seconds 15] [--clients 8]

Prints requests per second, p50/p95/p99 per call and errors (the target is none) of the soak,
the server's memory at the start and the end of the soak (the target: flat), the stream
events the people got, and the capacity pass: the console mix's requests per second and the
server's CPU per request beside the bare view's, with their ratios (the target: at least half
the bare view's rate). Everything stays on 127.0.0.1 and every loop is bounded by time.
"""

import argparse
import asyncio
import contextlib
import logging
import os
import random
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
from agent_heartbeats import TOKEN, cpu_seconds, free_port, prepare_django, resources, start_server, wait_healthy  # noqa: E402
from stream_fanout import raise_open_files_limit, rss_kib  # noqa: E402

from apps.common.testing.servers import stop_process  # noqa: E402

PEOPLE = 50
BOXES = 500
HEARTBEAT_SECONDS = 30
THINK_SECONDS = (2.0, 8.0)  # between two pages of one person
READ_ALL_SHARE = 0.05  # pages after which the person marks everything read
# The console's pages and the calls each makes (what the web app asks when it opens them).
PAGES = {
    "market": ["/api/rmp/v1/market/applications?limit=20", "/api/rmp/v1/store/apps?limit=20"],
    "devices": ["/api/cim/v1/devices?limit=20", "/api/cim/v1/apps?limit=20"],
    "wallet": ["/api/billing/v1/wallet", "/api/billing/v1/transactions?limit=20"],
    "notifications": ["/api/iam/v1/notifications?limit=20", "/api/iam/v1/notifications/stats"],
}
CALLS = [path for paths in PAGES.values() for path in paths]
STATS = "/api/iam/v1/notifications/stats"
BARE = "/api/health"
Person = tuple[int, str]  # user id, access token
Box = tuple[str, str]  # device id, device secret


@dataclass
class Tally:
    """Latencies (seconds) by call, errors by call and what went wrong."""

    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    examples: list[str] = field(default_factory=list)

    async def call(self, connection, name: str, method: str, path: str, **kwargs) -> dict | None:
        started = time.perf_counter()
        try:
            answer = await connection.request(method, path, **kwargs)
        except (OSError, TimeoutError, asyncio.IncompleteReadError) as exc:
            self._error(name, f"{name}: {exc!r}")
            return None
        self.latencies[name].append(time.perf_counter() - started)
        if answer.status != 200:
            self._error(name, f"{name}: {answer.status} {answer.body[:200]!r}")
            return None
        return answer.json()

    def _error(self, name: str, example: str) -> None:
        self.errors[name] += 1
        if len(self.examples) < 5:
            self.examples.append(example)

    @property
    def requests(self) -> int:
        return sum(len(values) for values in self.latencies.values())


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


async def box_life(port: int, box: Box, tally: Tally, ends_at: float, rng: random.Random) -> None:
    from apps.common.testing.loopback_client import Connection

    device_id, secret = box
    connection = Connection(port)
    headers = {"X-Device-Id": device_id, "X-Device-Secret": secret}
    await asyncio.sleep(rng.uniform(0, HEARTBEAT_SECONDS))  # boxes come up at different times
    while time.monotonic() < ends_at:
        usage = {"cpu": round(rng.uniform(5, 90), 1), "memory": round(rng.uniform(20, 80), 1), "disk": 41.0}
        body = {"status": "online", "usage": usage}
        answer = await tally.call(
            connection, "agent/heartbeat", "POST", "/api/cim/v1/agent/heartbeat", headers=headers, json_body=body
        )
        for command in (answer or {}).get("data", {}).get("commands", []):
            result = {"success": True, "detail": "done"}
            path = f"/api/cim/v1/agent/commands/{command['id']}/result"
            await tally.call(connection, "agent/commands/result", "POST", path, headers=headers, json_body=result)
        await asyncio.sleep(HEARTBEAT_SECONDS)
    connection.close()


async def person_life(port: int, token: str, tally: Tally, ends_at: float, rng: random.Random) -> None:
    from apps.common.testing.loopback_client import Connection

    connection = Connection(port)
    headers = {"Authorization": f"Bearer {token}", "Accept-Language": rng.choice(["en", "zh"])}
    await asyncio.sleep(rng.uniform(0, THINK_SECONDS[1]))
    while time.monotonic() < ends_at:
        page = rng.choice(list(PAGES))
        for path in PAGES[page]:
            await tally.call(connection, path.split("?")[0].removeprefix("/api/"), "GET", path, headers=headers)
        if page == "notifications" and rng.random() < READ_ALL_SHARE * len(PAGES):
            path = "/api/iam/v1/notifications/read-all"
            await tally.call(connection, "iam/v1/notifications/read-all", "POST", path, headers=headers, json_body={})
        await asyncio.sleep(rng.uniform(*THINK_SECONDS))
    connection.close()


async def stream_life(port: int, token: str, received: list[int], ends_at: float) -> None:
    """One person's stream, reopened if it ends (as the web app does) until the soak ends."""
    from apps.common.testing.loopback_client import sse_events

    while time.monotonic() < ends_at:
        with contextlib.suppress(ConnectionError, OSError, TimeoutError):
            async for _event in sse_events(port, STATS, headers={"Authorization": f"Bearer {token}"}, timeout=60):
                received[0] += 1
        await asyncio.sleep(1.0)


async def soak(
    port: int, pid: int, people: list[tuple[int, str]], boxes: list[tuple[str, str]], minutes: float
) -> None:
    rng = random.Random(7)
    tally = Tally()
    received = [0]
    ends_at = time.monotonic() + minutes * 60
    rss_start = rss_kib(pid)
    cpu_start, started = cpu_seconds(pid), time.monotonic()
    tasks = [asyncio.ensure_future(box_life(port, box, tally, ends_at, random.Random(rng.random()))) for box in boxes]
    tasks += [
        asyncio.ensure_future(person_life(port, token, tally, ends_at, random.Random(rng.random())))
        for _user, token in people
    ]
    streams = [asyncio.ensure_future(stream_life(port, token, received, ends_at)) for _user, token in people]
    rss_samples = []
    while time.monotonic() < ends_at:
        await asyncio.sleep(min(10.0, max(0.1, ends_at - time.monotonic())))
        rss_samples.append(rss_kib(pid))
    elapsed = time.monotonic() - started
    cpu = cpu_seconds(pid) - cpu_start
    for task in tasks + streams:
        task.cancel()
    await asyncio.gather(*tasks, *streams, return_exceptions=True)

    print(f"soak: {len(people)} people (one stream each), {len(boxes)} boxes, {minutes:g} minutes")
    print(f"requests: {tally.requests} in {elapsed:.0f} s, {tally.requests / elapsed:.1f} requests/s")
    print(f"server CPU: {cpu / elapsed * 100:.0f}% of one core, {cpu / max(1, tally.requests) * 1000:.1f} ms a request")
    print(f"errors: {sum(tally.errors.values())}")
    for example in tally.examples:
        print(f"  {example}")
    print(f"{'call':<36} {'count':>6} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7}")
    for name, values in sorted(tally.latencies.items()):
        p50, p95, p99 = (percentile(values, share) * 1000 for share in (0.5, 0.95, 0.99))
        print(f"{name:<36} {len(values):>6} {p50:>7.1f} {p95:>7.1f} {p99:>7.1f}")
    print(f"stream events received: {received[0]}")
    print(
        f"server memory (RSS): {rss_start / 1024:.1f} MiB at the start, {rss_samples[-1] / 1024:.1f} MiB at the end "
        f"(peak {max(rss_samples) / 1024:.1f} MiB, {(rss_samples[-1] - rss_start) / rss_start * 100:+.1f}%)"
    )
    quarters = [rss_samples[max(0, len(rss_samples) * n // 4 - 1)] for n in range(1, 5)]  # short runs: < 4 samples
    print("server memory after each quarter: " + ", ".join(f"{kib / 1024:.1f}" for kib in quarters) + " MiB")


async def capacity(port: int, pid: int, people: list[Person], clients: int, seconds: float) -> None:
    """The console's calls without pause, then the bare view, alternating twice."""
    from apps.common.testing.loopback_client import Connection

    async def drive(paths_of) -> tuple[float, float, int]:
        tally = Tally()
        ends_at = time.monotonic() + seconds

        async def client(index: int) -> None:
            connection = Connection(port)
            n = index
            while time.monotonic() < ends_at:
                path, headers = paths_of(n)
                await tally.call(connection, "capacity", "GET", path, headers=headers)
                n += clients
            connection.close()

        cpu, started = cpu_seconds(pid), time.monotonic()
        await asyncio.gather(*(client(i) for i in range(clients)))
        elapsed = time.monotonic() - started
        rate = tally.requests / elapsed
        return rate, (cpu_seconds(pid) - cpu) / max(1, tally.requests) * 1000, sum(tally.errors.values())

    def console(n: int) -> tuple[str, dict[str, str]]:
        _user, token = people[n % len(people)]
        return CALLS[n % len(CALLS)], {"Authorization": f"Bearer {token}"}

    def bare(_n: int) -> tuple[str, dict[str, str]]:
        return BARE, {}

    mix, plain = [], []
    for _round in range(2):
        mix.append(await drive(console))
        plain.append(await drive(bare))
    mix_rate, mix_cpu = (sum(result[i] for result in mix) / len(mix) for i in (0, 1))
    bare_rate, bare_cpu = (sum(result[i] for result in plain) / len(plain) for i in (0, 1))
    errors = sum(result[2] for result in mix + plain)
    print(f"capacity pass: {clients} connections without pause, {seconds:g} s each way, twice")
    print(f"console mix ({len(CALLS)} calls): {mix_rate:.0f} requests/s, {mix_cpu:.1f} ms CPU a request")
    print(f"bare JSON view (GET {BARE}): {bare_rate:.0f} requests/s, {bare_cpu:.1f} ms CPU a request")
    print(f"console mix / bare view: {mix_rate / bare_rate:.2f} by rate, {bare_cpu / mix_cpu:.2f} by CPU")
    print(f"capacity errors: {errors}")


def setup(port: int) -> tuple[list[Person], list[Box]]:
    """The demo data, 50 people with ten registered boxes each and 20 notifications."""
    import requests
    from django.core.management import call_command

    from apps.accounts.actor import actor_for
    from apps.accounts.choices import UserType
    from apps.accounts.models import User
    from apps.accounts.services import ClientInfo, session_open
    from apps.devices.services import device_bind
    from apps.notifications.kinds import ANNOUNCEMENT
    from apps.notifications.services import notify

    call_command("flush", interactive=False, verbosity=0)  # a database of its own, as DATABASE_URL says
    logging.disable(logging.WARNING)  # the seed's eager tasks log each run
    call_command("seed_demo", market=300, stdout=open(os.devnull, "w"))  # noqa: SIM115
    logging.disable(logging.NOTSET)
    people = [User.objects.create(name=f"soak{n}", email=f"soak{n}@example.com") for n in range(PEOPLE)]
    for n in range(20):
        notify(recipients=people, kind=ANNOUNCEMENT, title={"en": f"news {n}", "zh": f"消息 {n}"})
    boxes = []
    with requests.Session() as session:
        for n in range(BOXES):
            body = {"registration_token": TOKEN, "serial": f"soak-{n}", "kind": "zbox", "resources": resources(n)}
            answer = session.post(f"http://127.0.0.1:{port}/api/cim/v1/agent/register", json=body, timeout=10)
            data = answer.json()["data"]
            boxes.append((data["device_id"], data["device_secret"]))
            owner = people[n % PEOPLE]
            device_bind(actor=actor_for(user=owner, user_type=UserType.USER), code=data["device_id"])
    client = ClientInfo(ip="127.0.0.1", user_agent="bench")
    sessions = [(person.id, session_open(user=person, client=client).token) for person in people]
    return sessions, boxes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=10.0, help="how long the soak runs (0.5-60)")
    parser.add_argument("--capacity-seconds", type=float, default=15.0, help="each leg of the capacity pass (1-120)")
    parser.add_argument("--clients", type=int, default=8, choices=range(1, 65), metavar="1..64")
    args = parser.parse_args()
    minutes = min(max(args.minutes, 0.5), 60.0)
    capacity_seconds = min(max(args.capacity_seconds, 1.0), 120.0)
    raise_open_files_limit()

    os.environ["DEVICE_HEARTBEAT_SECONDS"] = str(HEARTBEAT_SECONDS)
    prepare_django()
    port = free_port()
    server = start_server(port, preexec_fn=raise_open_files_limit)
    try:
        wait_healthy(f"http://127.0.0.1:{port}", server)
        people, boxes = setup(port)
        relay = "Redis channel layer" if os.environ.get("REDIS_URL") else "database relay"
        database = "PostgreSQL" if os.environ["DATABASE_URL"].startswith("postgres") else "SQLite"
        print(f"server: one daphne process on 127.0.0.1:{port}, {database}, {relay}")
        asyncio.run(soak(port, server.pid, people, boxes, minutes))
        asyncio.run(capacity(port, server.pid, people, args.clients, capacity_seconds))
    finally:
        stop_process(server)


if __name__ == "__main__":
    main()
