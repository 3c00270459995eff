"""The coin ledger. Every movement is a `LedgerTransaction` of entries that sum to zero
across accounts (a person's wallet and hold, the platform's revenue, a payment provider's
clearing account). Ledger rows are append-only: `save()` refuses an update and `delete()`
refuses always; a mistake is corrected by a reversing transaction. Each account keeps a
cached `balance`, changed only by `services.ledger` in the transaction that writes its
entries (`wallet_reconcile` checks it against the entries)."""

import secrets
from typing import Any

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from apps.common.money import CoinsField
from apps.common.statemachine import StatusLog

from .choices import (
    OPEN_PAYOUT_STATUSES,
    AccountKind,
    DepositStatus,
    EntryType,
    EventStatus,
    HoldStatus,
    PayoutAccountKind,
    PayoutStatus,
    TransactionKind,
)

PUBLIC_ID_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"


def public_id(prefix: str) -> str:
    return prefix + "".join(secrets.choice(PUBLIC_ID_ALPHABET) for _ in range(16))


def deposit_id_new() -> str:
    return public_id("dep_")


def payout_account_id_new() -> str:
    return public_id("pa_")


def payout_id_new() -> str:
    return public_id("po_")


class AppendOnly(models.Model):
    """A ledger row: written once, never changed or deleted."""

    class Meta:
        abstract = True

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            raise TypeError(f"{type(self).__name__} rows are append-only")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> Any:
        raise TypeError(f"{type(self).__name__} rows are append-only")


class Account(models.Model):
    """A ledger account: a person's `wallet` (available coins) or `hold` (reserved ones), or
    a platform account (`key` `platform_revenue`, `provider_clearing:<provider>`)."""

    key = models.CharField(_("key"), max_length=80, unique=True)
    kind = models.CharField(_("kind"), max_length=20, choices=AccountKind.choices)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="ledger_accounts",
        verbose_name=_("person"),
    )
    balance = CoinsField(_("balance"), default=0)
    # On a person's wallet account: below this `available` they are told (None: never).
    low_balance_threshold = CoinsField(_("low-balance threshold"), null=True, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    class Meta:
        verbose_name = _("wallet account")
        verbose_name_plural = _("wallet accounts")
        ordering = ["id"]
        constraints = [
            models.UniqueConstraint(fields=["owner", "kind"], name="wallet_account_owner_kind"),
        ]

    def __str__(self) -> str:
        return self.key


class LedgerTransaction(AppendOnly):
    kind = models.CharField(_("kind"), max_length=20, choices=TransactionKind.choices)
    idempotency_key = models.CharField(_("idempotency key"), max_length=200, unique=True)
    # What the caller asked for, so the same key with other arguments is refused.
    fingerprint = models.CharField(_("fingerprint"), max_length=64)
    reference = models.CharField(_("reference"), max_length=100, blank=True, db_index=True)
    company_id = models.CharField(_("company"), max_length=11, blank=True, db_index=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="+",
        verbose_name=_("staff"),
    )
    reason = models.CharField(_("reason"), max_length=300, blank=True)
    hold = models.ForeignKey(
        "Hold", on_delete=models.PROTECT, null=True, blank=True, related_name="transactions", verbose_name=_("hold")
    )
    deposit = models.ForeignKey(
        "Deposit",
        on_delete=models.PROTECT,
        null=True,
        blank=True,
        related_name="transactions",
        verbose_name=_("deposit"),
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)

    class Meta:
        verbose_name = _("ledger transaction")
        verbose_name_plural = _("ledger transactions")
        ordering = ["-created_at", "-id"]
        constraints = [
            # A deposit is credited at most once and reversed at most once.
            models.UniqueConstraint(fields=["deposit", "kind"], name="wallet_deposit_credit_once"),
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.reference or self.idempotency_key}"


class LedgerEntry(AppendOnly):
    transaction = models.ForeignKey(
        LedgerTransaction, on_delete=models.PROTECT, related_name="entries", verbose_name=_("transaction")
    )
    account = models.ForeignKey(Account, on_delete=models.PROTECT, related_name="entries", verbose_name=_("account"))
    amount = CoinsField(_("amount"))
    entry_type = models.CharField(_("type"), max_length=20, choices=EntryType.choices)
    balance_after = CoinsField(_("account balance after"))
    # On a person's account: their `balance` (wallet and hold together) right after it.
    person_balance_after = CoinsField(_("person's balance after"), null=True, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)

    class Meta:
        verbose_name = _("ledger entry")
        verbose_name_plural = _("ledger entries")
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["account", "entry_type", "created_at"], name="wallet_entry_list")]

    def __str__(self) -> str:
        return f"{self.account} {self.amount}"


class Hold(models.Model):
    """Coins reserved for a running purchase: placed once, then captured in parts and
    released (what is left goes back to the wallet)."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="wallet_holds", verbose_name=_("person")
    )
    status = models.CharField(_("status"), max_length=10, choices=HoldStatus.choices, default=HoldStatus.OPEN)
    placed = CoinsField(_("placed"))
    captured = CoinsField(_("captured"), default=0)
    released = CoinsField(_("released"), default=0)
    reference = models.CharField(_("reference"), max_length=100, blank=True, db_index=True)
    company_id = models.CharField(_("company"), max_length=11, blank=True)
    placement = models.OneToOneField(
        LedgerTransaction, on_delete=models.PROTECT, related_name="placed_hold", verbose_name=_("placed by")
    )
    created_at = models.DateTimeField(_("created at"), default=timezone.now)

    class Meta:
        verbose_name = _("hold")
        verbose_name_plural = _("holds")
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.reference or self.pk} ({self.status})"

    @property
    def remaining(self) -> Any:
        return self.placed - self.captured - self.released


class HoldLog(StatusLog):
    hold = models.ForeignKey(Hold, on_delete=models.CASCADE, related_name="transitions", verbose_name=_("hold"))

    class Meta:
        verbose_name = _("hold transition")
        verbose_name_plural = _("hold transitions")
        ordering = ["created_at", "id"]


class Deposit(models.Model):
    id = models.CharField(_("deposit id"), primary_key=True, max_length=20, default=deposit_id_new, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="deposits", verbose_name=_("person")
    )
    amount = CoinsField(_("amount"))
    provider = models.CharField(_("payment provider"), max_length=40)
    method = models.CharField(_("method"), max_length=40)
    status = models.CharField(
        _("status"), max_length=10, choices=DepositStatus.choices, default=DepositStatus.PENDING, db_index=True
    )
    pay_url = models.TextField(_("pay address"), blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    expires_at = models.DateTimeField(_("expires at"))
    paid_at = models.DateTimeField(_("paid at"), null=True, blank=True)

    class Meta:
        verbose_name = _("deposit")
        verbose_name_plural = _("deposits")
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["user", "status"], name="wallet_deposit_open")]

    def __str__(self) -> str:
        return f"{self.id} {self.amount} ({self.status})"


class DepositLog(StatusLog):
    deposit = models.ForeignKey(
        Deposit, on_delete=models.CASCADE, related_name="transitions", verbose_name=_("deposit")
    )

    class Meta:
        verbose_name = _("deposit transition")
        verbose_name_plural = _("deposit transitions")
        ordering = ["created_at", "id"]


class ProviderEvent(models.Model):
    """An event a payment provider delivered, kept once per provider event id (duplicates are
    answered without acting again) with its raw body for staff's replay."""

    provider = models.CharField(_("payment provider"), max_length=40)
    event_id = models.CharField(_("event id"), max_length=100)
    deposit = models.ForeignKey(Deposit, on_delete=models.PROTECT, related_name="events", verbose_name=_("deposit"))
    status = models.CharField(_("status"), max_length=10, choices=EventStatus.choices)
    amount = CoinsField(_("amount"))
    raw_body = models.TextField(_("raw body"))
    received_at = models.DateTimeField(_("received at"), default=timezone.now)

    class Meta:
        verbose_name = _("payment provider event")
        verbose_name_plural = _("payment provider events")
        ordering = ["-received_at", "-id"]
        constraints = [models.UniqueConstraint(fields=["provider", "event_id"], name="wallet_provider_event_once")]

    def __str__(self) -> str:
        return f"{self.provider}:{self.event_id}"


class PayoutAccount(models.Model):
    """Where a person's withdrawals go: an Alipay account or a bank card. The number is kept
    sealed (`apps.common.secrets`) and shown only `masked`; `digest` finds the same account
    added twice. One that a payout points at is marked `removed_at` instead of deleted."""

    id = models.CharField(
        _("payout account id"), primary_key=True, max_length=20, default=payout_account_id_new, editable=False
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="payout_accounts", verbose_name=_("person")
    )
    kind = models.CharField(_("kind"), max_length=10, choices=PayoutAccountKind.choices)
    holder_name = models.CharField(_("holder's name"), max_length=50)
    bank = models.CharField(_("bank"), max_length=50, blank=True)
    account_sealed = models.TextField(_("account number (sealed)"))
    masked = models.CharField(_("account"), max_length=60)
    digest = models.CharField(_("digest"), max_length=64)
    created_at = models.DateTimeField(_("created at"), default=timezone.now)
    removed_at = models.DateTimeField(_("removed at"), null=True, blank=True)

    class Meta:
        verbose_name = _("payout account")
        verbose_name_plural = _("payout accounts")
        ordering = ["created_at", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["user", "digest"],
                condition=models.Q(removed_at__isnull=True),
                name="wallet_payout_account_once",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.masked}"


class Payout(models.Model):
    """A withdrawal: `amount` reserved by `hold` when requested, paid out less `fee` to
    `account` (`account_label` keeps how it read then)."""

    id = models.CharField(_("payout id"), primary_key=True, max_length=20, default=payout_id_new, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="payouts", verbose_name=_("person")
    )
    account = models.ForeignKey(
        PayoutAccount, on_delete=models.PROTECT, related_name="payouts", verbose_name=_("payout account")
    )
    account_label = models.CharField(_("paid to"), max_length=80)
    amount = CoinsField(_("amount"))
    fee = CoinsField(_("fee"))
    status = models.CharField(
        _("status"), max_length=10, choices=PayoutStatus.choices, default=PayoutStatus.REQUESTED, db_index=True
    )
    # Why it was rejected or failed, as the person reads it.
    reason = models.CharField(_("reason"), max_length=300, blank=True)
    hold = models.OneToOneField(Hold, on_delete=models.PROTECT, related_name="payout", verbose_name=_("hold"))
    provider = models.CharField(_("payout provider"), max_length=40, blank=True)
    provider_reference = models.CharField(_("provider's reference"), max_length=100, blank=True)
    created_at = models.DateTimeField(_("created at"), default=timezone.now, db_index=True)
    updated_at = models.DateTimeField(_("updated at"), auto_now=True)
    paid_at = models.DateTimeField(_("paid at"), null=True, blank=True)

    class Meta:
        verbose_name = _("payout")
        verbose_name_plural = _("payouts")
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["user"],
                condition=models.Q(status__in=OPEN_PAYOUT_STATUSES),
                name="wallet_payout_one_open",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.id} {self.amount} ({self.status})"

    @property
    def net(self) -> Any:
        return self.amount - self.fee


class PayoutLog(StatusLog):
    payout = models.ForeignKey(Payout, on_delete=models.CASCADE, related_name="transitions", verbose_name=_("payout"))

    class Meta:
        verbose_name = _("payout transition")
        verbose_name_plural = _("payout transitions")
        ordering = ["created_at", "id"]
