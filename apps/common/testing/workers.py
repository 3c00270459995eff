"""Real Celery worker processes for the crash tests (`apps.common.crash`): tasks go through a
filesystem broker of the test's own to a worker on the test database (the SQLite file or the
PostgreSQL test database `transaction=True` tests commit to). A worker with `CRASH_AT` runs
until it kills itself; a new one, without, runs until the state converges."""

import subprocess
import sys
import time
import warnings
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from celery.exceptions import AlwaysEagerIgnored
from django.conf import settings

from config.celery import app

from .servers import process_env, stop_process, test_database_url

# Every worker ends within this (a crash point reached, or the state converged).
WORKER_TIMEOUT = 60
POLL_SECONDS = 0.1


class WorkerBroker:
    """A filesystem broker in `folder`, the workers that read it and the tasks sent to it.
    `env` adds settings the workers need (those the test changed, e.g. the billing period)."""

    def __init__(self, folder: Path, *, env: Mapping[str, str] | None = None) -> None:
        self.folder = folder
        self.env = dict(env or {})
        for name in ("queue", "processed", "control"):
            (folder / name).mkdir(parents=True, exist_ok=True)

    def _options(self) -> dict[str, object]:
        return {
            "data_folder_in": str(self.folder / "queue"),
            "data_folder_out": str(self.folder / "queue"),
            "processed_folder": str(self.folder / "processed"),
            "control_folder": str(self.folder / "control"),
            "store_processed": False,
        }

    def send(self, task: str, *args: object) -> None:
        """Queues `task` as beat or a service would (past the test settings' eager mode)."""
        with (
            warnings.catch_warnings(action="ignore", category=AlwaysEagerIgnored),
            app.connection_for_write(url="filesystem://", transport_options=self._options()) as conn,
        ):
            app.send_task(task, args=args, connection=conn)

    def _worker(self, *, crash_at: str) -> subprocess.Popen[bytes]:
        environment = process_env(
            {
                "DJANGO_SETTINGS_MODULE": "config.settings.dev",
                "DJANGO_SECRET_KEY": settings.SECRET_KEY,
                "DATABASE_URL": test_database_url(),
                "CELERY_BROKER_URL": "filesystem://",
                "CELERY_FILESYSTEM_DIR": str(self.folder),
                "REDIS_URL": None,
                "CRASH_AT": crash_at or None,
                **self.env,
            }
        )
        command = [sys.executable, "-m", "celery", "-A", "config", "worker", "-P", "solo", "--without-mingle"]
        command += ["--without-gossip", "--without-heartbeat", "--loglevel", "WARNING"]
        with (self.folder / "worker.log").open("ab") as log:
            return subprocess.Popen(  # noqa: S603 (a fixed command: this interpreter, celery, this project)
                command, cwd=settings.BASE_DIR, env=environment, stdout=subprocess.DEVNULL, stderr=log
            )

    def killed_at(self, step: str, task: str, *args: object) -> int:
        """Sends `task` to a worker with `CRASH_AT=step` and runs it until it ends; answers
        its exit status (-9 when the crash point killed it)."""
        self.send(task, *args)
        worker = self._worker(crash_at=step)
        try:
            worker.wait(WORKER_TIMEOUT)
        finally:
            stop_process(worker, timeout=WORKER_TIMEOUT)
        return worker.returncode

    @contextmanager
    def worker(self) -> Iterator[subprocess.Popen[bytes]]:
        """A new worker (no crash point) for the block; stopped (warm: its task finishes) after."""
        worker = self._worker(crash_at="")
        try:
            yield worker
        finally:
            stop_process(worker, timeout=WORKER_TIMEOUT)

    def recover(self, *tasks: str, until: Callable[[], bool]) -> None:
        """Sends `tasks` (the sweeps beat would queue) to a new worker and waits until
        `until()` holds."""
        for task in tasks:
            self.send(task)
        with self.worker() as worker:
            self.wait(worker, until=until)

    def wait(self, worker: subprocess.Popen[bytes], *, until: Callable[[], bool]) -> None:
        """Polls `until()` (the database, the log) while `worker` runs; fails past
        `WORKER_TIMEOUT` or if the worker ends."""
        deadline = time.monotonic() + WORKER_TIMEOUT
        while not until():
            if time.monotonic() >= deadline:
                raise AssertionError(f"the state did not converge before the deadline: {self.log()}")
            try:
                worker.wait(POLL_SECONDS)
            except subprocess.TimeoutExpired:
                continue
            raise AssertionError(f"the worker ended ({worker.returncode}): {self.log()}")

    def log(self) -> str:
        """The end of what the workers wrote to stderr."""
        return (self.folder / "worker.log").read_text(errors="replace")[-2000:]
