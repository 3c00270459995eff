"""The withdrawal calls as a client makes them: re-authentication and a verified account for
every write, answers masked, another person's rows a 404, and the admin's approval and
rejection through the services."""

from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest
import time_machine
from django.conf import settings
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from apps.accounts.tests.factories import PASSWORD, UserFactory
from apps.wallet.choices import PayoutStatus
from apps.wallet.models import Payout, PayoutAccount

from .helpers import API, assert_ledger_consistent, balances, earn

pytestmark = pytest.mark.django_db
CARD = {"kind": "bank_card", "holder_name": "Li Lei", "bank": "ICBC", "account": "6222021234567894"}


@pytest.fixture
def earner(individual):
    earn(individual.user, "200")  # 180 withdrawable
    return individual


def add_card(client, **changes) -> Any:
    return client.post(f"{API}/payout-accounts", {**CARD, **changes, "password": PASSWORD}, format="json")


def test_a_withdrawal_from_an_account_to_its_answer(client_for, earner):
    client = client_for(earner)
    account = add_card(client).json()["data"]
    assert account["account"] == "**** 7894" and "6222021234567894" not in str(account)
    assert client.get(f"{API}/payout-accounts").json()["data"] == [account]
    options = client.get(f"{API}/payouts/options").json()["data"]
    assert (options["withdrawable"], options["min"], options["open_payout_id"]) == ("180.00", "10.00", None)
    made = client.post(
        f"{API}/payouts", {"amount": "50", "payout_account_id": account["id"], "password": PASSWORD}, format="json"
    )
    assert made.status_code == 200, made.json()
    payout = made.json()["data"]
    assert payout["status"] == "requested" and payout["can_cancel"] is True
    assert payout["account"] == {"id": account["id"], "kind": "bank_card", "name": "Bank card **** 7894"}
    assert client.get(f"{API}/payouts").json()["data"] == {"items": [payout], "total": 1}
    assert client.get(f"{API}/payouts/options").json()["data"]["open_payout_id"] == payout["id"]
    cancelled = client.post(f"{API}/payouts/{payout['id']}/cancel").json()["data"]
    assert cancelled["status"] == "cancelled" and cancelled["can_cancel"] is False
    assert balances(earner.user) == (Decimal("180"), Decimal("0"))


def test_writes_need_a_fresh_re_authentication(client_for, earner):
    client = client_for(earner)
    refused = client.post(f"{API}/payout-accounts", CARD, format="json")
    assert refused.status_code == 403 and refused.json()["error"] == "reauth_required"
    wrong = client.post(f"{API}/payout-accounts", {**CARD, "password": "Wrong0ne2026"}, format="json")
    assert wrong.status_code == 403 and wrong.json()["error"] == "reauth_required"
    assert not PayoutAccount.objects.exists()
    assert client.post("/api/iam/v1/account/reauth", {"password": PASSWORD}, format="json").status_code == 200
    account = client.post(f"{API}/payout-accounts", CARD, format="json").json()["data"]  # within the window
    with time_machine.travel(timezone.now() + settings.REAUTH_WINDOW + timedelta(seconds=1)):
        refused = client.post(f"{API}/payouts", {"amount": "20", "payout_account_id": account["id"]}, format="json")
        assert refused.json()["error"] == "reauth_required" and not Payout.objects.exists()
        refused = client.delete(f"{API}/payout-accounts/{account['id']}")
        assert refused.json()["error"] == "reauth_required" and PayoutAccount.objects.exists()


def test_an_unverified_account_cannot_add_a_payout_account(client_for, make_persona):
    person = make_persona("individual")
    person.user.email_verified = False
    person.user.save(update_fields=["email_verified"])
    refused = add_card(client_for(person))
    assert refused.status_code == 403 and refused.json()["error"] == "account_unverified"


def test_another_persons_rows_are_not_found(client_for, earner, outsider):
    earn(outsider.user, "200")
    theirs = add_card(client_for(outsider)).json()["data"]
    their_payout = (
        client_for(outsider)
        .post(
            f"{API}/payouts", {"amount": "20", "payout_account_id": theirs["id"], "password": PASSWORD}, format="json"
        )
        .json()["data"]
    )
    mine = client_for(earner)
    assert mine.get(f"{API}/payouts/{their_payout['id']}").status_code == 404
    assert mine.post(f"{API}/payouts/{their_payout['id']}/cancel").status_code == 404
    assert (
        mine.delete(f"{API}/payout-accounts/{theirs['id']}", {"password": PASSWORD}, format="json").status_code == 404
    )
    paid_to_theirs = mine.post(
        f"{API}/payouts", {"amount": "20", "payout_account_id": theirs["id"], "password": PASSWORD}, format="json"
    )
    assert paid_to_theirs.status_code == 400 and "payout_account_id" in paid_to_theirs.json()["data"]
    assert mine.get(f"{API}/payouts").json()["data"]["total"] == 0
    assert Payout.objects.get(pk=their_payout["id"]).status == PayoutStatus.REQUESTED


@pytest.mark.parametrize(
    ("amount", "status", "error"),
    [
        ("5", 400, "validation_error"),
        ("10.005", 400, "validation_error"),
        ("abc", 400, "validation_error"),
        ("180.01", 409, "payout_not_withdrawable"),
    ],
)
def test_bad_amounts_are_refused_with_their_code(client_for, earner, amount, status, error):
    client = client_for(earner)
    account = add_card(client).json()["data"]
    answer = client.post(
        f"{API}/payouts", {"amount": amount, "payout_account_id": account["id"], "password": PASSWORD}, format="json"
    )
    assert (answer.status_code, answer.json()["error"]) == (status, error)
    assert not Payout.objects.exists() and balances(earner.user) == (Decimal("180"), Decimal("0"))


@pytest.fixture
def staff_client() -> Client:
    client = Client()
    client.force_login(UserFactory.create(is_staff=True, is_superuser=True))
    return client


def request_payout(client_for, persona, amount: str = "50") -> Payout:
    client = client_for(persona)
    account = add_card(client).json()["data"]
    made = client.post(
        f"{API}/payouts", {"amount": amount, "payout_account_id": account["id"], "password": PASSWORD}, format="json"
    )
    return Payout.objects.get(pk=made.json()["data"]["id"])


def test_staff_approve_in_the_admin_and_the_sandbox_pays(
    staff_client, client_for, earner, django_capture_on_commit_callbacks
):
    payout = request_payout(client_for, earner)
    changelist = reverse("admin:wallet_payout_changelist")
    with django_capture_on_commit_callbacks(execute=True):
        staff_client.post(changelist, {"action": "approve", "_selected_action": [payout.pk]})
    payout.refresh_from_db()
    assert payout.status == PayoutStatus.PAID
    assert balances(earner.user) == (Decimal("130"), Decimal("0"))
    assert staff_client.get(reverse("admin:wallet_payout_change", args=[payout.pk])).status_code == 200
    assert staff_client.get(reverse("admin:wallet_payoutaccount_changelist")).status_code == 200
    assert_ledger_consistent()


def test_staff_reject_with_a_reason_in_the_admin(staff_client, client_for, earner):
    payout = request_payout(client_for, earner)
    changelist = reverse("admin:wallet_payout_changelist")
    form = staff_client.post(changelist, {"action": "reject", "_selected_action": [payout.pk]})
    assert 'name="reason"' in form.content.decode()
    body = {"action": "reject", "_selected_action": [payout.pk], "apply": "1", "reason": "Name differs."}
    staff_client.post(changelist, body)
    payout.refresh_from_db()
    assert (payout.status, payout.reason) == (PayoutStatus.REJECTED, "Name differs.")
    assert balances(earner.user) == (Decimal("180"), Decimal("0"))
    staff_client.post(changelist, {"action": "approve", "_selected_action": [payout.pk]})
    payout.refresh_from_db()
    assert payout.status == PayoutStatus.REJECTED
