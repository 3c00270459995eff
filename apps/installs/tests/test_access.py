"""SSH and AI API access, and that secrets stay sealed: never in clear in the database, the
list and detail answers, the log or the admin."""

import ipaddress
import json

import pytest
from cryptography.hazmat.primitives import serialization
from django.test import Client

from apps.accounts.tests.factories import UserFactory
from apps.common import secrets as sealing
from apps.devices.choices import CommandStatus
from apps.devices.models import AgentCommand, Device
from apps.devices.network import overlay_address
from apps.devices.services import command_result
from apps.devices.tests.helpers import agent_headers
from apps.notifications.models import Notification
from apps.store.choices import AppDisplayType

from ..choices import AppStatus
from ..models import InstalledApp, InstalledAppLog, LiteSpace
from .helpers import (
    AI_SCHEMA,
    API,
    GATEWAY_RUNTIME,
    GATEWAY_URL,
    PASSWORD,
    ai_app,
    app_at,
    behind_gateway,
    described,
    installed_app,
    last_log,
    lite_app,
    refused,
    server_app,
    world,
)

S = AppStatus
NOT_ON_DEVICE = [S.INSTALLING, S.INSTALLATION_FAILED, S.NOT_INSTALL]
ON_DEVICE = [S.INSTALLED, S.RUNNING, S.STOPPED, S.SUSPENDED, S.FAILED, S.UNINSTALL_FAILED]


def ssh(api, installed):
    return api.get(f"{API}/apps/{installed.id}/ssh")


def ai_api(api, installed):
    return api.get(f"{API}/apps/{installed.id}/ai-api")


def rotate(api, installed):
    return api.post(f"{API}/apps/{installed.id}/ai-api/rotate")


def private_key_body(private_key: str) -> str:
    """The key material of an OpenSSH private key (the text between its armour lines)."""
    return "".join(line for line in private_key.splitlines() if not line.startswith("-----"))


def stored_text() -> str:
    """Every column of every row a secret could end up in, as one text."""
    rows = [
        *InstalledApp.objects.values(),
        *AgentCommand.objects.values(),
        *InstalledAppLog.objects.values(),
        *LiteSpace.objects.values(),
        *Notification.objects.values(),
    ]
    return json.dumps(rows, default=str)


@pytest.fixture
def secrets_of(client_for):
    def read(persona, installed):
        api = client_for(persona)
        private_key = ssh(api, installed).json()["data"]["private_key"]
        api_key = ai_api(api, installed).json()["data"]["api_key"]
        return private_key, api_key

    return read


@pytest.mark.django_db
class TestSsh:
    def test_the_private_key_matches_the_stored_public_key(self, client_for, anon, individual):
        installed = installed_app(individual.actor)
        anon.post(
            f"{API}/agent/heartbeat", {}, format="json", REMOTE_ADDR="203.0.113.9", **agent_headers(installed.device)
        )
        response = ssh(client_for(individual), installed)
        assert response.status_code == 200, response.json()
        data = response.json()["data"]
        assert (data["ip"], data["port"], data["username"]) == ("203.0.113.9", 22, "root")
        assert data["overlay_address"] == overlay_address(installed.device)
        assert ipaddress.ip_address(data["overlay_address"]) == ipaddress.ip_address("100.64.0.0") + installed.device.id
        assert data["private_key"].startswith("-----BEGIN OPENSSH PRIVATE KEY-----")
        key = serialization.load_ssh_private_key(data["private_key"].encode(), password=None)
        public = key.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH)
        installed.refresh_from_db()
        assert public.decode() == installed.ssh_public_key
        assert ssh(client_for(individual), installed).json()["data"]["private_key"] == data["private_key"]

    def test_each_install_gets_its_own_key(self, client_for, individual):
        one, two = installed_app(individual.actor), installed_app(individual.actor)
        api = client_for(individual)
        assert one.ssh_public_key != two.ssh_public_key
        assert ssh(api, one).json()["data"]["private_key"] != ssh(api, two).json()["data"]["private_key"]

    @pytest.mark.parametrize("status", NOT_ON_DEVICE)
    def test_not_before_the_install_finished(self, client_for, individual, status):
        installed = app_at(status, individual.actor)
        refused(ssh(client_for(individual), installed), 409, "app_not_installed")
        refused(ai_api(client_for(individual), installed), 409, "app_not_installed")
        before = world()
        refused(rotate(client_for(individual), installed), 409, "app_not_installed")
        assert world() == before

    @pytest.mark.parametrize("status", ON_DEVICE)
    def test_available_while_the_app_is_on_the_device(self, client_for, individual, status):
        installed = app_at(status, individual.actor)
        api = client_for(individual)
        assert ssh(api, installed).status_code == 200
        assert ai_api(api, installed).status_code == 200
        assert api.get(f"{API}/apps/{installed.id}").json()["data"]["has_ssh"] is True


@pytest.mark.django_db
class TestAiApi:
    def test_answers_the_base_url_and_key(self, client_for, individual):
        installed = installed_app(individual.actor, config={"password": PASSWORD, "port": 8080})
        data = ai_api(client_for(individual), installed).json()["data"]
        assert data["base_url"] == f"http://{overlay_address(installed.device)}:8080/v1"
        assert data["api_key"].startswith("zk-") and len(data["api_key"]) > 40
        installed.refresh_from_db()
        assert sealing.digest(data["api_key"]) == installed.api_key_digest
        assert data["rotated_at"] is not None

    def test_ai_server_apps_have_one_too(self, client_for, individual):
        installed = installed_app(individual.actor, app=ai_app(display_type=AppDisplayType.AI_SERVER))
        assert ai_api(client_for(individual), installed).status_code == 200

    @pytest.mark.parametrize("status", [S.RUNNING, S.INSTALLING])
    def test_other_apps_have_none(self, client_for, individual, status):
        installed = app_at(status, individual.actor, app=server_app())
        api = client_for(individual)
        assert api.get(f"{API}/apps/{installed.id}").json()["data"]["has_ai_api"] is False
        refused(ai_api(api, installed), 409, "ai_api_not_available")
        before = world()
        refused(rotate(api, installed), 409, "ai_api_not_available")
        assert world() == before

    def test_rotate_needs_the_device_online(self, client_for, individual):
        installed = installed_app(individual.actor)
        Device.objects.filter(id=installed.device_id).update(status="offline")
        before = InstalledApp.objects.get(id=installed.id).api_key_digest
        refused(rotate(client_for(individual), installed), 409, "device_offline")
        assert InstalledApp.objects.get(id=installed.id).api_key_digest == before
        assert not AgentCommand.objects.filter(type="configure").exists()

    def test_rotate(self, client_for, anon, individual):
        installed = installed_app(individual.actor)
        api = client_for(individual)
        old_key = ai_api(api, installed).json()["data"]["api_key"]
        old_digest = InstalledApp.objects.get(id=installed.id).api_key_digest
        response = rotate(api, installed)
        assert response.status_code == 200, response.json()
        new_key = response.json()["data"]["api_key"]
        assert new_key != old_key and new_key.startswith("zk-")
        installed.refresh_from_db()
        assert installed.api_key_digest != old_digest
        assert sealing.digest(new_key) == installed.api_key_digest
        assert sealing.digest(old_key) != installed.api_key_digest
        assert ai_api(api, installed).json()["data"]["api_key"] == new_key

        command = AgentCommand.objects.get(type="configure")
        assert (command.app_id, command.status) == (installed.id, CommandStatus.PENDING)
        assert set(command.payload) == {"api_key"} and sealing.is_sealed(command.payload["api_key"])
        assert sealing.unseal_tree(command.payload) == {"api_key": new_key}
        assert new_key not in json.dumps(command.payload)

        entry = last_log(installed)
        assert (entry.old_status, entry.new_status, entry.actor, entry.kind) == (
            "running",
            "running",
            individual.user,
            "api_key",
        )
        assert described(entry) == "AI API key rotated"
        assert new_key not in stored_text() and old_key not in stored_text()

        delivered = anon.post(f"{API}/agent/heartbeat", {}, format="json", **agent_headers(installed.device))
        (configure,) = delivered.json()["data"]["commands"]
        assert configure == {
            "id": command.id,
            "type": "configure",
            "app_id": installed.id,
            "payload": {"api_key": new_key},
        }
        # applying the key failing does not move the app
        command_result(device=installed.device, command_id=command.id, success=False, detail="nope")
        assert InstalledApp.objects.get(id=installed.id).status == S.RUNNING


@pytest.mark.django_db
class TestSealed:
    def test_the_database_never_holds_a_secret_in_clear(self, client_for, individual, secrets_of):
        installed = installed_app(individual.actor)
        lite = installed_app(individual.actor, app=lite_app(), device=installed.device)
        private_key, api_key = secrets_of(individual, installed)
        api = client_for(individual)
        rotated = rotate(api, installed).json()["data"]["api_key"]
        api.post(f"{API}/apps/{installed.id}/actions", {"action": "restart"}, format="json")
        text = stored_text()
        for secret in (private_key, private_key_body(private_key), api_key, rotated, PASSWORD):
            assert secret not in text
        lite_key = ssh(api, lite).json()["data"]["private_key"]
        assert private_key_body(lite_key) not in text
        # the sealed values do open to the secrets
        row = InstalledApp.objects.get(id=installed.id)
        assert sealing.decrypt(row.ssh_private_key_sealed) == private_key
        assert sealing.decrypt(row.api_key_sealed) == rotated
        assert sealing.unseal_tree(row.config) == {"port": 11434, "password": PASSWORD}

    def test_list_and_detail_answers_hold_no_secret(self, client_for, individual, secrets_of):
        installed = installed_app(individual.actor)
        private_key, api_key = secrets_of(individual, installed)
        row = InstalledApp.objects.get(id=installed.id)
        api = client_for(individual)
        detail = api.get(f"{API}/apps/{installed.id}")
        assert detail.json()["data"]["config"] == {"port": 11434, "password": "********"}
        sharing = {"sharing_mode": "manual", "rentable": True, "price_per_hour": "1"}
        for response in [
            api.get(f"{API}/apps"),
            detail,
            api.post(f"{API}/apps/{installed.id}/actions", {"action": "stop"}, format="json"),
            api.put(f"{API}/apps/{installed.id}/sharing", sharing, format="json"),
        ]:
            body = response.content.decode()
            assert response.status_code in (200, 409), body
            for secret in (private_key_body(private_key), api_key, PASSWORD, row.ssh_private_key_sealed):
                assert secret not in body
            assert row.api_key_sealed not in body and row.api_key_digest not in body
            assert row.config["password"]["$sealed"] not in body

    def test_an_install_answer_holds_no_secret(self, client_for, individual):
        device = installed_app(individual.actor, app=server_app()).device
        response = client_for(individual).post(
            f"{API}/apps/install",
            {"device_id": device.id, "app_id": ai_app().id, "config": {"password": PASSWORD}},
            format="json",
        )
        assert response.status_code == 200
        row = InstalledApp.objects.get(id=response.json()["data"]["id"])
        body = response.content.decode()
        assert PASSWORD not in body and sealing.decrypt(row.api_key_sealed) not in body
        assert private_key_body(sealing.decrypt(row.ssh_private_key_sealed)) not in body

    def test_the_admin_shows_no_secret(self, individual, secrets_of):
        installed = installed_app(individual.actor, app=ai_app(config_schema=AI_SCHEMA))
        installed_app(individual.actor, app=lite_app(), device=installed.device)
        private_key, api_key = secrets_of(individual, installed)
        row = InstalledApp.objects.get(id=installed.id)
        browser = Client()
        browser.force_login(UserFactory.create(is_staff=True, is_superuser=True))
        command = AgentCommand.objects.get(app_id=installed.id, type="install")
        pages = [
            "/admin/installs/installedapp/",
            f"/admin/installs/installedapp/{installed.id}/change/",
            "/admin/installs/litespace/",
            f"/admin/installs/litespace/{LiteSpace.objects.get().id}/change/",
            "/admin/devices/agentcommand/",
            f"/admin/devices/agentcommand/{command.id}/change/",
        ]
        for page in pages:
            response = browser.get(page)
            assert response.status_code == 200, page
            body = response.content.decode()
            for secret in (private_key_body(private_key), api_key, PASSWORD):
                assert secret not in body, page
            if "/installs/" in page:  # an agent command's payload shows its sealed tokens, by design
                assert row.ssh_private_key_sealed not in body and row.api_key_sealed not in body, page
        change = browser.get(f"/admin/installs/installedapp/{installed.id}/change/").content.decode()
        assert installed.ssh_public_key.split()[1] in change  # the public key is fine to show
        assert "install requested" in change  # the log inline reads
        for query in [
            {"status__exact": "running"},
            {"q": installed.app.slug},
            {"app__display_type__exact": "ai_compute"},
        ]:
            assert browser.get("/admin/installs/installedapp/", query).status_code == 200


@pytest.mark.django_db
class TestGatewayAccess:
    """An app a box's agent runs behind its gateway: the owner's address and key."""

    def test_the_owner_gets_the_apps_address_on_the_gateway_with_its_own_key(self, client_for, individual):
        installed = behind_gateway(installed_app(individual.actor, app=server_app(runtime=GATEWAY_RUNTIME)))
        api = client_for(individual)
        detail = api.get(f"{API}/apps/{installed.id}").json()["data"]
        assert detail["has_gateway"] is True and detail["has_ai_api"] is False
        response = api.get(f"{API}/apps/{installed.id}/gateway")
        assert response["Cache-Control"] == "no-store"
        assert response.json()["data"] == {
            "url": f"{GATEWAY_URL}/{installed.id}/",
            "api_key": sealing.decrypt(installed.api_key_sealed),
        }

    def test_no_address_before_the_box_reports_its_gateway_nor_for_an_app_off_it(self, client_for, individual):
        api = client_for(individual)
        waiting = installed_app(individual.actor, app=server_app(runtime=GATEWAY_RUNTIME))
        assert api.get(f"{API}/apps/{waiting.id}").json()["data"]["has_gateway"] is False
        refused(api.get(f"{API}/apps/{waiting.id}/gateway"), 409, "gateway_not_available")
        simulated = behind_gateway(installed_app(individual.actor, app=server_app()))
        refused(api.get(f"{API}/apps/{simulated.id}/gateway"), 409, "gateway_not_available")

    def test_not_until_the_install_finished(self, client_for, individual):
        installing = installed_app(individual.actor, app=server_app(runtime=GATEWAY_RUNTIME), running=False)
        behind_gateway(installing)
        refused(client_for(individual).get(f"{API}/apps/{installing.id}/gateway"), 409, "app_not_installed")
