"""The billing pass renews a batch together (`wallet_holds_renew`) and leaves the rentals it
cannot take to the one-by-one renewal: short funds, a step a previous attempt made, a
renewal that fails, each without losing the others' billing or moving money twice."""

import logging
from datetime import timedelta
from decimal import Decimal

import pytest
from django.db.models import F

from apps.notifications.models import Notification, StreamEvent
from apps.wallet.models import LedgerTransaction
from apps.wallet.services import wallet_hold_capture

from ..choices import EndReason, RentalStatus
from ..models import Rental, RentalCharge
from ..notification_kinds import RENTAL_LOW_RUNWAY
from ..services import billing_pass, rentals_bill
from .helpers import assert_reconciles, held, market_app, rented, seconds_after

pytestmark = pytest.mark.django_db
PRICE = "36.00"  # 0.01 coin a second, 0.60 a period of 60 s


@pytest.fixture(autouse=True)
def _short_periods(settings):
    settings.RENTAL_BILLING_SECONDS = 60
    settings.PLATFORM_FEE_PERCENT = Decimal(10)


def _rent(provider, renter, count: int, *, coins: str = "100") -> list[Rental]:
    """`count` rentals of `provider`'s apps by `renter`, who deposits `coins` first."""
    return [
        rented(renter, market_app(provider.actor, price=PRICE), coins=coins if n == 0 else "") for n in range(count)
    ]


def _billed_at(rentals: list[Rental], seconds: int):
    return max(seconds_after(rental, seconds) for rental in rentals)


def _paid_ahead(rental: Rental) -> int:
    """The seconds past what was counted that the rental's hold pays for."""
    assert rental.paid_until is not None and rental.accounted_at is not None
    return int((rental.paid_until - rental.accounted_at).total_seconds())


def _charge_keys(rental: Rental) -> int:
    return LedgerTransaction.objects.filter(idempotency_key__startswith=f"rental:{rental.pk}:charge:").count()


def test_a_batch_renews_every_rental_once_and_tells_each_person_once(
    make_persona, individual, outsider, django_capture_on_commit_callbacks
):
    other = make_persona("individual", name="other renter")
    rentals = _rent(individual, outsider.user, 3) + _rent(individual, other.user, 1)
    at = _billed_at(rentals, 60)
    StreamEvent.objects.all().delete()

    with django_capture_on_commit_callbacks(execute=True):
        assert rentals_bill(now=at) == 4
    assert rentals_bill(now=at) == 0

    for rental in rentals:
        rental.refresh_from_db()
        assert (rental.period, rental.billed_seconds, rental.charged, rental.fee) == (
            1,
            60,
            Decimal("0.60"),
            Decimal("0.06"),
        )
        assert held(rental) == Decimal("0.60") and _paid_ahead(rental) == 60
        assert rental.period_started_at == at
        charges = RentalCharge.objects.filter(rental=rental).values_list("period", "amount")
        assert list(charges) == [(0, Decimal("0.60"))]
        assert _charge_keys(rental) == 1
    people = sorted([individual.user.pk, outsider.user.pk, other.user.pk])
    # Once per batch, not once per rental (one by one the renter of three would get three).
    assert sorted(StreamEvent.objects.filter(topics="wallet,rentals").values_list("user_id", flat=True)) == people
    assert_reconciles()


def test_a_renter_short_of_funds_is_renewed_one_by_one_beside_the_batch(make_persona, individual, outsider):
    poor = make_persona("individual", name="poor")
    rich = _rent(individual, outsider.user, 2)
    (short,) = _rent(individual, poor.user, 1, coins="1")  # 0.60 held, 0.40 left
    at = _billed_at([*rich, short], 60)
    warnings = Notification.objects.filter(kind=RENTAL_LOW_RUNWAY)
    warned = warnings.filter(recipient=poor.user).count()  # at the start

    assert rentals_bill(now=at) == 3

    short.refresh_from_db()
    assert held(short) == Decimal("0.40") and _paid_ahead(short) == 40
    assert warnings.filter(recipient=poor.user).count() == warned + 1
    assert not warnings.filter(recipient=outsider.user).exists()
    for rental in rich:
        rental.refresh_from_db()
        assert held(rental) == Decimal("0.60")
    assert rentals_bill(now=at + timedelta(seconds=40)) == 1  # the short one's hold is used up
    short.refresh_from_db()
    assert (short.status, short.reason) == (RentalStatus.POST_RENTAL_ONGOING, EndReason.INSUFFICIENT_FUNDS)
    assert_reconciles()


def test_a_capture_a_previous_attempt_made_is_not_made_again(make_persona, individual, outsider):
    (first,) = _rent(individual, outsider.user, 1)
    (second,) = _rent(individual, make_persona("individual", name="other renter").user, 1)  # in the batch
    hold = first.hold
    assert hold is not None
    wallet_hold_capture(  # as the pass asks for it: the same key and arguments
        hold=hold,
        amount=Decimal("0.60"),
        payee=individual.user,
        fee=Decimal("0.06"),
        idempotency_key=f"rental:{first.pk}:charge:0",
        reference=f"rental:{first.pk}",
    )

    assert rentals_bill(now=_billed_at([first, second], 60)) == 2

    for rental in (first, second):
        rental.refresh_from_db()
        assert rental.period == 1 and rental.charged == Decimal("0.60") and _charge_keys(rental) == 1
    hold.refresh_from_db()
    assert hold.captured == Decimal("0.60")
    assert_reconciles()


def test_rentals_whose_renewal_fails_leave_the_others_billed(individual, outsider, caplog):
    overpaid, free, *others = _rent(individual, outsider.user, 4)
    # Its hold pays for 60 s, but it counts 120 as paid: the charge would exceed the hold.
    Rental.objects.filter(pk=overpaid.pk).update(paid_until=F("paid_until") + timedelta(seconds=60))
    Rental.objects.filter(pk=free.pk).update(price_per_hour=0)  # no second to hold for
    at = _billed_at([overpaid, free, *others], 120)

    with caplog.at_level(logging.ERROR):
        assert rentals_bill(now=at) == 2

    for broken in (overpaid, free):
        assert f"billing rental {broken.pk} failed" in caplog.text
        broken.refresh_from_db()
        assert (broken.period, broken.charged, _charge_keys(broken)) == (0, Decimal(0), 0)
        assert not RentalCharge.objects.filter(rental=broken).exists()
    for rental in others:
        rental.refresh_from_db()
        assert (rental.period, rental.charged) == (1, Decimal("0.60"))
    assert_reconciles()


def test_a_batch_that_fails_is_billed_one_by_one_instead(individual, outsider, monkeypatch, caplog):
    rentals = _rent(individual, outsider.user, 3)

    def broken(**_kwargs):
        raise RuntimeError("the batch broke")

    monkeypatch.setattr(billing_pass, "wallet_holds_renew", broken)
    with caplog.at_level(logging.ERROR):
        assert rentals_bill(now=_billed_at(rentals, 60)) == 3

    assert "renewing a batch of 3 rentals failed" in caplog.text
    for rental in rentals:
        rental.refresh_from_db()
        assert (rental.period, rental.charged, _charge_keys(rental)) == (1, Decimal("0.60"), 1)
        assert held(rental) == Decimal("0.60")
    assert_reconciles()
