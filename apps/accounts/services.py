"""Writes for accounts and sign-in. Each function is one transaction unless noted."""

import uuid
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _
from rest_framework_simplejwt.exceptions import TokenError

from apps.common.errors import ApplicationError, field_error

from .choices import PERSONAL_IDENTITY, SignInMethod, SignInOutcome, ThrottleScope, UserType
from .models import AuthSession, SignInAttempt, SignInThrottle, User
from .selectors import user_by_account
from .tokens import SessionAccessToken, SessionRefreshToken


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
    against the subquery's old snapshot, letting every waiter through."""
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
        if claimed != 1:
            raise ApplicationError("token_invalid")
        session = AuthSession.objects.select_related("user").get(id=token["sid"])
        if not session.user.is_active:
            raise ApplicationError("token_invalid")
    return _tokens_for(session)


def session_logout(*, refresh_token: str) -> None:
    """End the session a refresh token was issued for: its refresh and access tokens stop
    working. Ending an already-ended session is not an error."""
    token = _refresh_claims(refresh_token)
    AuthSession.objects.filter(id=token["sid"], revoked_at__isnull=True).update(revoked_at=timezone.now())


def user_register(*, name: str, email: str, password: str, client: ClientInfo) -> SessionTokens:
    email = email.strip().lower()
    if User.objects.filter(name__iexact=name).exists():
        raise field_error("name", _("This name is already taken."))
    if User.objects.filter(email__iexact=email).exists():
        raise field_error("email", _("This e-mail address is already registered."))
    try:
        with transaction.atomic():
            user = User.objects.create_user(name=name, email=email, password=password)
            SignInAttempt.objects.create(
                account=email,
                user=user,
                method=SignInMethod.REGISTER,
                outcome=SignInOutcome.SUCCESS,
                ip=client.ip,
                user_agent=client.user_agent[:256],
            )
            return session_open(user=user, client=client)
    except IntegrityError as exc:  # a concurrent sign-up took the name or address first
        raise field_error("email", _("This e-mail address is already registered.")) from exc


def _throttle_match(keys: dict[str, str]) -> Q:
    match = Q(pk__in=[])
    for scope, key in keys.items():
        match |= Q(scope=scope, key=key)
    return match


def _lockout_remaining(keys: dict[str, str]) -> int:
    now = timezone.now()
    until = (
        SignInThrottle.objects.filter(_throttle_match(keys), locked_until__gt=now)
        .order_by("-locked_until")
        .values_list("locked_until", flat=True)
        .first()
    )
    return int((until - now).total_seconds()) + 1 if until else 0


def _failure_record(keys: dict[str, str]) -> None:
    conf = settings.SIGNIN_THROTTLE
    limits: dict[str, int] = {
        ThrottleScope.ACCOUNT: conf["ACCOUNT_FAILURES"],
        ThrottleScope.ADDRESS: conf["ADDRESS_FAILURES"],
    }
    now = timezone.now()
    for scope, key in keys.items():
        with transaction.atomic():
            row, _created = SignInThrottle.objects.select_for_update().get_or_create(scope=scope, key=key)
            if now - row.window_started_at > conf["WINDOW"]:
                row.failures, row.window_started_at = 0, now
            row.failures += 1
            if row.failures >= limits[scope]:
                row.failures, row.window_started_at, row.locked_until = 0, now, now + conf["COOL_OFF"]
            row.save()


def _attempt_log(*, account: str, user: User | None, outcome: str, client: ClientInfo) -> None:
    SignInAttempt.objects.create(
        account=account[:254],
        user=user,
        method=SignInMethod.PASSWORD,
        outcome=outcome,
        ip=client.ip,
        user_agent=client.user_agent[:256],
    )


def login_password(*, account: str, password: str, client: ClientInfo) -> SessionTokens:
    """Sign in with e-mail, phone or name. An unknown account and a wrong password answer the
    same, after the same work. Failures count per account (the person, when the account names
    one) and per address; either reaching its limit locks only that key for the cool-off."""
    account = account.strip()
    user = user_by_account(account)
    account_key = f"user:{user.pk}" if user else f"name:{account.lower()}"
    keys: dict[str, str] = {ThrottleScope.ACCOUNT: account_key, ThrottleScope.ADDRESS: client.ip}
    wait = _lockout_remaining(keys)
    if wait:
        _attempt_log(account=account, user=user, outcome=SignInOutcome.LOCKED, client=client)
        raise ApplicationError("too_many_attempts", data={"retry_after": wait})
    if user is None:
        make_password(password)  # spend the hashing time a real check would
        valid = False
    else:
        valid = user.is_active and user.check_password(password)
    if not valid:
        _failure_record(keys)
        _attempt_log(account=account, user=user, outcome=SignInOutcome.BAD_CREDENTIALS, client=client)
        raise ApplicationError("invalid_credentials")
    assert user is not None
    SignInThrottle.objects.filter(scope=ThrottleScope.ACCOUNT, key=account_key).delete()
    _attempt_log(account=account, user=user, outcome=SignInOutcome.SUCCESS, client=client)
    User.objects.filter(pk=user.pk).update(last_login=timezone.now())
    return session_open(user=user, client=client)


def signin_unlock(*, user: User) -> int:
    """Lift the account lock-out of one person (support tool). Answers the rows removed."""
    deleted, _rows = SignInThrottle.objects.filter(scope=ThrottleScope.ACCOUNT, key=f"user:{user.pk}").delete()
    return deleted


def auth_records_purge(*, older_than: timedelta = timedelta(days=1)) -> int:
    """Delete sessions that ended (expired or revoked) and throttles that are long idle."""
    cutoff = timezone.now() - older_than
    sessions, _s = AuthSession.objects.filter(expires_at__lt=cutoff).delete()
    revoked, _r = AuthSession.objects.filter(revoked_at__lt=cutoff).delete()
    idle, _t = (
        SignInThrottle.objects.filter(window_started_at__lt=cutoff).exclude(locked_until__gt=timezone.now()).delete()
    )
    return sessions + revoked + idle
