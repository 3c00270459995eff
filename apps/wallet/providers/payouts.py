"""The payout-provider interface, beside the payment one: it sends an approved withdrawal to
the person's payout account and says how it went. `PAYOUT_PROVIDER` picks one: `sandbox`
(the embedded default) or the dotted path of a class.

`send` is called again for a payout the provider has not settled (a lost answer, a worker
that stopped, an answer of `pending`), so a real provider must treat the payout's id as its
idempotency key (Alipay's `out_biz_no`, a bank's end-to-end id): a second send answers the
first one's outcome and moves no money again."""

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Literal, Protocol

from django.conf import settings
from django.utils.module_loading import import_string
from django.utils.translation import gettext as _

if TYPE_CHECKING:
    from ..models import Payout

BUILT_IN = {"sandbox": "apps.wallet.providers.payouts.SandboxPayoutProvider"}


@dataclass(frozen=True)
class PayoutOutcome:
    """`paid` (the money left), `failed` (it will not; `reason` as the person reads it) or
    `pending` (ask again later); `reference` is the provider's own id of the transfer."""

    status: Literal["paid", "failed", "pending"]
    reference: str = ""
    reason: str = ""


class PayoutProvider(Protocol):
    name: str

    def send(self, payout: "Payout", *, account_number: str) -> PayoutOutcome:
        """Pays `payout.net` coins' worth to `account_number` (of `payout.account`'s kind and
        holder), once per payout id however often it is called."""
        ...


# Account numbers the sandbox refuses, as payment sandboxes keep test numbers that fail.
SANDBOX_REFUSED_SUFFIX = "0000"


class SandboxPayoutProvider:
    """Pays nothing for real: every payout is paid at once, except to an account number that
    ends in 0000, which the sandbox's receiving bank refuses."""

    name = "sandbox"

    def send(self, payout: "Payout", *, account_number: str) -> PayoutOutcome:
        if account_number.endswith(SANDBOX_REFUSED_SUFFIX):
            return PayoutOutcome("failed", reason=_("The receiving account refused the transfer."))
        return PayoutOutcome("paid", reference=f"sandbox-{payout.id}")


@cache
def payout_provider() -> PayoutProvider:
    path = BUILT_IN.get(settings.PAYOUT_PROVIDER, settings.PAYOUT_PROVIDER)
    return import_string(path)()
