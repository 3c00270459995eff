"""Why an installed app's log has a row, written in the reader's language (the row keeps a
reason key and its parameters, never a secret)."""

from typing import Any

from django.utils import translation
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from apps.devices.choices import CommandType
from apps.devices.reasons import reason_text as device_reason_text

from .choices import AppAction, SharingMode

REASONS: dict[str, Promise] = {
    "created": gettext_lazy("added to the device"),
    "install": gettext_lazy("install requested"),
    "action": gettext_lazy("{action} requested"),
    "command_done": gettext_lazy("{action}: done"),
    "command_failed": gettext_lazy("{action} failed: {error}"),
    "command_expired": gettext_lazy("{action}: no answer before the deadline"),
    "progress": gettext_lazy("{action}: progress reported by the agent"),
    "start_after_install": gettext_lazy("starting after the install"),
    "device_released": gettext_lazy("removed: the device was unbound"),
    "staff_retry": gettext_lazy("install retried by support"),
    "staff_fail": gettext_lazy("install given up by support"),
    "staff_uninstall": gettext_lazy("uninstall requested by support"),
    "order_ended": gettext_lazy("taken off the device: the order it was installed for ended"),
    "staff_clear": gettext_lazy("cleared by support: {reason}"),
    "lite_space_stopped": gettext_lazy("stopped with its lite-app space"),
    "sharing": gettext_lazy("sharing: {mode}, rentable: {rentable}, {price} coins per hour"),
    "api_key_rotated": gettext_lazy("AI API key rotated"),
    "config": gettext_lazy("settings changed: {fields}"),
    "reported": gettext_lazy("reported by the device"),
}


def action_label(action: str) -> str:
    """An app command as the reader names it (install, one of the actions, or applying its
    settings)."""
    if action == "install":
        return _("Install")
    if action in AppAction.values:
        return str(AppAction(action).label)
    return str(CommandType(action).label) if action in CommandType.values else action


def reason_text(reason: str, params: dict[str, Any] | None = None) -> str:
    values = dict(params or {})
    if "action" in values:
        values["action"] = action_label(values["action"])
    if reason == "config":
        # the fields' titles in both languages, kept when the change was logged
        values["fields"] = values.get("zh" if (translation.get_language() or "").startswith("zh") else "en", "")
    if reason == "sharing":
        values["mode"] = SharingMode(values["mode"]).label if values.get("mode") in SharingMode.values else ""
        values["rentable"] = _("yes") if values.get("rentable") else _("no")
    return device_reason_text(reason, values, catalogue=REASONS)
