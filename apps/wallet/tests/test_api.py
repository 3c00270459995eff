"""The wallet's calls through HTTP: balances, the threshold, transactions with filters and
their export, the summary, deposit options, creating and reading deposits."""

import csv
import io
from datetime import timedelta
from decimal import Decimal

import pytest
import time_machine
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.wallet.models import Deposit
from apps.wallet.services import (
    wallet_adjust,
    wallet_charge,
    wallet_hold_capture,
    wallet_hold_place,
    wallet_income_credit,
)

from .helpers import API, balances, fund

pytestmark = pytest.mark.django_db


def data(response):
    assert response.status_code == 200, response.json()
    return response.json()["data"]


def test_a_new_wallet_is_empty_with_the_default_threshold(client_for, individual):
    assert data(client_for(individual).get(f"{API}/wallet")) == {
        "balance": "0.00",
        "available": "0.00",
        "reserved": "0.00",
        "debt": "0.00",
        "currency": "coin",
        "low_balance_threshold": "10.00",
    }


def test_balance_reserved_and_debt(client_for, individual):
    user = individual.user
    fund(user, "100")
    wallet_hold_place(user=user, amount=Decimal("30"), idempotency_key="h1", reference="rental:1")
    wallet = data(client_for(individual).get(f"{API}/wallet"))
    assert (wallet["balance"], wallet["available"], wallet["reserved"], wallet["debt"]) == (
        "100.00",
        "70.00",
        "30.00",
        "0.00",
    )
    staff = UserFactory.create(is_staff=True)
    wallet_adjust(user=user, amount=Decimal("-95.50"), reason="chargeback", staff=staff, idempotency_key="a1")
    wallet = data(client_for(individual).get(f"{API}/wallet"))
    assert (wallet["balance"], wallet["available"], wallet["debt"]) == ("4.50", "-25.50", "25.50")


def test_threshold_is_set_and_turned_off(client_for, individual):
    api = client_for(individual)
    assert (
        data(api.patch(f"{API}/wallet", {"low_balance_threshold": "25.5"}, format="json"))["low_balance_threshold"]
        == "25.50"
    )
    assert (
        data(api.patch(f"{API}/wallet", {"low_balance_threshold": None}, format="json"))["low_balance_threshold"]
        is None
    )
    assert data(api.get(f"{API}/wallet"))["low_balance_threshold"] is None


@pytest.mark.parametrize(
    "body",
    [{"low_balance_threshold": "-1"}, {"low_balance_threshold": "1.234"}, {"low_balance_threshold": "abc"}, {}],
)
def test_a_bad_threshold_is_a_field_error(client_for, individual, body):
    response = client_for(individual).patch(f"{API}/wallet", body, format="json")
    assert response.status_code == 400
    assert "low_balance_threshold" in response.json()["data"]


def test_transactions_show_balance_movements_newest_first(client_for, individual, outsider):
    user = individual.user
    deposit = fund(user, "100")
    hold = wallet_hold_place(user=user, amount=Decimal("40"), idempotency_key="h", reference="rental:7")
    wallet_hold_capture(hold=hold, amount=Decimal("15"), idempotency_key="c", reference="rental:7", payee=outsider.user)
    wallet_charge(user=user, amount=Decimal("5"), idempotency_key="ch", reference="order:3", company_id="ABCDE-12345")
    items = data(client_for(individual).get(f"{API}/transactions"))
    assert items["total"] == 3
    assert [(i["type"], i["amount"], i["balance_after"], i["reference"], i["company"]) for i in items["items"]] == [
        ("charge", "-5.00", "80.00", "order:3", "ABCDE-12345"),
        ("charge", "-15.00", "85.00", "rental:7", None),
        ("deposit", "100.00", "100.00", f"deposit:{deposit.id}", None),
    ]
    assert items["items"][2]["description"] == "Coins deposited"
    earned = data(client_for(outsider).get(f"{API}/transactions"))["items"]
    assert [(i["type"], i["amount"], i["balance_after"]) for i in earned] == [
        ("fee", "-1.50", "13.50"),
        ("income", "15.00", "15.00"),
    ]


def test_transactions_filter_by_types_and_days_in_a_time_zone(client_for, individual):
    user = individual.user
    with time_machine.travel("2026-03-01 15:30:00+00:00", tick=False):  # 23:30 in Shanghai
        fund(user, "50")
    with time_machine.travel("2026-03-01 16:30:00+00:00", tick=False):  # already 2 March there
        wallet_charge(user=user, amount=Decimal("3"), idempotency_key="c1", reference="x")
        wallet_income_credit(user=user, amount=Decimal("10"), idempotency_key="p1", reference="y")
    api = client_for(individual)
    shanghai = data(api.get(f"{API}/transactions?date_from=2026-03-02&date_to=2026-03-02&tz=Asia/Shanghai"))
    assert sorted(i["type"] for i in shanghai["items"]) == ["charge", "fee", "income"]
    utc = data(api.get(f"{API}/transactions?date_from=2026-03-01&date_to=2026-03-01&tz=UTC"))
    assert utc["total"] == 4
    typed = data(api.get(f"{API}/transactions?type=charge&type=fee"))
    assert sorted(i["type"] for i in typed["items"]) == ["charge", "fee"]


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("type=hold", "type"),
        ("type=nonsense", "type"),
        ("date_from=2026-13-01", "date_from"),
        ("date_to=yesterday", "date_to"),
        ("date_from=2026-03-05&date_to=2026-03-01", "date_to"),
        ("tz=Mars/Olympus", "tz"),
        ("tz=../../etc/passwd", "tz"),
        ("date_from=0001-01-01&tz=Asia/Tokyo", "date_from"),
        ("date_to=9999-12-31&tz=America/New_York", "date_to"),
    ],
)
def test_bad_transaction_filters_are_field_errors(client_for, individual, query, field):
    for path in ("transactions", "transactions/export"):
        response = client_for(individual).get(f"{API}/{path}?{query}")
        assert response.status_code == 400, path
        assert response.json()["error"] == "validation_error"
        assert field in response.json()["data"]


def test_export_is_a_csv_of_the_filtered_rows(client_for, individual):
    user = individual.user
    fund(user, "20")
    wallet_charge(user=user, amount=Decimal("2.50"), idempotency_key="c", reference="order:9")
    response = client_for(individual).get(f"{API}/transactions/export?type=charge")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/csv")
    assert 'filename="transactions.csv"' in response["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(response.content.decode())))
    assert rows[0] == ["created_at", "type", "amount", "balance_after", "reference", "description", "for", "with"]
    # No order 9 is the person's: nothing names what it was for.
    assert [row[1:5] + row[6:] for row in rows[1:]] == [["charge", "-2.50", "17.50", "order:9", "", ""]]


def test_summary_counts_days_in_the_callers_time_zone(client_for, individual):
    user = individual.user
    now = timezone.now()
    with time_machine.travel(now - timedelta(days=2), tick=False):
        fund(user, "100")
        wallet_charge(user=user, amount=Decimal("30"), idempotency_key="c1", reference="a")
    with time_machine.travel(now - timedelta(days=1), tick=False):
        wallet_income_credit(user=user, amount=Decimal("20"), idempotency_key="p1", reference="b")
    summary = data(client_for(individual).get(f"{API}/wallet/summary?days=4&tz=UTC"))
    assert summary["currency"] == "coin"
    days = summary["days"]
    assert [d["date"] for d in days] == [(now - timedelta(days=n)).date().isoformat() for n in (3, 2, 1, 0)]
    assert [(d["balance"], d["income"], d["spending"]) for d in days] == [
        ("0.00", "0.00", "0.00"),
        ("70.00", "100.00", "30.00"),
        ("88.00", "20.00", "2.00"),
        ("88.00", "0.00", "0.00"),
    ]
    assert summary["spending_by_type"] == [{"type": "charge", "amount": "30.00"}, {"type": "fee", "amount": "2.00"}]
    assert len(data(client_for(individual).get(f"{API}/wallet/summary"))["days"]) == 30


@pytest.mark.parametrize(("query", "field"), [("days=0", "days"), ("days=367", "days"), ("tz=Nowhere", "tz")])
def test_bad_summary_queries_are_field_errors(client_for, individual, query, field):
    response = client_for(individual).get(f"{API}/wallet/summary?{query}")
    assert response.status_code == 400
    assert field in response.json()["data"]


def test_deposit_options(client_for, individual):
    options = data(client_for(individual).get(f"{API}/deposits/options"))
    assert options["currency"] == "coin"
    assert (options["min"], options["max"]) == ("1.00", "50000.00")
    assert options["presets"][:3] == ["10.00", "50.00", "100.00"]
    assert [m["id"] for m in options["methods"]] == ["sandbox_alipay", "sandbox_wechat", "sandbox_card"]


def test_a_deposit_is_created_pending_with_where_to_pay(client_for, individual):
    response = client_for(individual).post(
        f"{API}/deposits", {"amount": "100", "method": "sandbox_alipay"}, format="json"
    )
    assert response.status_code == 200, response.json()
    deposit = response.json()["data"]
    assert deposit["status"] == "pending" and deposit["amount"] == "100.00" and deposit["paid_at"] is None
    assert deposit["id"].startswith("dep_")
    assert deposit["pay_url"].startswith(f"{API}/payments/sandbox/pay/{deposit['id']}?t=")
    assert data(client_for(individual).get(f"{API}/deposits/{deposit['id']}")) == deposit


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"amount": "0.50", "method": "sandbox_card"}, "amount"),
        ({"amount": "50000.01", "method": "sandbox_card"}, "amount"),
        ({"amount": "10.001", "method": "sandbox_card"}, "amount"),
        ({"amount": "ten", "method": "sandbox_card"}, "amount"),
        ({"method": "sandbox_card"}, "amount"),
        ({"amount": "10", "method": "bitcoin"}, "method"),
        ({"amount": "10"}, "method"),
    ],
)
def test_bad_deposits_are_field_errors_and_write_nothing(client_for, individual, body, field):
    response = client_for(individual).post(f"{API}/deposits", body, format="json")
    assert response.status_code == 400
    assert field in response.json()["data"]
    assert not Deposit.objects.exists()


def test_deposits_created_per_person_are_rate_limited(client_for, individual, outsider, settings):
    settings.DEPOSIT_CREATE_RATE = "2/hour"
    settings.DEPOSIT_PENDING_MAX = 10
    api = client_for(individual)
    body = {"amount": "5", "method": "sandbox_card"}
    assert [api.post(f"{API}/deposits", body, format="json").status_code for _ in range(3)] == [200, 200, 429]
    assert api.post(f"{API}/deposits", body, format="json").json()["data"]["retry_after"] > 0
    assert client_for(outsider).post(f"{API}/deposits", body, format="json").status_code == 200


def test_open_deposits_per_person_are_limited(client_for, individual, settings):
    settings.DEPOSIT_PENDING_MAX = 2
    api = client_for(individual)
    for _ in range(2):
        assert api.post(f"{API}/deposits", {"amount": "5", "method": "sandbox_card"}, format="json").status_code == 200
    response = api.post(f"{API}/deposits", {"amount": "5", "method": "sandbox_card"}, format="json")
    assert response.status_code == 429
    assert response.json()["error"] == "deposit_pending_limit"
    assert Deposit.objects.count() == 2


def test_a_balance_after_is_the_persons_balance(individual):
    fund(individual.user, "10")
    assert balances(individual.user) == (Decimal("10.00"), Decimal("0.00"))


def test_answers_are_translated(client_for, individual):
    zh = client_for(individual)
    options = zh.get(f"{API}/deposits/options", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]
    assert options["methods"][0]["name"] == "支付宝（沙盒）"  # noqa: RUF001
    refused = zh.post(
        f"{API}/deposits", {"amount": "0", "method": "sandbox_card"}, format="json", HTTP_ACCEPT_LANGUAGE="zh"
    )
    assert refused.json()["data"]["amount"] == ["充值金额须在 1.00 到 50000.00 金币之间。"]
    fund(individual.user, "5")
    [row] = zh.get(f"{API}/transactions", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["items"]
    assert row["description"] == "充值到账"
    notice = zh.get("/api/iam/v1/notifications", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["items"][0]
    assert notice["title"] == "充值已到账"
    assert notice["link"] == "/wallet"
