"""Sharing: the mode, the rentable flag and the price, and autopilot following its device."""

from decimal import Decimal

from django.db import transaction
from django.utils.translation import gettext as _

from apps.accounts.actor import Actor
from apps.common.errors import ApplicationError, field_error
from apps.devices.choices import DeviceStatus

from ..choices import (
    AppStatus,
    LogKind,
    SharingMode,
)
from ..hooks import sharing_changed
from ..models import InstalledApp
from .lifecycle import MACHINE, _autopilot_rentable, _own

S = AppStatus


@transaction.atomic
def app_sharing_update(
    *,
    actor: Actor,
    installed_app_id: int,
    sharing_mode: str,
    rentable: bool | None = None,
    price_per_hour: Decimal | None = None,
) -> InstalledApp:
    """Sets the sharing mode, the rentable flag and the price. The flag cannot change while
    the app is stopped (`rentable_app_stopped`), its device is offline
    (`rentable_device_offline`) or in dedicated mode (`rentable_dedicated`); in autopilot
    the system sets it (`rentable_autopilot`) and a price above 0 is needed. Dedicated mode
    turns renting off."""
    installed = _own(actor=actor, installed_app_id=installed_app_id)
    if installed.status == S.NOT_INSTALL:
        raise ApplicationError("not_found")
    price = installed.price_per_hour if price_per_hour is None else price_per_hour
    wanted = installed.rentable if rentable is None else rentable
    if sharing_mode == SharingMode.DEDICATED:
        if rentable:
            raise ApplicationError("rentable_dedicated")
        new_rentable = False
    elif sharing_mode == SharingMode.AUTOPILOT:
        new_rentable = _autopilot_rentable(installed)
        if rentable is not None and rentable != new_rentable:
            raise ApplicationError("rentable_autopilot")
    else:
        new_rentable = wanted
    if rentable is not None and rentable != installed.rentable and sharing_mode == SharingMode.MANUAL:
        if installed.status == S.STOPPED:
            raise ApplicationError("rentable_app_stopped")
        if installed.device.status != DeviceStatus.ONLINE:
            raise ApplicationError("rentable_device_offline")
    # Autopilot rents the app out by itself whenever it runs, so it needs a price even now.
    if (new_rentable or sharing_mode == SharingMode.AUTOPILOT) and price <= 0:
        raise field_error("price_per_hour", _("Set a price above 0 to rent the app out."))
    installed.sharing_mode = sharing_mode
    installed.rentable = new_rentable
    installed.price_per_hour = price
    installed.save(update_fields=["sharing_mode", "rentable", "price_per_hour", "updated_at"])
    MACHINE.log(
        installed,
        old=installed.status,
        actor=actor.user,
        reason="sharing",
        reason_params={"mode": sharing_mode, "rentable": new_rentable, "price": str(price)},
        kind=LogKind.SHARING,
    )
    sharing_changed.fire(installed_app_ids=[installed.id])
    return installed


@transaction.atomic
def autopilot_refresh() -> int:
    """Beat: autopilot apps follow their device (rentable only while running on an online
    device); answers how many changed."""
    autopilot = InstalledApp.objects.filter(sharing_mode=SharingMode.AUTOPILOT).exclude(status=S.NOT_INSTALL)
    online = autopilot.filter(status=S.RUNNING, device__status=DeviceStatus.ONLINE)
    off = list(autopilot.filter(rentable=True).exclude(id__in=online.values("id")).values_list("id", flat=True))
    on = list(online.filter(rentable=False).values_list("id", flat=True))
    InstalledApp.objects.filter(id__in=off).update(rentable=False)
    InstalledApp.objects.filter(id__in=on).update(rentable=True)
    if off or on:
        sharing_changed.fire(installed_app_ids=off + on)
    return len(off) + len(on)
