"""An installed app's settings after its install: the owner changes them, a `configure` command
with payload `{"config": {...}}` (the whole new configuration, password fields sealed) takes
them to the box, which applies them within minutes. A field the app's schema marks `readOnly`
was set at install and keeps its value."""

from typing import Any

from django.db import transaction
from django.utils.translation import gettext as _

from apps.accounts.actor import Actor
from apps.common.errors import ApplicationError
from apps.common.secrets import unseal_tree
from apps.devices.choices import CommandStatus, CommandType
from apps.devices.models import AgentCommand
from apps.devices.services import command_queue
from apps.store.config_schema import config_validate, schema_localized

from ..choices import CONFIG_MASK, ON_DEVICE, AppStatus, LogKind
from ..models import InstalledApp
from .lifecycle import MACHINE, _own, _require_online, _sealed_config

TITLE_SEPARATORS = {"en": ", ", "zh": "、"}


def _kept(spec: dict[str, Any], value: Any) -> bool:
    """A password field sent back masked or blank keeps its value."""
    return spec.get("format") == "password" and value in (CONFIG_MASK, "")


def _titles(schema: dict[str, Any], names: list[str]) -> dict[str, str]:
    """The changed fields' titles in each language, as the log names them."""
    titles = {}
    for language, separator in TITLE_SEPARATORS.items():
        properties = schema_localized(schema, language=language).get("properties", {})
        titles[language] = separator.join(str(properties[name].get("title") or name) for name in names)
    return titles


@transaction.atomic
def app_config_update(*, actor: Actor, installed_app_id: int, config: Any) -> InstalledApp:
    """Changes some of the app's settings: `config` names the fields to change (a value, or
    null for its default); the others keep theirs, and so does a password field sent masked
    or blank. The result is checked against the app's schema (400 `validation_error`, fields
    `config.<name>`); a field marked `readOnly` refuses any other value (409
    `modification_not_supported`, its message under `data["config.<name>"]`). The app must be on its device (409
    `app_not_installed`) and, when something changes, the device online (409
    `device_offline`). The change is logged with the fields' titles, never their values."""
    installed = _own(actor=actor, installed_app_id=installed_app_id)
    if installed.status == AppStatus.NOT_INSTALL:
        raise ApplicationError("not_found")
    if installed.status not in ON_DEVICE:
        raise ApplicationError("app_not_installed")
    if not isinstance(config, dict):
        raise ApplicationError("validation_error", data={"config": [_("Enter an object of settings.")]})
    schema = installed.app.config_schema
    properties: dict[str, dict[str, Any]] = schema.get("properties", {})
    current = {name: value for name, value in unseal_tree(installed.config).items() if name in properties}
    changes = {name: value for name, value in config.items() if not _kept(properties.get(name, {}), value)}
    cleaned = config_validate(schema=schema, config=current | changes)
    changed = [name for name in properties if cleaned.get(name) != current.get(name)]
    locked = [name for name in changed if name in changes and properties[name].get("readOnly") is True]
    if locked:
        refusal = ApplicationError("modification_not_supported")
        refusal.data = {f"config.{name}": [str(refusal.message)] for name in locked}
        raise refusal
    if not changed:
        return installed
    _require_online(installed.device)
    installed.config = _sealed_config(installed.app, cleaned)
    installed.save(update_fields=["config", "updated_at"])
    command_queue(
        device=installed.device, type=CommandType.CONFIGURE, app_id=installed.id, payload={"config": installed.config}
    )
    MACHINE.log(
        installed,
        old=installed.status,
        actor=actor.user,
        reason="config",
        reason_params={"fields": changed, **_titles(schema, changed)},
        kind=LogKind.CONFIG,
    )
    return installed


def on_config_command_finished(*, command: AgentCommand, succeeded: bool, detail: str, code: str) -> None:
    """A box could not apply new settings (or an access change): the app's log says so, with
    the agent's error; its status stays."""
    if succeeded or command.type != CommandType.CONFIGURE or command.app_id is None:
        return
    installed = InstalledApp.objects.select_for_update().filter(id=command.app_id).first()
    if installed is None:
        return
    if command.status == CommandStatus.EXPIRED:
        reason, params = "command_expired", {"action": command.type}
    else:
        reason, params = "command_failed", {"action": command.type, "code": code, "detail": detail[:200]}
    MACHINE.log(installed, old=installed.status, reason=reason, reason_params=params, kind=LogKind.CONFIG)
