"""Renewing holds in a batch (`wallet_holds_renew`): the very rows the capture, release and
place services write one after another, each movement once under a retried batch, and a
person short of coins left out with their later renewals."""

from decimal import Decimal
from unittest.mock import ANY

import pytest

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError
from apps.wallet.choices import HoldStatus
from apps.wallet.models import Hold, LedgerEntry, LedgerTransaction
from apps.wallet.services import (
    Renewal,
    wallet_adjust,
    wallet_hold_capture,
    wallet_hold_place,
    wallet_hold_release,
    wallet_holds_renew,
)

from .helpers import assert_ledger_consistent, balances, fund

pytestmark = pytest.mark.django_db
FEE = Decimal("0.40")


def _held(user, name: str, amount: str = "10") -> Hold:
    return wallet_hold_place(user=user, amount=Decimal(amount), idempotency_key=f"{name}:hold:0", reference=name)


def _renewal(hold: Hold, payee, *, charge: str, amount: str = "10", spare: str = "0") -> Renewal:
    name = hold.reference
    return Renewal(
        hold=hold,
        charge=Decimal(charge),
        fee=FEE if Decimal(charge) else Decimal(0),
        payee=payee,
        amount=Decimal(amount),
        spare=Decimal(spare),
        reference=name,
        capture_key=f"{name}:charge:0",
        release_key=f"{name}:release:0",
        place_key=f"{name}:hold:1",
    )


def _one_by_one(renewal: Renewal) -> Hold:
    """As rentals renewed a period before the batch: nothing captured when nothing is owed."""
    hold = renewal.hold
    if renewal.charge:
        wallet_hold_capture(
            hold=hold,
            amount=renewal.charge,
            payee=renewal.payee,
            fee=renewal.fee,
            idempotency_key=renewal.capture_key,
            reference=renewal.reference,
        )
        hold.refresh_from_db()
    if hold.status == HoldStatus.OPEN:
        wallet_hold_release(hold=hold, idempotency_key=renewal.release_key)
    return wallet_hold_place(
        user=hold.user, amount=renewal.amount, idempotency_key=renewal.place_key, reference=renewal.reference
    )


def _written(reference: str) -> list[tuple]:
    """The ledger rows of one reference, without ids, times or who they belong to (nor the
    platform's balance, which both sides' fees move)."""
    txns = LedgerTransaction.objects.filter(reference=reference).order_by("id")
    return [
        (
            txn.kind,
            txn.idempotency_key.split(":", 1)[1],
            txn.company_id,
            txn.hold_id is not None,
            [
                (e.account.kind, e.amount, e.entry_type, e.account.owner_id and e.balance_after, e.person_balance_after)
                for e in txn.entries.order_by("id")
            ],
        )
        for txn in txns
    ]


def _hold_rows(reference: str) -> list[tuple]:
    holds = Hold.objects.filter(reference=reference).order_by("id")
    return [
        (h.status, h.placed, h.captured, h.released, list(h.transitions.values_list("old_status", "new_status")))
        for h in holds
    ]


@pytest.mark.parametrize("charge", ["10", "6.35", "0"])
def test_a_batch_writes_what_capture_release_and_place_write_one_by_one(make_persona, charge):
    alone, batched, paid_alone, paid_batched = (make_persona("individual").user for _ in range(4))
    for user in (alone, batched):
        fund(user, "100")
    _one_by_one(_renewal(_held(alone, "alone"), paid_alone, charge=charge))

    new = wallet_holds_renew(renewals=[_renewal(_held(batched, "batched"), paid_batched, charge=charge)])

    assert new[0] is not None and new[0].status == HoldStatus.OPEN and new[0].placed == Decimal("10")
    assert _written("batched") == _written("alone")
    assert _hold_rows("batched") == _hold_rows("alone")
    assert balances(batched) == balances(alone)
    earned = Decimal(charge) - FEE if Decimal(charge) else Decimal(0)
    assert balances(paid_batched) == balances(paid_alone) == (earned, Decimal(0))
    assert_ledger_consistent()


def test_a_retried_batch_or_its_steps_one_by_one_move_each_coin_once(individual, outsider):
    fund(individual.user, "100")
    renewals = [_renewal(_held(individual.user, f"r{n}"), outsider.user, charge="4") for n in range(3)]
    first = wallet_holds_renew(renewals=renewals)
    rows = (LedgerTransaction.objects.count(), LedgerEntry.objects.count(), Hold.objects.count())
    balances_after = balances(individual.user), balances(outsider.user)

    assert wallet_holds_renew(renewals=renewals) == [None, None, None]
    # The same keys with the same arguments through the one-by-one services: the first result.
    assert [_one_by_one(renewal) for renewal in renewals] == first
    assert (LedgerTransaction.objects.count(), LedgerEntry.objects.count(), Hold.objects.count()) == rows
    assert (balances(individual.user), balances(outsider.user)) == balances_after
    assert_ledger_consistent()


def test_a_person_short_of_the_spare_is_left_out_with_their_later_renewals(make_persona, outsider):
    short, rich = make_persona("individual").user, make_persona("individual").user
    fund(short, "50")  # 30 held, 20 available; 10 after the first renewal
    fund(rich, "100")
    renewals = [
        _renewal(_held(short, "s1"), outsider.user, charge="10", spare="5"),
        _renewal(_held(rich, "r1"), outsider.user, charge="10", spare="5"),
        _renewal(_held(short, "s2"), outsider.user, charge="10", spare="10"),  # would leave 5
        _renewal(_held(short, "s3"), outsider.user, charge="10", spare="0"),  # after one left out
    ]
    moved_before = LedgerTransaction.objects.count()

    new = wallet_holds_renew(renewals=renewals)

    assert [hold is not None for hold in new] == [True, True, False, False]
    assert LedgerTransaction.objects.count() == moved_before + 4  # a capture and a hold each
    assert balances(short) == (Decimal("10"), Decimal("30"))  # the new hold, s2's and s3's
    for name in ("s2", "s3"):
        assert Hold.objects.get(reference=name).status == HoldStatus.OPEN
        assert not LedgerTransaction.objects.filter(idempotency_key__startswith=f"{name}:charge").exists()
    assert_ledger_consistent()


@pytest.mark.parametrize("charge", ["-4", "0.001"])
def test_a_charge_that_is_not_coins_refuses_the_batch_and_moves_nothing(individual, outsider, charge):
    fund(individual.user, "100")
    hold = _held(individual.user, "bad")
    moved_before = LedgerTransaction.objects.count(), balances(individual.user)

    with pytest.raises(ApplicationError) as refused:
        wallet_holds_renew(renewals=[_renewal(hold, outsider.user, charge=charge)])

    assert refused.value.code == "validation_error" and refused.value.data == {"charge": [ANY]}
    assert (LedgerTransaction.objects.count(), balances(individual.user)) == moved_before
    hold.refresh_from_db()
    assert hold.status == HoldStatus.OPEN and hold.released == 0
    assert_ledger_consistent()


def test_a_person_in_debt_renews_on_what_the_release_gives_back_as_one_by_one(make_persona):
    staff = UserFactory.create(is_staff=True)
    alone, batched, payee = (make_persona("individual").user for _ in range(3))
    holds = {}
    for user, name in ((alone, "alone"), (batched, "batched")):
        fund(user, "10")
        holds[name] = _held(user, name)
        wallet_adjust(user=user, amount=Decimal("-3"), reason="correction", staff=staff, idempotency_key=name)
    _one_by_one(_renewal(holds["alone"], payee, charge="0", amount="5"))  # -3 + 10 released - 5 held

    new = wallet_holds_renew(renewals=[_renewal(holds["batched"], payee, charge="0", amount="5")])

    assert new[0] is not None
    assert balances(batched) == balances(alone) == (Decimal("2"), Decimal("5"))
    assert_ledger_consistent()
