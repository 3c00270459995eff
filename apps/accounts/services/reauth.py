"""Re-authentication: proving again, inside a signed-in session, that the caller is the
person, before a change that could take the account over. Signing in never counts."""

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.common.errors import ApplicationError, field_error

from ..choices import CodePurpose
from ..models import AuthSession, User
from ..verification import CodeSent, verification_code_issue, verification_code_redeem
from .delivery import email_code_send, sms_code_text, sms_send
from .sessions import ClientInfo


def _code_target(user: User) -> str:
    """Where a re-authentication code goes: the phone, else the verified e-mail address."""
    if user.phone_number:
        return user.phone_number
    if user.email and user.email_verified:
        return user.email
    raise ApplicationError("reauth_code_unavailable")


def reauth_code_send(*, user: User, client: ClientInfo) -> CodeSent:
    """For a person without a password: a code to the phone or the verified e-mail address."""
    target = _code_target(user)
    with transaction.atomic():
        code, sent = verification_code_issue(purpose=CodePurpose.REAUTH, target=target, ip=client.ip, user=user)
        if target == user.phone_number:
            sms_send(phone=target, text=sms_code_text(code))
        else:
            email_code_send(to=target, code=code)
    return sent


def session_reauthenticate(*, session: AuthSession, password: str = "", code: str = "") -> None:
    """Open the session's re-authentication window (REAUTH_WINDOW) with the current password
    or, for a person without one, a code from `reauth_code_send`."""
    user = session.user
    if user.has_usable_password():
        if not user.check_password(password):
            raise field_error("password", _("The current password is not correct."))
    else:
        verification_code_redeem(purpose=CodePurpose.REAUTH, target=_code_target(user), code=code, user=user)
    AuthSession.objects.filter(pk=session.pk).update(reauthenticated_at=timezone.now())
