"""The desktop client's hand-over to its web view (DECISIONS, Trust): the web view never keeps
the desktop's session. It forks it with the handed access token (once per token), or redeems
a one-time code the desktop asked for; either way it gets a session of its own: its own
refresh tokens, the same person and identity, no re-authentication window, and it ends with
the desktop's sign-in (`AuthSession.family`).

Both single-use marks live in the cache (shared by every process once REDIS_URL is set);
the code is kept only as its digest."""

import secrets

from django.conf import settings
from django.core.cache import cache
from django.utils import timezone

from apps.common.errors import ApplicationError
from apps.common.secrets import digest

from ..models import AuthSession
from .sessions import ClientInfo, SessionTokens, session_fork_open

HANDOFF_CODE_SECONDS = 60


def _fork_of(session: AuthSession, client: ClientInfo) -> SessionTokens:
    return session_fork_open(parent=session, client=client)


def session_fork(*, session: AuthSession, access_jti: str, client: ClientInfo) -> SessionTokens:
    """A new session for the web view the desktop handed `session`'s access token to; a
    second fork with the same access token answers 401 `token_invalid`."""
    lifetime = int(settings.ACCESS_TOKEN_LIFETIME.total_seconds())
    if not cache.add(f"accounts:fork:{access_jti}", 1, timeout=lifetime):
        raise ApplicationError("token_invalid")
    return _fork_of(session, client)


def handoff_code_issue(*, session: AuthSession) -> str:
    """A one-time code (60 s) that `handoff_code_redeem` trades for a fork of `session`."""
    code = secrets.token_urlsafe(32)
    # The deadline is kept beside the session, so the 60 s hold whatever the cache's clock.
    until = timezone.now().timestamp() + HANDOFF_CODE_SECONDS
    cache.set(handoff_key(code), {"session": session.pk, "until": until}, timeout=HANDOFF_CODE_SECONDS)
    return code


def handoff_key(code: str) -> str:
    """Where a code's entry lives in the cache: under its digest, never the code itself."""
    return f"accounts:handoff:{digest(code)}"


def handoff_code_redeem(*, code: str, client: ClientInfo) -> SessionTokens:
    key = handoff_key(code)
    entry = cache.get(key)
    # Only the caller whose delete removed the entry may use it.
    if entry is None or not cache.delete(key) or entry["until"] <= timezone.now().timestamp():
        raise ApplicationError("code_invalid")
    session = (
        AuthSession.objects.select_related("user")
        .filter(id=entry["session"], revoked_at__isnull=True, expires_at__gt=timezone.now(), user__is_active=True)
        .first()
    )
    if session is None:
        raise ApplicationError("code_invalid")
    return _fork_of(session, client)
