"""The lite-app space lite apps share on a device: resizing and powering it."""

from django.db import transaction
from django.utils.translation import gettext as _

from apps.accounts.actor import Actor
from apps.common.errors import ApplicationError, field_error
from apps.devices.choices import CommandType
from apps.devices.services import command_queue

from ..choices import (
    AppStatus,
    SpaceAction,
    SpaceStatus,
)
from ..models import LiteSpace
from ..selectors import (
    lite_space_used_bytes,
    lite_spaces_of,
)
from .lifecycle import app_transition

S = AppStatus


def _own_space(*, actor: Actor, device_id: int) -> LiteSpace:
    space = lite_spaces_of(actor=actor).select_for_update().filter(device_id=device_id).first()
    if space is None:
        raise ApplicationError("not_found")
    return space


def _space_rentable(space: LiteSpace) -> bool:
    return space.apps.exclude(status=S.NOT_INSTALL).filter(rentable=True).exists()


@transaction.atomic
def lite_space_resize(*, actor: Actor, device_id: int, disk_bytes: int) -> LiteSpace:
    """Changes the space's size: refused while a lite app in it is rentable
    (`lite_space_edit_rentable`); it must hold its apps and fit on the device."""
    space = _own_space(actor=actor, device_id=device_id)
    if _space_rentable(space):
        raise ApplicationError("lite_space_edit_rentable")
    used = lite_space_used_bytes(space=space)
    if disk_bytes < used:
        raise field_error("disk_bytes", _("The space must hold its apps: at least %(bytes)s bytes.") % {"bytes": used})
    if disk_bytes > space.device.disk_bytes:
        raise field_error("disk_bytes", _("The space cannot be larger than the device's disk."))
    space.disk_bytes = disk_bytes
    space.save(update_fields=["disk_bytes", "updated_at"])
    command_queue(device=space.device, type=CommandType.LITE_SPACE, payload={"disk_bytes": disk_bytes})
    return space


@transaction.atomic
def lite_space_power(*, actor: Actor, device_id: int, action: str) -> LiteSpace:
    """Powers the space on or off: off is refused while a lite app in it is rentable
    (`lite_space_power_rentable`) or on its way up (`lite_space_busy`); its running or
    suspended apps stop with it (logged)."""
    space = _own_space(actor=actor, device_id=device_id)
    if action == SpaceAction.STOP:
        if _space_rentable(space):
            raise ApplicationError("lite_space_power_rentable")
        if space.apps.filter(status__in=(S.STARTING, S.PREPARING, S.RESTARTING, S.RESUMING)).exists():
            raise ApplicationError("lite_space_busy")
        for installed in space.apps.filter(status__in=(S.RUNNING, S.SUSPENDED)):
            app_transition(
                installed_app_id=installed.id, to_status=S.STOPPED, actor=actor.user, reason="lite_space_stopped"
            )
    space.status = SpaceStatus.STOPPED if action == SpaceAction.STOP else SpaceStatus.RUNNING
    space.save(update_fields=["status", "updated_at"])
    command_queue(device=space.device, type=CommandType.LITE_SPACE, payload={"action": action})
    return space
