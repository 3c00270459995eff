from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.http.response import HttpResponseBase
from django.middleware.gzip import GZipMiddleware
from whitenoise.middleware import WhiteNoiseMiddleware

from .errors import error_entry
from .exceptions import DATABASE_UNAVAILABLE, RETRY_AFTER, database_unavailable_log, error_json

# The generic code of each status Django itself answers with a page of its own.
_CODE_OF_STATUS = {
    400: "malformed_request",
    403: "permission_denied",
    404: "not_found",
    405: "method_not_allowed",
}


def is_api_path(path: str) -> bool:
    return path == "/api" or path.startswith("/api/")


class ApiErrorEnvelopeMiddleware:
    """Every `/api` answer is the envelope: an error Django answers around the API views (a
    Host not allowed, a body it cannot read, a method a plain view does not take) leaves as
    the envelope of its status instead of Django's HTML page. Sits inside LocaleMiddleware,
    so the message is in the caller's language. A plain view (outside DRF, whose exception
    handler does the same) that cannot reach the database answers 503 `service_unavailable`,
    on a page path as plain text."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        if (
            response.status_code < 400
            or not is_api_path(request.path)
            or response.get("Content-Type", "").startswith("application/json")
        ):
            return response
        status = response.status_code
        code = _CODE_OF_STATUS.get(status, "server_error" if status >= 500 else "malformed_request")
        allow = response.get("Allow")
        return error_json(code, headers={"Allow": allow} if allow else None)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponseBase | None:
        if not isinstance(exception, DATABASE_UNAVAILABLE):
            return None
        database_unavailable_log(exception)
        if is_api_path(request.path):
            return error_json("service_unavailable", headers=RETRY_AFTER)
        status, message = error_entry("service_unavailable")
        return HttpResponse(str(message), status=status, content_type="text/plain; charset=utf-8", headers=RETRY_AFTER)


def body_limit(content_type: str) -> int:
    """The most bytes a request body of this content type may have (docs/configuration.md, Limits)."""
    if content_type.lower().startswith("multipart/"):
        return settings.UPLOAD_MAX_BYTES
    return settings.REQUEST_MAX_BYTES


class BodyLimitMiddleware:
    """A body whose Content-Length is above its limit answers 413 `payload_too_large` before
    anything reads it, JSON, forms and uploads alike (Django itself only bounds the fields of
    a body, not its files). A body without a length (chunked) is never read by the parsers,
    and the server keeps no more of any body than the larger limit (config/asgi.py)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > body_limit(request.META.get("CONTENT_TYPE", "")):
            return error_json("payload_too_large")
        return self.get_response(request)


class StaticFilesMiddleware(WhiteNoiseMiddleware):
    """WhiteNoise, with a hashed (immutable) file cached for the year docs/security.md promises
    rather than WhiteNoise's ten."""

    FOREVER = 365 * 24 * 3600


class CompressionMiddleware(GZipMiddleware):
    """Django's gzip (with its BREACH length padding) for whole answers: the API's JSON and the
    pages. Streamed answers (files, uploads served back) pass as they are; the built files come
    precompressed from WhiteNoise above."""

    def process_response(self, request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
        if response.streaming:
            return response
        return super().process_response(request, response)
