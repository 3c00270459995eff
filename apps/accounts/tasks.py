from celery import shared_task
from django.core.mail import send_mail

from .messaging import sms_send
from .services import auth_records_purge


@shared_task(name="accounts.purge_expired", acks_late=True)
def purge_expired() -> int:
    return auth_records_purge()


@shared_task(name="accounts.deliver_email", acks_late=True)
def deliver_email(to: str, subject: str, body: str) -> None:
    send_mail(subject, body, None, [to])


@shared_task(name="accounts.deliver_sms", acks_late=True)
def deliver_sms(phone: str, text: str) -> None:
    sms_send(phone=phone, text=text)
