"""Metered time billed per second from a hold (rentals and Z-CLOUD machines): what a hold
pays for, and the seconds counted up to an instant. A metered row has `accounted_at` (the
instant counted up to), `paid_until` (the last second its hold pays for), `billable` (whether
the time counts now) and `billed_seconds` (the billable seconds so far)."""

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any, Protocol

from .money import cost_of

HOUR = 3600
HALF_CENT = Decimal("0.005")


class Metered(Protocol):
    @property
    def accounted_at(self) -> datetime | None: ...
    @property
    def paid_until(self) -> datetime | None: ...
    @property
    def billable(self) -> bool: ...
    @property
    def billed_seconds(self) -> int: ...


def covered_seconds(*, price: Decimal, billed: int, charged: Decimal, held: Decimal) -> int:
    """How many seconds past `billed` the hold `held` pays for: the most whose cumulative
    charge stays within `charged + held`."""
    limit = charged + held
    # cost_of(s) <= limit exactly when price x s / 3600 < limit + half a cent
    seconds = max(int((limit + HALF_CENT) * HOUR / price) - billed, 0)
    while seconds > 0 and cost_of(price, billed + seconds) > limit:
        seconds -= 1
    return seconds


def accrue(row: Metered, now: datetime) -> dict[str, Any]:
    """Counts the whole seconds from `accounted_at` to `now`, billed or not as the row
    stood meanwhile (billed only up to `paid_until`: our own lateness is never billed;
    while not billable `paid_until` moves on with the clock); answers the fields that
    change (set on `row` too)."""
    if row.accounted_at is None or row.paid_until is None or now <= row.accounted_at:
        return {}
    span = int((now - row.accounted_at).total_seconds())
    changes: dict[str, Any] = {"accounted_at": row.accounted_at + timedelta(seconds=span)}
    if row.billable:
        room = max(int((row.paid_until - row.accounted_at).total_seconds()), 0)
        changes["billed_seconds"] = row.billed_seconds + min(span, room)
    else:
        changes["paid_until"] = row.paid_until + timedelta(seconds=span)
    for name, value in changes.items():
        setattr(row, name, value)
    return changes
