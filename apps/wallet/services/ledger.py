"""The ledger's one write path. A movement first claims its idempotency key
(`ledger_open`: the same key again answers the first transaction, the same key with other
arguments is refused), then writes its entries (`ledger_write`, or `ledger_write_many` for a
batch of transactions): they must sum to zero, the accounts they touch (and both accounts of
every person they touch) are locked, each cached balance moves by the sum of its entries, and
a guarded debit never takes a wallet below zero.

Locking picks per database: PostgreSQL locks the account rows (`SELECT ... FOR UPDATE`, in id
order so two movements never deadlock) and checks the balance it read; SQLite takes the whole
database at `BEGIN IMMEDIATE` (see `config.settings.base`), and the debit is one conditional
`UPDATE ... WHERE balance >= amount` that changes no row when the coins are not there."""

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.db import IntegrityError, connection, transaction
from django.db.models import F, Q
from django.db.models.functions import Round
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.common.errors import ApplicationError, field_error
from apps.common.money import is_coins
from apps.common.render import api_coins
from apps.notifications.services import notify, stats_changed
from apps.notifications.topics import WALLET

from ..choices import AccountKind
from ..models import Account, Deposit, Hold, LedgerEntry, LedgerTransaction
from ..notification_kinds import WALLET_DEBT, WALLET_LOW_BALANCE
from ..selectors import default_threshold

PLATFORM_REVENUE = "platform_revenue"


@dataclass(frozen=True)
class Line:
    """One entry to write: `amount` (signed) on `account`, read by the person as `entry_type`.
    A `guarded` line may not take its account below zero."""

    account: Account
    amount: Decimal
    entry_type: str
    guarded: bool = False


def positive_amount(amount: Decimal | int | str, *, field: str = "amount") -> Decimal:
    value = Decimal(amount)
    if not is_coins(value) or value <= 0:
        raise field_error(field, _("Enter a positive amount with at most 2 decimals."))
    return value


def fingerprint(**arguments: Any) -> str:
    """What a movement was asked to do, so a repeated key with other arguments is caught."""
    text = json.dumps({key: str(value) for key, value in arguments.items()}, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()


def wallet_accounts_of(*, user: User) -> tuple[Account, Account]:
    """The person's wallet and hold accounts, made on first use."""
    wallet, _ = Account.objects.get_or_create(
        owner=user,
        kind=AccountKind.WALLET,
        defaults={"key": f"wallet:{user.pk}", "low_balance_threshold": default_threshold()},
    )
    hold, _ = Account.objects.get_or_create(owner=user, kind=AccountKind.HOLD, defaults={"key": f"hold:{user.pk}"})
    return wallet, hold


def platform_account(*, key: str = PLATFORM_REVENUE) -> Account:
    """A platform account: `platform_revenue` or `provider_clearing:<provider>`."""
    kind = AccountKind.PLATFORM_REVENUE if key == PLATFORM_REVENUE else AccountKind.PROVIDER_CLEARING
    account, _ = Account.objects.get_or_create(key=key, defaults={"kind": kind})
    return account


def clearing_account(provider: str) -> Account:
    return platform_account(key=f"provider_clearing:{provider}")


def _known(idempotency_key: str, digest: str) -> LedgerTransaction | None:
    found = LedgerTransaction.objects.filter(idempotency_key=idempotency_key).first()
    if found is not None and found.fingerprint != digest:
        raise ApplicationError("wallet_idempotency_conflict")
    return found


def ledger_open(
    *,
    kind: str,
    idempotency_key: str,
    digest: str,
    reference: str = "",
    company_id: str | None = None,
    created_by: User | None = None,
    reason: str = "",
    hold: Hold | None = None,
    deposit: Deposit | None = None,
) -> tuple[LedgerTransaction, bool]:
    """Claims `idempotency_key`: (the new transaction, True), or (the one the key already
    made, False) when it was asked for with the same arguments (`digest`)."""
    known = _known(idempotency_key, digest)
    if known is not None:
        return known, False
    try:
        with transaction.atomic():
            return (
                LedgerTransaction.objects.create(
                    kind=kind,
                    idempotency_key=idempotency_key,
                    fingerprint=digest,
                    reference=reference,
                    company_id=company_id or "",
                    created_by=created_by,
                    reason=reason,
                    hold=hold,
                    deposit=deposit,
                ),
                True,
            )
    except IntegrityError:
        # Another transaction claimed the key meanwhile (PostgreSQL waits for it to commit).
        known = _known(idempotency_key, digest)
        if known is None:
            raise
        return known, False


def accounts_lock(accounts: Iterable[Account]) -> dict[int, Account]:
    """The accounts, and both accounts of each person among their owners, read afresh; on
    PostgreSQL locked until the transaction ends."""
    accounts = list(accounts)
    ids = {account.pk for account in accounts}
    people = {account.owner_id for account in accounts if account.owner_id is not None}
    rows = Account.objects.filter(Q(pk__in=ids) | Q(owner_id__in=people)).select_related("owner").order_by("pk")
    if connection.vendor == "postgresql":
        rows = rows.select_for_update(of=("self",))
    return {account.pk: account for account in rows}


def _apply(account: Account, amount: Decimal, *, before: Decimal, need: Decimal | None) -> None:
    """Moves `account`'s cached balance (`before`, as locked) by `amount`, the sum of its lines
    in one write; `need` is the balance its guarded debits require beforehand (each such line
    may not take it below zero), refused with `wallet_insufficient_funds` when it is not
    there. SQLite keeps decimals as floating point numbers, so the sum is rounded to the cent
    in the database, where the next comparison reads it."""
    moved = Round(F("balance") + amount, 2)
    rows = Account.objects.filter(pk=account.pk)
    if connection.vendor == "postgresql":
        # `accounts_lock` holds the row, so the balance it read is current.
        if need is not None and before < need:
            raise ApplicationError("wallet_insufficient_funds")
    elif need is not None:
        rows = rows.filter(balance__gte=need)
    if not rows.update(balance=moved):
        raise ApplicationError("wallet_insufficient_funds")


def ledger_write(txn: LedgerTransaction, lines: Sequence[Line]) -> list[LedgerEntry]:
    """Writes `txn`'s entries (lines of 0 are left out) and moves the balances: see
    `ledger_write_many`."""
    return ledger_write_many([(txn, lines)])


def ledger_write_many(writes: Sequence[tuple[LedgerTransaction, Sequence[Line]]]) -> list[LedgerEntry]:
    """Writes each transaction's entries in order (lines of 0 are left out), every one
    balanced, with the accounts locked once and each cached balance moved once by the sum of
    its lines; then tells each person whose `available` crossed their threshold or went below
    zero over the whole write, and sends the `wallet` topic to everyone touched once the
    transaction commits."""
    writes = [(txn, [line for line in lines if line.amount != 0]) for txn, lines in writes]
    if any(sum((line.amount for line in lines), Decimal(0)) != 0 for _txn, lines in writes):
        raise ValueError("a ledger transaction's entries must sum to zero")
    locked = accounts_lock(line.account for _txn, lines in writes for line in lines)
    owned: dict[int, list[Account]] = {}
    for account in locked.values():
        if account.owner_id is not None:
            owned.setdefault(account.owner_id, []).append(account)
    wallets = {
        account.owner_id: account
        for account in locked.values()
        if account.kind == AccountKind.WALLET and account.owner_id is not None
    }
    available_before = {person: account.balance for person, account in wallets.items()}
    start = {pk: account.balance for pk, account in locked.items()}
    need: dict[int, Decimal] = {}
    entries = []
    for txn, lines in writes:
        for line in lines:
            account = locked[line.account.pk]
            account.balance += line.amount
            if line.guarded and line.amount < 0:
                # The balance it needs to start from so that this line leaves it at 0 or more
                # (below 0 when earlier lines of the write credit it, as a release does).
                required = start[account.pk] - account.balance
                need[account.pk] = max(need[account.pk], required) if account.pk in need else required
            person = account.owner_id
            entries.append(
                LedgerEntry(
                    transaction=txn,
                    account=account,
                    amount=line.amount,
                    entry_type=line.entry_type,
                    balance_after=account.balance,
                    person_balance_after=(
                        sum((mine.balance for mine in owned[person]), Decimal(0)) if person is not None else None
                    ),
                    created_at=txn.created_at,
                )
            )
    for pk, account in locked.items():
        if account.balance != start[pk] or pk in need:
            _apply(account, account.balance - start[pk], before=start[pk], need=need.get(pk))
    LedgerEntry.objects.bulk_create(entries)
    for person, wallet in wallets.items():
        if wallet.owner is not None:
            _tell(wallet.owner, wallet, before=available_before[person])
    stats_changed(user_ids=owned, topics={WALLET})
    return entries


def _tell(owner: User, wallet: Account, *, before: Decimal) -> None:
    after = wallet.balance
    threshold = wallet.low_balance_threshold
    params = {"amount": api_coins(after)}
    if before >= 0 > after:
        notify(recipients=[owner], kind=WALLET_DEBT, params=params, topics={WALLET})
    elif threshold is not None and before >= threshold > after:
        params["threshold"] = api_coins(threshold)
        notify(recipients=[owner], kind=WALLET_LOW_BALANCE, params=params, topics={WALLET})


@transaction.atomic
def ledger_post(
    *, kind: str, idempotency_key: str, digest: str, lines: Sequence[Line], **fields: Any
) -> LedgerTransaction:
    """`ledger_open` and, the first time, `ledger_write`: the transaction the key stands for."""
    txn, created = ledger_open(kind=kind, idempotency_key=idempotency_key, digest=digest, **fields)
    if created:
        ledger_write(txn, lines)
    return txn


def locked_available(*, user: User) -> Decimal:
    """The person's `available`, read with their accounts locked (PostgreSQL) or the database
    held (SQLite), so a movement of what it finds is not raced."""
    wallet, _ = wallet_accounts_of(user=user)
    return accounts_lock([wallet])[wallet.pk].balance
