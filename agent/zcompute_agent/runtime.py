"""The apps' containers under Docker: one container per installed app, on the agent's own
network, its port published on 127.0.0.1 only, its data in a volume of its own. Every
container and volume the agent makes carries its labels (the app's id and the device's), and
the agent lists, changes and removes only those: nothing else on the machine is touched."""

import contextlib
import shutil
import time
from dataclasses import dataclass
from typing import Any

import docker
from docker.errors import APIError, DockerException, ImageNotFound, NotFound
from docker.types import DeviceRequest

from .errors import (
    APP_NOT_FOUND,
    CONFIG_INVALID,
    GPU_UNAVAILABLE,
    IMAGE_PULL_FAILED,
    INSUFFICIENT_DISK,
    UNKNOWN,
    CommandFailed,
)

APP_LABEL = "io.zcompute.app-id"
DEVICE_LABEL = "io.zcompute.device"
NETWORK = "zcompute"
# An app that exits within this long of its start is refused with its last log lines.
STARTUP_CHECK_SECONDS = 2.0
# Below this much free space where Docker keeps its images nothing is pulled or made.
MIN_FREE_BYTES = 512 * 1024**2
LOG_LINES = 20

# Docker's states as the protocol's app statuses.
STATUSES = {
    "running": "running",
    "paused": "suspended",
    "created": "stopped",
    "exited": "stopped",
    "restarting": "failed",
    "dead": "failed",
    "removing": "stopped",
}


@dataclass(frozen=True)
class AppSpec:
    """How one app runs, from its install command: the store's runtime and the app's settings."""

    image: str
    port: int
    env: dict[str, str]
    gpu: bool
    data_path: str

    @classmethod
    def of(cls, runtime: dict[str, Any], config: dict[str, Any], *, prefix: str = "", url: str = "") -> "AppSpec":
        """The spec of an install's runtime and settings; `prefix` and `url` are the app's path
        and address on the gateway, for `env_fixed`'s placeholders."""
        if not isinstance(runtime, dict) or not runtime.get("image"):
            raise CommandFailed(CONFIG_INVALID, "the app version names no image to run")
        env = {}
        for variable, setting in (runtime.get("env") or {}).items():
            value = config.get(setting)
            if value is not None:
                env[variable] = ("true" if value else "false") if isinstance(value, bool) else str(value)
        for variable, text in (runtime.get("env_fixed") or {}).items():
            try:
                env[variable] = str(text).format(prefix=prefix, url=url)
            except (KeyError, IndexError, ValueError):
                raise CommandFailed(CONFIG_INVALID, f"{variable}: a placeholder the agent does not know") from None
        return cls(
            image=str(runtime["image"]),
            port=int(runtime.get("port") or 0),
            env=env,
            gpu=bool(runtime.get("gpu")),
            data_path=str(runtime.get("data_path") or ""),
        )


def _name(app_id: int) -> str:
    return f"zc-app-{app_id}"


def _volume(app_id: int) -> str:
    return f"zc-app-{app_id}-data"


def _space_left(error: Exception) -> bool:
    return "no space left on device" in str(error).lower()


class DockerRuntime:
    def __init__(self, *, device_id: str, client: Any = None, network: str = NETWORK, has_gpu: bool = False) -> None:
        self.client = client or docker.from_env()
        self.device_id = device_id
        self.network = network
        self.has_gpu = has_gpu
        self.labels_filter = [f"{DEVICE_LABEL}={device_id}"]

    def _labels(self, app_id: int) -> dict[str, str]:
        return {APP_LABEL: str(app_id), DEVICE_LABEL: self.device_id}

    def _container(self, app_id: int) -> Any | None:
        try:
            container = self.client.containers.get(_name(app_id))
        except NotFound:
            return None
        return container if container.labels.get(DEVICE_LABEL) == self.device_id else None

    # What runs

    def statuses(self) -> dict[int, str]:
        """Each of this device's app containers, as an app status."""
        found = {}
        # The list's own data (sparse): inspecting each container after the list would race
        # a command removing one meanwhile (the worker thread), and fail the heartbeat.
        for container in self.client.containers.list(all=True, filters={"label": self.labels_filter}, sparse=True):
            app_id = (container.attrs.get("Labels") or {}).get(APP_LABEL, "")
            if app_id.isdigit():
                found[int(app_id)] = STATUSES.get(container.status, "failed")
        return found

    def has(self, app_id: int) -> bool:
        return self._container(app_id) is not None

    def address(self, app_id: int, port: int) -> tuple[str, int] | None:
        """Where the app's published port answers on this machine (127.0.0.1), if it runs."""
        container = self._container(app_id)
        if container is None or container.status != "running":
            return None
        bindings = (container.attrs.get("NetworkSettings", {}).get("Ports") or {}).get(f"{port}/tcp") or []
        for binding in bindings:
            if binding.get("HostPort"):
                return "127.0.0.1", int(binding["HostPort"])
        return None

    # Making and removing

    def _ensure_network(self) -> None:
        if not self.client.networks.list(names=[self.network]):
            self.client.networks.create(self.network, driver="bridge", labels={DEVICE_LABEL: self.device_id})

    def _check_disk(self) -> None:
        root = self.client.info().get("DockerRootDir") or "/"
        try:
            free = shutil.disk_usage(root).free
        except OSError:
            return  # the daemon's folder is not visible from here (a remote daemon): Docker will say
        if free < MIN_FREE_BYTES:
            raise CommandFailed(INSUFFICIENT_DISK, f"{free // 1024**2} MiB free where Docker keeps images")

    def image_ready(self, image: str) -> bool:
        try:
            self.client.images.get(image)
        except ImageNotFound:
            return False
        return True

    def pull(self, image: str) -> None:
        self._check_disk()
        try:
            self.client.images.pull(image)
        except (APIError, DockerException) as exc:
            code = INSUFFICIENT_DISK if _space_left(exc) else IMAGE_PULL_FAILED
            raise CommandFailed(code, f"{image}: {exc}") from None

    def create(self, app_id: int, spec: AppSpec) -> None:
        """Makes the app's container (stopped) from its spec; an existing one is replaced."""
        if spec.gpu and not self.has_gpu:
            raise CommandFailed(GPU_UNAVAILABLE, "the app needs a GPU and this machine shows none")
        self._check_disk()
        self._ensure_network()
        self.remove(app_id, data=False)
        options: dict[str, Any] = {
            "name": _name(app_id),
            "labels": self._labels(app_id),
            "environment": spec.env,
            "network": self.network,
            "restart_policy": {"Name": "unless-stopped"},
            "detach": True,
        }
        if spec.port:
            options["ports"] = {f"{spec.port}/tcp": ("127.0.0.1", None)}
        if spec.data_path:
            self.client.volumes.create(_volume(app_id), labels=self._labels(app_id))
            options["volumes"] = {_volume(app_id): {"bind": spec.data_path, "mode": "rw"}}
        if spec.gpu:
            options["device_requests"] = [DeviceRequest(count=-1, capabilities=[["gpu"]])]
        try:
            self.client.containers.create(spec.image, **options)
        except (APIError, DockerException) as exc:
            self.remove(app_id, data=False)
            if _space_left(exc):
                raise CommandFailed(INSUFFICIENT_DISK, str(exc)) from None
            if "device driver" in str(exc) or "gpu" in str(exc).lower():
                raise CommandFailed(GPU_UNAVAILABLE, str(exc)) from None
            raise CommandFailed(CONFIG_INVALID, str(exc)) from None

    def remove(self, app_id: int, *, data: bool) -> None:
        container = self._container(app_id)
        if container is not None:
            with contextlib.suppress(NotFound):  # gone meanwhile
                container.remove(force=True)
        if data:
            try:
                volume = self.client.volumes.get(_volume(app_id))
            except NotFound:
                return
            if volume.attrs.get("Labels", {}).get(DEVICE_LABEL) == self.device_id:
                volume.remove(force=True)

    # Running

    def _own(self, app_id: int) -> Any:
        container = self._container(app_id)
        if container is None:
            raise CommandFailed(APP_NOT_FOUND, f"no container of app {app_id} on this machine")
        return container

    def start(self, app_id: int) -> None:
        container = self._own(app_id)
        if container.status == "paused":
            container.unpause()
        restarts = container.attrs.get("RestartCount", 0)
        try:
            container.start()
        except APIError as exc:
            raise CommandFailed(CONFIG_INVALID, str(exc)) from None
        self._check_up(container, restarts)

    def _check_up(self, container: Any, restarts: int) -> None:
        """Refuses an app that exits at once (its settings or its image are wrong): with its
        restart policy Docker would start it again and again, so a restart counts as an exit."""
        deadline = time.monotonic() + STARTUP_CHECK_SECONDS
        while time.monotonic() < deadline:
            time.sleep(0.25)
            container.reload()
            if (
                container.status in ("exited", "dead", "restarting")
                or container.attrs.get("RestartCount", 0) > restarts
            ):
                container.stop(timeout=1)  # ends the restart loop too
                container.reload()
                logs = container.logs(tail=LOG_LINES).decode(errors="replace").strip()
                code = container.attrs.get("State", {}).get("ExitCode")
                raise CommandFailed(CONFIG_INVALID, f"the app exited at once (code {code}): {logs}")

    def stop(self, app_id: int) -> None:
        container = self._own(app_id)
        if container.status == "paused":
            container.unpause()
        container.stop(timeout=10)

    def restart(self, app_id: int) -> None:
        container = self._own(app_id)
        if container.status == "paused":
            container.unpause()
        restarts = container.attrs.get("RestartCount", 0)
        container.restart(timeout=10)
        self._check_up(container, restarts)

    def suspend(self, app_id: int) -> None:
        container = self._own(app_id)
        if container.status != "paused":
            container.pause()

    def resume(self, app_id: int) -> None:
        container = self._own(app_id)
        if container.status == "paused":
            container.unpause()

    def snapshot(self, app_id: int) -> str:
        """Keeps the container's file system as an image of its own; answers its tag."""
        container = self._own(app_id)
        tag = time.strftime("%Y%m%d%H%M%S")
        try:
            container.commit(repository=f"zc-snapshot-{app_id}", tag=tag, conf={"Labels": self._labels(app_id)})
        except APIError as exc:
            raise CommandFailed(INSUFFICIENT_DISK if _space_left(exc) else UNKNOWN, str(exc)) from None
        return f"zc-snapshot-{app_id}:{tag}"
