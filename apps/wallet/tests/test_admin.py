"""Staff in the admin: ledger rows read-only, search, and changes only through the services
(adjustment or refund with a reason, a deposit marked failed, the last event replayed)."""

from decimal import Decimal

import pytest
from django.test import Client
from django.urls import reverse

from apps.accounts.tests.factories import UserFactory
from apps.notifications.models import Notification
from apps.wallet.choices import DepositStatus
from apps.wallet.models import Deposit, LedgerTransaction
from apps.wallet.services import deposit_create, wallet_accounts_of

from .helpers import assert_ledger_consistent, balances, event_body, fund, webhook

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff_client() -> Client:
    client = Client()
    client.force_login(UserFactory.create(is_staff=True, is_superuser=True))
    return client


def test_ledger_rows_are_read_only_and_searchable(staff_client, individual):
    deposit = fund(individual.user, "10")
    txn = LedgerTransaction.objects.get(deposit=deposit)
    for model, row in (
        ("ledgertransaction", txn),
        ("ledgerentry", txn.entries.all()[0]),
        ("account", txn.entries.all()[0].account),
    ):
        assert staff_client.get(reverse(f"admin:wallet_{model}_add")).status_code == 403
        assert staff_client.get(reverse(f"admin:wallet_{model}_change", args=[row.pk])).status_code == 200
        deleted = staff_client.post(reverse(f"admin:wallet_{model}_delete", args=[row.pk]), {"post": "yes"})
        assert deleted.status_code == 403
    found = staff_client.get(reverse("admin:wallet_ledgertransaction_changelist"), {"q": individual.user.email})
    assert f"deposit:{deposit.id}" in found.content.decode()
    by_reference = staff_client.get(
        reverse("admin:wallet_ledgertransaction_changelist"), {"q": f"deposit:{deposit.id}"}
    )
    assert by_reference.status_code == 200 and "1 ledger transaction" in by_reference.content.decode()
    assert staff_client.get(reverse("admin:wallet_deposit_changelist"), {"status": "paid"}).status_code == 200


def test_an_adjustment_needs_a_reason_and_is_applied_once(staff_client, individual):
    wallet, _ = wallet_accounts_of(user=individual.user)
    changelist = reverse("admin:wallet_account_changelist")
    form = staff_client.post(changelist, {"action": "adjust", "_selected_action": [wallet.pk]})
    assert form.status_code == 200 and 'name="reason"' in form.content.decode()
    key = form.context["key"]
    body = {
        "action": "adjust",
        "_selected_action": [wallet.pk],
        "apply": "1",
        "key": key,
        "amount": "-7.5",
        "reason": "",
    }
    staff_client.post(changelist, body)
    assert balances(individual.user)[0] == 0
    body["reason"] = "Duplicate deposit"
    staff_client.post(changelist, body)
    staff_client.post(changelist, body)  # the same form sent again
    assert balances(individual.user)[0] == Decimal("-7.50")
    staff_client.post(changelist, {**body, "amount": "abc"})
    assert Notification.objects.filter(recipient=individual.user, kind="wallet_adjusted").count() == 1
    assert_ledger_consistent()


def test_deposit_actions_go_through_the_services(staff_client, individual, anon):
    changelist = reverse("admin:wallet_deposit_changelist")
    deposit = deposit_create(user=individual.user, amount=Decimal("20"), method="sandbox_card")
    assert webhook(anon, event_body(deposit, amount="2.00")).status_code == 409
    staff_client.post(changelist, {"action": "replay", "_selected_action": [deposit.pk]})
    assert Deposit.objects.get(pk=deposit.pk).status == DepositStatus.REVIEW
    staff_client.post(changelist, {"action": "mark_failed", "_selected_action": [deposit.pk]})
    assert Deposit.objects.get(pk=deposit.pk).status == DepositStatus.FAILED
    assert Deposit.objects.get(pk=deposit.pk).transitions.filter(actor__is_staff=True, new_status="failed").exists()
    staff_client.post(changelist, {"action": "mark_failed", "_selected_action": [deposit.pk]})  # refused, shown
    assert not LedgerTransaction.objects.filter(deposit=deposit).exists()


def test_staff_reverse_a_paid_deposit_with_a_reason_once(staff_client, individual):
    changelist = reverse("admin:wallet_deposit_changelist")
    deposit = fund(individual.user, "15")
    form = staff_client.post(changelist, {"action": "reverse", "_selected_action": [deposit.pk]})
    assert form.status_code == 200 and deposit.id in form.content.decode()
    body = {"action": "reverse", "_selected_action": [deposit.pk], "apply": "1", "reason": ""}
    staff_client.post(changelist, body)
    assert balances(individual.user)[0] == Decimal("15")
    staff_client.post(changelist, {**body, "reason": "chargeback"})
    staff_client.post(changelist, {**body, "reason": "chargeback"})
    assert balances(individual.user)[0] == Decimal("0")
    reversal = LedgerTransaction.objects.get(deposit=deposit, kind="deposit_reversal")
    assert reversal.reason == "chargeback" and reversal.created_by is not None
