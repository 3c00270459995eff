"""The installed-app status table and what each status allows: pure rules, below the
selectors and the services, which both read them (the state machine itself, `MACHINE`, is in
`services.lifecycle`)."""

from dataclasses import dataclass
from functools import cache

from apps.accounts.actor import Actor
from apps.common.statemachine import with_sub_statuses
from apps.devices.choices import CommandType

from .choices import AppAction, AppStatus
from .models import InstalledApp

S = AppStatus

# The installed-app state machine: where each status may go. Actions enter the transitional
# statuses; command results leave them (a failed stop goes back to where it came from: running
# or suspended). `stopped` is also reached directly when the lite-app space holding a running
# app is powered off, and the settled statuses follow what the agent reports of its apps (a
# crash: running -> failed; started or stopped on the box itself). While an install, a start or
# a stop is under way the agent may report its sub-status and back; the result leaves either.
SUB_STATUSES: dict[str, str] = {S.INSTALLING: S.DOWNLOADING, S.STARTING: S.PREPARING, S.STOPPING: S.SHUTTING_DOWN}
TRANSITIONS: dict[str, frozenset[str]] = with_sub_statuses(
    {
        S.NOT_INSTALL: frozenset({S.INSTALLING}),
        S.INSTALLING: frozenset({S.INSTALLED, S.INSTALLATION_FAILED}),
        S.INSTALLATION_FAILED: frozenset({S.INSTALLING, S.UNINSTALLING}),
        S.INSTALLED: frozenset({S.STARTING, S.SNAPSHOTTING, S.UNINSTALLING}),
        S.STARTING: frozenset({S.RUNNING, S.FAILED}),
        S.RUNNING: frozenset({S.STOPPING, S.RESTARTING, S.SUSPENDING, S.SNAPSHOTTING, S.STOPPED, S.FAILED}),
        S.STOPPING: frozenset({S.STOPPED, S.RUNNING, S.SUSPENDED}),
        S.STOPPED: frozenset({S.STARTING, S.SNAPSHOTTING, S.UNINSTALLING, S.RUNNING}),
        S.RESTARTING: frozenset({S.RUNNING, S.FAILED}),
        S.SUSPENDING: frozenset({S.SUSPENDED, S.RUNNING}),
        S.SUSPENDED: frozenset({S.RESUMING, S.STOPPING, S.UNINSTALLING, S.STOPPED}),
        S.RESUMING: frozenset({S.RUNNING, S.SUSPENDED}),
        S.SNAPSHOTTING: frozenset({S.RUNNING, S.STOPPED, S.INSTALLED}),
        S.UNINSTALLING: frozenset({S.NOT_INSTALL, S.UNINSTALL_FAILED}),
        S.UNINSTALL_FAILED: frozenset({S.UNINSTALLING}),
        S.FAILED: frozenset({S.STARTING, S.UNINSTALLING, S.RUNNING, S.STOPPED}),
    },
    SUB_STATUSES,
)


@dataclass(frozen=True)
class Move:
    """An action's transitional status, where success takes it and where failure does
    (None: back to the status it came from)."""

    moving: str
    done: str | None
    failed: str | None


INSTALL = CommandType.INSTALL
ACTIONS: dict[str, Move] = {
    INSTALL: Move(S.INSTALLING, S.INSTALLED, S.INSTALLATION_FAILED),
    AppAction.START: Move(S.STARTING, S.RUNNING, S.FAILED),
    AppAction.STOP: Move(S.STOPPING, S.STOPPED, None),
    AppAction.RESTART: Move(S.RESTARTING, S.RUNNING, S.FAILED),
    AppAction.SUSPEND: Move(S.SUSPENDING, S.SUSPENDED, None),
    AppAction.RESUME: Move(S.RESUMING, S.RUNNING, None),
    AppAction.SNAPSHOT: Move(S.SNAPSHOTTING, None, None),
    AppAction.UNINSTALL: Move(S.UNINSTALLING, S.NOT_INSTALL, S.UNINSTALL_FAILED),
}
# What a company member may do to an app allocated to them (an owner: whatever the status allows).
MEMBER_ACTIONS = frozenset({AppAction.START, AppAction.STOP})


def action_permitted(*, actor: Actor, action: str) -> bool:
    """Whether the actor may take `action` at all, whatever the app's status."""
    return not actor.is_member or action in MEMBER_ACTIONS


@cache
def status_actions(status: str) -> tuple[str, ...]:
    """The actions a status allows. None re-enters the move under way: a sub-status goes back
    only by the agent's report."""
    main = next((main for main, sub in SUB_STATUSES.items() if sub == status), status)
    moves = TRANSITIONS[status] - {main}
    return tuple(action for action in AppAction.values if ACTIONS[action].moving in moves)


def allowed_actions(installed: InstalledApp) -> list[str]:
    """The actions the app's status allows now (what a refusal lists)."""
    return list(status_actions(installed.status))
