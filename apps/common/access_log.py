"""Access logs never show a token: the values of token-carrying query parameters (the
desktop client's `/pc-web?token=…&refresh_token=…`, a hand-over or OAuth `code` and
`state`, e-mailed links such as `/reset-password?token=…`) are masked before a line is
written. `config.asgi` installs `redacting_log_action` on daphne's server, through which
both `daphne` and `manage.py runserver` log every request."""

import re
from typing import Any

REDACTED_PARAMETERS = ("token", "refresh_token", "access_token", "code", "state")

_VALUE = re.compile(rf"(?i)([?&;](?:{'|'.join(REDACTED_PARAMETERS)})=)[^&;#'\s]*")


def redacted_uri(uri: str) -> str:
    """`uri` with the values of REDACTED_PARAMETERS replaced by `***`."""
    return _VALUE.sub(r"\1***", uri)


def redacted_log_action(log_action: Any) -> Any:
    """Wraps daphne's `Server.log_action(protocol, action, details)` (once, however often
    the module that installs it is imported)."""
    if getattr(log_action, "redacting", False):
        return log_action

    def log(self: Any, protocol: str, action: str, details: dict[str, Any]) -> None:
        path = details.get("path")
        if isinstance(path, str):
            details = {**details, "path": redacted_uri(path)}
        log_action(self, protocol, action, details)

    log.redacting = True  # type: ignore[attr-defined]
    return log
