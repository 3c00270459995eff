from celery import shared_task

from .services import auth_records_purge


@shared_task(name="accounts.purge_expired", acks_late=True)
def purge_expired() -> int:
    return auth_records_purge()
