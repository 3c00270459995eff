"""Sending e-mails and SMS from services: queued once the surrounding transaction commits."""

from dataclasses import dataclass

from django.conf import settings
from django.db import transaction
from django.template import Context, Engine
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

StrOrPromise = str | Promise


def email_send(*, to: str, subject: str, template: str, context: dict[str, object]) -> None:
    from ..tasks import deliver_email

    # Plain text: a link's `&` or a name's `'` stays as it is, not HTML-escaped.
    body = Engine.get_default().get_template(template).render(Context(context, autoescape=False))
    transaction.on_commit(lambda: deliver_email.delay(to, str(subject), body))


def sms_send(*, phone: str, text: str) -> None:
    from ..tasks import deliver_sms

    transaction.on_commit(lambda: deliver_sms.delay(phone, text))


def sms_code_text(code: str) -> str:
    minutes = int(settings.VERIFICATION_CODE["TTL"].total_seconds() // 60)
    return _("Your Z Compute verification code is %(code)s. It expires in %(minutes)d minutes.") % {
        "code": code,
        "minutes": minutes,
    }


def email_code_send(*, to: str, code: str) -> None:
    email_send(
        to=to,
        subject=_("Your verification code"),
        template="emails/link_code.txt",
        context={"code": code, "minutes": int(settings.VERIFICATION_CODE["TTL"].total_seconds() // 60)},
    )


@dataclass(frozen=True)
class Notice:
    """A message to the owner of an address about its account (an e-mail template and an
    SMS text), sent instead of a code or after a change."""

    subject: StrOrPromise
    template: str
    sms: StrOrPromise


LINK_ATTEMPT = Notice(
    subject=gettext_lazy("Someone tried to use your address"),
    template="emails/link_attempt.txt",
    sms=gettext_lazy(
        "Z Compute: someone tried to link this phone number to another account. Nothing changed; "
        "if it was not you, ignore this message."
    ),
)
ADDRESS_REMOVED = Notice(
    subject=gettext_lazy("Your address was removed from your account"),
    template="emails/address_removed.txt",
    sms=gettext_lazy(
        "Z Compute: this phone number was removed from your account or replaced. If you did not do this, "
        "reset your password and contact support."
    ),
)


def notice_send(*, notice: Notice, email: str = "", phone: str = "") -> None:
    if email:
        email_send(to=email, subject=str(notice.subject), template=notice.template, context={})
    if phone:
        sms_send(phone=phone, text=str(notice.sms))
