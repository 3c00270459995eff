"""Two offers for one demand accepted at the same moment, on real threads with their own
database connections: one wins, the other is refused, one hold is placed."""

import pytest

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError
from apps.rentals.tests.helpers import reserved
from apps.wallet.tests.helpers import fund
from apps.wallet.tests.test_concurrency import together
from conftest import Persona

from ..choices import DemandStatus, OrderReason, OrderStatus
from ..models import Order
from ..services import order_accept, order_offer
from .helpers import PRICE, demand_of, running_app


@pytest.mark.django_db(transaction=True)
def test_two_offers_accepted_at_once_one_wins():
    demander = UserFactory.create()
    fund(demander, "100")
    demand = demand_of(demander)
    offers = []
    for _ in range(2):
        provider = Persona(UserFactory.create(), "user")
        installed = running_app(provider.actor)
        offers.append(order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=installed.pk))

    def accept(n: int) -> str:
        try:
            order_accept(demander=demander, order_id=offers[n].pk, price_per_hour=offers[n].price_per_hour)
        except ApplicationError as error:
            return error.code
        return "ok"

    outcomes = together(2, accept)
    assert sorted(outcomes) == ["ok", "transition_not_allowed"]
    statuses = sorted(Order.objects.values_list("status", "reason"))
    assert statuses == [(OrderStatus.CONFIRMED, ""), (OrderStatus.FAILED, OrderReason.OTHER_ACCEPTED)]
    demand.refresh_from_db()
    assert demand.status == DemandStatus.TAKEN
    assert reserved(demander) == PRICE
