"""Writes for the market: listings kept in step with their installed apps and devices,
staff hiding and showing them, and the reliability roll-up.

`listings_sync` runs inside the transaction of every change that can list or unlist an app
(it follows the device and installed-app machines, installs' `sharing_changed` and
`app_installed`, devices' `device_released`: docs/flows.md), so no call can read a listing
its device or app no longer backs; beat's `listings.refresh` copies what changes without a
move (a device's location or resources reported by heartbeat, a renamed app)."""

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from apps.companies.selectors import companies_live
from apps.devices.choices import DeviceStatus
from apps.devices.models import Device
from apps.devices.selectors import status_timelines
from apps.installs.choices import AppStatus, SharingMode
from apps.installs.models import InstalledApp
from apps.installs.selectors import listing_sources
from apps.notifications.services import notify
from apps.store.selectors import app_labels

from .geo import point_columns
from .models import DeviceReliability, Listing
from .notification_kinds import LISTING_HIDDEN, LISTING_SHOWN

RENTABLE_MODES = (SharingMode.MANUAL, SharingMode.AUTOPILOT)
SYNC_BATCH = 1000
WINDOWS = {"uptime_1d": timedelta(days=1), "uptime_7d": timedelta(days=7), "uptime_30d": timedelta(days=30)}
# The fields `listings_sync` copies (everything but the row's identity and staff's reason).
COPIED = (
    "device_id", "app_id", "provider_id", "provider_name", "listed", "name_en", "name_zh", "summary_en",
    "summary_zh", "display_type", "labels", "icon", "tier", "cpu_cores", "memory_bytes", "disk_bytes",
    "gpus", "gpu_models", "max_vram_bytes", "gpu_count", "price_per_hour", "lat", "lng", "x", "y", "z", "cell",
)  # fmt: skip


def is_rentable(source: Mapping[str, Any]) -> bool:
    """The listing rule: rentable (manual or autopilot sharing with `rentable` on), running,
    on an online device."""
    return (
        source["sharing_mode"] in RENTABLE_MODES
        and source["rentable"]
        and source["status"] == AppStatus.RUNNING
        and source["device__status"] == DeviceStatus.ONLINE
    )


def _copied(
    source: Mapping[str, Any], *, labels: list[dict[str, Any]], companies: Mapping[str, str], hidden: bool
) -> dict[str, Any]:
    gpus: list[dict[str, Any]] = [
        {
            "name": str(gpu.get("name", "")),
            "passthrough": bool(gpu.get("passthrough")),
            "vram_bytes": int(gpu.get("vram_bytes") or 0),
        }
        for gpu in source["device__gpus"] or []
    ]
    company = source["owner_company_id"]
    gpu_models = " ".join(gpu["name"] for gpu in gpus)[:500]
    return {
        "device_id": source["device_id"],
        "app_id": source["app_id"],
        "provider_id": source["owner_user_id"],
        "provider_name": companies.get(company, "") if company else source["owner_user__name"],
        "listed": is_rentable(source) and not hidden,
        "name_en": source["app__name_en"],
        "name_zh": source["app__name_zh"],
        "summary_en": source["app__summary_en"],
        "summary_zh": source["app__summary_zh"],
        "display_type": source["app__display_type"],
        "labels": labels,
        "icon": source["app__icon"],
        "tier": source["device__tier"],
        "cpu_cores": source["device__cpu_cores"],
        "memory_bytes": source["device__memory_bytes"],
        "disk_bytes": source["device__disk_bytes"],
        "gpus": gpus,
        "gpu_models": gpu_models,
        "max_vram_bytes": max((gpu["vram_bytes"] for gpu in gpus), default=0),
        "gpu_count": len(gpus),
        "price_per_hour": source["price_per_hour"],
        **point_columns(source["device__lng"], source["device__lat"]),
    }


def _sync_rows(sources: list[dict[str, Any]]) -> int:
    """Creates or updates the listings of `sources`; answers how many rows it wrote."""
    if not sources:
        return 0
    labels = app_labels(app_ids=list({source["app_id"] for source in sources}))
    company_ids = {source["owner_company_id"] for source in sources if source["owner_company_id"]}
    companies = dict(companies_live().filter(id__in=company_ids).values_list("id", "name")) if company_ids else {}
    existing = {
        listing.installed_app_id: listing
        for listing in Listing.objects.select_for_update().filter(
            installed_app_id__in=[source["id"] for source in sources]
        )
    }
    new, changed = [], []
    for source in sources:
        listing = existing.get(source["id"])
        fields = _copied(
            source,
            labels=labels.get(source["app_id"], []),
            companies=companies,
            hidden=bool(listing and listing.hidden_reason),
        )
        if listing is None:
            new.append(Listing(installed_app_id=source["id"], **fields))
        elif any(getattr(listing, name) != value for name, value in fields.items()):
            for name, value in fields.items():
                setattr(listing, name, value)
            changed.append(listing)
    Listing.objects.bulk_create(new)
    now = timezone.now()
    for listing in changed:
        listing.updated_at = now
    Listing.objects.bulk_update(changed, [*COPIED, "updated_at"])
    return len(new) + len(changed)


def listings_sync(*, installed_app_ids: Iterable[int] | None = None, device_ids: Iterable[int] | None = None) -> int:
    """Brings the listings of these installed apps (or of the apps on these devices; both
    None: of every installed app) in step with them, making the missing ones; answers how
    many rows it wrote. Batch by batch in id order, each batch its own transaction (a
    savepoint inside a caller's), so a full refresh never locks every listing at once."""
    sources = listing_sources(installed_app_ids=installed_app_ids, device_ids=device_ids)
    written, after = 0, 0
    while True:
        with transaction.atomic():
            batch = list(sources.filter(id__gt=after)[:SYNC_BATCH])
            written += _sync_rows(batch)
        if len(batch) < SYNC_BATCH:
            return written
        after = batch[-1]["id"]


# Followers (from `apps.ListingsConfig.ready`): a device's or an app's listings follow it in
# the same transaction.


def on_device_moved(device: Device, old: str, new: str) -> None:
    listings_sync(device_ids=[device.id])


def on_app_moved(installed_app: InstalledApp, old: str, new: str) -> None:
    listings_sync(installed_app_ids=[installed_app.id])


def on_sharing_changed(*, installed_app_ids: list[int]) -> None:
    listings_sync(installed_app_ids=installed_app_ids)


def on_app_installed(*, installed_app: InstalledApp) -> None:
    listings_sync(installed_app_ids=[installed_app.id])


def on_device_released(*, device: Device) -> None:
    listings_sync(device_ids=[device.id])


def listing_busy_set(*, installed_app_id: int, busy: bool) -> None:
    """Rentals mark the app's listing busy while a rental of it is not over (inside the
    rental's transaction)."""
    Listing.objects.filter(installed_app_id=installed_app_id).update(busy=busy, updated_at=timezone.now())


def _notify_provider(listing: Listing, *, kind: str, reason: str = "") -> None:
    notify(
        recipients=[listing.provider],
        kind=kind,
        params={"app_en": listing.name_en, "app_zh": listing.name_zh, "device": listing.device.name, "reason": reason},
        link=f"/devices/apps/{listing.installed_app_id}",
        company_id=listing.installed_app.owner_company_id,
    )


@transaction.atomic
def listing_hide(*, listing_id: int, reason: str) -> Listing:
    """Staff take a listing off the market with a reason its provider is told."""
    listing = Listing.objects.select_for_update().select_related("provider", "device").get(id=listing_id)
    listing.hidden_reason = reason
    listing.listed = False
    listing.save(update_fields=["hidden_reason", "listed", "updated_at"])
    _notify_provider(listing, kind=LISTING_HIDDEN, reason=reason)
    return listing


@transaction.atomic
def listing_unhide(*, listing_id: int) -> Listing:
    """Staff let a hidden listing back: it is listed again when its app is rentable."""
    listing = Listing.objects.select_for_update().select_related("provider", "device").get(id=listing_id)
    listing.hidden_reason = ""
    listing.save(update_fields=["hidden_reason", "updated_at"])
    listings_sync(installed_app_ids=[listing.installed_app_id])
    _notify_provider(listing, kind=LISTING_SHOWN)
    listing.refresh_from_db()
    return listing


def uptime(timeline: Sequence[tuple[datetime, str]], *, start: datetime, now: datetime) -> float:
    """The share of [start, now] a device was online, counted from its first known status
    on (a device younger than the window is judged over its life); 0 with no time known."""
    begin = max(start, timeline[0][0])
    if now <= begin:
        return 0.0
    online = 0.0
    ends = [at for at, _status in timeline[1:]] + [now]
    for (at, status), end in zip(timeline, ends, strict=True):
        if status == DeviceStatus.ONLINE:
            online += max(0.0, (min(end, now) - max(at, begin)).total_seconds())
    return round(online / (now - begin).total_seconds(), 4)


@transaction.atomic
def reliability_rental_failed(*, device_id: int) -> None:
    """Rentals count a rental on the device that failed (could not start, or ended because
    the app failed or the device stayed offline)."""
    row, _new = DeviceReliability.objects.get_or_create(device_id=device_id)
    DeviceReliability.objects.filter(pk=row.pk).update(failed_rentals=F("failed_rentals") + 1)


def reliability_rollup(*, now: datetime | None = None) -> int:
    """Beat: every device's uptime over 1, 7 and 30 days from its status log, one row per
    device (the failed-rentals count is left as it is); answers how many rows it wrote."""
    now = now or timezone.now()
    timelines = status_timelines(since=now - max(WINDOWS.values()))
    existing = {row.device_id: row for row in DeviceReliability.objects.filter(device_id__in=timelines)}
    rows = []
    for device_id, timeline in timelines.items():
        row = existing.get(device_id) or DeviceReliability(device_id=device_id)
        for name, window in WINDOWS.items():
            setattr(row, name, uptime(timeline, start=now - window, now=now))
        row.computed_at = now
        rows.append(row)
    DeviceReliability.objects.bulk_create([row for row in rows if row.pk is None])
    DeviceReliability.objects.bulk_update([row for row in rows if row.pk is not None], [*WINDOWS, "computed_at"])
    return len(rows)
