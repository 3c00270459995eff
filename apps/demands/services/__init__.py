"""Writes for demands and orders, by section: `machines` (the two state machines and telling
people), `demands` (publish, withdraw, expire), `orders` (offer, decline, cancel, fail) and
`processing` (accept, preparing the app, the rental, following its end, support).

A demand moves `open -> taken | withdrawn | expired` (taken goes back to open when its
order fails before the rental); an order `pending -> accepted -> processing -> confirmed ->
finished`, or `failed` with a reason from any state but the last two."""

from .demands import demand_expire, demand_publish, demand_withdraw, demands_erase, demands_expire
from .machines import DEMAND_MACHINE, ORDER_MACHINE, reason_label
from .orders import install_config, order_cancel, order_decline, order_fail, order_offer
from .processing import on_app_moved, on_rental_moved, order_accept, order_fail_staff, orders_sweep

__all__ = [
    "DEMAND_MACHINE",
    "ORDER_MACHINE",
    "demand_expire",
    "demand_publish",
    "demand_withdraw",
    "demands_erase",
    "demands_expire",
    "install_config",
    "on_app_moved",
    "on_rental_moved",
    "order_accept",
    "order_cancel",
    "order_decline",
    "order_fail",
    "order_fail_staff",
    "order_offer",
    "orders_sweep",
    "reason_label",
]
