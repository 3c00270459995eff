"""The Alipay adapter, offline: keys the test makes, notices signed as Alipay signs them (its
SDK's own RSA2), verified with the SDK's `verify`; `alipay.trade.query` answered by a local
stand-in at the gateway address the SDK is pointed to. Paid, failed, replayed, tampered and
mismatched notices; a lost notice found before the deposit expires."""

import json
import threading
from collections.abc import Iterator
from datetime import timedelta
from decimal import Decimal
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qsl, urlencode, urlsplit

import pytest
import time_machine
from alipay import AliPay
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from django.utils import timezone

from apps.wallet.choices import DepositStatus
from apps.wallet.models import Deposit, LedgerTransaction
from apps.wallet.providers import payment_provider
from apps.wallet.services import deposit_create, deposits_expire

from .helpers import API, assert_ledger_consistent, balances

pytestmark = pytest.mark.django_db
APP_ID = "2021000000000001"
WEBHOOK = f"{API}/payments/alipay/webhook"


def key_pair() -> tuple[str, str]:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    public = key.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    return private.decode(), public.decode()


APP_KEYS, ALIPAY_KEYS = key_pair(), key_pair()
# Alipay's side: the SDK signing with Alipay's private key (and reading the app's signatures).
ALIPAY_SIDE = AliPay(appid=APP_ID, app_private_key_string=ALIPAY_KEYS[0], alipay_public_key_string=APP_KEYS[1])


def alipay_signed(data: dict[str, str]) -> str:
    """`data` as Alipay signs a notice: RSA2 over the sorted pairs, `sign` and `sign_type` left out."""
    return ALIPAY_SIDE._sign("&".join(f"{key}={data[key]}" for key in sorted(data)))


class StandIn(BaseHTTPRequestHandler):
    """Alipay's gateway for `alipay.trade.query`: answers what `trades` holds, signed."""

    trades: dict[str, str] = {}

    def do_GET(self) -> None:
        query = dict(parse_qsl(urlsplit(self.path).query))
        assert query["method"] == "alipay.trade.query" and query["app_id"] == APP_ID
        trade = json.loads(query["biz_content"])["out_trade_no"]
        status = self.trades.get(trade)
        inner = (
            {
                "code": "10000",
                "msg": "Success",
                "out_trade_no": trade,
                "trade_no": f"2026{trade}",
                "trade_status": status,
                "total_amount": "100.00",
            }
            if status
            else {"code": "40004", "msg": "Business Failed", "sub_code": "ACQ.TRADE_NOT_EXIST"}
        )
        content = json.dumps(inner, separators=(",", ":"))
        body = f'{{"alipay_trade_query_response":{content},"sign":"{ALIPAY_SIDE._sign(content)}"}}'.encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def gateway() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), StandIn)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/gateway.do"
    server.shutdown()
    StandIn.trades.clear()


@pytest.fixture(autouse=True)
def alipay(settings, gateway):
    settings.PAYMENT_PROVIDER = "alipay"
    settings.ALIPAY_APP_ID = APP_ID
    settings.ALIPAY_APP_PRIVATE_KEY = APP_KEYS[0]
    settings.ALIPAY_PUBLIC_KEY = ALIPAY_KEYS[1]
    settings.ALIPAY_GATEWAY = gateway
    payment_provider.cache_clear()
    yield
    payment_provider.cache_clear()


def notice(
    deposit: Deposit,
    *,
    status: str = "TRADE_SUCCESS",
    amount: str | None = None,
    notify_id: str = "n1",
    app_id: str = APP_ID,
) -> dict[str, str]:
    data = {
        "app_id": app_id,
        "charset": "utf-8",
        "notify_id": notify_id,
        "notify_time": "2026-11-29 17:00:00",
        "notify_type": "trade_status_sync",
        "out_trade_no": deposit.id,
        "total_amount": amount or f"{deposit.amount:.2f}",
        "trade_no": "2026112922001400000000000001",
        "trade_status": status,
        "version": "1.0",
    }
    return {**data, "sign_type": "RSA2", "sign": alipay_signed(data)}


def deliver(client, form: dict[str, str]):
    return client.post(WEBHOOK, urlencode(form), content_type="application/x-www-form-urlencoded")


def test_a_deposit_sends_the_browser_to_a_signed_alipay_page(individual, gateway, settings):
    deposit = deposit_create(user=individual.user, amount=Decimal("100"), method="alipay")
    assert deposit.pay_url.startswith(f"{gateway}?")
    sent = dict(parse_qsl(urlsplit(deposit.pay_url).query))
    assert sent["method"] == "alipay.trade.page.pay" and sent["app_id"] == APP_ID
    content = json.loads(sent["biz_content"])
    assert (content["out_trade_no"], content["total_amount"]) == (deposit.id, "100.00")
    assert sent["notify_url"] == f"{settings.SITE_URL}{WEBHOOK}"
    signature = sent.pop("sign")
    # Alipay reads the app's signature over every other parameter, sorted.
    assert ALIPAY_SIDE._verify("&".join(f"{key}={sent[key]}" for key in sorted(sent)), signature)
    assert not ALIPAY_SIDE._verify(
        "&".join(f"{key}={sent[key]}" for key in sorted(sent) if key != "charset"), signature
    )


def test_a_paid_notice_credits_once_however_often_it_comes(anon, individual):
    deposit = deposit_create(user=individual.user, amount=Decimal("100"), method="alipay")
    for _ in range(3):
        answer = deliver(anon, notice(deposit))
        assert (answer.status_code, answer.content) == (200, b"success")
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.PAID
    assert balances(individual.user)[0] == Decimal("100")
    assert LedgerTransaction.objects.filter(deposit=deposit).count() == 1
    assert_ledger_consistent()


def test_a_tampered_or_foreign_notice_is_refused_and_moves_nothing(anon, individual):
    deposit = deposit_create(user=individual.user, amount=Decimal("100"), method="alipay")
    tampered = {**notice(deposit, amount="1.00"), "total_amount": "100.00"}
    for form in (tampered, notice(deposit, app_id="2021000000000999"), {**notice(deposit), "sign": ""}):
        answer = deliver(anon, form)
        assert (answer.status_code, answer.json()["error"]) == (400, "payment_signature_invalid")
    assert deliver(anon, {}).status_code == 400
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.PENDING and balances(individual.user)[0] == 0


def test_a_mismatched_amount_is_acknowledged_and_held_for_review(anon, individual):
    deposit = deposit_create(user=individual.user, amount=Decimal("100"), method="alipay")
    answer = deliver(anon, notice(deposit, amount="99.00"))
    assert (answer.status_code, answer.content) == (200, b"success")  # so Alipay stops retrying
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.REVIEW and balances(individual.user)[0] == 0


@pytest.mark.parametrize(
    ("status", "after"), [("TRADE_CLOSED", DepositStatus.FAILED), ("WAIT_BUYER_PAY", DepositStatus.PENDING)]
)
def test_a_closed_trade_fails_the_deposit_and_a_waiting_one_changes_nothing(anon, individual, status, after):
    deposit = deposit_create(user=individual.user, amount=Decimal("100"), method="alipay")
    assert deliver(anon, notice(deposit, status=status)).content == b"success"
    deposit.refresh_from_db()
    assert deposit.status == after and balances(individual.user)[0] == 0


def test_a_notice_for_an_unknown_deposit_is_acknowledged(anon, individual):
    deposit = deposit_create(user=individual.user, amount=Decimal("100"), method="alipay")
    form = notice(Deposit(id="dep_nosuchdeposit00", amount=Decimal("5")))
    assert deliver(anon, form).content == b"success"
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.PENDING


def test_a_lost_notice_is_found_by_asking_alipay_before_the_deposit_expires(individual, settings):
    paid = deposit_create(user=individual.user, amount=Decimal("100"), method="alipay")
    unpaid = deposit_create(user=individual.user, amount=Decimal("100"), method="alipay")
    StandIn.trades[paid.id] = "TRADE_SUCCESS"
    with time_machine.travel(timezone.now() + timedelta(minutes=settings.DEPOSIT_PENDING_MINUTES + 1)):
        assert deposits_expire() == 1
    paid.refresh_from_db()
    unpaid.refresh_from_db()
    assert (paid.status, unpaid.status) == (DepositStatus.PAID, DepositStatus.EXPIRED)
    assert balances(individual.user)[0] == Decimal("100")
    assert_ledger_consistent()


def test_production_refuses_alipay_without_its_keys():
    from .helpers import production_setup

    run = production_setup(PAYMENT_PROVIDER="alipay", PAYMENT_SANDBOX_ALLOWED="1", ALIPAY_APP_ID=APP_ID)
    assert run.returncode != 0 and "ALIPAY_APP_PRIVATE_KEY, ALIPAY_PUBLIC_KEY" in run.stderr
