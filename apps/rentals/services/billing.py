"""Per-second billing (DECISIONS, Rentals): cumulative rounding, `paid_until`, renewals of
`min(one period, available)` one rental at a time (`bill_one`).

A period's charge is `round(price x billed seconds / 3600)` less what was charged before,
and the fee likewise on the cumulative income, so totals are exact over any number of short
periods. Each period has its own hold; `paid_until` is the last second whose cumulative
charge fits in it, so a capture never exceeds its hold. Time is counted (`accrue`) up to an
instant: billed while the app runs on an online device and only up to `paid_until` (our own
lateness is never billed); while it is not billable `paid_until` moves on with the clock. The
billing pass, which renews in batches, is `billing_pass`."""

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone, translation
from django.utils.translation import ngettext

from apps.common.crash import crash_point
from apps.common.metering import HOUR, accrue, covered_seconds
from apps.common.money import cost_of, percent_of, period_price
from apps.common.render import api_coins
from apps.notifications.services import stats_changed
from apps.notifications.topics import RENTALS, WALLET
from apps.wallet.choices import HoldStatus
from apps.wallet.selectors import wallet_state
from apps.wallet.services import wallet_hold_capture, wallet_hold_place, wallet_hold_release

from ..choices import RentalStatus
from ..models import Rental, RentalCharge
from ..notification_kinds import RENTAL_LOW_RUNWAY
from .machine import tell

S = RentalStatus
ZERO = Decimal(0)


def period_seconds() -> int:
    return int(settings.RENTAL_BILLING_SECONDS)


def runway_seconds(rental: Rental, *, available: Decimal, now: datetime) -> int:
    """How long the rental can go on at its price: what the hold still covers, and what the
    renter's available coins would."""
    held = max(int((rental.paid_until - now).total_seconds()), 0) if rental.paid_until else 0
    return held + (int(available * HOUR / rental.price_per_hour) if available > 0 else 0)


def billability(rental: Rental, now: datetime, *, billable: bool) -> dict[str, Any]:
    """Counts the time so far as it was, then bills (or not) from `now` on."""
    changes = accrue(rental, now)
    changes["billable"] = billable
    changes["unbillable_since"] = None if billable else (rental.unbillable_since or now)
    for name, value in changes.items():
        setattr(rental, name, value)
    return changes


def step_key(rental: Rental, step: str, period: int | None = None) -> str:
    return f"rental:{rental.pk}:{step}:{rental.period if period is None else period}"


def totals(rental: Rental) -> tuple[Decimal, Decimal]:
    """What the billed seconds cost so far, and the platform's fee of it (both cumulative)."""
    total = cost_of(rental.price_per_hour, rental.billed_seconds)
    return total, percent_of(total, settings.PLATFORM_FEE_PERCENT)


def charge_period(rental: Rental) -> RentalCharge:
    """Charges the current period once (`RentalCharge` is unique on rental and period):
    captures from its hold, paying the provider less the cumulative fee."""
    total, fee_total = totals(rental)
    charge, created = RentalCharge.objects.get_or_create(
        rental=rental,
        period=rental.period,
        defaults={"seconds": rental.billed_seconds, "amount": total - rental.charged, "fee": fee_total - rental.fee},
    )
    if not created:
        return charge
    if charge.amount > 0 and rental.hold is not None:
        wallet_hold_capture(
            hold=rental.hold,
            amount=charge.amount,
            payee=rental.provider,
            fee=charge.fee,
            idempotency_key=step_key(rental, "charge"),
            reference=f"rental:{rental.pk}",
        )
        crash_point("rental_charge_captured")
    rental.charged, rental.fee = total, fee_total
    rental.save(update_fields=["charged", "fee", "updated_at"])
    return charge


def release_hold(rental: Rental) -> None:
    """Gives back what the current hold has left."""
    if rental.hold is None:
        return
    rental.hold.refresh_from_db()
    if rental.hold.status == HoldStatus.OPEN:
        wallet_hold_release(hold=rental.hold, idempotency_key=step_key(rental, "release"))


def hold_next(rental: Rental, *, now: datetime) -> bool:
    """Opens the next period (`rental.period`, already counted on) with a hold of one
    period's price or what the renter has, whichever is less; False when that would pay for
    no second at all. Warns the renter when their coins will not cover a further period."""
    full = period_price(rental.price_per_hour)
    available = wallet_state(user=rental.renter).available
    amount = min(full, available)
    covered = covered_seconds(
        price=rental.price_per_hour, billed=rental.billed_seconds, charged=rental.charged, held=max(amount, ZERO)
    )
    if amount <= 0 or covered == 0:
        return False
    rental.hold = wallet_hold_place(
        user=rental.renter, amount=amount, idempotency_key=step_key(rental, "hold"), reference=f"rental:{rental.pk}"
    )
    rental.period_started_at = now
    rental.paid_until = (rental.accounted_at or now) + timedelta(seconds=covered)
    if available - amount < full:
        runway_warn(rental, available=available - amount, now=now)
    return True


def duration_text(seconds: int) -> str:
    minutes = max(seconds // 60, 1)
    hours, minutes = divmod(minutes, 60)
    if hours:
        return ngettext("%(n)d hour", "%(n)d hours", hours) % {"n": hours} + (
            " " + ngettext("%(n)d minute", "%(n)d minutes", minutes) % {"n": minutes} if minutes else ""
        )
    return ngettext("%(n)d minute", "%(n)d minutes", minutes) % {"n": minutes}


def runway_warn(rental: Rental, *, available: Decimal, now: datetime) -> None:
    seconds = runway_seconds(rental, available=available, now=now)
    texts: dict[str, Any] = {}
    for language, code in (("en", "en"), ("zh", "zh-hans")):
        with translation.override(code):
            texts[f"time_left_{language}"] = duration_text(seconds)
    tell(rental, recipient=rental.renter, kind=RENTAL_LOW_RUNWAY, amount=api_coins(available), **texts)


def is_due(rental: Rental, now: datetime) -> bool:
    """Whether the rental's period is over or its hold used up at `now`."""
    return rental.period_started_at is not None and (
        rental.period_started_at <= now - timedelta(seconds=period_seconds())
        or (rental.paid_until is not None and rental.paid_until <= now)
    )


def renew(rental: Rental, *, now: datetime) -> bool:
    """Closes the current period (charged, its hold released) and opens the next; False
    when the next could not be held (the caller ends the rental `insufficient_funds`)."""
    accrue(rental, now)
    rental.save()
    charge_period(rental)
    release_hold(rental)
    rental.period += 1
    opened = hold_next(rental, now=now)
    rental.save()
    return opened


def bill_one(rental_id: int, *, now: datetime, force: bool = False) -> bool:
    """The billing pass's work on one rental the batch did not take (and a top-up's), under
    its lock: renews it when its period is over or its hold is used up (or at once with
    `force`), or ends it `insufficient_funds`; answers whether it renewed or ended it."""
    from .ending import rental_stop

    rental = (
        Rental.objects.select_for_update(of=("self",)).select_related("renter", "provider", "hold").get(pk=rental_id)
    )
    if rental.status != S.RENTAL_ONGOING:
        return False
    accrue(rental, now)
    if not (is_due(rental, now) or force):
        rental.save()
        return False
    if renew(rental, now=now):
        stats_changed(user_ids=[rental.renter_id, rental.provider_id], topics={RENTALS, WALLET})
    else:
        rental_stop(rental.pk, reason="insufficient_funds", at=now)
    return True


def rentals_top_up(*, user_id: int, now: datetime | None = None) -> int:
    """A deposit was credited: the person's ongoing rentals whose hold is short of a period
    renew at once; answers how many."""
    now = now or timezone.now()
    renewed = 0
    ongoing = Rental.objects.filter(renter_id=user_id, status=S.RENTAL_ONGOING).select_related("hold")
    for rental in ongoing:
        if rental.hold is not None and rental.hold.placed < period_price(rental.price_per_hour):
            with transaction.atomic():
                renewed += bill_one(rental.pk, now=now, force=True)
    return renewed
