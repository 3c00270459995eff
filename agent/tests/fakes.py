"""Stand-ins for the agent's unit tests: a Docker runtime kept in memory (the journey suite
runs the real one) and a server that records what the agent sends."""

from dataclasses import dataclass, field
from typing import Any

from zcompute_agent.errors import APP_NOT_FOUND, CONFIG_INVALID, IMAGE_PULL_FAILED, CommandFailed
from zcompute_agent.runtime import AppSpec


@dataclass
class FakeRuntime:
    images: set[str] = field(default_factory=set)
    containers: dict[int, dict[str, Any]] = field(default_factory=dict)
    volumes: set[int] = field(default_factory=set)
    pullable: set[str] = field(default_factory=set)
    # A container whose environment has this value exits at once (its settings are refused).
    refuses: str = "BROKEN"
    # Docker refuses to make a container whose environment has this value.
    unmakeable: str = "UNMAKEABLE"
    calls: list[tuple[str, int | str]] = field(default_factory=list)

    def statuses(self) -> dict[int, str]:
        return {app_id: box["status"] for app_id, box in self.containers.items()}

    def has(self, app_id: int) -> bool:
        return app_id in self.containers

    def image_ready(self, image: str) -> bool:
        return image in self.images

    def pull(self, image: str) -> None:
        self.calls.append(("pull", image))
        if image not in self.pullable:
            raise CommandFailed(IMAGE_PULL_FAILED, f"{image}: not found")
        self.images.add(image)

    def create(self, app_id: int, spec: AppSpec) -> None:
        self.calls.append(("create", app_id))
        self.containers.pop(app_id, None)  # as the real one: the old container goes first
        if spec.image not in self.images:
            raise CommandFailed(CONFIG_INVALID, f"no such image {spec.image}")
        if self.unmakeable in spec.env.values():
            raise CommandFailed(CONFIG_INVALID, "invalid environment")
        self.containers[app_id] = {"spec": spec, "status": "stopped"}
        if spec.data_path:
            self.volumes.add(app_id)

    def remove(self, app_id: int, *, data: bool) -> None:
        self.calls.append(("remove", app_id))
        self.containers.pop(app_id, None)
        if data:
            self.volumes.discard(app_id)

    def _own(self, app_id: int) -> dict[str, Any]:
        if app_id not in self.containers:
            raise CommandFailed(APP_NOT_FOUND, f"no container of app {app_id}")
        return self.containers[app_id]

    def start(self, app_id: int) -> None:
        self.calls.append(("start", app_id))
        box = self._own(app_id)
        if self.refuses in box["spec"].env.values():
            box["status"] = "stopped"
            raise CommandFailed(CONFIG_INVALID, "the app exited at once (code 1)")
        box["status"] = "running"

    def stop(self, app_id: int) -> None:
        self.calls.append(("stop", app_id))
        self._own(app_id)["status"] = "stopped"

    def restart(self, app_id: int) -> None:
        self.calls.append(("restart", app_id))
        self._own(app_id)["status"] = "running"

    def suspend(self, app_id: int) -> None:
        self._own(app_id)["status"] = "suspended"

    def resume(self, app_id: int) -> None:
        self._own(app_id)["status"] = "running"

    def snapshot(self, app_id: int) -> str:
        self._own(app_id)
        return f"zc-snapshot-{app_id}:1"


@dataclass
class FakeServer:
    """Answers heartbeats from a queue of answers and records every call."""

    answers: list[dict[str, Any]] = field(default_factory=list)
    beats: list[dict[str, Any]] = field(default_factory=list)
    results: list[tuple[int, bool, str | None]] = field(default_factory=list)
    progress_reports: list[tuple[int, str]] = field(default_factory=list)

    def heartbeat(self, body: dict[str, Any]) -> dict[str, Any]:
        self.beats.append(body)
        return self.answers.pop(0) if self.answers else {"commands": [], "heartbeat_interval": 30}

    def result(self, command_id: int, *, success: bool, detail: str, code: str | None = None) -> None:
        self.results.append((command_id, success, code))

    def progress(self, command_id: int, status: str) -> None:
        self.progress_reports.append((command_id, status))
