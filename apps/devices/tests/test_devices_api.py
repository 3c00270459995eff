"""The owner API: list, detail, bind, unbind, update, power, plans and Z-CLOUD machines."""

from decimal import Decimal

import pytest

from apps.devices import device_id as device_ids
from apps.devices.choices import CommandStatus, DeviceKind, DeviceStatus
from apps.devices.models import AgentCommand, Device, DeviceServer, DeviceStatusChange, Plan
from apps.devices.services import MACHINE, POWER, TRANSITIONS, allowed_actions, device_transition

from .helpers import API, GIB, cloud_customer, cloud_order, first_plan, make_command, make_device


def refused(response, status, error):
    assert response.status_code == status, response.json()
    assert response.json()["code"] == status and response.json()["error"] == error
    return response.json()


@pytest.mark.django_db
class TestListAndDetail:
    def test_list_filters_search_and_paging(self, client_for, individual, outsider):
        box = make_device(individual.actor, name="Living room")
        group = make_device(individual.actor, kind=DeviceKind.SERVER_GROUP, name="Rack", status=DeviceStatus.OFFLINE)
        big = make_device(individual.actor, name="Beast", cpu_cores=64, memory_bytes=256 * GIB, tier="high")
        make_device(outsider.actor, name="Living room too")
        api = client_for(individual)

        def ids(**query):
            data = api.get(f"{API}/devices", query).json()["data"]
            return [item["id"] for item in data["items"]]

        assert ids() == [big.id, group.id, box.id]
        assert ids(kind="server_group") == [group.id]
        assert ids(status="offline") == [group.id]
        assert ids(tier="high") == [big.id]
        assert ids(search="living") == [box.id]
        assert ids(search=box.device_id[5:9].lower()) == [box.id]
        assert api.get(f"{API}/devices", {"limit": 1, "offset": 1}).json()["data"]["total"] == 3
        assert ids(limit=1, offset=1) == [group.id]
        refused(api.get(f"{API}/devices", {"kind": "toaster"}), 400, "validation_error")

    def test_list_sorts(self, client_for, individual):
        box = make_device(individual.actor, name="living room")
        rack = make_device(individual.actor, name="Rack")
        attic = make_device(individual.actor, name="Attic")
        api = client_for(individual)

        def ids(sort):
            data = api.get(f"{API}/devices", {"sort": sort, "limit": 2, "offset": 1}).json()["data"]
            return [item["id"] for item in data["items"]]

        assert ids("newest") == [rack.id, box.id]
        assert ids("oldest") == [rack.id, attic.id]
        assert ids("name") == [box.id, rack.id]  # attic, living room, Rack: letter case left aside
        refused(api.get(f"{API}/devices", {"sort": "price"}), 400, "validation_error")

    def test_device_json(self, client_for, individual):
        device = make_device(
            individual.actor,
            kind=DeviceKind.SERVER_GROUP,
            gpus=[{"name": "A10", "passthrough": False, "vram_bytes": 8 * GIB}],
            usage={"cpu": 1.0, "memory": 2.0, "disk": 3.0, "gpu": None},
            lng=10.5,
            lat=-3.25,
        )
        DeviceServer.objects.create(device=device, name="s1", cpu_cores=2, memory_bytes=GIB, disk_bytes=GIB)
        item = client_for(individual).get(f"{API}/devices").json()["data"]["items"][0]
        assert item | {"last_seen_at": None, "created_at": None} == {
            "id": device.id,
            "device_id": device.device_id,
            "name": "My box",
            "kind": "server_group",
            "status": "online",
            "tier": "basic",
            "cpu_cores": 4,
            "memory_bytes": 8 * GIB,
            "disk_bytes": 100 * GIB,
            "gpus": [{"name": "A10", "passthrough": False, "vram_bytes": 8 * GIB}],
            "usage": {"cpu": 1.0, "memory": 2.0, "disk": 3.0, "gpu": None},
            "location": {"lng": 10.5, "lat": -3.25},
            "region": "Gabon",  # offshore: the country of the nearest place
            "last_seen_at": None,
            "created_at": None,
            "plan": None,
            "servers": [{"name": "s1", "cpu_cores": 2, "memory_bytes": GIB, "disk_bytes": GIB, "gpus": []}],
            "allowed_actions": ["stop", "restart"],
        }

    def test_detail_has_the_latest_20_changes(self, client_for, individual):
        device = make_device(individual.actor)
        for number in range(25):
            DeviceStatusChange.objects.create(
                device=device, old_status="online", new_status="stopped", reason=str(number)
            )
        data = client_for(individual).get(f"{API}/devices/{device.id}").json()["data"]
        assert len(data["history"]) == 20 and data["history"][0]["reason"] == "24"
        assert data["history"][0] == {
            "old_status": "online",
            "new_status": "stopped",
            "reason": "24",
            "error_code": None,  # set only on a failed command's row
            "detail": None,
            "created_at": data["history"][0]["created_at"],
        }
        refused(client_for(individual).get(f"{API}/devices/999999"), 404, "not_found")


@pytest.mark.django_db
class TestBind:
    def bind(self, client, code):
        return client.post(f"{API}/devices/bind", {"device_id": code}, format="json")

    def test_binds_a_free_box_typed_loosely(self, client_for, individual):
        device = make_device(None)
        typed = device.device_id.lower().replace("-", " ").replace("0", "o").replace("1", "l")
        answer = self.bind(client_for(individual), typed).json()["data"]
        assert answer["id"] == device.id and answer["device_id"] == device.device_id
        device.refresh_from_db()
        assert device.owner_user == individual.user

    def test_every_unbindable_id_answers_the_same(self, client_for, individual, outsider):
        theirs = make_device(outsider.actor)
        cloud = make_device(None, kind=DeviceKind.ZCLOUD)
        good = device_ids.generate()
        wrong_check = good[:-1] + next(c for c in device_ids.ALPHABET if c != good[-1])
        api = client_for(individual)
        bodies = [
            refused(self.bind(api, code), 400, "device_id_invalid")
            for code in [
                "",
                "hello",
                "A" * 5000,
                "ABCD-EFGH-\x1b[0m",
                "ABCD-EFGH-JKMU",
                wrong_check,
                good,
                theirs.device_id,
                cloud.device_id,
            ]
        ]
        assert {body["msg"] for body in bodies} == {"Invalid device ID"}
        assert {str(body["data"]) for body in bodies} == {"None"}
        theirs.refresh_from_db()
        assert theirs.owner_user == outsider.user

    def test_your_own_box_again(self, client_for, individual):
        device = make_device(individual.actor)
        refused(self.bind(client_for(individual), device.device_id), 409, "device_already_yours")

    def test_attempts_are_throttled(self, client_for, individual, make_persona):
        from unittest import mock

        from rest_framework.throttling import ScopedRateThrottle

        rates = {**ScopedRateThrottle.THROTTLE_RATES, "device_bind": "3/hour"}
        with mock.patch.object(ScopedRateThrottle, "THROTTLE_RATES", rates):
            api = client_for(individual)
            for _ in range(3):
                refused(self.bind(api, device_ids.generate()), 400, "device_id_invalid")
            refused(self.bind(api, make_device(None).device_id), 429, "too_many_requests")
            # Another person has their own allowance.
            refused(self.bind(client_for(make_persona("individual")), device_ids.generate()), 400, "device_id_invalid")


@pytest.mark.django_db
class TestUnbindAndUpdate:
    def test_unbind_releases_the_box_and_cancels_commands(self, client_for, individual):
        device = make_device(individual.actor, name="Mine", lng=1.0, lat=2.0)
        pending, sent = make_command(device), make_command(device, status=CommandStatus.SENT)
        done = make_command(device, status=CommandStatus.SUCCEEDED)
        response = client_for(individual).post(f"{API}/devices/{device.id}/unbind")
        assert response.status_code == 200 and response.json()["data"] is None
        device.refresh_from_db()
        assert device.owner_user is None and device.lng is None and device.name != "Mine"
        statuses = dict(AgentCommand.objects.exclude(type="release").values_list("id", "status"))
        assert statuses == {pending.id: "cancelled", sent.id: "cancelled", done.id: "succeeded"}
        release = AgentCommand.objects.get(type="release")
        assert (release.status, release.payload) == ("pending", {"app_ids": [], "ssh_users": [], "api_key_digests": []})
        # Someone else can bind it now.
        assert client_for(individual).get(f"{API}/devices/{device.id}").status_code == 404

    def test_zcloud_cannot_be_unbound(self, client_for, individual):
        device = make_device(individual.actor, kind=DeviceKind.ZCLOUD)
        refused(client_for(individual).post(f"{API}/devices/{device.id}/unbind"), 409, "zcloud_not_unbindable")
        device.refresh_from_db()
        assert device.owner_user == individual.user

    def test_update_name_and_location(self, client_for, individual):
        device = make_device(individual.actor)
        api = client_for(individual)
        url = f"{API}/devices/{device.id}"
        data = api.put(url, {"name": "Study", "location": {"lng": -180, "lat": 90}}, format="json").json()["data"]
        assert data["name"] == "Study" and data["location"] == {"lng": -180.0, "lat": 90.0}
        assert api.put(url, {"name": "Den"}, format="json").json()["data"]["location"] == {"lng": -180.0, "lat": 90.0}
        assert api.put(url, {"location": None}, format="json").json()["data"]["location"] is None
        device.refresh_from_db()
        assert device.name == "Den" and device.lng is None

    def test_a_located_device_names_its_region_in_the_callers_language(self, client_for, individual):
        device = make_device(individual.actor, lng=120.16, lat=30.27)
        api = client_for(individual)
        assert api.get(f"{API}/devices/{device.id}").json()["data"]["region"] == "Hangzhou, Zhejiang"
        chinese = api.get(f"{API}/devices", HTTP_ACCEPT_LANGUAGE="zh").json()["data"]["items"]
        assert [item["region"] for item in chinese] == ["浙江杭州"]
        unlocated = make_device(individual.actor)
        assert api.get(f"{API}/devices/{unlocated.id}").json()["data"]["region"] is None

    @pytest.mark.parametrize(
        "body",
        [
            {"name": ""},
            {"name": "x" * 51},
            {"location": {"lng": 180.5, "lat": 0}},
            {"location": {"lng": 0, "lat": 90.1}},
            {"location": {"lng": 0}},
        ],
    )
    def test_update_validation(self, client_for, individual, body):
        device = make_device(individual.actor)
        refused(client_for(individual).put(f"{API}/devices/{device.id}", body, format="json"), 400, "validation_error")


ACTIONS = ["start", "stop", "restart", "delete"]


@pytest.mark.django_db
class TestPower:
    @pytest.mark.parametrize("kind", [DeviceKind.ZBOX, DeviceKind.ZCLOUD])
    @pytest.mark.parametrize("status", [status.value for status in DeviceStatus])
    @pytest.mark.parametrize("action", ACTIONS)
    def test_the_table_decides(self, client_for, individual, kind, status, action):
        device = make_device(individual.actor, kind=kind, status=status)
        # No action goes back from a sub-status into the move under way.
        moves = TRANSITIONS[status] - {MACHINE.main_status(status)}
        allowed = POWER[action] in moves and (action != "delete" or kind == DeviceKind.ZCLOUD)
        response = client_for(individual).post(f"{API}/devices/{device.id}/power", {"action": action}, format="json")
        device.refresh_from_db()
        if allowed:
            assert response.status_code == 200, response.json()
            assert device.status == POWER[action]
            change = device.status_changes.get()
            assert (change.old_status, change.new_status, change.actor) == (status, POWER[action], individual.user)
            command = AgentCommand.objects.get(device=device)
            assert (command.type, command.status, command.from_status) == (action, "pending", status)
        else:
            body = refused(response, 409, "transition_not_allowed")
            assert body["data"] == {"status": status, "allowed": allowed_actions(device)}
            assert device.status == status and not device.status_changes.exists()
            assert not AgentCommand.objects.exists()

    def test_documented_moves(self):
        """The transition table as docs/api/devices.md states it."""
        box = Device(kind=DeviceKind.ZBOX)
        cloud = Device(kind=DeviceKind.ZCLOUD)
        expected = {
            "online": (["stop", "restart"], ["stop", "restart", "delete"]),
            "stopped": (["start"], ["start", "delete"]),
            "offline": ([], ["delete"]),
            "failed": (["start"], ["start", "delete"]),
            "creating": ([], []),
            "starting": ([], []),
            "stopping": ([], []),
            "preparing": ([], []),
            "shutting_down": ([], []),
            "restarting": ([], []),
            "deleting": ([], []),
            "unknown": ([], ["delete"]),
        }
        assert set(expected) == set(DeviceStatus.values)
        for status, (for_box, for_cloud) in expected.items():
            box.status = cloud.status = status
            assert (sorted(allowed_actions(box)), sorted(allowed_actions(cloud))) == (
                sorted(for_box),
                sorted(for_cloud),
            )

    def test_the_entry_function_logs_actor_and_reason(self, individual):
        device = make_device(individual.actor)
        device_transition(device_id=device.id, to_status="offline", actor=individual.user, reason="testing")
        change = DeviceStatusChange.objects.get(device=device)
        assert (change.old_status, change.new_status, change.actor, change.reason) == (
            "online",
            "offline",
            individual.user,
            "testing",
        )

    def test_unknown_action(self, client_for, individual):
        device = make_device(individual.actor)
        response = client_for(individual).post(f"{API}/devices/{device.id}/power", {"action": "explode"}, format="json")
        refused(response, 400, "validation_error")


@pytest.mark.django_db
class TestPlansAndZcloud:
    def test_plans_are_the_active_ones(self, client_for, individual):
        assert Plan.objects.count() == 3  # seeded by the data migration
        Plan.objects.create(
            name="Retired",
            cpu_cores=1,
            memory_bytes=GIB,
            disk_bytes=GIB,
            bandwidth_mbps=1,
            price_per_hour=Decimal("0.10"),
            active=False,
        )
        data = client_for(individual).get(f"{API}/plans").json()["data"]
        assert data["total"] == 3 and "Retired" not in [plan["name"] for plan in data["items"]]
        cheapest = data["items"][0]
        assert set(cheapest) == {
            "id",
            "name",
            "cpu_cores",
            "memory_bytes",
            "disk_bytes",
            "bandwidth_mbps",
            "gpu_memory_bytes",
            "price_per_hour",
            "first_hold",
        }
        assert cheapest["price_per_hour"] == "0.50"

    def test_create_comes_online_then_stops_starts_and_is_deleted(
        self, client_for, individual, django_capture_on_commit_callbacks
    ):
        plan = Plan.objects.get(name="GPU 32C128G")
        cloud_customer(individual.user)
        api = client_for(individual)
        with django_capture_on_commit_callbacks(execute=True):
            created = api.post(f"{API}/devices/zcloud", cloud_order(plan), format="json")
        data = created.json()["data"]
        assert data["status"] == "creating" and data["kind"] == "zcloud" and data["tier"] == "high"
        assert data["plan"] == {"id": plan.id, "name": plan.name, "price_per_hour": "12.00"}
        assert data["gpus"] == [{"name": "vGPU", "passthrough": False, "vram_bytes": 24 * GIB}]
        assert device_ids.is_valid(data["device_id"])
        url = f"{API}/devices/{data['id']}"
        assert api.get(url).json()["data"]["status"] == "online"

        for action, final in [("stop", "stopped"), ("start", "online"), ("restart", "online")]:
            with django_capture_on_commit_callbacks(execute=True):
                moving = api.post(f"{url}/power", {"action": action}, format="json").json()["data"]
            assert moving["status"] == POWER[action]
            assert api.get(url).json()["data"]["status"] == final
        assert set(AgentCommand.objects.values_list("status", flat=True)) == {"succeeded"}
        history = [(item["old_status"], item["new_status"]) for item in api.get(url).json()["data"]["history"]]
        assert history[-2:] == [("creating", "online"), (None, "creating")]

        with django_capture_on_commit_callbacks(execute=True):
            assert api.post(f"{url}/power", {"action": "delete"}, format="json").json()["data"]["status"] == "deleting"
        refused(api.get(url), 404, "not_found")
        # Its billing is money history: the machine is marked removed, not deleted.
        gone = Device.objects.get()
        assert gone.removed_at is not None and gone.serial is None and gone.billing.ended_at is not None

    @pytest.mark.parametrize("body", [{"plan_id": 999999, "name": "x"}, {"name": "x"}, {"plan_id": 1, "name": ""}])
    def test_create_validation(self, client_for, individual, body):
        refused(client_for(individual).post(f"{API}/devices/zcloud", body, format="json"), 400, "validation_error")
        assert not Device.objects.exists()

    def test_inactive_plan_is_refused(self, client_for, individual):
        plan = first_plan()
        plan.active = False
        plan.save()
        body = refused(
            client_for(individual).post(f"{API}/devices/zcloud", cloud_order(plan, name="x"), format="json"),
            400,
            "validation_error",
        )
        assert list(body["data"]) == ["plan_id"]
