"""A real Celery worker killed (SIGKILL, `CRASH_AT`) in the middle of an install's move leaves
the app where it was; a new worker running the expiry sweep beat queues finishes the move."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.common.testing.workers import WorkerBroker
from apps.devices.choices import CommandStatus
from apps.devices.models import AgentCommand
from apps.notifications.models import Notification
from apps.wallet.selectors import ledger_differences

from ..choices import AppStatus
from ..models import InstalledApp
from ..notification_kinds import APP_FAILED
from .helpers import installed_app, open_command


@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_mid_install_move_is_finished_by_the_next_sweep(tmp_path, individual):
    installed = installed_app(individual.actor, running=False)
    command = open_command(installed)
    AgentCommand.objects.filter(pk=command.pk).update(deadline=timezone.now() - timedelta(seconds=1))
    broker = WorkerBroker(tmp_path / "broker")

    assert broker.killed_at("app_command_finished", "devices.expire_commands") == -9, broker.log()
    installed.refresh_from_db()
    command.refresh_from_db()
    assert (installed.status, command.status) == (AppStatus.INSTALLING, CommandStatus.PENDING)  # all rolled back

    broker.recover(
        "devices.expire_commands",
        until=lambda: InstalledApp.objects.get(pk=installed.pk).status == AppStatus.INSTALLATION_FAILED,
    )
    command.refresh_from_db()
    assert command.status == CommandStatus.EXPIRED
    assert Notification.objects.filter(recipient=individual.user, kind=APP_FAILED).count() == 1
    assert ledger_differences() == ([], [])
