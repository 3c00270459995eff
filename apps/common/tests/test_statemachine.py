"""Every state machine's table, walked: for each (status, target) pair of each machine the
move succeeds (status written, one log row) exactly when the table allows it, and is refused
with 409 `transition_not_allowed` naming what is allowed otherwise."""

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.common.errors import ApplicationError
from apps.common.statemachine import StateMachine
from apps.companies.models import Application, Company, Invitation
from apps.companies.services import APPLICATIONS, INVITATIONS
from apps.companies.tests.helpers import invitation
from apps.demands.models import Demand, Order
from apps.demands.services import DEMAND_MACHINE, ORDER_MACHINE
from apps.devices.choices import DeviceKind
from apps.devices.models import Device
from apps.devices.services import MACHINE as DEVICES
from apps.devices.tests.helpers import make_device
from apps.friends.models import FriendRequest
from apps.friends.services import MACHINE as FRIEND_REQUESTS
from apps.installs.models import InstalledApp
from apps.installs.services import MACHINE as INSTALLED_APPS
from apps.installs.tests.helpers import box, server_app
from apps.rentals.models import Rental
from apps.rentals.services import MACHINE as RENTALS
from conftest import Persona


@dataclass(frozen=True)
class Walked:
    machine: StateMachine[Any]
    make: Callable[[Persona, str], Any]


def _cloud_machine(owner: Persona, status: str) -> Device:
    """A Z-CLOUD machine: the one kind whose moves are the whole table."""
    return make_device(owner.actor, kind=DeviceKind.ZCLOUD, status=status)


def _installed_app(owner: Persona, status: str) -> InstalledApp:
    device = box(owner.actor)
    return InstalledApp.objects.create(**owner.actor.owner_fields(), device=device, app=server_app(), status=status)


def _friend_request(sender: Persona, status: str) -> FriendRequest:
    return FriendRequest.objects.create(sender=sender.user, recipient=UserFactory.create(), status=status)


def _company(owner: Persona) -> Company:
    return Company.objects.create(name="Walked Co", owner=owner.user)


def _invitation(owner: Persona, status: str) -> Invitation:
    return invitation(_company(owner), status=status)


def _application(owner: Persona, status: str) -> Application:
    return Application.objects.create(
        company=_company(owner), applicant=UserFactory.create(), status=status, expires_at=timezone.now()
    )


def _rental(renter: Persona, status: str) -> Rental:
    installed = _installed_app(Persona(UserFactory.create(), "user"), "running")
    return Rental.objects.create(
        renter=renter.user, provider=installed.owner_user, installed_app=installed, price_per_hour=1, status=status
    )


def _demand(owner: Persona, status: str) -> Demand:
    return Demand.objects.create(
        owner=owner.user, name="Walked", price_per_hour=1, hours=1, status=status, expires_at=timezone.now()
    )


def _order(owner: Persona, status: str) -> Order:
    provider = Persona(UserFactory.create(), "user")
    return Order.objects.create(
        demand=_demand(owner, "open"), provider=provider.user, kind="device", price_per_hour=1, status=status
    )


MACHINES: dict[str, Walked] = {
    "friend_request": Walked(FRIEND_REQUESTS, _friend_request),
    "device": Walked(DEVICES, _cloud_machine),
    "installed_app": Walked(INSTALLED_APPS, _installed_app),
    "company_invitation": Walked(INVITATIONS, _invitation),
    "company_application": Walked(APPLICATIONS, _application),
    "rental": Walked(RENTALS, _rental),
    "demand": Walked(DEMAND_MACHINE, _demand),
    "order": Walked(ORDER_MACHINE, _order),
}
PAIRS = [
    pytest.param(name, old, new, id=f"{name}:{old}->{new}")
    for name, walked in MACHINES.items()
    for old in walked.machine.table
    for new in walked.machine.table
]


@pytest.mark.django_db
@pytest.mark.parametrize(("name", "old", "new"), PAIRS)
def test_every_move_of_every_table(name: str, old: str, new: str, individual: Persona) -> None:
    walked = MACHINES[name]
    row = walked.make(individual, old)
    logs = walked.machine.log_model._default_manager.filter(**{walked.machine.subject_field: row})
    if new in walked.machine.table[old]:
        moved = walked.machine.move(row, to=new, reason="walk")
        row.refresh_from_db()
        assert moved.status == row.status == new
        assert list(logs.values_list("old_status", "new_status", "reason")) == [(old, new, "walk")]
    else:
        with pytest.raises(ApplicationError) as refused:
            walked.machine.move(row, to=new)
        assert refused.value.code == "transition_not_allowed"
        assert refused.value.data == {"status": old, "allowed": walked.machine.allowed(row)}
        row.refresh_from_db()
        assert row.status == old and not logs.exists()


@pytest.mark.django_db
def test_events_run_once_the_move_commits(django_capture_on_commit_callbacks, individual: Persona) -> None:
    seen: list[tuple[str, str]] = []
    machine = replace(FRIEND_REQUESTS, events=(lambda row, old: seen.append((old, row.status)),))
    request = _friend_request(individual, "pending")
    with django_capture_on_commit_callbacks(execute=True):
        machine.move(request, to="accepted")
        assert seen == []
    assert seen == [("pending", "accepted")]
