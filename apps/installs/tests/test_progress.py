"""Sub-statuses of an installed app's command under way, reported by the agent through
`agent/commands/{id}/progress` or its heartbeat: installing <-> downloading, starting <->
preparing, stopping <-> shutting_down."""

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from apps.devices.models import AgentCommand
from apps.devices.services import commands_expire
from apps.devices.tests.helpers import agent_headers

from ..choices import AppStatus as S
from ..models import InstalledApp
from .helpers import API, answer, app_at, described, installed_app, last_log, open_command, refused, world


def progress(anon, installed: InstalledApp, status: str, command: AgentCommand | None = None):
    command = command or open_command(installed)
    return anon.post(
        f"{API}/agent/commands/{command.id}/progress",
        {"status": status},
        format="json",
        **agent_headers(installed.device),
    )


def beat(anon, installed: InstalledApp, status: str) -> None:
    body = {"apps": [{"id": installed.id, "status": status}]}
    response = anon.post(f"{API}/agent/heartbeat", body, format="json", **agent_headers(installed.device))
    assert response.status_code == 200, response.json()


def status_of(installed: InstalledApp) -> str:
    return InstalledApp.objects.get(id=installed.id).status


@pytest.mark.django_db
class TestProgressCall:
    def test_downloading_and_back_then_the_result_completes_the_install(self, anon, individual):
        installed = installed_app(individual.actor, running=False, start_after_install=False)
        command = open_command(installed)
        with time_machine.travel(timezone.now() + timedelta(seconds=100), tick=False):
            response = progress(anon, installed, "downloading")
            assert response.status_code == 200, response.json()
            assert response.json()["data"] == {"id": command.id, "status": "pending"}
            assert open_command(installed).deadline > command.deadline
        assert status_of(installed) == S.DOWNLOADING
        entry = last_log(installed)
        assert (entry.old_status, entry.new_status, entry.actor, entry.kind) == (
            "installing",
            "downloading",
            None,
            "status",
        )
        assert described(entry) == "Install: progress reported by the agent"

        assert progress(anon, installed, "installing").status_code == 200
        assert status_of(installed) == S.INSTALLING
        assert progress(anon, installed, "downloading").status_code == 200
        assert answer(installed).status == S.INSTALLED

    def test_a_failed_result_fails_back_from_the_sub_status(self, anon, individual):
        installed = app_at(S.SHUTTING_DOWN, individual.actor)
        assert answer(installed, success=False, detail="busy").status == S.RUNNING
        installing = installed_app(individual.actor, running=False)
        progress(anon, installing, "downloading")
        assert answer(installing, success=False, detail="disk full").status == S.INSTALLATION_FAILED

    def test_preparing_then_running(self, anon, individual):
        installed = app_at(S.STARTING, individual.actor)
        assert progress(anon, installed, "preparing").status_code == 200
        assert status_of(installed) == S.PREPARING
        assert answer(installed).status == S.RUNNING

    def test_an_expiry_fails_the_move_back_from_the_sub_status(self, individual):
        installed = app_at(S.DOWNLOADING, individual.actor)
        with time_machine.travel(timezone.now() + timedelta(hours=1), tick=False):
            assert commands_expire() == 1
        assert status_of(installed) == S.INSTALLATION_FAILED

    @pytest.mark.parametrize("status", ["preparing", "shutting_down", "running", "bogus"])
    def test_a_status_outside_the_commands_move_is_refused(self, anon, individual, status):
        installed = installed_app(individual.actor, running=False)
        before = world()
        body = refused(progress(anon, installed, status), 409, "transition_not_allowed")
        assert body["data"] == {"status": "installing", "allowed": []}
        assert world() == before

    def test_an_action_never_re_enters_the_move_under_way(self, client_for, individual):
        installed = app_at(S.SHUTTING_DOWN, individual.actor)
        response = client_for(individual).post(f"{API}/apps/{installed.id}/actions", {"action": "stop"}, format="json")
        assert refused(response, 409, "transition_not_allowed")["data"] == {"status": "shutting_down", "allowed": []}

    def test_a_finished_command_takes_no_progress(self, anon, individual):
        installed = installed_app(individual.actor, running=False, start_after_install=False)
        command = open_command(installed)
        answer(installed)
        refused(progress(anon, installed, "downloading", command), 409, "command_finished")
        assert status_of(installed) == S.INSTALLED

    def test_another_devices_command_is_not_found(self, anon, individual, outsider):
        installed = installed_app(individual.actor, running=False)
        other = installed_app(outsider.actor, running=False)
        response = anon.post(
            f"{API}/agent/commands/{open_command(installed).id}/progress",
            {"status": "downloading"},
            format="json",
            **agent_headers(other.device),
        )
        refused(response, 404, "not_found")


@pytest.mark.django_db
class TestHeartbeat:
    def test_a_reported_sub_status_is_progress(self, anon, individual):
        installed = app_at(S.STARTING, individual.actor)
        command = open_command(installed)
        with time_machine.travel(timezone.now() + timedelta(seconds=100), tick=False):
            beat(anon, installed, "preparing")
        assert status_of(installed) == S.PREPARING
        assert AgentCommand.objects.get(id=command.id).deadline > command.deadline
        assert last_log(installed).reason == "progress"

    def test_the_transitional_status_alone_changes_nothing(self, anon, individual):
        installed = app_at(S.STARTING, individual.actor)
        command = open_command(installed)
        log_rows = installed.log.count()
        with time_machine.travel(timezone.now() + timedelta(seconds=100), tick=False):
            beat(anon, installed, "starting")
        assert status_of(installed) == S.STARTING and installed.log.count() == log_rows
        assert AgentCommand.objects.get(id=command.id).deadline == command.deadline

    def test_a_sub_status_of_another_move_is_ignored(self, anon, individual):
        installed = app_at(S.STARTING, individual.actor)
        beat(anon, installed, "downloading")
        assert status_of(installed) == S.STARTING
        idle = installed_app(individual.actor)
        beat(anon, idle, "preparing")  # no command under way
        assert status_of(idle) == S.RUNNING
