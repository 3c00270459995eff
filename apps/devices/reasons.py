"""Why a device changed status, written in the reader's language. A log row keeps a reason
key and its parameters; a reason that is not a key (free text from staff or tests) shows
as it is."""

from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from .agent_errors import agent_error_text
from .choices import CommandType

REASONS: dict[str, Promise] = {
    "registered": _("registered by the agent"),
    "registered_again": _("registered again by the agent"),
    "reported": _("reported by the agent"),
    "power": _("power: {action}"),
    "command_done": _("{action}: done"),
    "command_failed": _("{action} failed: {error}"),
    "command_expired": _("{action}: no answer before the deadline"),
    "progress": _("{action}: progress reported by the agent"),
    "no_heartbeat": _("no heartbeat for {seconds} s"),
    "ordered": _("ordered with plan {plan}"),
    "provisioned": _("provisioned by the cloud provider"),
    "cloud_heartbeat": _("back online (cloud provider)"),
    "staff_offline": _("marked offline by staff"),
    "unpaid": _("stopped: the wallet cannot pay for the next period"),
}


def reason_text(reason: str, params: dict[str, Any] | None = None, *, catalogue: dict[str, Promise] = REASONS) -> str:
    """The reason in the reader's language (command types named as they read, an agent's
    error by its code: `agent_errors`); `catalogue` lets other logs (installed apps) use
    their own keys."""
    template = catalogue.get(reason)
    if template is None:
        return reason
    values = dict(params or {})
    if values.get("action") in CommandType.values:
        values["action"] = CommandType(values["action"]).label
    if reason == "command_failed":
        values["error"] = agent_error_text(values.get("code"))
    return str(template).format(**{key: str(value) for key, value in values.items()})
