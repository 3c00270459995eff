"""The payment-provider interface. A provider takes a deposit to pay (`create_payment`
answers where the browser goes), names its payment methods, turns what its webhook receives
into an `Event` (refusing a bad signature with `payment_signature_invalid`; None for a
genuine notice of no outcome), and may be asked how a deposit stands (`query`, for a lost
notice). A real provider's retries stop only when it is acknowledged its own way
(`refusals_acknowledged`, `acknowledgement()`): every notice the wallet will not credit is
acknowledged and left to staff; the sandbox answers such notices with an error instead.
`PAYMENT_PROVIDER` picks one: `sandbox` (the embedded default), `alipay`, or the dotted path
of a class; its webhook is `POST /api/billing/v1/payments/<name>/webhook`."""

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from typing import TYPE_CHECKING, Protocol

from django.conf import settings
from django.utils.functional import Promise
from django.utils.module_loading import import_string

if TYPE_CHECKING:
    from ..models import Deposit

BUILT_IN = {
    "sandbox": "apps.wallet.providers.sandbox.SandboxProvider",
    "alipay": "apps.wallet.providers.alipay.AlipayProvider",
}


@dataclass(frozen=True)
class Method:
    id: str
    name: Promise


@dataclass(frozen=True)
class Event:
    """What a provider told about a deposit: `status` `paid` or `failed`, the `amount` it saw
    paid, its own `event_id` (delivered again on retries), and the raw body as received."""

    deposit_id: str
    event_id: str
    status: str
    amount: Decimal
    raw_body: str


class PaymentProvider(Protocol):
    name: str
    # Whether a notice the wallet does not credit is still acknowledged (a real provider
    # retries until it is), rather than refused with an error (the sandbox).
    refusals_acknowledged: bool

    def methods(self) -> list[Method]: ...

    def create_payment(self, deposit: "Deposit") -> str:
        """Starts paying `deposit`; answers the address the person's browser goes to."""
        ...

    def parse_event(self, raw_body: bytes, headers: Mapping[str, str]) -> Event | None:
        """The event a webhook call carries (None: a genuine notice of no outcome); raises
        `ApplicationError("payment_signature_invalid")` when its signature does not hold."""
        ...

    def acknowledgement(self) -> str:
        """The body the provider reads as "received, stop retrying"."""
        ...

    def query(self, deposit: "Deposit") -> Event | None:
        """How the provider says the deposit stands now, or None (no outcome, or no such call)."""
        ...


@cache
def payment_provider() -> PaymentProvider:
    path = BUILT_IN.get(settings.PAYMENT_PROVIDER, settings.PAYMENT_PROVIDER)
    return import_string(path)()
