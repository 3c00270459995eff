import logging
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig, SuspiciousOperation, TooManyFieldsSent, TooManyFilesSent
from django.db import InterfaceError, OperationalError
from django.http import Http404, JsonResponse
from rest_framework import exceptions as drf
from rest_framework.response import Response
from rest_framework.views import set_rollback

from .envelope import envelope
from .errors import ApplicationError, error_entry

logger = logging.getLogger(__name__)

_DRF_CODES: list[tuple[type[Exception], str]] = [
    (drf.ValidationError, "validation_error"),
    (drf.ParseError, "malformed_request"),
    (drf.NotAuthenticated, "not_authenticated"),
    (drf.AuthenticationFailed, "token_invalid"),
    (drf.PermissionDenied, "permission_denied"),
    (drf.NotFound, "not_found"),
    (drf.MethodNotAllowed, "method_not_allowed"),
    (drf.NotAcceptable, "not_acceptable"),
    (drf.UnsupportedMediaType, "unsupported_media_type"),
    (drf.Throttled, "too_many_requests"),
]
# Django's refusals of a request it cannot or will not read, raised while a view reads the body.
_DJANGO_CODES: list[tuple[type[Exception], str]] = [
    (RequestDataTooBig, "payload_too_large"),
    (TooManyFieldsSent, "too_many_fields"),
    (TooManyFilesSent, "too_many_fields"),
    (SuspiciousOperation, "malformed_request"),
]

# The database could not be reached or dropped the connection (an outage, a restart, a full
# connection table): answered 503 `service_unavailable`, worth retrying after this long.
DATABASE_UNAVAILABLE = (OperationalError, InterfaceError)
RETRY_AFTER_SECONDS = 5
RETRY_AFTER = {"Retry-After": str(RETRY_AFTER_SECONDS)}


def error_response(code: str, *, data: Any = None, message: Any = None, headers: dict | None = None) -> Response:
    status, default = error_entry(code)
    response = Response(
        envelope(status=status, data=data, msg=str(message if message is not None else default), error=code),
        status=status,
        headers=headers,
    )
    response.is_envelope = True  # type: ignore[attr-defined]
    return response


def error_json(code: str, *, headers: dict | None = None) -> JsonResponse:
    """The envelope of `code`, from a plain Django view or middleware (outside DRF)."""
    status, message = error_entry(code)
    return JsonResponse(envelope(status=status, msg=str(message), error=code), status=status, headers=headers)


def database_unavailable_log(exc: Exception) -> None:
    logger.warning("The database is unavailable: %s", exc)


def _field_errors(detail: Any) -> Any:
    if isinstance(detail, dict):
        return {key: _field_errors(value) for key, value in detail.items()}
    if isinstance(detail, list):
        if all(isinstance(item, str) for item in detail):
            return [str(item) for item in detail]
        return [_field_errors(item) for item in detail]
    return [str(detail)]


def envelope_exception_handler(exc: Exception, context: dict[str, Any]) -> Response:
    set_rollback()
    if isinstance(exc, ApplicationError):
        return error_response(exc.code, data=exc.data, message=exc.message)
    if isinstance(exc, DATABASE_UNAVAILABLE):
        database_unavailable_log(exc)
        return error_response("service_unavailable", headers=RETRY_AFTER)
    refusal = next((code for cls, code in _DJANGO_CODES if isinstance(exc, cls)), None)
    if refusal is not None:
        return error_response(refusal)
    if isinstance(exc, Http404):
        exc = drf.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = drf.PermissionDenied()
    if isinstance(exc, drf.APIException):
        code = next((code for cls, code in _DRF_CODES if isinstance(exc, cls)), "server_error")
        headers: dict[str, str] = {}
        if getattr(exc, "auth_header", None):
            headers["WWW-Authenticate"] = exc.auth_header  # type: ignore[attr-defined]
        wait = getattr(exc, "wait", None)
        if wait is not None:
            headers["Retry-After"] = str(int(wait))
        if isinstance(exc, drf.ValidationError):
            detail = exc.detail if isinstance(exc.detail, dict) else {"non_field_errors": exc.detail}
            return error_response(code, data=_field_errors(detail), headers=headers)
        return error_response(code, headers=headers)
    logger.exception("Unhandled error in %s", context.get("view").__class__.__name__, exc_info=exc)
    return error_response("server_error")
