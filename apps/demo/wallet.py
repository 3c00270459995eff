"""The demo personas' wallets: a month of history made through the wallet's services
(deposits through the sandbox provider's event, rentals as holds captured to bob with the
platform fee, cloud charges), each step then dated back to its day. A person who already
has wallet history keeps it: the ledger is append-only, so a second run adds nothing."""

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from decimal import Decimal

from django.utils import timezone

from apps.accounts.models import User
from apps.notifications.models import Notification
from apps.wallet.models import Deposit, DepositLog, Hold, HoldLog, LedgerEntry, LedgerTransaction
from apps.wallet.providers import Event
from apps.wallet.services import (
    deposit_create,
    deposit_event_receive,
    wallet_charge,
    wallet_hold_capture,
    wallet_hold_place,
    wallet_hold_release,
)

# (days ago, person, what, amount): "deposit", "charge" (a cloud machine's bill) or
# "rent" (a rental of one of bob's apps: a hold of 50, the amount captured to bob, the rest
# released).
HISTORY = [
    (29, "alice", "deposit", "300"),
    (27, "bob", "deposit", "200"),
    (26, "alice", "rent", "24"),
    (24, "carol", "deposit", "50"),
    (22, "alice", "charge", "8.50"),
    (20, "bob", "charge", "15"),
    (19, "alice", "rent", "36"),
    (16, "carol", "charge", "9.90"),
    (15, "alice", "deposit", "100"),
    (12, "alice", "charge", "12"),
    (11, "bob", "charge", "22.50"),
    (9, "alice", "rent", "18.75"),
    (7, "carol", "charge", "14"),
    (5, "alice", "charge", "6.40"),
    (3, "alice", "rent", "30"),
    (2, "carol", "deposit", "50"),
    (1, "alice", "charge", "4.20"),
]
RENTAL_HOLD = Decimal("50")


@contextmanager
def dated(when: datetime) -> Iterator[None]:
    """Whatever the wallet writes inside the block is dated `when` (its notifications read)."""
    last = LedgerTransaction.objects.order_by("-id").values_list("id", flat=True).first() or 0
    started = timezone.now()
    yield
    made = LedgerTransaction.objects.filter(id__gt=last)
    LedgerEntry.objects.filter(transaction__in=made).update(created_at=when)
    holds = Hold.objects.filter(placement__in=made)
    HoldLog.objects.filter(hold__in=holds).update(created_at=when)
    holds.update(created_at=when)
    deposits = Deposit.objects.filter(transactions__in=made)
    DepositLog.objects.filter(deposit__in=deposits).update(created_at=when)
    deposits.update(created_at=when, paid_at=when, expires_at=when + timedelta(minutes=30))
    Notification.objects.filter(created_at__gte=started, kind__startswith="wallet_").update(
        created_at=when, read_at=when
    )
    made.update(created_at=when)


def _deposit(user: User, amount: Decimal) -> None:
    deposit = deposit_create(user=user, amount=amount, method="sandbox_alipay")
    event_id = uuid.uuid4().hex
    body = f'{{"deposit_id": "{deposit.id}", "event_id": "{event_id}", "status": "paid", "amount": "{amount}"}}'
    event = Event(deposit_id=deposit.id, event_id=event_id, status="paid", amount=amount, raw_body=body)
    deposit_event_receive(provider=deposit.provider, event=event)


def _rent(user: User, amount: Decimal, *, provider: User, key: str, reference: str) -> None:
    hold = wallet_hold_place(user=user, amount=RENTAL_HOLD, idempotency_key=f"{key}:hold", reference=reference)
    wallet_hold_capture(hold=hold, amount=amount, idempotency_key=f"{key}:capture", payee=provider, reference=reference)
    wallet_hold_release(hold=hold, idempotency_key=f"{key}:release")


def wallets_seed() -> None:
    people = {user.name: user for user in User.objects.filter(name__in={step[1] for step in HISTORY})}
    fresh = {name for name, user in people.items() if not LedgerEntry.objects.filter(account__owner=user).exists()}
    today = timezone.localtime().replace(hour=10, minute=0, second=0, microsecond=0)
    for number, (days_ago, name, what, text) in enumerate(HISTORY):
        if name not in fresh:
            continue
        user, amount, key = people[name], Decimal(text), f"demo:{name}:{number}"
        with dated(today - timedelta(days=days_ago) + timedelta(minutes=number)):
            if what == "deposit":
                _deposit(user, amount)
            elif what == "rent":
                _rent(user, amount, provider=people["bob"], key=key, reference=f"rental:demo-{number}")
            else:
                wallet_charge(user=user, amount=amount, idempotency_key=key, reference="zcloud:demo")
