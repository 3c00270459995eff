"""Staff and support: the admin's filters and actions (through the services) and
`manage.py order_show`."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client
from django.urls import reverse

from apps.accounts.tests.factories import UserFactory
from apps.rentals.choices import EndReason, RentalStatus
from apps.rentals.services import rental_settle
from apps.rentals.tests.helpers import box_answers
from apps.wallet.tests.helpers import fund

from ..choices import DemandStatus, OrderStatus
from ..services import order_accept, order_offer
from .helpers import demand_of, rental_of, running_app

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff_client() -> Client:
    client = Client()
    client.force_login(UserFactory.create(is_staff=True, is_superuser=True))
    return client


@pytest.fixture
def provider(make_persona):
    return make_persona("individual", name="provider")


def test_the_admin_filters_demands_and_expires_them(staff_client, individual):
    demand = demand_of(individual.user)
    changelist = reverse("admin:demands_demand_changelist")
    assert "1 demand" in staff_client.get(changelist, {"status": "open"}).content.decode()
    assert "0 demands" in staff_client.get(changelist, {"status": "taken"}).content.decode()
    assert staff_client.get(reverse("admin:demands_demand_change", args=[demand.pk])).status_code == 200
    staff_client.post(changelist, {"action": "expire", "_selected_action": [demand.pk]})
    demand.refresh_from_db()
    assert demand.status == DemandStatus.EXPIRED
    response = staff_client.post(changelist, {"action": "expire", "_selected_action": [demand.pk]}, follow=True)
    assert "no longer be done" in response.content.decode()


def test_the_admin_fails_orders_with_a_reason(staff_client, individual, provider):
    fund(individual.user, "50")
    pending = order_offer(
        provider=provider.user, demand_id=demand_of(individual.user).pk, installed_app_id=running_app(provider.actor).pk
    )
    installed = running_app(provider.actor)
    confirmed = order_offer(
        provider=provider.user, demand_id=demand_of(individual.user).pk, installed_app_id=installed.pk
    )
    confirmed = order_accept(demander=individual.user, order_id=confirmed.pk, price_per_hour=confirmed.price_per_hour)
    box_answers(installed)
    changelist = reverse("admin:demands_order_changelist")
    assert "1 order" in staff_client.get(changelist, {"status": "pending"}).content.decode()
    assert staff_client.get(reverse("admin:demands_order_change", args=[pending.pk])).status_code == 200
    selected = {"action": "fail", "_selected_action": [pending.pk, confirmed.pk]}
    assert 'name="reason"' in staff_client.post(changelist, selected).content.decode()
    staff_client.post(changelist, {**selected, "apply": "1", "reason": ""})
    pending.refresh_from_db()
    assert pending.status == OrderStatus.PENDING
    staff_client.post(changelist, {**selected, "apply": "1", "reason": "Reported as fraudulent"})
    pending.refresh_from_db()
    assert (pending.status, pending.reason) == (OrderStatus.FAILED, "Reported as fraudulent")
    rental = rental_of(confirmed)
    assert (rental.status, rental.reason) == (RentalStatus.POST_RENTAL_ONGOING, EndReason.STAFF)
    rental_settle(rental_id=rental.pk)
    confirmed.refresh_from_db()
    assert (confirmed.status, confirmed.reason) == (OrderStatus.FAILED, EndReason.STAFF)


def test_order_show(individual, provider):
    fund(individual.user, "50")
    order = order_offer(
        provider=provider.user, demand_id=demand_of(individual.user).pk, installed_app_id=running_app(provider.actor).pk
    )
    order_accept(demander=individual.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    out = StringIO()
    call_command("order_show", str(order.pk), stdout=out)
    text = out.getvalue()
    assert f"order {order.pk}: confirmed" in text and "Train a model" in text
    assert "pending -> accepted" in text and "accepted -> confirmed" in text
    assert "hold " in text and "rental " in text
    with pytest.raises(CommandError):
        call_command("order_show", "99999999")
