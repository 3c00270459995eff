"""Who may call what (persona x endpoint): individuals only; and another person's deposit
is a 404 (another person's payouts and payout accounts: test_payouts_api.py)."""

from decimal import Decimal

import pytest

from apps.accounts.tests.factories import PASSWORD
from apps.common.role_matrix import matrix_covers
from apps.common.testing import call_endpoint
from apps.wallet.services import deposit_create, payout_account_add, payout_request

from .helpers import API, earn

# The current password in a body stands for a recent re-authentication.
REAUTH = {"password": PASSWORD}
# (method, path, body, status for an individual); {deposit} is the caller's own deposit,
# {spare} a payout account of theirs, {payout} their open withdrawal (none for a new one).
ENDPOINTS = [
    ("get", "wallet", None, 200),
    ("patch", "wallet", {"low_balance_threshold": "5"}, 200),
    ("get", "wallet/summary", None, 200),
    ("get", "transactions", None, 200),
    ("get", "transactions/export", None, 200),
    ("get", "deposits/options", None, 200),
    ("post", "deposits", {"amount": "10", "method": "sandbox_card"}, 200),
    ("get", "deposits/{deposit}", None, 200),
    ("get", "payout-accounts", None, 200),
    ("post", "payout-accounts", {"kind": "alipay", "holder_name": "Li", "account": "new@example.com", **REAUTH}, 200),
    ("delete", "payout-accounts/{spare}", REAUTH, 200),
    ("get", "payouts/options", None, 200),
    ("get", "payouts", None, 200),
    ("post", "payouts", {"amount": "10", "payout_account_id": "{spare}", **REAUTH}, 200),
    ("get", "payouts/{payout}", None, 200),
    ("post", "payouts/{payout}/cancel", None, 200),
]
matrix_covers([(method, path) for method, path, _body, _allowed in ENDPOINTS], prefix=f"{API}/")


def own_deposit(user) -> dict[str, str]:
    return {"deposit": deposit_create(user=user, amount=Decimal(10), method="sandbox_wechat").id}


def own_objects(user, *, new_payout: bool) -> dict[str, str]:
    earn(user, "100")
    spare = payout_account_add(user=user, kind="alipay", holder_name="Li", account="li@example.com")
    used = payout_account_add(user=user, kind="alipay", holder_name="Li", account="13812345678")
    objects = {**own_deposit(user), "spare": spare.pk, "payout": "po_none"}
    if not new_payout:
        objects["payout"] = payout_request(user=user, amount=Decimal(10), payout_account_id=used.pk).pk
    return objects


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body", "allowed"), ENDPOINTS)
@pytest.mark.parametrize("persona", ["individual", "outsider", "owner", "member", None])
def test_permission_matrix(client_for, personas, persona, method, path, body, allowed):
    caller = personas[persona] if persona else None
    objects = own_objects((caller or personas["individual"]).user, new_payout=(method, path) == ("post", "payouts"))
    response = call_endpoint(client_for(caller), method, f"{API}/{path}", body, objects)
    expected = {"individual": allowed, "outsider": allowed, "owner": 403, "member": 403, None: 401}[persona]
    assert response.status_code == expected
    if expected >= 400:
        error = {403: "permission_denied", 401: "not_authenticated"}[expected]
        assert response.json()["error"] == error


@pytest.mark.django_db
def test_another_persons_deposit_is_a_404(client_for, individual, outsider):
    theirs = own_deposit(outsider.user)["deposit"]
    response = client_for(individual).get(f"{API}/deposits/{theirs}")
    assert response.status_code == 404
    assert response.json()["error"] == "not_found"
    assert client_for(individual).get(f"{API}/deposits/dep_nonexistent").status_code == 404


@pytest.mark.django_db
def test_a_company_identity_of_an_individual_is_refused_but_the_person_is_not(client_for, owner):
    """The owner's personal identity reaches the same person's wallet."""
    from conftest import as_individual

    assert client_for(owner).get(f"{API}/wallet").status_code == 403
    assert client_for(as_individual(owner)).get(f"{API}/wallet").status_code == 200
