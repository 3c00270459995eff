"""Background work for installed apps (their commands expire through the devices' sweep)."""

from celery import shared_task

from . import services


@shared_task(name="installs.autopilot")
def autopilot() -> int:
    """Beat: autopilot apps are rentable exactly while running on an online device."""
    return services.autopilot_refresh()
