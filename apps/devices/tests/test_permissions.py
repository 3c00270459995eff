"""Who may call what (persona x endpoint), and that another person's devices stay invisible."""

import pytest

from apps.common.role_matrix import matrix_covers
from apps.common.testing import call_endpoint
from apps.devices.choices import DeviceKind, DeviceStatus
from apps.devices.models import AgentCommand, Device

from .helpers import API, cloud_customer, first_plan, make_device

# (method, path, body); {placeholders} are filled with the caller's own objects.
ENDPOINTS = [
    ("get", "devices", None),
    ("get", "devices/{device}", None),
    ("put", "devices/{device}", {"name": "Renamed", "location": {"lng": 1, "lat": 2}}),
    ("post", "devices/bind", {"device_id": "{free}"}),
    ("post", "devices/{device}/unbind", None),
    ("post", "devices/{device}/power", {"action": "stop"}),
    ("post", "devices/{zcloud}/power", {"action": "delete"}),
    ("get", "plans", None),
    ("post", "devices/zcloud", {"plan_id": "{plan}", "name": "Cloudy", "price_per_hour": "{price}"}),
]
matrix_covers([(method, path) for method, path, _body in ENDPOINTS], prefix=f"{API}/")

OBJECT_ENDPOINTS = [endpoint for endpoint in ENDPOINTS if "{device}" in endpoint[1] or "{zcloud}" in endpoint[1]]
MEMBER_MESSAGE = (
    "Members have no permission to manage devices, install apps or rent apps; please contact your administrator."
)


def own_objects(actor) -> dict[str, str]:
    cloud_customer(actor.user)
    return {
        "device": str(make_device(actor).id),
        "zcloud": str(make_device(actor, kind=DeviceKind.ZCLOUD, plan=first_plan()).id),
        "free": make_device(None).device_id,
        "plan": str(first_plan().id),
        "price": str(first_plan().price_per_hour),
    }


def call(client, method, path, body, objects):
    return call_endpoint(client, method, f"{API}/{path}", body, objects)


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), ENDPOINTS)
@pytest.mark.parametrize(
    ("persona", "expected"),
    [("individual", 200), ("outsider", 200), ("owner", 200), ("member", 403), (None, 401)],
)
def test_permission_matrix(client_for, personas, persona, expected, method, path, body):
    """Individuals and company owners manage devices; members are told to ask their
    administrator; the signed-out must sign in."""
    caller = personas[persona] if persona else None
    objects = own_objects((caller or personas["individual"]).actor)
    response = call(client_for(caller), method, path, body, objects)
    assert response.status_code == expected, response.json()
    assert response.json()["code"] == expected
    if expected == 403:
        assert response.json()["error"] == "member_not_allowed"
        assert response.json()["msg"] == MEMBER_MESSAGE
    if expected == 401:
        assert response.json()["error"] == "not_authenticated"


def snapshot():
    return (
        sorted(Device.objects.values_list("id", "owner_user_id", "owner_company_id", "name", "status", "lng", "lat")),
        sorted(AgentCommand.objects.values_list("id", "status")),
    )


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), OBJECT_ENDPOINTS)
def test_another_persons_devices_answer_404_and_change_nothing(client_for, individual, outsider, method, path, body):
    objects = own_objects(outsider.actor)
    before = snapshot()
    response = call(client_for(individual), method, path, body, objects)
    assert response.status_code == 404, response.json()
    assert response.json()["error"] == "not_found"
    assert snapshot() == before


@pytest.mark.django_db
def test_unbound_devices_are_nobodys(client_for, individual):
    device = make_device(None, status=DeviceStatus.ONLINE)
    api = client_for(individual)
    assert api.get(f"{API}/devices/{device.id}").status_code == 404
    assert api.get(f"{API}/devices").json()["data"]["total"] == 0
