"""Billing exactly as DECISIONS says: cumulative rounding, the fee on cumulative income,
`paid_until`, renewals, lateness never billed, each period billed once."""

from decimal import Decimal

import pytest

from apps.common.money import percent_of
from apps.notifications.models import StreamEvent
from apps.wallet.services import deposit_create, deposit_mark_failed
from apps.wallet.tests.helpers import fund

from .. import services
from ..choices import EndReason, RentalStatus
from ..models import RentalCharge
from ..services import rental_settle, rental_stop, rentals_bill, rentals_sweep
from .helpers import assert_reconciles, available, held, market_app, rented, reserved, seconds_after

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _short_periods(settings):
    settings.RENTAL_BILLING_SECONDS = 60
    settings.PLATFORM_FEE_PERCENT = Decimal(10)


def _end(rental, seconds, reason=EndReason.RENTER_ENDED):
    rental_stop(rental.pk, reason=reason, at=seconds_after(rental, seconds))
    rental_settle(rental_id=rental.pk)
    rental.refresh_from_db()
    return rental


def test_a_period_charges_the_renter_and_pays_the_provider_less_the_fee(individual, outsider):
    installed = market_app(individual.actor, price="36.00")  # 0.01 coin a second, 0.60 a period
    rental = rented(outsider.user, installed)
    assert rental.status == RentalStatus.RENTAL_ONGOING
    assert reserved(outsider.user) == Decimal("0.60")
    provider_before = available(individual.user)

    assert rentals_bill(now=seconds_after(rental, 60)) == 1
    rental.refresh_from_db()
    assert (rental.billed_seconds, rental.charged, rental.fee) == (60, Decimal("0.60"), Decimal("0.06"))
    assert available(individual.user) - provider_before == Decimal("0.54")
    assert reserved(outsider.user) == Decimal("0.60")  # the next period's hold
    assert available(outsider.user) == Decimal("100") - Decimal("0.60") - Decimal("0.60")
    assert_reconciles()


def test_a_billed_period_reaches_both_sides_pages_live(individual, outsider, django_capture_on_commit_callbacks):
    rental = rented(outsider.user, market_app(individual.actor))
    StreamEvent.objects.all().delete()
    with django_capture_on_commit_callbacks(execute=True):
        assert rentals_bill(now=seconds_after(rental, 61)) == 1
    events = StreamEvent.objects.filter(topics="wallet,rentals")
    assert sorted(events.values_list("user_id", flat=True)) == sorted([outsider.user.pk, individual.user.pk])


def test_a_second_pass_in_the_same_period_moves_nothing(individual, outsider):
    rental = rented(outsider.user, market_app(individual.actor))
    assert rentals_bill(now=seconds_after(rental, 61)) == 1
    assert rentals_bill(now=seconds_after(rental, 61)) == 0
    assert rentals_bill(now=seconds_after(rental, 90)) == 0
    assert RentalCharge.objects.filter(rental=rental).count() == 1


def test_cumulative_rounding_keeps_totals_exact_over_many_short_periods(settings, individual, outsider):
    settings.RENTAL_BILLING_SECONDS = 7  # 7 s at 3.60/h: 0.007 coins, each period alone rounds
    rental = rented(outsider.user, market_app(individual.actor))
    for n in range(1, 101):
        rentals_bill(now=seconds_after(rental, 7 * n))
    rental = _end(rental, 700)
    assert rental.billed_seconds == 700
    assert rental.charged == Decimal("0.70")  # 700 s x 0.001, not 100 x round(0.007)
    assert rental.fee == percent_of(Decimal("0.70"), 10)
    assert sum(RentalCharge.objects.filter(rental=rental).values_list("amount", flat=True)) == Decimal("0.70")
    assert reserved(outsider.user) == 0
    assert_reconciles()


@pytest.mark.parametrize(
    ("period", "price", "hold"),
    [(60, "0.01", "0.01"), (7, "0.36", "0.01"), (60, "0.37", "0.01"), (60, "0.61", "0.02")],
)
def test_a_hold_rounds_up_to_the_cent_and_never_to_nothing(settings, period, price, hold):
    settings.RENTAL_BILLING_SECONDS = period
    assert services.period_price(Decimal(price)) == Decimal(hold)


def test_the_cheapest_listing_rents_renews_and_ends(settings, individual, outsider):
    settings.RENTAL_BILLING_SECONDS = 10  # 10 s at 0.01/h: 0.0000277 coins a period
    rental = rented(outsider.user, market_app(individual.actor, price="0.01"))
    assert rental.status == RentalStatus.RENTAL_ONGOING
    assert reserved(outsider.user) == Decimal("0.01")

    for n in range(1, 4):
        assert rentals_bill(now=seconds_after(rental, 10 * n)) == 1
    rental.refresh_from_db()
    assert (rental.status, rental.billed_seconds) == (RentalStatus.RENTAL_ONGOING, 30)
    assert reserved(outsider.user) == Decimal("0.01")  # the next period's hold, renewed

    rental = _end(rental, 35)
    assert rental.charged == Decimal("0.00")  # 35 s at 0.01/h, charged by the cumulative rule
    assert reserved(outsider.user) == 0
    assert available(outsider.user) == Decimal("100")
    assert_reconciles()


def test_a_retried_pass_bills_each_period_once(individual, outsider):
    rental = rented(outsider.user, market_app(individual.actor))
    at = seconds_after(rental, 60)
    for _ in range(3):
        rentals_bill(now=at)
        rentals_sweep(now=at)
    assert list(RentalCharge.objects.filter(rental=rental).values_list("period", flat=True)) == [0]
    assert_reconciles()


def test_our_own_lateness_is_never_billed(individual, outsider):
    installed = market_app(individual.actor, price="36.00")
    rental = rented(outsider.user, installed)
    rentals_bill(now=seconds_after(rental, 200))  # the pass ran 140 s late
    rental.refresh_from_db()
    assert rental.billed_seconds == 60 and rental.charged == Decimal("0.60")


def test_short_funds_hold_what_is_there_then_end_insufficient_funds(individual, outsider):
    installed = market_app(individual.actor, price="36.00")
    rental = rented(outsider.user, installed, coins="1")  # 0.60 held, 0.40 left
    rentals_bill(now=seconds_after(rental, 60))
    rental.refresh_from_db()
    assert held(rental) == Decimal("0.40")
    assert rental.paid_until == seconds_after(rental, 100)
    assert rentals_bill(now=seconds_after(rental, 100)) == 1
    rental.refresh_from_db()
    assert rental.status == RentalStatus.POST_RENTAL_ONGOING and rental.reason == EndReason.INSUFFICIENT_FUNDS
    rental_settle(rental_id=rental.pk)
    rental.refresh_from_db()
    assert rental.status == RentalStatus.ENDED and rental.charged == Decimal("1.00")
    assert available(outsider.user) == 0 and reserved(outsider.user) == 0
    assert_reconciles()


def test_a_credited_deposit_tops_up_its_persons_rentals_once_it_commits(
    individual, monkeypatch, django_capture_on_commit_callbacks
):
    topped: list[int] = []
    monkeypatch.setattr(services, "rentals_top_up", lambda *, user_id: topped.append(user_id))
    with django_capture_on_commit_callbacks(execute=True):
        fund(individual.user, "10")
        assert topped == []
    assert topped == [individual.user.id]
    failed = deposit_create(user=individual.user, amount=Decimal("10"), method="sandbox_card")
    with django_capture_on_commit_callbacks(execute=True):
        deposit_mark_failed(deposit=failed, staff=individual.user)
    assert topped == [individual.user.id]


def test_the_statement_names_what_each_movement_was_for_on_both_sides(client_for, individual, outsider):
    installed = market_app(individual.actor, price="36.00")
    rental = rented(outsider.user, installed)
    rentals_bill(now=seconds_after(rental, 60))
    app_name = installed.app.name_en
    wallet = "/api/billing/v1/transactions"

    renter_rows = client_for(outsider).get(wallet).json()["data"]["items"]
    charge = next(row for row in renter_rows if row["type"] == "charge")
    assert charge["purpose"] == {"kind": "rental", "id": rental.pk, "title": app_name, "party": individual.user.name}
    deposit = next(row for row in renter_rows if row["type"] == "deposit")
    assert deposit["purpose"] is None

    provider_rows = client_for(individual).get(wallet).json()["data"]["items"]
    income = next(row for row in provider_rows if row["type"] == "income")
    assert income["purpose"] == {"kind": "rental", "id": rental.pk, "title": app_name, "party": outsider.user.name}

    # One rental's movements together; another person's rental names nothing of it.
    together = client_for(outsider).get(wallet, {"reference": f"rental:{rental.pk}"}).json()["data"]
    assert {row["type"] for row in together["items"]} == {"charge"}
    assert all(row["reference"] == f"rental:{rental.pk}" for row in together["items"])
    assert client_for(individual).get(wallet, {"reference": "deposit:1"}).json()["data"]["items"] == []
