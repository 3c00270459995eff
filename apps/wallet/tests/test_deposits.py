"""Deposits through the sandbox provider: the signed webhook, duplicates, amount mismatches,
late payments, expiry, staff's failure, replay and reversal, and the pay page."""

from datetime import timedelta
from decimal import Decimal

import pytest
import time_machine
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError
from apps.notifications.models import Notification
from apps.wallet.choices import DepositStatus
from apps.wallet.models import Deposit, LedgerTransaction, ProviderEvent
from apps.wallet.services import (
    deposit_create,
    deposit_event_replay,
    deposit_mark_failed,
    deposit_reverse,
    deposits_expire,
    wallet_charge,
)

from .helpers import API, assert_ledger_consistent, balances, event_body, fund, production_setup, webhook

pytestmark = pytest.mark.django_db


def pending(user, amount="100") -> Deposit:
    return deposit_create(user=user, amount=Decimal(amount), method="sandbox_card")


def test_a_paid_event_credits_the_deposit_once(anon, individual):
    deposit = pending(individual.user)
    body = event_body(deposit, event_id="evt-1")
    response = webhook(anon, body)
    assert response.status_code == 200, response.json()
    assert response.json()["data"] == {"deposit_id": deposit.id, "status": "paid"}
    assert webhook(anon, body).status_code == 200
    assert webhook(anon, event_body(deposit, event_id="evt-2")).status_code == 200
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.PAID and deposit.paid_at is not None
    assert balances(individual.user)[0] == Decimal("100")
    assert LedgerTransaction.objects.filter(deposit=deposit).count() == 1
    assert ProviderEvent.objects.filter(deposit=deposit).count() == 2
    assert Notification.objects.filter(recipient=individual.user, kind="wallet_deposit_paid").count() == 1


@pytest.mark.parametrize("signature", ["", "0" * 64, "nonsense"])
def test_a_bad_signature_is_refused_and_changes_nothing(anon, individual, signature):
    deposit = pending(individual.user)
    response = webhook(anon, event_body(deposit), signature=signature)
    assert response.status_code == 400
    assert response.json()["error"] == "payment_signature_invalid"
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.PENDING
    assert not ProviderEvent.objects.exists() and not LedgerTransaction.objects.exists()


@pytest.mark.parametrize(
    "body",
    [
        b"not json",
        b"{}",
        b"[]",
        b"\xff\xfe",
        b'{"deposit_id": "x", "event_id": "e", "status": "refunded", "amount": "1"}',
        b'{"deposit_id": "x", "event_id": "e", "status": "paid", "amount": "NaN"}',
        b'{"deposit_id": "x", "event_id": "e", "status": "paid", "amount": "1e20"}',
    ],
)
def test_an_unreadable_signed_body_is_refused(anon, body):
    response = webhook(anon, body)
    assert response.status_code == 400
    assert response.json()["error"] == "malformed_request"


def test_an_event_for_an_unknown_deposit_or_provider_is_a_404(anon, individual):
    deposit = pending(individual.user)
    other = event_body(deposit).replace(deposit.id.encode(), b"dep_unknown00000000")
    assert webhook(anon, other).status_code == 404
    response = anon.post(f"{API}/payments/stripe/webhook", event_body(deposit), content_type="application/json")
    assert response.status_code == 404


def test_an_amount_that_differs_puts_the_deposit_in_review(anon, individual):
    deposit = pending(individual.user)
    body = event_body(deposit, amount="10.00", event_id="evt-x")
    response = webhook(anon, body)
    assert response.status_code == 409
    assert response.json()["error"] == "deposit_amount_mismatch"
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.REVIEW
    assert deposit.transitions.order_by("-id")[0].reason == "amount_mismatch"
    assert webhook(anon, body).status_code == 409  # the provider retrying
    assert not LedgerTransaction.objects.exists()


def test_a_declined_payment_fails_the_deposit_and_a_late_payment_still_credits(anon, individual):
    deposit = pending(individual.user)
    assert webhook(anon, event_body(deposit, status="failed")).status_code == 200
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.FAILED
    assert webhook(anon, event_body(deposit)).status_code == 200
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.PAID
    assert deposit.transitions.order_by("-id")[0].reason == "late_payment"
    assert webhook(anon, event_body(deposit, status="failed")).status_code == 200
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.PAID  # paid is final


def test_pending_deposits_expire_and_a_late_payment_is_credited(anon, individual, settings):
    deposit = pending(individual.user)
    fresh = pending(individual.user)
    with time_machine.travel(timezone.now() + timedelta(minutes=settings.DEPOSIT_PENDING_MINUTES + 1)):
        assert deposits_expire() == 2
        fresh_late = pending(individual.user)
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.EXPIRED
    assert webhook(anon, event_body(deposit)).status_code == 200
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.PAID
    assert Deposit.objects.get(pk=fresh.pk).status == DepositStatus.EXPIRED
    assert Deposit.objects.get(pk=fresh_late.pk).status == DepositStatus.PENDING


def test_the_beat_task_is_scheduled(settings):
    assert "wallet.expire_deposits" in {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}


def test_staff_mark_failed_replay_and_reversal(anon, individual):
    staff = UserFactory.create(is_staff=True)
    deposit = pending(individual.user)
    with pytest.raises(ApplicationError):
        deposit_event_replay(deposit=deposit, staff=staff)  # no event yet
    webhook(anon, event_body(deposit, amount="99.00"))
    deposit.refresh_from_db()
    assert deposit.status == DepositStatus.REVIEW
    failed = deposit_mark_failed(deposit=deposit, staff=staff)
    assert failed.status == DepositStatus.FAILED

    other = pending(individual.user, "40")
    webhook(anon, event_body(other))
    # Replaying a paid deposit's event credits nothing more.
    assert deposit_event_replay(deposit=other, staff=staff).status == DepositStatus.PAID
    assert balances(individual.user)[0] == Decimal("40")
    with pytest.raises(ApplicationError) as caught:
        deposit_reverse(deposit=deposit, staff=staff, reason="never paid")
    assert caught.value.code == "transition_not_allowed"
    deposit_reverse(deposit=other, staff=staff, reason="chargeback")
    deposit_reverse(deposit=other, staff=staff, reason="chargeback")
    assert balances(individual.user)[0] == Decimal("0")
    assert LedgerTransaction.objects.filter(deposit=other).count() == 2
    assert_ledger_consistent()


def test_a_reversal_may_create_debt(individual):
    staff = UserFactory.create(is_staff=True)
    deposit = fund(individual.user, "30")
    wallet_charge(user=individual.user, amount=Decimal("20"), idempotency_key="c", reference="r")
    deposit_reverse(deposit=deposit, staff=staff, reason="chargeback")
    assert balances(individual.user)[0] == Decimal("-20")


def test_the_pay_page_shows_the_deposit_and_approving_delivers_the_event(
    client_for, anon, individual, monkeypatch, settings
):
    settings.SITE_URL = "http://127.0.0.1:8000"
    created = client_for(individual).post(
        f"{API}/deposits", {"amount": "25", "method": "sandbox_alipay"}, format="json"
    )
    pay_url = created.json()["data"]["pay_url"]
    deposit_id = created.json()["data"]["id"]
    page = anon.get(pay_url)
    assert page.status_code == 200
    html = page.content.decode()
    assert "25.00" in html and "Alipay (sandbox)" in html and "<script" not in html
    delivered: list[tuple[str, str]] = []
    monkeypatch.setattr(
        "apps.wallet.api.sandbox.sandbox_deliver.delay", lambda url, body: delivered.append((url, body))
    )
    # The Host header is the caller's to name: the event goes to the site's own address.
    answer = anon.post(pay_url, {"answer": "approve"}, HTTP_HOST="127.0.0.1:9")
    assert answer.status_code == 302 and answer["Location"] == f"/wallet/pay?deposit={deposit_id}"
    [(url, body)] = delivered
    assert url == "http://127.0.0.1:8000/api/billing/v1/payments/sandbox/webhook"
    assert webhook(anon, body.encode()).status_code == 200
    assert Deposit.objects.get(pk=deposit_id).status == DepositStatus.PAID
    assert "nothing to pay" in anon.get(pay_url).content.decode()


def test_the_pay_page_needs_its_token(anon, individual):
    deposit = pending(individual.user)
    token = deposit.pay_url.split("?t=", 1)[1]
    other = pending(individual.user)
    assert anon.get(f"{API}/payments/sandbox/pay/{deposit.id}").status_code == 404
    assert anon.get(f"{API}/payments/sandbox/pay/{other.id}?t={token}").status_code == 404
    assert anon.post(f"{API}/payments/sandbox/pay/{other.id}?t={token}", {"answer": "approve"}).status_code == 404


@pytest.mark.parametrize(("allowed", "starts"), [("", False), ("1", True)])
def test_production_refuses_the_sandbox_unless_allowed(allowed, starts):
    run = production_setup(PAYMENT_SANDBOX_ALLOWED=allowed)
    assert (run.returncode == 0) is starts, run.stderr
    if not starts:
        assert "PAYMENT_SANDBOX_ALLOWED" in run.stderr
