"""Background work for the wallet."""

import requests
from celery import shared_task

from . import services
from .providers.sandbox import SIGNATURE_HEADER, sign

DELIVERY_TIMEOUT = 10


@shared_task(name="wallet.expire_deposits")
def expire_deposits() -> int:
    """Beat: pending deposits past their time become `expired`."""
    return services.deposits_expire()


@shared_task(name="wallet.send_payout")
def send_payout(payout_id: str) -> str:
    """An approved payout to the payout provider; answers its status after the answer."""
    return services.payout_send(payout_id=payout_id).status


@shared_task(name="wallet.resend_payouts")
def resend_payouts() -> int:
    """Beat: approved payouts the provider has not settled are sent again (the provider
    treats the payout's id as its idempotency key)."""
    stale = services.payouts_resend()
    for payout_id in stale:
        send_payout.delay(payout_id)
    return len(stale)


@shared_task(
    name="wallet.sandbox_deliver",
    autoretry_for=(requests.RequestException,),
    retry_backoff=True,
    max_retries=8,
)
def sandbox_deliver(url: str, body: str) -> int:
    """The sandbox provider calling the webhook, as a real one does: the signed body over
    HTTP, again with backoff while the site does not answer or answers 5xx."""
    raw = body.encode()
    response = requests.post(
        url,
        data=raw,
        headers={"Content-Type": "application/json", SIGNATURE_HEADER: sign(raw)},
        timeout=DELIVERY_TIMEOUT,
    )
    if response.status_code >= 500:
        response.raise_for_status()
    return response.status_code
