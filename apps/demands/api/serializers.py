"""The demands and orders API's requests and answers: one dict builder per answer, each
registered with the serializer that describes it for the schema (`apps/common/answers.py`)."""

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from django.utils.translation import gettext as _
from rest_framework import serializers

from apps.common.answers import answer_of
from apps.common.api import IdField
from apps.common.money import CoinsInput, CoinsOutput
from apps.common.places import place_region
from apps.common.render import api_coins, api_time
from apps.common.text import PasswordText, PlainText
from apps.devices.api.serializers import DeviceGpuSerializer
from apps.devices.choices import DeviceTier
from apps.devices.resources import MAX_CPU_CORES, MAX_DISK_BYTES, MAX_GPUS, MAX_MEMORY_BYTES, MAX_VRAM_BYTES
from apps.installs.api.serializers import AppRefSerializer
from apps.listings.api.serializers import ListingLocationSerializer, ListingSerializer, PointField, listing_items
from apps.listings.geo import rounded_point
from apps.listings.selectors import MAX_RADIUS_KM
from apps.rentals.api.serializers import MAX_HOURS, RentalAppSerializer
from apps.rentals.services import dispute_refusal
from apps.store.models import App

from ..choices import DemandStatus, OfferKind, OrderRole, OrderStatus
from ..models import DESCRIPTION_MAX, GPU_MODEL_MAX, NAME_MAX, Demand, Order, OrderLog
from ..requirements import demand_distance_km, point_of
from ..services import reason_label

PRICE_MAX = 100000


class DemandCreateSerializer(serializers.Serializer):
    name = PlainText(max_length=NAME_MAX)
    gpu_count = serializers.IntegerField(min_value=0, max_value=MAX_GPUS, default=0)
    gpu_model = PlainText(
        max_length=GPU_MODEL_MAX,
        required=False,
        allow_blank=True,
        default="",
        help_text='A remark, e.g. "RTX 4090 or better"',
    )
    cpu_cores = serializers.IntegerField(min_value=0, max_value=MAX_CPU_CORES, default=0)
    memory_bytes = serializers.IntegerField(min_value=0, max_value=MAX_MEMORY_BYTES, default=0)
    disk_bytes = serializers.IntegerField(min_value=0, max_value=MAX_DISK_BYTES, default=0)
    vram_bytes = serializers.IntegerField(
        min_value=0, max_value=MAX_VRAM_BYTES, default=0, help_text="Video memory each of the GPUs has at least"
    )
    tier = serializers.ChoiceField(
        choices=DeviceTier.choices, required=False, allow_blank=True, default="", help_text="The least device tier"
    )
    app_id = IdField(required=False, allow_null=True, default=None, help_text="The store's app to run")
    lng = serializers.FloatField(min_value=-180, max_value=180, required=False, allow_null=True, default=None)
    lat = serializers.FloatField(min_value=-90, max_value=90, required=False, allow_null=True, default=None)
    max_km = serializers.IntegerField(
        min_value=1, max_value=MAX_RADIUS_KM, required=False, allow_null=True, default=None, help_text="From lng, lat"
    )
    price_per_hour = CoinsInput(min_value=Decimal("0.01"), max_value=PRICE_MAX, help_text="Coins an hour, at most")
    hours = serializers.IntegerField(min_value=1, max_value=MAX_HOURS)
    description = PlainText(max_length=DESCRIPTION_MAX, multiline=True, required=False, allow_blank=True, default="")


class DemandFilterSerializer(serializers.Serializer):
    gpu = PlainText(max_length=100, required=False, help_text="Part of the GPU model remark")
    near = PointField(required=False, help_text="`lng,lat`: adds `distance_km` to demands with a point")
    max_km = serializers.IntegerField(
        min_value=1, max_value=MAX_RADIUS_KM, required=False, help_text="Demands whose point is within this of `near`"
    )
    max_price = CoinsInput(min_value=0, required=False, help_text="Paying at most this an hour")
    mine = serializers.BooleanField(default=False, help_text="The caller's own demands, in every status")

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if "max_km" in attrs and "near" not in attrs:
            raise serializers.ValidationError({"max_km": [_("A distance needs `near`.")]})
        return attrs


class OfferCreateSerializer(serializers.Serializer):
    device_id = IdField(required=False, help_text="One of the caller's devices (the demand's app is installed on it)")
    installed_app_id = IdField(required=False, help_text="One of the caller's running installed apps")
    price_per_hour = CoinsInput(
        min_value=Decimal("0.01"),
        max_value=PRICE_MAX,
        required=False,
        help_text="Coins an hour; by default the demand's",
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if ("device_id" in attrs) == ("installed_app_id" in attrs):
            message = _("Offer either a device or an installed app.")
            raise serializers.ValidationError({"device_id": [message], "installed_app_id": [message]})
        return attrs


class OrderAcceptSerializer(serializers.Serializer):
    price_per_hour = CoinsInput(
        help_text="The offer's price per hour the demander saw and agreed to (409 `price_changed` when it differs)"
    )
    password = PasswordText(
        required=False, help_text="The current password, when the first hold is above `REAUTH_SPEND_ABOVE`"
    )


class OrderFilterSerializer(serializers.Serializer):
    role = serializers.ChoiceField(choices=OrderRole.choices, required=False, help_text="Both sides when left out")
    status = serializers.ChoiceField(choices=OrderStatus.choices, required=False)


class DemandSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    gpu_count = serializers.IntegerField()
    gpu_model = serializers.CharField(help_text="A remark")
    cpu_cores = serializers.IntegerField()
    memory_bytes = serializers.IntegerField()
    disk_bytes = serializers.IntegerField()
    vram_bytes = serializers.IntegerField(help_text="Per GPU")
    tier = serializers.ChoiceField(choices=DeviceTier.choices, allow_blank=True)
    app = AppRefSerializer(allow_null=True, help_text="The store's app to run (its name in the caller's language)")
    location = ListingLocationSerializer(allow_null=True, help_text="Rounded to about 1 km; null when none")
    region = serializers.CharField(allow_null=True, help_text="The location's region in the caller's language")
    max_km = serializers.IntegerField(allow_null=True)
    distance_km = serializers.IntegerField(allow_null=True, help_text="From `near`, rounded up; null without it")
    price_per_hour = CoinsOutput()
    hours = serializers.IntegerField()
    description = serializers.CharField()
    status = serializers.ChoiceField(choices=DemandStatus.choices)
    owner_name = serializers.CharField()
    mine = serializers.BooleanField()
    expires_at = serializers.DateTimeField()
    created_at = serializers.DateTimeField()


class OfferedSerializer(serializers.Serializer):
    tier = serializers.ChoiceField(choices=DeviceTier.choices)
    cpu_cores = serializers.IntegerField()
    memory_bytes = serializers.IntegerField()
    disk_bytes = serializers.IntegerField()
    gpus = DeviceGpuSerializer(many=True)
    distance_km = serializers.IntegerField(allow_null=True, help_text="From the demand's point")


class OrderDeviceSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    device_id = serializers.CharField()
    name = serializers.CharField()


class OrderDemandSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    status = serializers.ChoiceField(choices=DemandStatus.choices)
    hours = serializers.IntegerField()


class OrderSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    role = serializers.ChoiceField(choices=OrderRole.choices, help_text="The caller's side of it")
    status = serializers.ChoiceField(choices=OrderStatus.choices)
    reason = serializers.CharField(allow_blank=True, help_text="Why it failed or finished (a code, or support's words)")
    reason_text = serializers.CharField(allow_blank=True, help_text="In the caller's language")
    kind = serializers.ChoiceField(choices=OfferKind.choices, help_text="A device or an installed app offered")
    demand = OrderDemandSerializer()
    demander_name = serializers.CharField()
    provider_name = serializers.CharField()
    offered = OfferedSerializer(allow_null=True, help_text="The offered device's resources; null once it is gone")
    device = OrderDeviceSerializer(allow_null=True, help_text="The provider's own device (null for the demander)")
    app = RentalAppSerializer(allow_null=True, help_text="The app offered or installed for the order")
    price_per_hour = CoinsOutput()
    rental_id = serializers.IntegerField(allow_null=True, help_text="The rental it started (see rentals)")
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class OrderMoveSerializer(serializers.Serializer):
    old_status = serializers.CharField(allow_blank=True)
    new_status = serializers.CharField()
    reason = serializers.CharField(allow_blank=True)
    reason_text = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()


class OrderDetailSerializer(OrderSerializer):
    timeline = OrderMoveSerializer(many=True, help_text="Every move, oldest first")
    can_dispute = serializers.BooleanField(help_text="Whether the caller (its demander) may dispute its rental now")


class DemandDetailSerializer(DemandSerializer):
    offers = OrderSerializer(many=True, help_text="Every offer for the owner; a provider's own offers for anyone else")
    matching_listings = ListingSerializer(
        many=True, help_text="Market listings that already satisfy the demand (free ones, cheapest first)"
    )


def _app_texts(app: App, language: str) -> dict[str, Any]:
    return {
        "name": (app.name_zh if language == "zh" else "") or app.name_en,
        "icon": app.icon,
        "display_type": app.display_type,
    }


@answer_of(DemandSerializer)
def demand_item(demand: Demand, *, user_id: int, language: str, near: tuple[float, float] | None) -> dict[str, Any]:
    lng, lat = rounded_point(demand.lng, demand.lat)
    return {
        "id": demand.pk,
        "name": demand.name,
        "gpu_count": demand.gpu_count,
        "gpu_model": demand.gpu_model,
        "cpu_cores": demand.cpu_cores,
        "memory_bytes": demand.memory_bytes,
        "disk_bytes": demand.disk_bytes,
        "vram_bytes": demand.vram_bytes,
        "tier": demand.tier,
        "app": {"id": demand.app.pk, "slug": demand.app.slug, **_app_texts(demand.app, language)}
        if demand.app
        else None,
        "location": {"lng": lng, "lat": lat} if lng is not None else None,
        "region": place_region(lng=lng, lat=lat, language=language) if lng is not None and lat is not None else None,
        "max_km": demand.max_km,
        "distance_km": demand_distance_km(demand, near),
        "price_per_hour": api_coins(demand.price_per_hour),
        "hours": demand.hours,
        "description": demand.description,
        "status": demand.status,
        "owner_name": demand.owner.name,
        "mine": demand.owner_id == user_id,
        "expires_at": api_time(demand.expires_at),
        "created_at": api_time(demand.created_at),
    }


@answer_of(OrderSerializer)
def order_item(order: Order, *, user_id: int, language: str) -> dict[str, Any]:
    demand, device, installed = order.demand, order.device, order.installed_app
    provider_side = order.provider_id == user_id
    offered = None
    if device is not None:
        offered = {
            "tier": device.tier,
            "cpu_cores": device.cpu_cores,
            "memory_bytes": device.memory_bytes,
            "disk_bytes": device.disk_bytes,
            "gpus": device.gpus,
            "distance_km": demand_distance_km(demand, point_of(device)),
        }
    app = None
    if installed is not None:
        app = {"installed_app_id": installed.pk, "app_id": installed.app_id, **_app_texts(installed.app, language)}
    return {
        "id": order.pk,
        "role": OrderRole.PROVIDER if provider_side else OrderRole.DEMANDER,
        "status": order.status,
        "reason": order.reason,
        "reason_text": reason_label(order.reason) if order.reason else "",
        "kind": order.kind,
        "demand": {"id": demand.pk, "name": demand.name, "status": demand.status, "hours": demand.hours},
        "demander_name": demand.owner.name,
        "provider_name": order.provider.name,
        "offered": offered,
        "device": {"id": device.pk, "device_id": device.device_id, "name": device.name}
        if provider_side and device is not None
        else None,
        "app": app,
        "price_per_hour": api_coins(order.price_per_hour),
        "rental_id": order.rental_id,
        "created_at": api_time(order.created_at),
        "updated_at": api_time(order.updated_at),
    }


def _timeline(moves: Sequence[OrderLog]) -> list[dict[str, Any]]:
    return [
        {
            "old_status": move.old_status,
            "new_status": move.new_status,
            "reason": move.reason,
            "reason_text": reason_label(move.reason) if move.reason else "",
            "created_at": api_time(move.created_at),
        }
        for move in moves
    ]


@answer_of(DemandDetailSerializer)
def demand_detail(
    demand: Demand, *, user_id: int, language: str, offers: Sequence[Order], matching: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    """A demand with the `offers` the caller may see and the `matching` listing rows, each
    with its distance from the demand's point."""
    return {
        **demand_item(demand, user_id=user_id, language=language, near=None),
        "offers": [order_item(order, user_id=user_id, language=language) for order in offers],
        "matching_listings": listing_items(matching, language=language, near=point_of(demand)),
    }


@answer_of(OrderDetailSerializer)
def order_detail(order: Order, *, user_id: int, language: str, moves: Sequence[OrderLog]) -> dict[str, Any]:
    item = order_item(order, user_id=user_id, language=language)
    rental = order.rental if item["role"] == OrderRole.DEMANDER else None
    return {**item, "timeline": _timeline(moves), "can_dispute": rental is not None and dispute_refusal(rental) is None}
