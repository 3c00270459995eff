"""Staff's uninstall and clear actions in the admin (trust: the admin goes through the
services): the uninstall is the owner's action logged as staff's; clearing takes an app out
of any stuck status with a reason, ending its commands, access and rental."""

import pytest
from django.test import Client

from apps.accounts.models import User
from apps.accounts.tests.factories import UserFactory
from apps.devices.models import AgentCommand
from apps.rentals.choices import RentalStatus
from apps.rentals.tests.helpers import market_app, rented

from ..choices import AppStatus
from ..models import AppAccessGrant, InstalledApp
from .helpers import app_at, described, installed_app, last_log, open_command

S = AppStatus
CHANGELIST = "/admin/installs/installedapp/"


@pytest.fixture
def staffer(db) -> User:
    return UserFactory.create(name="staffer", is_staff=True, is_superuser=True)


@pytest.fixture
def staff_browser(staffer) -> Client:
    browser = Client()
    browser.force_login(staffer)
    return browser


def clear(browser: Client, *apps: InstalledApp, reason: str):
    body = {"action": "clear", "_selected_action": [installed.id for installed in apps], "apply": "1", "reason": reason}
    return browser.post(CHANGELIST, body, follow=True)


@pytest.mark.django_db
class TestUninstall:
    def test_staff_uninstall_queues_the_owners_uninstall_logged_as_staff(self, staff_browser, staffer, individual):
        stopped = app_at(S.STOPPED, individual.actor)
        installing = installed_app(individual.actor, running=False)
        response = staff_browser.post(
            CHANGELIST, {"action": "uninstall", "_selected_action": [stopped.id, installing.id]}, follow=True
        )
        page = response.content.decode()
        assert "1 uninstalls queued." in page and f"{installing.id}: " in page
        stopped.refresh_from_db()
        assert stopped.status == S.UNINSTALLING
        command = open_command(stopped)
        assert (command.type, command.from_status) == ("uninstall", "stopped")
        entry = last_log(stopped)
        assert (entry.actor, described(entry)) == (staffer, "uninstall requested by support")
        assert InstalledApp.objects.get(id=installing.id).status == S.INSTALLING


@pytest.mark.django_db
class TestClear:
    def test_the_form_asks_a_reason_and_nothing_moves_without_one(self, staff_browser, individual):
        stuck = app_at(S.UNINSTALLING, individual.actor)
        form = staff_browser.post(CHANGELIST, {"action": "clear", "_selected_action": [stuck.id]})
        assert form.status_code == 200 and 'name="reason"' in form.content.decode()
        response = clear(staff_browser, stuck, reason="  ")
        assert "Say why the app is cleared." in response.content.decode()
        stuck.refresh_from_db()
        assert stuck.status == S.UNINSTALLING and open_command(stuck).status == "pending"

    def test_a_stuck_uninstall_is_cleared_with_the_reason_in_its_log(self, staff_browser, staffer, individual):
        stuck = app_at(S.UNINSTALLING, individual.actor)
        command = open_command(stuck)
        assert f"App {stuck.id} cleared." in clear(staff_browser, stuck, reason="Box wiped by hand").content.decode()
        stuck.refresh_from_db()
        assert stuck.status == S.NOT_INSTALL
        command.refresh_from_db()
        assert (command.status, command.detail) == ("cancelled", "cleared by support")
        entry = last_log(stuck)
        assert (entry.old_status, entry.new_status, entry.actor) == ("uninstalling", "not_install", staffer)
        assert described(entry) == "cleared by support: Box wiped by hand"

    def test_a_stuck_install_ends_failed(self, staff_browser, individual):
        stuck = installed_app(individual.actor, running=False)
        clear(staff_browser, stuck, reason="Agent lost the download")
        stuck.refresh_from_db()
        assert stuck.status == S.INSTALLATION_FAILED
        assert not AgentCommand.objects.filter(app_id=stuck.id, status__in=["pending", "sent"]).exists()

    def test_a_rented_app_ends_its_rental_and_every_access(self, staff_browser, owner, make_persona):
        installed = market_app(owner.actor)
        renter = make_persona("individual", name="renter").user
        rental = rented(renter, installed)
        assert rental.status == RentalStatus.RENTAL_ONGOING
        clear(staff_browser, installed, reason="Provider asked us to take it down")
        installed.refresh_from_db()
        assert (installed.status, installed.rentable) == (S.NOT_INSTALL, False)
        rental.refresh_from_db()
        assert (rental.status, rental.reason) == (RentalStatus.POST_RENTAL_ONGOING, "provider_withdrew")  # settling
        assert not AppAccessGrant.objects.filter(installed_app=installed, revoked_at__isnull=True).exists()

    def test_an_uninstalled_app_has_nothing_to_clear(self, staff_browser, individual):
        gone = app_at(S.NOT_INSTALL, individual.actor)
        log_rows = gone.log.count()
        response = clear(staff_browser, gone, reason="tidy")
        assert f"{gone.id}: " in response.content.decode()
        assert gone.log.count() == log_rows
