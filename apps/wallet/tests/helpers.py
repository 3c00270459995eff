"""Shared by the wallet's tests: coins put in through the real deposit path (the sandbox's
signed webhook), and the ledger's invariants checked over every row."""

import json
import subprocess
import uuid
from datetime import timedelta
from decimal import Decimal

from apps.accounts.models import User
from apps.wallet.models import Account, Deposit, LedgerEntry, LedgerTransaction
from apps.wallet.providers import Event
from apps.wallet.providers.sandbox import SIGNATURE_HEADER, SandboxProvider, sign
from apps.wallet.services import deposit_create, deposit_event_receive, wallet_accounts_of

API = "/api/billing/v1"
WEBHOOK = f"{API}/payments/sandbox/webhook"


def event_body(deposit: Deposit, *, status: str = "paid", amount: str | None = None, event_id: str = "") -> bytes:
    return SandboxProvider.event_body(
        deposit_id=deposit.id,
        event_id=event_id or uuid.uuid4().hex,
        status=status,
        amount=amount if amount is not None else str(deposit.amount),
    )


def webhook(client, body: bytes, *, signature: str | None = None):
    headers = {SIGNATURE_HEADER: sign(body) if signature is None else signature}
    return client.post(WEBHOOK, body, content_type="application/json", headers=headers)


def fund(user: User, amount: str | Decimal) -> Deposit:
    """A paid deposit of `amount` for `user`, through the service and the provider's event."""
    deposit = deposit_create(user=user, amount=Decimal(amount), method="sandbox_card")
    body = event_body(deposit)
    parsed = json.loads(body)
    deposit_event_receive(
        provider="sandbox",
        event=Event(
            deposit_id=deposit.id,
            event_id=parsed["event_id"],
            status="paid",
            amount=Decimal(amount),
            raw_body=body.decode(),
        ),
    )
    deposit.refresh_from_db()
    return deposit


def balances(user: User) -> tuple[Decimal, Decimal]:
    wallet, hold = wallet_accounts_of(user=user)
    wallet.refresh_from_db()
    hold.refresh_from_db()
    return wallet.balance, hold.balance


def assert_ledger_consistent() -> None:
    """Every transaction sums to zero and every cached balance is the sum of its entries."""
    for txn in LedgerTransaction.objects.all():
        assert sum((e.amount for e in txn.entries.all()), Decimal(0)) == 0, txn
    for account in Account.objects.all():
        total = sum(LedgerEntry.objects.filter(account=account).values_list("amount", flat=True), Decimal(0))
        assert account.balance == total, account


def earn(user: User, amount: str, *, hours_ago: float = 100) -> None:
    """Income of `amount` (less the platform fee) that came in `hours_ago`."""
    import time_machine
    from django.utils import timezone

    from apps.wallet.services import wallet_income_credit

    with time_machine.travel(timezone.now() - timedelta(hours=hours_ago), tick=False):
        wallet_income_credit(user=user, amount=Decimal(amount), idempotency_key=uuid.uuid4().hex, reference="rental:1")


def production_setup(**env: str) -> "subprocess.CompletedProcess[str]":
    """`django.setup()` under the production settings with `env` (a secret key and a site
    address given), in a process of its own: whether it starts, and what it said."""
    import os
    import subprocess
    import sys

    from django.conf import settings

    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        env={
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "config.settings.prod",
            "DJANGO_SECRET_KEY": "x" * 50,
            "SITE_URL": "https://z.example",
            **env,
        },
        capture_output=True,
        text=True,
        cwd=settings.BASE_DIR,
    )
