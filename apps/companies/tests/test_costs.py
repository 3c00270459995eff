"""What a company's machines cost its owner's wallet: `sme/costs`, read from the owner's ledger
movements made for the company (DECISIONS: the wallet's own calls stay the individual's)."""

from decimal import Decimal

import pytest

from apps.wallet.services import wallet_charge
from apps.wallet.tests.helpers import fund

from .helpers import API


@pytest.mark.django_db
def test_the_owner_sees_what_the_company_cost_and_only_that(client_for, owner, make_persona):
    user = owner.user
    fund(user, "100")
    wallet_charge(user=user, amount=Decimal("2.80"), idempotency_key="a", reference="device:1", company_id=owner.sme_id)
    wallet_charge(user=user, amount=Decimal("1.20"), idempotency_key="b", reference="device:2", company_id=owner.sme_id)
    # The owner's own spending, and another company's, are not the company's.
    wallet_charge(user=user, amount=Decimal("5.00"), idempotency_key="c", reference="rental:9")
    other = make_persona("owner")
    fund(other.user, "10")
    wallet_charge(user=other.user, amount=Decimal("3"), idempotency_key="d", reference="x", company_id=other.sme_id)

    costs = client_for(owner).get(f"{API}/sme/costs", {"days": 7, "tz": "Asia/Shanghai"}).json()["data"]
    assert (costs["spending"], costs["income"]) == ("4.00", "0.00")
    assert [(row["amount"], row["reference"]) for row in costs["items"]] == [
        ("-1.20", "device:2"),
        ("-2.80", "device:1"),
    ]
    assert {row["company"] for row in costs["items"]} == {owner.sme_id}


@pytest.mark.django_db
def test_a_bad_period_is_a_field_error(client_for, owner):
    refused = client_for(owner).get(f"{API}/sme/costs", {"days": 0})
    assert refused.status_code == 400 and "days" in refused.json()["data"]
