"""A rented app that a box's agent runs behind its gateway: the install carries the version's
runtime, the app and the renter get keys of their own, and `rentals/{id}/access` answers the
app's address on the gateway the box reported with the renter's key, which opens the app only
while the rental runs."""

import pytest

from apps.common import secrets as sealing
from apps.common.errors import ApplicationError
from apps.devices.models import AgentCommand
from apps.devices.tests.helpers import agent_headers
from apps.installs.models import AppAccessGrant
from apps.installs.selectors import app_gateway_info
from apps.installs.tests.helpers import refused, server_app
from apps.listings.tests.helpers import rentable_app

from ..services import rental_end
from .helpers import API, PRICE, rented

pytestmark = pytest.mark.django_db

CIM = "/api/cim/v1"
SCHEMA = {"type": "object", "properties": {"greeting": {"type": "string"}}}
RUNTIME = {"image": "zcompute/hello-box:1", "port": 8080, "env": {"GREETING": "greeting"}, "access": "http"}
GATEWAY = "http://203.0.113.7:8780"


@pytest.fixture
def provider(make_persona):
    return make_persona("individual", name="provider")


def gateway_app(provider, runtime=RUNTIME):
    """A running app on the provider's box, rented out, whose version runs with `runtime`."""
    return rentable_app(provider.actor, app=server_app(config_schema=SCHEMA, runtime=runtime), price=PRICE)


def report_gateway(client, device, url=GATEWAY):
    resources = {key: getattr(device, key) for key in ("cpu_cores", "memory_bytes", "disk_bytes", "gpus")}
    body = {"resources": resources, "apps": [], "gateway_url": url}  # as an agent's first heartbeat
    response = client.post(f"{CIM}/agent/heartbeat", body, format="json", **agent_headers(device))
    assert response.status_code == 200, response.json()
    return response.json()["data"]


def verify(client, installed, key):
    body = {"app_id": installed.id, "api_key": key}
    response = client.post(f"{CIM}/agent/access/verify", body, format="json", **agent_headers(installed.device))
    return response.json()["data"]["valid"]


def test_the_install_carries_the_versions_runtime_and_makes_the_apps_key(provider):
    installed = gateway_app(provider)
    assert installed.runtime == RUNTIME
    install = AgentCommand.objects.filter(app_id=installed.id, type="install").get()
    assert install.payload["runtime"] == RUNTIME
    assert sealing.decrypt(installed.api_key_sealed).startswith("zk-")
    assert sealing.is_sealed(install.payload["api_key"])


def test_an_ssh_app_gets_no_key_and_is_reached_by_ssh(client_for, provider, individual):
    installed = gateway_app(provider, runtime={**RUNTIME, "access": "ssh"})
    assert installed.api_key_sealed == ""
    rental = rented(individual.user, installed)
    report_gateway(client_for(None), installed.device)
    access = client_for(individual).get(f"{API}/rentals/{rental.pk}/access").json()["data"]
    assert access["kind"] == "ssh" and access["gateway"] is None


def test_the_renter_reaches_the_app_on_the_gateway_with_their_own_key_while_the_rental_runs(
    client_for, provider, individual
):
    installed = gateway_app(provider)
    rental = rented(individual.user, installed)
    renter = client_for(individual)
    # Until the box's agent reports its gateway the app is reached as before (SSH here).
    assert renter.get(f"{API}/rentals/{rental.pk}/access").json()["data"]["kind"] == "ssh"
    held = report_gateway(client_for(None), installed.device)
    assert held["apps"] == [{"id": installed.id, "status": "running"}]

    access = renter.get(f"{API}/rentals/{rental.pk}/access").json()["data"]
    grant = AppAccessGrant.objects.get(installed_app=installed, holder=individual.user)
    assert access["kind"] == "gateway" and access["ssh"] is None and access["ai_api"] is None
    assert access["gateway"] == {"url": f"{GATEWAY}/{installed.id}/", "api_key": sealing.decrypt(grant.api_key_sealed)}
    key = access["gateway"]["api_key"]
    granted = AgentCommand.objects.filter(app_id=installed.id, type="configure").earliest("id")
    assert sealing.is_sealed(granted.payload["access"]["grant"]["api_key"])  # the renter's key went to the box sealed
    box = client_for(None)
    assert verify(box, installed, key) is True
    assert verify(box, installed, sealing.decrypt(installed.api_key_sealed)) is True  # the owner's own

    rental_end(renter=individual.user, rental_id=rental.pk)
    assert verify(box, installed, key) is False  # at once, before the box hears of the revoke
    refused(renter.get(f"{API}/rentals/{rental.pk}/access"), 409, "rental_not_ongoing")


def test_a_gateway_address_must_be_http(client_for, provider):
    installed = gateway_app(provider)
    body = {"gateway_url": "ftp://203.0.113.7/"}
    response = client_for(None).post(f"{CIM}/agent/heartbeat", body, format="json", **agent_headers(installed.device))
    assert refused(response, 400, "validation_error")
    installed.device.refresh_from_db()
    assert installed.device.gateway_url == ""


def test_an_app_off_the_gateway_has_no_gateway_address(provider):
    installed = gateway_app(provider, runtime={})
    installed.device.gateway_url = GATEWAY
    with pytest.raises(ApplicationError) as refusal:
        app_gateway_info(installed=installed)
    assert refusal.value.code == "gateway_not_available"
