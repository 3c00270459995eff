"""Reads for the wallet, scoped to the person: their balances, the entries that changed their
`balance` (holds never show), day-by-day figures for the charts, and their deposits."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, tzinfo
from decimal import Decimal
from typing import Any

from django.conf import settings
from django.db.models import QuerySet, Sum
from django.db.models.functions import Coalesce
from django.utils import timezone

from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.common.money import quantize

from .choices import OPEN_PAYOUT_STATUSES, VISIBLE_TYPES, AccountKind, EntryType, HoldStatus, PayoutStatus
from .hooks import income_held
from .models import Account, Deposit, Hold, LedgerEntry, Payout, PayoutAccount

ZERO = Decimal("0.00")


@dataclass(frozen=True)
class WalletState:
    available: Decimal
    reserved: Decimal
    low_balance_threshold: Decimal | None

    @property
    def balance(self) -> Decimal:
        return self.available + self.reserved

    @property
    def debt(self) -> Decimal:
        return max(-self.available, ZERO)


def default_threshold() -> Decimal | None:
    raw = str(settings.WALLET_LOW_BALANCE_DEFAULT).strip()
    return quantize(raw) if raw else None


def wallet_state(*, user: User) -> WalletState:
    """The person's balances; before their first movement, zero and the default threshold."""
    accounts = {account.kind: account for account in Account.objects.filter(owner=user)}
    wallet, held = accounts.get(AccountKind.WALLET), accounts.get(AccountKind.HOLD)
    return WalletState(
        available=wallet.balance if wallet else ZERO,
        reserved=held.balance if held else ZERO,
        low_balance_threshold=wallet.low_balance_threshold if wallet else default_threshold(),
    )


def _day_start(day: date, zone: tzinfo) -> datetime:
    return datetime.combine(day, time.min, tzinfo=zone)


def transactions_of(
    *,
    user: User,
    zone: tzinfo,
    types: list[str] | None = None,
    date_from: date | None = None,
    date_to: date | None = None,
    reference: str = "",
    company_id: str = "",
) -> QuerySet[LedgerEntry]:
    """The person's entries that changed their `balance`, newest first; the dates are whole
    days in `zone`, both inclusive; `reference` keeps to one purchase's (`rental:12`),
    `company_id` to those made for a company the person owns."""
    entries = LedgerEntry.objects.filter(account__owner=user, entry_type__in=types or VISIBLE_TYPES)
    if reference:
        entries = entries.filter(transaction__reference=reference)
    if company_id:
        entries = entries.filter(transaction__company_id=company_id)
    if date_from is not None:
        entries = entries.filter(created_at__gte=_day_start(date_from, zone))
    if date_to is not None:
        entries = entries.filter(created_at__lt=_day_start(date_to + timedelta(days=1), zone))
    return entries.select_related("transaction").order_by("-created_at", "-id")


def wallet_summary(*, user: User, days: int, zone: tzinfo) -> dict[str, Any]:
    """One row per day of the last `days` in `zone` (oldest first, ending today): the balance
    at its end, its income and its spending; and the period's spending by type, largest first."""
    today = timezone.now().astimezone(zone).date()
    first = today - timedelta(days=days - 1)
    start = _day_start(first, zone)
    mine = LedgerEntry.objects.filter(account__owner=user, entry_type__in=VISIBLE_TYPES)
    before = (
        mine.filter(created_at__lt=start).order_by("-created_at", "-id").values_list("person_balance_after", flat=True)
    )
    balance = next(iter(before[:1]), None) or ZERO
    rows = mine.filter(created_at__gte=start).order_by("created_at", "id")
    by_day: dict[date, list[tuple[Decimal, str, Decimal]]] = {}
    for amount, entry_type, created_at, after in rows.values_list(
        "amount", "entry_type", "created_at", "person_balance_after"
    ):
        by_day.setdefault(created_at.astimezone(zone).date(), []).append((amount, entry_type, after or ZERO))
    spending_by_type: dict[str, Decimal] = {}
    out = []
    for offset in range(days):
        day = first + timedelta(days=offset)
        income = spending = ZERO
        for amount, entry_type, after in by_day.get(day, []):
            balance = after
            if amount > 0:
                income += amount
            else:
                spending -= amount
                spending_by_type[entry_type] = spending_by_type.get(entry_type, ZERO) - amount
        out.append({"date": day, "balance": balance, "income": income, "spending": spending})
    ranked = sorted(spending_by_type.items(), key=lambda item: (-item[1], item[0]))
    return {"days": out, "spending_by_type": [{"type": kind, "amount": amount} for kind, amount in ranked]}


def deposit_of(*, user: User, deposit_id: str) -> Deposit:
    """The person's deposit; another person's (or none) is a 404."""
    deposit = Deposit.objects.filter(user=user, pk=deposit_id).first()
    if deposit is None:
        raise ApplicationError("not_found")
    return deposit


# The payouts that hold or took coins: what counts against the income and the day's limit.
PAYOUT_TAKING = (*OPEN_PAYOUT_STATUSES, PayoutStatus.PAID)


def _coins_sum(rows: QuerySet[Any], field: str) -> Decimal:
    return quantize(rows.aggregate(total=Coalesce(Sum(field), Decimal(0)))["total"])


@dataclass(frozen=True)
class PayoutOptions:
    """What a person may withdraw now: `withdrawable` (settled income less what payouts took,
    at most `available`), what is left of the day's limit, and their open request's id."""

    withdrawable: Decimal
    settling: Decimal
    left_today: Decimal
    open_payout_id: str | None


def payout_options(*, user: User) -> PayoutOptions:
    """Income (net of the platform's fee) counts once it is `PAYOUT_SETTLE_HOURS` old
    (`settling` is what is still younger) and while no dispute holds it (`income_held`);
    deposited coins are for spending and never count."""
    now = timezone.now()
    earned = LedgerEntry.objects.filter(account__owner=user, account__kind=AccountKind.WALLET)
    income = earned.filter(entry_type__in=(EntryType.INCOME, EntryType.FEE))
    held = [reference for answer in income_held.fire(user=user) for reference in answer]
    if held:
        income = income.exclude(transaction__reference__in=held)
    cutoff = now - timedelta(hours=settings.PAYOUT_SETTLE_HOURS)
    # Refunds a dispute took back from the income count at once, settled or not.
    refunded = _coins_sum(earned.filter(entry_type=EntryType.REFUND, amount__lt=0), "amount")
    settled = _coins_sum(income.filter(created_at__lte=cutoff), "amount") + refunded
    settling = _coins_sum(income.filter(created_at__gt=cutoff), "amount")
    taking = Payout.objects.filter(user=user, status__in=PAYOUT_TAKING)
    taken = _coins_sum(taking, "amount")
    today = _coins_sum(taking.filter(created_at__gt=now - timedelta(days=1)), "amount")
    withdrawable = max(ZERO, min(settled - taken, wallet_state(user=user).available))
    open_id = taking.filter(status__in=OPEN_PAYOUT_STATUSES).values_list("id", flat=True).first()
    return PayoutOptions(
        withdrawable=withdrawable,
        settling=max(settling, ZERO),
        left_today=max(ZERO, settings.PAYOUT_MAX_PER_DAY - today),
        open_payout_id=open_id,
    )


def payout_accounts_of(*, user: User) -> QuerySet[PayoutAccount]:
    return PayoutAccount.objects.filter(user=user, removed_at__isnull=True).order_by("created_at", "id")


def payout_account_of(*, user: User, account_id: str) -> PayoutAccount:
    """One of the person's payout accounts; another person's, a removed one or none is a 404."""
    account = payout_accounts_of(user=user).filter(pk=account_id).first()
    if account is None:
        raise ApplicationError("not_found")
    return account


def payouts_of(*, user: User) -> QuerySet[Payout]:
    return Payout.objects.filter(user=user).order_by("-created_at", "-id")


def payout_of(*, user: User, payout_id: str) -> Payout:
    """The person's payout; another person's (or none) is a 404."""
    payout = payouts_of(user=user).filter(pk=payout_id).first()
    if payout is None:
        raise ApplicationError("not_found")
    return payout


@dataclass(frozen=True)
class Difference:
    account: str
    cached: Decimal
    entries: Decimal


def ledger_differences() -> tuple[list[Difference], list[int]]:
    """Accounts whose cached balance is not the sum of their entries, and the ids of
    transactions whose entries do not sum to zero: both empty on a sound ledger. The sums
    are compared rounded to the cent (SQLite sums decimals as floating point numbers)."""
    accounts = Account.objects.annotate(total=Coalesce(Sum("entries__amount"), Decimal(0))).order_by("pk")
    unbalanced = LedgerEntry.objects.values("transaction_id").annotate(total=Sum("amount")).order_by("transaction_id")
    return (
        [
            Difference(account.key, account.balance, quantize(account.total))
            for account in accounts
            if quantize(account.total) != account.balance
        ],
        [row["transaction_id"] for row in unbalanced if quantize(row["total"]) != 0],
    )


def person_overview(*, user: User, last: int = 20) -> dict[str, Any]:
    """For staff (`wallet_show`): balances, open holds and the latest transactions of every kind."""
    return {
        "state": wallet_state(user=user),
        "holds": list(Hold.objects.filter(user=user, status=HoldStatus.OPEN).order_by("created_at")),
        "entries": list(
            LedgerEntry.objects.filter(account__owner=user)
            .select_related("transaction", "account")
            .order_by("-created_at", "-id")[:last]
        ),
    }
