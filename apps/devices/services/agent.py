"""The agent protocol: registration, heartbeats (with the resources an agent reports) and
offline detection."""

import hmac
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from functools import cache
from typing import Any

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.db.models import Exists, OuterRef
from django.utils import timezone

from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.common.secrets import digest
from apps.notifications.services import notify

from ..choices import OPEN_COMMAND_STATUSES, REPORTABLE_STATUSES, CommandStatus, DeviceKind, DeviceStatus
from ..hooks import apps_reported
from ..models import AgentCommand, Device, DeviceServer
from ..notification_kinds import DEVICE_OFFLINE
from ..resources import clean_gpus, device_tier
from ..selectors import pending_commands, secret_matches
from .binding import DEFAULT_NAMES, _new_device_id
from .power import DONE, MACHINE, _heartbeat_progress, allowed_moves, device_transition

S = DeviceStatus


# Missed heartbeats before a device counts as offline.
MISSED_HEARTBEATS = 3


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


@dataclass(frozen=True)
class Registration:
    device: Device
    secret: str


def _token_ok(token: str) -> bool:
    expected = settings.AGENT_REGISTRATION_TOKEN
    return bool(expected) and hmac.compare_digest(token.encode(), expected.encode())


def _reenrol_allowed(device: Device, *, device_secret: str, reenrol_code: str) -> bool:
    """Whether a bound box may register again: with its current secret, or with its owner's
    unexpired re-enrolment code, which is then used up (both compared in constant time)."""
    if secret_matches(expected=device.secret_hash, secret=device_secret):
        return True
    live = device.reenrol_expires_at is not None and device.reenrol_expires_at > timezone.now()
    if not (secret_matches(expected=device.reenrol_code_hash, secret=reenrol_code) and live):
        return False
    device.reenrol_code_hash, device.reenrol_expires_at = "", None
    return True


def _pending_expired(device: Device) -> bool:
    """A registration nobody bound, whose box has been silent for
    `DEVICE_REGISTRATION_TTL_HOURS`: it lapsed, and its serial may register afresh."""
    cutoff = timezone.now() - timedelta(hours=settings.DEVICE_REGISTRATION_TTL_HOURS)
    return device.last_seen_at is None or device.last_seen_at < cutoff


def _may_register_again(device: Device, *, device_secret: str, reenrol_code: str) -> bool:
    """A bound box registers again with its secret or its owner's re-enrolment code (403
    `device_reenrol_required`); a pending one with its secret, or once its registration
    lapsed, under a new device ID so that whoever noted the old one binds nothing (403
    `device_registration_pending`: the shared registration token alone takes no box's
    secret)."""
    if device.owner_user_id is not None or device.owner_company_id:
        if not _reenrol_allowed(device, device_secret=device_secret, reenrol_code=reenrol_code):
            raise ApplicationError("device_reenrol_required")
        return True
    if secret_matches(expected=device.secret_hash, secret=device_secret):
        return True
    if not _pending_expired(device):
        raise ApplicationError("device_registration_pending", data={"hours": settings.DEVICE_REGISTRATION_TTL_HOURS})
    device.device_id = _new_device_id()
    device.name = f"{DEFAULT_NAMES[device.kind]} {device.device_id[-4:]}"
    return True


@transaction.atomic
def device_register(
    *,
    token: str,
    serial: str,
    kind: str,
    resources: Mapping[str, Any],
    address: str | None = None,
    device_secret: str = "",
    reenrol_code: str = "",
) -> Registration:
    """Registers an agent's device (or the same serial again: same device ID, a new secret,
    the old one stops working). A serial already registered registers again only as
    `_may_register_again` says (403, nothing changed). The secret is answered once and kept
    only as a hash."""
    if not _token_ok(token):
        raise ApplicationError("registration_token_invalid")
    secret = secrets.token_urlsafe(32)
    device = Device.objects.select_for_update().filter(serial=serial).first()
    if device is not None:
        _may_register_again(device, device_secret=device_secret, reenrol_code=reenrol_code)
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
    device.secret_hash = digest(secret)
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
    # With a report of the box's apps: the apps the server holds on the device, by id, with
    # their status (what the agent reconciles its own with).
    apps: dict[int, str] | None = None


def device_heartbeat(
    *,
    device: Device,
    status: str = S.ONLINE,
    resources: Mapping[str, Any] | None = None,
    usage: Mapping[str, Any] | None = None,
    location: Mapping[str, float] | None = None,
    address: str | None = None,
    apps: list[dict[str, Any]] | None = None,
    gateway_url: str | None = None,
    plain_tried: bool = False,
) -> HeartbeatAnswer:
    """An agent's sign of life: refreshes last seen, usage, location and (optionally) the
    spec; takes the reported status when the table allows it and no command is under way;
    passes on what it says of its apps (`hooks.apps_reported`); answers the pending
    commands, each delivered once (then `sent`).

    Most heartbeats change nothing but the figures: for those one conditional UPDATE does
    it all (`_heartbeat_touch`, or `device_heartbeat_plain` before this); anything else takes
    the device's lock, at once when `plain_tried` (`device_heartbeat_plain` just found the
    heartbeat not plain)."""
    seen = _seen(usage=usage, location=location, address=address)
    if gateway_url is not None:
        seen["gateway_url"] = gateway_url
    if (
        not plain_tried
        and resources is None
        and not apps
        and _heartbeat_quiet(device, status)
        and _heartbeat_touch(device, seen)
    ):
        return HeartbeatAnswer(commands=[], heartbeat_interval=device.heartbeat_interval)
    return _heartbeat_locked(device=device, status=status, seen=seen, resources=resources, apps=apps)


# The statuses a device rests in between commands; reporting the one it is in changes nothing.
SETTLED = frozenset(status for status in REPORTABLE_STATUSES if MACHINE.main_status(status) not in DONE)
_DEVICE_FIELDS = {field.name: field for field in Device._meta.concrete_fields}


def device_heartbeat_plain(
    *,
    device_id: str,
    secret: str,
    status: str = S.ONLINE,
    usage: Mapping[str, Any] | None = None,
    location: Mapping[str, float] | None = None,
    address: str | None = None,
) -> int | None:
    """The plain heartbeat, nearly every one: a device in a settled status (`SETTLED`) with
    nothing pending reporting that status, without resources or apps. Does what
    `device_heartbeat` does for it in two prepared statements instead of the ORM's building
    of them (most of its cost): reads the device by its ID, checks the secret as
    `device_by_credentials` does and whether the heartbeat is plain, then writes what the
    agent saw, kept only while the device's status, secret and nothing pending still stand.
    Answers the device's heartbeat interval, or None, having written nothing, when the
    credentials are wrong or the heartbeat is not plain: `device_by_credentials` and
    `device_heartbeat` (with `plain_tried`) decide then."""
    if status not in SETTLED:
        return None
    seen = _seen(usage=usage, location=location, address=address)
    seen["updated_at"] = seen["last_seen_at"]
    with connection.cursor() as cursor:
        cursor.execute(_plain_read_sql(), [status, CommandStatus.PENDING, device_id])
        row = cursor.fetchone()
        if not secret_matches(expected=row[1] if row else None, secret=secret) or not row[3]:
            return None
        pk, expected, interval = row[:3]
        values = [_DEVICE_FIELDS[name].get_db_prep_save(value, connection) for name, value in seen.items()]
        cursor.execute(_plain_touch_sql(tuple(seen)), [*values, pk, expected, status, CommandStatus.PENDING])
        return interval if cursor.rowcount == 1 else None


# The statements below are built from the model's table and column names, quoted; every
# value is a parameter.


def _nothing_pending_sql() -> str:
    q = connection.ops.quote_name
    device, commands = q(Device._meta.db_table), q(AgentCommand._meta.db_table)
    return (
        f"NOT EXISTS (SELECT 1 FROM {commands} WHERE {commands}.{q('device_id')} = {device}.{q('id')} "  # noqa: S608
        f"AND {commands}.{q('status')} = %s)"
    )


@cache
def _plain_read_sql() -> str:
    """The device's id, secret hash, interval, and whether it is in the given status with
    nothing pending, by its device ID."""
    q = connection.ops.quote_name
    return (
        f"SELECT {q('id')}, {q('secret_hash')}, {q('heartbeat_interval')}, ({q('status')} = %s AND "  # noqa: S608
        f"{_nothing_pending_sql()}) FROM {q(Device._meta.db_table)} WHERE {q('device_id')} = %s"
    )


@cache
def _plain_touch_sql(names: tuple[str, ...]) -> str:
    """`_heartbeat_touch`'s UPDATE of the fields `names` (each its own column) by the
    device's id, also kept only while its secret hash stands."""
    q = connection.ops.quote_name
    columns = ", ".join(f"{q(name)} = %s" for name in names)
    return (
        f"UPDATE {q(Device._meta.db_table)} SET {columns} WHERE {q('id')} = %s "  # noqa: S608
        f"AND {q('secret_hash')} = %s AND {q('status')} = %s AND {_nothing_pending_sql()}"
    )


def _seen(
    *, usage: Mapping[str, Any] | None, location: Mapping[str, float] | None, address: str | None
) -> dict[str, Any]:
    """What a heartbeat writes of what the agent saw: last seen, and what it reports."""
    seen: dict[str, Any] = {"last_seen_at": timezone.now()}
    if address:
        seen["ip_address"] = address
    if usage is not None:
        seen["usage"] = {key: usage.get(key) for key in ("cpu", "memory", "disk", "gpu")}
    if location is not None:
        seen["lng"], seen["lat"] = location["lng"], location["lat"]
    return seen


def _moving(device: Device) -> bool:
    """Whether the device is in a command's move, where a reported status is its progress."""
    return MACHINE.main_status(device.status) in DONE or device.status == S.DELETING


def _heartbeat_quiet(device: Device, status: str) -> bool:
    """Whether the reported status leaves the device as it is: no command's move to follow
    and no move of its own to make."""
    return not _moving(device) and (status == device.status or status not in allowed_moves(device))


def _heartbeat_touch(device: Device, seen: dict[str, Any]) -> bool:
    """Writes what the agent saw, but only while the device is still in the status the
    heartbeat was judged by and has no command pending; False when it did not."""
    pending = AgentCommand.objects.filter(device=OuterRef("pk"), status=CommandStatus.PENDING)
    still = Device.objects.filter(~Exists(pending), id=device.id, status=device.status)
    return still.update(**seen, updated_at=seen["last_seen_at"]) == 1


@transaction.atomic
def _heartbeat_locked(
    *,
    device: Device,
    status: str,
    seen: dict[str, Any],
    resources: Mapping[str, Any] | None,
    apps: list[dict[str, Any]] | None,
) -> HeartbeatAnswer:
    device = Device.objects.select_for_update().get(id=device.id)
    for field, value in seen.items():
        setattr(device, field, value)
    servers = _apply_resources(device, resources) if resources is not None else None
    device.save()
    _save_servers(device, servers)

    if _moving(device) and device.commands.filter(status__in=OPEN_COMMAND_STATUSES).exists():
        device = _heartbeat_progress(device, status)
    elif status != device.status and status in allowed_moves(device):
        device = device_transition(device_id=device.id, to_status=status, reason="reported")
    held: dict[int, str] | None = None
    if apps is not None:
        held = {}
        for answer in apps_reported.fire(device=device, apps=apps):
            held.update(answer or {})

    commands = list(pending_commands(device=device))
    AgentCommand.objects.filter(id__in=[command.id for command in commands]).update(
        status=CommandStatus.SENT, sent_at=seen["last_seen_at"]
    )
    return HeartbeatAnswer(commands=commands, heartbeat_interval=device.heartbeat_interval, apps=held)


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
    if device.owner_user is not None:
        notify(
            recipients=[device.owner_user],
            kind=DEVICE_OFFLINE,
            params={"name": device.name},
            link=f"/devices/details?id={device.id}",
            company_id=device.owner_company_id,
        )
    return True


def devices_expire_registrations() -> int:
    """Registrations nobody bound: a box registered more than `DEVICE_REGISTRATION_TTL_HOURS`
    ago that has never had an owner (no owner now and no command ever, as every owner's
    unbind leaves its release command) is deleted; its agent's calls then answer 401 and it
    registers again. Answers how many went; safe to run twice."""
    cutoff = timezone.now() - timedelta(hours=settings.DEVICE_REGISTRATION_TTL_HOURS)
    stale = Device.objects.filter(
        ~Exists(AgentCommand.objects.filter(device=OuterRef("pk"))),
        owner_user__isnull=True,
        owner_company_id__isnull=True,
        created_at__lt=cutoff,
    ).exclude(kind=DeviceKind.ZCLOUD)
    _rows, by_model = stale.delete()
    return by_model.get(Device._meta.label, 0)


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
