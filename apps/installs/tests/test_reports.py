"""What an agent's heartbeat says of its apps."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.devices.tests.helpers import agent_headers

from ..choices import AppStatus as S
from ..models import InstalledApp
from .helpers import API, app_at, box, described, installed_app, last_log


def beat(anon, device, apps):
    response = anon.post(f"{API}/agent/heartbeat", {"apps": apps}, format="json", **agent_headers(device))
    assert response.status_code == 200, response.json()
    return response


def status_of(installed: InstalledApp) -> str:
    return InstalledApp.objects.get(id=installed.id).status


@pytest.mark.django_db
class TestReports:
    def test_a_crash_and_a_recovery_are_taken_and_logged(self, anon, individual):
        installed = installed_app(individual.actor)
        beat(anon, installed.device, [{"id": installed.id, "status": "failed"}])
        assert status_of(installed) == S.FAILED
        entry = last_log(installed)
        assert (entry.old_status, entry.new_status, entry.actor) == ("running", "failed", None)
        assert described(entry) == "reported by the device"
        beat(anon, installed.device, [{"id": installed.id, "status": "running"}])
        assert status_of(installed) == S.RUNNING

    def test_stopped_on_the_box_and_started_again(self, anon, individual):
        installed = app_at(S.STOPPED, individual.actor)
        beat(anon, installed.device, [{"id": installed.id, "status": "running"}])
        assert status_of(installed) == S.RUNNING
        beat(anon, installed.device, [{"id": installed.id, "status": "stopped"}])
        assert status_of(installed) == S.STOPPED

    def test_ignored_while_a_command_for_the_app_is_under_way(self, anon, individual):
        installing = installed_app(individual.actor, running=False)
        log = installing.log.count()
        beat(anon, installing.device, [{"id": installing.id, "status": "running"}])
        assert status_of(installing) == S.INSTALLING and installing.log.count() == log

    @pytest.mark.parametrize("reported", ["installed", "starting", "uninstalling", "not_install", "bogus"])
    def test_only_settled_statuses_count(self, anon, individual, reported):
        installed = installed_app(individual.actor)
        beat(anon, installed.device, [{"id": installed.id, "status": reported}])
        assert status_of(installed) == S.RUNNING

    def test_a_move_the_table_refuses_is_ignored(self, anon, individual):
        installed = app_at(S.SUSPENDED, individual.actor)
        beat(anon, installed.device, [{"id": installed.id, "status": "failed"}])  # suspended -> failed: no
        assert status_of(installed) == S.SUSPENDED

    def test_a_box_cannot_report_for_another_devices_app(self, anon, individual, outsider):
        mine = installed_app(individual.actor)
        theirs = installed_app(outsider.actor)
        beat(anon, mine.device, [{"id": theirs.id, "status": "failed"}, {"id": 999999, "status": "failed"}])
        assert status_of(theirs) == S.RUNNING and status_of(mine) == S.RUNNING

    def test_an_uninstalled_app_stays_uninstalled(self, anon, individual):
        gone = app_at(S.NOT_INSTALL, individual.actor)
        beat(anon, gone.device, [{"id": gone.id, "status": "running"}])
        assert status_of(gone) == S.NOT_INSTALL

    def test_a_report_costs_the_same_queries_whatever_the_number_of_apps(self, anon, individual):
        def queries(count: int) -> int:
            device = box(individual.actor)
            apps = [installed_app(individual.actor, device=device) for _ in range(count)]
            with CaptureQueriesContext(connection) as captured:
                beat(anon, device, [{"id": installed.id, "status": "running"} for installed in apps])
            assert {status_of(installed) for installed in apps} == {S.RUNNING}
            return len(captured.captured_queries)

        # with the one read of what the server holds on the device, answered to the agent
        assert queries(1) == queries(4) <= 9
