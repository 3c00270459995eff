"""Concurrent movements on one wallet, with real threads and their own database connections:
on SQLite (a file database, IMMEDIATE transactions) and on PostgreSQL (row locks) alike."""

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from decimal import Decimal
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection
from rest_framework.test import APIClient

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError
from apps.common.testing import live_server
from apps.wallet.choices import DepositStatus
from apps.wallet.models import Deposit, LedgerTransaction, ProviderEvent
from apps.wallet.services import deposit_create, wallet_charge
from apps.wallet.tasks import sandbox_deliver

from .helpers import WEBHOOK, assert_ledger_consistent, balances, earn, event_body, fund, webhook


def together(count: int, work: Callable[[int], Any]) -> list[Any]:
    """Runs `work(n)` for n in 0..count-1 on as many threads, released at once."""
    barrier = threading.Barrier(count)

    def run(n: int) -> Any:
        try:
            barrier.wait()
            return work(n)
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=count) as pool:
        return list(pool.map(run, range(count)))


@pytest.mark.django_db(transaction=True)
def test_forty_concurrent_spends_of_ten_from_a_hundred_make_exactly_ten(capsys):
    user = UserFactory.create()
    fund(user, "100")

    def spend(n: int) -> str:
        try:
            wallet_charge(user=user, amount=Decimal("10"), idempotency_key=f"spend:{n}", reference=f"order:{n}")
        except ApplicationError as error:
            return error.code
        return "ok"

    outcomes = together(40, spend)
    assert outcomes.count("ok") == 10
    assert outcomes.count("wallet_insufficient_funds") == 30
    assert balances(user) == (Decimal("0"), Decimal("0"))
    assert_ledger_consistent()
    call_command("wallet_reconcile")
    assert "reconciles" in capsys.readouterr().out


@pytest.mark.django_db(transaction=True)
def test_the_same_event_delivered_twenty_times_at_once_credits_once():
    user = UserFactory.create()
    deposit = deposit_create(user=user, amount=Decimal("100"), method="sandbox_card")
    body = event_body(deposit, event_id="evt-concurrent")
    statuses = together(20, lambda _n: webhook(APIClient(), body).status_code)
    assert statuses == [200] * 20
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.PAID
    assert balances(user)[0] == Decimal("100")
    assert LedgerTransaction.objects.filter(deposit=deposit).count() == 1
    assert ProviderEvent.objects.count() == 1
    assert_ledger_consistent()


@pytest.mark.django_db(transaction=True)
def test_the_same_idempotency_key_at_once_moves_money_once():
    user = UserFactory.create()
    fund(user, "100")
    made = together(
        10,
        lambda _n: wallet_charge(user=user, amount=Decimal("7"), idempotency_key="once", reference="order:1").pk,
    )
    assert len(set(made)) == 1
    assert balances(user)[0] == Decimal("93")


@pytest.mark.django_db(transaction=True)
def test_the_sandbox_delivers_its_signed_event_to_the_webhook_over_http():
    user = UserFactory.create()
    deposit = deposit_create(user=user, amount=Decimal("12.50"), method="sandbox_wechat")
    with live_server() as base:
        assert sandbox_deliver(f"{base}{WEBHOOK}", event_body(deposit).decode()) == 200
    deposit = Deposit.objects.get(pk=deposit.pk)
    assert deposit.status == DepositStatus.PAID
    assert balances(user)[0] == Decimal("12.50")


@pytest.mark.django_db(transaction=True)
def test_two_withdrawals_asked_at_once_open_one():
    from apps.wallet.models import Payout
    from apps.wallet.services import payout_account_add, payout_request

    user = UserFactory.create()
    earn(user, "1000")
    account = payout_account_add(user=user, kind="alipay", holder_name="Li", account="li@example.com")

    def ask(n: int) -> str:
        try:
            payout_request(user=user, amount=Decimal("100"), payout_account_id=account.pk)
        except ApplicationError as error:
            return error.code
        return "ok"

    outcomes = together(6, ask)
    assert sorted(outcomes) == ["ok"] + ["payout_open_exists"] * 5
    assert Payout.objects.count() == 1
    assert balances(user) == (Decimal("800"), Decimal("100"))
    assert_ledger_consistent()


@pytest.mark.django_db(transaction=True)
def test_approve_and_reject_at_once_do_one_of_them():
    from apps.wallet.choices import PayoutStatus
    from apps.wallet.models import Payout
    from apps.wallet.services import payout_account_add, payout_approve, payout_reject, payout_request

    user, staff = UserFactory.create(), UserFactory.create(is_staff=True)
    earn(user, "1000")
    account = payout_account_add(user=user, kind="alipay", holder_name="Li", account="li@example.com")
    payout = payout_request(user=user, amount=Decimal("100"), payout_account_id=account.pk)

    def act(n: int) -> str:
        try:
            if n % 2:
                payout_reject(payout=payout, staff=staff, reason="no")
            else:
                payout_approve(payout=payout, staff=staff)  # the eager send pays it
        except ApplicationError as error:
            return error.code
        return "ok"

    outcomes = together(4, act)
    assert sorted(outcomes) == ["ok"] + ["transition_not_allowed"] * 3
    status = Payout.objects.get(pk=payout.pk).status
    assert status in {PayoutStatus.PAID, PayoutStatus.REJECTED}
    expected = Decimal("800") if status == PayoutStatus.PAID else Decimal("900")
    assert balances(user) == (expected, Decimal("0"))
    assert_ledger_consistent()


@pytest.mark.django_db(transaction=True)
def test_two_staff_resolving_one_dispute_at_once_refund_once(settings):
    from apps.accounts.actor import actor_for
    from apps.rentals.models import Dispute
    from apps.rentals.services import dispute_open, dispute_resolve, rentals_bill
    from apps.rentals.tests.helpers import market_app, rented, seconds_after

    settings.RENTAL_BILLING_SECONDS = 60
    provider, renter, staff = UserFactory.create(), UserFactory.create(), UserFactory.create(is_staff=True)
    rental = rented(renter, market_app(actor_for(user=provider, user_type="user", sme_id="user"), price="36.00"))
    rentals_bill(now=seconds_after(rental, 60))
    dispute = dispute_open(user=renter, rental_id=rental.pk, reason="not_working", text="Down.")
    before = balances(renter)[0]

    def resolve(n: int) -> str:
        try:
            dispute_resolve(
                dispute=Dispute.objects.get(pk=dispute.pk), staff=staff, refund=Decimal("0.60"), resolution=f"#{n}"
            )
        except ApplicationError as error:
            return error.code
        return "ok"

    outcomes = together(4, resolve)
    assert sorted(outcomes) == ["ok"] + ["transition_not_allowed"] * 3
    assert balances(renter)[0] - before == Decimal("0.60")
    assert_ledger_consistent()
