"""A real server process for tests that cross process boundaries: daphne on a free loopback
port, on the test database, stopped when the block ends."""

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote

import requests
from django.conf import settings
from django.db import connection

START_TIMEOUT = 60
STOP_TIMEOUT = 10


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_database_url(*, port: int | None = None) -> str:
    """The test database (the one `transaction=True` tests commit to) as a `DATABASE_URL`
    another process can open; on PostgreSQL `port` reaches it on loopback through that port
    instead (a proxy's)."""
    db = connection.settings_dict
    if db["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{Path(db['NAME']).resolve()}"
    user, password = quote(db["USER"], safe=""), quote(db["PASSWORD"], safe="")
    address = f"127.0.0.1:{port}" if port is not None else f"{db['HOST']}:{db['PORT']}"
    return f"postgres://{user}:{password}@{address}/{db['NAME']}"


def process_env(env: Mapping[str, str | None]) -> dict[str, str]:
    """This process's environment with `env` added (None values removed), for a child."""
    environment = dict(os.environ)
    for key, value in env.items():
        if value is None:
            environment.pop(key, None)
        else:
            environment[key] = value
    return environment


@contextmanager
def live_server(env: Mapping[str, str | None] | None = None, *, port: int | None = None) -> Iterator[str]:
    """Yields the base address of a daphne process serving the project; `env` adds to (or,
    with None values, removes from) the environment it gets. A given `port` serves a restart
    on the address an earlier process had."""
    port = port or free_port()
    environment = process_env(
        {"DJANGO_SETTINGS_MODULE": "config.settings.test", "DATABASE_URL": test_database_url(), **(env or {})}
    )
    process = subprocess.Popen(  # noqa: S603 (a fixed command: this interpreter, daphne, this project)
        [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
        cwd=settings.BASE_DIR,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_healthy(base, process)
        yield base
    finally:
        stop_process(process)


def wait_healthy(base: str, process: subprocess.Popen, *, timeout: float = START_TIMEOUT) -> None:
    """Waits until the server `process` at `base` answers its health check; RuntimeError if
    the process ends first or `timeout` seconds pass."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if requests.get(f"{base}/api/health", timeout=2).ok:
                return
        except (requests.ConnectionError, requests.Timeout):  # a busy machine's first answer may be slow
            pass
        if process.poll() is not None:
            raise RuntimeError(f"the server process ended ({process.returncode})")
        if time.monotonic() >= deadline:
            raise RuntimeError("the server did not start")
        time.sleep(0.2)


def stop_process(process: subprocess.Popen, *, timeout: float = STOP_TIMEOUT) -> None:
    """Stops `process` warm (SIGTERM), killing it if it has not ended within `timeout` seconds."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
