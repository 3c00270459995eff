"""Sign-in sessions: opening one, refreshing and ending its tokens."""

import uuid
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from rest_framework_simplejwt.exceptions import TokenError

from apps.common.errors import ApplicationError

from ..choices import PERSONAL_IDENTITY, UserType
from ..models import AuthSession, User
from ..tokens import SessionAccessToken, SessionRefreshToken

REUSED = "token_reused"


@dataclass(frozen=True)
class ClientInfo:
    ip: str
    user_agent: str


@dataclass(frozen=True)
class SessionTokens:
    token: str
    refresh_token: str
    access_token_expire: int
    sme_id: str
    user_type: str
    # Of the session, for its document cookie (`documents.py`); not part of the answer's body.
    session_id: str
    expires_at: datetime


def _tokens_for(session: AuthSession) -> SessionTokens:
    access = SessionAccessToken()
    access["uid"] = session.user_id
    access["sid"] = str(session.id)
    access["utype"] = session.user_type
    access["sme"] = session.sme_id
    refresh = SessionRefreshToken()
    refresh["uid"] = session.user_id
    refresh["sid"] = str(session.id)
    refresh["jti"] = session.refresh_jti
    return SessionTokens(
        token=str(access),
        refresh_token=str(refresh),
        access_token_expire=int(access["exp"]),
        sme_id=session.sme_id,
        user_type=session.user_type,
        session_id=str(session.id),
        expires_at=session.expires_at,
    )


def session_open(
    *, user: User, client: ClientInfo, user_type: str = UserType.USER, sme_id: str = PERSONAL_IDENTITY
) -> SessionTokens:
    session = AuthSession.objects.create(
        user=user,
        user_type=user_type,
        sme_id=sme_id,
        refresh_jti=uuid.uuid4().hex,
        expires_at=timezone.now() + settings.REFRESH_TOKEN_LIFETIME,
        ip=client.ip,
        user_agent=client.user_agent[:256],
    )
    return _tokens_for(session)


def session_fork_open(
    *, parent: AuthSession, client: ClientInfo, user_type: str | None = None, sme_id: str | None = None
) -> SessionTokens:
    """A session of its own for the same person (and identity, unless another is named), in
    `parent`'s family: it ends when the sign-in it came from ends (`sessions_end_family`) and
    expires no later."""
    root_id = parent.family_id or parent.pk
    root = AuthSession.objects.get(pk=root_id)
    session = AuthSession.objects.create(
        user=parent.user,
        family=root,
        user_type=user_type or parent.user_type,
        sme_id=sme_id or parent.sme_id,
        refresh_jti=uuid.uuid4().hex,
        expires_at=min(timezone.now() + settings.REFRESH_TOKEN_LIFETIME, root.expires_at),
        ip=client.ip,
        user_agent=client.user_agent[:256],
    )
    return _tokens_for(session)


def sessions_end_family(*, session_id: uuid.UUID, reason: str = "") -> int:
    """Ends a session and, when it is a sign-in, every fork of it; answers how many ended."""
    family = AuthSession.objects.filter(Q(pk=session_id) | Q(family_id=session_id), revoked_at__isnull=True)
    return family.update(revoked_at=timezone.now(), revoked_reason=reason)


@transaction.atomic
def session_switch(*, session: AuthSession, user_type: str, sme_id: str, client: ClientInfo) -> SessionTokens:
    """Ends `session` and opens one for its person with another identity (the caller checked
    that the person may act through it); a fork's stays in its family, so switching never
    frees a fork from the sign-in it came from."""
    sessions_end_family(session_id=session.pk)
    if session.family_id is not None:
        return session_fork_open(parent=session, client=client, user_type=user_type, sme_id=sme_id)
    return session_open(user=session.user, client=client, user_type=user_type, sme_id=sme_id)


def _refresh_claims(refresh_token: str) -> SessionRefreshToken:
    try:
        return SessionRefreshToken(refresh_token)  # type: ignore[arg-type]
    except TokenError as exc:
        raise ApplicationError("token_invalid") from exc


def session_refresh(*, refresh_token: str) -> SessionTokens:
    """Trade a refresh token for a new pair. The conditional UPDATE lets exactly one of any
    number of concurrent redemptions of the same token through; the rest answer 401.

    Its WHERE must only name columns of the session row: with a join (say, on the user)
    Django writes `WHERE id IN (subquery)`, and PostgreSQL re-checks a row it waited for
    against the subquery's old snapshot, letting every waiter through.

    A validly signed token of an open session that is no longer its current one was copied:
    its session ends (`token_reused`), the thief's and the owner's tokens alike."""
    token = _refresh_claims(refresh_token)
    now = timezone.now()
    new_jti = uuid.uuid4().hex
    with transaction.atomic():
        claimed = AuthSession.objects.filter(
            id=token["sid"],
            refresh_jti=token["jti"],
            revoked_at__isnull=True,
            expires_at__gt=now,
        ).update(refresh_jti=new_jti, refreshed_at=now, expires_at=now + settings.REFRESH_TOKEN_LIFETIME)
        if claimed == 1:
            session = AuthSession.objects.select_related("user", "family").get(id=token["sid"])
            if not session.user.is_active:
                raise ApplicationError("token_invalid")
            if session.family is not None:
                # A fork slides no further than the sign-in it belongs to.
                session.expires_at = min(session.expires_at, session.family.expires_at)
                session.save(update_fields=["expires_at"])
            return _tokens_for(session)
        copied = (
            AuthSession.objects.filter(id=token["sid"], revoked_at__isnull=True, expires_at__gt=now)
            .exclude(refresh_jti=token["jti"])
            .exists()
        )
        reused = sessions_end_family(session_id=token["sid"], reason=REUSED) if copied else 0
    # Raised outside the transaction, which keeps the revocation.
    raise ApplicationError(REUSED if reused else _revoked_reason(token) or "token_invalid")


def _revoked_reason(token: SessionRefreshToken) -> str:
    """Why the session this (current) refresh token belongs to was revoked, when it was
    revoked for a reason (an error code such as `company_access_ended`); else ""."""
    reason = (
        AuthSession.objects.filter(id=token["sid"], refresh_jti=token["jti"], revoked_at__isnull=False)
        .values_list("revoked_reason", flat=True)
        .first()
    )
    return reason or ""


def session_logout(*, refresh_token: str) -> None:
    """End the session a refresh token was issued for: its refresh and access tokens stop
    working. Ending an already-ended session is not an error."""
    token = _refresh_claims(refresh_token)
    sessions_end_family(session_id=token["sid"])


def sessions_end(*, user: User, keep: AuthSession | None = None) -> int:
    sessions = AuthSession.objects.filter(user=user, revoked_at__isnull=True)
    if keep is not None:
        sessions = sessions.exclude(pk=keep.pk)
    return sessions.update(revoked_at=timezone.now())


def sessions_revoke(*, sme_id: str, reason: str, user: User | None = None) -> int:
    """Ends every open session whose identity is `sme_id` (only `user`'s, when given); their
    next call answers the error `reason` instead of 401 `not_authenticated`."""
    sessions = AuthSession.objects.filter(sme_id=sme_id, revoked_at__isnull=True)
    if user is not None:
        sessions = sessions.filter(user=user)
    return sessions.update(revoked_at=timezone.now(), revoked_reason=reason)
