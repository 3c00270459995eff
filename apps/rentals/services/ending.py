"""Ending a rental. Every end goes `post_rental_ongoing -> end_rental_ongoing -> ended` with
one reason. Money settles first: the end counts the time up to that instant and withdraws
the renter's access at once (refused on the server, removed from the box by a queued
command); `post_rental_ongoing` charges the final seconds, `end_rental_ongoing` releases the
rest of the hold and tells both sides. A step that fails moves to its `*_failed` state and
the sweep runs it again; each step is idempotent, so money never moves twice."""

import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.common.crash import crash_point
from apps.common.errors import ApplicationError
from apps.common.render import api_coins
from apps.installs.choices import AccessPurpose
from apps.installs.services import app_access_revoke

from ..choices import EndReason, FailReason, RentalStatus
from ..models import Rental
from ..notification_kinds import RENTAL_ENDED, RENTAL_PROVIDER_ENDED
from .billing import accrue, charge_period, release_hold
from .machine import MACHINE, tell
from .start import rental_fail

logger = logging.getLogger(__name__)
S = RentalStatus


def _locked(rental_id: int) -> Rental:
    return (
        Rental.objects.select_for_update(of=("self",))
        .select_related("renter", "provider", "hold", "installed_app__app", "installed_app__device")
        .get(pk=rental_id)
    )


def _settle_later(rental_id: int) -> None:
    from ..tasks import settle

    transaction.on_commit(lambda: settle.delay(rental_id))


def rental_stop(rental_id: int, *, reason: str, actor: User | None = None, at: datetime | None = None) -> Rental:
    """Ends the rental with `reason` inside the caller's transaction: an ongoing (or failed)
    one goes to `post_rental_ongoing` with its time counted up to `at`, one still opening
    access fails; any other is left as it is. The money settles once this commits."""
    rental = _locked(rental_id)
    if rental.status == S.PRE_RENTAL_ONGOING:
        return rental_fail(rental, reason=FailReason.APP_GONE)
    if rental.status not in (S.RENTAL_ONGOING, S.RENTAL_FAILED):
        return rental
    now = at or timezone.now()
    changes = accrue(rental, now) if rental.status == S.RENTAL_ONGOING else {}
    app_access_revoke(installed_app=rental.installed_app, holder=rental.renter, purpose=AccessPurpose.RENTAL)
    rental = MACHINE.move(
        rental,
        to=S.POST_RENTAL_ONGOING,
        actor=actor,
        reason=reason,
        changes={**changes, "reason": reason, "ended_at": now, "billable": False},
        at=now,
    )
    _settle_later(rental.pk)
    return rental


@transaction.atomic
def rental_end(*, renter: User, rental_id: int) -> Rental:
    """The renter ends their rental (another person's is 404; the provider's 403)."""
    rental = Rental.objects.filter(pk=rental_id).first()
    if rental is None or (rental.provider_id != renter.pk and rental.renter_id != renter.pk):
        raise ApplicationError("not_found")
    if rental.renter_id != renter.pk:
        raise ApplicationError("permission_denied")
    if rental.status != S.RENTAL_ONGOING:
        raise MACHINE.refusal(rental)
    return rental_stop(rental.pk, reason=EndReason.RENTER_ENDED, actor=renter)


def _post(rental_id: int) -> Rental:
    """`post_rental_*`: the final seconds charged; on to `end_rental_ongoing`."""
    rental = _locked(rental_id)
    if rental.status not in (S.POST_RENTAL_ONGOING, S.POST_RENTAL_FAILED):
        return rental
    charge_period(rental)
    return MACHINE.move(rental, to=S.END_RENTAL_ONGOING, reason=rental.reason)


def _finish(rental_id: int) -> Rental:
    """`end_rental_*`: the rest of the hold released, both told; `ended`."""
    rental = _locked(rental_id)
    if rental.status not in (S.END_RENTAL_ONGOING, S.END_RENTAL_FAILED):
        return rental
    release_hold(rental)
    rental = MACHINE.move(rental, to=S.ENDED, reason=rental.reason)
    # Ended for lack of funds, the renter has something to do: told outside the console too.
    outside = rental.reason == EndReason.INSUFFICIENT_FUNDS
    tell(rental, recipient=rental.renter, kind=RENTAL_ENDED, outside=outside, amount=api_coins(rental.charged))
    tell(rental, recipient=rental.provider, kind=RENTAL_PROVIDER_ENDED, amount=api_coins(rental.income))
    return rental


def _step(rental_id: int, work: Callable[[int], Rental], *, running: str, failed: str) -> None:
    """Runs one idempotent step in its own transaction; when it fails, the rental moves to
    the step's failed state (from its running one) for the sweep to run it again."""
    try:
        with transaction.atomic():
            work(rental_id)
    except Exception:
        logger.exception("rental %s: %s failed; the sweep retries it", rental_id, running)
        with transaction.atomic():
            rental = _locked(rental_id)
            if rental.status == running:
                MACHINE.move(rental, to=failed, reason=rental.reason)


def rental_settle(*, rental_id: int) -> None:
    """Runs the ending steps a rental is at (after an end commits, and from the sweeps)."""
    _step(rental_id, _post, running=S.POST_RENTAL_ONGOING, failed=S.POST_RENTAL_FAILED)
    crash_point("rental_post_done")
    _step(rental_id, _finish, running=S.END_RENTAL_ONGOING, failed=S.END_RENTAL_FAILED)


def rentals_sweep(*, now: datetime | None = None) -> int:
    """Beat: moves every rental in a transitional state on. Opening access past twice the
    command deadline fails; an app failed ends `app_failed`; ongoing rentals end at their
    `max_hours` or after `RENTAL_OFFLINE_GRACE_SECONDS` not billable (`provider_offline`);
    the ending steps run again. Answers how many rentals it touched."""
    now = now or timezone.now()
    touched = 0
    stale = now - timedelta(seconds=2 * settings.DEVICE_COMMAND_TIMEOUT_SECONDS)
    for rental_id in Rental.objects.filter(status=S.PRE_RENTAL_ONGOING, created_at__lte=stale).values_list(
        "pk", flat=True
    ):
        with transaction.atomic():
            rental = _locked(rental_id)
            if rental.status == S.PRE_RENTAL_ONGOING:
                rental_fail(rental, reason=FailReason.TIMEOUT)
                touched += 1
    grace = now - timedelta(seconds=settings.RENTAL_OFFLINE_GRACE_SECONDS)
    for rental in Rental.objects.filter(status__in=(S.RENTAL_ONGOING, S.RENTAL_FAILED)):
        reason, at = _overdue(rental, now=now, grace=grace)
        if reason:
            with transaction.atomic():
                rental_stop(rental.pk, reason=reason, at=at)
            touched += 1
    ending = (S.POST_RENTAL_ONGOING, S.POST_RENTAL_FAILED, S.END_RENTAL_ONGOING, S.END_RENTAL_FAILED)
    for rental_id in Rental.objects.filter(status__in=ending).values_list("pk", flat=True):
        rental_settle(rental_id=rental_id)
        touched += 1
    return touched


def _overdue(rental: Rental, *, now: datetime, grace: datetime) -> tuple[str, datetime]:
    if rental.status == S.RENTAL_FAILED:
        return EndReason.APP_FAILED, now
    if rental.max_hours and rental.started_at:
        deadline = rental.started_at + timedelta(hours=rental.max_hours)
        if deadline <= now:
            return EndReason.MAX_HOURS, deadline
    if rental.unbillable_since is not None and rental.unbillable_since <= grace:
        return EndReason.PROVIDER_OFFLINE, now
    return "", now
