"""How many idle notification streams one server process holds, and how long one stats
change takes to reach all of them.

Starts one daphne process on loopback as `make run` does (its own SQLite file unless
DATABASE_URL is set; the Redis channel layer when REDIS_URL is set, else the database
relay), opens N idle streams for one person from this process, then publishes one change
and waits until every stream has it. Baselines from the same run: the process's memory before the streams, and the
fan-out time to a single stream.

    .venv/bin/python bench/stream_fanout.py [--streams 1000]

Prints how fast the N streams opened (all started at once, until each has its first event),
memory per stream, the fan-out time for N streams and its ratio to one stream. Everything
stays on 127.0.0.1 and every wait is bounded.
"""

import argparse
import asyncio
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "scripts"))
from agent_heartbeats import free_port  # noqa: E402
from serve import web_command  # noqa: E402

STATS = "/api/iam/v1/notifications/stats"
TIMEOUT = 60.0


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def raise_open_files_limit() -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


class Stream:
    """One idle event stream over a raw loopback socket; counts the data events it got."""

    def __init__(self) -> None:
        self.events = 0
        self.arrived = asyncio.Event()
        self.last_arrival = 0.0

    async def run(self, port: int, token: str, opened: asyncio.Event) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(
            (
                f"GET {STATS} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
                f"Authorization: Bearer {token}\r\nConnection: keep-alive\r\n\r\n"
            ).encode()
        )
        await writer.drain()
        try:
            while line := await reader.readline():
                if line.startswith(b"data: "):
                    self.events += 1
                    self.last_arrival = time.perf_counter()
                    self.arrived.set()
                    if self.events == 1:
                        opened.set()
        finally:
            writer.close()


async def wait_for_events(streams: list[Stream], count: int) -> float:
    deadline = time.perf_counter() + TIMEOUT
    while any(stream.events < count for stream in streams):
        if time.perf_counter() > deadline:
            raise TimeoutError(f"{sum(s.events >= count for s in streams)}/{len(streams)} streams got the change")
        await asyncio.sleep(0.005)
    return max(stream.last_arrival for stream in streams)


async def open_streams(port: int, token: str, count: int) -> tuple[list[Stream], list[asyncio.Task], float]:
    """The streams, their tasks and the seconds until every one had its first event."""
    started = time.perf_counter()
    streams, tasks = [], []
    for _ in range(count):
        stream, opened = Stream(), asyncio.Event()
        streams.append(stream)
        tasks.append(asyncio.ensure_future(stream.run(port, token, opened)))
    await wait_for_events(streams, 1)
    return streams, tasks, time.perf_counter() - started


async def fan_out(streams: list[Stream], user_id: int) -> float:
    from asgiref.sync import sync_to_async

    before = min(stream.events for stream in streams)
    started = time.perf_counter()
    await sync_to_async(_announce)(user_id)
    finished = await wait_for_events(streams, before + 1)
    return finished - started


def _announce(user_id: int) -> None:
    from apps.accounts.models import User
    from apps.notifications.kinds import ANNOUNCEMENT
    from apps.notifications.services import notify

    notify(recipients=User.objects.filter(id=user_id), kind=ANNOUNCEMENT, title={"en": "x"})


async def measure(port: int, pid: int, token: str, user_id: int, count: int) -> None:
    single, single_tasks, _opening = await open_streams(port, token, 1)
    baseline_fanout = min([await fan_out(single, user_id) for _ in range(3)])
    for task in single_tasks:
        task.cancel()
    await asyncio.sleep(0.5)
    baseline_rss = rss_kib(pid)

    streams, tasks, opening = await open_streams(port, token, count)
    await asyncio.sleep(1.0)
    held_rss = rss_kib(pid)
    fanouts = [await fan_out(streams, user_id) for _ in range(3)]
    for task in tasks:
        task.cancel()

    per_stream = (held_rss - baseline_rss) / count
    median = sorted(fanouts)[1]
    print(f"opened {count} in {opening:.1f} s ({count / opening:.0f} streams/s)")
    print(f"streams held by one process: {count} (all received their first event)")
    print(f"process memory: {baseline_rss / 1024:.1f} MiB idle, {held_rss / 1024:.1f} MiB with {count} streams")
    print(f"memory per stream: {per_stream:.1f} KiB ({per_stream / baseline_rss * 100:.3f}% of the idle process each)")
    print(f"fan-out of one change: 1 stream {baseline_fanout * 1000:.1f} ms, {count} streams {median * 1000:.1f} ms")
    print(f"fan-out ratio ({count} streams / 1 stream): {median / baseline_fanout:.1f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--streams", type=int, default=1000, choices=range(1, 5001), metavar="1..5000")
    args = parser.parse_args()
    raise_open_files_limit()

    workdir = Path(tempfile.mkdtemp(prefix="zc-bench-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{workdir / 'bench.sqlite3'}")
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key-not-a-secret-0123456789abcdef")
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.dev"
    os.environ["CELERY_TASK_ALWAYS_EAGER"] = "true"
    os.environ["MEDIA_ROOT"] = str(workdir / "media")

    import django

    django.setup()
    from django.core.management import call_command

    from apps.accounts.choices import UserType
    from apps.accounts.models import User
    from apps.accounts.services import ClientInfo, session_open

    call_command("migrate", verbosity=0)
    user, _ = User.objects.get_or_create(name="bench-streams", defaults={"email": "bench@example.com"})
    token = session_open(
        user=user, client=ClientInfo(ip="127.0.0.1", user_agent="bench"), user_type=UserType.USER, sme_id="user"
    ).token

    port = free_port()
    server = subprocess.Popen(
        web_command("127.0.0.1", str(port)),
        cwd=ROOT,
        env={**os.environ, "STREAM_HEARTBEAT_SECONDS": "30", "STREAMS_PER_PERSON": str(args.streams + 1)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=raise_open_files_limit,
    )
    try:
        deadline = time.monotonic() + TIMEOUT
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise SystemExit("the server did not start") from None
                time.sleep(0.2)
        relay = "Redis channel layer" if os.environ.get("REDIS_URL") else "database relay"
        print(f"server: one daphne process on 127.0.0.1:{port}, {relay}")
        asyncio.run(measure(port, server.pid, token, user.id, args.streams))
    finally:
        server.terminate()
        server.wait(10)


if __name__ == "__main__":
    main()
