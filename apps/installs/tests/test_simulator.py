"""Installed apps against the device simulator and a real server process, over HTTP."""

import pytest

from apps.common.testing import live_server
from apps.devices.models import Device
from apps.devices.tests.test_simulator import simulate, wait_until

from ..models import InstalledApp
from ..services import app_act, app_install
from .helpers import ai_app

TOKEN = "simulator-test-token"


@pytest.mark.django_db(transaction=True)
def test_a_simulated_box_installs_runs_and_stops_an_app(settings, make_persona, tmp_path):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN
    owner = make_persona("individual", name="appowner")
    app = ai_app()
    with live_server({"AGENT_REGISTRATION_TOKEN": TOKEN}) as base:
        run = simulate(base, owner, tmp_path, prefix="simapp")
        wait_until(lambda: Device.objects.filter(owner_user=owner.user, usage__isnull=False).exists())
        device = Device.objects.get(owner_user=owner.user)

        installed = app_install(
            actor=owner.actor, device_id=device.id, app_id=app.id, config={"password": "longenough1"}
        )
        wait_until(lambda: InstalledApp.objects.get(id=installed.id).status == "running", timeout=30)
        app_act(actor=owner.actor, installed_app_id=installed.id, action="stop")
        wait_until(lambda: InstalledApp.objects.get(id=installed.id).status == "stopped", timeout=30)

        moves = [(row.old_status, row.new_status) for row in installed.log.order_by("id")]
        assert moves[1:] == [
            ("not_install", "installing"),
            ("installing", "downloading"),
            ("downloading", "installed"),
            ("installed", "starting"),
            ("starting", "preparing"),
            ("preparing", "running"),
            ("running", "stopping"),
            ("stopping", "shutting_down"),
            ("shutting_down", "stopped"),
        ]
        device.refresh_from_db()
        assert device.status == "online"  # app commands leave the box itself as it was
        run.stop()
    assert not run.is_alive()


@pytest.mark.django_db(transaction=True)
def test_a_simulated_failure_names_its_agent_error_code(settings, make_persona, tmp_path):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN
    owner = make_persona("individual", name="failowner")
    app = ai_app()
    with live_server({"AGENT_REGISTRATION_TOKEN": TOKEN}) as base:
        options = {"failure_rate": 1.0, "failure_code": "gpu_unavailable"}
        run = simulate(base, owner, tmp_path, prefix="simfail", **options)
        wait_until(lambda: Device.objects.filter(owner_user=owner.user, usage__isnull=False).exists())
        device = Device.objects.get(owner_user=owner.user)
        installed = app_install(
            actor=owner.actor, device_id=device.id, app_id=app.id, config={"password": "longenough1"}
        )
        wait_until(lambda: InstalledApp.objects.get(id=installed.id).status == "installation_failed", timeout=30)
        failure = installed.log.order_by("-id")[0]
        assert failure.reason_params == {
            "action": "install",
            "code": "gpu_unavailable",
            "detail": "install failed on the box (simulated gpu_unavailable)",
        }
        run.stop()
    assert not run.is_alive()
