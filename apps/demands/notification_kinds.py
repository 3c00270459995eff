"""The notifications demands and orders send (registered from the app's `ready()`).

Params: name (the demand's name), price (coins an hour), provider (the provider's name),
reason_en / reason_zh (why an order ended, per language). Links lead to the demand board
(a new demand) or to `/my-orders`."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

DEMAND_MATCHING = "demand_matching"
ORDER_OFFERED = "order_offered"
ORDER_ACCEPTED = "order_accepted"
ORDER_DECLINED = "order_declined"
ORDER_CANCELLED = "order_cancelled"
ORDER_CONFIRMED = "order_confirmed"
ORDER_FINISHED = "order_finished"
ORDER_FAILED = "order_failed"

BOARD = "/demands-and-offers"
LINK = "/my-orders"
KINDS = {
    DEMAND_MATCHING: Kind(
        label=_("New demand your apps fit"),
        title=_("A new demand fits your apps"),
        body=_("{name}: paying up to {price} coins an hour. Take it on the demand board."),
        link=BOARD,
    ),
    ORDER_OFFERED: Kind(
        label=_("Offer received"),
        title=_("You have a new offer"),
        body=_("{provider} offers to take {name} at {price} coins an hour."),
        link=LINK,
    ),
    ORDER_ACCEPTED: Kind(
        label=_("Offer accepted"),
        title=_("Your offer was accepted"),
        body=_("{name}: the app is being prepared on your device."),
        link=LINK,
    ),
    ORDER_DECLINED: Kind(
        label=_("Offer not taken"),
        title=_("Your offer was not taken"),
        body=_("{name}: {reason}."),
        link=LINK,
    ),
    ORDER_CANCELLED: Kind(
        label=_("Offer withdrawn"),
        title=_("An offer was withdrawn"),
        body=_("{provider} withdrew their offer for {name}."),
        link=LINK,
    ),
    ORDER_CONFIRMED: Kind(
        label=_("Order confirmed"),
        title=_("An order is confirmed"),
        body=_("{name}: the app is ready and the rental has started at {price} coins an hour."),
        link=LINK,
    ),
    ORDER_FINISHED: Kind(
        label=_("Order finished"),
        title=_("An order is finished"),
        body=_("{name}: {reason}."),
        link=LINK,
    ),
    ORDER_FAILED: Kind(
        label=_("Order failed"),
        title=_("An order failed"),
        body=_("{name}: {reason}."),
        link=LINK,
    ),
}
