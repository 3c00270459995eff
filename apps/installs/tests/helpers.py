from typing import Any

from django.utils import translation

from apps.accounts.actor import Actor
from apps.devices.models import AgentCommand, Device
from apps.devices.services import command_progress, command_result
from apps.devices.tests.helpers import GIB, make_device
from apps.store.choices import AppDisplayType
from apps.store.models import App
from apps.store.tests.helpers import make_app

from ..choices import AppStatus
from ..models import InstalledApp, InstalledAppLog, LiteSpace
from ..reasons import reason_text
from ..services import SUB_STATUSES, app_act, app_install

API = "/api/cim/v1"
PASSWORD = "hunter2hunter2"

AI_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "port": {"type": "integer", "title": {"en": "Port", "zh": "端口"}, "default": 11434},
        "password": {"type": "string", "title": {"en": "Password", "zh": "密码"}, "format": "password", "minLength": 8},
    },
    "required": ["password"],
}


def ai_app(**fields: Any) -> App:
    fields.setdefault("display_type", AppDisplayType.AI_COMPUTE)
    fields.setdefault("config_schema", AI_SCHEMA)
    fields.setdefault("min_cpu_cores", 2)
    fields.setdefault("min_memory_bytes", 4 * GIB)
    fields.setdefault("min_disk_bytes", 10 * GIB)
    return make_app(**fields)


# A version a box's agent runs behind its gateway (apps/store/runtime.py).
GATEWAY_RUNTIME = {"image": "zcompute/hello-box:1", "port": 8080, "access": "http"}
GATEWAY_URL = "http://203.0.113.7:8780"


def behind_gateway(installed: InstalledApp, url: str = GATEWAY_URL) -> InstalledApp:
    """The app's box reported its gateway, as an agent's first heartbeat does."""
    Device.objects.filter(pk=installed.device_id).update(gateway_url=url)
    installed.device.gateway_url = url
    return installed


def lite_app(**fields: Any) -> App:
    fields.setdefault("display_type", AppDisplayType.LITE_APP)
    fields.setdefault("min_disk_bytes", 4 * GIB)
    return make_app(**fields)


def server_app(**fields: Any) -> App:
    """A plain server app: no AI API, no install form."""
    fields.setdefault("display_type", AppDisplayType.SERVER)
    fields.setdefault("min_cpu_cores", 1)
    fields.setdefault("min_memory_bytes", GIB)
    fields.setdefault("min_disk_bytes", GIB)
    return make_app(**fields)


def box(owner: Actor | None, **fields: Any) -> Device:
    """An online box that meets the test apps' minimums."""
    fields.setdefault("cpu_cores", 8)
    fields.setdefault("memory_bytes", 32 * GIB)
    fields.setdefault("disk_bytes", 500 * GIB)
    return make_device(owner, **fields)


def open_command(installed: InstalledApp) -> AgentCommand:
    return AgentCommand.objects.filter(app_id=installed.id, status__in=["pending", "sent"]).latest("id")


def answer(installed: InstalledApp, *, success: bool = True, detail: str = "", code: str = "") -> InstalledApp:
    """The agent answers the app's open command."""
    command = open_command(installed)
    command_result(device=installed.device, command_id=command.id, success=success, detail=detail, code=code)
    installed.refresh_from_db()
    return installed


def installed_app(
    owner: Actor, *, app: App | None = None, device: Device | None = None, running: bool = True, **kw: Any
) -> InstalledApp:
    """An app installed on `device` (a new box by default), answered up to running unless not."""
    app = app or ai_app()
    device = device or box(owner)
    is_ai = app.config_schema["properties"] == AI_SCHEMA["properties"]
    config = kw.pop("config", {"password": PASSWORD} if is_ai else {})
    installed = app_install(actor=owner, device_id=device.id, app_id=app.id, config=config, **kw)
    if running:
        installed = answer(installed)  # installed -> starting
        installed = answer(installed)  # starting -> running
    return installed


# How to bring a fresh install to each status through the real state machine: the install
# starts `installing` (`start_after_install` as given), then each step is the agent's answer
# ("ok" / "fail"), a sub-status it reports, or an owner's action.
ROUTES: dict[str, tuple[bool, tuple[str, ...]]] = {
    AppStatus.INSTALLING: (True, ()),
    AppStatus.DOWNLOADING: (True, ("downloading",)),
    AppStatus.PREPARING: (True, ("ok", "preparing")),
    AppStatus.SHUTTING_DOWN: (True, ("ok", "ok", "stop", "shutting_down")),
    AppStatus.INSTALLATION_FAILED: (True, ("fail",)),
    AppStatus.INSTALLED: (False, ("ok",)),
    AppStatus.STARTING: (True, ("ok",)),
    AppStatus.FAILED: (True, ("ok", "fail")),
    AppStatus.RUNNING: (True, ("ok", "ok")),
    AppStatus.STOPPING: (True, ("ok", "ok", "stop")),
    AppStatus.STOPPED: (True, ("ok", "ok", "stop", "ok")),
    AppStatus.RESTARTING: (True, ("ok", "ok", "restart")),
    AppStatus.SUSPENDING: (True, ("ok", "ok", "suspend")),
    AppStatus.SUSPENDED: (True, ("ok", "ok", "suspend", "ok")),
    AppStatus.RESUMING: (True, ("ok", "ok", "suspend", "ok", "resume")),
    AppStatus.SNAPSHOTTING: (True, ("ok", "ok", "snapshot")),
    AppStatus.UNINSTALLING: (False, ("ok", "uninstall")),
    AppStatus.UNINSTALL_FAILED: (False, ("ok", "uninstall", "fail")),
    AppStatus.NOT_INSTALL: (False, ("ok", "uninstall", "ok")),
}


def app_at(status: str, owner: Actor, *, app: App | None = None, device: Device | None = None) -> InstalledApp:
    """An installed app brought to `status` the way the product gets there."""
    start_after_install, steps = ROUTES[status]
    installed = installed_app(owner, app=app, device=device, running=False, start_after_install=start_after_install)
    for step in steps:
        if step in ("ok", "fail"):
            installed = answer(installed, success=step == "ok", detail="" if step == "ok" else "broken")
        elif step in SUB_STATUSES.values():
            command_progress(device=installed.device, command_id=open_command(installed).id, status=step)
            installed.refresh_from_db()
        else:
            app_act(actor=owner, installed_app_id=installed.id, action=step)
            installed.refresh_from_db()
    assert installed.status == status, (installed.status, status)
    return installed


def refused(response: Any, status: int, error: str) -> dict[str, Any]:
    body: dict[str, Any] = response.json()
    assert response.status_code == status, body
    assert body["code"] == status and body["error"] == error, body
    return body


def described(entry: InstalledAppLog) -> str:
    """A log row's reason as an English reader sees it."""
    with translation.override("en"):
        return reason_text(entry.reason, entry.reason_params)


def last_log(installed: InstalledApp) -> InstalledAppLog:
    return installed.log.order_by("-id")[0]


def moves(installed: InstalledApp) -> list[tuple[str, str]]:
    """The app's status moves, oldest first."""
    return list(installed.log.order_by("id").values_list("old_status", "new_status"))


def world() -> tuple[Any, ...]:
    """Everything an installs call may write, to check that a refusal wrote nothing."""
    return (
        sorted(
            InstalledApp.objects.values_list(
                "id", "status", "sharing_mode", "rentable", "price_per_hour", "api_key_digest", "config", "updated_at"
            )
        ),
        InstalledAppLog.objects.count(),
        sorted(AgentCommand.objects.values_list("id", "status")),
        sorted(LiteSpace.objects.values_list("id", "status", "disk_bytes")),
    )
