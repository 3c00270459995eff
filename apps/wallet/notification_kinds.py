"""The notifications the wallet sends (registered from the app's `ready()`); params: amount,
threshold, reason, net (a payout's amount less its fee)."""

from django.utils.translation import gettext_lazy as _

from apps.notifications.kinds import Kind

WALLET_DEPOSIT_PAID = "wallet_deposit_paid"
WALLET_LOW_BALANCE = "wallet_low_balance"
WALLET_DEBT = "wallet_debt"
WALLET_ADJUSTED = "wallet_adjusted"
WALLET_PAYOUT_PAID = "wallet_payout_paid"
WALLET_PAYOUT_REJECTED = "wallet_payout_rejected"
WALLET_PAYOUT_FAILED = "wallet_payout_failed"

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
        outside=True,
    ),
    WALLET_DEBT: Kind(
        label=_("Wallet in debt"),
        title=_("Your wallet is in debt"),
        body=_("Your available balance is {amount} coins; please top up to settle the debt."),
        link="/wallet",
        outside=True,
    ),
    WALLET_ADJUSTED: Kind(
        label=_("Wallet adjusted"),
        title=_("Your wallet was adjusted"),
        body=_("Support changed your balance by {amount} coins: {reason}"),
        link="/wallet",
    ),
    WALLET_PAYOUT_PAID: Kind(
        label=_("Withdrawal paid"),
        title=_("Your withdrawal was paid"),
        body=_("{net} coins' worth was sent to your payout account."),
        link="/wallet/withdraw",
        outside=True,
    ),
    WALLET_PAYOUT_REJECTED: Kind(
        label=_("Withdrawal rejected"),
        title=_("Your withdrawal was rejected"),
        body=_("Your request to withdraw {amount} coins was rejected: {reason} The coins are back in your wallet."),
        link="/wallet/withdraw",
        outside=True,
    ),
    WALLET_PAYOUT_FAILED: Kind(
        label=_("Withdrawal failed"),
        title=_("Your withdrawal could not be paid"),
        body=_("Sending {amount} coins failed: {reason} The coins are back in your wallet."),
        link="/wallet/withdraw",
        outside=True,
    ),
}
