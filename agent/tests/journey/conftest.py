"""The journey suite's world (`make agent-test`): the real server (web, worker and beat,
`scripts/serve.py`) on its own port and SQLite file with the demo data, a Docker daemon with
the "Hello box" image built locally, and real agent processes on their own Docker network.
People act through the API, as the console does."""

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import docker
import pytest
import requests

ROOT = Path(__file__).resolve().parents[3]
PORT = int(os.environ.get("AGENT_TEST_PORT", "8796"))
BASE = f"http://127.0.0.1:{PORT}"
TOKEN = "agent-journey-token"
NETWORK = "zc-agent-journey"
IMAGE = "zcompute/hello-box:1"
PASSWORD = "Demo2026pass"
AGENT = str(Path(sys.executable).parent / "zcompute-agent")


def wait_for(check: Callable[[], Any], *, seconds: float = 60, every: float = 0.25, what: str = "") -> Any:
    """`check()`'s first truthy answer, polled until `seconds` pass."""
    deadline = time.monotonic() + seconds
    while True:
        answer = check()
        if answer:
            return answer
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {seconds:.0f} s for {what or check}")
        time.sleep(every)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="session")
def server(tmp_path_factory) -> Iterator[str]:
    var = tmp_path_factory.mktemp("server")
    env = {key: value for key, value in os.environ.items() if key not in ("DATABASE_URL", "REDIS_URL", "SITE_URL")}
    env.update(
        DATABASE_URL=f"sqlite:///{var / 'agent-test.sqlite3'}",
        CELERY_FILESYSTEM_DIR=str(var / "broker"),
        AGENT_REGISTRATION_TOKEN=TOKEN,
        DJANGO_SETTINGS_MODULE="config.settings.dev",
        DEVICE_HEARTBEAT_SECONDS="3",
        PYTHONUNBUFFERED="1",
    )
    python = sys.executable
    for step in (["migrate", "--noinput", "-v0"], ["seed_demo"]):
        subprocess.run([python, "manage.py", *step], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    log = (var / "server.log").open("w")
    process = subprocess.Popen(
        [python, "scripts/serve.py", "--host", "127.0.0.1", "--port", str(PORT)],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )

    def healthy() -> bool:
        try:
            return requests.get(f"{BASE}/api/health", timeout=2).status_code == 200
        except requests.RequestException:
            return process.poll() is not None  # stop waiting: it exited

    wait_for(healthy, seconds=120, what="the server")
    assert process.poll() is None, (var / "server.log").read_text()[-3000:]
    yield BASE
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(timeout=30)


@pytest.fixture(scope="session")
def daemon() -> Iterator[Any]:
    client = docker.from_env()
    client.ping()
    subprocess.run([str(ROOT / "agent/images/hello-box/build.sh"), IMAGE], check=True, stdout=subprocess.DEVNULL)
    yield client
    for container in client.containers.list(all=True, filters={"label": "io.zcompute.app-id"}):
        if container.attrs["HostConfig"]["NetworkMode"] == NETWORK:
            container.remove(force=True)
    for network in client.networks.list(names=[NETWORK]):
        network.remove()


class Person:
    """A demo account signed in through the API."""

    def __init__(self, base: str, account: str) -> None:
        self.base = base
        self.http = requests.Session()
        answer = self.http.post(
            f"{base}/api/iam/v1/login/password", json={"account": account, "password": PASSWORD}, timeout=10
        )
        assert answer.status_code == 200, answer.text
        self.http.headers["Authorization"] = f"Bearer {answer.json()['data']['token']}"

    def call(self, method: str, path: str, body: Any = None, *, expect: int = 200) -> Any:
        response = self.http.request(method, f"{self.base}/api/{path}", json=body, timeout=15)
        assert response.status_code == expect, f"{method} {path}: {response.status_code} {response.text[:500]}"
        return response.json()["data"]


@pytest.fixture(scope="session")
def people(server) -> dict[str, Person]:
    return {name: Person(server, f"{name}@demo.local") for name in ("alice", "bob")}


class AgentProcess:
    """One `zcompute-agent` on this machine: registered once, run (and killed) as a box would be."""

    def __init__(self, base: str, state_dir: Path, serial: str) -> None:
        self.base = base
        self.state_dir = state_dir
        self.serial = serial
        self.port = free_port()
        self.process: subprocess.Popen | None = None
        self.log = state_dir.parent / f"{serial}.log"

    def register(self) -> str:
        done = subprocess.run(
            [
                AGENT,
                "register",
                "--server",
                self.base,
                "--token",
                TOKEN,
                "--state-dir",
                str(self.state_dir),
                "--serial",
                self.serial,
            ],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout.strip()

    def start(self, **env: str) -> None:
        self.process = subprocess.Popen(
            [
                AGENT,
                "run",
                "--state-dir",
                str(self.state_dir),
                "--gateway-port",
                str(self.port),
                "--gateway-bind",
                "127.0.0.1",
                "--public-url",
                self.gateway,
                "--docker-network",
                NETWORK,
            ],
            env={**os.environ, **env},
            stdout=self.log.open("a"),
            stderr=subprocess.STDOUT,
        )

    @property
    def gateway(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def kill(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        if self.process:
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.fixture
def agent_box(server, daemon, tmp_path) -> Iterator[Callable[[str], AgentProcess]]:
    made: list[AgentProcess] = []

    def make(serial: str) -> AgentProcess:
        box = AgentProcess(server, tmp_path / serial, serial)
        made.append(box)
        return box

    yield make
    for box in made:
        box.stop()
        if box.log.exists() and os.environ.get("AGENT_TEST_LOGS"):
            shutil.copy(box.log, Path(os.environ["AGENT_TEST_LOGS"]) / box.log.name)
