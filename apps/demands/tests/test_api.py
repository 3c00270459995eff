"""The calls under /api/rmp/v1/demands and /orders: a permission matrix per call, the
object checks on every id, and the issue's journey over the API."""

from decimal import Decimal
from typing import Any

import pytest

from apps.accounts.tests.factories import PASSWORD
from apps.common.role_matrix import matrix_covers
from apps.devices.tests.helpers import GIB
from apps.installs.tests.helpers import ai_app, answer, refused
from apps.listings.services import listing_busy_set
from apps.listings.tests.helpers import BEIJING, GPU_4090, SHANGHAI, rentable_app
from apps.notifications.models import Notification
from apps.rentals.choices import RentalStatus
from apps.rentals.services import rental_settle, rentals_bill
from apps.rentals.tests.helpers import box_answers, seconds_after
from apps.wallet.tests.helpers import fund

from ..choices import DemandStatus, OrderStatus
from ..models import Demand, DemandLog, Order, OrderLog
from ..notification_kinds import DEMAND_MATCHING, ORDER_CONFIRMED, ORDER_FINISHED, ORDER_OFFERED
from ..services import demand_withdraw, order_offer
from .helpers import API, SPECS, demand_of, gpu_box, install_of, rental_of, running_app

pytestmark = pytest.mark.django_db

# The request body: the helpers' specs in the API's form.
BODY = {**SPECS, "price_per_hour": "3.60", "description": "A weekend's training run"}


@pytest.fixture
def provider(make_persona):
    return make_persona("individual", name="provider")


@pytest.fixture
def demand(individual):
    fund(individual.user, "100")
    return demand_of(individual.user)


@pytest.fixture
def order(demand, provider):
    return order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=running_app(provider.actor).pk)


CALLS = {
    "board": ("get", "demands", None),
    "publish": ("post", "demands", BODY),
    "demand": ("get", "demands/{demand}", None),
    "withdraw": ("post", "demands/{demand}/withdraw", None),
    "offer": ("post", "demands/{demand}/offers", "app"),
    "orders": ("get", "orders", None),
    "order": ("get", "orders/{order}", None),
    "accept": ("post", "orders/{order}/accept", "price"),
    "decline": ("post", "orders/{order}/decline", None),
    "cancel": ("post", "orders/{order}/cancel", None),
    "dispute": ("post", "orders/{order}/disputes", {"reason": "other", "text": "It never ran."}),
}
matrix_covers([(method, path) for method, path, _body in CALLS.values()], prefix=f"{API}/")
# who -> expected status per call: the individual published the demand, `provider` offered;
# an offer is made with the caller's own running app.
ALL_403 = dict.fromkeys(CALLS, 403)
MATRIX = {
    "individual": {
        **dict.fromkeys(("board", "demand", "withdraw", "orders", "order", "accept", "decline"), 200),
        "publish": 200,
        "offer": 409,  # their own demand
        "cancel": 403,
        "dispute": 409,  # the offer started no rental yet
    },
    "provider": {
        **dict.fromkeys(("board", "demand", "orders", "order", "cancel"), 200),
        "publish": 200,
        "withdraw": 404,
        "offer": 409,  # the same box offered twice
        "accept": 403,
        "decline": 403,
        "dispute": 404,
    },
    "outsider": {
        **dict.fromkeys(("board", "demand", "orders"), 200),
        "publish": 200,
        "offer": 200,
        **dict.fromkeys(("withdraw", "order", "accept", "decline", "cancel", "dispute"), 404),
    },
    "owner": ALL_403,
    "member": ALL_403,
    None: dict.fromkeys(CALLS, 401),
}


def agreed(order: Order | dict[str, Any]) -> dict[str, str]:
    """What the accept dialog sends: the offer's price it showed."""
    price = order["price_per_hour"] if isinstance(order, dict) else order.price_per_hour
    return {"price_per_hour": str(price)}


@pytest.mark.parametrize("who", list(MATRIX))
@pytest.mark.parametrize("call", list(CALLS))
def test_permission_matrix(who, call, personas, provider, order, client_for):
    persona = {**personas, "provider": provider}[who] if who else None
    method, path, body = CALLS[call]
    if body == "app":
        offered = order.installed_app if who == "provider" else running_app(persona.actor) if persona else None
        body = {"installed_app_id": offered.pk if offered else 1}
    if body == "price":
        body = {"price_per_hour": str(order.price_per_hour)}
    url = f"{API}/{path.format(demand=order.demand_id, order=order.pk)}"
    response = getattr(client_for(persona), method)(url, body, format="json")
    assert response.status_code == MATRIX[who][call], response.json()
    if who == "member":
        assert response.json()["error"] == "member_not_allowed"
    if who == "owner":
        assert response.json()["error"] == "permission_denied"


def test_object_checks_on_every_id(client_for, individual, provider, outsider, order):
    """Another person's demand once withdrawn, their order, their device and their app: 404."""
    client = client_for(outsider)
    refused(client.get(f"{API}/orders/{order.pk}"), 404, "not_found")
    refused(client.post(f"{API}/demands/{order.demand_id}/withdraw"), 404, "not_found")
    theirs = {"installed_app_id": order.installed_app_id}
    refused(client.post(f"{API}/demands/{order.demand_id}/offers", theirs, format="json"), 404, "not_found")
    device = {"device_id": order.device_id}
    with_app = demand_of(individual.user, app_id=ai_app().pk)
    refused(client.post(f"{API}/demands/{with_app.pk}/offers", device, format="json"), 404, "not_found")
    demand_withdraw(owner=individual.user, demand_id=with_app.pk)
    refused(client.get(f"{API}/demands/{with_app.pk}"), 404, "not_found")
    refused(client_for(provider).get(f"{API}/demands/{with_app.pk}"), 404, "not_found")
    assert client_for(individual).get(f"{API}/demands/{with_app.pk}").json()["data"]["status"] == "withdrawn"
    refused(client.get(f"{API}/demands/99999999"), 404, "not_found")
    refused(client.get(f"{API}/orders/99999999"), 404, "not_found")


def test_a_taken_demand_stays_visible_to_those_who_offered(client_for, individual, provider, outsider, order):
    client_for(individual).post(f"{API}/orders/{order.pk}/accept", agreed(order), format="json")
    assert client_for(provider).get(f"{API}/demands/{order.demand_id}").json()["data"]["status"] == "taken"
    body = refused(
        client_for(individual).post(f"{API}/demands/{order.demand_id}/withdraw"), 409, "transition_not_allowed"
    )
    assert body["data"] == {"status": "taken", "allowed": ["open"]}
    refused(client_for(outsider).get(f"{API}/demands/{order.demand_id}"), 404, "not_found")


def test_bad_input_is_a_translated_field_error_and_writes_nothing(client_for, individual, provider, order):
    client = client_for(individual)
    before = (Demand.objects.count(), DemandLog.objects.count(), Order.objects.count(), OrderLog.objects.count())
    bad = {**BODY, "gpu_count": -1, "price_per_hour": "1.001", "hours": 0, "tier": "huge", "max_km": 5000}
    body = refused(
        client.post(f"{API}/demands", bad, format="json", headers={"Accept-Language": "zh"}), 400, "validation_error"
    )
    assert set(body["data"]) == {"gpu_count", "price_per_hour", "hours", "tier", "max_km"}
    body = refused(client.post(f"{API}/demands", {**BODY, "lat": None}, format="json"), 400, "validation_error")
    assert set(body["data"]) == {"lat"}
    offers = f"{API}/demands/{order.demand_id}/offers"
    for bad_offer in ({}, {"device_id": 1, "installed_app_id": 1}, {"device_id": "x"}, {"device_id": 2**70}):
        refused(client_for(provider).post(offers, bad_offer, format="json"), 400, "validation_error")
    refused(client.get(f"{API}/demands?max_km=10"), 400, "validation_error")
    refused(client.get(f"{API}/demands?near=500,1"), 400, "validation_error")
    refused(client.get(f"{API}/orders?role=boss"), 400, "validation_error")
    after = (Demand.objects.count(), DemandLog.objects.count(), Order.objects.count(), OrderLog.objects.count())
    assert after == before


def test_the_board_filters_and_pages(client_for, individual, outsider):
    demand_of(individual.user, name="near", gpu_model="RTX 4090", price_per_hour=Decimal("5"))
    demand_of(individual.user, name="far", lng=SHANGHAI[0], lat=SHANGHAI[1], gpu_model="A100")
    demand_of(individual.user, name="cheap", price_per_hour=Decimal("1"), gpu_model="RTX 3090")
    gone = demand_of(individual.user, name="gone")
    demand_withdraw(owner=individual.user, demand_id=gone.pk)
    client = client_for(outsider)

    def names(query: str) -> list[str]:
        data = client.get(f"{API}/demands{query}").json()["data"]
        return [item["name"] for item in data["items"]]

    assert names("") == ["cheap", "far", "near"]
    assert names("?gpu=rtx") == ["cheap", "near"]
    assert names("?max_price=2") == ["cheap"]
    assert names(f"?near={BEIJING[0]},{BEIJING[1]}&max_km=100") == ["cheap", "near"]
    assert names("?limit=1&offset=1") == ["far"]
    near = client.get(f"{API}/demands?near={SHANGHAI[0]},{SHANGHAI[1]}").json()["data"]["items"]
    assert [item["distance_km"] for item in near][1] == 0
    regions = client.get(f"{API}/demands?near={SHANGHAI[0]},{SHANGHAI[1]}", HTTP_ACCEPT_LANGUAGE="zh").json()
    assert {item["name"]: item["region"] for item in regions["data"]["items"]} == {
        "cheap": "北京",
        "far": "上海",
        "near": "北京",
    }
    mine = client_for(individual).get(f"{API}/demands?mine=true").json()["data"]
    assert mine["total"] == 4 and all(item["mine"] for item in mine["items"])
    assert client.get(f"{API}/demands?mine=true").json()["data"]["total"] == 0


def test_the_journey_dave_alice_and_bob(client_for, make_persona):
    """dave publishes one GPU with 16 GB within 50 km; alice, whose box fits, is told and takes
    it; bob's box without a GPU is refused; dave accepts, the app is prepared on alice's box,
    the order is confirmed and the rental bills; dave ends it and the order is finished."""
    dave, alice, bob = (make_persona("individual", name=name) for name in ("dave", "alice", "bob"))
    app = ai_app()
    rentable_app(alice.actor, app=app, gpus=[{"name": "RTX 4090", "passthrough": True, "vram_bytes": 24 * GIB}])
    fund(dave.user, "50")

    response = client_for(dave).post(f"{API}/demands", {**BODY, "app_id": app.pk}, format="json")
    assert response.status_code == 200, response.json()
    demand = response.json()["data"]
    assert demand["status"] == DemandStatus.OPEN and len(demand["matching_listings"]) == 1
    told = Notification.objects.filter(kind=DEMAND_MATCHING)
    assert [(note.recipient, note.link) for note in told] == [(alice.user, f"/demands-and-offers?id={demand['id']}")]

    offers = f"{API}/demands/{demand['id']}/offers"
    response = client_for(bob).post(offers, {"device_id": gpu_box(bob.actor, gpus=[]).pk}, format="json")
    body = refused(response, 409, "order_requirements_unsatisfied")
    assert body["msg"] == "Order requirements not satisfied, cannot take order."
    assert "gpu_count" in {item["requirement"] for item in body["data"]["unsatisfied"]}

    response = client_for(alice).post(offers, {"device_id": gpu_box(alice.actor).pk}, format="json")
    assert response.status_code == 200, response.json()
    order = response.json()["data"]
    assert (order["status"], order["role"], order["kind"]) == ("pending", "provider", "device")
    assert Notification.objects.filter(kind=ORDER_OFFERED, recipient=dave.user).exists()

    accepted = client_for(dave).post(f"{API}/orders/{order['id']}/accept", agreed(order), format="json").json()["data"]
    assert accepted["status"] == OrderStatus.ACCEPTED and accepted["device"] is None
    row = Order.objects.get(pk=order["id"])
    answer(answer(install_of(row)))  # the box installs and starts the app
    detail = client_for(alice).get(f"{API}/orders/{order['id']}").json()["data"]
    assert detail["status"] == OrderStatus.CONFIRMED
    assert [move["new_status"] for move in detail["timeline"]] == ["pending", "accepted", "processing", "confirmed"]
    assert Notification.objects.filter(kind=ORDER_CONFIRMED).count() == 2

    rental = rental_of(row)
    box_answers(rental.installed_app)
    rentals_bill(now=seconds_after(rental_of(row), 3600))
    rental = rental_of(row)
    assert rental.status == RentalStatus.RENTAL_ONGOING and rental.charged == Decimal("3.60")
    ended = client_for(dave).post(f"{API}/rentals/{rental.pk}/end")
    assert ended.status_code == 200, ended.json()
    rental_settle(rental_id=rental.pk)
    detail = client_for(dave).get(f"{API}/orders/{order['id']}").json()["data"]
    assert (detail["status"], detail["reason"], detail["rental_id"]) == ("finished", "renter_ended", rental.pk)
    assert Notification.objects.filter(kind=ORDER_FINISHED).count() == 2
    listed = client_for(dave).get(f"{API}/orders?role=demander&status=finished").json()["data"]
    assert [item["id"] for item in listed["items"]] == [order["id"]]


def test_matching_listings_leave_out_the_busy_the_unfit_the_far_and_the_owners_own(
    client_for, individual, make_persona
):
    fits, busy, small, far = (make_persona("individual", name=name) for name in ("fits", "busy", "small", "far"))
    expected = rentable_app(fits.actor, price="3.00", gpus=[GPU_4090])
    rentable_app(individual.actor, price="1.00", gpus=[GPU_4090])
    rentable_app(small.actor, price="1.00", gpus=[{"name": "RTX 3060", "passthrough": True, "vram_bytes": 12 * GIB}])
    rentable_app(far.actor, price="1.00", at=SHANGHAI, gpus=[GPU_4090])
    listing_busy_set(installed_app_id=rentable_app(busy.actor, price="1.00", gpus=[GPU_4090]).pk, busy=True)
    demand = demand_of(individual.user)
    matching = client_for(individual).get(f"{API}/demands/{demand.pk}").json()["data"]["matching_listings"]
    assert [item["installed_app_id"] for item in matching] == [expected.pk]
    assert matching[0]["distance_km"] <= 1  # from the listing's rounded point
    told = Notification.objects.filter(kind=DEMAND_MATCHING).values_list("recipient__name", flat=True)
    assert list(told) == ["fits"]


def test_publishing_and_offering_are_limited_per_person(client_for, individual, provider, settings, order):
    settings.DEMAND_CREATE_RATE = "1/day"
    settings.ORDER_OFFER_RATE = "1/hour"
    client = client_for(individual)
    assert client.post(f"{API}/demands", BODY, format="json").status_code == 200
    body = refused(client.post(f"{API}/demands", BODY, format="json"), 429, "too_many_requests")
    assert body["data"]["retry_after"] > 0
    assert client.get(f"{API}/demands").status_code == 200  # reading is not counted
    offers = f"{API}/demands/{order.demand_id}/offers"
    first, second = ({"installed_app_id": running_app(provider.actor).pk} for _ in range(2))
    assert client_for(provider).post(offers, first, format="json").status_code == 200
    refused(client_for(provider).post(offers, second, format="json"), 429, "too_many_requests")


def test_accepting_a_large_first_hold_needs_a_recent_sign_in(client_for, individual, order, settings):
    settings.REAUTH_SPEND_ABOVE = Decimal("3.00")
    accept = f"{API}/orders/{order.pk}/accept"
    body = refused(client_for(individual).post(accept, agreed(order), format="json"), 403, "reauth_required")
    assert body["data"] == {"method": "password"}
    wrong = {**agreed(order), "password": "wrong"}
    refused(client_for(individual).post(accept, wrong, format="json"), 403, "reauth_required")
    response = client_for(individual).post(accept, {**agreed(order), "password": PASSWORD}, format="json")
    assert response.status_code == 200 and response.json()["data"]["status"] == OrderStatus.CONFIRMED


def test_an_offer_is_taken_only_at_the_price_the_demander_saw(client_for, individual, order):
    accept = f"{API}/orders/{order.pk}/accept"
    refused(client_for(individual).post(accept), 400, "validation_error")
    body = refused(client_for(individual).post(accept, {"price_per_hour": "0.01"}, format="json"), 409, "price_changed")
    assert Decimal(body["data"]["price_per_hour"]) == order.price_per_hour
    order.refresh_from_db()
    assert order.status == OrderStatus.PENDING and order.hold_id is None
    assert client_for(individual).post(accept, agreed(order), format="json").status_code == 200


def test_the_demander_disputes_an_orders_rental(client_for, individual, provider, order):
    from apps.rentals.tests.helpers import box_answers

    from ..services import order_accept

    def may_dispute(persona: Any) -> bool:
        return client_for(persona).get(f"{API}/orders/{order.pk}").json()["data"]["can_dispute"]

    assert not may_dispute(individual)  # nothing rented yet
    accepted = order_accept(demander=individual.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    box_answers(order.installed_app)  # the rental starts
    assert may_dispute(individual) and not may_dispute(provider)
    answer = client_for(individual).post(
        f"{API}/orders/{order.pk}/disputes", {"reason": "not_working", "text": "It stopped."}, format="json"
    )
    assert answer.status_code == 200, answer.json()
    dispute = answer.json()["data"]
    assert (dispute["rental_id"], dispute["status"], dispute["role"]) == (accepted.rental_id, "open", "renter")
    theirs = client_for(provider).get(f"{API}/disputes?role=provider").json()["data"]
    assert [item["id"] for item in theirs["items"]] == [dispute["id"]]
    assert not may_dispute(individual)  # one is under way
