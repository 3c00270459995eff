"""The installed-app state machine: install through the agent protocol, every action from every
status (accepted or refused), every command result (success, failure, expiry), stale
results, offline devices and Z-CLOUD machines answered by the cloud provider."""

import json
from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from apps.common import secrets as sealing
from apps.devices.choices import CommandStatus, DeviceKind, DeviceStatus
from apps.devices.models import AgentCommand, Device
from apps.devices.services import command_resend, command_result, commands_expire
from apps.devices.tests.helpers import GIB, agent_headers, first_plan, make_device
from apps.installs.notification_kinds import APP_FAILED, APP_INSTALLED
from apps.notifications.models import Notification

from .. import services
from ..choices import AppAction, AppStatus
from ..models import InstalledApp
from ..selectors import installed_app_allowed_actions
from .helpers import (
    API,
    PASSWORD,
    ai_app,
    answer,
    app_at,
    box,
    described,
    installed_app,
    last_log,
    moves,
    open_command,
    refused,
    server_app,
    world,
)

S = AppStatus

# What each status lets the owner do, in the order the API lists them (written out here,
# independently of the table in services, so a change to the table shows).
ALLOWED: dict[str, list[str]] = {
    S.NOT_INSTALL: [],
    S.INSTALLING: [],
    S.DOWNLOADING: [],
    S.INSTALLATION_FAILED: ["uninstall"],
    S.INSTALLED: ["start", "snapshot", "uninstall"],
    S.STARTING: [],
    S.PREPARING: [],
    S.RUNNING: ["stop", "restart", "suspend", "snapshot"],
    S.STOPPING: [],
    S.SHUTTING_DOWN: [],
    S.STOPPED: ["start", "snapshot", "uninstall"],
    S.RESTARTING: [],
    S.SUSPENDING: [],
    S.SUSPENDED: ["stop", "resume", "uninstall"],
    S.RESUMING: [],
    S.SNAPSHOTTING: [],
    S.UNINSTALLING: [],
    S.UNINSTALL_FAILED: ["uninstall"],
    S.FAILED: ["start", "uninstall"],
}
MOVING = {
    "start": S.STARTING,
    "stop": S.STOPPING,
    "restart": S.RESTARTING,
    "suspend": S.SUSPENDING,
    "resume": S.RESUMING,
    "snapshot": S.SNAPSHOTTING,
    "uninstall": S.UNINSTALLING,
}
# (action, where it came from) -> (status after success, status after failure or expiry)
RESULTS: dict[tuple[str, str], tuple[str, str]] = {
    ("start", S.INSTALLED): (S.RUNNING, S.FAILED),
    ("start", S.STOPPED): (S.RUNNING, S.FAILED),
    ("start", S.FAILED): (S.RUNNING, S.FAILED),
    ("stop", S.RUNNING): (S.STOPPED, S.RUNNING),
    ("stop", S.SUSPENDED): (S.STOPPED, S.SUSPENDED),
    ("restart", S.RUNNING): (S.RUNNING, S.FAILED),
    ("suspend", S.RUNNING): (S.SUSPENDED, S.RUNNING),
    ("resume", S.SUSPENDED): (S.RUNNING, S.SUSPENDED),
    ("snapshot", S.INSTALLED): (S.INSTALLED, S.INSTALLED),
    ("snapshot", S.RUNNING): (S.RUNNING, S.RUNNING),
    ("snapshot", S.STOPPED): (S.STOPPED, S.STOPPED),
    ("uninstall", S.INSTALLATION_FAILED): (S.NOT_INSTALL, S.UNINSTALL_FAILED),
    ("uninstall", S.INSTALLED): (S.NOT_INSTALL, S.UNINSTALL_FAILED),
    ("uninstall", S.STOPPED): (S.NOT_INSTALL, S.UNINSTALL_FAILED),
    ("uninstall", S.SUSPENDED): (S.NOT_INSTALL, S.UNINSTALL_FAILED),
    ("uninstall", S.UNINSTALL_FAILED): (S.NOT_INSTALL, S.UNINSTALL_FAILED),
    ("uninstall", S.FAILED): (S.NOT_INSTALL, S.UNINSTALL_FAILED),
}
LABELS = {
    "install": "Install",
    "start": "Start",
    "stop": "Stop",
    "restart": "Restart",
    "suspend": "Suspend",
    "resume": "Resume",
    "snapshot": "Snapshot",
    "uninstall": "Uninstall",
}


def act(api, installed, action):
    return api.post(f"{API}/apps/{installed.id}/actions", {"action": action}, format="json")


def heartbeat(api, device):
    response = api.post(f"{API}/agent/heartbeat", {}, format="json", **agent_headers(device))
    assert response.status_code == 200, response.json()
    return response.json()["data"]["commands"]


def report(api, device, command_id, success=True, detail=""):
    response = api.post(
        f"{API}/agent/commands/{command_id}/result",
        {"success": success, "detail": detail},
        format="json",
        **agent_headers(device),
    )
    assert response.status_code == 200, response.json()
    return response.json()["data"]


def status_of(installed):
    return InstalledApp.objects.get(id=installed.id).status


def test_the_tables_agree_with_the_services():
    """Each status's allowed actions, and each accepted (action, status) pair's results, are
    written out above; they must cover the services' table exactly (no action goes back from
    a sub-status into the move under way)."""
    assert set(ALLOWED) == set(services.TRANSITIONS) == set(S.values)
    accepted = {
        (action, status)
        for status, targets in services.TRANSITIONS.items()
        for action in AppAction.values
        if services.ACTIONS[action].moving in targets - {services.MACHINE.main_status(status)}
    }
    assert accepted == {(action, status) for status, actions in ALLOWED.items() for action in actions}
    assert set(RESULTS) == accepted
    assert {action: services.ACTIONS[action].moving for action in AppAction.values} == MOVING


@pytest.mark.django_db
class TestInstallThroughTheAgent:
    def test_the_install_command_carries_the_app_with_its_secrets_sealed(self, individual):
        app = ai_app(versions=("1.0", "1.1"))
        installed = installed_app(individual.actor, app=app, running=False)
        assert installed.status == S.INSTALLING
        command = AgentCommand.objects.get()
        assert (command.type, command.app_id, command.from_status, command.status) == (
            "install",
            installed.id,
            "not_install",
            "pending",
        )
        payload = command.payload
        assert set(payload) == {"app", "version", "config", "ssh_public_key", "api_key", "runtime"}
        assert (payload["app"], payload["version"], payload["config"]["port"]) == (app.slug, "1.1", 11434)
        assert payload["ssh_public_key"] == installed.ssh_public_key
        assert sealing.is_sealed(payload["config"]["password"]) and sealing.is_sealed(payload["api_key"])
        assert sealing.unseal_tree(payload["config"]["password"]) == PASSWORD
        api_key = sealing.decrypt(installed.api_key_sealed)
        assert api_key.startswith("zk-") and sealing.unseal_tree(payload["api_key"]) == api_key
        stored = json.dumps(payload)
        assert PASSWORD not in stored and api_key not in stored

    def test_a_plain_app_has_no_api_key_in_its_payload(self, individual):
        installed = installed_app(individual.actor, app=server_app(), running=False)
        assert "api_key" not in open_command(installed).payload
        assert installed.api_key_sealed == "" and installed.api_key_digest == ""

    def test_the_heartbeat_opens_the_sealed_values_for_the_agent_only(self, anon, individual):
        installed = installed_app(individual.actor, running=False)
        api_key = sealing.decrypt(installed.api_key_sealed)
        commands = heartbeat(anon, installed.device)
        assert len(commands) == 1
        delivered = commands[0]
        assert (delivered["type"], delivered["app_id"]) == ("install", installed.id)
        assert delivered["payload"]["config"] == {"port": 11434, "password": PASSWORD}
        assert delivered["payload"]["api_key"] == api_key
        row = AgentCommand.objects.get()
        assert row.status == CommandStatus.SENT
        assert PASSWORD not in json.dumps(row.payload) and api_key not in json.dumps(row.payload)
        assert heartbeat(anon, installed.device) == []  # delivered once

    def test_install_to_running_through_the_agent_protocol(self, anon, individual):
        installed = installed_app(individual.actor, running=False)
        device = installed.device
        install_command = heartbeat(anon, device)[0]
        assert report(anon, device, install_command["id"]) == {"id": install_command["id"], "status": "succeeded"}
        installed.refresh_from_db()
        assert installed.status == S.STARTING and installed.installed_at is not None
        start = open_command(installed)
        assert (start.type, start.from_status, start.payload) == ("start", "installed", {})
        (delivered,) = heartbeat(anon, device)
        assert (delivered["id"], delivered["type"], delivered["app_id"]) == (start.id, "start", installed.id)
        report(anon, device, start.id)
        assert status_of(installed) == S.RUNNING
        assert moves(installed) == [
            ("", "not_install"),
            ("not_install", "installing"),
            ("installing", "installed"),
            ("installed", "starting"),
            ("starting", "running"),
        ]
        log = list(installed.log.order_by("id"))
        assert [entry.actor for entry in log] == [individual.user, individual.user, None, None, None]
        assert [described(entry) for entry in log] == [
            "added to the device",
            "install requested",
            "Install: done",
            "starting after the install",
            "Start: done",
        ]

    def test_start_after_install_false_stays_installed(self, individual):
        installed = installed_app(individual.actor, running=False, start_after_install=False)
        installed = answer(installed)
        assert installed.status == S.INSTALLED
        assert not AgentCommand.objects.filter(status__in=["pending", "sent"]).exists()
        assert list(AgentCommand.objects.values_list("type", flat=True)) == ["install"]

    def test_a_device_gone_offline_meanwhile_is_not_asked_to_start(self, individual):
        installed = installed_app(individual.actor, running=False)
        Device.objects.filter(id=installed.device_id).update(status=DeviceStatus.OFFLINE)
        installed = answer(installed)
        assert installed.status == S.INSTALLED
        assert AgentCommand.objects.count() == 1

    @pytest.mark.parametrize("kind", ["individual", "owner"])
    def test_success_and_failure_notify_the_owner(self, client_for, personas, kind):
        """In the identity that owns the app: a company's app is told in the company's."""
        individual = personas[kind]
        app = ai_app(name_en="Ollama", name_zh="奥拉玛")
        device = box(individual.actor, name="Attic box")
        good = answer(installed_app(individual.actor, app=app, device=device, running=False))
        done = Notification.objects.get()
        assert (done.recipient, done.kind) == (individual.user, APP_INSTALLED)
        assert done.company_id == individual.actor.company_id
        assert done.params["app_en"] == "Ollama" and done.params["device"] == "Attic box"
        assert done.link == f"/devices/apps/{good.id}"

        bad = installed_app(individual.actor, app=server_app(name_en="Web"), device=device, running=False)
        bad = answer(bad, success=False, detail="disk full", code="insufficient_disk")
        assert bad.status == S.INSTALLATION_FAILED
        assert described(last_log(bad)) == "Install failed: not enough free disk space on the device"
        assert last_log(bad).reason_params["detail"] == "disk full" and last_log(bad).actor is None
        failed = Notification.objects.filter(kind=APP_FAILED).get()
        assert failed.recipient == individual.user and failed.link == f"/devices/apps/{bad.id}"
        assert failed.company_id == individual.actor.company_id
        assert failed.params["action_en"] == "Install"
        items = client_for(individual).get("/api/iam/v1/notifications").json()["data"]["items"]
        assert [(item["title"], item["body"]) for item in items] == [
            ("App action failed", "Web on Attic box: Install failed; see its log."),
            ("App installed", "Ollama is installed on Attic box."),
        ]

    def test_a_failed_start_after_install(self, individual):
        installed = answer(installed_app(individual.actor, running=False))  # starting
        installed = answer(installed, success=False, detail="port in use")
        assert installed.status == S.FAILED
        # no code from the agent: the generic text, its words kept as the detail
        assert described(last_log(installed)) == "Start failed: an error on the device"
        assert last_log(installed).reason_params == {"action": "start", "code": "unknown", "detail": "port in use"}
        kinds = list(Notification.objects.order_by("id").values_list("kind", "params__action_en"))
        assert kinds == [("app_installed", ""), ("app_failed", "Start")]


@pytest.mark.django_db
class TestActions:
    @pytest.mark.parametrize("status", list(ALLOWED))
    def test_allowed_actions_per_status(self, client_for, individual, status):
        installed = app_at(status, individual.actor)
        assert services.allowed_actions(installed) == ALLOWED[status]
        data = client_for(individual).get(f"{API}/apps/{installed.id}").json()["data"]
        assert data["status"] == status and data["allowed_actions"] == ALLOWED[status]

    @pytest.mark.parametrize("status", list(ALLOWED))
    def test_a_member_is_offered_only_starting_and_stopping(self, individual, member, status):
        # The one rule the answers and `app_act` share: what the status allows, and of that
        # only start and stop for a company member.
        assert installed_app_allowed_actions(actor=individual.actor, status=status) == ALLOWED[status]
        offered = installed_app_allowed_actions(actor=member.actor, status=status)
        assert offered == [action for action in ALLOWED[status] if action in ("start", "stop")]

    @pytest.mark.parametrize("action", AppAction.values)
    @pytest.mark.parametrize("status", list(services.TRANSITIONS))
    def test_every_action_from_every_status(self, client_for, individual, status, action):
        installed = app_at(status, individual.actor)
        api = client_for(individual)
        accepted = action in ALLOWED[status]
        if not accepted:
            before = world()
            body = refused(act(api, installed, action), 409, "transition_not_allowed")
            assert body["data"] == {"status": status, "allowed": services.allowed_actions(installed)}
            assert body["data"]["allowed"] == ALLOWED[status]
            assert world() == before
            return
        commands_before = AgentCommand.objects.count()
        response = act(api, installed, action)
        assert response.status_code == 200, response.json()
        data = response.json()["data"]
        assert data["status"] == MOVING[action] and data["allowed_actions"] == []
        assert AgentCommand.objects.count() == commands_before + 1
        command = open_command(installed)
        assert (command.type, command.app_id, command.from_status) == (action, installed.id, status)
        entry = last_log(installed)
        assert (entry.old_status, entry.new_status, entry.actor) == (status, MOVING[action], individual.user)
        assert entry.kind == "status"
        assert described(entry) == f"{LABELS[action]} requested"
        assert data["log"][0]["reason"] == f"{LABELS[action]} requested" and data["log"][0]["actor"] == "individual"

    @pytest.mark.parametrize(("action", "status"), list(RESULTS))
    def test_offline_device_refuses_every_allowed_action(self, client_for, individual, action, status):
        installed = app_at(status, individual.actor)
        Device.objects.filter(id=installed.device_id).update(status=DeviceStatus.OFFLINE)
        before = world()
        body = refused(act(client_for(individual), installed, action), 409, "device_offline")
        assert body["data"] == {"device_status": "offline"}
        assert world() == before

    def test_unknown_action(self, client_for, individual):
        installed = installed_app(individual.actor)
        refused(act(client_for(individual), installed, "explode"), 400, "validation_error")
        refused(act(client_for(individual), installed, "install"), 400, "validation_error")
        assert status_of(installed) == S.RUNNING


@pytest.mark.django_db
class TestResults:
    @pytest.mark.parametrize("outcome", ["success", "failure", "expiry"])
    @pytest.mark.parametrize(("action", "status"), list(RESULTS))
    def test_every_result(self, client_for, individual, settings, action, status, outcome):
        settings.DEVICE_COMMAND_TIMEOUT_SECONDS = 120
        installed = app_at(status, individual.actor)
        api = client_for(individual)
        assert act(api, installed, action).status_code == 200
        command = open_command(installed)
        notifications = Notification.objects.count()
        if outcome == "success":
            command_result(device=installed.device, command_id=command.id, success=True)
        elif outcome == "failure":
            command_result(device=installed.device, command_id=command.id, success=False, detail="broken")
        else:
            with time_machine.travel(timezone.now() + timedelta(seconds=100)):
                assert commands_expire() == 0
            assert status_of(installed) == MOVING[action]
            with time_machine.travel(timezone.now() + timedelta(seconds=121)):
                assert commands_expire() == 1
        done, failed = RESULTS[(action, status)]
        expected = done if outcome == "success" else failed
        installed.refresh_from_db()
        assert installed.status == expected
        command.refresh_from_db()
        assert command.status == {"success": "succeeded", "failure": "failed", "expiry": "expired"}[outcome]
        entry = last_log(installed)
        assert (entry.old_status, entry.new_status, entry.actor) == (MOVING[action], expected, None)
        assert (
            described(entry)
            == {
                "success": f"{LABELS[action]}: done",
                "failure": f"{LABELS[action]} failed: an error on the device",
                "expiry": f"{LABELS[action]}: no answer before the deadline",
            }[outcome]
        )
        if outcome == "expiry":
            assert entry.reason == "command_expired"
        # the owner hears of failures, not of successful actions
        assert Notification.objects.count() == notifications + (outcome != "success")
        assert not AgentCommand.objects.filter(status__in=["pending", "sent"]).exists()
        detail = api.get(f"{API}/apps/{installed.id}")
        assert detail.status_code == 200 and detail.json()["data"]["status"] == expected
        listed = [item["id"] for item in api.get(f"{API}/apps").json()["data"]["items"]]
        assert listed == ([] if expected == S.NOT_INSTALL else [installed.id])

    @pytest.mark.parametrize("outcome", ["success", "failure", "expiry"])
    def test_install_results(self, individual, settings, outcome):
        settings.DEVICE_COMMAND_TIMEOUT_SECONDS = 120
        installed = installed_app(individual.actor, running=False, start_after_install=False)
        if outcome == "expiry":
            with time_machine.travel(timezone.now() + timedelta(seconds=121)):
                assert commands_expire() == 1
            installed.refresh_from_db()
        else:
            installed = answer(installed, success=outcome == "success", detail="nope")
        expected = S.INSTALLED if outcome == "success" else S.INSTALLATION_FAILED
        assert installed.status == expected
        assert (
            described(last_log(installed))
            == {
                "success": "Install: done",
                "failure": "Install failed: an error on the device",
                "expiry": "Install: no answer before the deadline",
            }[outcome]
        )
        kind = APP_INSTALLED if outcome == "success" else APP_FAILED
        assert list(Notification.objects.values_list("kind", flat=True)) == [kind]

    def test_a_suspended_app_whose_stop_fails_stays_suspended(self, individual):
        installed = app_at(S.SUSPENDED, individual.actor)
        services.app_act(actor=individual.actor, installed_app_id=installed.id, action="stop")
        installed = answer(installed, success=False, detail="busy")
        assert installed.status == S.SUSPENDED
        assert moves(installed)[-2:] == [("suspended", "stopping"), ("stopping", "suspended")]

    def test_uninstall_stops_renting(self, client_for, individual):
        installed = app_at(S.RUNNING, individual.actor)
        api = client_for(individual)
        sharing = {"sharing_mode": "manual", "rentable": True, "price_per_hour": "2.00"}
        assert api.put(f"{API}/apps/{installed.id}/sharing", sharing, format="json").status_code == 200
        act(api, installed, "stop")
        answer(installed)
        act(api, installed, "uninstall")
        installed = answer(installed)
        assert (installed.status, installed.rentable) == (S.NOT_INSTALL, False)


@pytest.mark.django_db
class TestStaleResults:
    def test_a_resent_command_answered_late_changes_nothing(self, individual):
        installed = installed_app(individual.actor)  # running; its last command was the start
        copy = command_resend(device_id=installed.device_id)
        assert copy is not None and (copy.type, copy.app_id) == ("start", installed.id)
        log_rows, notifications = installed.log.count(), Notification.objects.count()
        command_result(device=installed.device, command_id=copy.id, success=False, detail="late")
        installed.refresh_from_db()
        assert installed.status == S.RUNNING
        assert installed.log.count() == log_rows and Notification.objects.count() == notifications
        assert AgentCommand.objects.get(id=copy.id).status == CommandStatus.FAILED

    @pytest.mark.parametrize("success", [True, False])
    def test_a_result_for_a_move_already_over(self, individual, success):
        installed = app_at(S.STOPPED, individual.actor)
        stray = AgentCommand.objects.create(
            device=installed.device,
            type="stop",
            app_id=installed.id,
            from_status="running",
            deadline=timezone.now() + timedelta(minutes=2),
        )
        before = world()
        command_result(device=installed.device, command_id=stray.id, success=success)
        after = world()
        assert after[0] == before[0] and after[1] == before[1]  # the app and its log are untouched
        assert status_of(installed) == S.STOPPED

    def test_an_expired_command_cannot_be_answered_afterwards(self, individual, settings):
        settings.DEVICE_COMMAND_TIMEOUT_SECONDS = 120
        installed = installed_app(individual.actor, running=False)
        command = open_command(installed)
        with time_machine.travel(timezone.now() + timedelta(seconds=121)):
            commands_expire()
        installed.refresh_from_db()
        assert installed.status == S.INSTALLATION_FAILED
        with pytest.raises(Exception, match="command_finished"):
            command_result(device=installed.device, command_id=command.id, success=True)
        assert status_of(installed) == S.INSTALLATION_FAILED

    def test_only_the_commands_device_can_answer_it(self, anon, individual):
        installed = installed_app(individual.actor, running=False)
        other = box(individual.actor)
        command = open_command(installed)
        response = anon.post(
            f"{API}/agent/commands/{command.id}/result", {"success": True}, format="json", **agent_headers(other)
        )
        refused(response, 404, "not_found")
        assert status_of(installed) == S.INSTALLING


@pytest.mark.django_db
class TestZcloud:
    def cloud_box(self, owner):
        return make_device(
            owner,
            kind=DeviceKind.ZCLOUD,
            plan=first_plan(),
            cpu_cores=8,
            memory_bytes=32 * GIB,
            disk_bytes=200 * GIB,
        )

    def test_the_cloud_provider_answers_an_install_up_to_running(
        self, client_for, individual, django_capture_on_commit_callbacks
    ):
        device = self.cloud_box(individual.actor)
        api = client_for(individual)
        with django_capture_on_commit_callbacks(execute=True):
            response = api.post(
                f"{API}/apps/install",
                {"device_id": device.id, "app_id": ai_app().id, "config": {"password": PASSWORD}},
                format="json",
            )
        assert response.status_code == 200, response.json()
        installed = InstalledApp.objects.get()
        assert installed.status == S.RUNNING
        assert [e[1] for e in moves(installed)] == ["not_install", "installing", "installed", "starting", "running"]
        commands = list(AgentCommand.objects.order_by("id").values_list("type", "status", "detail"))
        assert commands == [
            ("install", "succeeded", "done by the local cloud provider"),
            ("start", "succeeded", "done by the local cloud provider"),
        ]
        with django_capture_on_commit_callbacks(execute=True):
            assert act(api, installed, "stop").status_code == 200
        assert status_of(installed) == S.STOPPED

    def test_without_the_provider_answering_the_app_waits(self, client_for, individual):
        """The cloud is asked only once the transaction commits; until then nothing moves."""
        device = self.cloud_box(individual.actor)
        installed = installed_app(individual.actor, app=server_app(), device=device, running=False)
        assert installed.status == S.INSTALLING
        assert AgentCommand.objects.get().status == CommandStatus.PENDING
