"""Allocating the company's devices and apps to its members, and what follows when a
resource leaves the company. A member holds their own access to every app an allocation of
theirs covers (a device covers the apps on it, including those installed later)."""

from typing import Any

from django.db import transaction

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.devices.models import Device
from apps.devices.selectors import devices_of
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.installs.selectors import installed_apps_of

from ..choices import RecordKind, ResourceType, Role
from ..models import Allocation, Company, Membership
from ..selectors import allocation_apps, allocations_live, company_actor, company_admin_of
from .common import access_sync, allocations_end, record_write


def _member(company: Company, member_id: int) -> User:
    """A member (not the owner) of the company, locked so that their allocations change one
    at a time; else 404."""
    membership = (
        Membership.objects.select_for_update(of=("self",))
        .select_related("user")
        .filter(company=company, user_id=member_id, role=Role.MEMBER)
        .first()
    )
    if membership is None:
        raise ApplicationError("not_found")
    return membership.user


def _resource(company: Company, resource_type: str, resource_id: int) -> dict[str, Any]:
    """The company's device or (installed) app as the allocation's field; else 404."""
    actor = company_actor(company)
    if resource_type == ResourceType.DEVICE:
        device = devices_of(actor=actor).filter(id=resource_id).first()
        if device is None:
            raise ApplicationError("not_found")
        return {"device": device}
    installed = installed_apps_of(actor=actor).exclude(status=AppStatus.NOT_INSTALL).filter(id=resource_id).first()
    if installed is None:
        raise ApplicationError("not_found")
    return {"installed_app": installed}


@transaction.atomic
def resource_assign(*, actor: Actor, member_id: int, resource_type: str, resource_id: int) -> Allocation:
    """The owner allocates one of the company's devices or apps to a member, who gets their
    own access to every app it covers (a record tells them). An allocation already live is
    answered as it is."""
    company = company_admin_of(actor=actor)
    member = _member(company, member_id)
    resource = _resource(company, resource_type, resource_id)
    live = allocations_live().filter(company=company, member=member, **resource).first()
    if live is not None:
        return live
    allocation = Allocation.objects.create(
        company=company, member=member, resource_type=resource_type, assigned_by=actor.user, **resource
    )
    record_write(
        company=company,
        member=member,
        kind=RecordKind.ALLOCATION,
        actor=actor.user,
        resource=(resource_type, str(resource_id)),
    )
    access_sync(company=company, member=member, apps=allocation_apps(allocation))
    return allocation


@transaction.atomic
def resource_unassign(*, actor: Actor, member_id: int, resource_type: str, resource_id: int) -> None:
    """The owner takes an allocation back (404 when there is none): the member loses their
    access to the apps nothing else allocated to them covers."""
    company = company_admin_of(actor=actor)
    member = _member(company, member_id)
    resource = _resource(company, resource_type, resource_id)
    allocations = allocations_live().filter(company=company, member=member, **resource)
    if not allocations.exists():
        raise ApplicationError("not_found")
    allocations_end(allocations, actor=actor.user)


# What installs and devices tell (followed from the app's `ready()`).


def on_app_installed(*, installed_app: InstalledApp) -> None:
    """An app installed on a company device: the members the device is allocated to get
    their own access to it."""
    if installed_app.owner_company_id is None:
        return
    for allocation in (
        allocations_live()
        .filter(company_id=installed_app.owner_company_id, device_id=installed_app.device_id)
        .select_related("company", "member")
    ):
        access_sync(company=allocation.company, member=allocation.member, apps=[installed_app])


def on_app_removed(*, installed_app: InstalledApp) -> None:
    """An app left its device: its allocations end."""
    allocations_end(Allocation.objects.filter(installed_app=installed_app), actor=None)


def on_device_released(*, device: Device) -> None:
    """A device left its owner (unbound): its allocations end."""
    allocations_end(Allocation.objects.filter(device=device), actor=None)
