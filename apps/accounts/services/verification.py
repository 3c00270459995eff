"""E-mail verification links and password resets."""

from urllib.parse import urlencode

from allauth.socialaccount.models import SocialAccount
from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.common.errors import ApplicationError, field_error
from apps.common.site import site_url

from ..choices import TokenPurpose
from ..hooks import address_verified
from ..models import EmailToken, User
from ..verification import CodeSent, email_token_holder, email_token_issue, email_token_redeem
from ..wechat import PROVIDER as WECHAT
from .delivery import email_send
from .lockout import signin_unlock
from .sessions import sessions_end


def verification_link_send(*, user: User, email: str, then: str = "") -> None:
    """The link to `/email-verified`, which goes on to `then` (a same-site path) once verified."""
    raw = email_token_issue(purpose=TokenPurpose.VERIFY_EMAIL, user=user, email=email)
    query = urlencode({"token": raw, "redirect": then} if then else {"token": raw})
    email_send(
        to=email,
        subject=_("Confirm your e-mail address"),
        template="emails/verify_email.txt",
        context={
            "name": user.name,
            "link": site_url(f"/email-verified?{query}"),
            "days": settings.EMAIL_LINK_TTL[TokenPurpose.VERIFY_EMAIL].days,
        },
    )


def email_verification_resend(*, user: User) -> CodeSent:
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
        verification_link_send(user=user, email=user.email)
    ttl = settings.EMAIL_LINK_TTL[TokenPurpose.VERIFY_EMAIL]
    return CodeSent(resend_after=int(resend_after.total_seconds()), expires_in=int(ttl.total_seconds()))


def _owner_proved_address(*, user: User) -> None:
    """The owner of a never-verified address proved it: what the registrant (maybe not the
    owner) attached goes, every session and the phone and WeChat (an unverified account
    cannot add them since `RequireVerifiedAccount`; older ones may have). The password stays
    (docs/security.md, "Account takeover")."""
    sessions_end(user=user)
    User.objects.filter(pk=user.pk).update(phone_number=None)
    user.phone_number = None
    SocialAccount.objects.filter(user=user, provider=WECHAT).delete()


def email_proved(*, user: User, email: str) -> bool:
    """`user` proved they read `email` another way (an invitation's link mailed to it): their own
    unverified address is verified. False when it is not their address or already verified."""
    if user.email_verified or (user.email or "").lower() != email.lower():
        return False
    with transaction.atomic():
        User.objects.filter(pk=user.pk).update(email_verified=True)
        user.email_verified = True
        address_verified.fire(user=user)
    return True


def email_verify(*, raw: str, user: User) -> str:
    """Verify the address a link was sent to, for the account signed in (`user`), and answer it.
    Only that account may: whoever opens the link elsewhere signs in as it first, so nobody
    verifies an account whose password they do not know and a squatter's stays unverified
    (DECISIONS 2). No session ends; a password reset still ends them all."""
    holder = email_token_holder(purpose=TokenPurpose.VERIFY_EMAIL, raw=raw)
    if holder is None:
        raise ApplicationError("link_invalid")
    if holder.pk != user.pk:
        raise ApplicationError("link_other_account")
    with transaction.atomic():
        token = email_token_redeem(purpose=TokenPurpose.VERIFY_EMAIL, raw=raw)
        if (user.email or "").lower() != token.email.lower():
            raise ApplicationError("link_invalid")  # the address changed since the link was sent
        User.objects.filter(pk=user.pk).update(email_verified=True)
        user.email_verified = True
        address_verified.fire(user=user)
    return token.email


def password_reset_send(*, email: str) -> None:
    """Send a reset link if an active account uses `email`; the caller learns nothing either way."""
    user = User.objects.filter(email__iexact=email.strip(), is_active=True).first()
    if user is None or not user.email:
        return
    with transaction.atomic():
        raw = email_token_issue(purpose=TokenPurpose.RESET_PASSWORD, user=user, email=user.email)
        email_send(
            to=user.email,
            subject=_("Reset your password"),
            template="emails/reset_password.txt",
            context={
                "name": user.name,
                "link": site_url(f"/reset-password?token={raw}"),
                "minutes": int(settings.EMAIL_LINK_TTL[TokenPurpose.RESET_PASSWORD].total_seconds() // 60),
            },
        )


def password_reset(*, raw: str, password: str) -> None:
    """Set a new password from a reset link; every session of the person ends, and for a
    never-verified address the phone and WeChat too."""
    with transaction.atomic():
        token = email_token_redeem(purpose=TokenPurpose.RESET_PASSWORD, raw=raw)
        user = token.user
        if not user.email_verified:
            _owner_proved_address(user=user)
        user.set_password(password)
        user.email_verified = user.email_verified or (user.email or "").lower() == token.email.lower()
        user.save(update_fields=["password", "email_verified"])
        sessions_end(user=user)
        signin_unlock(user=user)
