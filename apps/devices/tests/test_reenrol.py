"""A box belongs to its owner: re-registering a bound serial needs the box's current secret
or a one-time re-enrolment code its owner made (`devices/{id}/reenrol-code`)."""

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from apps.accounts.tests.helpers import reauthenticated
from apps.common.role_matrix import matrix_covers
from apps.devices.choices import DeviceKind
from apps.devices.models import Device

from .helpers import API, RESOURCES, TOKEN, first_plan, make_device

CODE_CALL = ("post", "devices/{device}/reenrol-code")
matrix_covers([CODE_CALL], prefix=f"{API}/")


@pytest.fixture
def token(settings):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN


def register(client, serial, **body):
    payload = {"registration_token": TOKEN, "serial": serial, "kind": "zbox", "resources": RESOURCES} | body
    return client.post(f"{API}/agent/register", payload, format="json")


def heartbeat(client, device, secret):
    headers = {"HTTP_X_DEVICE_ID": device.device_id, "HTTP_X_DEVICE_SECRET": secret}
    return client.post(f"{API}/agent/heartbeat", {}, format="json", **headers)


def code_for(client, device):
    return client.post(f"{API}/devices/{device.id}/reenrol-code")


@pytest.mark.django_db
class TestPendingSerial:
    """A serial registered and not yet bound: the shared token alone takes no box's secret
    before its owner binds it; a registration whose box fell silent lapses."""

    def test_the_token_alone_is_refused_and_the_box_keeps_its_secret_and_id(self, anon, token):
        first = register(anon, "SN-PENDING").json()["data"]
        before = Device.objects.values().get()
        for extra in [{}, {"device_secret": "wrong"}]:
            response = register(anon, "SN-PENDING", **extra)
            assert response.status_code == 403 and response.json()["error"] == "device_registration_pending"
            assert response.json()["data"] == {"hours": 72}
        assert Device.objects.values().get() == before
        box = Device.objects.get()
        assert heartbeat(anon, box, first["device_secret"]).status_code == 200
        again = register(anon, "SN-PENDING", device_secret=first["device_secret"]).json()["data"]
        assert again["device_id"] == first["device_id"] and again["device_secret"] != first["device_secret"]

    def test_a_lapsed_registration_registers_afresh_under_a_new_device_id(self, anon, token):
        first = register(anon, "SN-LOST").json()["data"]
        with time_machine.travel(timezone.now() + timedelta(hours=73)):
            fresh = register(anon, "SN-LOST")
        assert fresh.status_code == 200, fresh.json()
        assert fresh.json()["data"]["device_id"] != first["device_id"]
        assert Device.objects.count() == 1
        assert heartbeat(anon, Device.objects.get(), first["device_secret"]).status_code == 401


@pytest.mark.django_db
class TestBoundSerial:
    def test_the_token_alone_is_refused_and_the_old_secret_keeps_working(self, anon, token, individual):
        box = make_device(individual.actor, serial="SN-BOUND")
        before = Device.objects.values().get(id=box.id)
        for extra in [{}, {"device_secret": "wrong"}, {"reenrol_code": "wrong"}]:
            response = register(anon, "SN-BOUND", **extra)
            assert response.status_code == 403, response.json()
            assert response.json()["error"] == "device_reenrol_required"
            assert response.json()["msg"] == (
                "This device belongs to someone: send its current device secret or a re-enrolment code from its owner."
            )
        assert Device.objects.values().get(id=box.id) == before
        assert heartbeat(anon, box, "s3cret").status_code == 200

    def test_a_company_box_too(self, anon, token, owner):
        make_device(owner.actor, serial="SN-COMPANY")
        assert register(anon, "SN-COMPANY").json()["error"] == "device_reenrol_required"

    def test_the_current_secret_rotates_it(self, anon, token, individual):
        box = make_device(individual.actor, serial="SN-BOUND")
        answer = register(anon, "SN-BOUND", device_secret="s3cret").json()["data"]
        assert answer["device_id"] == box.device_id
        assert heartbeat(anon, box, "s3cret").status_code == 401
        assert heartbeat(anon, box, answer["device_secret"]).status_code == 200
        assert Device.objects.get(id=box.id).owner_user == individual.user

    def test_an_unbound_serial_needs_its_secret_too(self, anon, token):
        box = make_device(None, serial="SN-FREE")
        assert register(anon, "SN-FREE").json()["error"] == "device_registration_pending"
        answer = register(anon, "SN-FREE", device_secret="s3cret").json()["data"]
        assert answer["device_id"] == box.device_id and heartbeat(anon, box, answer["device_secret"]).status_code == 200


@pytest.mark.django_db
class TestReenrolCode:
    def test_the_code_works_once(self, anon, token, client_for, individual):
        box = make_device(individual.actor, serial="SN-BOUND")
        response = code_for(reauthenticated(client_for(individual)), box)
        assert response.status_code == 200, response.json()
        assert "no-store" in response["Cache-Control"]
        answer = response.json()["data"]
        assert set(answer) == {"code", "expires_at"}
        stored = Device.objects.get(id=box.id)
        assert answer["code"] not in stored.reenrol_code_hash and len(stored.reenrol_code_hash) == 64

        first = register(anon, "SN-BOUND", reenrol_code=answer["code"])
        assert first.status_code == 200, first.json()
        assert heartbeat(anon, box, first.json()["data"]["device_secret"]).status_code == 200
        again = register(anon, "SN-BOUND", reenrol_code=answer["code"])
        assert again.json()["error"] == "device_reenrol_required"

    def test_the_code_expires(self, anon, token, client_for, individual, settings):
        settings.DEVICE_REENROL_CODE_SECONDS = 600
        box = make_device(individual.actor, serial="SN-BOUND")
        answer = code_for(reauthenticated(client_for(individual)), box).json()["data"]
        with time_machine.travel(timezone.now() + timedelta(seconds=601)):
            assert register(anon, "SN-BOUND", reenrol_code=answer["code"]).json()["error"] == "device_reenrol_required"
        assert heartbeat(anon, box, "s3cret").status_code == 200

    def test_a_new_code_replaces_the_old(self, anon, token, client_for, individual):
        box = make_device(individual.actor, serial="SN-BOUND")
        api = reauthenticated(client_for(individual))
        old, new = code_for(api, box).json()["data"]["code"], code_for(api, box).json()["data"]["code"]
        assert old != new
        assert register(anon, "SN-BOUND", reenrol_code=old).json()["error"] == "device_reenrol_required"
        assert register(anon, "SN-BOUND", reenrol_code=new).status_code == 200

    def test_needs_a_recent_sign_in(self, client_for, individual):
        box = make_device(individual.actor)
        response = code_for(client_for(individual), box)
        assert (response.status_code, response.json()["error"]) == (403, "reauth_required")
        assert Device.objects.get(id=box.id).reenrol_code_hash == ""

    def test_zcloud_machines_have_no_agent(self, client_for, individual):
        machine = make_device(individual.actor, kind=DeviceKind.ZCLOUD, plan=first_plan())
        response = code_for(reauthenticated(client_for(individual)), machine)
        assert (response.status_code, response.json()["error"]) == (409, "zcloud_no_agent")

    def test_another_persons_box_is_not_found(self, client_for, individual, outsider):
        box = make_device(outsider.actor)
        response = code_for(reauthenticated(client_for(individual)), box)
        assert (response.status_code, response.json()["error"]) == (404, "not_found")
        assert Device.objects.get(id=box.id).reenrol_code_hash == ""


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("persona", "expected"),
    [("individual", 200), ("outsider", 200), ("owner", 200), ("member", 403), (None, 401)],
)
def test_permission_matrix(client_for, personas, persona, expected):
    caller = personas[persona] if persona else None
    box = make_device((caller or personas["individual"]).actor)
    client = client_for(caller)
    response = code_for(reauthenticated(client) if caller else client, box)
    assert response.status_code == expected, response.json()
    if expected == 403:
        assert response.json()["error"] == "member_not_allowed"
