"""Sending e-mails and SMS from services: queued once the surrounding transaction commits."""

from django.conf import settings
from django.db import transaction
from django.template.loader import render_to_string
from django.utils.translation import gettext as _


def email_send(*, to: str, subject: str, template: str, context: dict[str, object]) -> None:
    from ..tasks import deliver_email

    body = render_to_string(template, context)
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
