"""The payment-provider interface. A provider takes a deposit to pay (`create_payment`
answers where the browser goes), names its payment methods, and turns what its webhook
receives into an `Event` (refusing a bad signature with `payment_signature_invalid`).
`PAYMENT_PROVIDER` picks one: `sandbox` (the embedded default) or the dotted path of a
class. A real provider (Alipay, WeChat Pay, Stripe) implements the same three methods; its
webhook is `POST /api/billing/v1/payments/<name>/webhook`."""

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

BUILT_IN = {"sandbox": "apps.wallet.providers.sandbox.SandboxProvider"}


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

    def methods(self) -> list[Method]: ...

    def create_payment(self, deposit: "Deposit") -> str:
        """Starts paying `deposit`; answers the address the person's browser goes to."""
        ...

    def parse_event(self, raw_body: bytes, headers: Mapping[str, str]) -> Event:
        """The event a webhook call carries; raises `ApplicationError("payment_signature_invalid")`
        when its signature does not hold (or it cannot be read)."""
        ...


@cache
def payment_provider() -> PaymentProvider:
    path = BUILT_IN.get(settings.PAYMENT_PROVIDER, settings.PAYMENT_PROVIDER)
    return import_string(path)()
