"""Writes for accounts and sign-in. Each function is one transaction unless noted."""

import io
import secrets
import uuid
import warnings
from dataclasses import dataclass
from datetime import timedelta

from allauth.socialaccount.models import SocialAccount
from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.core.files.base import ContentFile
from django.core.files.uploadedfile import UploadedFile
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.translation import gettext as _
from PIL import Image, ImageOps
from rest_framework_simplejwt.exceptions import TokenError

from apps.common.errors import ApplicationError, field_error

from .choices import (
    PERSONAL_IDENTITY,
    CodePurpose,
    SignInMethod,
    SignInOutcome,
    SignInWay,
    ThrottleScope,
    TokenPurpose,
    UserType,
)
from .deletion import account_blockers
from .models import AuthSession, EmailToken, SignInAttempt, SignInThrottle, User
from .selectors import user_by_account
from .tokens import SessionAccessToken, SessionRefreshToken
from .verification import (
    CodeSent,
    email_token_issue,
    email_token_redeem,
    verification_code_issue,
    verification_code_redeem,
)
from .wechat import PROVIDER as WECHAT
from .wechat import WechatIdentity


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


def user_register(*, name: str, email: str, password: str, client: ClientInfo, link_base: str) -> SessionTokens:
    """Create the account, sign it in, and send the e-mail verification link."""
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
            _verification_link_send(user=user, email=email, link_base=link_base)
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


def _deliver_email(*, to: str, subject: str, template: str, context: dict[str, object]) -> None:
    from .tasks import deliver_email

    body = render_to_string(template, context)
    transaction.on_commit(lambda: deliver_email.delay(to, str(subject), body))


def _deliver_sms(*, phone: str, text: str) -> None:
    from .tasks import deliver_sms

    transaction.on_commit(lambda: deliver_sms.delay(phone, text))


def _sms_text(code: str) -> str:
    minutes = int(settings.VERIFICATION_CODE["TTL"].total_seconds() // 60)
    return _("Your Z Compute verification code is %(code)s. It expires in %(minutes)d minutes.") % {
        "code": code,
        "minutes": minutes,
    }


# ---- SMS sign-in ----


def sms_login_code_send(*, phone: str, client: ClientInfo) -> CodeSent:
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.SMS_LOGIN, target=phone, ip=client.ip)
        _deliver_sms(phone=phone, text=_sms_text(code))
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
        SignInAttempt.objects.create(
            account=phone,
            user=user,
            method=SignInMethod.SMS,
            outcome=SignInOutcome.SUCCESS,
            ip=client.ip,
            user_agent=client.user_agent[:256],
        )
        return session_open(user=user, client=client)


# ---- WeChat ----


def _wechat_account(uid: str) -> SocialAccount | None:
    return SocialAccount.objects.select_related("user").filter(provider=WECHAT, uid=uid).first()


def login_wechat(*, identity: WechatIdentity, client: ClientInfo) -> SessionTokens:
    with transaction.atomic():
        link = _wechat_account(identity.uid)
        if link is None:
            user = User(name=_free_name("wx"))
            user.set_unusable_password()
            user.save()
            SocialAccount.objects.create(user=user, provider=WECHAT, uid=identity.uid, extra_data=identity.extra_data)
        else:
            user = link.user
        if not user.is_active:
            raise ApplicationError("invalid_credentials")
        SignInAttempt.objects.create(
            account=f"wechat:{identity.uid}"[:254],
            user=user,
            method=SignInMethod.WECHAT,
            outcome=SignInOutcome.SUCCESS,
            ip=client.ip,
            user_agent=client.user_agent[:256],
        )
        return session_open(user=user, client=client)


def wechat_link(*, user: User, identity: WechatIdentity) -> None:
    with transaction.atomic():
        link = _wechat_account(identity.uid)
        if link is not None and link.user_id != user.pk:
            raise ApplicationError("wechat_taken")
        SocialAccount.objects.filter(user=user, provider=WECHAT).exclude(uid=identity.uid).delete()
        SocialAccount.objects.update_or_create(
            provider=WECHAT, uid=identity.uid, defaults={"user": user, "extra_data": identity.extra_data}
        )


# ---- E-mail verification and password reset ----


def _verification_link_send(*, user: User, email: str, link_base: str) -> None:
    raw = email_token_issue(purpose=TokenPurpose.VERIFY_EMAIL, user=user, email=email)
    _deliver_email(
        to=email,
        subject=_("Confirm your e-mail address"),
        template="emails/verify_email.txt",
        context={
            "name": user.name,
            "link": f"{link_base}/email-verified?token={raw}",
            "days": settings.EMAIL_LINK_TTL[TokenPurpose.VERIFY_EMAIL].days,
        },
    )


def email_verification_resend(*, user: User, link_base: str) -> CodeSent:
    """Send the verification link again, at most once a minute."""
    if not user.email:
        raise field_error("email", _("Add an e-mail address first."))
    if user.email_verified:
        raise field_error("email", _("This e-mail address is already verified."))
    resend_after = settings.VERIFICATION_CODE["RESEND_AFTER"]
    latest = EmailToken.objects.filter(purpose=TokenPurpose.VERIFY_EMAIL, user=user).order_by("-created_at").first()
    since = timezone.now() - latest.created_at if latest else resend_after
    if since < resend_after:
        wait = int((resend_after - since).total_seconds()) + 1
        raise ApplicationError("code_resend_too_soon", data={"retry_after": wait})
    with transaction.atomic():
        _verification_link_send(user=user, email=user.email, link_base=link_base)
    ttl = settings.EMAIL_LINK_TTL[TokenPurpose.VERIFY_EMAIL]
    return CodeSent(resend_after=int(resend_after.total_seconds()), expires_in=int(ttl.total_seconds()))


def email_verify(*, raw: str) -> User:
    with transaction.atomic():
        token = email_token_redeem(purpose=TokenPurpose.VERIFY_EMAIL, raw=raw)
        user = token.user
        if (user.email or "").lower() != token.email.lower():
            raise ApplicationError("link_invalid")  # the address changed since the link was sent
        User.objects.filter(pk=user.pk).update(email_verified=True)
    user.email_verified = True
    return user


def password_reset_send(*, email: str, link_base: str) -> None:
    """Send a reset link if an active account uses `email`; the caller learns nothing either way."""
    user = User.objects.filter(email__iexact=email.strip(), is_active=True).first()
    if user is None or not user.email:
        return
    with transaction.atomic():
        raw = email_token_issue(purpose=TokenPurpose.RESET_PASSWORD, user=user, email=user.email)
        _deliver_email(
            to=user.email,
            subject=_("Reset your password"),
            template="emails/reset_password.txt",
            context={
                "name": user.name,
                "link": f"{link_base}/reset-password?token={raw}",
                "minutes": int(settings.EMAIL_LINK_TTL[TokenPurpose.RESET_PASSWORD].total_seconds() // 60),
            },
        )


def password_reset(*, raw: str, password: str) -> None:
    """Set a new password from a reset link; every session of the person ends."""
    with transaction.atomic():
        token = email_token_redeem(purpose=TokenPurpose.RESET_PASSWORD, raw=raw)
        user = token.user
        user.set_password(password)
        user.email_verified = user.email_verified or (user.email or "").lower() == token.email.lower()
        user.save(update_fields=["password", "email_verified"])
        _sessions_end(user=user)
        SignInThrottle.objects.filter(scope=ThrottleScope.ACCOUNT, key=f"user:{user.pk}").delete()


# ---- Passwords and profile ----


def _sessions_end(*, user: User, keep: AuthSession | None = None) -> int:
    sessions = AuthSession.objects.filter(user=user, revoked_at__isnull=True)
    if keep is not None:
        sessions = sessions.exclude(pk=keep.pk)
    return sessions.update(revoked_at=timezone.now())


def password_set(*, user: User, password: str) -> None:
    if user.has_usable_password():
        raise ApplicationError("password_already_set")
    user.set_password(password)
    user.save(update_fields=["password"])


def password_change(*, session: AuthSession, current_password: str, password: str) -> None:
    """Change the password; every other session of the person ends."""
    user = session.user
    if not user.check_password(current_password):
        raise field_error("current_password", _("The current password is not correct."))
    with transaction.atomic():
        user.set_password(password)
        user.save(update_fields=["password"])
        _sessions_end(user=user, keep=session)


def profile_name_update(*, user: User, name: str) -> None:
    if User.objects.filter(name__iexact=name).exclude(pk=user.pk).exists():
        raise field_error("name", _("This name is already taken."))
    user.name = name
    try:
        with transaction.atomic():
            user.save(update_fields=["name"])
    except IntegrityError as exc:
        raise field_error("name", _("This name is already taken.")) from exc


AVATAR_MAX_BYTES = 3 * 1024 * 1024
AVATAR_FORMATS = {"JPEG", "PNG", "WEBP", "GIF"}
AVATAR_SIZE = 512


def avatar_update(*, user: User, upload: UploadedFile) -> None:
    """Check the image by its content (not its name), re-encode it as a square-bounded WebP
    and replace the old one. Oversized, bomb and non-image files are refused."""
    if upload.size is None or upload.size > AVATAR_MAX_BYTES:
        raise field_error("avatar", _("The image must be 3 MB or smaller."))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(upload) as image:
                if image.format not in AVATAR_FORMATS:
                    raise field_error("avatar", _("Use a JPG, JPEG, PNG, WEBP or GIF image."))
                image.seek(0)
                picture = ImageOps.exif_transpose(image).convert("RGBA")
    except ApplicationError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning, OSError, ValueError, SyntaxError) as exc:
        raise field_error("avatar", _("This file is not an image we can read.")) from exc
    picture.thumbnail((AVATAR_SIZE, AVATAR_SIZE))
    buffer = io.BytesIO()
    picture.save(buffer, format="WEBP", quality=85)
    old = user.avatar.name if user.avatar else None
    user.avatar.save(f"{user.pk}-{secrets.token_hex(6)}.webp", ContentFile(buffer.getvalue()), save=False)
    user.save(update_fields=["avatar"])
    if old:
        transaction.on_commit(lambda: user.avatar.storage.delete(old))


# ---- Linking and unlinking sign-in methods ----


def mobile_link_code_send(*, user: User, phone: str, client: ClientInfo) -> CodeSent:
    if User.objects.filter(phone_number=phone).exclude(pk=user.pk).exists():
        raise ApplicationError("phone_taken")
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.LINK_MOBILE, target=phone, ip=client.ip, user=user)
        _deliver_sms(phone=phone, text=_sms_text(code))
    return sent


def mobile_link(*, user: User, phone: str, code: str) -> None:
    verification_code_redeem(purpose=CodePurpose.LINK_MOBILE, target=phone, code=code, user=user)
    user.phone_number = phone
    try:
        with transaction.atomic():
            user.save(update_fields=["phone_number"])
    except IntegrityError as exc:
        raise ApplicationError("phone_taken") from exc


def email_link_code_send(*, user: User, email: str, client: ClientInfo) -> CodeSent:
    if User.objects.filter(email__iexact=email).exclude(pk=user.pk).exists():
        raise ApplicationError("email_taken")
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.LINK_EMAIL, target=email, ip=client.ip, user=user)
        _deliver_email(
            to=email,
            subject=_("Your verification code"),
            template="emails/link_code.txt",
            context={"code": code, "minutes": int(settings.VERIFICATION_CODE["TTL"].total_seconds() // 60)},
        )
    return sent


def email_link(*, user: User, email: str, code: str) -> None:
    """Link (or replace) the e-mail address; the code proves it, so it counts as verified."""
    verification_code_redeem(purpose=CodePurpose.LINK_EMAIL, target=email, code=code, user=user)
    user.email, user.email_verified = email, True
    try:
        with transaction.atomic():
            user.save(update_fields=["email", "email_verified"])
    except IntegrityError as exc:
        raise ApplicationError("email_taken") from exc


def sign_in_ways(*, user: User) -> set[str]:
    """How this person can get in: a password (with name, e-mail or phone), an SMS code,
    WeChat, or a verified e-mail address (through a password reset)."""
    ways: set[str] = set()
    if user.has_usable_password():
        ways.add(SignInWay.PASSWORD)
    if user.phone_number:
        ways.add(SignInWay.MOBILE)
    if user.email and user.email_verified:
        ways.add(SignInWay.EMAIL)
    if SocialAccount.objects.filter(user=user, provider=WECHAT).exists():
        ways.add(SignInWay.WECHAT)
    return ways


def account_unlink(*, user: User, way: str) -> None:
    if not sign_in_ways(user=user) - {way}:
        raise ApplicationError("last_sign_in_method")
    if way == SignInWay.EMAIL:
        user.email, user.email_verified = None, False
        user.save(update_fields=["email", "email_verified"])
    elif way == SignInWay.MOBILE:
        user.phone_number = None
        user.save(update_fields=["phone_number"])
    elif way == SignInWay.WECHAT:
        SocialAccount.objects.filter(user=user, provider=WECHAT).delete()


def account_delete(*, user: User) -> None:
    """Delete the account once nothing blocks it; every token dies with it."""
    blockers = account_blockers(user=user)
    if blockers:
        raise ApplicationError(
            "account_not_deletable", data={"blockers": [{"code": b.code, "message": b.message} for b in blockers]}
        )
    with transaction.atomic():
        avatar = user.avatar.name if user.avatar else None
        storage = user.avatar.storage
        user.delete()
        if avatar:
            transaction.on_commit(lambda: storage.delete(avatar))
