"""Owners: device IDs, binding, unbinding, re-enrolment codes and a device's own settings."""

import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.common.secrets import digest

from .. import device_id as device_ids
from ..choices import OPEN_COMMAND_STATUSES, CommandStatus, CommandType, DeviceKind
from ..hooks import Held, device_released
from ..models import AgentCommand, Device
from ..selectors import devices_of

DEFAULT_NAMES: dict[str, str] = {
    DeviceKind.ZBOX: "Z-BOX",
    DeviceKind.PBOX: "P-BOX",
    DeviceKind.SERVER_GROUP: "Server group",
}


def _new_device_id() -> str:
    while True:
        candidate = device_ids.generate()
        if not Device.objects.filter(device_id=candidate).exists():
            return candidate


# A box off the network when it was unbound still gets its release when it is back.
RELEASE_WAITS = timedelta(days=30)


def _release(device: Device) -> None:
    """Clears the owner columns (and what was theirs: name, location), cancels open commands
    and then queues one `release` command: the box removes what the followers of
    `device_released` say it holds for the previous owner."""
    now = timezone.now()
    device.commands.filter(status__in=OPEN_COMMAND_STATUSES).update(
        status=CommandStatus.CANCELLED, finished_at=now, detail="device unbound"
    )
    held: Held = {"app_ids": [], "ssh_users": [], "api_key_digests": []}
    for answer in device_released.fire(device=device):
        for key, values in (answer or {}).items():
            held[key].extend(values)
    AgentCommand.objects.create(device=device, type=CommandType.RELEASE, payload=held, deadline=now + RELEASE_WAITS)
    device.reenrol_code_hash, device.reenrol_expires_at = "", None
    device.owner_user = None
    device.owner_company_id = None
    device.name = f"{DEFAULT_NAMES.get(device.kind, device.kind)} {device.device_id[-4:]}"
    device.lng = device.lat = None
    device.save()


def _invalid_device_id() -> ApplicationError:
    return ApplicationError("device_id_invalid")


@transaction.atomic
def device_bind(*, actor: Actor, code: str) -> Device:
    """Binds a box or server group to the actor by its device ID. A malformed ID, a wrong
    check character, an unknown device and someone else's device all answer the same
    `device_id_invalid`, so IDs cannot be probed."""
    canonical = device_ids.normalise(code[:64])
    if len(code) > 64 or canonical is None or not device_ids.is_valid(canonical):
        raise _invalid_device_id()
    device = Device.objects.select_for_update().filter(device_id=canonical).exclude(kind=DeviceKind.ZCLOUD).first()
    if device is None:
        raise _invalid_device_id()
    if actor.owns(device):
        raise ApplicationError("device_already_yours")
    if device.owner_user_id is not None:
        raise _invalid_device_id()
    owner = actor.owner_fields()
    for field, value in owner.items():
        setattr(device, field, value)
    device.save(update_fields=[*owner, "updated_at"])
    return device


def _own_device(*, actor: Actor, device_id: int) -> Device:
    device = devices_of(actor=actor).select_for_update().filter(id=device_id).first()
    if device is None:
        raise ApplicationError("not_found")
    return device


@transaction.atomic
def device_unbind(*, actor: Actor, device_id: int) -> None:
    device = _own_device(actor=actor, device_id=device_id)
    if device.kind == DeviceKind.ZCLOUD:
        raise ApplicationError("zcloud_not_unbindable")
    _release(device)


@transaction.atomic
def device_force_unbind(*, device_id: int) -> Device:
    """Staff: unbinds a box from whoever owns it."""
    device = Device.objects.select_for_update().get(id=device_id)
    if device.kind == DeviceKind.ZCLOUD:
        raise ApplicationError("zcloud_not_unbindable")
    _release(device)
    return device


@transaction.atomic
def device_force_bind(*, device_id: int, user: User) -> Device:
    """Staff: gives a box to a person, unbinding it first from whoever owned it."""
    device = Device.objects.select_for_update().get(id=device_id)
    if device.kind == DeviceKind.ZCLOUD:
        raise ApplicationError("zcloud_not_unbindable")
    if device.owner_user_id is not None:
        _release(device)
    device.owner_user, device.owner_company_id = user, None
    device.save(update_fields=["owner_user", "owner_company_id", "updated_at"])
    return device


@dataclass(frozen=True)
class ReenrolCode:
    code: str
    expires_at: datetime


@transaction.atomic
def device_reenrol_code_create(*, actor: Actor, device_id: int) -> ReenrolCode:
    """A one-time code with which the owner's box may register again without its secret
    (reinstalled, secret lost); it replaces any earlier one and is kept only as a hash."""
    device = _own_device(actor=actor, device_id=device_id)
    if device.kind == DeviceKind.ZCLOUD:
        raise ApplicationError("zcloud_no_agent")
    code = secrets.token_urlsafe(18)
    device.reenrol_code_hash = digest(code)
    device.reenrol_expires_at = timezone.now() + timedelta(seconds=settings.DEVICE_REENROL_CODE_SECONDS)
    device.save(update_fields=["reenrol_code_hash", "reenrol_expires_at", "updated_at"])
    return ReenrolCode(code=code, expires_at=device.reenrol_expires_at)


@transaction.atomic
def device_update(
    *,
    actor: Actor,
    device_id: int,
    name: str | None = None,
    location: Mapping[str, float] | None = None,
    clear_location: bool = False,
) -> Device:
    """Renames the device and/or sets (or, with `clear_location`, clears) its location."""
    device = _own_device(actor=actor, device_id=device_id)
    if name is not None:
        device.name = name
    if clear_location:
        device.lng = device.lat = None
    elif location is not None:
        device.lng, device.lat = location["lng"], location["lat"]
    device.save()
    return device


@transaction.atomic
def devices_payer_set(*, actor: Actor, user: User) -> int:
    """Makes `user` the person of every device the actor owns (a company handed over: on a
    company's rows `owner_user` is whoever pays)."""
    return devices_of(actor=actor).update(owner_user=user)
