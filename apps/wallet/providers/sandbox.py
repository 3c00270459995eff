"""The sandbox payment provider: pays nothing for real. Its pay page (`api/sandbox.py`) lets
the person approve or decline; approving posts a signed event to the webhook, as a real
provider calls back. Events are JSON `{deposit_id, event_id, status, amount}` signed with
HMAC-SHA256 of the raw body under `PAYMENT_SANDBOX_SECRET`, hex, in `X-Sandbox-Signature`."""

import hashlib
import hmac
import json
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING

from django.conf import settings
from django.core import signing
from django.utils.translation import gettext_lazy as _

from apps.common.errors import ApplicationError
from apps.common.money import is_coins
from apps.common.parsers import json_loads_bounded

from . import Event, Method

if TYPE_CHECKING:
    from ..models import Deposit

SIGNATURE_HEADER = "X-Sandbox-Signature"
PAY_PATH = "/api/billing/v1/payments/sandbox/pay/"
TOKEN_SALT = "wallet.sandbox.pay"
METHODS = [
    Method("sandbox_alipay", _("Alipay (sandbox)")),
    Method("sandbox_wechat", _("WeChat Pay (sandbox)")),
    Method("sandbox_card", _("Bank card (sandbox)")),
]


def sign(body: bytes) -> str:
    return hmac.new(settings.PAYMENT_SANDBOX_SECRET.encode(), body, hashlib.sha256).hexdigest()


def pay_token(deposit_id: str) -> str:
    return signing.dumps(deposit_id, salt=TOKEN_SALT)


def pay_token_holds(token: str, deposit_id: str) -> bool:
    try:
        return signing.loads(token, salt=TOKEN_SALT) == deposit_id
    except signing.BadSignature:
        return False


class SandboxProvider:
    name = "sandbox"
    refusals_acknowledged = False

    def methods(self) -> list[Method]:
        return METHODS

    def create_payment(self, deposit: "Deposit") -> str:
        return f"{PAY_PATH}{deposit.id}?t={pay_token(deposit.id)}"

    def parse_event(self, raw_body: bytes, headers: Mapping[str, str]) -> Event:
        if not hmac.compare_digest(headers.get(SIGNATURE_HEADER, ""), sign(raw_body)):
            raise ApplicationError("payment_signature_invalid")
        try:
            body = json_loads_bounded(raw_body.decode())
            event = Event(
                deposit_id=str(body["deposit_id"]),
                event_id=str(body["event_id"])[:100],
                status=str(body["status"]),
                amount=Decimal(str(body["amount"])),
                raw_body=raw_body.decode(),
            )
        except (ValueError, KeyError, TypeError, InvalidOperation) as error:
            raise ApplicationError("malformed_request") from error
        if event.status not in {"paid", "failed"} or not is_coins(event.amount):
            raise ApplicationError("malformed_request")
        return event

    def acknowledgement(self) -> str:
        return ""

    def query(self, deposit: "Deposit") -> Event | None:
        return None  # the sandbox calls back whenever the pay page is answered

    @staticmethod
    def event_body(*, deposit_id: str, event_id: str, status: str, amount: str) -> bytes:
        return json.dumps({"deposit_id": deposit_id, "event_id": event_id, "status": status, "amount": amount}).encode()
