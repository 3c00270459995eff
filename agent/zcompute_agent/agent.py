"""The agent's life: heartbeats at the interval the server asks for, commands carried out one
at a time beside them, and reconciling Docker with the server.

The first heartbeat after a start reports what Docker runs (every app this device has a
container for) with the machine's resources and the gateway's address, and the server answers
what it holds of the device's apps. The agent then converges: a container of an app the server
no longer has (an uninstall a crash interrupted) goes, an app the server counts as installed
whose container is gone is reported `failed`, and the command a crash interrupted is carried
out again and answered once (the journal keeps the ids already answered)."""

import logging
import queue
import threading
from pathlib import Path
from typing import Any

from .commands import Executor, Runtime
from .crash import crash_point
from .protocol import ProtocolError, Server
from .resources import machine_resources, usage
from .state import StateDir

log = logging.getLogger(__name__)

# Server statuses of an app whose container should exist on the box (the rest: it should not).
ON_BOX = frozenset(
    {
        "installed", "running", "stopped", "suspended", "failed", "starting", "preparing", "stopping",
        "shutting_down", "restarting", "suspending", "resuming", "snapshotting", "uninstalling", "uninstall_failed",
    }
)  # fmt: skip
# Statuses Docker can tell that an app is in, as the protocol's heartbeat reports them.
REPORTED = frozenset({"running", "stopped", "suspended", "failed"})
RETRY_SECONDS = 5.0


class Agent:
    def __init__(
        self,
        *,
        server: Server,
        state: StateDir,
        runtime: Runtime,
        data_dir: Path,
        gateway_url: str,
        forget_keys: Any = None,
    ) -> None:
        self.server = server
        self.state = state
        self.runtime = runtime
        self.data_dir = data_dir
        self.gateway_url = gateway_url
        self.executor = Executor(
            runtime=runtime,
            state=state,
            progress=self._progress,
            access_changed=forget_keys or (lambda app_id: None),
            gateway_url=gateway_url,
        )
        self.interval = 30.0
        self.commands: queue.Queue[dict[str, Any]] = queue.Queue()
        self.busy: set[int] = set()  # apps with a command queued or under way
        self.lock = threading.Lock()
        # A heartbeat is read and sent under it, and so is each command's result: a heartbeat
        # read before a result and sent after it would report what the command just changed
        # (the server would take a stopped app back to running).
        self.talking = threading.Lock()
        self.stopping = threading.Event()
        self.reported: dict[int, str] | None = None  # what the last heartbeat said of the apps
        self.held: dict[int, str] = {}  # what the server last said it holds on the box
        self.with_gpu = False

    # Heartbeats

    def _progress(self, command_id: int, status: str) -> None:
        try:
            self.server.progress(command_id, status)
        except ProtocolError as refusal:  # progress is a courtesy: the result decides
            log.info("progress of command %s not taken: %s", command_id, refusal.code)

    def _app_report(self, held: dict[int, str]) -> dict[int, str]:
        """What Docker runs, plus `failed` for each app installed here that the server holds on
        the box but whose container is gone (and no command for it is under way)."""
        seen = {app_id: status for app_id, status in self.runtime.statuses().items() if status in REPORTED}
        with self.lock:
            busy = set(self.busy)
        for app_id in self.state.apps():
            status = held.get(app_id)
            if app_id not in seen and app_id not in busy and status in ON_BOX and status != "uninstalling":
                seen[app_id] = "failed"
        return seen

    def beat(self, *, first: bool = False) -> dict[str, Any]:
        with self.talking:
            answer = self._beat(first=first)
        self.interval = float(answer.get("heartbeat_interval") or self.interval)
        for command in answer.get("commands", []):
            self.enqueue(command)
        if "apps" in answer:
            self.reconcile({int(item["id"]): item["status"] for item in answer["apps"]})
        return answer

    def _beat(self, *, first: bool) -> dict[str, Any]:
        """Reads the box and sends the heartbeat; answers the server's answer."""
        body: dict[str, Any] = {"status": self.executor.status}
        figures = usage(self.data_dir, with_gpu=self.with_gpu)
        body["usage"] = figures
        apps = self._app_report(self.held)
        if first:
            resources = machine_resources(self.data_dir)
            self.with_gpu = bool(resources["gpus"])
            body.update(resources=resources, gateway_url=self.gateway_url)
        if first or apps != self.reported:
            body["apps"] = [{"id": app_id, "status": status} for app_id, status in sorted(apps.items())]
        answer = self.server.heartbeat(body)
        if "apps" in body:
            self.reported = apps
        return answer

    def reconcile(self, held: dict[int, str]) -> None:
        """Converges Docker on what the server holds: containers of apps it does not hold (or
        whose install failed) go with their data; a lost container is reported `failed`."""
        with self.lock:
            busy = set(self.busy)
        for app_id in self.runtime.statuses():
            if app_id not in busy and held.get(app_id) not in ON_BOX:
                log.info("removing app %s: the server no longer has it on this box", app_id)
                self.runtime.remove(app_id, data=True)
                self.state.drop_app(app_id)
        for app_id in list(self.state.apps()):
            if app_id not in busy and held.get(app_id) not in ON_BOX:
                self.state.drop_app(app_id)
        self.held = held

    # Commands

    def enqueue(self, command: dict[str, Any]) -> None:
        if self.state.answered(command["id"]):
            return
        with self.lock:
            if command.get("app_id") is not None:
                self.busy.add(command["app_id"])
        self.commands.put(command)

    def step(self, timeout: float = 0.5) -> bool:
        """Carries out the next queued command and answers it; False when none came in time."""
        try:
            command = self.commands.get(timeout=timeout)
        except queue.Empty:
            return False
        self.state.begin(command)
        outcome = self.executor.carry_out(command)
        crash_point(f"{command.get('type')}_carried_out")  # the work done, not yet answered
        self._answer(command, outcome.success, outcome.detail, outcome.code)
        self.state.finish(command["id"])
        with self.lock:
            self.busy.discard(command.get("app_id"))
        self.reported = None  # the app's new status goes with the next heartbeat
        return True

    def work(self) -> None:
        """Carries out the queued commands, one at a time, until the agent stops."""
        while not self.stopping.is_set():
            self.step()

    def _answer(self, command: dict[str, Any], success: bool, detail: str, code: str | None) -> None:
        while not self.stopping.is_set():
            try:
                with self.talking:
                    self.server.result(command["id"], success=success, detail=detail, code=None if success else code)
                return
            except ProtocolError as refusal:
                if refusal.status and refusal.status < 500:
                    log.warning("result of command %s refused: %s", command["id"], refusal.code)
                    return
                self.stopping.wait(RETRY_SECONDS)  # the server is away: the answer waits for it

    def resume_interrupted(self) -> None:
        """The command a crash interrupted is carried out again (it converges) and answered."""
        under_way = self.state.journal().get("under_way")
        if under_way and not self.state.answered(under_way["id"]):
            log.info("carrying out command %s again after a restart", under_way["id"])
            self.enqueue(under_way)

    def run(self) -> None:
        worker = threading.Thread(target=self.work, name="commands", daemon=True)
        self.resume_interrupted()
        first = True
        worker.start()
        while not self.stopping.is_set():
            try:
                self.beat(first=first)
                first = False
            except ProtocolError as refusal:
                log.warning("heartbeat refused: %s %s", refusal.status, refusal.code)
                if refusal.code == "device_secret_invalid":
                    log.error("the server does not know this device's secret: register again")
                    self.stopping.set()
                    break
                self.stopping.wait(RETRY_SECONDS)
                continue
            except Exception:
                log.exception("heartbeat failed")
            self.stopping.wait(self.interval)
        worker.join(timeout=5)
