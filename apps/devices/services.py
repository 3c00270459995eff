"""Writes for devices, their agents and Z-CLOUD machines. Each public function is one
transaction (the sweeps run one transaction per device or command).

A device's status is a state machine: `MACHINE` (its table `TRANSITIONS`), moved only
through `device_transition`; every move is logged. A power action moves the device to
a transitional status (`POWER`) and queues an `AgentCommand`; the agent's result (or, for
Z-CLOUD, the cloud provider's) completes the move (`DONE`) or sends it back to where it came
from; a command unanswered past its deadline expires and fails the move the same way."""

import hmac
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.common.errors import ApplicationError, field_error
from apps.common.statemachine import StateMachine, with_sub_statuses
from apps.notifications.choices import NotificationKind
from apps.notifications.services import notify

from . import device_id as device_ids
from .choices import OPEN_COMMAND_STATUSES, CommandStatus, DeviceKind, DeviceStatus, PowerAction
from .models import AgentCommand, Device, DeviceServer, DeviceStatusChange
from .resources import clean_gpus, device_tier
from .selectors import devices_of, pending_commands, plans_active, secret_hash
from .signals import app_command_finished, app_command_progress, apps_reported, device_released

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
# Missed heartbeats before a device counts as offline.
MISSED_HEARTBEATS = 3
DEFAULT_NAMES: dict[str, str] = {
    DeviceKind.ZBOX: "Z-BOX",
    DeviceKind.PBOX: "P-BOX",
    DeviceKind.SERVER_GROUP: "Server group",
}


def allowed_moves(device: Device) -> frozenset[str]:
    moves = TRANSITIONS[device.status]
    return moves if device.kind == DeviceKind.ZCLOUD else moves - {S.DELETING}


def allowed_actions(device: Device) -> list[str]:
    """The power actions the device allows now (what the API shows and a refusal lists).
    None re-enters the move under way: a sub-status goes back only by the agent's report."""
    moves = allowed_moves(device) - {MACHINE.main_status(device.status)}
    return [action for action, target in POWER.items() if target in moves]


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
    allowed}` with the power actions allowed now)."""
    return MACHINE.move(device_id, to=to_status, actor=actor, reason=reason, reason_params=reason_params)


def _new_device_id() -> str:
    while True:
        candidate = device_ids.generate()
        if not Device.objects.filter(device_id=candidate).exists():
            return candidate


def _deadline() -> Any:
    return timezone.now() + timedelta(seconds=settings.DEVICE_COMMAND_TIMEOUT_SECONDS)


# ---------------------------------------------------------------------------------------
# Resources


def _apply_resources(device: Device, resources: Mapping[str, Any]) -> list[dict[str, Any]] | None:
    """Sets the device's spec and tier from an agent's report; answers the servers of a
    server group (saved by `_save_servers` once the device has an id)."""
    servers = resources.get("servers") if device.kind == DeviceKind.SERVER_GROUP else None
    if servers:
        servers = [dict(server, gpus=clean_gpus(server.get("gpus", []))) for server in servers]
        device.cpu_cores = sum(server["cpu_cores"] for server in servers)
        device.memory_bytes = sum(server["memory_bytes"] for server in servers)
        device.disk_bytes = sum(server["disk_bytes"] for server in servers)
        device.gpus = [gpu for server in servers for gpu in server["gpus"]]
    else:
        device.cpu_cores = resources.get("cpu_cores", 0)
        device.memory_bytes = resources.get("memory_bytes", 0)
        device.disk_bytes = resources.get("disk_bytes", 0)
        device.gpus = clean_gpus(resources.get("gpus", []))
    device.tier = device_tier(cpu_cores=device.cpu_cores, memory_bytes=device.memory_bytes, gpus=device.gpus)
    return servers


def _save_servers(device: Device, servers: list[dict[str, Any]] | None) -> None:
    if servers is None:
        return
    device.servers.all().delete()
    DeviceServer.objects.bulk_create(
        [
            DeviceServer(
                device=device,
                name=server["name"],
                cpu_cores=server["cpu_cores"],
                memory_bytes=server["memory_bytes"],
                disk_bytes=server["disk_bytes"],
                gpus=server["gpus"],
            )
            for server in servers
        ]
    )


# ---------------------------------------------------------------------------------------
# The agent protocol


@dataclass(frozen=True)
class Registration:
    device: Device
    secret: str


def _token_ok(token: str) -> bool:
    expected = settings.AGENT_REGISTRATION_TOKEN
    return bool(expected) and hmac.compare_digest(token.encode(), expected.encode())


@transaction.atomic
def device_register(
    *, token: str, serial: str, kind: str, resources: Mapping[str, Any], address: str | None = None
) -> Registration:
    """Registers an agent's device (or the same serial again: same device ID, a new secret,
    the old one stops working). The secret is answered once and kept only as a hash."""
    if not _token_ok(token):
        raise ApplicationError("registration_token_invalid")
    secret = secrets.token_urlsafe(32)
    device = Device.objects.select_for_update().filter(serial=serial).first()
    if device is None:
        code = _new_device_id()
        fresh = Device(serial=serial, device_id=code, kind=kind, status=S.ONLINE, last_seen_at=timezone.now())
        fresh.name = f"{DEFAULT_NAMES[kind]} {code[-4:]}"
        _apply_resources(fresh, resources)
        try:
            with transaction.atomic():
                fresh.save()
        except IntegrityError:  # the same serial registered concurrently: update that one
            device = Device.objects.select_for_update().get(serial=serial)
        else:
            device = fresh
            MACHINE.log(device, old="", reason="registered")
    device.kind = kind
    device.ip_address = address or device.ip_address
    device.secret_hash = secret_hash(secret)
    device.heartbeat_interval = settings.DEVICE_HEARTBEAT_SECONDS
    device.last_seen_at = timezone.now()
    servers = _apply_resources(device, resources)
    device.save()
    if device.status in (S.OFFLINE, S.UNKNOWN):
        device = device_transition(device_id=device.id, to_status=S.ONLINE, reason="registered_again")
    _save_servers(device, servers)
    return Registration(device=device, secret=secret)


@dataclass(frozen=True)
class HeartbeatAnswer:
    commands: list[AgentCommand]
    heartbeat_interval: int


@transaction.atomic
def device_heartbeat(
    *,
    device: Device,
    status: str = S.ONLINE,
    resources: Mapping[str, Any] | None = None,
    usage: Mapping[str, Any] | None = None,
    location: Mapping[str, float] | None = None,
    address: str | None = None,
    apps: list[dict[str, Any]] | None = None,
) -> HeartbeatAnswer:
    """An agent's sign of life: refreshes last seen, usage, location and (optionally) the
    spec; takes the reported status when the table allows it and no command is under way;
    passes on what it says of its apps (`signals.apps_reported`); answers the pending
    commands, each delivered once (then `sent`)."""
    device = Device.objects.select_for_update().get(id=device.id)
    now = timezone.now()
    device.last_seen_at = now
    device.ip_address = address or device.ip_address
    if usage is not None:
        device.usage = {key: usage.get(key) for key in ("cpu", "memory", "disk", "gpu")}
    if location is not None:
        device.lng, device.lat = location["lng"], location["lat"]
    servers = _apply_resources(device, resources) if resources is not None else None
    device.save()
    _save_servers(device, servers)

    busy = MACHINE.main_status(device.status) in DONE or device.status == S.DELETING
    if busy:
        busy = device.commands.filter(status__in=OPEN_COMMAND_STATUSES).exists()
    if busy:
        device = _heartbeat_progress(device, status)
    elif status != device.status and status in allowed_moves(device):
        device = device_transition(device_id=device.id, to_status=status, reason="reported")
    if apps:
        apps_reported.send(sender=Device, device=device, apps=apps)

    commands = list(pending_commands(device=device))
    AgentCommand.objects.filter(id__in=[command.id for command in commands]).update(
        status=CommandStatus.SENT, sent_at=now
    )
    return HeartbeatAnswer(commands=commands, heartbeat_interval=device.heartbeat_interval)


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


def _complete_move(command: AgentCommand, *, succeeded: bool, detail: str) -> None:
    """Moves the device on after a power command finished, if it is still in the move (an
    installed app's command moves the app instead, see `signals.app_command_finished`)."""
    if command.app_id is not None:
        app_command_finished.send(sender=AgentCommand, command=command, succeeded=succeeded, detail=detail)
        return
    moving_to = POWER.get(command.type)
    device = Device.objects.select_for_update().filter(id=command.device_id).first()
    if moving_to is None or device is None or MACHINE.main_status(device.status) != moving_to:
        return
    if succeeded and moving_to == S.DELETING:
        device.delete()
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
        reason_params={"action": command.type, "detail": detail},
    )


def _command_finish(command: AgentCommand, *, status: str, detail: str) -> AgentCommand:
    command.status = status
    command.detail = detail
    command.finished_at = timezone.now()
    command.save(update_fields=["status", "detail", "finished_at"])
    _complete_move(command, succeeded=status == CommandStatus.SUCCEEDED, detail=detail)
    return command


def _open_command(*, device: Device, command_id: int) -> AgentCommand:
    command = AgentCommand.objects.select_for_update().filter(id=command_id, device_id=device.id).first()
    if command is None:
        raise ApplicationError("not_found")
    if command.status not in OPEN_COMMAND_STATUSES:
        raise ApplicationError("command_finished", data={"status": command.status})
    return command


@transaction.atomic
def command_result(*, device: Device, command_id: int, success: bool, detail: str = "") -> AgentCommand:
    """The agent's answer to one of its device's commands."""
    command = _open_command(device=device, command_id=command_id)
    status = CommandStatus.SUCCEEDED if success else CommandStatus.FAILED
    return _command_finish(command, status=status, detail=detail)


@transaction.atomic
def command_progress(*, device: Device, command_id: int, status: str) -> AgentCommand:
    """The agent's sub-status for one of its device's commands under way (`installing <->
    downloading`, `starting <-> preparing`, `stopping <-> shutting_down`): the device (or,
    with an app id, the app: `signals.app_command_progress`) takes it and the command gets a
    new deadline. A status outside the command's move is refused (409
    `transition_not_allowed`)."""
    command = _open_command(device=device, command_id=command_id)
    if command.app_id is not None:
        app_command_progress.send(sender=AgentCommand, command=command, status=status)
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


@transaction.atomic
def device_mark_offline(
    *, device_id: int, actor: User | None = None, reason: str = "", reason_params: dict[str, Any] | None = None
) -> bool:
    """Marks a device offline (logged) and tells its owner; False if it already is or the
    table does not allow it."""
    device = Device.objects.select_for_update().filter(id=device_id).first()
    if device is None or device.status == S.OFFLINE or S.OFFLINE not in allowed_moves(device):
        return False
    device = device_transition(
        device_id=device.id, to_status=S.OFFLINE, actor=actor, reason=reason, reason_params=reason_params
    )
    if device.owner is not None:
        notify(
            recipients=[device.owner],
            kind=NotificationKind.DEVICE_OFFLINE,
            params={"name": device.name},
            link=f"/devices/details?id={device.id}",
        )
    return True


def devices_detect_offline() -> int:
    """Offline detection: a device with no heartbeat for `MISSED_HEARTBEATS` of its
    intervals turns offline (Z-CLOUD machines being created or deleted are left alone).
    One transaction per device; safe to run twice."""
    now = timezone.now()
    marked = 0
    live = Device.objects.exclude(status=S.OFFLINE).exclude(kind=DeviceKind.ZCLOUD, status__in=[S.CREATING, S.DELETING])
    for interval in live.values_list("heartbeat_interval", flat=True).distinct():
        cutoff = now - timedelta(seconds=MISSED_HEARTBEATS * interval)
        silent = live.filter(heartbeat_interval=interval, last_seen_at__lt=cutoff).values_list("id", flat=True)
        for device_id in silent:
            marked += device_mark_offline(
                device_id=device_id, reason="no_heartbeat", reason_params={"seconds": MISSED_HEARTBEATS * interval}
            )
    return marked


# ---------------------------------------------------------------------------------------
# Owners


def _release(device: Device) -> None:
    """Clears the owner (and what was theirs: name, location) and cancels open commands."""
    device.commands.filter(status__in=OPEN_COMMAND_STATUSES).update(
        status=CommandStatus.CANCELLED, finished_at=timezone.now(), detail="device unbound"
    )
    device_released.send(sender=Device, device=device)
    device.owner = None
    device.name = f"{DEFAULT_NAMES.get(device.kind, device.kind)} {device.device_id[-4:]}"
    device.lng = device.lat = None
    device.save()


def _invalid_device_id() -> ApplicationError:
    return ApplicationError("device_id_invalid")


@transaction.atomic
def device_bind(*, user: User, code: str) -> Device:
    """Binds a box or server group to the caller by its device ID. A malformed ID, a wrong
    check character, an unknown device and someone else's device all answer the same
    `device_id_invalid`, so IDs cannot be probed."""
    canonical = device_ids.normalise(code[:64])
    if len(code) > 64 or canonical is None or not device_ids.is_valid(canonical):
        raise _invalid_device_id()
    device = Device.objects.select_for_update().filter(device_id=canonical).exclude(kind=DeviceKind.ZCLOUD).first()
    if device is None:
        raise _invalid_device_id()
    if device.owner_id == user.id:
        raise ApplicationError("device_already_yours")
    if device.owner_id is not None:
        raise _invalid_device_id()
    device.owner = user
    device.save(update_fields=["owner", "updated_at"])
    return device


def _own_device(*, user: User, device_id: int) -> Device:
    device = devices_of(user=user).select_for_update().filter(id=device_id).first()
    if device is None:
        raise ApplicationError("not_found")
    return device


@transaction.atomic
def device_unbind(*, user: User, device_id: int) -> None:
    device = _own_device(user=user, device_id=device_id)
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
def device_update(
    *,
    user: User,
    device_id: int,
    name: str | None = None,
    location: Mapping[str, float] | None = None,
    clear_location: bool = False,
) -> Device:
    """Renames the device and/or sets (or, with `clear_location`, clears) its location."""
    device = _own_device(user=user, device_id=device_id)
    if name is not None:
        device.name = name
    if clear_location:
        device.lng = device.lat = None
    elif location is not None:
        device.lng, device.lat = location["lng"], location["lat"]
    device.save()
    return device


def _dispatch_to_cloud(device: Device, command: AgentCommand) -> None:
    from .cloud import get_provider

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


@transaction.atomic
def device_power(*, user: User, device_id: int, action: str) -> Device:
    """Starts, stops, restarts or (Z-CLOUD only) deletes a device: moves it to the action's
    transitional status and queues the command its agent (or cloud provider) answers."""
    device = _own_device(user=user, device_id=device_id)
    if action not in allowed_actions(device):
        raise MACHINE.refusal(device)
    from_status = device.status
    device = device_transition(
        device_id=device.id, to_status=POWER[action], actor=user, reason="power", reason_params={"action": action}
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


# ---------------------------------------------------------------------------------------
# Z-CLOUD


@transaction.atomic
def zcloud_create(*, user: User, plan_id: int, name: str) -> Device:
    """Orders a Z-CLOUD machine of an active plan; it starts `creating` and the cloud
    provider brings it online."""
    plan = plans_active().filter(id=plan_id).first()
    if plan is None:
        raise field_error("plan_id", _("Choose one of the available plans."))
    gpus = (
        [{"name": "vGPU", "passthrough": False, "vram_bytes": plan.gpu_memory_bytes}] if plan.gpu_memory_bytes else []
    )
    device = Device.objects.create(
        owner=user,
        device_id=_new_device_id(),
        kind=DeviceKind.ZCLOUD,
        name=name,
        status=S.CREATING,
        plan=plan,
        cpu_cores=plan.cpu_cores,
        memory_bytes=plan.memory_bytes,
        disk_bytes=plan.disk_bytes,
        gpus=gpus,
        tier=device_tier(cpu_cores=plan.cpu_cores, memory_bytes=plan.memory_bytes, gpus=gpus),
    )
    MACHINE.log(device, old="", actor=user, reason="ordered", reason_params={"plan": plan.name})
    from .cloud import get_provider

    provider = get_provider()
    transaction.on_commit(lambda: provider.provision(device))
    return device


@transaction.atomic
def zcloud_provisioned(*, device_id: int) -> Device | None:
    """The cloud provider finished creating the machine: it comes online. Idempotent."""
    device = Device.objects.select_for_update().filter(id=device_id, kind=DeviceKind.ZCLOUD).first()
    if device is None or device.status != S.CREATING:
        return device
    device.last_seen_at = timezone.now()
    device.save(update_fields=["last_seen_at", "updated_at"])
    return device_transition(device_id=device.id, to_status=S.ONLINE, reason="provisioned")


def zcloud_keepalive() -> int:
    """For a cloud provider that runs the machines itself: they count as heartbeating (last
    seen now), and one marked offline meanwhile comes back online. One transaction each."""
    now = timezone.now()
    alive = Device.objects.filter(kind=DeviceKind.ZCLOUD).exclude(status__in=[S.CREATING, S.DELETING])
    touched = alive.update(last_seen_at=now)
    for device_id in alive.filter(status=S.OFFLINE).values_list("id", flat=True):
        zcloud_back_online(device_id=device_id)
    return touched


@transaction.atomic
def zcloud_back_online(*, device_id: int) -> bool:
    """A Z-CLOUD machine marked offline while its provider still runs it comes back online."""
    device = Device.objects.select_for_update().filter(id=device_id, kind=DeviceKind.ZCLOUD).first()
    if device is None or device.status != S.OFFLINE:
        return False
    device_transition(device_id=device.id, to_status=S.ONLINE, reason="cloud_heartbeat")
    return True
