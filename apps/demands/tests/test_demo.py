import pytest
from django.core.management import call_command

from apps.rentals.choices import RentalStatus
from apps.rentals.tests.helpers import assert_reconciles

from ..choices import DemandStatus, OrderStatus
from ..models import Demand, Order


@pytest.mark.django_db
def test_seed_demo_has_open_demands_by_dave_and_an_order_in_each_state():
    call_command("seed_demo")
    call_command("seed_demo")
    demands = Demand.objects.filter(owner__name="dave")
    assert demands.filter(status=DemandStatus.OPEN).count() == 2
    states = dict(Order.objects.values_list("status", "demand__name"))
    assert set(states) == set(OrderStatus.values)
    confirmed = Order.objects.get(status=OrderStatus.CONFIRMED)
    assert confirmed.rental is not None and confirmed.rental.status == RentalStatus.RENTAL_ONGOING
    finished = Order.objects.get(status=OrderStatus.FINISHED)
    assert finished.rental is not None and finished.rental.charged > 0
    assert Order.objects.get(status=OrderStatus.FAILED).reason == "declined"
    assert_reconciles()
