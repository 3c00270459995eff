"""Background work for companies."""

from celery import shared_task

from . import services


@shared_task(name="companies.expire")
def expire() -> int:
    """Beat: open invitations and applications past their time become `expired`."""
    return services.invitations_expire() + services.applications_expire()
