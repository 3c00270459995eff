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
}
