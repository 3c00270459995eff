"""Staff and support: the admin's filters and actions (through the services) and the
management commands."""

from decimal import Decimal
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.test import Client
from django.urls import reverse

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError

from ..choices import EndReason, RentalStatus
from ..models import RentalCharge
from ..services import rental_end_staff, rental_refund_period, rental_retry, rentals_bill
from .helpers import assert_reconciles, available, market_app, rented, seconds_after

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _short_periods(settings):
    settings.RENTAL_BILLING_SECONDS = 60


@pytest.fixture
def staff() -> object:
    return UserFactory.create(is_staff=True, is_superuser=True)


@pytest.fixture
def staff_client(staff) -> Client:
    client = Client()
    client.force_login(staff)
    return client


@pytest.fixture
def ongoing(make_persona, individual):
    provider = make_persona("individual", name="provider")
    return rented(individual.user, market_app(provider.actor, price="36.00"))


def run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_the_admin_filters_and_ends_with_a_reason(staff_client, ongoing):
    changelist = reverse("admin:rentals_rental_changelist")
    for query in ({"status": "rental_ongoing"}, {"reason": ""}, {"provider__id__exact": ongoing.provider_id}):
        response = staff_client.get(changelist, query)
        assert response.status_code == 200 and "1 rental" in response.content.decode()
    assert staff_client.get(reverse("admin:rentals_rental_change", args=[ongoing.pk])).status_code == 200
    staff_client.post(changelist, {"action": "end_staff", "_selected_action": [ongoing.pk]})
    ongoing.refresh_from_db()
    assert (ongoing.status, ongoing.reason) == (RentalStatus.POST_RENTAL_ONGOING, EndReason.STAFF)
    staff_client.post(changelist, {"action": "retry", "_selected_action": [ongoing.pk]})
    ongoing.refresh_from_db()
    assert ongoing.status == RentalStatus.ENDED
    assert_reconciles()


def test_a_period_is_refunded_once_from_the_platform(staff, staff_client, ongoing):
    rentals_bill(now=seconds_after(ongoing, 60))
    charge = RentalCharge.objects.get(rental=ongoing, period=0)
    before = available(ongoing.renter)
    changelist = reverse("admin:rentals_rentalcharge_changelist")
    form = staff_client.post(changelist, {"action": "refund", "_selected_action": [charge.pk]})
    assert 'name="reason"' in form.content.decode()
    body = {"action": "refund", "_selected_action": [charge.pk], "apply": "1", "reason": "the box was slow"}
    staff_client.post(changelist, body)
    staff_client.post(changelist, body)
    assert available(ongoing.renter) - before == Decimal("0.60")
    charge.refresh_from_db()
    assert charge.refunded_at is not None
    with pytest.raises(ApplicationError):
        rental_refund_period(rental_id=ongoing.pk, period=7, staff=staff, reason="none")
    assert_reconciles()


def test_staff_end_refuses_an_unknown_reason_and_a_rental_already_ending(ongoing):
    with pytest.raises(ApplicationError) as refused:
        rental_end_staff(rental_id=ongoing.pk, reason="bored")
    assert refused.value.code == "validation_error"
    rental_end_staff(rental_id=ongoing.pk, reason=EndReason.MAX_HOURS)
    with pytest.raises(ApplicationError) as again:
        rental_end_staff(rental_id=ongoing.pk)
    assert again.value.code == "transition_not_allowed"
    assert rental_retry(rental_id=ongoing.pk).status == RentalStatus.ENDED


def test_commands_show_list_stuck_and_end(ongoing):
    shown = run("rental_show", str(ongoing.pk))
    assert "status rental_ongoing" in shown and "pre_rental_ongoing -> rental_ongoing" in shown
    assert "No rental is stuck." in run("rentals_stuck")
    ended = run("rental_end", str(ongoing.pk), "--reason", "provider_withdrew")
    assert "ended (provider_withdrew)" in ended
    with pytest.raises(CommandError):
        run("rental_end", str(ongoing.pk))
    with pytest.raises(CommandError):
        run("rental_show", "999999")


def test_a_rental_stuck_ending_is_listed(ongoing):
    from django.utils import timezone

    rental_end_staff(rental_id=ongoing.pk)
    type(ongoing).objects.filter(pk=ongoing.pk).update(updated_at=timezone.now().replace(year=2020))
    with pytest.raises(SystemExit):
        run("rentals_stuck")
