from typing import Any

from apps.accounts.models import User
from apps.devices.models import AgentCommand, Device
from apps.devices.services import command_result
from apps.devices.tests.helpers import GIB, make_device
from apps.market.choices import AppDisplayType
from apps.market.models import App
from apps.market.tests.helpers import make_app

from ..models import InstalledApp
from ..services import app_install

API = "/api/cim/v1"

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


def lite_app(**fields: Any) -> App:
    fields.setdefault("display_type", AppDisplayType.LITE_APP)
    fields.setdefault("min_disk_bytes", 4 * GIB)
    return make_app(**fields)


def box(owner: User | None, **fields: Any) -> Device:
    """An online box that meets the test apps' minimums."""
    fields.setdefault("cpu_cores", 8)
    fields.setdefault("memory_bytes", 32 * GIB)
    fields.setdefault("disk_bytes", 500 * GIB)
    return make_device(owner, **fields)


def open_command(installed: InstalledApp) -> AgentCommand:
    return AgentCommand.objects.filter(app_id=installed.id, status__in=["pending", "sent"]).latest("id")


def answer(installed: InstalledApp, *, success: bool = True, detail: str = "") -> InstalledApp:
    """The agent answers the app's open command."""
    command = open_command(installed)
    command_result(device=installed.device, command_id=command.id, success=success, detail=detail)
    installed.refresh_from_db()
    return installed


def installed_app(
    owner: User, *, app: App | None = None, device: Device | None = None, running: bool = True, **kw: Any
):
    """An app installed on `device` (a new box by default), answered up to running unless not."""
    app = app or ai_app()
    device = device or box(owner)
    config = kw.pop("config", {"password": "hunter2hunter2"} if app.config_schema == AI_SCHEMA else {})
    installed = app_install(user=owner, device_id=device.id, app_id=app.id, config=config, **kw)
    if running:
        installed = answer(installed)  # installed -> starting
        installed = answer(installed)  # starting -> running
    return installed
