"""Background work for demands: beat expires open demands past their time."""

from celery import shared_task

from . import services


@shared_task(name="demands.expire", acks_late=True)
def expire() -> int:
    return services.demands_expire()
