"""Movements straight on a person's wallet: a charge, income from the platform, a staff adjustment or refund,
and giving the balance up when the account is deleted."""

import uuid
from decimal import Decimal

from django.db import transaction
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.common.errors import field_error
from apps.common.money import is_coins
from apps.common.render import api_coins
from apps.notifications.services import notify
from apps.notifications.topics import WALLET

from ..choices import EntryType, TransactionKind
from ..models import LedgerTransaction
from ..notification_kinds import WALLET_ADJUSTED
from .holds import payee_lines
from .ledger import (
    Line,
    fingerprint,
    ledger_open,
    ledger_post,
    ledger_write,
    locked_available,
    platform_account,
    positive_amount,
    wallet_accounts_of,
)

REASON_MAX = 300


@transaction.atomic
def wallet_charge(
    *,
    user: User,
    amount: Decimal,
    idempotency_key: str,
    reference: str,
    allow_debt: bool = False,
    company_id: str | None = None,
) -> LedgerTransaction:
    """Takes `amount` from the person's available coins to the platform; without
    `allow_debt`, 409 `wallet_insufficient_funds` when they are not there."""
    amount = positive_amount(amount)
    wallet, _held = wallet_accounts_of(user=user)
    return ledger_post(
        kind=TransactionKind.CHARGE,
        idempotency_key=idempotency_key,
        digest=fingerprint(op="charge", user=user.pk, amount=amount, reference=reference, company=company_id),
        lines=[
            Line(wallet, -amount, EntryType.CHARGE, guarded=not allow_debt),
            Line(platform_account(), amount, EntryType.CHARGE),
        ],
        reference=reference,
        company_id=company_id,
    )


@transaction.atomic
def wallet_income_credit(
    *, user: User, amount: Decimal, idempotency_key: str, reference: str, company_id: str | None = None
) -> LedgerTransaction:
    """Pays `amount` from the platform's revenue to the person as `income`, less the platform
    fee (`fee`)."""
    amount = positive_amount(amount)
    return ledger_post(
        kind=TransactionKind.INCOME,
        idempotency_key=idempotency_key,
        digest=fingerprint(op="income", user=user.pk, amount=amount, reference=reference, company=company_id),
        lines=[Line(platform_account(), -amount, EntryType.INCOME), *payee_lines(payee=user, amount=amount)],
        reference=reference,
        company_id=company_id,
    )


@transaction.atomic
def wallet_adjust(
    *,
    user: User,
    amount: Decimal,
    reason: str,
    staff: User,
    idempotency_key: str,
    refund: bool = False,
) -> LedgerTransaction:
    """A staff correction of the person's balance by `amount` (signed; it may take them into
    debt), or with `refund` a positive refund; `reason` is required and shown to the person,
    who is told."""
    reason = reason.strip()
    if not reason:
        raise field_error("reason", _("Give a reason; the person will see it."))
    if len(reason) > REASON_MAX:
        raise field_error("reason", _("Keep the reason to at most 300 characters."))
    amount = positive_amount(amount) if refund else Decimal(amount)
    if amount == 0 or not is_coins(amount):
        raise field_error("amount", _("Enter an amount other than 0 with at most 2 decimals."))
    entry_type = EntryType.REFUND if refund else EntryType.ADJUSTMENT
    wallet, _held = wallet_accounts_of(user=user)
    txn, created = ledger_open(
        kind=TransactionKind.REFUND if refund else TransactionKind.ADJUSTMENT,
        idempotency_key=idempotency_key,
        digest=fingerprint(op=entry_type, user=user.pk, amount=amount, reason=reason, staff=staff.pk),
        reason=reason,
        created_by=staff,
        reference=f"staff:{staff.pk}",
    )
    if created:
        ledger_write(txn, [Line(wallet, amount, entry_type), Line(platform_account(), -amount, entry_type)])
        notify(
            recipients=[user],
            kind=WALLET_ADJUSTED,
            params={"amount": api_coins(amount), "reason": reason},
            topics={WALLET},
        )
    return txn


@transaction.atomic
def wallet_refund_income(
    *,
    renter: User,
    payee: User,
    amount: Decimal,
    payee_share: Decimal,
    idempotency_key: str,
    reference: str,
    reason: str,
) -> LedgerTransaction:
    """Gives `renter` back `amount` they paid `payee`: `payee_share` of it from the payee's
    wallet, the rest from the platform (its fee), as one `refund` that both read with
    `reason`; what the payee's available coins cannot cover leaves them in debt."""
    amount = positive_amount(amount)
    if not 0 <= payee_share <= amount:
        raise ValueError("the payee's share of a refund is between 0 and the refund")
    renter_wallet, _ = wallet_accounts_of(user=renter)
    payee_wallet, _ = wallet_accounts_of(user=payee)
    return ledger_post(
        kind=TransactionKind.REFUND,
        idempotency_key=idempotency_key,
        digest=fingerprint(op="refund_income", renter=renter.pk, payee=payee.pk, amount=amount, share=payee_share),
        lines=[
            Line(renter_wallet, amount, EntryType.REFUND),
            Line(payee_wallet, -payee_share, EntryType.REFUND),
            Line(platform_account(), payee_share - amount, EntryType.REFUND),
        ],
        reference=reference,
        reason=reason,
    )


@transaction.atomic
def wallet_forfeit(*, user: User) -> LedgerTransaction | None:
    """Moves the person's positive available balance to the platform's revenue (`forfeit`),
    when they delete their account and give it up; None when there is nothing to give up."""
    available = locked_available(user=user)
    if available <= 0:
        return None
    wallet, _held = wallet_accounts_of(user=user)
    return ledger_post(
        kind=TransactionKind.FORFEIT,
        idempotency_key=f"forfeit:{user.pk}:{uuid.uuid4().hex}",
        digest=fingerprint(op="forfeit", user=user.pk, amount=available),
        lines=[
            Line(wallet, -available, EntryType.FORFEIT, guarded=True),
            Line(platform_account(), available, EntryType.FORFEIT),
        ],
        reference=f"account:{user.pk}",
    )
