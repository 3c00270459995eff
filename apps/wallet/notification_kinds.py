"""The notifications the wallet sends (registered from the app's `ready()`); params: amount,
threshold, reason."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

WALLET_DEPOSIT_PAID = "wallet_deposit_paid"
WALLET_LOW_BALANCE = "wallet_low_balance"
WALLET_DEBT = "wallet_debt"
WALLET_ADJUSTED = "wallet_adjusted"

KINDS = {
    WALLET_DEPOSIT_PAID: Kind(
        label=_("Deposit paid"),
        title=_("Deposit received"),
        body=_("{amount} coins were added to your wallet."),
        link="/wallet",
    ),
    WALLET_LOW_BALANCE: Kind(
        label=_("Low balance"),
        title=_("Your wallet is running low"),
        body=_("Your available balance is {amount} coins, below your threshold of {threshold}."),
        link="/wallet",
    ),
    WALLET_DEBT: Kind(
        label=_("Wallet in debt"),
        title=_("Your wallet is in debt"),
        body=_("Your available balance is {amount} coins; please top up to settle the debt."),
        link="/wallet",
    ),
    WALLET_ADJUSTED: Kind(
        label=_("Wallet adjusted"),
        title=_("Your wallet was adjusted"),
        body=_("Support changed your balance by {amount} coins: {reason}"),
        link="/wallet",
    ),
}
