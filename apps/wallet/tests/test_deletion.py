"""Deleting an account with a wallet: debt and reserved coins block it; a positive balance
blocks it unless given up, and then it goes to the platform in the deletion itself."""

from decimal import Decimal

import pytest

from apps.accounts.models import User
from apps.accounts.tests.factories import UserFactory
from apps.accounts.tests.helpers import reauthenticated
from apps.wallet.models import Account
from apps.wallet.services import wallet_adjust, wallet_hold_place

from .helpers import assert_ledger_consistent, balances, fund

pytestmark = pytest.mark.django_db
IAM = "/api/iam/v1"


def blockers(api) -> list[dict]:
    return api.post(f"{IAM}/account/check").json()["data"]["blockers"]


def test_a_positive_balance_blocks_until_given_up_then_is_forfeited(client_for, individual):
    fund(individual.user, "12.34")
    api = reauthenticated(client_for(individual))
    [blocker] = blockers(api)
    assert (blocker["code"], blocker["waiver"]) == ("wallet_balance", "forfeit_balance")
    assert "12.34" in blocker["message"]
    refused = api.delete(f"{IAM}/account")
    assert refused.status_code == 409
    assert [b["code"] for b in refused.json()["data"]["blockers"]] == ["wallet_balance"]
    assert api.delete(f"{IAM}/account", {"forfeit_balance": True}, format="json").status_code == 200
    assert User.objects.get(pk=individual.user.pk).deleted_at is not None
    assert balances(individual.user) == (Decimal("0"), Decimal("0"))
    assert Account.objects.get(key="platform_revenue").balance == Decimal("12.34")
    assert_ledger_consistent()


def test_debt_and_reserved_coins_block_even_when_giving_up(client_for, individual, outsider):
    staff = UserFactory.create(is_staff=True)
    fund(individual.user, "5")
    wallet_adjust(user=individual.user, amount=Decimal("-8"), reason="chargeback", staff=staff, idempotency_key="a")
    fund(outsider.user, "20")
    wallet_hold_place(user=outsider.user, amount=Decimal("20"), idempotency_key="h", reference="rental:1")
    for persona, code in ((individual, "wallet_debt"), (outsider, "wallet_reserved")):
        api = reauthenticated(client_for(persona))
        assert [b["code"] for b in blockers(api)] == [code]
        refused = api.delete(f"{IAM}/account", {"forfeit_balance": True}, format="json")
        assert refused.status_code == 409
        assert User.objects.get(pk=persona.user.pk).deleted_at is None


def test_an_empty_wallet_does_not_block(client_for, individual):
    api = reauthenticated(client_for(individual))
    assert blockers(api) == []
    assert api.delete(f"{IAM}/account").status_code == 200
    assert not Account.objects.filter(owner=individual.user).exists()


def test_a_bad_forfeit_flag_is_a_field_error(client_for, individual):
    api = reauthenticated(client_for(individual))
    response = api.delete(f"{IAM}/account", {"forfeit_balance": "perhaps"}, format="json")
    assert response.status_code == 400
    assert "forfeit_balance" in response.json()["data"]
