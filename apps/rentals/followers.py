"""What rentals follow in the apps below (from `apps.RentalsConfig.ready`; docs/flows.md),
each inside the transaction of the change: the box's answer to a renter's access, the app's
and the device's moves, sharing changes, an app leaving its device, and a credited deposit.

Only the provider's own actions end a rental `provider_withdrew` (DECISIONS): stopping,
suspending, uninstalling the app, stopping or deleting the device, unbinding it, turning
`rentable` off by hand or switching to dedicated; an app the box reports `stopped` or
`suspended` counts as stopped. Starting, restarting and an offline device only stop the
billing (the grace sweep ends it `provider_offline`); autopilot turning `rentable` off only
hides the listing."""

from typing import Any

from django.db import transaction
from django.utils import timezone

from apps.devices.choices import CommandStatus, CommandType, DeviceStatus
from apps.devices.models import AgentCommand, Device
from apps.installs.choices import AppStatus, SharingMode
from apps.installs.models import InstalledApp
from apps.wallet.choices import DepositStatus
from apps.wallet.models import Deposit

from .choices import EndReason, FailReason, RentalStatus
from .models import Rental
from .services import MACHINE, billability, is_billable, rental_access_answered, rental_fail, rental_stop

S = RentalStatus
RENTAL_USER = "rental-"
# The app's statuses the provider's own actions lead to.
APP_WITHDRAWN = frozenset(
    {
        AppStatus.STOPPING,
        AppStatus.SHUTTING_DOWN,
        AppStatus.STOPPED,
        AppStatus.SUSPENDING,
        AppStatus.SUSPENDED,
        AppStatus.UNINSTALLING,
        AppStatus.UNINSTALL_FAILED,
        AppStatus.NOT_INSTALL,
    }
)
DEVICE_WITHDRAWN = frozenset(
    {DeviceStatus.STOPPING, DeviceStatus.SHUTTING_DOWN, DeviceStatus.STOPPED, DeviceStatus.DELETING}
)


def on_command_finished(*, command: AgentCommand, succeeded: bool, **_kwargs: Any) -> None:
    if command.type != CommandType.CONFIGURE or command.app_id is None:
        return
    username = str((command.payload.get("access") or {}).get("grant", {}).get("username", ""))
    if not username.startswith(RENTAL_USER):
        return
    rental_access_answered(
        installed_app_id=command.app_id,
        renter_id=int(username.removeprefix(RENTAL_USER)),
        succeeded=succeeded,
        expired=command.status == CommandStatus.EXPIRED,
    )


def _live(**filters: Any) -> list[Rental]:
    return list(
        Rental.objects.select_for_update(of=("self",))
        .select_related("installed_app__device")
        .filter(status__in=(S.PRE_RENTAL_ONGOING, S.RENTAL_ONGOING), **filters)
    )


def _follow(rental: Rental, *, app_status: str, device_status: str) -> None:
    """The rental's app or device moved to these statuses."""
    if rental.status == S.PRE_RENTAL_ONGOING:
        if not is_billable(app_status=app_status, device_status=device_status):
            offline = device_status != DeviceStatus.ONLINE
            rental_fail(rental, reason=FailReason.OFFLINE if offline else FailReason.APP_GONE)
        return
    if app_status in APP_WITHDRAWN or device_status in DEVICE_WITHDRAWN:
        rental_stop(rental.pk, reason=EndReason.PROVIDER_WITHDREW)
        return
    now = timezone.now()
    changes = billability(rental, now, billable=is_billable(app_status=app_status, device_status=device_status))
    if app_status == AppStatus.FAILED:
        MACHINE.move(rental, to=S.RENTAL_FAILED, reason=EndReason.APP_FAILED, changes=changes)
    else:
        Rental.objects.filter(pk=rental.pk).update(**changes)


def on_app_moved(installed_app: InstalledApp, old: str, new: str) -> None:
    for rental in _live(installed_app_id=installed_app.pk):
        _follow(rental, app_status=new, device_status=installed_app.device.status)


def on_device_moved(device: Device, old: str, new: str) -> None:
    for rental in _live(installed_app__device_id=device.pk):
        _follow(rental, app_status=rental.installed_app.status, device_status=new)


def on_deposit_moved(deposit: Deposit, old: str, new: str) -> None:
    """A credited deposit renews at once, after the commit, the person's ongoing rentals
    whose hold is short of a period."""
    if new == DepositStatus.PAID:
        from .tasks import top_up

        transaction.on_commit(lambda: top_up.delay(deposit.user_id))


def on_sharing_changed(*, installed_app_ids: list[int]) -> None:
    for rental in _live(installed_app_id__in=installed_app_ids):
        installed = rental.installed_app
        installed.refresh_from_db(fields=["sharing_mode", "rentable"])
        by_hand_off = installed.sharing_mode == SharingMode.MANUAL and not installed.rentable
        if installed.sharing_mode == SharingMode.DEDICATED or by_hand_off:
            rental_stop(rental.pk, reason=EndReason.PROVIDER_WITHDREW)


def on_app_removed(*, installed_app: InstalledApp) -> None:
    for rental in _live(installed_app_id=installed_app.pk):
        rental_stop(rental.pk, reason=EndReason.PROVIDER_WITHDREW)
