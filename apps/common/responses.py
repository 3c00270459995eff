from typing import TypeVar

from django.http.response import HttpResponseBase

R = TypeVar("R", bound=HttpResponseBase)


def no_store(response: R) -> R:
    """Mark an answer that carries a secret (keys, passwords, one-time codes) so that no
    browser or proxy cache keeps it."""
    response["Cache-Control"] = "no-store"
    response["Pragma"] = "no-cache"
    return response
