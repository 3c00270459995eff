"""The billing pass (DECISIONS, Rentals: one beat task that bills in batches, a savepoint per
rental): each batch of due rentals is read in one query and renewed together, the wallet's
`wallet_holds_renew` writing every capture, release and next hold (the same transactions and
keys as one rental at a time) and the charges inserted in bulk. A rental the batch cannot take
(its funds short of two periods, so the hold is short or the renter is warned, a used key or
charge, nothing billable to renew, a failed batch) goes through `bill_one`, a savepoint each,
so the edge rules keep one code path and one rental's failure never loses the others'."""

import logging
from datetime import datetime, timedelta

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from apps.common.bulk import rows_update
from apps.common.crash import crash_point
from apps.common.money import period_price
from apps.notifications.services import stats_changed
from apps.notifications.topics import RENTALS, WALLET
from apps.wallet.models import Hold
from apps.wallet.services import Renewal, wallet_holds_renew

from ..choices import RentalStatus
from ..models import Rental, RentalCharge
from .billing import accrue, bill_one, covered_seconds, is_due, period_seconds, step_key, totals

logger = logging.getLogger(__name__)
S = RentalStatus
BATCH = 500
RENEWED = ("accounted_at", "billed_seconds", "paid_until", "charged", "fee", "period", "hold", "period_started_at")


def _due(now: datetime) -> Q:
    return Q(period_started_at__lte=now - timedelta(seconds=period_seconds())) | Q(paid_until__lte=now)


def rentals_bill(*, now: datetime | None = None) -> int:
    """Beat: the billing pass. Bills every due rental in batches of `BATCH`, each in its own
    transaction (a failure is logged and retried by the next pass); answers how many it
    billed."""
    now = now or timezone.now()
    ids = list(Rental.objects.filter(_due(now), status=S.RENTAL_ONGOING).order_by("pk").values_list("pk", flat=True))
    billed = 0
    for start in range(0, len(ids), BATCH):
        with transaction.atomic():
            renewed, rest = _renew_batch(ids[start : start + BATCH], now=now)
            billed += renewed
            for rental_id in rest:
                try:
                    with transaction.atomic():
                        billed += bill_one(rental_id, now=now)
                except Exception:
                    logger.exception("billing rental %s failed; the next pass retries it", rental_id)
    return billed


def _renewal(rental: Rental, *, now: datetime, charged: set[tuple[int, int]]) -> tuple[Renewal, int] | None:
    """What renewing the rental asks of the wallet (a full period's hold, the renter keeping
    another period's price) and the seconds that hold pays for; None when the batch leaves it
    to `bill_one`."""
    accrue(rental, now)
    if rental.hold is None or not is_due(rental, now) or (rental.pk, rental.period) in charged:
        return None
    total, fee_total = totals(rental)
    full = period_price(rental.price_per_hour)
    covered = covered_seconds(price=rental.price_per_hour, billed=rental.billed_seconds, charged=total, held=full)
    if covered == 0:
        return None
    renewal = Renewal(
        hold=rental.hold,
        charge=total - rental.charged,
        fee=fee_total - rental.fee,
        payee=rental.provider,
        amount=full,
        spare=full,
        reference=f"rental:{rental.pk}",
        capture_key=step_key(rental, "charge"),
        release_key=step_key(rental, "release"),
        place_key=step_key(rental, "hold", rental.period + 1),
    )
    return renewal, covered


def _renew_batch(ids: list[int], *, now: datetime) -> tuple[int, list[int]]:
    """Renews the batch's due rentals together, under their locks; answers how many, and the
    ids left to `bill_one`."""
    rentals = list(
        Rental.objects.select_for_update(of=("self",))
        .select_related("provider", "hold")
        .filter(pk__in=ids, status=S.RENTAL_ONGOING)
        .order_by("pk")
    )
    periods = {rental.period for rental in rentals}
    charged = set(RentalCharge.objects.filter(rental_id__in=ids, period__in=periods).values_list("rental_id", "period"))
    ready: list[tuple[Rental, Renewal, int]] = []
    rest: list[int] = []
    for rental in rentals:
        try:
            asked = _renewal(rental, now=now, charged=charged)
        except Exception:
            asked = None  # `bill_one` meets the error again, logs it and leaves the rental to the next pass
        if asked is None:
            rest.append(rental.pk)
        else:
            ready.append((rental, *asked))
    if not ready:
        return 0, rest
    try:
        with transaction.atomic():
            holds = wallet_holds_renew(renewals=[renewal for _rental, renewal, _covered in ready])
            crash_point("rental_charge_captured")
            renewed = _record(ready, holds, now=now)
    except Exception:
        logger.exception("renewing a batch of %d rentals failed; they are billed one by one", len(ready))
        return 0, [rental.pk for rental in rentals]
    done = {rental.pk for rental in renewed}
    return len(renewed), sorted(rest + [rental.pk for rental, _renewal, _covered in ready if rental.pk not in done])


def _record(ready: list[tuple[Rental, Renewal, int]], holds: list[Hold | None], *, now: datetime) -> list[Rental]:
    """Writes each renewed rental's charge and its next period (the ones the wallet left out
    are untouched), and tells both sides' pages once; answers the renewed rentals."""
    renewed, charges = [], []
    stamp = timezone.now()
    for (rental, renewal, covered), hold in zip(ready, holds, strict=True):
        if hold is None:
            continue
        seconds, amount, fee = rental.billed_seconds, renewal.charge, renewal.fee
        charges.append(RentalCharge(rental=rental, period=rental.period, seconds=seconds, amount=amount, fee=fee))
        rental.charged += renewal.charge
        rental.fee += renewal.fee
        rental.period += 1
        rental.hold = hold
        rental.period_started_at = now
        rental.paid_until = (rental.accounted_at or now) + timedelta(seconds=covered)
        rental.updated_at = stamp
        renewed.append(rental)
    RentalCharge.objects.bulk_create(charges)
    rows_update(renewed, [*RENEWED, "updated_at"])
    people = {rental.renter_id for rental in renewed} | {rental.provider_id for rental in renewed}
    stats_changed(user_ids=people, topics={RENTALS, WALLET})
    return renewed
