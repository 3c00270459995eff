"""Carrying out the server's commands (docs/api/agent.md) on the machine's containers. Each
command converges (an install makes the container its spec describes, an uninstall leaves
none), so the one a crash interrupted is carried out again after a restart and the machine
ends as if it had run once. A command that cannot be carried out answers its error code and
leaves nothing half made."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import requests

from .crash import crash_point
from .errors import ACCESS_UNSUPPORTED, APP_NOT_FOUND, COMMAND_UNSUPPORTED, TIMEOUT, UNKNOWN, CommandFailed
from .runtime import AppSpec
from .state import StateDir

# The sub-status reported while a command is under way (pulling an image, starting, stopping).
SUB_STATUSES = {"install": "downloading", "start": "preparing", "stop": "shutting_down"}
# App commands that are one call of the runtime's on the container, and what they leave it in.
CONTAINER_ACTIONS = {"restart": "running", "suspend": "suspended", "resume": "running"}


class Runtime(Protocol):
    def statuses(self) -> dict[int, str]: ...
    def has(self, app_id: int) -> bool: ...
    def image_ready(self, image: str) -> bool: ...
    def pull(self, image: str) -> None: ...
    def create(self, app_id: int, spec: AppSpec) -> None: ...
    def remove(self, app_id: int, *, data: bool) -> None: ...
    def start(self, app_id: int) -> None: ...
    def stop(self, app_id: int) -> None: ...
    def restart(self, app_id: int) -> None: ...
    def suspend(self, app_id: int) -> None: ...
    def resume(self, app_id: int) -> None: ...
    def snapshot(self, app_id: int) -> str: ...


@dataclass(frozen=True)
class Outcome:
    success: bool
    detail: str
    code: str | None = None


class Executor:
    def __init__(
        self,
        *,
        runtime: Runtime,
        state: StateDir,
        progress: Callable[[int, str], None],
        access_changed: Callable[[int], None] = lambda app_id: None,
        gateway_url: str = "",
    ) -> None:
        self.runtime = runtime
        self.gateway_url = gateway_url.rstrip("/")
        self.state = state
        self.progress = progress
        self.access_changed = access_changed
        # The box's own status as its power commands leave it.
        self.status = "stopped" if state.read("power.json") == "stopped" else "online"

    def carry_out(self, command: dict[str, Any]) -> Outcome:
        kind, app_id = command.get("type", ""), command.get("app_id")
        payload = command.get("payload") or {}
        handler = getattr(self, f"_app_{kind}" if app_id is not None else f"_device_{kind}", None)
        try:
            if app_id is not None and kind in CONTAINER_ACTIONS:
                detail = self._container_action(kind, app_id)
            elif handler is None:
                raise CommandFailed(COMMAND_UNSUPPORTED, f"this agent does not carry out {kind!r} here")
            elif app_id is not None:
                detail = handler(command["id"], app_id, payload)
            else:
                detail = handler(command["id"], payload)
        except CommandFailed as failure:
            return Outcome(False, failure.detail, failure.code)
        except requests.Timeout as exc:  # Docker did not answer in time (a pull or a stop that hung)
            return Outcome(False, f"Docker did not answer in time: {exc}", TIMEOUT)
        except Exception as exc:
            return Outcome(False, f"{type(exc).__name__}: {exc}", UNKNOWN)
        return Outcome(True, detail or "done")

    def _app_spec(self, app_id: int, runtime: dict[str, Any], config: dict[str, Any]) -> AppSpec:
        prefix = f"/{app_id}"
        return AppSpec.of(runtime, config, prefix=prefix, url=f"{self.gateway_url}{prefix}")

    def _spec(self, app_id: int) -> dict[str, Any]:
        spec = self.state.apps().get(app_id)
        if spec is None:
            raise CommandFailed(APP_NOT_FOUND, f"app {app_id} is not installed on this machine")
        return spec

    # App commands

    def _app_install(self, command_id: int, app_id: int, payload: dict[str, Any]) -> str:
        runtime, config = payload.get("runtime") or {}, payload.get("config") or {}
        spec = self._app_spec(app_id, runtime, config)
        if not self.runtime.image_ready(spec.image):
            self.progress(command_id, SUB_STATUSES["install"])
            self.runtime.pull(spec.image)
        crash_point("install_image_ready")  # nothing made yet
        self.runtime.create(app_id, spec)
        self.state.save_app(app_id, {"runtime": runtime, "config": config})
        return f"{spec.image} ready"

    def _app_start(self, command_id: int, app_id: int, payload: dict[str, Any]) -> str:
        kept = self._spec(app_id)
        self.progress(command_id, SUB_STATUSES["start"])
        if not self.runtime.has(app_id):  # the container went (removed by hand): made again
            self.runtime.create(app_id, self._app_spec(app_id, kept["runtime"], kept["config"]))
        self.runtime.start(app_id)
        return "running"

    def _app_stop(self, command_id: int, app_id: int, payload: dict[str, Any]) -> str:
        self._spec(app_id)
        self.progress(command_id, SUB_STATUSES["stop"])
        self.runtime.stop(app_id)
        return "stopped"

    def _container_action(self, kind: str, app_id: int) -> str:
        self._spec(app_id)
        getattr(self.runtime, kind)(app_id)
        return CONTAINER_ACTIONS[kind]

    def _app_snapshot(self, command_id: int, app_id: int, payload: dict[str, Any]) -> str:
        self._spec(app_id)
        return f"kept as {self.runtime.snapshot(app_id)}"

    def _app_uninstall(self, command_id: int, app_id: int, payload: dict[str, Any]) -> str:
        self.runtime.remove(app_id, data=True)
        crash_point("uninstall_container_removed")  # its container gone, the agent still counting it
        self.state.drop_app(app_id)
        self.access_changed(app_id)
        return "removed with its data"

    def _app_configure(self, command_id: int, app_id: int, payload: dict[str, Any]) -> str:
        kept = self._spec(app_id)
        access = payload.get("access")
        if access is not None:
            if (kept["runtime"].get("access") or "http") == "ssh":
                raise CommandFailed(ACCESS_UNSUPPORTED, "SSH users are not part of the Docker runtime")
            # Keys are checked with the server at each request; a change only empties the cache.
            self.access_changed(app_id)
            return "access changed"
        config = payload.get("config")
        if not isinstance(config, dict):
            raise CommandFailed(UNKNOWN, "a configure command without settings or access")
        old = self._app_spec(app_id, kept["runtime"], kept["config"])
        new = self._app_spec(app_id, kept["runtime"], config)
        if new != old:
            running = self.runtime.statuses().get(app_id) == "running"
            try:
                self.runtime.create(app_id, new)  # the data volume stays
                if running:
                    self.runtime.start(app_id)
            except CommandFailed:
                self.runtime.create(app_id, old)  # back as it was, with the settings that worked
                if running:
                    self.runtime.start(app_id)
                raise
        self.state.save_app(app_id, {"runtime": kept["runtime"], "config": config})
        return "settings applied" if new != old else "settings kept (nothing the container uses changed)"

    # Device commands

    def _device_release(self, command_id: int, payload: dict[str, Any]) -> str:
        for app_id in payload.get("app_ids", []):
            self.runtime.remove(int(app_id), data=True)
            self.state.drop_app(int(app_id))
            self.access_changed(int(app_id))
        return f"released {len(payload.get('app_ids', []))} app(s)"

    def _power(self, status: str) -> None:
        self.status = status
        self.state.write("power.json", status)

    def _device_stop(self, command_id: int, payload: dict[str, Any]) -> str:
        self.progress(command_id, SUB_STATUSES["stop"])
        running = [app_id for app_id, status in self.runtime.statuses().items() if status == "running"]
        self.state.write("stopped_apps.json", running)
        for app_id in running:
            self.runtime.stop(app_id)
        self._power("stopped")
        return f"stopped {len(running)} app(s)"

    def _device_start(self, command_id: int, payload: dict[str, Any]) -> str:
        self.progress(command_id, SUB_STATUSES["start"])
        started = [app_id for app_id in self.state.read("stopped_apps.json") or [] if self.runtime.has(app_id)]
        for app_id in started:
            self.runtime.start(app_id)
        self.state.write("stopped_apps.json", [])
        self._power("online")
        return f"started {len(started)} app(s)"

    def _device_restart(self, command_id: int, payload: dict[str, Any]) -> str:
        running = [app_id for app_id, status in self.runtime.statuses().items() if status == "running"]
        for app_id in running:
            self.runtime.restart(app_id)
        self._power("online")
        return f"restarted {len(running)} app(s)"

    def _device_lite_space(self, command_id: int, payload: dict[str, Any]) -> str:
        # Lite apps run as containers like any other; the space's size is the server's bookkeeping.
        self.state.write("lite_space.json", payload)
        return "noted"
