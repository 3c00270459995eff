"""Notices that need action about money (`Kind.outside`) reach people outside the console
too: by e-mail to a verified address, else by SMS to a person with only a phone, unless
they chose the console only (`DeliveryPreference`). A person's language is not kept, so the
message carries both (English, then Chinese), as the console would show them."""

from collections.abc import Sequence

from apps.accounts.services.delivery import email_send, sms_send
from apps.common.site import site_url

from .kinds import rendered
from .models import DeliveryPreference, Notification

NOTICE_TEMPLATE = "emails/notice.txt"


def notices_deliver(notifications: Sequence[Notification]) -> None:
    """Queues each notification's e-mail or SMS for after the transaction commits."""
    console_only = set(
        DeliveryPreference.objects.filter(
            user_id__in={item.recipient_id for item in notifications}, outside=False
        ).values_list("user_id", flat=True)
    )
    for notification in notifications:
        person = notification.recipient
        if person.pk in console_only:
            continue
        en, zh = (rendered(notification, language=language) for language in ("en", "zh"))
        link = site_url(en["link"]) if en["link"] else site_url("/messages")
        if person.email and person.email_verified:
            email_send(
                to=person.email,
                subject=f"{en['title']} / {zh['title']}",
                template=NOTICE_TEMPLATE,
                context={"en": en, "zh": zh, "link": link},
            )
        elif person.phone_number:
            sms_send(phone=person.phone_number, text=f"Z Compute: {en['body']} / {zh['body']} {link}")
