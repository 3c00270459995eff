from typing import Any

from rest_framework.exceptions import AuthenticationFailed
from rest_framework.request import Request
from rest_framework_simplejwt.authentication import JWTAuthentication
from rest_framework_simplejwt.exceptions import TokenError

from .models import AuthSession, User
from .tokens import SessionAccessToken


def request_session(request: Request) -> AuthSession:
    """The caller's session in a view that requires sign-in."""
    assert isinstance(request.auth, AuthSession), "the view must require an authenticated caller"
    return request.auth


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
        try:
            token: Any = SessionAccessToken(raw)  # type: ignore[arg-type]
        except TokenError as exc:
            raise AuthenticationFailed() from exc
        session = (
            AuthSession.objects.select_related("user")
            .filter(id=token.get("sid"), revoked_at__isnull=True, user__is_active=True)
            .first()
        )
        if session is None:
            raise AuthenticationFailed()
        return session.user, session
