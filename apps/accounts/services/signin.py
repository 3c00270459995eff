"""Signing up and signing in (password, SMS code, WeChat), with the failure lock-out."""

import secrets
from datetime import timedelta

from allauth.socialaccount.models import SocialAccount
from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.common.errors import ApplicationError, field_error
from apps.common.secrets import digest

from ..choices import CodePurpose, SignInMethod, SignInOutcome, ThrottleScope
from ..models import AuthSession, SignInAttempt, SignInThrottle, User
from ..selectors import user_by_account, wechat_account_by_uid
from ..verification import CodeSent, verification_code_issue, verification_code_redeem
from ..wechat import PROVIDER as WECHAT
from ..wechat import WechatIdentity
from .delivery import sms_code_text, sms_send
from .sessions import ClientInfo, SessionTokens, session_open
from .verification import verification_link_send


def user_register(*, name: str, email: str, password: str, client: ClientInfo) -> SessionTokens:
    """Create the account, sign it in, and send the e-mail verification link."""
    email = email.strip().lower()
    if User.objects.filter(name__iexact=name).exists():
        raise field_error("name", _("This name is already taken."))
    if User.objects.filter(email__iexact=email).exists():
        raise field_error("email", _("This e-mail address is already registered."))
    try:
        with transaction.atomic():
            user = User.objects.create_user(name=name, email=email, password=password)
            _attempt_log(
                account=email, user=user, outcome=SignInOutcome.SUCCESS, client=client, method=SignInMethod.REGISTER
            )
            verification_link_send(user=user, email=email)
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


def _attempt_log(
    *, account: str, user: User | None, outcome: str, client: ClientInfo, method: str = SignInMethod.PASSWORD
) -> None:
    SignInAttempt.objects.create(
        account=account[:254],
        user=user,
        method=method,
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
    # An unknown account is counted by its digest: any string the field takes (254 characters,
    # more once lower-cased) then fits the key column.
    account_key = f"user:{user.pk}" if user else f"name:{digest(account.lower())}"
    keys: dict[str, str] = {ThrottleScope.ACCOUNT: account_key, ThrottleScope.ADDRESS: client.ip}
    wait = _lockout_remaining(keys)
    if wait:
        _attempt_log(account=account, user=user, outcome=SignInOutcome.LOCKED, client=client)
        raise ApplicationError("too_many_attempts", data={"retry_after": wait})
    if user is None:
        make_password(password)  # spend the hashing time a real check would
    if user is None or not (user.is_active and user.check_password(password)):
        _failure_record(keys)
        _attempt_log(account=account, user=user, outcome=SignInOutcome.BAD_CREDENTIALS, client=client)
        raise ApplicationError("invalid_credentials")
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


# ---- New accounts: generated names for people who arrive by SMS or WeChat ----


def _free_name(prefix: str = "user") -> str:
    while True:
        name = f"{prefix}_{secrets.token_hex(4)}"
        if not User.objects.filter(name__iexact=name).exists():
            return name


# ---- SMS sign-in ----


def sms_login_code_send(*, phone: str, client: ClientInfo) -> CodeSent:
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.SMS_LOGIN, target=phone, ip=client.ip)
        sms_send(phone=phone, text=sms_code_text(code))
    return sent


def login_sms(*, phone: str, code: str, client: ClientInfo) -> SessionTokens:
    """Sign in with a code sent to `phone`; the first sign-in creates the account."""
    keys: dict[str, str] = {ThrottleScope.ACCOUNT: f"phone:{phone}", ThrottleScope.ADDRESS: client.ip}
    wait = _lockout_remaining(keys)
    if wait:
        raise ApplicationError("too_many_attempts", data={"retry_after": wait})
    try:
        verification_code_redeem(purpose=CodePurpose.SMS_LOGIN, target=phone, code=code)
    except ApplicationError:
        _failure_record(keys)
        raise
    with transaction.atomic():
        user = User.objects.filter(phone_number=phone).first()
        if user is None:
            user = User(name=_free_name(), phone_number=phone)
            user.set_unusable_password()
            user.save()
        if not user.is_active:
            raise ApplicationError("invalid_credentials")
        _attempt_log(account=phone, user=user, outcome=SignInOutcome.SUCCESS, client=client, method=SignInMethod.SMS)
        return session_open(user=user, client=client)


def login_wechat(*, identity: WechatIdentity, client: ClientInfo) -> SessionTokens:
    with transaction.atomic():
        link = wechat_account_by_uid(uid=identity.uid)
        if link is None:
            user = User(name=_free_name("wx"))
            user.set_unusable_password()
            user.save()
            SocialAccount.objects.create(user=user, provider=WECHAT, uid=identity.uid, extra_data=identity.extra_data)
        else:
            user = link.user
        if not user.is_active:
            raise ApplicationError("invalid_credentials")
        _attempt_log(
            account=f"wechat:{identity.uid}",
            user=user,
            outcome=SignInOutcome.SUCCESS,
            client=client,
            method=SignInMethod.WECHAT,
        )
        return session_open(user=user, client=client)
