from typing import Any

from django.core.exceptions import ImproperlyConfigured
from django.http import HttpRequest
from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request
from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import TokenError

from apps.common.errors import ApplicationError
from apps.common.net import client_address

from .actor import Actor
from .models import AuthSession, User
from .services.sessions import ClientInfo
from .tokens import SessionAccessToken


def request_session(request: Request) -> AuthSession:
    """The caller's session in a view that requires sign-in."""
    if not isinstance(request.auth, AuthSession):
        raise ImproperlyConfigured("request_session() in a view that does not require an authenticated caller")
    return request.auth


def request_client(request: HttpRequest) -> ClientInfo:
    """The caller's address and user agent, as sessions and sign-in logs record them."""
    return ClientInfo(ip=client_address(request), user_agent=request.META.get("HTTP_USER_AGENT", ""))


def request_actor(request: Request) -> Actor:
    """Who the caller acts as, in a view that requires sign-in: what every owner-scoped
    selector and service takes as `actor=`."""
    return request_session(request).actor


def _access_claims(raw: str | bytes) -> Any | None:
    """The claims of a well-formed, unexpired access token; None otherwise."""
    try:
        return SessionAccessToken(raw)  # type: ignore[arg-type]
    except TokenError:
        return None


def session_for_access_token(raw: str | bytes) -> tuple[AuthSession, int] | None:
    """The open session an access token belongs to, with the token's expiry (epoch s);
    None for a bad, expired or revoked token."""
    token = _access_claims(raw)
    if token is None:
        return None
    session = (
        AuthSession.objects.select_related("user")
        .filter(id=token.get("sid"), revoked_at__isnull=True, user__is_active=True)
        .first()
    )
    return (session, int(token["exp"])) if session is not None else None


def revoked_reason_for_access_token(raw: str | bytes) -> str:
    """Why a valid access token's session was revoked, when it was revoked for a reason
    (an error code); else ""."""
    token = _access_claims(raw)
    if token is None:
        return ""
    reason = (
        AuthSession.objects.filter(id=token.get("sid"), revoked_at__isnull=False)
        .values_list("revoked_reason", flat=True)
        .first()
    )
    return reason or ""


class SessionTokenAuthentication(JWTAuthentication):
    """Bearer access token whose session is still open: `request.user` is the person and
    `request.auth` the AuthSession (user type and identity). A revoked session's access
    tokens stop working at once, at the cost of the one query a user lookup costs anyway."""

    def authenticate(self, request: Request) -> tuple[User, AuthSession] | None:  # type: ignore[override]
        header = self.get_header(request)
        if header is None:
            return None
        raw = self.get_raw_token(header)
        if raw is None:
            return None
        found = session_for_access_token(raw)
        if found is None:
            reason = revoked_reason_for_access_token(raw)
            if reason:
                raise ApplicationError(reason)
            raise AuthenticationFailed()
        session, _expires = found
        return session.user, session
