from decimal import Decimal

from django.db import transaction

from apps.accounts.models import User

from ..models import Account
from .ledger import wallet_accounts_of


@transaction.atomic
def wallet_threshold_set(*, user: User, threshold: Decimal | None) -> Account:
    """Sets the person's low-balance threshold (None: no low-balance notices)."""
    wallet, _held = wallet_accounts_of(user=user)
    Account.objects.filter(pk=wallet.pk).update(low_balance_threshold=threshold)
    wallet.low_balance_threshold = threshold
    return wallet
