"""Starting a rental: the renter's first hold and their own access, opened on the box; the
box's answer moves it on (`pre_rental_ongoing -> rental_ongoing`) or fails it
(`pre_rental_failed`: the hold released, nothing charged, both sides told)."""

from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.accounts.models import User
from apps.common.crash import crash_point
from apps.common.errors import ApplicationError, field_error
from apps.common.money import period_price, price_agreed
from apps.common.render import api_coins
from apps.installs.choices import AccessPurpose
from apps.installs.selectors import installed_app_locked
from apps.installs.services import app_access_grant, app_access_revoke
from apps.listings.selectors import listing_on_market
from apps.listings.services import listing_busy_set
from apps.notifications.services import stats_changed
from apps.notifications.topics import RENTALS
from apps.wallet.models import Hold
from apps.wallet.selectors import wallet_state
from apps.wallet.services import wallet_hold_place

from ..choices import NON_FINAL, FailReason, RentalStatus
from ..models import Rental
from ..notification_kinds import RENTAL_FAILED, RENTAL_PROVIDER_FAILED, RENTAL_PROVIDER_RENTED, RENTAL_STARTED
from .billing import covered_seconds, release_hold, runway_warn
from .machine import MACHINE, is_billable, tell

S = RentalStatus


@dataclass(frozen=True)
class Agreed:
    """A rental agreed off the market (an order taken on a demand): the app, the price the
    two sides agreed and the renter's first period, already held."""

    installed_app_id: int
    price_per_hour: Decimal
    hold: Hold


def first_hold_place(*, user: User, price_per_hour: Decimal, idempotency_key: str, reference: str) -> Hold:
    """Holds one billing period's price of `user`'s coins (409 `rental_insufficient_funds`,
    `data.required`, when their available coins do not cover it)."""
    first = period_price(price_per_hour)
    try:
        return wallet_hold_place(user=user, amount=first, idempotency_key=idempotency_key, reference=reference)
    except ApplicationError as refusal:
        if refusal.code == "wallet_insufficient_funds":
            raise ApplicationError("rental_insufficient_funds", data={"required": api_coins(first)}) from None
        raise


@transaction.atomic
def rental_start(
    *,
    renter: User,
    listing_id: int | None = None,
    price_per_hour: Decimal | None = None,
    max_hours: int | None = None,
    agreed: Agreed | None = None,
) -> Rental:
    """Rents a listed app at the `price_per_hour` the renter saw (or, with `agreed`, the app
    an order agreed on, at its price and with its hold): holds one period's price of the
    renter's coins and asks the box to open the renter's own access. Refused (and nothing
    written) when the listing is gone (409 `listing_gone`), its price is no longer the one
    seen (`price_changed`), the app is the renter's own (`rental_own_listing`), someone rents
    it (`app_busy`) or the coins do not cover one period (`rental_insufficient_funds`)."""
    if agreed is not None:
        listing, installed_app_id = None, agreed.installed_app_id
    else:
        listing = listing_on_market(listing_id=listing_id) if listing_id is not None else None
        if listing is None:
            raise ApplicationError("listing_gone")
        installed_app_id = listing.installed_app_id
    installed = installed_app_locked(installed_app_id=installed_app_id)
    if installed.owner_user_id == renter.pk:
        raise ApplicationError("rental_own_listing")
    if agreed is None:
        if price_per_hour is None:
            raise field_error("price_per_hour", _("Send the price you agreed to."))
        price_agreed(agreed=price_per_hour, current=installed.price_per_hour)
    if Rental.objects.filter(installed_app=installed, status__in=NON_FINAL).exists():
        raise ApplicationError("app_busy")
    try:
        with transaction.atomic():
            rental = Rental.objects.create(
                renter=renter,
                provider=installed.owner_user,
                installed_app=installed,
                listing=listing,
                price_per_hour=agreed.price_per_hour if agreed is not None else installed.price_per_hour,
                max_hours=max_hours,
            )
    except IntegrityError:
        raise ApplicationError("app_busy") from None
    rental.hold = (
        agreed.hold
        if agreed is not None
        else first_hold_place(
            user=renter,
            price_per_hour=rental.price_per_hour,
            idempotency_key=f"rental:{rental.pk}:hold:0",
            reference=f"rental:{rental.pk}",
        )
    )
    rental.save(update_fields=["hold", "updated_at"])
    MACHINE.log(rental, old="", actor=renter)
    app_access_grant(installed_app=installed, holder=renter, purpose=AccessPurpose.RENTAL)
    listing_busy_set(installed_app_id=installed.pk, busy=True)
    stats_changed(user_ids=[renter.pk, rental.provider_id], topics={RENTALS})
    return rental


def _pending(*, installed_app_id: int, renter_id: int) -> Rental | None:
    return (
        Rental.objects.select_for_update(of=("self",))
        .select_related("renter", "provider", "hold", "installed_app__app", "installed_app__device")
        .filter(installed_app_id=installed_app_id, renter_id=renter_id, status=S.PRE_RENTAL_ONGOING)
        .first()
    )


def rental_fail(rental: Rental, *, reason: str) -> Rental:
    """`pre_rental_ongoing -> pre_rental_failed` (in the caller's transaction): the hold
    released, the renter's access withdrawn, both told why."""
    release_hold(rental)
    app_access_revoke(installed_app=rental.installed_app, holder=rental.renter, purpose=AccessPurpose.RENTAL)
    rental = MACHINE.move(rental, to=S.PRE_RENTAL_FAILED, reason=reason, changes={"reason": reason})
    tell(rental, recipient=rental.renter, kind=RENTAL_FAILED)
    tell(rental, recipient=rental.provider, kind=RENTAL_PROVIDER_FAILED)
    return rental


def rental_access_answered(*, installed_app_id: int, renter_id: int, succeeded: bool, expired: bool) -> None:
    """The box answered the command opening a renter's access (or it expired), inside the
    command's transaction: the rental starts, or fails and nothing is charged."""
    rental = _pending(installed_app_id=installed_app_id, renter_id=renter_id)
    if rental is None:
        return
    if succeeded:
        _opened(rental)
    else:
        rental_fail(rental, reason=FailReason.TIMEOUT if expired else FailReason.REFUSED)
    crash_point("rental_access_answered")


def _opened(rental: Rental) -> None:
    """`pre_rental_ongoing -> rental_ongoing`: billing starts now, on what the hold covers."""
    now = timezone.now()
    installed = rental.installed_app
    held = rental.hold.placed if rental.hold is not None else Decimal(0)
    billable = is_billable(app_status=installed.status, device_status=installed.device.status)
    covered = covered_seconds(price=rental.price_per_hour, billed=0, charged=rental.charged, held=held)
    rental = MACHINE.move(
        rental,
        to=S.RENTAL_ONGOING,
        reason="access_opened",
        changes={
            "started_at": now,
            "period_started_at": now,
            "accounted_at": now,
            "paid_until": now + timedelta(seconds=covered),
            "billable": billable,
            "unbillable_since": None if billable else now,
        },
    )
    tell(rental, recipient=rental.renter, kind=RENTAL_STARTED)
    tell(rental, recipient=rental.provider, kind=RENTAL_PROVIDER_RENTED)
    available = wallet_state(user=rental.renter).available
    if available < period_price(rental.price_per_hour):
        runway_warn(rental, available=available, now=now)
