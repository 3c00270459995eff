"""From acceptance to the rental, and after. `order_accept` holds the demander's first
period, declines the other offers and takes the demand; an installed app's order is then
`confirmed` at once by starting its rental (at the order's price, `max_hours` the demand's
hours, carrying the hold); a device's order installs the demand's app, stays `accepted` until
the box takes up the install, is `processing` while it installs and starts, and is confirmed
when the app runs, or fails with it. A confirmed order follows its
rental's end (DECISIONS): `renter_ended`, `max_hours` and `insufficient_funds` finish it,
every other end and a rental that could not start fail it."""

from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.common.money import price_agreed
from apps.devices.choices import DeviceStatus
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.installs.services import app_install, app_withdraw
from apps.rentals.choices import EndReason, RentalStatus
from apps.rentals.models import Rental
from apps.rentals.services import Agreed, rental_end_staff, rental_start

from ..choices import FINAL, HOLDING, DemandStatus, OfferKind, OrderReason, OrderStatus
from ..models import Order
from ..notification_kinds import ORDER_ACCEPTED, ORDER_CONFIRMED, ORDER_FINISHED
from .machines import DEMAND_MACHINE, ORDER_MACHINE, tell
from .orders import (
    demand_locked,
    install_config,
    order_fail,
    order_hold,
    order_locked,
    order_recheck,
    party_order,
    personal,
)

S = OrderStatus
# An app in one of these holds nothing on the box to take off it.
NOTHING_TO_WITHDRAW = (AppStatus.NOT_INSTALL, AppStatus.UNINSTALLING, AppStatus.INSTALLATION_FAILED)
# The most failed orders' apps the sweep withdraws in one pass.
SWEEP_BATCH = 100
# A rental's ends that finish its order; every other end fails it.
FINISHING = frozenset({EndReason.RENTER_ENDED, EndReason.MAX_HOURS, EndReason.INSUFFICIENT_FUNDS})
# An install in these statuses will not come up for the order.
INSTALL_LOST = frozenset(
    {AppStatus.INSTALLATION_FAILED, AppStatus.FAILED, AppStatus.UNINSTALLING, AppStatus.NOT_INSTALL}
)


def order_confirm(order: Order) -> Order:
    """Starts the order's rental (in the caller's transaction): `confirmed`."""
    if order.installed_app_id is None or order.hold is None:
        raise ORDER_MACHINE.refusal(order)
    rental = rental_start(
        renter=order.demand.owner,
        max_hours=order.demand.hours,
        agreed=Agreed(installed_app_id=order.installed_app_id, price_per_hour=order.price_per_hour, hold=order.hold),
    )
    order = ORDER_MACHINE.move(order, to=S.CONFIRMED, reason=OrderReason.RENTAL_STARTED, changes={"rental": rental})
    tell(order, recipients=[order.demand.owner, order.provider], kind=ORDER_CONFIRMED)
    return order


def _prepare(order: Order) -> Order:
    """Installs the demand's app on the offered device with its defaults (private: not
    rented out); the order follows the install from here (`on_app_moved`)."""
    app = order.demand.app
    if app is None or order.device_id is None:
        raise ApplicationError("demand_names_no_app")
    installed = app_install(
        actor=personal(order.provider), device_id=order.device_id, app_id=app.pk, config=install_config(app)
    )
    order.installed_app = installed
    order.save(update_fields=["installed_app", "updated_at"])
    tell(order, recipients=[order.provider], kind=ORDER_ACCEPTED)
    return order


@transaction.atomic
def order_accept(*, demander: User, order_id: int, price_per_hour: Decimal) -> Order:
    """The demander takes an offer at the `price_per_hour` they saw: refused while it is not
    `pending` (409 `transition_not_allowed`), at another price (`price_changed`), the demand
    not open (`demand_not_open`), the offer no longer fitting, the app busy or the device
    offline (as when it was offered), or without the coins for one billing period
    (`rental_insufficient_funds`). Nothing is written then."""
    order = party_order(user=demander, order_id=order_id, demander=True)
    demand = demand_locked(order.demand_id)
    order = order_locked(order.pk)
    if order.status != S.PENDING:
        raise ORDER_MACHINE.refusal(order)
    price_agreed(agreed=price_per_hour, current=order.price_per_hour)
    if demand.status != DemandStatus.OPEN:
        raise ApplicationError("demand_not_open")
    order_recheck(order)
    order = order_hold(order=order, demander=demander)
    DEMAND_MACHINE.move(demand, to=DemandStatus.TAKEN, actor=demander, reason="order_accepted")
    for other in demand.orders.filter(status=S.PENDING).exclude(pk=order.pk):
        order_fail(other, reason=OrderReason.OTHER_ACCEPTED)
    return order_confirm(order) if order.kind == OfferKind.APP else _prepare(order)


def _confirm_or_fail(order: Order) -> None:
    """The install runs: the rental starts, or, refused (the app taken meanwhile), the
    order fails."""
    try:
        with transaction.atomic():
            order_confirm(order)
    except ApplicationError:
        order_fail(order_locked(order.pk), reason=OrderReason.RENTAL_REFUSED)


def _finish(order: Order, *, reason: str) -> None:
    order = ORDER_MACHINE.move(order, to=S.FINISHED, reason=reason, changes={"reason": reason})
    tell(order, recipients=[order.demand.owner, order.provider], kind=ORDER_FINISHED)


def _follow_install(order_id: int, *, app_status: str) -> None:
    """Running: confirmed; lost: failed; on its way (the box took the install up): processing."""
    if app_status == AppStatus.RUNNING:
        _confirm_or_fail(order_locked(order_id))
    elif app_status in INSTALL_LOST:
        order_fail(order_locked(order_id), reason=OrderReason.INSTALL_FAILED)
    elif app_status != AppStatus.INSTALLING:
        order = order_locked(order_id)
        if order.status == S.ACCEPTED:
            ORDER_MACHINE.move(order, to=S.PROCESSING, reason=OrderReason.INSTALLING)


def on_app_moved(installed_app: InstalledApp, old: str, new: str) -> None:
    """An order being prepared follows its install."""
    holding = Order.objects.filter(installed_app_id=installed_app.pk, status__in=HOLDING)
    for order_id in holding.values_list("pk", flat=True):
        _follow_install(order_id, app_status=new)


def on_rental_moved(rental: Rental, old: str, new: str) -> None:
    """A confirmed order follows its rental's end."""
    if new not in (RentalStatus.ENDED, RentalStatus.PRE_RENTAL_FAILED):
        return
    order = Order.objects.filter(rental_id=rental.pk, status=S.CONFIRMED).values_list("pk", flat=True).first()
    if order is None:
        return
    if new == RentalStatus.ENDED and rental.reason in FINISHING:
        _finish(order_locked(order), reason=rental.reason)
    else:
        order_fail(order_locked(order), reason=rental.reason or OrderReason.RENTAL_NOT_STARTED)


def orders_sweep() -> int:
    """Beat: every order being prepared follows its install's end again (what a move would
    have done, should one have gone unheard); one being prepared for longer than
    `ORDER_PREPARE_MINUTES` (the box went offline mid-way, say) fails `prepare_timeout`; an
    app a failed order installed and nobody rented is uninstalled once its box can. Answers
    how many moved on."""
    moved = 0
    preparing = Order.objects.filter(status__in=HOLDING, installed_app__isnull=False)
    for order_id, app_status in preparing.values_list("pk", "installed_app__status"):
        if app_status == AppStatus.RUNNING or app_status in INSTALL_LOST:
            with transaction.atomic():
                _follow_install(order_id, app_status=app_status)
            moved += 1
    late = timezone.now() - timedelta(minutes=settings.ORDER_PREPARE_MINUTES)
    for order_id in Order.objects.filter(status__in=HOLDING, updated_at__lt=late).values_list("pk", flat=True):
        with transaction.atomic():
            order = order_locked(order_id)
            if order.status in HOLDING:
                order_fail(order, reason=OrderReason.PREPARE_TIMEOUT)
                moved += 1
    left = Order.objects.filter(
        status=S.FAILED, kind=OfferKind.DEVICE, rental__isnull=True, installed_app__device__status=DeviceStatus.ONLINE
    ).exclude(installed_app__status__in=NOTHING_TO_WITHDRAW)
    taken_again = Order.objects.filter(status__in=(*HOLDING, S.CONFIRMED), installed_app__isnull=False)
    left = left.exclude(installed_app_id__in=taken_again.values("installed_app_id"))
    for installed_app_id in left.values_list("installed_app_id", flat=True).distinct()[:SWEEP_BATCH]:
        moved += app_withdraw(installed_app_id=installed_app_id)
    return moved


@transaction.atomic
def order_fail_staff(*, order_id: int, reason: str, staff: User | None = None) -> Order:
    """Support fails an order with a reason both sides see; a confirmed one by ending its
    rental (reason `staff`), which the order follows. 409 once it is over."""
    order = order_locked(order_id)
    if order.status in FINAL:
        raise ORDER_MACHINE.refusal(order)
    if order.status == S.CONFIRMED and order.rental_id is not None:
        rental_end_staff(rental_id=order.rental_id, staff=staff)
        return order
    demand_locked(order.demand_id)
    return order_fail(order, reason=reason, actor=staff)
