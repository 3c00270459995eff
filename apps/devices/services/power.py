"""The device state machine, power actions and agent commands: queued, answered,
reported on (sub-statuses) and expired."""

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.db.models import ProtectedError
from django.utils import timezone

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.common.statemachine import StateMachine, with_sub_statuses

from ..agent_errors import agent_error_code
from ..choices import OPEN_COMMAND_STATUSES, CommandStatus, DeviceKind, DeviceStatus, PowerAction
from ..cloud import get_provider
from ..hooks import app_command_finished, app_command_progress, device_released
from ..models import AgentCommand, Device, DeviceStatusChange
from .binding import _own_device
from .metering import cloud_billing_follow, cloud_billing_resume, cloud_billing_settle

S = DeviceStatus

# The device state machine: where each status may go. Power actions enter the transitional
# statuses (starting, stopping, restarting, deleting); results, agent reports and offline
# detection make the other moves. Only Z-CLOUD devices may enter `deleting` (see `allowed_moves`).
# While a start or stop is under way the agent may report its sub-status (preparing, shutting
# down) and back; the command's result leaves either.
SUB_STATUSES: dict[str, str] = {S.STARTING: S.PREPARING, S.STOPPING: S.SHUTTING_DOWN}
TRANSITIONS: dict[str, frozenset[str]] = with_sub_statuses(
    {
        S.CREATING: frozenset({S.ONLINE, S.FAILED}),
        S.ONLINE: frozenset({S.STOPPING, S.RESTARTING, S.DELETING, S.STOPPED, S.FAILED, S.OFFLINE}),
        S.STARTING: frozenset({S.ONLINE, S.STOPPED, S.FAILED, S.OFFLINE}),
        S.STOPPING: frozenset({S.STOPPED, S.ONLINE, S.FAILED, S.OFFLINE}),
        S.RESTARTING: frozenset({S.ONLINE, S.STOPPED, S.FAILED, S.OFFLINE}),
        S.STOPPED: frozenset({S.STARTING, S.DELETING, S.ONLINE, S.FAILED, S.OFFLINE}),
        S.OFFLINE: frozenset({S.ONLINE, S.STOPPED, S.FAILED, S.DELETING}),
        S.FAILED: frozenset({S.STARTING, S.DELETING, S.ONLINE, S.STOPPED, S.OFFLINE}),
        S.DELETING: frozenset({S.ONLINE, S.STOPPED, S.OFFLINE, S.FAILED}),
        S.UNKNOWN: frozenset({S.ONLINE, S.STOPPED, S.FAILED, S.OFFLINE, S.DELETING}),
    },
    SUB_STATUSES,
)
# The status each power action moves to, and where a successful command takes it from there
# (a deleted Z-CLOUD device's row is removed).
POWER: dict[str, str] = {
    PowerAction.START: S.STARTING,
    PowerAction.STOP: S.STOPPING,
    PowerAction.RESTART: S.RESTARTING,
    PowerAction.DELETE: S.DELETING,
}
DONE: dict[str, str] = {S.STARTING: S.ONLINE, S.STOPPING: S.STOPPED, S.RESTARTING: S.ONLINE}


def allowed_moves(device: Device) -> frozenset[str]:
    moves = TRANSITIONS[device.status]
    return moves if device.kind == DeviceKind.ZCLOUD else moves - {S.DELETING}


def allowed_actions(device: Device) -> list[str]:
    """The power actions the device allows now (what the API shows and a refusal lists).
    None re-enters the move under way: a sub-status goes back only by the agent's report."""
    moves = allowed_moves(device) - {MACHINE.main_status(device.status)}
    return [action for action, target in POWER.items() if target in moves]


# Listings and rentals follow every move inside its transaction (a device stopped ends its
# rentals and unlists its apps). Followers: docs/flows.md, `manage.py followers`.
MACHINE: StateMachine[Device] = StateMachine(
    model=Device,
    table=TRANSITIONS,
    log_model=DeviceStatusChange,
    subject_field="device",
    moves_for=allowed_moves,
    allowed_for=allowed_actions,
    sub_statuses=SUB_STATUSES,
)


def device_transition(
    *,
    device_id: int,
    to_status: str,
    actor: User | None = None,
    reason: str = "",
    reason_params: dict[str, Any] | None = None,
) -> Device:
    """The one way a device changes status (409 `transition_not_allowed`, `data: {status,
    allowed}` with the power actions allowed now); a Z-CLOUD machine's bill follows."""
    device = MACHINE.move(device_id, to=to_status, actor=actor, reason=reason, reason_params=reason_params)
    if device.kind == DeviceKind.ZCLOUD:
        cloud_billing_follow(device=device)
    return device


def _deadline() -> Any:
    return timezone.now() + timedelta(seconds=settings.DEVICE_COMMAND_TIMEOUT_SECONDS)


def _is_progress(device: Device, command: AgentCommand, status: str) -> bool:
    """Whether `status` is the device's sub-status (or its status back) in the move that
    `command`, its power command under way, made."""
    return POWER.get(command.type) == MACHINE.main_status(device.status) and status in MACHINE.phases(device.status)


def _extend(command: AgentCommand) -> None:
    command.deadline = _deadline()
    command.save(update_fields=["deadline"])


def _progress(device: Device, command: AgentCommand, status: str) -> Device:
    """A sub-status report: the command gets a new deadline, the device the status."""
    _extend(command)
    if status == device.status:
        return device
    return device_transition(
        device_id=device.id, to_status=status, reason="progress", reason_params={"action": command.type}
    )


def _heartbeat_progress(device: Device, status: str) -> Device:
    """A heartbeat during a power command: a reported sub-status counts as progress (an
    agent that reports only the transitional status changes nothing, as before)."""
    if not MACHINE.is_progress(device.status, status):
        return device
    command = device.commands.filter(status__in=OPEN_COMMAND_STATUSES, app_id=None).order_by("-id").first()
    if command is None or not _is_progress(device, command, status):
        return device
    return _progress(device, command, status)


def device_remove(device: Device) -> None:
    """A machine that is gone (a deleted Z-CLOUD machine): its apps end as on an unbind
    (`device_released`'s followers), and its row goes, unless history points at it (the
    PROTECT keys of a rental or order of one of its apps): see `device_delete`."""
    device_released.fire(device=device)
    device_delete(device)


def device_delete(device: Device) -> bool:
    """Deletes the device's row, or, when history points at it, marks it `removed_at` with no
    serial or secret left; answers whether the row went."""
    try:
        with transaction.atomic():
            device.delete()
    except ProtectedError:
        Device.objects.filter(pk=device.pk).update(removed_at=timezone.now(), serial=None, secret_hash="")
        return False
    return True


def _complete_move(command: AgentCommand, *, succeeded: bool, detail: str, code: str) -> None:
    """Moves the device on after a power command finished, if it is still in the move (an
    installed app's command moves the app instead, see `hooks.app_command_finished`)."""
    if command.app_id is not None:
        app_command_finished.fire(command=command, succeeded=succeeded, detail=detail, code=code)
        return
    moving_to = POWER.get(command.type)
    device = Device.objects.select_for_update().filter(id=command.device_id).first()
    if moving_to is None or device is None or MACHINE.main_status(device.status) != moving_to:
        return
    if succeeded and moving_to == S.DELETING:
        cloud_billing_settle(device=device)
        device_remove(device)
        return
    if succeeded:
        device_transition(
            device_id=device.id,
            to_status=DONE[moving_to],
            reason="command_done",
            reason_params={"action": command.type},
        )
        return
    back = command.from_status if command.from_status in allowed_moves(device) else S.FAILED
    device_transition(
        device_id=device.id,
        to_status=back,
        reason="command_expired" if command.status == CommandStatus.EXPIRED else "command_failed",
        reason_params={"action": command.type, "code": code, "detail": detail},
    )


def _command_finish(command: AgentCommand, *, status: str, detail: str, code: str = "") -> AgentCommand:
    command.status = status
    command.detail = detail
    command.finished_at = timezone.now()
    command.save(update_fields=["status", "detail", "finished_at"])
    _complete_move(command, succeeded=status == CommandStatus.SUCCEEDED, detail=detail, code=code)
    return command


def _open_command(*, device: Device, command_id: int) -> AgentCommand:
    command = AgentCommand.objects.select_for_update().filter(id=command_id, device_id=device.id).first()
    if command is None:
        raise ApplicationError("not_found")
    if command.status not in OPEN_COMMAND_STATUSES:
        raise ApplicationError("command_finished", data={"status": command.status})
    return command


@transaction.atomic
def command_result(*, device: Device, command_id: int, success: bool, detail: str = "", code: str = "") -> AgentCommand:
    """The agent's answer to one of its device's commands; a failure may carry an error
    `code` (`agent_errors`), logged with the detail."""
    command = _open_command(device=device, command_id=command_id)
    status = CommandStatus.SUCCEEDED if success else CommandStatus.FAILED
    return _command_finish(command, status=status, detail=detail, code="" if success else agent_error_code(code))


@transaction.atomic
def command_progress(*, device: Device, command_id: int, status: str) -> AgentCommand:
    """The agent's sub-status for one of its device's commands under way (`installing <->
    downloading`, `starting <-> preparing`, `stopping <-> shutting_down`): the device (or,
    with an app id, the app: `hooks.app_command_progress`) takes it and the command gets a
    new deadline. A status outside the command's move is refused (409
    `transition_not_allowed`)."""
    command = _open_command(device=device, command_id=command_id)
    if command.app_id is not None:
        app_command_progress.fire(command=command, status=status)
        _extend(command)
        return command
    locked = Device.objects.select_for_update().get(id=device.id)
    if not _is_progress(locked, command, status):
        raise MACHINE.refusal(locked)
    _progress(locked, command, status)
    return command


@transaction.atomic
def command_cloud_answer(*, command_id: int, success: bool = True, detail: str = "") -> AgentCommand | None:
    """The cloud provider's answer to a Z-CLOUD command; does nothing once it finished."""
    command = AgentCommand.objects.select_for_update().filter(id=command_id).first()
    if command is None or command.status not in OPEN_COMMAND_STATUSES:
        return command
    if command.sent_at is None:
        command.sent_at = timezone.now()
        command.save(update_fields=["sent_at"])
    status = CommandStatus.SUCCEEDED if success else CommandStatus.FAILED
    return _command_finish(command, status=status, detail=detail or "cloud provider")


@transaction.atomic
def command_expire(*, command_id: int) -> bool:
    """Expires one command past its deadline and fails its move back; False if it was
    answered meanwhile."""
    command = AgentCommand.objects.select_for_update().filter(id=command_id).first()
    if command is None or command.status not in OPEN_COMMAND_STATUSES or command.deadline > timezone.now():
        return False
    _command_finish(command, status=CommandStatus.EXPIRED, detail="no answer before the deadline")
    return True


def commands_expire() -> int:
    """The expiry sweep: every pending or sent command past its deadline, one transaction each."""
    overdue = AgentCommand.objects.filter(status__in=OPEN_COMMAND_STATUSES, deadline__lte=timezone.now())
    return sum(command_expire(command_id=command_id) for command_id in overdue.values_list("id", flat=True))


def _dispatch_to_cloud(device: Device, command: AgentCommand) -> None:
    provider = get_provider()
    if command.type == PowerAction.DELETE:
        transaction.on_commit(lambda: provider.destroy(device, command))
    else:
        transaction.on_commit(lambda: provider.power(device, command))


def command_queue(
    *,
    device: Device,
    type: str,
    app_id: int | None = None,
    payload: dict[str, Any] | None = None,
    from_status: str = "",
) -> AgentCommand:
    """Queues work for the device's agent (a Z-CLOUD machine's goes to the cloud provider
    once the transaction commits). Call it inside the caller's transaction."""
    command = AgentCommand.objects.create(
        device=device, type=type, app_id=app_id, payload=payload or {}, from_status=from_status, deadline=_deadline()
    )
    if device.kind == DeviceKind.ZCLOUD:
        _dispatch_to_cloud(device, command)
    return command


def app_commands_cancel(*, device_id: int, app_id: int, detail: str) -> int:
    """Cancels an app's open commands (inside the caller's transaction)."""
    return AgentCommand.objects.filter(device_id=device_id, app_id=app_id, status__in=OPEN_COMMAND_STATUSES).update(
        status=CommandStatus.CANCELLED, finished_at=timezone.now(), detail=detail
    )


@transaction.atomic
def device_power(*, actor: Actor, device_id: int, action: str) -> Device:
    """Starts, stops, restarts or (Z-CLOUD only) deletes a device: moves it to the action's
    transitional status and queues the command its agent (or cloud provider) answers."""
    device = _own_device(actor=actor, device_id=device_id)
    if action not in allowed_actions(device):
        raise MACHINE.refusal(device)
    if action == PowerAction.START and device.kind == DeviceKind.ZCLOUD:
        cloud_billing_resume(device=device)
    from_status = device.status
    device = device_transition(
        device_id=device.id, to_status=POWER[action], actor=actor.user, reason="power", reason_params={"action": action}
    )
    command_queue(device=device, type=action, from_status=from_status)
    return device


@transaction.atomic
def command_resend(*, device_id: int) -> AgentCommand | None:
    """Staff: queues a fresh copy of the device's last command (None when it has none)."""
    device = Device.objects.select_for_update().get(id=device_id)
    last = device.commands.order_by("-id").first()
    if last is None:
        return None
    return command_queue(
        device=device, type=last.type, app_id=last.app_id, payload=last.payload, from_status=last.from_status
    )
