"""The ledger's services: holds, captures with the platform fee, charges, payouts, staff
adjustments, idempotency keys, insufficient funds, append-only rows, and the notices."""

from decimal import Decimal

import pytest

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError
from apps.notifications.models import Notification, StreamEvent
from apps.wallet.choices import HoldStatus
from apps.wallet.models import Account, LedgerEntry, LedgerTransaction
from apps.wallet.services import (
    wallet_adjust,
    wallet_charge,
    wallet_forfeit,
    wallet_hold_capture,
    wallet_hold_place,
    wallet_hold_release,
    wallet_income_credit,
    wallet_threshold_set,
)

from .helpers import assert_ledger_consistent, balances, fund

pytestmark = pytest.mark.django_db


def revenue() -> Decimal:
    return Account.objects.get(key="platform_revenue").balance


def refused(code: str, call, **kwargs) -> None:
    moved = (LedgerTransaction.objects.count(), LedgerEntry.objects.count())
    with pytest.raises(ApplicationError) as caught:
        call(**kwargs)
    assert caught.value.code == code
    assert (LedgerTransaction.objects.count(), LedgerEntry.objects.count()) == moved


def test_a_hold_is_captured_in_parts_to_a_payee_less_the_fee_then_released(individual, outsider):
    user, payee = individual.user, outsider.user
    fund(user, "100")
    hold = wallet_hold_place(user=user, amount=Decimal("50"), idempotency_key="r1:hold", reference="rental:1")
    assert balances(user) == (Decimal("50"), Decimal("50"))
    wallet_hold_capture(hold=hold, amount=Decimal("12.35"), idempotency_key="r1:p1", payee=payee, reference="rental:1")
    wallet_hold_capture(hold=hold, amount=Decimal("10"), idempotency_key="r1:p2", payee=payee, reference="rental:1")
    hold.refresh_from_db()
    assert (hold.status, hold.captured, hold.remaining) == (HoldStatus.OPEN, Decimal("22.35"), Decimal("27.65"))
    released = wallet_hold_release(hold=hold, idempotency_key="r1:release")
    assert (released.status, released.released) == (HoldStatus.RELEASED, Decimal("27.65"))
    assert balances(user) == (Decimal("77.65"), Decimal("0"))
    # 10% of 12.35 is 1.235, rounded half up to 1.24; of 10, 1.00.
    assert balances(payee) == (Decimal("22.35") - Decimal("2.24"), Decimal("0"))
    assert revenue() == Decimal("2.24")
    assert_ledger_consistent()


def test_capturing_the_whole_hold_without_a_payee_charges_it_to_the_platform(individual):
    fund(individual.user, "30")
    hold = wallet_hold_place(user=individual.user, amount=Decimal("30"), idempotency_key="h", reference="r")
    wallet_hold_capture(hold=hold, amount=Decimal("30"), idempotency_key="c", reference="r")
    hold.refresh_from_db()
    assert hold.status == HoldStatus.CAPTURED
    assert revenue() == Decimal("30")
    refused("transition_not_allowed", wallet_hold_release, hold=hold, idempotency_key="late")


def test_a_hold_or_a_charge_beyond_available_is_refused_and_moves_nothing(individual):
    user = individual.user
    fund(user, "20")
    refused(
        "wallet_insufficient_funds",
        wallet_hold_place,
        user=user,
        amount=Decimal("20.01"),
        idempotency_key="h",
        reference="r",
    )
    refused(
        "wallet_insufficient_funds", wallet_charge, user=user, amount=Decimal("21"), idempotency_key="c", reference="r"
    )
    hold = wallet_hold_place(user=user, amount=Decimal("15"), idempotency_key="h2", reference="r")
    refused(
        "wallet_insufficient_funds", wallet_charge, user=user, amount=Decimal("6"), idempotency_key="c2", reference="r"
    )
    refused(
        "wallet_hold_exceeded",
        wallet_hold_capture,
        hold=hold,
        amount=Decimal("15.01"),
        idempotency_key="x",
        reference="r",
    )
    assert balances(user) == (Decimal("5"), Decimal("15"))


def test_a_charge_may_go_into_debt_only_when_allowed(individual):
    fund(individual.user, "5")
    wallet_charge(user=individual.user, amount=Decimal("8"), idempotency_key="c", reference="r", allow_debt=True)
    assert balances(individual.user)[0] == Decimal("-3")


def test_the_same_key_moves_money_once_and_other_arguments_are_refused(individual):
    user = individual.user
    fund(user, "50")
    first = wallet_charge(user=user, amount=Decimal("5"), idempotency_key="k", reference="r")
    again = wallet_charge(user=user, amount=Decimal("5"), idempotency_key="k", reference="r")
    assert first.pk == again.pk
    assert balances(user)[0] == Decimal("45")
    refused(
        "wallet_idempotency_conflict", wallet_charge, user=user, amount=Decimal("6"), idempotency_key="k", reference="r"
    )
    hold = wallet_hold_place(user=user, amount=Decimal("10"), idempotency_key="h", reference="r")
    assert wallet_hold_place(user=user, amount=Decimal("10"), idempotency_key="h", reference="r").pk == hold.pk
    capture = wallet_hold_capture(hold=hold, amount=Decimal("4"), idempotency_key="c", reference="r")
    assert wallet_hold_capture(hold=hold, amount=Decimal("4"), idempotency_key="c", reference="r").pk == capture.pk
    wallet_hold_release(hold=hold, idempotency_key="rel")
    assert wallet_hold_release(hold=hold, idempotency_key="rel").status == HoldStatus.RELEASED
    assert balances(user) == (Decimal("41"), Decimal("0"))
    assert_ledger_consistent()


@pytest.mark.parametrize("amount", ["0", "-1", "1.001", "1e12", "NaN"])
def test_amounts_must_be_positive_with_two_decimals(individual, amount):
    fund(individual.user, "10")
    refused(
        "validation_error",
        wallet_charge,
        user=individual.user,
        amount=Decimal(amount),
        idempotency_key="c",
        reference="r",
    )


def test_a_payout_pays_income_less_the_fee(individual):
    wallet_income_credit(user=individual.user, amount=Decimal("80"), idempotency_key="p", reference="rental:9")
    assert balances(individual.user)[0] == Decimal("72")
    assert revenue() == Decimal("-72")
    types = list(LedgerEntry.objects.filter(account__owner=individual.user).values_list("entry_type", "amount"))
    assert sorted(types) == [("fee", Decimal("-8")), ("income", Decimal("80"))]


@pytest.mark.parametrize(
    ("amount", "reason", "refund"),
    [
        ("-5", " ", False),
        ("0", "x", False),
        ("-5", "x", True),
        ("1.005", "x", False),
        ("-1e12", "x", False),
        ("5", "x" * 301, False),
    ],
)
def test_a_bad_adjustment_is_a_field_error(individual, amount, reason, refund):
    staff = UserFactory.create(is_staff=True)
    refused(
        "validation_error",
        wallet_adjust,
        user=individual.user,
        amount=Decimal(amount),
        reason=reason,
        staff=staff,
        idempotency_key="a",
        refund=refund,
    )


def test_a_staff_adjustment_may_create_debt_and_tells_the_person(individual):
    staff = UserFactory.create(is_staff=True)
    fund(individual.user, "10")
    txn = wallet_adjust(
        user=individual.user, amount=Decimal("-25"), reason="Duplicate deposit", staff=staff, idempotency_key="a"
    )
    assert (txn.created_by, txn.reason) == (staff, "Duplicate deposit")
    wallet_adjust(
        user=individual.user, amount=Decimal("-25"), reason="Duplicate deposit", staff=staff, idempotency_key="a"
    )
    wallet_adjust(
        user=individual.user, amount=Decimal("3"), reason="Sorry", staff=staff, idempotency_key="r", refund=True
    )
    assert balances(individual.user)[0] == Decimal("-12")
    kinds = list(Notification.objects.filter(recipient=individual.user).values_list("kind", flat=True))
    assert kinds.count("wallet_adjusted") == 2
    assert kinds.count("wallet_debt") == 1


def test_low_balance_is_told_when_crossing_the_threshold_not_on_every_movement(individual):
    user = individual.user
    wallet_threshold_set(user=user, threshold=Decimal("20"))
    fund(user, "50")
    wallet_charge(user=user, amount=Decimal("25"), idempotency_key="1", reference="r")  # 25: above
    wallet_charge(user=user, amount=Decimal("10"), idempotency_key="2", reference="r")  # 15: crosses
    wallet_charge(user=user, amount=Decimal("5"), idempotency_key="3", reference="r")  # 10: still below
    low = Notification.objects.filter(recipient=user, kind="wallet_low_balance")
    assert low.count() == 1
    assert low.get().params == {"amount": "15.00", "threshold": "20.00"}
    wallet_threshold_set(user=user, threshold=None)
    fund(user, "100")
    wallet_charge(user=user, amount=Decimal("105"), idempotency_key="4", reference="r")
    assert low.count() == 1


def test_forfeit_gives_the_available_balance_to_the_platform(individual):
    fund(individual.user, "42.50")
    txn = wallet_forfeit(user=individual.user)
    assert txn is not None
    assert balances(individual.user)[0] == 0 and revenue() == Decimal("42.50")
    assert wallet_forfeit(user=individual.user) is None


def test_ledger_rows_are_append_only(individual):
    fund(individual.user, "10")
    entry = LedgerEntry.objects.all()[0]
    txn = LedgerTransaction.objects.all()[0]
    for row in (entry, txn):
        with pytest.raises(TypeError):
            row.save()
        with pytest.raises(TypeError):
            row.delete()


def test_every_movement_sends_the_wallet_topic_to_each_person_after_commit(
    individual, outsider, django_capture_on_commit_callbacks
):
    fund(individual.user, "50")
    hold = wallet_hold_place(user=individual.user, amount=Decimal("20"), idempotency_key="h", reference="r")
    StreamEvent.objects.all().delete()
    with django_capture_on_commit_callbacks(execute=False) as pending:
        wallet_hold_capture(hold=hold, amount=Decimal("5"), idempotency_key="c", payee=outsider.user, reference="r")
        assert not StreamEvent.objects.exists()
    for callback in pending:
        callback()
    told = {(event.user_id, event.topics) for event in StreamEvent.objects.all()}
    assert told == {(individual.user.pk, "wallet"), (outsider.user.pk, "wallet")}
