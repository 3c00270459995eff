"""Background work for demands, run by beat: open demands past their time expire, orders
being prepared follow their installs again."""

from celery import shared_task

from . import services


@shared_task(name="demands.sweep", acks_late=True)
def sweep() -> int:
    return services.demands_expire() + services.orders_sweep()
