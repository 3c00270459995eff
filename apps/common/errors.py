"""The catalogue of stable error codes: code -> (HTTP status, default translated message).

Every failure the API answers carries one of these codes in `error`. The README's error
table is checked against this mapping by a test, so add new codes here first.
"""

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

ERRORS: dict[str, tuple[int, Promise]] = {
    "validation_error": (400, _("Some fields are not valid; please check them and try again.")),
    "malformed_request": (400, _("The request could not be read.")),
    "invalid_credentials": (400, _("Account or password incorrect.")),
    "not_authenticated": (401, _("Please sign in first.")),
    "token_invalid": (401, _("Your session has expired; please sign in again.")),
    "permission_denied": (403, _("You do not have permission to do this.")),
    "not_found": (404, _("The requested resource does not exist.")),
    "method_not_allowed": (405, _("This method is not allowed here.")),
    "unsupported_media_type": (415, _("This content type is not supported.")),
    "too_many_attempts": (429, _("Too many failed attempts; please try again later.")),
    "too_many_requests": (429, _("Too many requests; please slow down and try again later.")),
    "server_error": (500, _("Something went wrong on our side; please try again later.")),
}


class ApplicationError(Exception):
    """A refusal raised by a service; the API answers it in the envelope."""

    def __init__(self, code: str, *, message: str | Promise | None = None, data: object = None) -> None:
        if code not in ERRORS:
            raise KeyError(f"unknown error code {code!r}: add it to apps.common.errors.ERRORS")
        self.code = code
        self.status, default = ERRORS[code]
        self.message = message if message is not None else default
        self.data = data
        super().__init__(f"{code}: {self.message}")


def field_error(field: str, message: str | Promise) -> ApplicationError:
    return ApplicationError("validation_error", data={field: [str(message)]})
