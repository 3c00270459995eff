"""Offline detection, the command expiry sweep, the expiry of registrations nobody bound and
the Z-CLOUD keepalive (beat tasks)."""

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from apps.devices import tasks
from apps.devices.choices import CommandStatus, DeviceKind, DeviceStatus
from apps.devices.models import AgentCommand, Device
from apps.devices.notification_kinds import DEVICE_OFFLINE
from apps.devices.tests.helpers import described
from apps.notifications.models import Notification
from conftest import as_individual

from ..services import device_bind, device_unbind
from .helpers import agent_headers, make_command, make_device


def inbox(api) -> list[dict]:
    return api.get("/api/iam/v1/notifications").json()["data"]["items"]


@pytest.mark.django_db
class TestOfflineDetection:
    def test_three_missed_heartbeats_turn_a_device_offline_and_tell_its_owner(self, individual, settings):
        start = timezone.now()
        with time_machine.travel(start, tick=False):
            device = make_device(individual.actor, name="Attic box", heartbeat_interval=30)
            unbound = make_device(None, heartbeat_interval=30)
            slow = make_device(individual.actor, heartbeat_interval=600)
        with time_machine.travel(start + timedelta(seconds=89), tick=False):
            assert tasks.detect_offline() == 0
        with time_machine.travel(start + timedelta(seconds=91), tick=False):
            assert tasks.detect_offline() == 2
            assert tasks.detect_offline() == 0  # idempotent
        statuses = dict(Device.objects.values_list("id", "status"))
        assert statuses == {device.id: "offline", unbound.id: "offline", slow.id: "online"}
        change = device.status_changes.get()
        assert (change.old_status, change.new_status, change.actor) == ("online", "offline", None)
        assert described(change) == "no heartbeat for 90 s"
        notification = Notification.objects.get()
        assert notification.recipient == individual.user and notification.kind == DEVICE_OFFLINE
        assert notification.params == {"name": "Attic box"}
        assert notification.link == f"/devices/details?id={device.id}"

    def test_a_company_device_is_told_in_the_companys_identity(self, client_for, owner, member):
        with time_machine.travel(timezone.now() - timedelta(hours=1), tick=False):
            make_device(owner.actor, name="Office box")
        tasks.detect_offline()
        notification = Notification.objects.get()
        assert (notification.recipient, notification.company_id) == (owner.user, owner.sme_id)
        assert [item["title"] for item in inbox(client_for(owner))] == ["Device offline"]
        assert inbox(client_for(as_individual(owner))) == []
        assert inbox(client_for(member)) == []

    def test_the_notification_reads_in_both_languages(self, client_for, individual):
        with time_machine.travel(timezone.now() - timedelta(hours=1), tick=False):
            make_device(individual.actor, name="Attic box")
        tasks.detect_offline()
        api = client_for(individual)
        item = api.get("/api/iam/v1/notifications").json()["data"]["items"][0]
        assert item["title"] == "Device offline"
        assert item["body"] == "Attic box went offline; check its power and network."
        zh = api.get("/api/iam/v1/notifications", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["items"][0]
        assert zh["title"] == "设备离线" and "Attic box" in zh["body"]

    def test_zcloud_machines_are_kept_alive_by_the_local_provider(self, individual):
        with time_machine.travel(timezone.now() - timedelta(hours=1), tick=False):
            cloud = make_device(individual.actor, kind=DeviceKind.ZCLOUD)
            creating = make_device(individual.actor, kind=DeviceKind.ZCLOUD, status=DeviceStatus.CREATING)
            back = make_device(individual.actor, kind=DeviceKind.ZCLOUD, status=DeviceStatus.OFFLINE)
        assert tasks.detect_offline() == 0
        statuses = dict(Device.objects.values_list("id", "status"))
        assert statuses == {cloud.id: "online", creating.id: "creating", back.id: "online"}
        assert not Notification.objects.exists()

    def test_creating_and_deleting_zcloud_are_left_alone(self, individual, settings):
        settings.CLOUD_PROVIDER = "apps.devices.cloud.CloudProvider"  # a provider that vouches for nothing
        with time_machine.travel(timezone.now() - timedelta(hours=1), tick=False):
            make_device(individual.actor, kind=DeviceKind.ZCLOUD, status=DeviceStatus.CREATING)
            make_device(individual.actor, kind=DeviceKind.ZCLOUD, status=DeviceStatus.DELETING)
            gone = make_device(individual.actor, kind=DeviceKind.ZCLOUD)
        assert tasks.detect_offline() == 1
        assert Device.objects.get(id=gone.id).status == "offline"


@pytest.mark.django_db
class TestExpirySweep:
    def test_overdue_commands_expire_and_their_moves_fail_back(self, individual, settings):
        settings.DEVICE_COMMAND_TIMEOUT_SECONDS = 120
        device = make_device(individual.actor, status=DeviceStatus.STOPPING)
        overdue = make_command(
            device,
            status=CommandStatus.SENT,
            from_status="online",
            deadline=timezone.now() - timedelta(seconds=1),
        )
        other = make_device(individual.actor)
        waiting = make_command(other, type="install", deadline=timezone.now() - timedelta(seconds=1))
        fresh = make_command(other, type="install")
        assert tasks.expire_commands() == 2
        assert tasks.expire_commands() == 0
        statuses = dict(AgentCommand.objects.values_list("id", "status"))
        assert statuses == {overdue.id: "expired", waiting.id: "expired", fresh.id: "pending"}
        device.refresh_from_db()
        assert device.status == "online"
        change = device.status_changes.get()
        assert (change.old_status, change.new_status) == ("stopping", "online")
        assert described(change) == "Stop: no answer before the deadline"

    def test_a_power_command_expires_after_the_timeout(self, client_for, individual, settings):
        settings.DEVICE_COMMAND_TIMEOUT_SECONDS = 120
        device = make_device(individual.actor)
        client_for(individual).post(f"/api/cim/v1/devices/{device.id}/power", {"action": "restart"}, format="json")
        with time_machine.travel(timezone.now() + timedelta(seconds=119)):
            assert tasks.expire_commands() == 0
        with time_machine.travel(timezone.now() + timedelta(seconds=121)):
            assert tasks.expire_commands() == 1
        device.refresh_from_db()
        assert device.status == "online"
        assert [c.new_status for c in device.status_changes.order_by("id")] == ["restarting", "online"]


@pytest.mark.django_db
class TestUnboundRegistrationsExpire:
    def test_a_box_nobody_bound_goes_after_the_ttl_and_its_agent_must_register_again(self, individual, anon, settings):
        settings.DEVICE_REGISTRATION_TTL_HOURS = 72
        old = timezone.now() - timedelta(hours=73)
        with time_machine.travel(old, tick=False):
            forgotten = make_device(None)
            bound = make_device(None)
            released = make_device(None)
            cloud = make_device(None, kind=DeviceKind.ZCLOUD)
        recent = make_device(None)
        device_bind(actor=individual.actor, code=bound.device_id)
        device_bind(actor=individual.actor, code=released.device_id)
        device_unbind(actor=individual.actor, device_id=released.id)  # had an owner: its history stays

        assert tasks.expire_registrations() == 1
        assert set(Device.objects.values_list("id", flat=True)) == {bound.id, released.id, cloud.id, recent.id}
        beat = anon.post("/api/cim/v1/agent/heartbeat", {}, format="json", **agent_headers(forgotten))
        assert beat.status_code == 401 and beat.json()["error"] == "device_secret_invalid"
        assert tasks.expire_registrations() == 0
