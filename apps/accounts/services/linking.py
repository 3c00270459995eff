"""Linking and unlinking sign-in methods: phone, e-mail, WeChat."""

from allauth.socialaccount.models import SocialAccount
from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils.translation import gettext as _

from apps.common.errors import ApplicationError

from ..choices import CodePurpose, SignInWay
from ..models import User
from ..selectors import wechat_account_by_uid
from ..signals import address_verified
from ..verification import CodeSent, verification_code_issue, verification_code_redeem
from ..wechat import PROVIDER as WECHAT
from ..wechat import WechatIdentity
from .delivery import email_send, sms_code_text, sms_send
from .sessions import ClientInfo


def mobile_link_code_send(*, user: User, phone: str, client: ClientInfo) -> CodeSent:
    if User.objects.filter(phone_number=phone).exclude(pk=user.pk).exists():
        raise ApplicationError("phone_taken")
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.LINK_MOBILE, target=phone, ip=client.ip, user=user)
        sms_send(phone=phone, text=sms_code_text(code))
    return sent


def mobile_link(*, user: User, phone: str, code: str) -> None:
    verification_code_redeem(purpose=CodePurpose.LINK_MOBILE, target=phone, code=code, user=user)
    user.phone_number = phone
    try:
        with transaction.atomic():
            user.save(update_fields=["phone_number"])
            address_verified.send(sender=User, user=user)
    except IntegrityError as exc:
        raise ApplicationError("phone_taken") from exc


def email_link_code_send(*, user: User, email: str, client: ClientInfo) -> CodeSent:
    if User.objects.filter(email__iexact=email).exclude(pk=user.pk).exists():
        raise ApplicationError("email_taken")
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.LINK_EMAIL, target=email, ip=client.ip, user=user)
        email_send(
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
            address_verified.send(sender=User, user=user)
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


def wechat_link(*, user: User, identity: WechatIdentity) -> None:
    with transaction.atomic():
        link = wechat_account_by_uid(uid=identity.uid)
        if link is not None and link.user_id != user.pk:
            raise ApplicationError("wechat_taken")
        SocialAccount.objects.filter(user=user, provider=WECHAT).exclude(uid=identity.uid).delete()
        SocialAccount.objects.update_or_create(
            provider=WECHAT, uid=identity.uid, defaults={"user": user, "extra_data": identity.extra_data}
        )
