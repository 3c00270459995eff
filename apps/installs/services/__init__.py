"""Writes for installed apps, by section: `lifecycle` (the state machine, install, actions
and their results, agent reports), `sharing`, `access` (the AI API key), `grants`
(other people's own access: company members, renters), `space` (the lite-app space),
`config` (the settings after the install) and `support` (staff's fixes).
Each public function is one transaction.

An installed app's status is a state machine: `MACHINE` (its table `TRANSITIONS`, in `..transitions`), moved
only through `app_transition`; every move is logged (`InstalledAppLog`). An action moves the
app to a transitional status (`ACTIONS`) and queues an agent command carrying the app's id;
the agent's result (or the expiry sweep) finishes the move through `on_app_command_finished`.
A finished install starts the app unless the owner asked otherwise."""

from ..transitions import ACTIONS, SUB_STATUSES, TRANSITIONS, allowed_actions
from .access import app_api_key_rotate
from .config import app_config_update, on_config_command_finished
from .grants import app_access_grant, app_access_revoke
from .lifecycle import (
    LITE_SPACE_DEFAULT_BYTES,
    MACHINE,
    app_act,
    app_install,
    app_transition,
    installed_apps_payer_set,
    on_app_command_finished,
    on_app_command_progress,
    on_apps_reported,
    on_device_released,
)
from .sharing import app_sharing_update, autopilot_refresh
from .space import lite_space_power, lite_space_resize
from .support import app_clear, app_install_fail, app_install_retry, app_staff_uninstall
from .withdraw import app_withdraw

__all__ = [
    "ACTIONS",
    "LITE_SPACE_DEFAULT_BYTES",
    "MACHINE",
    "SUB_STATUSES",
    "TRANSITIONS",
    "allowed_actions",
    "app_access_grant",
    "app_access_revoke",
    "app_act",
    "app_api_key_rotate",
    "app_clear",
    "app_config_update",
    "app_install",
    "app_install_fail",
    "app_install_retry",
    "app_sharing_update",
    "app_staff_uninstall",
    "app_transition",
    "app_withdraw",
    "autopilot_refresh",
    "installed_apps_payer_set",
    "lite_space_power",
    "lite_space_resize",
    "on_app_command_finished",
    "on_app_command_progress",
    "on_apps_reported",
    "on_config_command_finished",
    "on_device_released",
]
