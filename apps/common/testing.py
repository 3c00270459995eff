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
from typing import Any

import requests
from django.conf import settings
from django.db import connection

START_TIMEOUT = 60


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_database_url() -> str:
    db = connection.settings_dict
    if db["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{Path(db['NAME']).resolve()}"
    return f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"


@contextmanager
def live_server(env: Mapping[str, str | None] | None = None, *, port: int | None = None) -> Iterator[str]:
    """Yields the base address of a daphne process serving the project; `env` adds to (or,
    with None values, removes from) the environment it gets. A given `port` serves a restart
    on the address an earlier process had."""
    port = port or free_port()
    environment = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.test",
        "DATABASE_URL": test_database_url(),
    }
    for key, value in (env or {}).items():
        if value is None:
            environment.pop(key, None)
        else:
            environment[key] = value
    process = subprocess.Popen(  # noqa: S603 (a fixed command: this interpreter, daphne, this project)
        [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
        cwd=settings.BASE_DIR,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            try:
                if requests.get(f"{base}/api/health", timeout=2).ok:
                    break
            except requests.ConnectionError:
                pass
            if process.poll() is not None:
                raise RuntimeError("the server process ended")
            if time.monotonic() >= deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.2)
        yield base
    finally:
        process.terminate()
        process.wait(10)


def call_endpoint(
    client: Any, method: str, url: str, body: Mapping[str, Any] | None, objects: Mapping[str, str]
) -> Any:
    """Calls `method url` with an API test client, the `{placeholders}` of the URL and of the
    body's strings filled in from `objects` (the caller's own objects, in permission matrices)."""
    url = url.format(**objects)
    if body is None:
        return getattr(client, method)(url)
    filled = {key: value.format(**objects) if isinstance(value, str) else value for key, value in body.items()}
    return getattr(client, method)(url, filled, format="json")
