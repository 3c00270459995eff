"""A real Celery worker process killed (SIGKILL, `CRASH_AT`) in the middle of a rental's
step (its start, a billing pass, its end) leaves a state that a new worker, running the
sweep beat would queue, completes: the right status, one ledger transaction per period."""

from datetime import timedelta

import pytest
from django.db import transaction
from django.utils import timezone

from apps.common.testing.workers import WorkerBroker
from apps.devices.models import AgentCommand
from apps.wallet.tests.helpers import fund

from ..choices import EndReason, FailReason, RentalStatus
from ..models import Rental, RentalCharge
from ..services import ending, rental_start, rental_stop, rentals_bill
from .helpers import (
    assert_reconciles,
    available,
    charges,
    configure_command,
    due,
    listing_id,
    market_app,
    rented,
    reserved,
)

PERIOD = 60


def _status(rental: Rental) -> str:
    return Rental.objects.get(pk=rental.pk).status


@pytest.fixture
def app_for_rent(settings, make_persona):
    settings.RENTAL_BILLING_SECONDS = PERIOD
    return market_app(make_persona("individual", name="provider").actor, price="36.00")


@pytest.fixture
def broker(tmp_path, app_for_rent) -> WorkerBroker:
    return WorkerBroker(tmp_path / "broker", env={"RENTAL_BILLING_SECONDS": str(PERIOD)})


@pytest.fixture
def ongoing(individual, app_for_rent):
    return rented(individual.user, app_for_rent)


@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_while_a_rental_starts_leaves_it_to_the_expiry_sweep(broker, individual, app_for_rent):
    fund(individual.user, "100")
    rental = rental_start(
        renter=individual.user, listing_id=listing_id(app_for_rent), price_per_hour=app_for_rent.price_per_hour
    )
    first_hold = reserved(individual.user)
    AgentCommand.objects.filter(pk=configure_command(app_for_rent).pk).update(
        deadline=timezone.now() - timedelta(seconds=1)
    )

    assert broker.killed_at("rental_access_answered", "devices.expire_commands") == -9, broker.log()
    assert _status(rental) == RentalStatus.PRE_RENTAL_ONGOING and reserved(individual.user) == first_hold > 0

    broker.recover(
        "devices.expire_commands", "rentals.sweep", until=lambda: _status(rental) == RentalStatus.PRE_RENTAL_FAILED
    )
    rental.refresh_from_db()
    assert rental.reason == FailReason.TIMEOUT
    assert (reserved(individual.user), available(individual.user)) == (0, 100)  # the hold released, nothing charged
    assert charges(rental) == 0 and not RentalCharge.objects.exists()
    assert_reconciles()


@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_mid_billing_leaves_the_period_to_the_next_pass(broker, ongoing):
    due(ongoing, PERIOD + 1)

    assert broker.killed_at("rental_charge_captured", "rentals.bill") == -9, broker.log()
    assert charges(ongoing) == 0 and not RentalCharge.objects.exists()  # the capture died with its transaction

    broker.recover("rentals.bill", until=lambda: charges(ongoing) == 1)
    assert rentals_bill() == 0  # nothing left to bill: the period was billed once
    assert charges(ongoing) == 1 and RentalCharge.objects.filter(rental=ongoing, period=0).count() == 1
    assert _status(ongoing) == RentalStatus.RENTAL_ONGOING
    assert_reconciles()


@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_between_the_ending_steps_is_finished_by_the_sweep(broker, monkeypatch, ongoing):
    due(ongoing, PERIOD // 2)
    monkeypatch.setattr(ending, "_settle_later", lambda rental_id: None)  # the killed worker settles it
    with transaction.atomic():
        rental_stop(ongoing.pk, reason=EndReason.RENTER_ENDED)

    assert broker.killed_at("rental_post_done", "rentals.settle", ongoing.pk) == -9, broker.log()
    assert _status(ongoing) == RentalStatus.END_RENTAL_ONGOING  # charged, not yet released

    broker.recover("rentals.sweep", until=lambda: _status(ongoing) == RentalStatus.ENDED)
    ongoing.refresh_from_db()
    assert ongoing.reason == EndReason.RENTER_ENDED
    assert charges(ongoing) == 1 and RentalCharge.objects.filter(rental=ongoing, period=0).count() == 1
    assert reserved(ongoing.renter) == 0
    assert_reconciles()
