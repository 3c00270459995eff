"""Background work for rentals: the billing pass and the sweeps run by beat (every
`RENTAL_SWEEP_SECONDS`), the ending steps queued once an end commits, and renewals after a
deposit. Every task is idempotent and acknowledged late; the sweeps complete whatever a
killed worker left."""

from celery import shared_task

from . import services


@shared_task(name="rentals.bill", acks_late=True)
def bill() -> int:
    return services.rentals_bill()


@shared_task(name="rentals.sweep", acks_late=True)
def sweep() -> int:
    return services.rentals_sweep()


@shared_task(name="rentals.settle", acks_late=True)
def settle(rental_id: int) -> None:
    services.rental_settle(rental_id=rental_id)


@shared_task(name="rentals.top_up", acks_late=True)
def top_up(user_id: int) -> int:
    return services.rentals_top_up(user_id=user_id)
