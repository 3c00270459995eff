"""Reads for installed apps, scoped to the caller's actor (`installed_apps_of`): an app of
another person or company, or one not allocated to a company member, is simply not there
(404). Secrets leave only through `app_ssh_info` and `app_ai_api_info` (a member's own
access grant, never the app's own credentials)."""

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from django.db.models import Q, QuerySet, Sum, Value
from django.db.models.functions import Coalesce, NullIf
from django.utils.translation import gettext as _

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common import secrets as sealing
from apps.common.errors import ApplicationError
from apps.common.sorting import ListSort, sorted_list
from apps.devices.choices import DeviceStatus
from apps.devices.models import Device
from apps.devices.network import overlay_address, overlay_host
from apps.devices.selectors import devices_of
from apps.store.models import App
from apps.store.runtime import runs_behind_gateway
from apps.store.selectors import app_published

from .choices import AI_API_TYPES, ON_DEVICE, AccessPurpose, AppStatus
from .hooks import listing_shown
from .models import AppAccessGrant, InstalledApp, InstalledAppLog, LiteSpace
from .transitions import action_permitted, status_actions

LOG_SIZE = 50
SSH_PORT = 22
SSH_USER = "root"
AI_API_DEFAULT_PORT = 8000

# What a list row shows (`installed_item`): not the configuration, the secrets or the app's page.
ROW_COLUMNS = (
    "id", "version", "status", "sharing_mode", "rentable", "price_per_hour", "start_after_install",
    "lite_space_id", "installed_at", "created_at", "updated_at", "runtime",
    "app_id", "app__slug", "app__name_en", "app__name_zh", "app__icon", "app__display_type",
    "device_id", "device__device_id", "device__name", "device__kind", "device__status", "device__gateway_url",
)  # fmt: skip


# Answers the ids of the installed apps allocated to a company member's actor (directly or
# through their device). Companies live in a higher app and register it.
MemberApps = Callable[[Actor], Iterable[int]]
_member_apps: list[MemberApps] = []


def register_member_apps(source: MemberApps) -> MemberApps:
    if source not in _member_apps:
        _member_apps.append(source)
    return source


# How the caller holds an app (`installed_item`'s `access`).
ACCESS_OWN, ACCESS_MEMBER = "own", "member"


def access_of(actor: Actor) -> str:
    return ACCESS_MEMBER if actor.is_member else ACCESS_OWN


def installed_app_allowed_actions(*, actor: Actor, status: str) -> list[str]:
    """What the actor may do now to one of its apps in `status` (the answers' `allowed_actions`):
    what the status allows, and of that, for a company member, what a member may do."""
    return [action for action in status_actions(status) if action_permitted(actor=actor, action=action)]


def installed_apps_of(*, actor: Actor) -> QuerySet[InstalledApp]:
    """Every app the actor installed (uninstalled rows too) on a device it still owns: the
    one scope of every owner's read and write. A company member's are the company's apps
    allocated to them."""
    apps = InstalledApp.objects.filter(actor.scope(), actor.scope(via="device__"))
    if actor.is_member:
        apps = apps.filter(id__in={app_id for source in _member_apps for app_id in source(actor)})
    return apps


def installed_app_get(*, actor: Actor, installed_app_id: int) -> InstalledApp:
    """One of the actor's installed apps (an uninstalled one too), else 404."""
    installed = (
        installed_apps_of(actor=actor)
        .select_related("app", "device", "lite_space__device")
        .filter(id=installed_app_id)
        .first()
    )
    if installed is None:
        raise ApplicationError("not_found")
    return installed


def installed_app_locked(*, installed_app_id: int) -> InstalledApp:
    """The app with its device and catalogue app, its row locked until the transaction ends
    (for a feature above that must decide under the app's lock: one renter at a time)."""
    return (
        InstalledApp.objects.select_for_update(of=("self",))
        .select_related("device", "app", "owner_user")
        .get(id=installed_app_id)
    )


def installed_app_list(
    *,
    actor: Actor,
    status: str | None = None,
    device_id: int | None = None,
    display_type: str | None = None,
    search: str = "",
    sort: str = ListSort.NEWEST,
    language: str = "en",
) -> QuerySet[InstalledApp, dict[str, Any]]:
    """The actor's installed apps (uninstalled ones left out) as rows of `ROW_COLUMNS` in
    `sort`'s order (newest first; by the app's name in `language`); `search` looks in the
    app's names and the device's name."""
    apps = installed_apps_of(actor=actor).exclude(status=AppStatus.NOT_INSTALL)
    if status:
        apps = apps.filter(status=status)
    if device_id:
        apps = apps.filter(device_id=device_id)
    if display_type:
        apps = apps.filter(app__display_type=display_type)
    if search:
        apps = apps.filter(
            Q(app__name_en__icontains=search) | Q(app__name_zh__icontains=search) | Q(device__name__icontains=search)
        )
    name = Coalesce(NullIf("app__name_zh", Value("")), "app__name_en") if language == "zh" else "app__name_en"
    return sorted_list(apps, sort=sort, name=name).values(*ROW_COLUMNS)


def installed_app_listing_id(*, installed_app: InstalledApp) -> int | None:
    """The market listing that shows `installed_app` now, if any (`hooks.listing_shown`)."""
    return next((shown for shown in listing_shown.fire(installed_app=installed_app) if shown), None)


def installed_app_log(*, installed: InstalledApp) -> list[InstalledAppLog]:
    return list(installed.log.select_related("actor").order_by("-created_at", "-id")[:LOG_SIZE])


# ---------------------------------------------------------------------------------------
# Requirements


def _largest_vram(device: Device) -> int:
    return max((gpu.get("vram_bytes", 0) for gpu in device.gpus), default=0)


def requirement_shortfalls(*, device: Device, app: App) -> list[dict[str, Any]]:
    """Each minimum resource of `app` the device lacks: `{resource, required, available}`
    (GPU memory is the largest single GPU's)."""
    checks = [
        ("cpu_cores", app.min_cpu_cores, device.cpu_cores),
        ("memory_bytes", app.min_memory_bytes, device.memory_bytes),
        ("disk_bytes", app.min_disk_bytes, device.disk_bytes),
        ("gpu_vram_bytes", app.min_gpu_vram_bytes, _largest_vram(device)),
    ]
    return [
        {"resource": resource, "required": required, "available": available}
        for resource, required, available in checks
        if required > available
    ]


def size_text(value: int) -> str:
    """A size in bytes as people read it, e.g. "16.00 GB"."""
    units = ["B", "KB", "MB", "GB", "TB"]
    amount = float(value)
    unit = 0
    while amount >= 1024 and unit < len(units) - 1:
        amount /= 1024
        unit += 1
    return f"{amount:.2f} {units[unit]}"


def shortfall_text(shortfall: dict[str, Any]) -> str:
    """One shortfall in the reader's language, e.g. "memory: needs 16.00 GB, has 8.00 GB"."""
    names = {
        "cpu_cores": _("CPU cores"),
        "memory_bytes": _("memory"),
        "disk_bytes": _("disk"),
        "gpu_vram_bytes": _("GPU memory"),
    }
    show = str if shortfall["resource"] == "cpu_cores" else size_text
    return _("%(resource)s: needs %(required)s, has %(available)s") % {
        "resource": names[shortfall["resource"]],
        "required": show(shortfall["required"]),
        "available": show(shortfall["available"]),
    }


@dataclass(frozen=True)
class InstallTarget:
    device: Device
    gpu_vram_bytes: int
    shortfalls: list[dict[str, Any]]
    installed: bool

    @property
    def qualifies(self) -> bool:
        """Online, meets the app's minimums and does not have it yet."""
        return not self.shortfalls and not self.installed and self.device.status == DeviceStatus.ONLINE


def install_targets(*, actor: Actor, app_id: int) -> list[InstallTarget]:
    """The actor's devices for installing a published app: what each lacks and whether the
    app is already on it (404 for an app not in the store)."""
    app = app_published(app_id=app_id)
    if app is None:
        raise ApplicationError("not_found")
    devices = list(devices_of(actor=actor).order_by("name", "id"))
    taken = set(
        InstalledApp.objects.filter(device__in=devices, app=app)
        .exclude(status=AppStatus.NOT_INSTALL)
        .values_list("device_id", flat=True)
    )
    return [
        InstallTarget(
            device=device,
            gpu_vram_bytes=_largest_vram(device),
            shortfalls=requirement_shortfalls(device=device, app=app),
            installed=device.id in taken,
        )
        for device in devices
    ]


# ---------------------------------------------------------------------------------------
# The lite-app space


def lite_space_used_bytes(*, space: LiteSpace) -> int:
    """Disk the space's installed lite apps claim (their minimum disk)."""
    used = space.apps.exclude(status=AppStatus.NOT_INSTALL).aggregate(total=Sum("app__min_disk_bytes"))["total"] or 0
    return int(used)


def lite_spaces_of(*, actor: Actor) -> QuerySet[LiteSpace]:
    """The lite-app spaces on the actor's devices."""
    return LiteSpace.objects.filter(device__in=devices_of(actor=actor))


def lite_space_of(*, actor: Actor, device_id: int) -> LiteSpace | None:
    return lite_spaces_of(actor=actor).filter(device_id=device_id).select_related("device").first()


# ---------------------------------------------------------------------------------------
# Access


def member_grant(*, actor: Actor, installed: InstalledApp) -> AppAccessGrant | None:
    """A company member's own live access to the app (404 without one); None for anyone
    else, who uses the app's own credentials."""
    if not actor.is_member:
        return None
    grant = installed.access_grants.filter(
        holder=actor.user, purpose=AccessPurpose.MEMBER, revoked_at__isnull=True
    ).first()
    if grant is None:
        raise ApplicationError("not_found")
    return grant


def access_grant_live(*, installed_app_id: int, holder: User, purpose: str) -> AppAccessGrant | None:
    """`holder`'s live grant on the app for `purpose`, if any."""
    return AppAccessGrant.objects.filter(
        installed_app_id=installed_app_id, holder=holder, purpose=purpose, revoked_at__isnull=True
    ).first()


def apps_granted(*, holder: User, purpose: str) -> QuerySet[InstalledApp]:
    """The apps on which `holder` has a live access grant for `purpose`."""
    return InstalledApp.objects.filter(
        access_grants__holder=holder, access_grants__purpose=purpose, access_grants__revoked_at__isnull=True
    )


@dataclass(frozen=True)
class SshInfo:
    ip: str | None
    overlay_address: str
    port: int
    username: str
    private_key: str


def _holders_grant(
    *, actor: Actor | None, installed: InstalledApp, grant: AppAccessGrant | None
) -> AppAccessGrant | None:
    return grant if grant is not None or actor is None else member_grant(actor=actor, installed=installed)


def app_ssh_info(
    *, installed: InstalledApp, actor: Actor | None = None, grant: AppAccessGrant | None = None
) -> SshInfo:
    """How the actor reaches the app over SSH: as the app's root user, or a member as their
    own user; with `grant`, as that grant's user (a renter's). 409 `app_not_installed` until
    the install finished."""
    if installed.status not in ON_DEVICE:
        raise ApplicationError("app_not_installed")
    grant = _holders_grant(actor=actor, installed=installed, grant=grant)
    return SshInfo(
        ip=installed.device.ip_address,
        overlay_address=overlay_address(installed.device),
        port=SSH_PORT,
        username=grant.ssh_username if grant else SSH_USER,
        private_key=sealing.decrypt(grant.ssh_private_key_sealed if grant else installed.ssh_private_key_sealed),
    )


@dataclass(frozen=True)
class AiApiInfo:
    base_url: str
    api_key: str
    rotated_at: Any


def app_ai_api_info(
    *, installed: InstalledApp, actor: Actor | None = None, grant: AppAccessGrant | None = None
) -> AiApiInfo:
    """The AI API of an AI compute or AI server app: it serves an OpenAI-style API on the
    device's overlay address, at its configured port, with the app's key (a member's own key
    for a member, `grant`'s with a grant). 409 `ai_api_not_available` for other apps,
    `app_not_installed` until the install finished."""
    if installed.app.display_type not in AI_API_TYPES:
        raise ApplicationError("ai_api_not_available")
    if installed.status not in ON_DEVICE:
        raise ApplicationError("app_not_installed")
    grant = _holders_grant(actor=actor, installed=installed, grant=grant)
    port = installed.config.get("port", AI_API_DEFAULT_PORT)
    return AiApiInfo(
        base_url=f"http://{overlay_host(installed.device)}:{port}/v1",
        api_key=sealing.decrypt(grant.api_key_sealed if grant else installed.api_key_sealed),
        rotated_at=grant.created_at if grant else installed.api_key_rotated_at,
    )


@dataclass(frozen=True)
class GatewayInfo:
    url: str
    api_key: str


def gateway_reachable(installed: InstalledApp) -> bool:
    """Whether people reach the app through its box's gateway: its runtime serves HTTP there
    and the box's agent reported the gateway's address."""
    return row_behind_gateway({"runtime": installed.runtime, "device__gateway_url": installed.device.gateway_url})


def row_behind_gateway(row: Mapping[str, Any]) -> bool:
    """`gateway_reachable` of an app read as a row of `ROW_COLUMNS`."""
    return runs_behind_gateway(row["runtime"]) and bool(row["device__gateway_url"])


def app_gateway_info(
    *, installed: InstalledApp, actor: Actor | None = None, grant: AppAccessGrant | None = None
) -> GatewayInfo:
    """The app's address on its box's gateway (`{gateway}/{app id}/`) with the key that opens
    it: the app's own, a member's own for a member, `grant`'s with a grant. 409
    `gateway_not_available` for an app not reached that way, `app_not_installed` until the
    install finished."""
    if not gateway_reachable(installed):
        raise ApplicationError("gateway_not_available")
    if installed.status not in ON_DEVICE:
        raise ApplicationError("app_not_installed")
    grant = _holders_grant(actor=actor, installed=installed, grant=grant)
    return GatewayInfo(
        url=f"{installed.device.gateway_url.rstrip('/')}/{installed.id}/",
        api_key=sealing.decrypt(grant.api_key_sealed if grant else installed.api_key_sealed),
    )


def api_key_live(*, device: Device, installed_app_id: int, api_key: str) -> bool:
    """Whether `api_key` opens the app `installed_app_id` on `device` now: the app's own key
    or a live access grant's (a revoked grant's key is refused from the moment it ends)."""
    if not api_key:
        return False
    key = sealing.digest(api_key)
    return (
        InstalledApp.objects.filter(id=installed_app_id, device=device)
        .exclude(status=AppStatus.NOT_INSTALL)
        .filter(Q(api_key_digest=key) | Q(access_grants__api_key_digest=key, access_grants__revoked_at__isnull=True))
        .exists()
    )


# What a market listing copies of its installed app, its catalogue app and its device.
LISTING_SOURCE_COLUMNS = (
    "id", "status", "sharing_mode", "rentable", "price_per_hour", "owner_user_id", "owner_user__name",
    "owner_company_id", "app_id", "app__name_en", "app__name_zh", "app__summary_en", "app__summary_zh",
    "app__display_type", "app__icon", "device_id", "device__status", "device__tier", "device__cpu_cores",
    "device__memory_bytes", "device__disk_bytes", "device__gpus", "device__lng", "device__lat",
)  # fmt: skip


def listing_sources(
    *, installed_app_ids: Iterable[int] | None = None, device_ids: Iterable[int] | None = None
) -> QuerySet[InstalledApp, dict[str, Any]]:
    """Installed apps (every owner's, uninstalled ones too) as rows of
    `LISTING_SOURCE_COLUMNS`, by their ids or their devices' ids (both None: all)."""
    apps = InstalledApp.objects.all()
    if installed_app_ids is not None:
        apps = apps.filter(id__in=list(installed_app_ids))
    if device_ids is not None:
        apps = apps.filter(device_id__in=list(device_ids))
    return apps.order_by("id").values(*LISTING_SOURCE_COLUMNS)
