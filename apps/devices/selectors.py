"""Reads for devices and plans, scoped to the caller's actor (`devices_of`): another
person's or company's device is simply not there (404). Agents are found by their device ID
and secret."""

import hmac
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from django.db.models import OuterRef, Q, QuerySet, Subquery

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common.secrets import digest
from apps.common.sorting import ListSort, sorted_list

from .choices import OPEN_COMMAND_STATUSES
from .models import AgentCommand, Device, DeviceServer, DeviceStatusChange, Plan

HISTORY_SIZE = 20
# What the API shows of a device (`device_items`), besides its server-group machines.
DEVICE_COLUMNS = (
    "id", "device_id", "name", "kind", "status", "tier", "cpu_cores", "memory_bytes", "disk_bytes", "gpus", "usage",
    "lng", "lat", "last_seen_at", "created_at", "plan_id", "plan__name", "plan__price_per_hour",
)  # fmt: skip
_NO_SECRET = digest("no such device")


def devices_of(*, actor: Actor) -> QuerySet[Device]:
    """The devices the actor owns: the one scope of every owner's read and write (a removed
    one is nobody's to see)."""
    return Device.objects.filter(actor.scope(), removed_at__isnull=True)


def device_list(
    *,
    actor: Actor,
    kind: str | None = None,
    status: str | None = None,
    tier: str | None = None,
    search: str = "",
    sort: str = ListSort.NEWEST,
) -> QuerySet[Device]:
    """The actor's devices in `sort`'s order (newest first); `search` looks in the name and the
    device ID."""
    devices = devices_of(actor=actor)
    if kind:
        devices = devices.filter(kind=kind)
    if status:
        devices = devices.filter(status=status)
    if tier:
        devices = devices.filter(tier=tier)
    if search:
        devices = devices.filter(Q(name__icontains=search) | Q(device_id__icontains=search))
    return sorted_list(devices.select_related("plan"), sort=sort, name="name")


def device_rows(devices: QuerySet[Device]) -> QuerySet[Device, dict[str, Any]]:
    """`devices` as rows of `DEVICE_COLUMNS`."""
    return devices.values(*DEVICE_COLUMNS)


def device_servers(*, device_ids: list[int]) -> dict[int, list[dict[str, Any]]]:
    """The machines of each of these server groups, by device id, in one query."""
    servers: dict[int, list[dict[str, Any]]] = {}
    rows = DeviceServer.objects.filter(device_id__in=device_ids).order_by("id")
    columns = ("name", "cpu_cores", "memory_bytes", "disk_bytes", "gpus")
    for device_id, *values in rows.values_list("device_id", *columns):
        servers.setdefault(device_id, []).append(dict(zip(columns, values, strict=True)))
    return servers


def device_history(*, device: Device) -> list[DeviceStatusChange]:
    """The device's latest status changes, newest first."""
    return list(device.status_changes.order_by("-created_at", "-id")[:HISTORY_SIZE])


def secret_matches(*, expected: str | None, secret: str) -> bool:
    """Whether `secret` hashes to `expected`, a device's `secret_hash` (None for no device;
    blank for a Z-CLOUD machine, which has no agent): compared in constant time, also when
    there is nothing to compare with."""
    return hmac.compare_digest(expected or _NO_SECRET, digest(secret or "")) and bool(expected)


def device_by_credentials(*, device_id: str, secret: str) -> Device | None:
    """The agent's device when `secret` is its current secret (compared in constant time)."""
    device = Device.objects.filter(device_id=device_id).exclude(secret_hash="").first() if device_id else None
    if not secret_matches(expected=device.secret_hash if device is not None else None, secret=secret):
        return None
    return device


def pending_commands(*, device: Device) -> QuerySet[AgentCommand]:
    return device.commands.filter(status="pending").order_by("id")


def app_commands_open(*, device: Device, app_ids: Iterable[int]) -> dict[int, AgentCommand]:
    """The command under way for each of these apps of the device (the latest, if more)."""
    commands = device.commands.filter(app_id__in=app_ids, status__in=OPEN_COMMAND_STATUSES).order_by("id")
    return {command.app_id: command for command in commands if command.app_id is not None}


def plans_active() -> QuerySet[Plan]:
    return Plan.objects.filter(active=True)


def devices_owned_by(*, user: User) -> QuerySet[Device]:
    """Every device the person owns, personally or as a company's owner (for staff tools and
    the account's own fate, not for an actor's view); a removed one is gone for them too."""
    return Device.objects.filter(owner_user=user, removed_at__isnull=True)


def status_timelines(*, since: datetime) -> dict[int, list[tuple[datetime, str]]]:
    """Every device's status moves since `since` (oldest first), each timeline led by the
    status it was in at `since` (dated `since`) when it had one then; two queries."""
    before = DeviceStatusChange.objects.filter(device=OuterRef("pk"), created_at__lt=since).order_by(
        "-created_at", "-id"
    )
    timelines: dict[int, list[tuple[datetime, str]]] = {
        device_id: [(since, status)]
        for device_id, status in Device.objects.annotate(status_then=Subquery(before.values("new_status")[:1]))
        .filter(status_then__isnull=False)
        .values_list("id", "status_then")
    }
    moves = DeviceStatusChange.objects.filter(created_at__gte=since).order_by("created_at", "id")
    for device_id, at, status in moves.values_list("device_id", "created_at", "new_status"):
        timelines.setdefault(device_id, []).append((at, status))
    return timelines
