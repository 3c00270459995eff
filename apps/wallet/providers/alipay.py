"""Alipay (the product's people pay with it first), through `python-alipay-sdk`: a deposit
is a web payment (`alipay.trade.page.pay`) whose address the browser goes to; Alipay's
asynchronous notice (a form POST signed RSA2 with Alipay's key) is verified with the SDK's
own `verify` and becomes an `Event`; a pending deposit past its time is asked about with
`alipay.trade.query` before it expires, in case a notice was lost.

Alipay retries a notice until it reads the plain text `success`, so every notice the wallet
does not act on (a mismatch, an unknown deposit, a state that is no outcome) is acknowledged
that way and left to staff (`refusals_acknowledged`). Settings: `ALIPAY_APP_ID`,
`ALIPAY_APP_PRIVATE_KEY`, `ALIPAY_PUBLIC_KEY` (PEM), `ALIPAY_GATEWAY` (the sandbox's in tests
and staging)."""

import logging
from collections.abc import Mapping
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING
from urllib.parse import parse_qsl

from alipay import AliPay
from alipay.exceptions import AliPayException
from django.conf import settings
from django.utils.translation import gettext_lazy as _

from apps.common.errors import ApplicationError
from apps.common.money import is_coins
from apps.common.site import site_url

from . import Event, Method

if TYPE_CHECKING:
    from ..models import Deposit

logger = logging.getLogger(__name__)
PAID_STATES = {"TRADE_SUCCESS", "TRADE_FINISHED"}
FAILED_STATES = {"TRADE_CLOSED"}
ACKNOWLEDGEMENT = "success"


def alipay_client() -> AliPay:
    client = AliPay(
        appid=settings.ALIPAY_APP_ID,
        app_private_key_string=settings.ALIPAY_APP_PRIVATE_KEY,
        alipay_public_key_string=settings.ALIPAY_PUBLIC_KEY,
        sign_type="RSA2",
    )
    # The SDK names its gateway by `debug`; the setting points it at production, Alipay's
    # sandbox or a local stand-in.
    client._gateway = settings.ALIPAY_GATEWAY
    return client


def _status(trade_status: str) -> str | None:
    if trade_status in PAID_STATES:
        return "paid"
    if trade_status in FAILED_STATES:
        return "failed"
    return None  # WAIT_BUYER_PAY: no outcome yet


class AlipayProvider:
    name = "alipay"
    refusals_acknowledged = True

    def methods(self) -> list[Method]:
        return [Method("alipay", _("Alipay"))]

    def create_payment(self, deposit: "Deposit") -> str:
        query = alipay_client().api_alipay_trade_page_pay(
            subject=str(_("Z Compute coins")),
            out_trade_no=deposit.id,
            total_amount=f"{deposit.amount:.2f}",
            return_url=site_url(f"/wallet/pay?deposit={deposit.id}"),
            notify_url=site_url(f"/api/billing/v1/payments/{self.name}/webhook"),
            timeout_express=f"{settings.DEPOSIT_PENDING_MINUTES}m",
        )
        return f"{settings.ALIPAY_GATEWAY}?{query}"

    def parse_event(self, raw_body: bytes, headers: Mapping[str, str]) -> Event | None:
        """The notice's event; None for a genuine notice of no outcome (waiting for the
        buyer). A signature that does not hold, or a notice for another app, is
        `payment_signature_invalid`."""
        try:
            data = dict(parse_qsl(raw_body.decode(), keep_blank_values=True, strict_parsing=True))
        except (UnicodeDecodeError, ValueError) as error:
            raise ApplicationError("payment_signature_invalid") from error
        signature = data.pop("sign", "")
        try:
            genuine = bool(signature) and alipay_client().verify(dict(data), signature)
        except (AliPayException, ValueError, TypeError):
            genuine = False
        if not genuine or data.get("app_id") != settings.ALIPAY_APP_ID:
            raise ApplicationError("payment_signature_invalid")
        status = _status(data.get("trade_status", ""))
        if status is None:
            return None
        try:
            amount = Decimal(data.get("total_amount", ""))
        except InvalidOperation as error:
            raise ApplicationError("malformed_request") from error
        if not is_coins(amount) or not data.get("out_trade_no") or not data.get("notify_id"):
            raise ApplicationError("malformed_request")
        return Event(
            deposit_id=data["out_trade_no"],
            event_id=data["notify_id"][:100],
            status=status,
            amount=amount,
            raw_body=raw_body.decode(),
        )

    def acknowledgement(self) -> str:
        return ACKNOWLEDGEMENT

    def query(self, deposit: "Deposit") -> Event | None:
        """Asks Alipay how the deposit's trade stands (a lost notice); None while it has no
        outcome or Alipay does not know it."""
        try:
            answer = alipay_client().api_alipay_trade_query(out_trade_no=deposit.id)
        except (AliPayException, OSError, ValueError) as error:  # unknown trade, no answer, a bad signature
            logger.warning("alipay.trade.query for %s: %s", deposit.id, error)
            return None
        status = _status(answer.get("trade_status", ""))
        if answer.get("code") != "10000" or status is None:
            return None
        return Event(
            deposit_id=deposit.id,
            event_id=f"query:{answer.get('trade_no', '')}:{answer['trade_status']}"[:100],
            status=status,
            amount=Decimal(answer.get("total_amount", "0")),
            raw_body=str(answer),
        )
