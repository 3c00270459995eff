"""The demand and order state machines, and telling people: every order move reaches both
sides' pages on the `orders` topic once it commits; notifications carry the demand's name
and the reason in both languages."""

from collections.abc import Iterable
from typing import Any

from django.utils import translation

from apps.common.render import api_coins
from apps.common.statemachine import StateMachine
from apps.notifications.services import notify, stats_changed
from apps.notifications.topics import ORDERS
from apps.rentals.services.machine import reason_label as rental_reason_label

from ..choices import DemandStatus, OrderReason, OrderStatus
from ..models import Demand, DemandLog, Order, OrderLog
from ..notification_kinds import LINK

DEMAND_TRANSITIONS: dict[str, frozenset[str]] = {
    # A demand whose winning order failed before its rental started is open again.
    DemandStatus.OPEN: frozenset({DemandStatus.TAKEN, DemandStatus.WITHDRAWN, DemandStatus.EXPIRED}),
    DemandStatus.TAKEN: frozenset({DemandStatus.OPEN}),
    DemandStatus.WITHDRAWN: frozenset(),
    DemandStatus.EXPIRED: frozenset(),
}
ORDER_TRANSITIONS: dict[str, frozenset[str]] = {
    OrderStatus.PENDING: frozenset({OrderStatus.ACCEPTED, OrderStatus.FAILED}),
    OrderStatus.ACCEPTED: frozenset({OrderStatus.PROCESSING, OrderStatus.CONFIRMED, OrderStatus.FAILED}),
    OrderStatus.PROCESSING: frozenset({OrderStatus.CONFIRMED, OrderStatus.FAILED}),
    OrderStatus.CONFIRMED: frozenset({OrderStatus.FINISHED, OrderStatus.FAILED}),
    OrderStatus.FINISHED: frozenset(),
    OrderStatus.FAILED: frozenset(),
}


def _demand_moved(demand: Demand, old: str) -> None:
    stats_changed(user_ids=[demand.owner_id], topics={ORDERS})


def _order_moved(order: Order, old: str) -> None:
    stats_changed(user_ids=[order.demand.owner_id, order.provider_id], topics={ORDERS})


DEMAND_MACHINE: StateMachine[Demand] = StateMachine(
    model=Demand, table=DEMAND_TRANSITIONS, log_model=DemandLog, subject_field="demand", events=(_demand_moved,)
)
ORDER_MACHINE: StateMachine[Order] = StateMachine(
    model=Order,
    table=ORDER_TRANSITIONS,
    log_model=OrderLog,
    subject_field="order",
    lock=lambda: Order.objects.select_related("demand__owner", "provider"),
    events=(_order_moved,),
)


def reason_label(reason: str) -> str:
    """An order's reason in the current language: its own reasons, a rental's (carried over
    from the rental's end), or a staff member's own words."""
    if reason in OrderReason.values:
        return str(OrderReason(reason).label)
    return rental_reason_label(reason)


def tell(order: Order, *, recipients: Iterable[Any], kind: str, **params: Any) -> None:
    """Notifies `recipients` of `order` (the demand's name, the price, the provider and the
    reason in both languages)."""
    values: dict[str, Any] = {
        "name": order.demand.name,
        "price": api_coins(order.price_per_hour),
        "provider": order.provider.name,
        **params,
    }
    for language, code in (("en", "en"), ("zh", "zh-hans")):
        with translation.override(code):
            values[f"reason_{language}"] = reason_label(order.reason) if order.reason else ""
    notify(recipients=list(recipients), kind=kind, params=values, link=f"{LINK}?order={order.pk}", topics={ORDERS})
