"""Support for installs (the app_install command and the admin actions) and what happens to a
device's apps when it is unbound."""

from datetime import timedelta
from io import StringIO

import pytest
import time_machine
from django.core.management import CommandError, call_command
from django.test import Client
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.devices.choices import CommandStatus
from apps.devices.models import AgentCommand
from apps.devices.services import command_result, device_bind, device_force_unbind, device_unbind
from apps.devices.tests.helpers import agent_headers

from ..choices import AccessPurpose, AppStatus
from ..models import InstalledApp, LiteSpace
from ..services import app_access_grant
from .helpers import API, answer, app_at, box, described, installed_app, lite_app, moves, open_command, server_app

S = AppStatus


def run(*args: str) -> str:
    out = StringIO()
    call_command("app_install", *args, stdout=out)
    return out.getvalue()


def stuck_install(owner, minutes=30, **kw):
    with time_machine.travel(timezone.now() - timedelta(minutes=minutes), tick=False):
        return installed_app(owner, running=False, **kw)


@pytest.mark.django_db
class TestCommand:
    def test_lists_the_stuck_installs(self, individual):
        stuck = stuck_install(individual.actor, app=server_app(slug="stuck-one"))
        stuck_install(individual.actor, minutes=5)  # not long enough
        long_done = stuck_install(individual.actor, minutes=60)
        answer(long_done)  # installed meanwhile
        lines = run().splitlines()
        assert len(lines) == 1
        fields = lines[0].split("\t")
        assert fields[:4] == [str(stuck.id), "stuck-one", stuck.device.device_id, "individual"]
        assert fields[4].startswith("since ")
        assert len(run("--minutes", "3").splitlines()) == 2
        assert run("--minutes", "45") == "No install has been running for more than 45 minutes.\n"

    def test_retry_a_stuck_install(self, individual):
        installed = stuck_install(individual.actor)
        old = open_command(installed)
        assert run("--retry", str(installed.id)) == f"Installed app {installed.id} is now installing.\n"
        old.refresh_from_db()
        assert (old.status, old.detail) == (CommandStatus.CANCELLED, "retried by support")
        new = open_command(installed)
        assert new.id != old.id
        assert (new.type, new.from_status, new.payload["app"]) == ("install", "installation_failed", installed.app.slug)
        installed.refresh_from_db()
        assert installed.status == S.INSTALLING
        assert moves(installed)[-2:] == [("installing", "installation_failed"), ("installation_failed", "installing")]
        assert [described(entry) for entry in installed.log.order_by("-id")[:2]] == [
            "install retried by support",
            "install retried by support",
        ]
        assert installed.log.order_by("-id")[0].actor is None
        # the retried install goes on as usual
        assert answer(installed).status == S.STARTING

    def test_retry_a_failed_install(self, individual):
        installed = app_at(S.INSTALLATION_FAILED, individual.actor)
        run("--retry", str(installed.id))
        installed.refresh_from_db()
        assert installed.status == S.INSTALLING
        assert list(AgentCommand.objects.filter(app_id=installed.id).order_by("id").values_list("type", "status")) == [
            ("install", "failed"),
            ("install", "pending"),
        ]

    def test_give_up_a_stuck_install(self, individual):
        installed = stuck_install(individual.actor)
        command = open_command(installed)
        assert run("--fail", str(installed.id)) == f"Installed app {installed.id} is now installation_failed.\n"
        command.refresh_from_db()
        assert (command.status, command.detail) == (CommandStatus.CANCELLED, "failed by support")
        installed.refresh_from_db()
        assert installed.status == S.INSTALLATION_FAILED
        assert described(installed.log.order_by("-id")[0]) == "install given up by support"
        assert not AgentCommand.objects.filter(status__in=["pending", "sent"]).exists()

    @pytest.mark.parametrize(
        ("option", "status", "message"),
        [
            ("--retry", S.RUNNING, "Installed app {id} is running, not a stuck or failed install."),
            ("--retry", S.NOT_INSTALL, "Installed app {id} is not_install, not a stuck or failed install."),
            ("--fail", S.RUNNING, "Installed app {id} is running, not a stuck install."),
            ("--fail", S.INSTALLATION_FAILED, "Installed app {id} is installation_failed, not a stuck install."),
        ],
    )
    def test_wrong_statuses(self, individual, option, status, message):
        installed = app_at(status, individual.actor)
        log_rows, commands = installed.log.count(), AgentCommand.objects.count()
        with pytest.raises(CommandError) as error:
            run(option, str(installed.id))
        assert str(error.value) == message.format(id=installed.id)
        assert installed.log.count() == log_rows and AgentCommand.objects.count() == commands
        assert InstalledApp.objects.get(id=installed.id).status == status

    @pytest.mark.parametrize("option", ["--retry", "--fail"])
    def test_unknown_id(self, db, option):
        with pytest.raises(CommandError, match=r"No installed app has the id 4242\."):
            run(option, "4242")

    def test_retry_and_fail_together(self, db):
        with pytest.raises(CommandError):
            run("--retry", "1", "--fail", "1")


@pytest.fixture
def staff_browser(db) -> Client:
    browser = Client()
    browser.force_login(UserFactory.create(name="staffer", is_staff=True, is_superuser=True))
    return browser


@pytest.mark.django_db
class TestAdminActions:
    def test_retry_install(self, staff_browser, individual):
        stuck = stuck_install(individual.actor)
        failed = app_at(S.INSTALLATION_FAILED, individual.actor)
        running = installed_app(individual.actor)
        response = staff_browser.post(
            "/admin/installs/installedapp/",
            {"action": "retry_install", "_selected_action": [stuck.id, failed.id, running.id]},
            follow=True,
        )
        assert response.status_code == 200 and "2 installs queued again." in response.content.decode()
        statuses = dict(InstalledApp.objects.values_list("id", "status"))
        assert statuses == {stuck.id: "installing", failed.id: "installing", running.id: "running"}
        assert AgentCommand.objects.filter(type="install", status="pending").count() == 2
        assert AgentCommand.objects.filter(app_id=stuck.id, status="cancelled").count() == 1

    def test_fail_install(self, staff_browser, individual):
        stuck = stuck_install(individual.actor)
        failed = app_at(S.INSTALLATION_FAILED, individual.actor)
        failed_log = failed.log.count()
        response = staff_browser.post(
            "/admin/installs/installedapp/",
            {"action": "fail_install", "_selected_action": [stuck.id, failed.id]},
            follow=True,
        )
        assert response.status_code == 200 and "1 installs marked failed." in response.content.decode()
        assert InstalledApp.objects.get(id=stuck.id).status == S.INSTALLATION_FAILED
        assert failed.log.count() == failed_log  # not a stuck install: left alone
        assert not AgentCommand.objects.filter(status__in=["pending", "sent"]).exists()

    def test_the_admin_cannot_add_or_delete(self, staff_browser, individual):
        installed = installed_app(individual.actor)
        assert staff_browser.get("/admin/installs/installedapp/add/").status_code == 403
        assert staff_browser.get(f"/admin/installs/installedapp/{installed.id}/delete/").status_code == 403
        assert InstalledApp.objects.filter(id=installed.id).exists()


@pytest.mark.django_db
class TestUnbind:
    def test_unbinding_removes_the_devices_apps(self, client_for, individual):
        device = box(individual.actor)
        running = installed_app(individual.actor, device=device)
        installing = installed_app(individual.actor, app=server_app(), device=device, running=False)
        stopped = app_at(S.STOPPED, individual.actor, device=device)
        gone = app_at(S.NOT_INSTALL, individual.actor, device=device)
        elsewhere = installed_app(individual.actor)
        api = client_for(individual)
        api.put(
            f"{API}/apps/{running.id}/sharing",
            {"sharing_mode": "manual", "rentable": True, "price_per_hour": "1"},
            format="json",
        )
        gone_log = gone.log.count()
        assert api.post(f"{API}/devices/{device.id}/unbind").status_code == 200

        for installed, old_status in ((running, "running"), (installing, "installing"), (stopped, "stopped")):
            installed.refresh_from_db()
            assert (installed.status, installed.rentable) == (S.NOT_INSTALL, False)
            entry = installed.log.order_by("-id")[0]
            assert (entry.old_status, entry.new_status, entry.actor) == (old_status, "not_install", None)
            assert described(entry) == "removed: the device was unbound"
        assert gone.log.count() == gone_log  # already uninstalled: nothing to log
        assert InstalledApp.objects.get(id=elsewhere.id).status == S.RUNNING
        still_open = AgentCommand.objects.filter(device=device, status__in=["pending", "sent"])
        assert list(still_open.values_list("type", flat=True)) == ["release"]
        assert AgentCommand.objects.filter(app_id=installing.id, status="cancelled").exists()
        assert [item["id"] for item in api.get(f"{API}/apps").json()["data"]["items"]] == [elsewhere.id]

    @pytest.mark.parametrize("unbind", ["owner", "staff"])
    def test_the_box_is_told_to_remove_what_the_previous_owner_had(self, anon, individual, make_persona, unbind):
        device = box(individual.actor)
        ai = installed_app(individual.actor, device=device)
        plain = installed_app(individual.actor, app=server_app(), device=device, running=False)
        holder = make_persona("individual", name="holder").user
        grant = app_access_grant(installed_app=ai, holder=holder, purpose=AccessPurpose.MEMBER)
        if unbind == "owner":
            device_unbind(actor=individual.actor, device_id=device.id)
        else:
            device_force_unbind(device_id=device.id)

        newcomer = make_persona("individual", name="newcomer")
        device_bind(actor=newcomer.actor, code=device.device_id)
        theirs = installed_app(newcomer.actor, app=server_app(), device=device, running=False)
        beat = anon.post(f"{API}/agent/heartbeat", {}, format="json", **agent_headers(device)).json()["data"]
        release, install = beat["commands"]
        assert release["type"] == "release" and release["app_id"] is None
        assert sorted(release["payload"]["app_ids"]) == sorted([ai.id, plain.id])
        assert release["payload"]["ssh_users"] == [grant.ssh_username]
        assert sorted(release["payload"]["api_key_digests"]) == sorted([ai.api_key_digest, grant.api_key_digest])
        assert (install["type"], install["app_id"]) == ("install", theirs.id)  # the newcomer's, untouched

        command_result(device=device, command_id=release["id"], success=True)
        assert InstalledApp.objects.get(id=theirs.id).status == S.INSTALLING
        assert AgentCommand.objects.get(id=install["id"]).status == CommandStatus.SENT

    def test_staff_unbinding_does_the_same(self, individual):
        installed = installed_app(individual.actor)
        device_force_unbind(device_id=installed.device_id)
        installed.refresh_from_db()
        assert installed.status == S.NOT_INSTALL
        assert described(installed.log.order_by("-id")[0]) == "removed: the device was unbound"

    def test_unbinding_drops_the_lite_app_space_and_hides_the_apps_from_the_next_owner(
        self, client_for, individual, make_persona
    ):
        device = box(individual.actor)
        lite = installed_app(individual.actor, app=lite_app(), device=device)
        assert LiteSpace.objects.filter(device=device).exists()
        device_force_unbind(device_id=device.id)
        assert not LiteSpace.objects.filter(device=device).exists()
        lite.refresh_from_db()
        assert (lite.status, lite.lite_space_id) == (S.NOT_INSTALL, None)

        newcomer = make_persona("individual", name="newcomer")
        device_bind(actor=newcomer.actor, code=device.device_id)
        assert InstalledApp.objects.filter(id=lite.id, owner_user=individual.user).exists()  # the history stays theirs
        assert not LiteSpace.objects.filter(device=device).exists()
