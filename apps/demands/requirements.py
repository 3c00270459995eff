"""The one check of an offer against a demand (DECISIONS: first the requirements, then the
other rules): the least CPU cores, memory and disk, enough GPUs with the video memory asked
per GPU, the least tier, the distance range, the price, and the app. The same check picks a
demand's matching listings and tells the providers whose listings fit a new demand."""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.utils.translation import gettext as _

from apps.common.render import api_coins
from apps.devices.choices import DeviceTier
from apps.devices.models import Device
from apps.installs.selectors import shortfall_text, size_text
from apps.listings.geo import distance_km

from .choices import TIER_RANK
from .models import Demand


@dataclass(frozen=True)
class Offered:
    """What an offer brings: a device's resources, where it is, the price asked and the app
    (the store's app id of an installed app; None for a device, which gets the demand's)."""

    cpu_cores: int
    memory_bytes: int
    disk_bytes: int
    gpu_vram: tuple[int, ...]
    tier: str
    point: tuple[float, float] | None
    price_per_hour: Decimal
    app_id: int | None = None


def _vram(gpus: Iterable[Mapping[str, Any]]) -> tuple[int, ...]:
    return tuple(int(gpu.get("vram_bytes") or 0) for gpu in gpus)


def point_of(row: Device | Demand) -> tuple[float, float] | None:
    """A device's or a demand's point as `(lng, lat)`; None without one."""
    return (row.lng, row.lat) if row.lng is not None and row.lat is not None else None


def offered_by_device(device: Device, *, price_per_hour: Decimal, app_id: int | None) -> Offered:
    return Offered(
        cpu_cores=device.cpu_cores,
        memory_bytes=device.memory_bytes,
        disk_bytes=device.disk_bytes,
        gpu_vram=_vram(device.gpus),
        tier=device.tier,
        point=point_of(device),
        price_per_hour=price_per_hour,
        app_id=app_id,
    )


def offered_by_listing(row: Mapping[str, Any]) -> Offered:
    """A market listing's row (`listings.selectors.LISTING_COLUMNS`): its rounded point."""
    point = (row["lng"], row["lat"]) if row["lng"] is not None and row["lat"] is not None else None
    return Offered(
        cpu_cores=row["cpu_cores"],
        memory_bytes=row["memory_bytes"],
        disk_bytes=row["disk_bytes"],
        gpu_vram=_vram(row["gpus"]),
        tier=row["tier"],
        point=point,
        price_per_hour=row["price_per_hour"],
        app_id=row["app_id"],
    )


def fitting_gpus(demand: Demand, offered: Offered) -> int:
    """How many of the offered GPUs have the video memory the demand asks per GPU."""
    return sum(1 for vram in offered.gpu_vram if vram >= demand.vram_bytes)


def demand_distance_km(demand: Demand, point: tuple[float, float] | None) -> int | None:
    """How far `point` is from the demand's point (the spec's helper: km rounded up); None
    when either has none."""
    own = point_of(demand)
    if point is None or own is None:
        return None
    return distance_km(own[0], own[1], point[0], point[1])


def _unmet(requirement: str, required: Any, offered: Any, message: str) -> dict[str, Any]:
    return {"requirement": requirement, "required": required, "offered": offered, "message": message}


def _tier_label(tier: str) -> str:
    return str(DeviceTier(tier).label) if tier in DeviceTier.values else tier


def unsatisfied(demand: Demand, offered: Offered) -> list[dict[str, Any]]:
    """Each requirement of the demand the offer does not meet, `{requirement, required,
    offered, message}` (the message in the reader's language); empty when it fits."""
    unmet = []
    for resource, required, available in (
        ("cpu_cores", demand.cpu_cores, offered.cpu_cores),
        ("memory_bytes", demand.memory_bytes, offered.memory_bytes),
        ("disk_bytes", demand.disk_bytes, offered.disk_bytes),
    ):
        if required > available:
            shortfall = {"resource": resource, "required": required, "available": available}
            unmet.append(_unmet(resource, required, available, shortfall_text(shortfall)))
    gpus = fitting_gpus(demand, offered)
    if gpus < demand.gpu_count:
        message = (
            _("GPUs: needs %(count)d with %(memory)s each, has %(fitting)d")
            % {"count": demand.gpu_count, "memory": size_text(demand.vram_bytes), "fitting": gpus}
            if demand.vram_bytes
            else _("GPUs: needs %(count)d, has %(fitting)d") % {"count": demand.gpu_count, "fitting": gpus}
        )
        unmet.append(_unmet("gpu_count", demand.gpu_count, gpus, message))
    if demand.tier and TIER_RANK.get(offered.tier, 0) < TIER_RANK[demand.tier]:
        message = _("tier: needs %(required)s or better, is %(offered)s") % {
            "required": _tier_label(demand.tier),
            "offered": _tier_label(offered.tier),
        }
        unmet.append(_unmet("tier", demand.tier, offered.tier, message))
    if demand.max_km is not None:
        km = demand_distance_km(demand, offered.point)
        if km is None or km > demand.max_km:
            message = (
                _("distance: needs within %(required)d km, is %(offered)d km away")
                % {"required": demand.max_km, "offered": km}
                if km is not None
                else _("distance: needs within %(required)d km, the device has no location")
                % {"required": demand.max_km}
            )
            unmet.append(_unmet("distance_km", demand.max_km, km, message))
    if offered.price_per_hour > demand.price_per_hour:
        message = _("price: at most %(required)s coins an hour, asks %(offered)s") % {
            "required": api_coins(demand.price_per_hour),
            "offered": api_coins(offered.price_per_hour),
        }
        unmet.append(
            _unmet("price_per_hour", api_coins(demand.price_per_hour), api_coins(offered.price_per_hour), message)
        )
    if demand.app_id is not None and offered.app_id is not None and offered.app_id != demand.app_id:
        unmet.append(_unmet("app", demand.app_id, offered.app_id, _("app: the demand asks for another app")))
    return unmet
