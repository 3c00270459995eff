"""Writes for rentals, by section: `machine` (the state machine, `MACHINE`), `start` (renting,
the box's answer), `billing` (cumulative per-second billing, one rental's renewal),
`billing_pass` (the billing pass, renewing in batches), `ending` (every end, the settling
steps and the sweeps), `staff` (support's actions) and `disputes` (a renter's complaint, its
answer and staff's refund: a state machine, `DISPUTES`).

A rental's status moves only through `MACHINE`: `pre_rental_ongoing` (hold placed, access
asked of the box) -> `rental_ongoing` | `pre_rental_failed` (final); `rental_ongoing` ->
`rental_failed` (the app failed) -> `post_rental_ongoing` -> `end_rental_ongoing` -> `ended`
(final), with `post_rental_failed` / `end_rental_failed` retried by the sweep."""

from .billing import (
    accrue,
    billability,
    covered_seconds,
    period_price,
    rentals_top_up,
    runway_seconds,
)
from .billing_pass import rentals_bill
from .disputes import (
    DISPUTES,
    dispute_answer,
    dispute_open,
    dispute_refundable,
    dispute_refusal,
    dispute_resolve,
    dispute_withdraw,
)
from .ending import rental_end, rental_settle, rental_stop, rentals_sweep
from .machine import MACHINE, TRANSITIONS, is_billable
from .staff import rental_end_staff, rental_refund_period, rental_retry
from .start import Agreed, first_hold_place, rental_access_answered, rental_fail, rental_start

__all__ = [
    "DISPUTES",
    "MACHINE",
    "TRANSITIONS",
    "Agreed",
    "accrue",
    "billability",
    "covered_seconds",
    "dispute_answer",
    "dispute_open",
    "dispute_refundable",
    "dispute_refusal",
    "dispute_resolve",
    "dispute_withdraw",
    "first_hold_place",
    "is_billable",
    "period_price",
    "rental_access_answered",
    "rental_end",
    "rental_end_staff",
    "rental_fail",
    "rental_refund_period",
    "rental_retry",
    "rental_settle",
    "rental_start",
    "rental_stop",
    "rentals_bill",
    "rentals_sweep",
    "rentals_top_up",
    "runway_seconds",
]
