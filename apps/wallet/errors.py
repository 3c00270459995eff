"""The error codes of the wallet (registered from the app's `ready()`)."""

from django.utils.translation import gettext_lazy as _

from apps.common.errors import ErrorEntry

ERRORS: dict[str, ErrorEntry] = {
    "wallet_insufficient_funds": (409, _("Your wallet does not have enough coins for this; please top it up first.")),
    "wallet_idempotency_conflict": (
        409,
        _("This operation was already done with other details; it was not repeated."),
    ),
    "wallet_hold_exceeded": (409, _("This is more than the reserved coins left.")),
    "deposit_pending_limit": (
        429,
        _("You have too many unfinished deposits; pay or wait for one of them to expire first."),
    ),
    "deposit_amount_mismatch": (409, _("The paid amount differs from the deposit's; it is held for review.")),
    "payment_signature_invalid": (400, _("The payment notification's signature is not valid.")),
    "payout_open_exists": (409, _("You already have a withdrawal under way; wait for it or cancel it first.")),
    "payout_day_limit": (409, _("This is more than is left of today's withdrawal limit.")),
    "payout_not_withdrawable": (
        409,
        _("This is more than you can withdraw now: only income older than the settling window can be withdrawn."),
    ),
    "payout_accounts_limit": (409, _("You have as many payout accounts as allowed; remove one first.")),
    "payout_account_exists": (409, _("You already added this payout account.")),
    "payout_account_in_use": (409, _("A withdrawal under way pays to this account; wait for it or cancel it first.")),
}
