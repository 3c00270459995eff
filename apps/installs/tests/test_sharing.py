"""Sharing an installed app: the mode, the rentable flag and the price, with the spec's rules
(no rentable change while the app is stopped or its device offline, none in dedicated mode,
the system's call in autopilot) and the autopilot beat."""

from decimal import Decimal
from importlib import import_module

import pytest
from django.apps import apps as registry
from django.conf import settings as django_settings

from apps.devices.choices import DeviceStatus
from apps.devices.models import Device
from apps.devices.services import device_mark_offline

from .. import tasks
from ..choices import AppStatus
from ..models import InstalledApp, InstalledAppLog
from ..services import app_sharing_update
from .helpers import API, answer, app_at, described, installed_app, last_log, refused, world

S = AppStatus


def share(api, installed, **body):
    return api.put(f"{API}/apps/{installed.id}/sharing", body, format="json")


def flags(installed):
    row = InstalledApp.objects.get(id=installed.id)
    return row.sharing_mode, row.rentable, row.price_per_hour


def act(api, installed, action):
    response = api.post(f"{API}/apps/{installed.id}/actions", {"action": action}, format="json")
    assert response.status_code == 200, response.json()


@pytest.mark.django_db
class TestManual:
    def test_rent_out_with_a_price(self, client_for, individual):
        installed = installed_app(individual.actor)
        response = share(client_for(individual), installed, sharing_mode="manual", rentable=True, price_per_hour="2.50")
        assert response.status_code == 200, response.json()
        data = response.json()["data"]
        assert (data["sharing_mode"], data["rentable"], data["price_per_hour"]) == ("manual", True, "2.50")
        assert flags(installed) == ("manual", True, Decimal("2.50"))
        entry = last_log(installed)
        assert (entry.old_status, entry.new_status, entry.actor) == ("running", "running", individual.user)
        assert entry.kind == "sharing"
        assert described(entry) == "sharing: Manual, rentable: yes, 2.50 coins per hour"
        assert data["log"][0]["reason"] == "sharing: Manual, rentable: yes, 2.50 coins per hour"

    def test_the_price_alone_can_change_and_the_flag_is_kept(self, client_for, individual):
        installed = installed_app(individual.actor)
        api = client_for(individual)
        share(api, installed, sharing_mode="manual", rentable=True, price_per_hour="2.50")
        assert share(api, installed, sharing_mode="manual", price_per_hour="3").status_code == 200
        assert flags(installed) == ("manual", True, Decimal("3.00"))
        assert described(last_log(installed)) == "sharing: Manual, rentable: yes, 3.00 coins per hour"

    @pytest.mark.parametrize(
        "body",
        [
            {"rentable": True, "price_per_hour": "0"},
            {"rentable": True},  # the price is still 0
        ],
    )
    def test_renting_out_needs_a_price(self, client_for, individual, body):
        installed = installed_app(individual.actor)
        before = world()
        response = share(client_for(individual), installed, sharing_mode="manual", **body)
        assert refused(response, 400, "validation_error")["data"] == {
            "price_per_hour": ["Set a price above 0 to rent the app out."]
        }
        assert world() == before

    def test_a_price_cannot_drop_to_0_while_rented_out(self, client_for, individual):
        installed = installed_app(individual.actor)
        api = client_for(individual)
        share(api, installed, sharing_mode="manual", rentable=True, price_per_hour="1")
        before = world()
        refused(share(api, installed, sharing_mode="manual", price_per_hour="0"), 400, "validation_error")
        assert world() == before

    @pytest.mark.parametrize(
        "body",
        [
            {"sharing_mode": "manual", "price_per_hour": "-1"},
            {"sharing_mode": "manual", "price_per_hour": "100000.01"},
            {"sharing_mode": "sometimes"},
            {"rentable": True},
        ],
    )
    def test_request_validation(self, client_for, individual, body):
        installed = installed_app(individual.actor)
        before = world()
        refused(share(client_for(individual), installed, **body), 400, "validation_error")
        assert world() == before

    @pytest.mark.parametrize("rentable_now", [False, True])
    def test_no_rentable_change_while_the_app_is_stopped(self, client_for, individual, rentable_now):
        installed = installed_app(individual.actor)
        api = client_for(individual)
        if rentable_now:
            share(api, installed, sharing_mode="manual", rentable=True, price_per_hour="1")
        act(api, installed, "stop")
        installed = answer(installed)
        assert installed.status == S.STOPPED
        before = world()
        response = share(api, installed, sharing_mode="manual", rentable=not rentable_now, price_per_hour="1")
        refused(response, 409, "rentable_app_stopped")
        assert world() == before
        # the price can change, the flag staying as it is
        assert (
            share(api, installed, sharing_mode="manual", rentable=rentable_now, price_per_hour="4").status_code == 200
        )
        assert flags(installed) == ("manual", rentable_now, Decimal("4.00"))

    def test_no_rentable_change_while_the_device_is_offline(self, client_for, individual):
        installed = installed_app(individual.actor)
        Device.objects.filter(id=installed.device_id).update(status=DeviceStatus.OFFLINE)
        before = world()
        response = share(client_for(individual), installed, sharing_mode="manual", rentable=True, price_per_hour="1")
        refused(response, 409, "rentable_device_offline")
        assert world() == before


@pytest.mark.django_db
class TestDedicated:
    def test_dedicated_cannot_be_rented_out(self, client_for, individual):
        installed = installed_app(individual.actor)
        before = world()
        response = share(client_for(individual), installed, sharing_mode="dedicated", rentable=True, price_per_hour="1")
        refused(response, 409, "rentable_dedicated")
        assert world() == before

    def test_switching_to_dedicated_turns_renting_off(self, client_for, individual):
        installed = installed_app(individual.actor)
        api = client_for(individual)
        share(api, installed, sharing_mode="manual", rentable=True, price_per_hour="1.20")
        response = share(api, installed, sharing_mode="dedicated")
        assert response.status_code == 200, response.json()
        assert flags(installed) == ("dedicated", False, Decimal("1.20"))
        assert described(last_log(installed)) == "sharing: Dedicated (self-use), rentable: no, 1.20 coins per hour"
        # and it stays off whatever the app does
        act(api, installed, "restart")
        answer(installed)
        assert flags(installed)[1] is False


@pytest.mark.django_db
class TestAutopilot:
    def test_rentable_while_running_on_an_online_device(self, client_for, individual):
        installed = installed_app(individual.actor)
        response = share(client_for(individual), installed, sharing_mode="autopilot", price_per_hour="2")
        assert response.status_code == 200, response.json()
        assert response.json()["data"]["rentable"] is True
        assert flags(installed) == ("autopilot", True, Decimal("2.00"))
        assert (
            described(last_log(installed)) == "sharing: Autopilot (maximum profit), rentable: yes, 2.00 coins per hour"
        )

    def test_a_flag_other_than_the_systems_is_refused(self, client_for, individual):
        installed = installed_app(individual.actor)
        api = client_for(individual)
        before = world()
        response = share(api, installed, sharing_mode="autopilot", rentable=False, price_per_hour="2")
        refused(response, 409, "rentable_autopilot")
        assert world() == before
        # the system's own value is fine
        assert share(api, installed, sharing_mode="autopilot", rentable=True, price_per_hour="2").status_code == 200

    def test_a_stopped_app_is_not_rentable_under_autopilot(self, client_for, individual):
        installed = app_at(S.STOPPED, individual.actor)
        api = client_for(individual)
        refused(
            share(api, installed, sharing_mode="autopilot", rentable=True, price_per_hour="2"),
            409,
            "rentable_autopilot",
        )
        assert share(api, installed, sharing_mode="autopilot", price_per_hour="2").status_code == 200
        assert flags(installed) == ("autopilot", False, Decimal("2.00"))

    def test_autopilot_needs_a_price_even_while_the_app_is_stopped(self, client_for, individual):
        """Autopilot rents the app out on its own once it runs: a price of 0 would rent it for free."""
        installed = app_at(S.STOPPED, individual.actor)
        api = client_for(individual)
        before = world()
        body = refused(share(api, installed, sharing_mode="autopilot"), 400, "validation_error")
        assert body["data"] == {"price_per_hour": ["Set a price above 0 to rent the app out."]}
        assert world() == before

    def test_the_flag_follows_the_apps_moves(self, client_for, individual):
        installed = installed_app(individual.actor)
        api = client_for(individual)
        share(api, installed, sharing_mode="autopilot", price_per_hour="2")
        act(api, installed, "stop")
        assert flags(installed)[1] is False  # stopping
        answer(installed, success=False)  # the stop failed: running again
        assert flags(installed)[1] is True
        act(api, installed, "stop")
        answer(installed)
        assert flags(installed)[1] is False
        act(api, installed, "start")
        assert flags(installed)[1] is False  # starting
        answer(installed)
        assert flags(installed)[1] is True

    def test_the_beat_follows_the_device(self, individual, outsider):
        installed = installed_app(individual.actor)
        app_sharing_update(
            actor=individual.actor, installed_app_id=installed.id, sharing_mode="autopilot", price_per_hour=Decimal(2)
        )
        manual = installed_app(individual.actor, device=installed.device)
        app_sharing_update(
            actor=individual.actor,
            installed_app_id=manual.id,
            sharing_mode="manual",
            rentable=True,
            price_per_hour=Decimal(1),
        )
        assert "installs.autopilot" in {entry["task"] for entry in django_settings.CELERY_BEAT_SCHEDULE.values()}
        assert tasks.autopilot.delay().get() == 0  # nothing to fix

        device_mark_offline(device_id=installed.device_id, reason="no_heartbeat", reason_params={"seconds": 90})
        assert flags(installed)[1] is True  # until the beat looks
        assert tasks.autopilot.delay().get() == 1
        assert flags(installed)[1] is False
        assert flags(manual)[1] is True  # manual apps are the owner's call
        assert tasks.autopilot.delay().get() == 0

        Device.objects.filter(id=installed.device_id).update(status=DeviceStatus.ONLINE)
        assert tasks.autopilot.delay().get() == 1
        assert flags(installed)[1] is True

    def test_the_beat_turns_off_a_stopped_app_left_rentable(self, individual):
        installed = installed_app(individual.actor)
        app_sharing_update(
            actor=individual.actor, installed_app_id=installed.id, sharing_mode="autopilot", price_per_hour=Decimal(2)
        )
        InstalledApp.objects.filter(id=installed.id).update(status=S.STOPPED)  # written behind the services' back
        assert tasks.autopilot() == 1
        assert flags(installed)[1] is False


@pytest.mark.django_db
def test_log_rows_written_before_kinds_get_theirs_from_their_reason(individual):
    installed = installed_app(individual.actor)
    for reason in ("sharing", "api_key_rotated", "action"):
        InstalledAppLog.objects.create(
            installed_app=installed, old_status="running", new_status="running", reason=reason
        )
    import_module("apps.installs.migrations.0002_log_kind_status_log").kinds_from_reasons(registry, None)
    rows = installed.log.filter(reason__in=("sharing", "api_key_rotated", "action")).order_by("id")
    assert list(rows.values_list("reason", "kind")) == [
        ("sharing", "sharing"),
        ("api_key_rotated", "api_key"),
        ("action", "status"),
    ]
