"""Support's actions on rentals (the admin and the management commands), through the same
steps as everything else."""

from django.db import transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.wallet.services import wallet_adjust

from ..choices import EndReason, RentalStatus
from ..models import Rental, RentalCharge
from .ending import rental_settle, rental_stop

S = RentalStatus


@transaction.atomic
def rental_end_staff(*, rental_id: int, reason: str = EndReason.STAFF, staff: User | None = None) -> Rental:
    """Ends a rental for support with one of the end reasons (409 `transition_not_allowed`
    when it is already ending or over)."""
    if reason not in EndReason.values:
        raise ApplicationError("validation_error", data={"reason": [f"one of {', '.join(EndReason.values)}"]})
    rental = Rental.objects.get(pk=rental_id)
    if rental.status not in (S.PRE_RENTAL_ONGOING, S.RENTAL_ONGOING, S.RENTAL_FAILED):
        raise ApplicationError("transition_not_allowed", data={"status": rental.status, "allowed": []})
    return rental_stop(rental_id, reason=reason, actor=staff)


def rental_retry(*, rental_id: int) -> Rental:
    """Runs the step a rental in a failed (or stuck ending) state is at again."""
    rental = Rental.objects.get(pk=rental_id)
    if rental.status == S.RENTAL_FAILED:
        with transaction.atomic():
            rental_stop(rental_id, reason=EndReason.APP_FAILED)
    rental_settle(rental_id=rental_id)
    return Rental.objects.get(pk=rental_id)


@transaction.atomic
def rental_refund_period(*, rental_id: int, period: int, staff: User, reason: str) -> RentalCharge:
    """Gives the renter a period's charge back from the platform's revenue (once per rental
    and period: the platform bears it, fee included; taking the provider's income back is a
    separate staff adjustment with its own reason)."""
    charge = (
        RentalCharge.objects.select_for_update(of=("self",))
        .select_related("rental__renter")
        .filter(rental_id=rental_id, period=period)
        .first()
    )
    if charge is None or charge.amount <= 0:
        raise ApplicationError("not_found")
    wallet_adjust(
        user=charge.rental.renter,
        amount=charge.amount,
        reason=reason,
        staff=staff,
        idempotency_key=f"rental:{rental_id}:refund:{period}",
        refund=True,
    )
    if charge.refunded_at is None:
        charge.refunded_at = timezone.now()
        charge.save(update_fields=["refunded_at"])
    return charge
