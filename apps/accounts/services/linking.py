"""Linking and unlinking sign-in methods: phone, e-mail, WeChat."""

from allauth.socialaccount.models import SocialAccount
from django.db import IntegrityError, transaction

from apps.common.errors import ApplicationError

from ..choices import CodePurpose, SignInWay
from ..hooks import address_verified
from ..models import User
from ..selectors import wechat_account_by_uid
from ..verification import CodeSent, verification_code_issue, verification_code_redeem
from ..wechat import PROVIDER as WECHAT
from ..wechat import WechatIdentity
from .delivery import ADDRESS_REMOVED, LINK_ATTEMPT, email_code_send, notice_send, sms_code_text, sms_send
from .sessions import ClientInfo


def _taken(*, user: User, phone: str = "", email: str = "") -> bool:
    others = User.objects.exclude(pk=user.pk)
    return (others.filter(phone_number=phone) if phone else others.filter(email__iexact=email)).exists()


# Linking answers alike whether the address is taken or not: the same code bookkeeping and
# one message either way, a code to a free address and a notice to a taken one's owner;
# the verify step then fails with the ordinary `code_invalid`.


def mobile_link_code_send(*, user: User, phone: str, client: ClientInfo) -> CodeSent:
    taken = _taken(user=user, phone=phone)
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.LINK_MOBILE, target=phone, ip=client.ip, user=user)
        if taken:
            notice_send(notice=LINK_ATTEMPT, phone=phone)
        else:
            sms_send(phone=phone, text=sms_code_text(code))
    return sent


def mobile_link(*, user: User, phone: str, code: str) -> None:
    verification_code_redeem(purpose=CodePurpose.LINK_MOBILE, target=phone, code=code, user=user)
    if _taken(user=user, phone=phone):
        raise ApplicationError("code_invalid")
    old, user.phone_number = user.phone_number, phone
    try:
        with transaction.atomic():
            user.save(update_fields=["phone_number"])
            address_verified.fire(user=user)
            if old and old != phone:
                notice_send(notice=ADDRESS_REMOVED, phone=old)
    except IntegrityError as exc:  # taken by a concurrent link
        raise ApplicationError("code_invalid") from exc


def email_link_code_send(*, user: User, email: str, client: ClientInfo) -> CodeSent:
    taken = _taken(user=user, email=email)
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.LINK_EMAIL, target=email, ip=client.ip, user=user)
        if taken:
            notice_send(notice=LINK_ATTEMPT, email=email)
        else:
            email_code_send(to=email, code=code)
    return sent


def email_link(*, user: User, email: str, code: str) -> None:
    """Link (or replace) the e-mail address; the code proves it, so it counts as verified."""
    verification_code_redeem(purpose=CodePurpose.LINK_EMAIL, target=email, code=code, user=user)
    if _taken(user=user, email=email):
        raise ApplicationError("code_invalid")
    old = _verified_email(user)
    user.email, user.email_verified = email, True
    try:
        with transaction.atomic():
            user.save(update_fields=["email", "email_verified"])
            address_verified.fire(user=user)
            if old and old.lower() != email.lower():
                notice_send(notice=ADDRESS_REMOVED, email=old)
    except IntegrityError as exc:  # taken by a concurrent link
        raise ApplicationError("code_invalid") from exc


def _verified_email(user: User) -> str:
    """The address a change notice may go to: only a verified one is known to be the person's."""
    return user.email if user.email and user.email_verified else ""


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
        old_email = _verified_email(user)
        user.email, user.email_verified = None, False
        with transaction.atomic():
            user.save(update_fields=["email", "email_verified"])
            notice_send(notice=ADDRESS_REMOVED, email=old_email)
    elif way == SignInWay.MOBILE:
        old_phone = user.phone_number or ""
        user.phone_number = None
        with transaction.atomic():
            user.save(update_fields=["phone_number"])
            notice_send(notice=ADDRESS_REMOVED, phone=old_phone)
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
