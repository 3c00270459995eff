"""The plain heartbeat's way past DRF (`api/heartbeat.py`, `services.device_heartbeat_plain`)
answers and writes exactly what the DRF way does, and leaves every other heartbeat to it."""

from datetime import timedelta
from typing import Any

import pytest
import time_machine
from django.db import OperationalError, connection, transaction
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.devices import services
from apps.devices.api import views
from apps.devices.choices import DeviceStatus
from apps.devices.models import AgentCommand, Device

from .helpers import API, RESOURCES, agent_headers, make_command, make_device

USAGE = {"cpu": 12.5, "memory": 40, "disk": 51, "gpu": 7}
PLAIN = {"status": "online", "usage": USAGE}

# (name, the device's status, pending commands, body (a raw string is sent as it is), extra headers, plain)
CASES: list[tuple[str, str, int, Any, dict[str, str], bool]] = [
    ("plain", "online", 0, PLAIN, {}, True),
    ("plain, empty body", "online", 0, {}, {}, True),
    ("plain, with location", "online", 0, PLAIN | {"location": {"lng": 121.47, "lat": 31.23}}, {}, True),
    ("plain, null location and gpu", "online", 0, {"usage": USAGE | {"gpu": None}, "location": None}, {}, True),
    ("plain, unknown keys", "online", 0, PLAIN | {"uptime": 5, "usage": USAGE | {"temp": 60}}, {}, True),
    ("plain, stopped", "stopped", 0, {"status": "stopped", "usage": USAGE}, {}, True),
    ("plain, in Chinese", "online", 0, PLAIN, {"HTTP_ACCEPT_LANGUAGE": "zh-hans"}, True),
    ("pending commands", "online", 2, PLAIN, {}, False),
    ("apps reported", "online", 0, PLAIN | {"apps": [{"id": 1, "status": "running"}]}, {}, False),
    ("resources reported", "online", 0, PLAIN | {"resources": RESOURCES}, {}, False),
    ("status move", "online", 0, {"status": "stopped"}, {}, False),
    ("back from offline", "offline", 0, PLAIN, {}, False),
    ("sub-status while settled", "online", 0, {"status": "preparing"}, {}, False),
    ("command under way", "stopping", 0, {"status": "stopping"}, {}, False),
    ("bad secret", "online", 0, PLAIN, {"HTTP_X_DEVICE_SECRET": "wrong"}, False),
    ("unknown device", "online", 0, PLAIN, {"HTTP_X_DEVICE_ID": "0000-0000-0000"}, False),
    ("no credentials", "online", 0, PLAIN, {"HTTP_X_DEVICE_ID": "", "HTTP_X_DEVICE_SECRET": ""}, False),
    ("usage out of range", "online", 0, {"usage": USAGE | {"cpu": 101}}, {}, False),
    ("usage as strings", "online", 0, {"usage": {"cpu": "12.5", "memory": "40", "disk": "51"}}, {}, False),
    ("usage a boolean", "online", 0, {"usage": USAGE | {"cpu": True}}, {}, False),
    ("usage null", "online", 0, {"usage": None}, {}, False),
    ("usage missing a figure", "online", 0, {"usage": {"cpu": 1, "memory": 2}}, {}, False),
    ("location out of range", "online", 0, {"location": {"lng": 181, "lat": 0}}, {}, False),
    ("status not reportable", "online", 0, {"status": "deleting"}, {}, False),
    ("status not text", "online", 0, {"status": 1}, {}, False),
    ("body a list", "online", 0, "[]", {}, False),
    ("body not JSON", "online", 0, '{"status": ', {}, False),
    ("NaN", "online", 0, '{"usage": {"cpu": NaN, "memory": 1, "disk": 1}}', {}, False),
    ("NaN elsewhere", "online", 0, '{"status": "online", "uptime": NaN}', {}, False),
    ("indented answer asked", "online", 0, PLAIN, {"HTTP_ACCEPT": "application/json; indent=2"}, False),
    ("query string", "online", 0, PLAIN, {"QUERY_STRING": "format=json"}, False),
]


def heartbeat(client, name: str, status: str, pending: int, body: Any, headers: dict[str, str]):
    """Sends the case's heartbeat to a device made for it (the same ids each time) and
    answers the response and what is then in the database of the device."""
    with time_machine.travel(timezone.now() - timedelta(hours=1), tick=False):
        device = make_device(id=4242, serial="SN-4242", status=status)
        Device.objects.filter(id=device.id).update(device_id="ABCD-EFGH-JKLM")
        device.refresh_from_db()
        for n in range(pending):
            make_command(device, id=4300 + n, type="install", app_id=n, payload={"version": f"1.{n}"})
    raw = body if isinstance(body, str) else None
    response = client.post(
        f"{API}/agent/heartbeat",
        raw if raw is not None else body,
        format=None if raw is not None else "json",
        content_type="application/json" if raw is not None else None,
        **(agent_headers(device) | headers),
    )
    effects = {
        "device": stored(device),
        "log": list(device.status_changes.values("old_status", "new_status", "actor", "reason", "created_at")),
        "commands": list(AgentCommand.objects.filter(device=device).order_by("id").values("id", "status", "sent_at")),
    }
    return response, effects


def stored(device: Device) -> tuple[str | None, ...]:
    """The device's row as the database keeps it (a JSON 40 is not 40.0 here)."""
    q = connection.ops.quote_name
    columns = ", ".join(f"CAST({q(str(field.column))} AS TEXT)" for field in Device._meta.concrete_fields)
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {columns} FROM {q(Device._meta.db_table)} WHERE {q('id')} = %s", [device.id])
        return cursor.fetchone()


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "status", "pending", "body", "headers", "plain"), CASES, ids=[c[0] for c in CASES])
def test_the_plain_way_answers_and_writes_as_the_drf_way(
    anon, monkeypatch, name, status, pending, body, headers, plain
):
    full_way: list[dict[str, Any]] = []
    device_heartbeat = services.device_heartbeat

    def counted(**kwargs: Any) -> services.HeartbeatAnswer:
        full_way.append(kwargs)
        return device_heartbeat(**kwargs)

    monkeypatch.setattr(services, "device_heartbeat", counted)
    moment = timezone.now()

    def outcome():
        with time_machine.travel(moment, tick=False), transaction.atomic():
            response, effects = heartbeat(anon, name, status, pending, body, headers)
            transaction.set_rollback(True)
        return response.status_code, response.content, dict(response.headers), effects

    with monkeypatch.context() as patched:
        patched.setattr(views, "plain_heartbeat", lambda request: None)
        drf_way = outcome()
    full_way.clear()
    assert outcome() == drf_way
    if plain:
        assert not full_way and drf_way[0] == 200
    elif drf_way[0] == 200:
        assert full_way


@pytest.mark.django_db
def test_a_plain_heartbeat_takes_two_queries_and_writes_what_the_agent_saw(anon):
    with time_machine.travel(timezone.now() - timedelta(hours=1), tick=False):
        device = make_device()
    body = PLAIN | {"location": {"lng": 121.47, "lat": 31.23}}
    with CaptureQueriesContext(connection) as captured:
        response = anon.post(f"{API}/agent/heartbeat", body, format="json", **agent_headers(device))
    assert response.json()["data"] == {"commands": [], "heartbeat_interval": device.heartbeat_interval}
    assert len(captured.captured_queries) == 2
    seen = Device.objects.get(id=device.id)
    assert seen.usage == {"cpu": 12.5, "memory": 40.0, "disk": 51.0, "gpu": 7.0}
    assert (seen.lng, seen.lat, seen.ip_address, seen.status) == (121.47, 31.23, "127.0.0.1", DeviceStatus.ONLINE)
    assert seen.last_seen_at is not None and timezone.now() - seen.last_seen_at < timedelta(seconds=5)
    assert seen.updated_at == seen.last_seen_at


@pytest.mark.django_db
class TestThePlainService:
    def test_a_command_queued_after_the_read_is_not_passed_over(self, monkeypatch):
        """The write holds only while nothing is pending: a command queued between the read
        and the write leaves the heartbeat to `device_heartbeat`, which delivers it."""
        device = make_device()
        write = services.agent._plain_touch_sql

        def queue_then_write(names: tuple[str, ...]) -> str:
            make_command(device)
            return write(names)

        monkeypatch.setattr(services.agent, "_plain_touch_sql", queue_then_write)
        before = Device.objects.get(id=device.id).last_seen_at
        assert services.device_heartbeat_plain(device_id=device.device_id, secret="s3cret", usage=USAGE) is None
        assert Device.objects.get(id=device.id).last_seen_at == before

    def test_a_rotated_secret_is_not_written_with(self):
        device = make_device()
        Device.objects.filter(id=device.id).update(secret_hash="0" * 64)
        assert services.device_heartbeat_plain(device_id=device.device_id, secret="s3cret") is None

    def test_a_zcloud_machine_has_no_agent(self):
        device = make_device(kind="zcloud", status=DeviceStatus.ONLINE)
        assert services.device_heartbeat_plain(device_id=device.device_id, secret="") is None


@pytest.mark.django_db
def test_a_database_error_on_the_plain_way_leaves_the_heartbeat_to_the_drf_way(anon, monkeypatch):
    def fails(**kwargs: Any) -> int:
        raise OperationalError("database is locked")

    monkeypatch.setattr(services, "device_heartbeat_plain", fails)
    device = make_device()
    response = anon.post(f"{API}/agent/heartbeat", PLAIN, format="json", **agent_headers(device))
    assert response.json()["data"] == {"commands": [], "heartbeat_interval": device.heartbeat_interval}
    assert Device.objects.get(id=device.id).usage == {"cpu": 12.5, "memory": 40.0, "disk": 51.0, "gpu": 7.0}
