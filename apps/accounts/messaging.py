"""Outgoing SMS and e-mail. Both are kept in the outbox (OutboundMessage) that staff read
in the admin; real gateways plug in by setting (SMS_BACKEND, EMAIL_BACKEND)."""

import logging
from collections.abc import Sequence
from functools import cache
from typing import Protocol

from django.conf import settings
from django.core.mail import EmailMessage
from django.core.mail.backends.console import EmailBackend as ConsoleEmailBackend
from django.utils.module_loading import import_string

from .choices import MessageChannel
from .models import OutboundMessage

logger = logging.getLogger(__name__)


class SmsBackend(Protocol):
    def send(self, *, phone: str, text: str) -> None: ...


class OutboxSmsBackend:
    """The default: log the text and keep it in the outbox; nothing leaves the machine."""

    def send(self, *, phone: str, text: str) -> None:
        OutboundMessage.objects.create(channel=MessageChannel.SMS, to=phone, body=text)
        logger.info("SMS to %s: %s", phone, text)


@cache
def sms_backend() -> SmsBackend:
    return import_string(settings.SMS_BACKEND)()


def sms_send(*, phone: str, text: str) -> None:
    sms_backend().send(phone=phone, text=text)


class OutboxEmailBackend(ConsoleEmailBackend):
    """Console e-mail that also keeps every message in the outbox."""

    def send_messages(self, email_messages: Sequence[EmailMessage]) -> int:
        for message in email_messages:
            for recipient in message.recipients():
                OutboundMessage.objects.create(
                    channel=MessageChannel.EMAIL,
                    to=recipient.lower(),
                    subject=str(message.subject),
                    body=str(message.body),
                )
        return super().send_messages(email_messages)
