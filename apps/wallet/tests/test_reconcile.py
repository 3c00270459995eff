"""`wallet_reconcile` after a realistic mix of movements, and when a cached balance is wrong;
`wallet_show`."""

from decimal import Decimal

import pytest
from django.core.management import call_command

from apps.accounts.tests.factories import UserFactory
from apps.wallet.models import Account
from apps.wallet.services import (
    deposit_reverse,
    wallet_adjust,
    wallet_charge,
    wallet_forfeit,
    wallet_hold_capture,
    wallet_hold_place,
    wallet_hold_release,
    wallet_income_credit,
)

from .helpers import assert_ledger_consistent, fund

pytestmark = pytest.mark.django_db


def mixed_activity() -> None:
    staff = UserFactory.create(is_staff=True)
    renter, provider, leaver = (UserFactory.create() for _ in range(3))
    first = fund(renter, "200")
    fund(provider, "50")
    fund(leaver, "33.33")
    for n in range(3):
        hold = wallet_hold_place(user=renter, amount=Decimal("40"), idempotency_key=f"h{n}", reference=f"rental:{n}")
        wallet_hold_capture(
            hold=hold, amount=Decimal("13.37"), idempotency_key=f"c{n}", payee=provider, reference=f"rental:{n}"
        )
        wallet_hold_release(hold=hold, idempotency_key=f"r{n}")
    wallet_charge(user=provider, amount=Decimal("9.99"), idempotency_key="z", reference="zcloud:1")
    wallet_income_credit(user=provider, amount=Decimal("5.55"), idempotency_key="p", reference="listing:1")
    wallet_adjust(user=renter, amount=Decimal("-3.10"), reason="correction", staff=staff, idempotency_key="a")
    wallet_adjust(user=renter, amount=Decimal("2"), reason="outage", staff=staff, idempotency_key="b", refund=True)
    deposit_reverse(deposit=first, staff=staff, reason="chargeback")
    wallet_forfeit(user=leaver)


def test_reconcile_is_clean_after_mixed_activity(capsys):
    mixed_activity()
    assert_ledger_consistent()
    call_command("wallet_reconcile")
    assert "reconciles" in capsys.readouterr().out


def test_reconcile_prints_a_corrupt_balance_and_exits_1(capsys):
    mixed_activity()
    account = Account.objects.filter(kind="wallet")[0]
    Account.objects.filter(pk=account.pk).update(balance=account.balance + Decimal("0.01"))
    with pytest.raises(SystemExit) as ended:
        call_command("wallet_reconcile")
    assert ended.value.code == 1
    out = capsys.readouterr().out
    assert f"{account.key}: cached balance {account.balance + Decimal('0.01')}, entries sum to {account.balance}" in out


def test_wallet_show_prints_balances_holds_and_entries(capsys):
    person = UserFactory.create(email="shown@example.com")
    fund(person, "20")
    wallet_hold_place(user=person, amount=Decimal("5"), idempotency_key="h", reference="rental:77")
    call_command("wallet_show", "shown@example.com")
    out = capsys.readouterr().out
    assert "balance 20.00  available 15.00  reserved 5.00" in out
    assert "rental:77" in out and "deposit" in out
    call_command("wallet_show", str(person.pk))
    assert "available 15.00" in capsys.readouterr().out
    from django.core.management.base import CommandError

    with pytest.raises(CommandError):
        call_command("wallet_show", "nobody@example.com")
