"""Signing up and signing in (password, SMS or e-mail code, WeChat), with the failure lock-out
(`lockout`)."""

import secrets
from datetime import timedelta

from allauth.socialaccount.models import SocialAccount
from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.common.errors import ApplicationError, field_error
from apps.common.text import name_key

from ..choices import CodePurpose, SignInMethod, SignInOutcome
from ..models import AuthSession, EmailToken, OutboundMessage, SignInAttempt, SignInThrottle, User, VerificationCode
from ..selectors import user_by_account, wechat_account_by_uid
from ..verification import CodeSent, verification_code_issue, verification_code_redeem
from ..wechat import PROVIDER as WECHAT
from ..wechat import WechatIdentity
from .delivery import email_code_send, sms_code_text, sms_send
from .lockout import SignInKeys, account_key, signin_failed, signin_guard, signin_keys, signin_succeeded
from .sessions import ClientInfo, SessionTokens, session_open
from .verification import password_reset_send, verification_link_send


def user_register(*, name: str, email: str, password: str, client: ClientInfo, then: str = "") -> SessionTokens:
    """Create the account, sign it in, and send the e-mail verification link (which goes on to
    `then`, a same-site path)."""
    email = email.strip().lower()
    if User.objects.filter(name_key=name_key(name)).exists():
        raise field_error("name", _("This name is already taken."))
    if User.objects.filter(email__iexact=email).exists():
        raise field_error("email", _("This e-mail address is already registered."))
    try:
        with transaction.atomic():
            user = User.objects.create_user(name=name, email=email, password=password)
            _attempt_log(
                account=email, user=user, outcome=SignInOutcome.SUCCESS, client=client, method=SignInMethod.REGISTER
            )
            verification_link_send(user=user, email=email, then=then)
            return session_open(user=user, client=client)
    except IntegrityError as exc:  # a concurrent sign-up took the name or address first
        raise field_error("email", _("This e-mail address is already registered.")) from exc


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
    same, after the same work. Failures count per (account, address) pair, per address and
    per account (the person, when the account names one): see `lockout`."""
    account = account.strip()
    user = user_by_account(account)
    keys = signin_keys(account=account_key(user=user, account=account), client=client)
    try:
        signin_guard(keys=keys, ceiling=True)
    except ApplicationError:
        _attempt_log(account=account, user=user, outcome=SignInOutcome.LOCKED, client=client)
        raise
    if user is None:
        make_password(password)  # spend the hashing time a real check would
    if user is None or not (user.is_active and user.check_password(password)):
        signin_failed(keys=keys, ceiling=True)
        _attempt_log(account=account, user=user, outcome=SignInOutcome.BAD_CREDENTIALS, client=client)
        raise ApplicationError("invalid_credentials")
    return _signed_in(user=user, account=account, keys=keys, client=client, method=SignInMethod.PASSWORD)


def _signed_in(*, user: User, account: str, keys: SignInKeys, client: ClientInfo, method: str) -> SessionTokens:
    signin_succeeded(keys=keys)
    _attempt_log(account=account, user=user, outcome=SignInOutcome.SUCCESS, client=client, method=method)
    User.objects.filter(pk=user.pk).update(last_login=timezone.now())
    return session_open(user=user, client=client)


def _code_redeem(*, keys: SignInKeys, purpose: str, target: str, code: str) -> None:
    """A code sign-in skips the account ceiling but counts on the pair and the address."""
    signin_guard(keys=keys, ceiling=False)
    try:
        verification_code_redeem(purpose=purpose, target=target, code=code)
    except ApplicationError:
        signin_failed(keys=keys, ceiling=False)
        raise


def auth_records_purge(*, older_than: timedelta = timedelta(days=1)) -> int:
    """Delete what the privacy policy says goes: sessions that ended (expired or revoked),
    codes and e-mail links past their time, throttles long idle (each `older_than` after
    it ended), the sign-in audit after `SIGNIN_AUDIT_DAYS` and the outbox after `OUTBOX_DAYS`."""
    now = timezone.now()
    cutoff = now - older_than
    sessions, _s = AuthSession.objects.filter(expires_at__lt=cutoff).delete()
    revoked, _r = AuthSession.objects.filter(revoked_at__lt=cutoff).delete()
    idle, _t = SignInThrottle.objects.filter(window_started_at__lt=cutoff).exclude(locked_until__gt=now).delete()
    codes, _c = VerificationCode.objects.filter(expires_at__lt=cutoff).delete()
    links, _l = EmailToken.objects.filter(expires_at__lt=cutoff).delete()
    audit, _a = SignInAttempt.objects.filter(created_at__lt=now - timedelta(days=settings.SIGNIN_AUDIT_DAYS)).delete()
    sent, _o = OutboundMessage.objects.filter(created_at__lt=now - timedelta(days=settings.OUTBOX_DAYS)).delete()
    return sessions + revoked + idle + codes + links + audit + sent


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
    known = User.objects.filter(phone_number=phone).first()
    keys = signin_keys(account=f"user:{known.pk}" if known else f"phone:{phone}", client=client)
    _code_redeem(keys=keys, purpose=CodePurpose.SMS_LOGIN, target=phone, code=code)
    with transaction.atomic():
        user = User.objects.filter(phone_number=phone).first()
        if user is None:
            user = User(name=_free_name(), phone_number=phone)
            user.set_unusable_password()
            user.save()
        if not user.is_active:
            raise ApplicationError("invalid_credentials")
        return _signed_in(user=user, account=phone, keys=keys, client=client, method=SignInMethod.SMS)


# ---- E-mail code sign-in: the way past the account ceiling ----


def email_login_code_send(*, email: str, client: ClientInfo) -> CodeSent:
    """A sign-in code to a verified e-mail address; an account whose address is not
    verified gets the password reset link instead, an unknown address nothing. The answer
    and the resend bookkeeping are the same in every case."""
    user = User.objects.filter(email__iexact=email, is_active=True).first()
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.LOGIN_EMAIL, target=email, ip=client.ip)
        if user is not None and user.email_verified:
            email_code_send(to=email, code=code)
        elif user is not None:
            password_reset_send(email=email)
    return sent


def login_email_code(*, email: str, code: str, client: ClientInfo) -> SessionTokens:
    """Sign in with a code from `email_login_code_send`."""
    user = User.objects.filter(email__iexact=email, is_active=True, email_verified=True).first()
    keys = signin_keys(account=account_key(user=user, account=email), client=client)
    _code_redeem(keys=keys, purpose=CodePurpose.LOGIN_EMAIL, target=email, code=code)
    if user is None:  # codes reach verified addresses only: the address was unlinked meanwhile
        raise ApplicationError("code_invalid")
    with transaction.atomic():
        return _signed_in(user=user, account=email, keys=keys, client=client, method=SignInMethod.EMAIL_CODE)


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
