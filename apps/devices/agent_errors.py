"""What an agent says went wrong with a command: an optional `code` from this catalogue beside
its free-text `detail` in the command's result. A failure is logged with both; the log shows
the code's text in the reader's language and the agent's own words as a detail. A code this
version does not know (a newer agent's) and a failure without one read as `unknown`."""

import re
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

UNKNOWN = "unknown"
# What an agent may send as a code: short, lower case, words joined by underscores.
CODE_PATTERN = re.compile(r"^[a-z][a-z0-9_]{0,39}$")

AGENT_ERRORS: dict[str, Promise] = {
    "image_pull_failed": _("the app's image could not be downloaded"),
    "insufficient_disk": _("not enough free disk space on the device"),
    "insufficient_memory": _("not enough free memory on the device"),
    "port_in_use": _("a port the app needs is already in use"),
    "gpu_unavailable": _("the GPU is not available"),
    "config_invalid": _("the device could not apply the app's settings"),
    "timeout": _("the device gave up waiting for it to finish"),
    "access_unsupported": _("the device's runtime does not make SSH users; the app is reached through its gateway"),
    "app_not_found": _("the app is not on the device"),
    "command_unsupported": _("the device's agent does not carry out this command"),
    UNKNOWN: _("an error on the device"),
}


def agent_error_code(code: str) -> str:
    """The code as kept on the log row: as sent when it looks like a code, else `unknown`."""
    return code if CODE_PATTERN.match(code) else UNKNOWN


def agent_error_text(code: str | None) -> str:
    """The code's text in the reader's language (the generic one for an unknown code)."""
    return str(AGENT_ERRORS.get(code or UNKNOWN, AGENT_ERRORS[UNKNOWN]))


def agent_error(reason: str, params: dict[str, Any] | None) -> dict[str, str | None]:
    """A log row's agent error as the API answers it: `error_code` (as the agent sent it,
    `unknown` when it sent none) and `detail` (its own words, if any); both null on a row
    that is not a failed command."""
    if reason != "command_failed":
        return {"error_code": None, "detail": None}
    values = params or {}
    return {"error_code": values.get("code") or UNKNOWN, "detail": values.get("detail") or None}
