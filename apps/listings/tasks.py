"""Background work for the market. Tasks take nothing, call services and are safe to run
twice."""

from celery import shared_task

from . import services


@shared_task(name="listings.reliability")
def reliability() -> int:
    """Beat: every device's uptime over 1, 7 and 30 days from its status log."""
    return services.reliability_rollup()


@shared_task(name="listings.refresh")
def refresh() -> int:
    """Beat: listings copy what changed without a status move (a device's location or
    resources from a heartbeat, a renamed app or label)."""
    return services.listings_sync()
