from decimal import Decimal

import pytest
from django.core.management import call_command

from apps.accounts.models import User
from apps.wallet.models import LedgerEntry
from apps.wallet.selectors import wallet_state

from .helpers import assert_ledger_consistent


@pytest.mark.django_db
def test_seed_demo_gives_the_personas_a_month_of_history_and_the_ledger_reconciles(capsys):
    call_command("seed_demo")
    call_command("seed_demo")
    alice, bob, carol = (User.objects.get(name=name) for name in ("alice", "bob", "carol"))
    # alice: 400 deposited, 139.85 spent and an hour of bob's app rented (2.40, apps.demo.rentals);
    # bob: 200 deposited, 37.50 spent, 108.75 + 2.40 earned less 11.12 in fees (2.40 + 3.60 +
    # 1.88 + 3.00 + 0.24), and half an hour of Ollama for dave through an order (1.00 less 0.10,
    # apps.demo.demands); carol: 100 deposited, 23.90 spent.
    assert [wallet_state(user=user).balance for user in (alice, bob, carol)] == [
        Decimal("257.75"),
        Decimal("263.43"),
        Decimal("76.10"),
    ]
    bobs = set(LedgerEntry.objects.filter(account__owner=bob).values_list("entry_type", flat=True))
    assert {"deposit", "charge", "income", "fee"} <= bobs
    assert wallet_state(user=alice).reserved == 0
    assert_ledger_consistent()
    call_command("wallet_reconcile")
    assert "reconciles" in capsys.readouterr().out
