# ruff: noqa: RUF001 - the Chinese texts use Chinese punctuation
"""The device-agent protocol: register, heartbeat, command results."""

from datetime import timedelta

import pytest
import time_machine
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.common.role_matrix import AGENT_ROLES, matrix_covers
from apps.devices.choices import CommandStatus, DeviceKind, DeviceStatus
from apps.devices.models import AgentCommand, Device, DeviceStatusChange
from apps.devices.services import device_heartbeat
from apps.devices.tests.helpers import described

from .helpers import API, GIB, RESOURCES, TOKEN, agent_headers, make_command, make_device


def register(client, **body):
    payload = {"registration_token": TOKEN, "serial": "SN-0001", "kind": "zbox", "resources": RESOURCES} | body
    return client.post(f"{API}/agent/register", payload, format="json")


def refused(response, status, error):
    assert response.status_code == status, response.json()
    assert response.json()["code"] == status and response.json()["error"] == error
    return response.json()


@pytest.fixture
def token(settings):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN
    settings.DEVICE_HEARTBEAT_SECONDS = 30


# The agent's calls: with its credentials (the registration token; else the device's ID and
# secret) they go through; without them, also with a person's sign-in, they answer 401.
AGENT_CALLS = [
    ("post", "agent/register", {"serial": "SN-0001", "kind": "zbox", "resources": RESOURCES}),
    ("post", "agent/heartbeat", {"status": "stopped"}),
    ("post", "agent/commands/{command}/progress", {"status": "preparing"}),
    ("post", "agent/commands/{command}/result", {"success": True}),
    ("post", "agent/access/verify", {"app_id": 1, "api_key": "zk-unknown"}),
]
matrix_covers([(method, path) for method, path, _body in AGENT_CALLS], roles=AGENT_ROLES, prefix=f"{API}/")


@pytest.mark.django_db
@pytest.mark.parametrize(("method", "path", "body"), AGENT_CALLS)
@pytest.mark.parametrize("role", sorted(AGENT_ROLES))
def test_permission_matrix(client_for, individual, token, role, method, path, body):
    device = make_device(individual.actor, status=DeviceStatus.STARTING)
    command = make_command(device, type="start", status=CommandStatus.SENT)
    credentials = agent_headers(device) if role == "agent" else {}
    sent = body | {"registration_token": TOKEN if role == "agent" else ""} if path == "agent/register" else body
    client = client_for(individual if role == "individual" else None)
    response = getattr(client, method)(f"{API}/{path.format(command=command.id)}", sent, format="json", **credentials)
    if role == "agent":
        assert response.status_code == 200, response.json()
    else:
        error = "registration_token_invalid" if path == "agent/register" else "device_secret_invalid"
        refused(response, 401, error)


@pytest.mark.django_db
class TestRegister:
    def test_registers_a_box(self, anon, token):
        answer = register(anon).json()["data"]
        assert set(answer) == {"device_id", "device_secret", "heartbeat_interval"}
        assert answer["heartbeat_interval"] == 30
        device = Device.objects.get(device_id=answer["device_id"])
        assert device.serial == "SN-0001" and device.owner_user is None and device.kind == DeviceKind.ZBOX
        assert device.status == DeviceStatus.ONLINE and device.last_seen_at is not None
        assert (device.cpu_cores, device.memory_bytes, device.tier) == (8, 16 * GIB, "high")
        assert device.gpus == RESOURCES["gpus"]
        assert answer["device_secret"] not in device.secret_hash and len(device.secret_hash) == 64
        assert described(device.status_changes.get()) == "registered by the agent"

    @pytest.mark.parametrize("sent", ["wrong", "", None])
    def test_wrong_or_missing_token(self, anon, token, sent):
        body = {"registration_token": sent} if sent is not None else {}
        payload = {"serial": "SN-0001", "kind": "zbox", "resources": RESOURCES} | body
        response = anon.post(f"{API}/agent/register", payload, format="json")
        if sent is None:
            refused(response, 400, "validation_error")
        else:
            refused(response, 401, "registration_token_invalid")
        assert not Device.objects.exists()

    def test_registration_disabled_without_a_token_setting(self, anon, settings):
        settings.AGENT_REGISTRATION_TOKEN = ""
        refused(register(anon, registration_token=""), 401, "registration_token_invalid")
        refused(register(anon), 401, "registration_token_invalid")

    def test_same_serial_rotates_the_secret(self, anon, token):
        first = register(anon).json()["data"]
        again = {"resources": RESOURCES | {"cpu_cores": 16}, "device_secret": first["device_secret"]}
        second = register(anon, **again).json()["data"]
        assert second["device_id"] == first["device_id"] and second["device_secret"] != first["device_secret"]
        assert Device.objects.get().cpu_cores == 16
        old = {"HTTP_X_DEVICE_ID": first["device_id"], "HTTP_X_DEVICE_SECRET": first["device_secret"]}
        refused(anon.post(f"{API}/agent/heartbeat", {}, format="json", **old), 401, "device_secret_invalid")
        new = old | {"HTTP_X_DEVICE_SECRET": second["device_secret"]}
        assert anon.post(f"{API}/agent/heartbeat", {}, format="json", **new).status_code == 200

    def test_registering_again_brings_an_offline_box_back(self, anon, token):
        secret = register(anon).json()["data"]["device_secret"]
        Device.objects.update(status=DeviceStatus.OFFLINE)
        register(anon, device_secret=secret)
        device = Device.objects.get()
        assert device.status == DeviceStatus.ONLINE
        assert described(device.status_changes.order_by("-id")[0]) == "registered again by the agent"

    def test_server_group_totals_are_the_sums(self, anon, token):
        servers = [
            {"name": "a", "cpu_cores": 16, "memory_bytes": 32 * GIB, "disk_bytes": GIB, "gpus": []},
            {
                "name": "b",
                "cpu_cores": 16,
                "memory_bytes": 32 * GIB,
                "disk_bytes": 2 * GIB,
                "gpus": [{"name": "A10", "passthrough": False, "vram_bytes": 8 * GIB}],
            },
        ]
        answer = register(anon, kind="server_group", resources={"servers": servers}).json()["data"]
        device = Device.objects.get(device_id=answer["device_id"])
        assert (device.cpu_cores, device.memory_bytes, device.disk_bytes) == (32, 64 * GIB, 3 * GIB)
        assert device.tier == "high" and len(device.gpus) == 1
        assert list(device.servers.values_list("name", flat=True)) == ["a", "b"]

    @pytest.mark.parametrize(
        ("body", "field"),
        [
            ({"kind": "zcloud"}, "kind"),
            ({"serial": ""}, "serial"),
            ({"resources": RESOURCES | {"cpu_cores": -1}}, "resources"),
            ({"resources": RESOURCES | {"memory_bytes": 10**30}}, "resources"),
            ({"resources": {"gpus": []}}, "resources"),
            ({"resources": RESOURCES | {"gpus": [{"name": "x", "passthrough": True, "vram_bytes": -5}]}}, "resources"),
            ({"resources": RESOURCES | {"servers": [{"name": "a"}]}}, "resources"),
        ],
    )
    def test_validation(self, anon, token, body, field):
        body_json = refused(register(anon, **body), 400, "validation_error")
        assert field in body_json["data"]
        assert not Device.objects.exists()

    def test_servers_only_for_server_groups(self, anon, token):
        server = {"name": "a", "cpu_cores": 1, "memory_bytes": 1, "disk_bytes": 1, "gpus": []}
        refused(register(anon, resources=RESOURCES | {"servers": [server]}), 400, "validation_error")


@pytest.mark.django_db
class TestHeartbeat:
    def test_bad_or_missing_credentials(self, anon):
        device = make_device()
        for headers in [
            {},
            {"HTTP_X_DEVICE_ID": device.device_id},
            agent_headers(device, secret="wrong"),
            {"HTTP_X_DEVICE_ID": "0000-0000-0000", "HTTP_X_DEVICE_SECRET": "s3cret"},
        ]:
            refused(anon.post(f"{API}/agent/heartbeat", {}, format="json", **headers), 401, "device_secret_invalid")

    def test_updates_the_device(self, anon):
        with time_machine.travel(timezone.now() - timedelta(hours=1), tick=False):
            device = make_device()
        body = {
            "usage": {"cpu": 12.5, "memory": 40, "disk": 70, "gpu": 3},
            "location": {"lng": 121.47, "lat": 31.23},
            "resources": RESOURCES | {"cpu_cores": 64, "memory_bytes": 128 * GIB},
            "apps": [{"id": 1, "status": "running"}],
            "gateway_url": "http://203.0.113.7:8780",
        }
        answer = anon.post(f"{API}/agent/heartbeat", body, format="json", **agent_headers(device)).json()["data"]
        # It reported its apps: the answer names those the server holds on the device (none here).
        assert answer == {"commands": [], "heartbeat_interval": device.heartbeat_interval, "apps": []}
        device.refresh_from_db()
        assert device.gateway_url == "http://203.0.113.7:8780"
        assert device.usage == {"cpu": 12.5, "memory": 40.0, "disk": 70.0, "gpu": 3.0}
        assert (device.lng, device.lat) == (121.47, 31.23)
        assert device.cpu_cores == 64 and device.tier == "high"
        assert device.last_seen_at is not None and timezone.now() - device.last_seen_at < timedelta(seconds=5)

    @pytest.mark.parametrize(
        "body",
        [
            {"usage": {"cpu": 101, "memory": 0, "disk": 0}},
            {"location": {"lng": 181, "lat": 0}},
            {"location": {"lng": 0, "lat": -91}},
            {"status": "deleting"},
        ],
    )
    def test_validation(self, anon, body):
        device = make_device()
        response = anon.post(f"{API}/agent/heartbeat", body, format="json", **agent_headers(device))
        refused(response, 400, "validation_error")

    def test_a_box_back_from_offline_is_online_and_logged(self, anon):
        device = make_device(status=DeviceStatus.OFFLINE)
        anon.post(f"{API}/agent/heartbeat", {}, format="json", **agent_headers(device))
        device.refresh_from_db()
        assert device.status == DeviceStatus.ONLINE
        change = device.status_changes.get()
        assert (change.old_status, change.new_status, change.actor) == ("offline", "online", None)

    def test_reported_status_is_taken_when_the_table_allows(self, anon):
        device = make_device()
        anon.post(f"{API}/agent/heartbeat", {"status": "stopped"}, format="json", **agent_headers(device))
        device.refresh_from_db()
        assert device.status == DeviceStatus.STOPPED

    def test_reports_wait_while_a_command_is_under_way(self, anon):
        device = make_device(status=DeviceStatus.STOPPING)
        make_command(device, status=CommandStatus.SENT, from_status="online")
        anon.post(f"{API}/agent/heartbeat", {"status": "online"}, format="json", **agent_headers(device))
        device.refresh_from_db()
        assert device.status == DeviceStatus.STOPPING

    def test_pending_commands_are_delivered_once(self, anon):
        device = make_device()
        other = make_device()
        first = make_command(device, type="stop")
        second = make_command(device, type="install", app_id=7, payload={"version": "1.2"})
        make_command(other, type="stop")
        make_command(device, status=CommandStatus.SUCCEEDED)
        url = f"{API}/agent/heartbeat"
        answer = anon.post(url, {}, format="json", **agent_headers(device)).json()["data"]
        assert answer["commands"] == [
            {"id": first.id, "type": "stop", "app_id": None, "payload": {}},
            {"id": second.id, "type": "install", "app_id": 7, "payload": {"version": "1.2"}},
        ]
        assert set(AgentCommand.objects.filter(device=device).values_list("status", flat=True)) == {"sent", "succeeded"}
        assert AgentCommand.objects.get(id=first.id).sent_at is not None
        assert anon.post(url, {}, format="json", **agent_headers(device)).json()["data"]["commands"] == []

    def test_a_plain_heartbeat_costs_three_queries_at_most(self, anon, django_assert_max_num_queries):
        with time_machine.travel(timezone.now() - timedelta(hours=1), tick=False):
            device = make_device()
        body = {"status": "online", "usage": {"cpu": 12.5, "memory": 40, "disk": 51, "gpu": 7}}
        with django_assert_max_num_queries(3):
            response = anon.post(f"{API}/agent/heartbeat", body, format="json", **agent_headers(device))
        assert response.json()["data"] == {"commands": [], "heartbeat_interval": device.heartbeat_interval}
        seen = Device.objects.get(id=device.id)
        assert seen.usage == {"cpu": 12.5, "memory": 40.0, "disk": 51.0, "gpu": 7.0}
        assert seen.ip_address == "127.0.0.1" and seen.status == DeviceStatus.ONLINE
        assert seen.last_seen_at is not None and timezone.now() - seen.last_seen_at < timedelta(seconds=5)
        assert timezone.now() - seen.updated_at < timedelta(seconds=5)

    def test_pending_commands_cost_the_same_queries_whatever_their_number(self, anon):
        def queries(pending: int) -> int:
            device = make_device()
            for _ in range(pending):
                make_command(device)
            with CaptureQueriesContext(connection) as captured:
                answer = anon.post(f"{API}/agent/heartbeat", {}, format="json", **agent_headers(device))
            assert len(answer.json()["data"]["commands"]) == pending
            return len(captured.captured_queries)

        assert queries(1) == queries(5) <= 8

    def test_a_status_changed_since_the_credentials_were_read_is_judged_again(self):
        device = make_device()
        Device.objects.filter(id=device.id).update(status=DeviceStatus.OFFLINE)
        device_heartbeat(device=device, status=DeviceStatus.ONLINE)  # `device` still says online
        device.refresh_from_db()
        assert device.status == DeviceStatus.ONLINE
        change = device.status_changes.get()
        assert (change.old_status, change.new_status) == ("offline", "online")


@pytest.mark.django_db
class TestCommandResults:
    def url(self, command_id):
        return f"{API}/agent/commands/{command_id}/result"

    def test_unknown_and_another_devices_command(self, anon):
        device, other = make_device(), make_device()
        theirs = make_command(other)
        for command_id in [theirs.id, 999999]:
            response = anon.post(self.url(command_id), {"success": True}, format="json", **agent_headers(device))
            refused(response, 404, "not_found")
        theirs.refresh_from_db()
        assert theirs.status == CommandStatus.PENDING

    def test_bad_secret(self, anon):
        device = make_device()
        command = make_command(device)
        response = anon.post(self.url(command.id), {"success": True}, format="json", **agent_headers(device, "x"))
        refused(response, 401, "device_secret_invalid")

    @pytest.mark.parametrize("status", ["succeeded", "failed", "expired", "cancelled"])
    def test_already_finished(self, anon, status):
        device = make_device()
        command = make_command(device, status=status)
        response = anon.post(self.url(command.id), {"success": True}, format="json", **agent_headers(device))
        refused(response, 409, "command_finished")

    def test_success_completes_the_move(self, anon):
        device = make_device(status=DeviceStatus.STOPPING)
        command = make_command(device, type="stop", status=CommandStatus.SENT, from_status="online")
        answer = anon.post(
            self.url(command.id), {"success": True, "detail": "ok"}, format="json", **agent_headers(device)
        )
        assert answer.json()["data"] == {"id": command.id, "status": "succeeded"}
        device.refresh_from_db()
        command.refresh_from_db()
        assert device.status == DeviceStatus.STOPPED
        assert command.detail == "ok" and command.finished_at is not None
        change = device.status_changes.get()
        assert (change.old_status, change.new_status) == ("stopping", "stopped")

    @pytest.mark.parametrize(
        ("moving", "type", "before"),
        [("stopping", "stop", "online"), ("starting", "start", "stopped"), ("restarting", "restart", "online")],
    )
    def test_failure_goes_back_and_logs_the_detail(self, anon, moving, type, before):
        device = make_device(status=moving)
        command = make_command(device, type=type, status=CommandStatus.SENT, from_status=before)
        body = {"success": False, "detail": "disk busy", "code": "insufficient_disk"}
        answer = anon.post(self.url(command.id), body, format="json", **agent_headers(device)).json()["data"]
        assert answer["status"] == "failed"
        device.refresh_from_db()
        assert device.status == before
        change = DeviceStatusChange.objects.get(device=device)
        assert described(change) == f"{type.capitalize()} failed: not enough free disk space on the device"
        assert change.reason_params == {"action": type, "code": "insufficient_disk", "detail": "disk busy"}

    def test_the_owner_reads_the_error_by_its_code_and_the_agents_words(self, anon, client_for, individual):
        device = make_device(individual.actor, status=DeviceStatus.STOPPING)
        command = make_command(device, type="stop", status=CommandStatus.SENT, from_status="online")
        body = {"success": False, "code": "timeout", "detail": "systemd: stop job timed out"}
        assert anon.post(self.url(command.id), body, format="json", **agent_headers(device)).status_code == 200
        owner = client_for(individual)
        history = owner.get(f"{API}/devices/{device.id}").json()["data"]["history"]
        assert {key: history[0][key] for key in ("reason", "error_code", "detail")} == {
            "reason": "Stop failed: the device gave up waiting for it to finish",
            "error_code": "timeout",
            "detail": "systemd: stop job timed out",
        }
        chinese = owner.get(f"{API}/devices/{device.id}", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["history"]
        assert (chinese[0]["reason"], chinese[0]["detail"]) == (
            "停止失败：设备等待完成超时",
            "systemd: stop job timed out",
        )

    def test_a_success_keeps_no_error_code(self, anon, client_for, individual):
        device = make_device(individual.actor, status=DeviceStatus.STOPPING)
        command = make_command(device, type="stop", status=CommandStatus.SENT, from_status="online")
        body = {"success": True, "code": "timeout", "detail": "ok"}
        anon.post(self.url(command.id), body, format="json", **agent_headers(device))
        (change,) = client_for(individual).get(f"{API}/devices/{device.id}").json()["data"]["history"]
        assert (change["reason"], change["error_code"], change["detail"]) == ("Stop: done", None, None)

    def test_a_failed_move_without_a_way_back_is_failed(self, anon):
        device = make_device(status=DeviceStatus.STARTING)
        command = make_command(device, type="start", status=CommandStatus.SENT, from_status="creating")
        anon.post(self.url(command.id), {"success": False}, format="json", **agent_headers(device))
        device.refresh_from_db()
        assert device.status == DeviceStatus.FAILED

    def test_a_result_for_a_move_no_longer_under_way_changes_only_the_command(self, anon):
        device = make_device(status=DeviceStatus.OFFLINE)
        command = make_command(device, type="stop", status=CommandStatus.SENT, from_status="online")
        anon.post(self.url(command.id), {"success": True}, format="json", **agent_headers(device))
        device.refresh_from_db()
        assert device.status == DeviceStatus.OFFLINE and not device.status_changes.exists()
        assert AgentCommand.objects.get(id=command.id).status == "succeeded"
