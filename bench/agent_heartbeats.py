"""How many device heartbeats one server process absorbs, against a bare Django JSON view in
the same run, and how many database queries one heartbeat costs.

Starts one daphne process on loopback (its own SQLite file unless DATABASE_URL is set),
registers a fleet of virtual boxes, then for a fixed time drives the same number of client
threads first at `GET /api/health` (no database) and then at `POST agent/heartbeat`.

    .venv/bin/python bench/agent_heartbeats.py [--devices 200] [--clients 8] [--seconds 10]

Prints both rates and the server's CPU time per request, the heartbeat's ratio to the bare
view on each (the CPU one holds steadier when the machine is busy), and the queries per
heartbeat. Everything stays on 127.0.0.1 and every loop is bounded by time.
"""

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import requests

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# The tests' helpers, shared with the benches that import them from here.
from apps.common.testing.servers import free_port, wait_healthy  # noqa: E402

TOKEN = "bench-registration-token"
GIB = 1024**3


def prepare_django() -> Path:
    """Sets this process (and the server it starts) up as production runs, on the bench's
    own SQLite file in a new folder unless DATABASE_URL is set, and migrates; the folder."""
    workdir = Path(tempfile.mkdtemp(prefix="zc-bench-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{workdir / 'bench.sqlite3'}")
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key-not-a-secret-0123456789abcdef")
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.dev"
    os.environ.setdefault("DJANGO_DEBUG", "false")  # as in production: no query log
    os.environ["AGENT_REGISTRATION_TOKEN"] = TOKEN
    os.environ["CELERY_TASK_ALWAYS_EAGER"] = "true"
    os.environ["MEDIA_ROOT"] = str(workdir / "media")

    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    return workdir


def start_server(port: int, **options: Any) -> subprocess.Popen:
    """One daphne process on 127.0.0.1:`port` with this process's environment."""
    return subprocess.Popen(
        [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
        cwd=ROOT,
        env=os.environ.copy(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        **options,
    )


def resources(n: int) -> dict:
    gpus = [{"name": "NVIDIA RTX 4090", "passthrough": True, "vram_bytes": 24 * GIB}] if n % 2 else []
    return {"cpu_cores": 8, "memory_bytes": 32 * GIB, "disk_bytes": 1024 * GIB, "gpus": gpus}


def cpu_seconds(pid: int) -> float:
    """The user and system CPU time process `pid` has used so far (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def drive(call, clients: int, seconds: float) -> float:
    """Requests per second that `clients` threads complete with `call(session, n)`."""
    done = [0] * clients
    deadline = time.monotonic() + seconds

    def work(index: int) -> None:
        session = requests.Session()
        n = index
        while time.monotonic() < deadline:
            response = call(session, n)
            if response.status_code != 200:
                raise SystemExit(f"unexpected answer {response.status_code}: {response.text[:200]}")
            done[index] += 1
            n += clients

    threads = [threading.Thread(target=work, args=(i,)) for i in range(clients)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sum(done) / (time.monotonic() - started)


def queries_per_heartbeat(device_id: str, secret: str) -> int:
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    client = Client(HTTP_HOST="127.0.0.1")
    headers = {"HTTP_X_DEVICE_ID": device_id, "HTTP_X_DEVICE_SECRET": secret}
    body = {"status": "online", "usage": {"cpu": 12.5, "memory": 40, "disk": 51, "gpu": 7}}
    client.post("/api/cim/v1/agent/heartbeat", body, content_type="application/json", **headers)  # warm up
    with CaptureQueriesContext(connection) as captured:
        response = client.post("/api/cim/v1/agent/heartbeat", body, content_type="application/json", **headers)
    assert response.status_code == 200, response.content
    return len(captured.captured_queries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--devices", type=int, default=200, choices=range(1, 5001), metavar="1..5000")
    parser.add_argument("--clients", type=int, default=8, choices=range(1, 65), metavar="1..64")
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    seconds = min(max(args.seconds, 1.0), 120.0)

    prepare_django()
    port = free_port()
    server = start_server(port)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(base, server)

        fleet = []
        with requests.Session() as session:
            for n in range(args.devices):
                answer = session.post(
                    f"{base}/api/cim/v1/agent/register",
                    json={
                        "registration_token": TOKEN,
                        "serial": f"bench-{n}",
                        "kind": "zbox",
                        "resources": resources(n),
                    },
                    timeout=10,
                ).json()["data"]
                fleet.append((answer["device_id"], answer["device_secret"]))
        usage = {"cpu": 12.5, "memory": 40, "disk": 51, "gpu": 7}

        def bare(session: requests.Session, _n: int) -> requests.Response:
            return session.get(f"{base}/api/health", timeout=10)

        def heartbeat(session: requests.Session, n: int) -> requests.Response:
            device_id, secret = fleet[n % len(fleet)]
            return session.post(
                f"{base}/api/cim/v1/agent/heartbeat",
                json={"status": "online", "usage": usage},
                headers={"X-Device-Id": device_id, "X-Device-Secret": secret},
                timeout=10,
            )

        def measured(call) -> tuple[float, float]:
            """Requests per second and the server's CPU milliseconds per request."""
            cpu, started = cpu_seconds(server.pid), time.monotonic()
            rate = drive(call, args.clients, seconds)
            return rate, (cpu_seconds(server.pid) - cpu) / (rate * (time.monotonic() - started)) * 1000

        bare_rate, bare_cpu = measured(bare)
        heartbeat_rate, heartbeat_cpu = measured(heartbeat)
        queries = queries_per_heartbeat(*fleet[0])
    finally:
        server.terminate()
        server.wait(10)

    interval = 30
    print(f"server: one daphne process on 127.0.0.1:{port}; {args.devices} boxes, {args.clients} client threads")
    print(f"bare JSON view (GET /api/health): {bare_rate:.0f} requests/s, {bare_cpu:.1f} ms CPU a request")
    print(f"agent heartbeats: {heartbeat_rate:.0f} heartbeats/s, {heartbeat_cpu:.1f} ms CPU a heartbeat")
    ratios = f"{bare_cpu / heartbeat_cpu:.2f} by CPU, {heartbeat_rate / bare_rate:.2f} by rate"
    print(f"heartbeat / bare view ratio: {ratios}")
    print(f"queries per heartbeat: {queries}")
    print(f"boxes one process can serve at one heartbeat per {interval} s: about {heartbeat_rate * interval:.0f}")


if __name__ == "__main__":
    main()
