"""Who may call what (persona x endpoint), and that another person's installed apps and
lite-app spaces stay invisible (404) and untouched."""

import pytest

from apps.common.role_matrix import matrix_covers
from apps.common.testing import call_endpoint
from apps.devices.services import device_bind, device_unbind
from apps.devices.tests.helpers import GIB

from ..models import InstalledApp
from .helpers import (
    API,
    GATEWAY_RUNTIME,
    PASSWORD,
    ai_app,
    behind_gateway,
    box,
    installed_app,
    lite_app,
    refused,
    world,
)

# (method, path, body); {placeholders} are filled with the caller's own objects.
ENDPOINTS = [
    ("get", "apps", None),
    ("post", "apps/install", {"device_id": "{target}", "app_id": "{store}", "config": {"password": PASSWORD}}),
    ("get", "apps/install-targets?app_id={store}", None),
    ("get", "apps/{app}", None),
    ("post", "apps/{app}/actions", {"action": "stop"}),
    ("put", "apps/{app}/sharing", {"sharing_mode": "manual", "rentable": True, "price_per_hour": "1.50"}),
    ("put", "apps/{app}/config", {"config": {"port": 8080}}),
    ("get", "apps/{app}/ssh", None),
    ("get", "apps/{app}/ai-api", None),
    ("get", "apps/{app}/gateway", None),
    ("post", "apps/{app}/ai-api/rotate", None),
    ("get", "devices/{lite}/lite-space", None),
    ("put", "devices/{lite}/lite-space", {"disk_bytes": 16 * GIB}),
    ("post", "devices/{lite}/lite-space/power", {"action": "stop"}),
]
matrix_covers([(method, path) for method, path, _body in ENDPOINTS], prefix=f"{API}/")
OBJECT_ENDPOINTS = [endpoint for endpoint in ENDPOINTS if "{app}" in endpoint[1] or "{lite}" in endpoint[1]]
# What a company member may call, on the apps allocated to them (apps/companies/tests/test_member_apps.py).
MEMBER_ENDPOINTS = {
    ("get", "apps"),
    ("get", "apps/{app}"),
    ("post", "apps/{app}/actions"),
    ("get", "apps/{app}/ssh"),
    ("get", "apps/{app}/ai-api"),
    ("get", "apps/{app}/gateway"),
}
MEMBER_MESSAGE = (
    "Members have no permission to manage devices, install apps or rent apps; please contact your administrator."
)


def own_objects(actor) -> dict[str, str]:
    lite_device = box(actor)
    installed_app(actor, app=lite_app(), device=lite_device)
    return {
        "app": str(behind_gateway(installed_app(actor, app=ai_app(runtime=GATEWAY_RUNTIME))).id),
        "lite": str(lite_device.id),
        "target": str(box(actor).id),
        "store": str(ai_app().id),
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
    """Individuals and company owners install and run apps; members are told to ask their
    administrator (but for the calls on apps allocated to them: none are, here, so the list is
    empty and an app is not there); the signed-out must sign in. A refused call writes nothing."""
    caller = personas[persona] if persona else None
    objects = own_objects((personas["owner"] if persona == "member" else caller or personas["individual"]).actor)
    if persona == "member" and (method, path.split("?")[0]) in MEMBER_ENDPOINTS:
        expected = 200 if path == "apps" else 404
    before = world()
    response = call(client_for(caller), method, path, body, objects)
    assert response.status_code == expected, response.json()
    assert response.json()["code"] == expected
    if expected == 403:
        assert response.json()["error"] == "member_not_allowed"
        assert response.json()["msg"] == MEMBER_MESSAGE
    if expected == 401:
        assert response.json()["error"] == "not_authenticated"
    if expected == 404:
        assert response.json()["error"] == "not_found"
    if expected == 200 and persona == "member":
        assert response.json()["data"]["total"] == 0
    if expected != 200:
        assert world() == before


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), OBJECT_ENDPOINTS)
def test_another_persons_apps_answer_404_and_change_nothing(client_for, individual, outsider, method, path, body):
    objects = own_objects(outsider.actor)
    own_objects(individual.actor)  # the caller has apps and a space of their own
    before = world()
    response = call(client_for(individual), method, path, body, objects)
    refused(response, 404, "not_found")
    assert world() == before


@pytest.mark.django_db
def test_a_company_owners_apps_are_not_the_individuals(client_for, individual, owner):
    objects = own_objects(owner.actor)
    api = client_for(individual)
    assert api.get(f"{API}/apps").json()["data"]["total"] == 0
    refused(api.get(f"{API}/apps/{objects['app']}"), 404, "not_found")


@pytest.mark.django_db
def test_the_list_holds_only_the_callers_apps(client_for, individual, outsider):
    mine = installed_app(individual.actor)
    installed_app(outsider.actor)
    items = client_for(individual).get(f"{API}/apps").json()["data"]["items"]
    assert [item["id"] for item in items] == [mine.id]


@pytest.mark.django_db
def test_a_devices_next_owner_does_not_see_the_previous_owners_apps(client_for, individual, outsider):
    """Unbinding removes the apps (kept as not_install with their log); whoever binds the box
    next must not read them."""
    installed = installed_app(individual.actor, config={"password": PASSWORD, "port": 4242})
    device = installed.device
    device_unbind(actor=individual.actor, device_id=device.id)
    device_bind(actor=outsider.actor, code=device.device_id)
    api = client_for(outsider)
    for path in ["", "/ssh", "/ai-api", "/gateway"]:
        refused(api.get(f"{API}/apps/{installed.id}{path}"), 404, "not_found")
    before = world()
    refused(api.post(f"{API}/apps/{installed.id}/ai-api/rotate"), 404, "not_found")
    sharing = {"sharing_mode": "manual", "rentable": False, "price_per_hour": "1"}
    refused(api.put(f"{API}/apps/{installed.id}/sharing", sharing, format="json"), 404, "not_found")
    refused(api.post(f"{API}/apps/{installed.id}/actions", {"action": "start"}, format="json"), 404, "not_found")
    assert world() == before
    assert api.get(f"{API}/apps").json()["data"]["total"] == 0
    # the previous owner lost them with the device
    refused(client_for(individual).get(f"{API}/apps/{installed.id}"), 404, "not_found")
    # and the new owner can install the same app afresh
    response = api.post(
        f"{API}/apps/install",
        {"device_id": device.id, "app_id": installed.app_id, "config": {"password": PASSWORD}},
        format="json",
    )
    assert response.status_code == 200, response.json()
    fresh = response.json()["data"]
    assert [entry["actor"] for entry in fresh["log"]] == ["outsider", "outsider"]
    assert InstalledApp.objects.filter(device=device).count() == 2
