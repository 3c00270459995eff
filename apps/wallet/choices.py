from django.db import models
from django.utils.translation import gettext_lazy as _


class AccountKind(models.TextChoices):
    WALLET = "wallet", _("Wallet")
    HOLD = "hold", _("Reserved")
    PLATFORM_REVENUE = "platform_revenue", _("Platform revenue")
    PROVIDER_CLEARING = "provider_clearing", _("Payment provider clearing")


class EntryType(models.TextChoices):
    """What an entry did, as the person reads it. `hold` and `release` move coins between a
    person's own wallet and hold accounts: they never change `balance` and never show."""

    DEPOSIT = "deposit", _("Deposit")
    DEPOSIT_REVERSAL = "deposit_reversal", _("Deposit reversal")
    CHARGE = "charge", _("Charge")
    INCOME = "income", _("Income")
    FEE = "fee", _("Platform fee")
    REFUND = "refund", _("Refund")
    ADJUSTMENT = "adjustment", _("Adjustment")
    FORFEIT = "forfeit", _("Balance given up")
    PAYOUT = "payout", _("Withdrawal")
    HOLD = "hold", _("Reserved")
    RELEASE = "release", _("Released")


# The entry types `GET transactions` lists (those that change the person's `balance`).
VISIBLE_TYPES: tuple[str, ...] = tuple(t for t in EntryType.values if t not in {EntryType.HOLD, EntryType.RELEASE})


class TransactionKind(models.TextChoices):
    DEPOSIT = "deposit", _("Deposit")
    DEPOSIT_REVERSAL = "deposit_reversal", _("Deposit reversal")
    HOLD_PLACE = "hold_place", _("Hold placed")
    HOLD_CAPTURE = "hold_capture", _("Hold captured")
    HOLD_RELEASE = "hold_release", _("Hold released")
    CHARGE = "charge", _("Charge")
    INCOME = "income", _("Income")
    PAYOUT = "payout", _("Withdrawal")
    ADJUSTMENT = "adjustment", _("Adjustment")
    REFUND = "refund", _("Refund")
    FORFEIT = "forfeit", _("Forfeit")


class HoldStatus(models.TextChoices):
    OPEN = "open", _("Open")
    CAPTURED = "captured", _("Captured")
    RELEASED = "released", _("Released")


class DepositStatus(models.TextChoices):
    PENDING = "pending", _("Pending")
    PAID = "paid", _("Paid")
    FAILED = "failed", _("Failed")
    EXPIRED = "expired", _("Expired")
    REVIEW = "review", _("In review")


class EventStatus(models.TextChoices):
    PAID = "paid", _("Paid")
    FAILED = "failed", _("Failed")


class PayoutStatus(models.TextChoices):
    REQUESTED = "requested", _("Requested")
    APPROVED = "approved", _("Approved")
    PAID = "paid", _("Paid")
    REJECTED = "rejected", _("Rejected")
    CANCELLED = "cancelled", _("Cancelled")
    FAILED = "failed", _("Failed")


# A request that holds its coins and may still move.
OPEN_PAYOUT_STATUSES = (PayoutStatus.REQUESTED, PayoutStatus.APPROVED)


class PayoutAccountKind(models.TextChoices):
    ALIPAY = "alipay", _("Alipay")
    BANK_CARD = "bank_card", _("Bank card")
