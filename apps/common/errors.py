"""The catalogue of stable error codes: code -> (HTTP status, default translated message).

Every failure the API answers carries a registered code in `error`. The generic codes of
the API contract are here; each app declares its own in its `errors.py` and registers them
from its `AppConfig.ready()` into `ERROR_CODES`. A code registered twice stops the
start-up. `manage.py docs_errors` writes the table in `docs/api/errors.md` from the registry
(with the agent's codes, registered by devices into `AGENT_ERROR_CODES`); a test fails when
that page is stale.
"""

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from .registry import Registry

ErrorEntry = tuple[int, Promise]

ERRORS: dict[str, ErrorEntry] = {
    "validation_error": (400, _("Some fields are not valid; please check them and try again.")),
    "malformed_request": (400, _("The request could not be read.")),
    "too_many_fields": (400, _("The request has too many fields or files.")),
    "not_authenticated": (401, _("Please sign in first.")),
    "token_invalid": (401, _("Your session has expired; please sign in again.")),
    "permission_denied": (403, _("You do not have permission to do this.")),
    "member_not_allowed": (
        403,
        _(
            "Members have no permission to manage devices, install apps or rent apps; "
            "please contact your administrator."
        ),
    ),
    "not_found": (404, _("The requested resource does not exist.")),
    "method_not_allowed": (405, _("This method is not allowed here.")),
    "not_acceptable": (406, _("This answer is only available as JSON (Accept: application/json).")),
    "transition_not_allowed": (409, _("This can no longer be done; the item has changed meanwhile.")),
    "price_changed": (409, _("The price has changed since you looked; please check the new price and confirm again.")),
    "payload_too_large": (413, _("The request is too large.")),
    "unsupported_media_type": (415, _("This content type is not supported.")),
    "too_many_requests": (429, _("Too many requests; please slow down and try again later.")),
    "server_error": (500, _("Something went wrong on our side; please try again later.")),
    "service_unavailable": (503, _("The service is briefly unavailable; please try again in a moment.")),
}

# Every app's codes: `ERROR_CODES.register(app=..., entries=ERRORS)` from its `ready()`.
ERROR_CODES: Registry[ErrorEntry] = Registry("error code")
# What an agent may say went wrong with a command (code -> meaning); devices owns the catalogue
# and registers it here so the docs page lists it beside the API's codes.
AGENT_ERROR_CODES: Registry[Promise] = Registry("agent error code")


def error_entry(code: str) -> ErrorEntry:
    """(HTTP status, default message) of a registered code."""
    return ERROR_CODES[code]


class ApplicationError(Exception):
    """A refusal raised by a service; the API answers it in the envelope."""

    def __init__(self, code: str, *, message: str | Promise | None = None, data: object = None) -> None:
        self.status, default = error_entry(code)
        self.code = code
        self.message = message if message is not None else default
        self.data = data
        super().__init__(f"{code}: {self.message}")


def field_error(field: str, message: str | Promise) -> ApplicationError:
    return ApplicationError("validation_error", data={field: [str(message)]})
