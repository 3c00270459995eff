import json
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import segno
from django.conf import settings
from django.utils.translation import gettext as _
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.common.answers import answer_of
from apps.common.money import period_price
from apps.common.places import MAX_SEARCH_LIMIT, SEARCH_LIMIT, Place, place_region
from apps.common.render import api_coins, api_time
from apps.common.text import PlainText
from apps.devices.api.serializers import DeviceGpuSerializer
from apps.devices.choices import DeviceTier
from apps.devices.resources import MAX_VRAM_BYTES
from apps.store.api.serializers import StoreLabelSerializer, label_item
from apps.store.choices import AppDisplayType

from .. import selectors
from ..choices import ListingSort
from ..geo import distance_km

DOWNLOAD_PLATFORMS = ("windows", "mac", "android", "ios")
BASEMAP = Path(__file__).resolve().parent.parent / "data" / "land-110m.geojson"
BASEMAP_MAX_AGE = 24 * 3600


POINT_MAX = 64


@extend_schema_field({"type": "string", "maxLength": POINT_MAX, "pattern": "^[-+0-9.eE ]+,[-+0-9.eE ]+$"})
class PointField(serializers.Field):
    """`lng,lat` in degrees."""

    def to_internal_value(self, data: Any) -> selectors.Point:
        text = str(data)
        try:
            if len(text) > POINT_MAX:
                raise ValueError(text)
            lng, lat = (float(part) for part in text.split(","))
        except ValueError:
            raise serializers.ValidationError(_("Give a point as longitude,latitude in degrees.")) from None
        if not (-180 <= lng <= 180 and -90 <= lat <= 90):
            raise serializers.ValidationError(_("Longitude must be within ±180 and latitude within ±90."))
        return lng, lat

    def to_representation(self, value: selectors.Point) -> str:
        return f"{value[0]},{value[1]}"


def _near_field() -> PointField:
    return PointField(
        required=False,
        help_text="`lng,lat`: adds `distance_km` to every listing (rounded up, earth radius 6371)",
    )


class ListingLocationSerializer(serializers.Serializer):
    lng = serializers.FloatField(help_text="Rounded to about 1 km")
    lat = serializers.FloatField(help_text="Rounded to about 1 km")


class ListingReliabilitySerializer(serializers.Serializer):
    uptime_1d = serializers.FloatField(help_text="Share of the last day the device was online, 0 to 1")
    uptime_7d = serializers.FloatField(help_text="Share of the last 7 days, 0 to 1")
    uptime_30d = serializers.FloatField(help_text="Share of the last 30 days, 0 to 1")
    failed_rentals = serializers.IntegerField(help_text="Rentals on this device that ended in failure")


class ListingSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="The listing's id")
    installed_app_id = serializers.IntegerField(help_text="The installed app it lists (its provider's id for it)")
    app_id = serializers.IntegerField(help_text="The store's app")
    name = serializers.CharField(help_text="In the caller's language")
    summary = serializers.CharField()
    display_type = serializers.ChoiceField(choices=AppDisplayType.choices)
    labels = StoreLabelSerializer(many=True)
    icon = serializers.CharField(help_text="An image URL or path; empty when there is none")
    tier = serializers.ChoiceField(choices=DeviceTier.choices)
    cpu_cores = serializers.IntegerField()
    memory_bytes = serializers.IntegerField()
    disk_bytes = serializers.IntegerField()
    gpus = DeviceGpuSerializer(many=True)
    price_per_hour = serializers.DecimalField(max_digits=12, decimal_places=2, help_text="Coins per hour")
    provider_name = serializers.CharField(help_text="The provider's display name (never contact data)")
    first_hold = serializers.DecimalField(
        max_digits=12, decimal_places=2, help_text="Renting it holds this much first: one billing period's price"
    )
    busy = serializers.BooleanField(help_text="Rented by someone right now: renting it answers 409 `app_busy`")
    location = ListingLocationSerializer(allow_null=True, help_text="The device's area; null when unknown")
    region = serializers.CharField(
        allow_null=True,
        help_text='The location\'s region in the caller\'s language ("Hangzhou, Zhejiang" / "浙江杭州"); '
        "null without a location",
    )
    distance_km = serializers.IntegerField(allow_null=True, help_text="From `near`, rounded up; null without it")
    reliability = ListingReliabilitySerializer(allow_null=True, help_text="null until beat has rolled it up")
    created_at = serializers.DateTimeField()


class ListingGroupSerializer(serializers.Serializer):
    label = StoreLabelSerializer()  # type: ignore[assignment]
    total = serializers.IntegerField(help_text="Every listed listing carrying the label")
    listings = ListingSerializer(many=True, help_text="The label's newest listings (at most `size`)")


class ListingFilterSerializer(serializers.Serializer):
    label = serializers.SlugField(max_length=50, required=False, help_text="A label slug")  # type: ignore[assignment]
    type = serializers.ChoiceField(choices=AppDisplayType.choices, required=False, help_text="A display type")
    q = PlainText(
        max_length=100,
        required=False,
        allow_blank=True,
        help_text="Part of a name, summary, label or GPU model (English or Chinese), as typed: the search narrowed "
        "by the other filters (`market/search` alone forgives typos)",
    )
    gpu = PlainText(max_length=100, required=False, help_text="Part of a GPU model name")
    min_vram_bytes = serializers.IntegerField(
        min_value=0, max_value=MAX_VRAM_BYTES, required=False, help_text="A GPU with at least this memory"
    )
    min_gpus = serializers.IntegerField(min_value=1, max_value=64, required=False, help_text="At least this many GPUs")
    tier = serializers.ChoiceField(choices=DeviceTier.choices, required=False)
    min_price = serializers.DecimalField(
        max_digits=12, decimal_places=2, min_value=0, required=False, help_text="Coins per hour, at least"
    )
    max_price = serializers.DecimalField(
        max_digits=12, decimal_places=2, min_value=0, required=False, help_text="Coins per hour, at most"
    )
    near = _near_field()
    max_km = serializers.IntegerField(
        min_value=1,
        required=False,
        help_text=f"Within this many km of `near` (capped at {selectors.MAX_RADIUS_KM}); with `sort=distance` "
        f"it defaults to {selectors.DEFAULT_RADIUS_KM}",
    )
    available = serializers.BooleanField(
        required=False, default=False, help_text="Only the listings nobody rents now (`busy` false)"
    )
    sort = serializers.ChoiceField(choices=ListingSort.choices, default=ListingSort.RECOMMENDED)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs.get("min_price", 0) > attrs.get("max_price", attrs.get("min_price", 0)):
            raise serializers.ValidationError({"min_price": [_("The lowest price is above the highest.")]})
        if "near" not in attrs:
            if "max_km" in attrs:
                raise serializers.ValidationError({"max_km": [_("A distance needs a point (near).")]})
            if attrs["sort"] == ListingSort.DISTANCE:
                raise serializers.ValidationError({"sort": [_("Sorting by distance needs a point (near).")]})
        return attrs

    def to_filter(self) -> selectors.ListingFilter:
        data = self.validated_data
        return selectors.ListingFilter(
            label=data.get("label", ""),
            display_type=data.get("type", ""),
            q=data.get("q", ""),
            gpu=data.get("gpu", ""),
            min_vram_bytes=data.get("min_vram_bytes"),
            min_gpus=data.get("min_gpus"),
            tier=data.get("tier", ""),
            min_price=data.get("min_price"),
            max_price=data.get("max_price"),
            near=data.get("near"),
            max_km=data.get("max_km"),
            sort=data["sort"],
            free_only=data["available"],
        )


class ListingGroupRequestSerializer(serializers.Serializer):
    near = _near_field()
    size = serializers.IntegerField(
        min_value=1, max_value=20, default=selectors.GROUP_SIZE, help_text="Listings per label"
    )


class ListingSearchSerializer(serializers.Serializer):
    q = PlainText(
        max_length=100,
        help_text="Part of a name, summary, label or GPU model (English or Chinese); typos are forgiven on PostgreSQL",
    )
    available = serializers.BooleanField(
        required=False, default=False, help_text="Only the listings nobody rents now (`busy` false)"
    )


class PlaceSearchSerializer(serializers.Serializer):
    q = PlainText(max_length=100, help_text="Part of a place's name, English or Chinese (case and accents aside)")
    limit = serializers.IntegerField(
        min_value=1, max_value=MAX_SEARCH_LIMIT, default=SEARCH_LIMIT, help_text="At most this many places"
    )


class PlaceSerializer(serializers.Serializer):
    name = serializers.CharField(help_text="The place's name in the caller's language")
    region = serializers.CharField(help_text="With its province or country: as listings name their region")
    lng = serializers.FloatField()
    lat = serializers.FloatField()


class RegionRequestSerializer(serializers.Serializer):
    near = PointField(help_text="`lng,lat`")


class RegionSerializer(serializers.Serializer):
    region = serializers.CharField(help_text="The point's region in the caller's language")


class DownloadQrSerializer(serializers.Serializer):
    windows = serializers.CharField(help_text="`data:image/svg+xml` URI; empty when the link is")
    mac = serializers.CharField(help_text="`data:image/svg+xml` URI; empty when the link is")
    android = serializers.CharField(help_text="`data:image/svg+xml` URI; empty when the link is")
    ios = serializers.CharField(help_text="`data:image/svg+xml` URI; empty when the link is")


class DownloadLinksSerializer(serializers.Serializer):
    windows = serializers.CharField(help_text="Empty when not configured")
    mac = serializers.CharField(help_text="Empty when not configured")
    android = serializers.CharField(help_text="Empty when not configured")
    ios = serializers.CharField(help_text="Empty when not configured")
    qr_svg = DownloadQrSerializer(help_text="Each link as a QR code (an SVG data URI, black on white)")


class MapSettingsSerializer(serializers.Serializer):
    style_url = serializers.CharField(help_text="A MapLibre style JSON URL; empty: use `market/basemap`")
    access_token = serializers.CharField(help_text="Sent as `access_token` with the style's requests; may be empty")


class BasemapSerializer(serializers.Serializer):
    type = serializers.CharField(help_text="FeatureCollection")
    features = serializers.ListField(
        child=serializers.DictField(), help_text="GeoJSON features: MultiPolygons of land, [lng, lat] in degrees"
    )


@answer_of(BasemapSerializer)
@cache
def basemap() -> dict[str, Any]:
    """The offline basemap (`data/README.md`), read once per process."""
    return json.loads(BASEMAP.read_text())


def _text(row: Mapping[str, Any], field: str, language: str) -> str:
    return row[f"{field}_{language}"] or row[f"{field}_en"]


def _reliability(row: Mapping[str, Any]) -> dict[str, Any] | None:
    if row["uptime_7d"] is None:
        return None
    return {name: row[name] for name in ("uptime_1d", "uptime_7d", "uptime_30d", "failed_rentals")}


@answer_of(ListingSerializer)
def listing_item(row: Mapping[str, Any], *, language: str, distance: int | None = None) -> dict[str, Any]:
    """A listing as the market shows it, from a row of `selectors.LISTING_COLUMNS`; its
    point is the stored, rounded one."""
    located = row["lat"] is not None and row["lng"] is not None
    return {
        "id": row["id"],
        "installed_app_id": row["installed_app_id"],
        "app_id": row["app_id"],
        "name": _text(row, "name", language),
        "summary": _text(row, "summary", language),
        "display_type": row["display_type"],
        "labels": [label_item(label, language=language) for label in row["labels"]],
        "icon": row["icon"],
        "tier": row["tier"],
        "cpu_cores": row["cpu_cores"],
        "memory_bytes": row["memory_bytes"],
        "disk_bytes": row["disk_bytes"],
        "gpus": row["gpus"],
        "price_per_hour": api_coins(row["price_per_hour"]),
        "provider_name": row["provider_name"],
        "first_hold": api_coins(period_price(row["price_per_hour"])),
        "busy": row["busy"],
        "location": {"lng": row["lng"], "lat": row["lat"]} if located else None,
        "region": place_region(lng=row["lng"], lat=row["lat"], language=language) if located else None,
        "distance_km": distance,
        "reliability": _reliability(row),
        "created_at": api_time(row["created_at"]),
    }


@answer_of(ListingSerializer)
def listing_items(
    rows: Sequence[Mapping[str, Any]], *, language: str, near: selectors.Point | None
) -> list[dict[str, Any]]:
    """Listing rows; with `near`, each with its distance from its stored point."""
    return [
        listing_item(
            row,
            language=language,
            distance=distance_km(near[0], near[1], row["lng"], row["lat"])
            if near is not None and row["lat"] is not None and row["lng"] is not None
            else None,
        )
        for row in rows
    ]


@answer_of(ListingGroupSerializer)
def group_items(groups: Sequence[selectors.ListingGroup], *, language: str, near: selectors.Point | None) -> list:
    return [
        {
            "label": label_item(group.label, language=language),
            "total": group.total,
            "listings": listing_items(group.listings, language=language, near=near),
        }
        for group in groups
    ]


@answer_of(PlaceSerializer)
def place_items(found: Sequence[Place], *, language: str) -> list[dict[str, Any]]:
    return [
        {"name": place.name(language), "region": place.label(language), "lng": place.lng, "lat": place.lat}
        for place in found
    ]


@answer_of(RegionSerializer)
def region_item(point: selectors.Point, *, language: str) -> dict[str, str]:
    return {"region": place_region(lng=point[0], lat=point[1], language=language)}


@lru_cache(maxsize=len(DOWNLOAD_PLATFORMS))
def qr_svg(url: str) -> str:
    """`url` as a QR code, an SVG data URI: black on white with its 4-module quiet zone (scanners need the
    contrast on the dark pages too), 4 px a module, error correction M."""
    return segno.make(url, error="m", micro=False).svg_data_uri(scale=4, border=4, dark="#000", light="#fff")


@answer_of(DownloadLinksSerializer)
def download_links() -> dict[str, Any]:
    links = {platform: settings.DOWNLOAD_LINKS.get(platform, "") for platform in DOWNLOAD_PLATFORMS}
    return {**links, "qr_svg": {platform: qr_svg(url) if url else "" for platform, url in links.items()}}


@answer_of(MapSettingsSerializer)
def map_settings() -> dict[str, str]:
    return {"style_url": settings.MAP_STYLE_URL, "access_token": settings.MAP_ACCESS_TOKEN}
