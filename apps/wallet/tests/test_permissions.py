"""Who may call what (persona x endpoint): individuals only; and another person's deposit
is a 404."""

from decimal import Decimal

import pytest

from apps.common.role_matrix import matrix_covers
from apps.common.testing import call_endpoint
from apps.wallet.services import deposit_create

from .helpers import API

# (method, path, body, status for an individual); {deposit} is the caller's own deposit.
ENDPOINTS = [
    ("get", "wallet", None, 200),
    ("patch", "wallet", {"low_balance_threshold": "5"}, 200),
    ("get", "wallet/summary", None, 200),
    ("get", "transactions", None, 200),
    ("get", "transactions/export", None, 200),
    ("get", "deposits/options", None, 200),
    ("post", "deposits", {"amount": "10", "method": "sandbox_card"}, 200),
    ("get", "deposits/{deposit}", None, 200),
]
matrix_covers([(method, path) for method, path, _body, _allowed in ENDPOINTS], prefix=f"{API}/")


def own_deposit(user) -> dict[str, str]:
    return {"deposit": deposit_create(user=user, amount=Decimal(10), method="sandbox_wechat").id}


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body", "allowed"), ENDPOINTS)
@pytest.mark.parametrize("persona", ["individual", "outsider", "owner", "member", None])
def test_permission_matrix(client_for, personas, persona, method, path, body, allowed):
    caller = personas[persona] if persona else None
    objects = own_deposit((caller or personas["individual"]).user)
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
