"""An app installed for someone else's order (a demand taken on a device) whose order ended
before it was rented: it is uninstalled from the provider's box, not left running there."""

from django.db import transaction

from apps.devices.choices import DeviceStatus

from ..choices import AppAction, AppStatus, SharingMode
from ..models import InstalledApp
from ..transitions import allowed_actions
from .lifecycle import app_move_start


@transaction.atomic
def app_withdraw(*, installed_app_id: int) -> bool:
    """Asks the box to uninstall the app (to stop it first, when it runs), when it can now:
    its box online, the app out of any move (an install under way finishes first) and not
    rented out by its owner meanwhile. Answers whether it asked; a later pass (the demands'
    sweep) goes on otherwise."""
    installed = InstalledApp.objects.select_for_update(of=("self",)).select_related("device").get(id=installed_app_id)
    if (
        installed.device.status != DeviceStatus.ONLINE
        or installed.rentable
        or installed.sharing_mode == SharingMode.AUTOPILOT
        or installed.status == AppStatus.INSTALLATION_FAILED  # nothing reached the box
    ):
        return False
    allowed = allowed_actions(installed)
    action = next((each for each in (AppAction.UNINSTALL, AppAction.STOP) if each in allowed), None)
    if action is None:
        return False
    app_move_start(installed, action=action, actor=None, reason="order_ended")
    return True
