"""Payout accounts: where a person's withdrawals go. An Alipay account is an e-mail address
or a phone number; a bank card names its bank and a 12-19 digit number whose Luhn check
digit holds. The number is sealed; answers show it masked."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.accounts.services import users_lock
from apps.accounts.validators import normalize_phone
from apps.common.errors import ApplicationError, field_error
from apps.common.secrets import digest, encrypt

from ..choices import OPEN_PAYOUT_STATUSES, PayoutAccountKind
from ..models import PayoutAccount
from ..selectors import payout_account_of

CARD_DIGITS = range(12, 20)


def luhn_holds(number: str) -> bool:
    total = 0
    for position, digit in enumerate(reversed(number)):
        value = int(digit) * (2 if position % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def _alipay_account(raw: str) -> tuple[str, str]:
    """The account as kept and as shown: an e-mail address (lower-cased) or a phone (E.164)."""
    phone = normalize_phone(raw)
    if phone is not None:
        return phone, f"{phone[:-8]}****{phone[-4:]}"
    try:
        validate_email(raw)
    except ValidationError as error:
        raise field_error("account", _("Enter the e-mail address or phone number of the Alipay account.")) from error
    address = raw.lower()
    name, domain = address.split("@", 1)
    return address, f"{name[:2]}***@{domain}"


def _card_number(raw: str) -> tuple[str, str]:
    number = raw.replace(" ", "").replace("-", "")
    if not number.isascii() or not number.isdigit() or len(number) not in CARD_DIGITS:
        raise field_error("account", _("Enter the card number: 12 to 19 digits."))
    if not luhn_holds(number):
        raise field_error("account", _("This card number is mistyped: its check digit does not match."))
    return number, f"**** {number[-4:]}"


@transaction.atomic
def payout_account_add(*, user: User, kind: str, holder_name: str, account: str, bank: str = "") -> PayoutAccount:
    """Keeps a new payout account of `user`'s: at most `PAYOUT_ACCOUNTS_MAX` (409
    `payout_accounts_limit`), never the same one twice (409 `payout_account_exists`)."""
    holder_name, bank = holder_name.strip(), bank.strip()
    if not holder_name:
        raise field_error("holder_name", _("Enter the account holder's name, as the account has it."))
    if kind == PayoutAccountKind.BANK_CARD:
        if not bank:
            raise field_error("bank", _("Enter the bank that issued the card."))
        number, masked = _card_number(account.strip())
    elif kind == PayoutAccountKind.ALIPAY:
        bank = ""
        number, masked = _alipay_account(account.strip())
    else:
        raise field_error("kind", _("Choose Alipay or a bank card."))
    users_lock(user_ids=[user.pk])
    kept = PayoutAccount.objects.filter(user=user, removed_at__isnull=True)
    if kept.count() >= settings.PAYOUT_ACCOUNTS_MAX:
        raise ApplicationError("payout_accounts_limit", data={"max": settings.PAYOUT_ACCOUNTS_MAX})
    fingerprint = digest(f"{kind}:{number}")
    if kept.filter(digest=fingerprint).exists():
        raise ApplicationError("payout_account_exists")
    return PayoutAccount.objects.create(
        user=user,
        kind=kind,
        holder_name=holder_name,
        bank=bank,
        account_sealed=encrypt(number),
        masked=masked,
        digest=fingerprint,
    )


@transaction.atomic
def payout_account_remove(*, user: User, account_id: str) -> None:
    """Removes one of `user`'s payout accounts: deleted, or marked removed when a payout points
    at it (its history stays). Not while an open request pays to it (409
    `payout_account_in_use`)."""
    account = PayoutAccount.objects.select_for_update().get(pk=payout_account_of(user=user, account_id=account_id).pk)
    payouts = account.payouts.all()
    if payouts.filter(status__in=OPEN_PAYOUT_STATUSES).exists():
        raise ApplicationError("payout_account_in_use")
    if payouts.exists():
        account.removed_at = timezone.now()
        account.save(update_fields=["removed_at"])
    else:
        account.delete()
