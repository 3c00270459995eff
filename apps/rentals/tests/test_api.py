"""The calls under /api/rmp/v1/rentals: a permission matrix per call and the object checks."""

from decimal import Decimal

import pytest

from apps.accounts.tests.factories import PASSWORD
from apps.common.role_matrix import matrix_covers
from apps.installs.tests.helpers import refused
from apps.listings.models import Listing
from apps.wallet.tests.helpers import fund

from ..choices import RentalStatus
from ..models import Rental, RentalLog
from ..services import rental_end, rental_settle, rentals_bill
from .helpers import API, available, box_answers, listing_id, market_app, rent_body, rented, seconds_after

pytestmark = pytest.mark.django_db


@pytest.fixture
def provider(make_persona):
    return make_persona("individual", name="provider")


@pytest.fixture
def ongoing(provider, individual):
    return rented(individual.user, market_app(provider.actor))


CALLS = {
    "list": ("get", "rentals"),
    "rent": ("post", "rentals"),
    "detail": ("get", "rentals/{rental}"),
    "access": ("get", "rentals/{rental}/access"),
    "end": ("post", "rentals/{rental}/end"),
    "earnings": ("get", "rentals/earnings?installed_app_id={app}"),
}
matrix_covers(CALLS.values(), prefix=f"{API}/")
# who -> expected status per call; the individual is the renter, `provider` the app's owner
# (`rent` asks for another app of the provider's).
MATRIX = {
    "individual": {"list": 200, "rent": 200, "detail": 200, "access": 200, "end": 200, "earnings": 404},
    "provider": {"list": 200, "rent": 409, "detail": 200, "access": 403, "end": 403, "earnings": 200},
    "outsider": {"list": 200, "rent": 409, "detail": 404, "access": 404, "end": 404, "earnings": 404},
    "owner": dict.fromkeys(CALLS, 403),
    "member": dict.fromkeys(CALLS, 403),
    None: dict.fromkeys(CALLS, 401),
}


@pytest.mark.parametrize("who", list(MATRIX))
@pytest.mark.parametrize("call", list(CALLS))
def test_permission_matrix(who, call, personas, provider, ongoing, client_for):
    persona = {**personas, "provider": provider}[who] if who else None
    method, path = CALLS[call]
    url = f"{API}/{path.format(rental=ongoing.pk, app=ongoing.installed_app_id)}"
    body = rent_body(market_app(provider.actor)) if call == "rent" else None
    response = getattr(client_for(persona), method)(url, body, format="json")
    assert response.status_code == MATRIX[who][call], response.json()
    if who == "member":
        assert response.json()["error"] == "member_not_allowed"
    if who == "outsider" and call not in ("list", "rent"):
        assert response.json()["error"] == "not_found"


def test_rent_over_the_api_then_the_box_answers(client_for, provider, individual):
    installed = market_app(provider.actor)
    fund(individual.user, "20")
    response = client_for(individual).post(f"{API}/rentals", {**rent_body(installed), "max_hours": 3})
    body = response.json()
    assert response.status_code == 200, body
    data = body["data"]
    assert (data["status"], data["role"], data["price_per_hour"], data["max_hours"]) == (
        RentalStatus.PRE_RENTAL_ONGOING,
        "renter",
        "3.60",
        3,
    )
    assert Listing.objects.get(installed_app=installed).busy is True
    listed = client_for(None).get(f"{API}/market/applications/{listing_id(installed)}").json()["data"]
    assert listed["busy"] is True
    box_answers(installed)
    detail = client_for(individual).get(f"{API}/rentals/{data['id']}").json()["data"]
    assert detail["status"] == RentalStatus.RENTAL_ONGOING and detail["runway_seconds"] > 0
    access = client_for(individual).get(f"{API}/rentals/{data['id']}/access")
    assert access["Cache-Control"] == "no-store"
    ai = access.json()["data"]
    assert ai["kind"] == "ai_api" and ai["ai_api"]["api_key"].startswith("zk-") and ai["ssh"] is None


def test_renting_with_a_large_first_hold_needs_a_recent_sign_in(client_for, provider, individual, settings):
    settings.REAUTH_SPEND_ABOVE = Decimal("3.00")  # the first hold is 3.60
    installed = market_app(provider.actor)
    fund(individual.user, "20")
    rent = f"{API}/rentals"
    body = refused(client_for(individual).post(rent, rent_body(installed)), 403, "reauth_required")
    assert body["data"] == {"method": "password"} and not Rental.objects.exists()
    wrong = {**rent_body(installed), "password": "wrong"}
    refused(client_for(individual).post(rent, wrong, format="json"), 403, "reauth_required")
    right = {**rent_body(installed), "password": PASSWORD}
    response = client_for(individual).post(rent, right, format="json")
    assert response.status_code == 200 and response.json()["data"]["status"] == RentalStatus.PRE_RENTAL_ONGOING
    settings.REAUTH_SPEND_ABOVE = Decimal("3.60")  # not above: no question asked
    assert client_for(individual).post(rent, rent_body(market_app(provider.actor))).status_code == 200


def test_renting_is_limited_per_person(client_for, provider, individual, settings):
    settings.RENTAL_CREATE_RATE = "1/hour"
    fund(individual.user, "20")
    client = client_for(individual)
    assert client.post(f"{API}/rentals", rent_body(market_app(provider.actor))).status_code == 200
    second = client.post(f"{API}/rentals", rent_body(market_app(provider.actor)))
    assert refused(second, 429, "too_many_requests")["data"]["retry_after"] > 0
    assert client.get(f"{API}/rentals").status_code == 200  # reading is not counted


def test_the_provider_sees_income_never_the_renters_access(client_for, provider, ongoing):
    items = client_for(provider).get(f"{API}/rentals?role=provider").json()["data"]["items"]
    assert [(item["id"], item["role"], item["income"]) for item in items] == [(ongoing.pk, "provider", "0.00")]
    assert client_for(provider).get(f"{API}/rentals").json()["data"]["total"] == 0


def test_the_installed_apps_earnings_name_the_current_renter_and_keep_the_income(client_for, provider, ongoing):
    path = f"{API}/rentals/earnings?installed_app_id={ongoing.installed_app_id}"
    rentals_bill(now=seconds_after(ongoing, 3600))
    data = client_for(provider).get(path).json()["data"]
    assert (data["income"], data["rentals"]) == ("3.24", 1)  # 3.60 an hour less the 10% fee
    assert (data["current"]["id"], data["current"]["renter_name"], data["current"]["role"]) == (
        ongoing.pk,
        ongoing.renter.name,
        "provider",
    )
    rental_end(renter=ongoing.renter, rental_id=ongoing.pk)
    rental_settle(rental_id=ongoing.pk)
    data = client_for(provider).get(path).json()["data"]
    assert data["current"] is None and data["rentals"] == 1 and Decimal(data["income"]) >= Decimal("3.24")


def test_ending_over_the_api(client_for, individual, ongoing):
    response = client_for(individual).post(f"{API}/rentals/{ongoing.pk}/end")
    assert response.status_code == 200
    ongoing.refresh_from_db()
    assert ongoing.reason == "renter_ended"
    refused(client_for(individual).get(f"{API}/rentals/{ongoing.pk}/access"), 409, "rental_not_ongoing")
    refused(client_for(individual).post(f"{API}/rentals/{ongoing.pk}/end"), 409, "transition_not_allowed")


def _nothing_written() -> tuple:
    return (Rental.objects.count(), RentalLog.objects.count())


def test_refusals_write_nothing(client_for, provider, individual, outsider, ongoing):
    installed = market_app(provider.actor)
    before = _nothing_written()
    client = client_for(outsider)
    refused(client.post(f"{API}/rentals", rent_body(installed)), 409, "rental_insufficient_funds")
    refused(client.post(f"{API}/rentals", rent_body(ongoing.installed_app)), 409, "app_busy")
    refused(client.post(f"{API}/rentals", {"listing_id": 999999, "price_per_hour": "1.00"}), 409, "listing_gone")
    refused(client_for(provider).post(f"{API}/rentals", rent_body(installed)), 409, "rental_own_listing")
    body = refused(client.post(f"{API}/rentals", {"listing_id": "x", "max_hours": 0}), 400, "validation_error")
    assert set(body["data"]) == {"listing_id", "price_per_hour", "max_hours"}
    assert _nothing_written() == before
    assert Listing.objects.get(installed_app=installed).busy is False


def test_a_price_raised_after_the_renter_looked_is_refused_with_the_new_one(client_for, provider, individual):
    installed = market_app(provider.actor)
    seen = rent_body(installed)
    installed.price_per_hour *= 50
    installed.save(update_fields=["price_per_hour"])
    fund(individual.user, "1000")
    before = (_nothing_written(), available(individual.user))
    body = refused(client_for(individual).post(f"{API}/rentals", seen), 409, "price_changed")
    assert Decimal(body["data"]["price_per_hour"]) == installed.price_per_hour
    assert (_nothing_written(), available(individual.user)) == before
    again = {**seen, "price_per_hour": body["data"]["price_per_hour"]}
    assert client_for(individual).post(f"{API}/rentals", again).status_code == 200


def test_a_rent_without_the_price_seen_is_refused(client_for, provider, individual):
    body = {"listing_id": listing_id(market_app(provider.actor))}
    refused(client_for(individual).post(f"{API}/rentals", body), 400, "validation_error")


def test_refusals_read_in_chinese(client_for, outsider, provider):
    installed = market_app(provider.actor)
    response = client_for(outsider).post(f"{API}/rentals", rent_body(installed), headers={"Accept-Language": "zh"})
    body = refused(response, 409, "rental_insufficient_funds")
    assert body["data"] == {"required": "3.60"}
    assert body["msg"] != "Your available balance does not cover the first billing period; please top up first."


def test_account_deletion_is_refused_until_rentals_are_released(ongoing, provider):
    from apps.accounts.deletion import account_blockers

    assert "rentals_active" in {blocker.code for blocker in account_blockers(user=ongoing.renter)}
    assert "rentals_active" in {blocker.code for blocker in account_blockers(user=provider.user)}


def test_the_renters_cost_reads_as_coins(client_for, individual, ongoing):
    item = client_for(individual).get(f"{API}/rentals").json()["data"]["items"][0]
    assert (item["cost"], item["income"], Decimal(item["price_per_hour"])) == ("0.00", None, Decimal("3.60"))


@pytest.mark.parametrize(
    ("who", "status", "error"),
    [
        ("owner", 403, "permission_denied"),
        ("member", 403, "member_not_allowed"),
        (None, 401, "not_authenticated"),
    ],
)
def test_company_identities_and_the_signed_out_cannot_rent(who, status, error, personas, provider, client_for):
    installed = market_app(provider.actor)
    client = client_for(personas[who] if who else None)
    refused(client.post(f"{API}/rentals", rent_body(installed)), status, error)
    assert not Rental.objects.exists()
