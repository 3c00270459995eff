"""Support's fixes (the admin's actions), each logged with staff's name or why: a stuck or
failed install retried or given up, an app uninstalled as its owner would, and an app
cleared out of whatever status it is stuck in."""

from django.db import transaction
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.devices.services import app_commands_cancel

from ..choices import INSTALL_UNDER_WAY, AppAction, AppStatus
from ..models import InstalledApp
from ..transitions import INSTALL
from .lifecycle import MACHINE, app_action_run, app_move_start, app_transition

S = AppStatus
REASON_MAX = 200


def _locked(installed_app_id: int) -> InstalledApp:
    return (
        InstalledApp.objects.select_for_update(of=("self",))
        .select_related("device", "app", "lite_space")
        .get(id=installed_app_id)
    )


def _refused(installed: InstalledApp) -> ApplicationError:
    return ApplicationError("transition_not_allowed", data={"status": installed.status, "allowed": []})


@transaction.atomic
def app_install_retry(*, installed_app_id: int) -> InstalledApp:
    """Support: installs a stuck or failed install again (its open command is cancelled)."""
    installed = _locked(installed_app_id)
    if installed.status not in (*INSTALL_UNDER_WAY, S.INSTALLATION_FAILED):
        raise _refused(installed)
    if installed.status in INSTALL_UNDER_WAY:
        app_commands_cancel(device_id=installed.device_id, app_id=installed.id, detail="retried by support")
        installed = app_transition(installed_app_id=installed.id, to_status=S.INSTALLATION_FAILED, reason="staff_retry")
    return app_move_start(installed, action=INSTALL, actor=None, reason="staff_retry")


@transaction.atomic
def app_install_fail(*, installed_app_id: int) -> InstalledApp:
    """Support: gives up on a stuck install (its open command is cancelled)."""
    installed = _locked(installed_app_id)
    if installed.status not in INSTALL_UNDER_WAY:
        raise _refused(installed)
    app_commands_cancel(device_id=installed.device_id, app_id=installed.id, detail="failed by support")
    return app_transition(installed_app_id=installed.id, to_status=S.INSTALLATION_FAILED, reason="staff_fail")


@transaction.atomic
def app_staff_uninstall(*, installed_app_id: int, staff: User) -> InstalledApp:
    """Support: uninstalls the app as its owner's action would (the same checks and the
    same command to its box), logged as `staff`'s."""
    return app_action_run(_locked(installed_app_id), action=AppAction.UNINSTALL, actor=staff, reason="staff_uninstall")


@transaction.atomic
def app_clear(*, installed_app_id: int, staff: User, reason: str) -> InstalledApp:
    """Support: takes an app out of whatever status it is stuck in, whatever the table
    allows: its open commands are cancelled, an install under way ends
    `installation_failed` (nothing reached the box) and any other app `not_install`, which
    ends its access grants and, through the features above, its rental and listing. The
    log keeps `staff` and their `reason` (required)."""
    reason = reason.strip()
    if not reason:
        message = _("Say why the app is cleared.")
        raise ApplicationError("validation_error", message=message, data={"reason": [message]})
    installed = _locked(installed_app_id)
    if installed.status == S.NOT_INSTALL:
        raise _refused(installed)
    app_commands_cancel(device_id=installed.device_id, app_id=installed.id, detail="cleared by support")
    target = S.INSTALLATION_FAILED if installed.status in INSTALL_UNDER_WAY else S.NOT_INSTALL
    return MACHINE.move(
        installed,
        to=target,
        actor=staff,
        reason="staff_clear",
        reason_params={"reason": reason[:REASON_MAX]},
        force=True,
    )
