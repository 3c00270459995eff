"""The document cookie: whom the server draws a page's document for (docs/decisions/0065).

The API authenticates by bearer token only, and a document (a page's HTML) carries none, so
the first paint could show nothing of the person. Every answer that carries a session's
tokens also sets this cookie: the session's id, signed. It opens nothing but the drawing of a
document: the API never reads it and no document writes. No script reads it (HttpOnly), no
other site's request carries it (SameSite=Lax) and it lasts as long as its session: the server
draws with it only while the session is open, and signing out removes it.
"""

import uuid
from datetime import datetime

from django.conf import settings
from django.core import signing
from django.http import HttpRequest, HttpResponseBase

from .models import User
from .selectors import personal_session_person

DOCUMENT_COOKIE = "zc_doc"
_signer = signing.Signer(salt="accounts.document-cookie")


def document_cookie_set(response: HttpResponseBase, *, session_id: str, expires_at: datetime) -> None:
    response.set_cookie(
        DOCUMENT_COOKIE,
        _signer.sign(session_id),
        expires=expires_at,
        httponly=True,
        samesite="Lax",
        secure=settings.SESSION_COOKIE_SECURE,
    )


def document_cookie_clear(response: HttpResponseBase) -> None:
    response.delete_cookie(DOCUMENT_COOKIE, samesite="Lax")


def document_person(request: HttpRequest) -> User | None:
    """The individual the document is drawn for: the person of the open personal session the
    cookie names (none for a company identity, whose pages draw nothing of a person)."""
    try:
        session_id = uuid.UUID(_signer.unsign(request.COOKIES.get(DOCUMENT_COOKIE, "")))
    except (signing.BadSignature, ValueError):
        return None
    return personal_session_person(session_id=session_id)
