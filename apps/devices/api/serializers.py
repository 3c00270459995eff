from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from django.core.validators import URLValidator
from django.utils.translation import gettext as _
from rest_framework import serializers
from rest_framework.fields import empty

from apps.common.answers import answer_of
from apps.common.api import IdField
from apps.common.money import CoinsInput, CoinsOutput
from apps.common.places import place_region
from apps.common.render import api_coins, api_time, model_row, request_language
from apps.common.sorting import ListSort
from apps.common.text import NameText, PlainText

from .. import selectors
from ..agent_errors import AGENT_ERRORS, agent_error
from ..choices import AGENT_KINDS, REPORTABLE_STATUSES, DeviceKind, DeviceStatus, DeviceTier, PowerAction
from ..models import NAME_MAX, NAME_MIN, Device, Plan
from ..reasons import reason_text
from ..resources import (
    GPU_NAME_MAX,
    MAX_CPU_CORES,
    MAX_DISK_BYTES,
    MAX_GPUS,
    MAX_MEMORY_BYTES,
    MAX_SERVERS,
    MAX_VRAM_BYTES,
)
from ..selectors import device_history
from ..services import allowed_actions, cloud_hold_amount

# --- shared shapes -----------------------------------------------------------------------


class DeviceGpuSerializer(serializers.Serializer):
    name = PlainText(max_length=GPU_NAME_MAX)
    passthrough = serializers.BooleanField(help_text="true: a passed-through GPU; false: a virtual GPU")
    vram_bytes = serializers.IntegerField(min_value=0, max_value=MAX_VRAM_BYTES, help_text="Video memory in bytes")


class DeviceServerSerializer(serializers.Serializer):
    name = PlainText(max_length=100)
    cpu_cores = serializers.IntegerField(min_value=0, max_value=MAX_CPU_CORES)
    memory_bytes = serializers.IntegerField(min_value=0, max_value=MAX_MEMORY_BYTES)
    disk_bytes = serializers.IntegerField(min_value=0, max_value=MAX_DISK_BYTES)
    gpus = serializers.ListField(child=DeviceGpuSerializer(), max_length=MAX_GPUS)


class DeviceUsageSerializer(serializers.Serializer):
    cpu = serializers.FloatField(min_value=0, max_value=100, help_text="Percent")
    memory = serializers.FloatField(min_value=0, max_value=100)
    disk = serializers.FloatField(min_value=0, max_value=100)
    gpu = serializers.FloatField(min_value=0, max_value=100, required=False, allow_null=True, default=None)


class DeviceLocationSerializer(serializers.Serializer):
    lng = serializers.FloatField(min_value=-180, max_value=180)
    lat = serializers.FloatField(min_value=-90, max_value=90)


# --- the agent protocol ------------------------------------------------------------------


class AgentResourcesSerializer(serializers.Serializer):
    cpu_cores = serializers.IntegerField(min_value=0, max_value=MAX_CPU_CORES, required=False)
    memory_bytes = serializers.IntegerField(min_value=0, max_value=MAX_MEMORY_BYTES, required=False)
    disk_bytes = serializers.IntegerField(min_value=0, max_value=MAX_DISK_BYTES, required=False)
    gpus = serializers.ListField(child=DeviceGpuSerializer(), max_length=MAX_GPUS, required=False)
    servers = serializers.ListField(
        child=DeviceServerSerializer(),
        required=False,
        min_length=1,
        max_length=MAX_SERVERS,
        help_text="Server groups only: their machines; the group's totals are then the sums.",
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if not attrs.get("servers"):
            missing = [key for key in ("cpu_cores", "memory_bytes", "disk_bytes") if key not in attrs]
            if missing:
                raise serializers.ValidationError({key: [_("This field is required.")] for key in missing})
        attrs.setdefault("gpus", [])
        return attrs


class AgentRegisterSerializer(serializers.Serializer):
    registration_token = PlainText(max_length=200, allow_blank=True, trim_whitespace=False)
    serial = PlainText(max_length=100)
    kind = serializers.ChoiceField(choices=[(kind.value, kind.label) for kind in AGENT_KINDS])
    resources = AgentResourcesSerializer()
    device_secret = PlainText(
        max_length=200,
        required=False,
        default="",
        allow_blank=True,
        trim_whitespace=False,
        help_text="A serial bound to an owner: the box's current secret (or send reenrol_code)",
    )
    reenrol_code = PlainText(
        max_length=200,
        required=False,
        default="",
        allow_blank=True,
        help_text="A serial bound to an owner: the one-time code from devices/{id}/reenrol-code",
    )

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if attrs["resources"].get("servers") and attrs["kind"] != DeviceKind.SERVER_GROUP:
            raise serializers.ValidationError({"resources": {"servers": [_("Only a server group has servers.")]}})
        return attrs


class AgentRegisteredSerializer(serializers.Serializer):
    device_id = serializers.CharField(help_text="The public device ID (XXXX-XXXX-XXXX) its owner binds with")
    device_secret = serializers.CharField(help_text="Send it as X-Device-Secret; shown only now")
    heartbeat_interval = serializers.IntegerField(help_text="Seconds between heartbeats")


class ReenrolCodeSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="Give it to the box's agent as reenrol_code; shown only now")
    expires_at = serializers.DateTimeField()


class AgentAppStatusSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    status = PlainText(max_length=40)


class AgentHeartbeatSerializer(serializers.Serializer):
    status = serializers.ChoiceField(
        choices=[(status.value, status.label) for status in REPORTABLE_STATUSES], default=DeviceStatus.ONLINE
    )
    resources = AgentResourcesSerializer(required=False)
    usage = DeviceUsageSerializer(required=False)
    location = DeviceLocationSerializer(required=False, allow_null=True)
    apps = serializers.ListField(
        child=AgentAppStatusSerializer(),
        required=False,
        max_length=1000,
        help_text="Its installed apps as the box sees them: a settled status (running, stopped, suspended, failed) "
        "is taken when the app's table allows it and no command for the app is under way; during a command a "
        "sub-status (downloading, preparing, shutting_down, or the status back) counts as its progress",
    )
    gateway_url = serializers.URLField(
        max_length=200,
        required=False,
        validators=[URLValidator(schemes=["http", "https"])],
        help_text="Where renters and members reach the box's apps (its gateway, `/{app_id}/...`)",
    )


class AgentCommandSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    type = serializers.CharField(help_text="start, stop, restart, delete, install, …")
    app_id = serializers.IntegerField(allow_null=True)
    payload = serializers.DictField()


class AgentHeartbeatAnswerSerializer(serializers.Serializer):
    commands = AgentCommandSerializer(many=True, help_text="Pending commands, each delivered once")
    heartbeat_interval = serializers.IntegerField()
    apps = AgentAppStatusSerializer(
        many=True,
        required=False,
        help_text="Only when the heartbeat reported `apps`: the apps the server holds on the device, with their "
        "status, for the agent to reconcile its own with",
    )


class AgentCommandResultSerializer(serializers.Serializer):
    success = serializers.BooleanField()
    detail = PlainText(
        max_length=2000,
        multiline=True,
        required=False,
        allow_blank=True,
        default="",
        help_text="What happened, in the agent's own words (shown to the owner as the error's detail)",
    )
    code = PlainText(
        max_length=40,
        required=False,
        allow_blank=True,
        default="",
        help_text="On a failure, what went wrong: " + ", ".join(AGENT_ERRORS) + ". Another code (lower case, "
        "digits and underscores) is kept and reads as `unknown`; ignored on success",
    )


class AgentCommandProgressSerializer(serializers.Serializer):
    status = PlainText(
        max_length=30,
        help_text="The sub-status of the command under way, or its status back: installing <-> downloading, "
        "starting <-> preparing, stopping <-> shutting_down",
    )


class AgentCommandStatusSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    status = serializers.CharField()


# --- owners ------------------------------------------------------------------------------


class DevicePlanRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    price_per_hour = serializers.DecimalField(max_digits=12, decimal_places=2)


class DeviceSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="Use it in devices/{id}")
    device_id = serializers.CharField(help_text="The public device ID, XXXX-XXXX-XXXX")
    name = serializers.CharField()
    kind = serializers.ChoiceField(choices=DeviceKind.choices)
    status = serializers.ChoiceField(choices=DeviceStatus.choices)
    tier = serializers.ChoiceField(choices=DeviceTier.choices)
    cpu_cores = serializers.IntegerField()
    memory_bytes = serializers.IntegerField()
    disk_bytes = serializers.IntegerField()
    gpus = DeviceGpuSerializer(many=True)
    usage = DeviceUsageSerializer(allow_null=True)
    location = DeviceLocationSerializer(allow_null=True)
    region = serializers.CharField(
        allow_null=True, help_text="The location's region in the caller's language; null without a location"
    )
    last_seen_at = serializers.DateTimeField(allow_null=True)
    created_at = serializers.DateTimeField()
    plan = DevicePlanRefSerializer(allow_null=True, help_text="Z-CLOUD only")
    servers = DeviceServerSerializer(many=True, help_text="Server groups only")
    allowed_actions = serializers.ListField(
        child=serializers.ChoiceField(choices=PowerAction.choices), help_text="Power actions allowed now"
    )


class AgentErrorSerializer(serializers.Serializer):
    """A log row's agent error (a failed command), beside its reason; both null on other rows."""

    error_code = serializers.CharField(
        allow_null=True,
        help_text="What went wrong, as the agent's code (`unknown` when it sent none); the reason names it "
        "in the caller's language",
    )
    detail = serializers.CharField(allow_null=True, help_text="The agent's own words, as it sent them")


class DeviceHistoryItemSerializer(AgentErrorSerializer):
    old_status = serializers.ChoiceField(choices=DeviceStatus.choices, allow_null=True)
    new_status = serializers.ChoiceField(choices=DeviceStatus.choices)
    reason = serializers.CharField(allow_blank=True)
    created_at = serializers.DateTimeField()


class DeviceDetailSerializer(DeviceSerializer):
    history = DeviceHistoryItemSerializer(many=True, help_text="The latest 20 status changes, newest first")


class DeviceFilterSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=DeviceKind.choices, required=False)
    status = serializers.ChoiceField(choices=DeviceStatus.choices, required=False)
    tier = serializers.ChoiceField(choices=DeviceTier.choices, required=False)
    search = PlainText(
        max_length=100, required=False, allow_blank=True, default="", help_text="Part of the name or device ID"
    )
    sort = serializers.ChoiceField(
        choices=ListSort.choices, default=ListSort.NEWEST, help_text="newest (the default), oldest or name"
    )


class DeviceIdText(PlainText):
    """A device ID to bind: text no ID can be (too long, control characters) reaches the service
    as an empty one, so it answers the same `device_id_invalid` as every other unbindable ID."""

    def run_validation(self, data: Any = empty) -> Any:
        try:
            return super().run_validation(data)
        except serializers.ValidationError:
            if data is empty:
                raise
            return ""


class DeviceBindSerializer(serializers.Serializer):
    device_id = DeviceIdText(
        max_length=64, allow_blank=True, help_text="XXXX-XXXX-XXXX; case, spaces and dashes are free"
    )


class DeviceNameField(NameText):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(min_length=NAME_MIN, max_length=NAME_MAX, **kwargs)


class DeviceUpdateSerializer(serializers.Serializer):
    name = DeviceNameField(required=False, help_text="1-50 characters; left out: unchanged")
    location = DeviceLocationSerializer(required=False, allow_null=True, help_text="null clears it; left out: kept")


class DevicePowerSerializer(serializers.Serializer):
    action = serializers.ChoiceField(choices=PowerAction.choices)


class ZcloudCreateSerializer(serializers.Serializer):
    plan_id = IdField()
    name = DeviceNameField(help_text="1-50 characters")
    price_per_hour = CoinsInput(
        help_text="The plan's price per hour the person saw and agreed to (409 `price_changed` when it differs)"
    )


class PlanSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    cpu_cores = serializers.IntegerField()
    memory_bytes = serializers.IntegerField()
    disk_bytes = serializers.IntegerField()
    bandwidth_mbps = serializers.IntegerField()
    gpu_memory_bytes = serializers.IntegerField()
    price_per_hour = serializers.DecimalField(max_digits=12, decimal_places=2, help_text="Coins per hour")
    first_hold = CoinsOutput(help_text="Coins held when ordering: one billing period (ZCLOUD_BILLING_SECONDS)")


@answer_of(PlanSerializer)
def plan_item(plan: Plan) -> dict[str, Any]:
    return {
        "id": plan.id,
        "name": plan.name,
        "cpu_cores": plan.cpu_cores,
        "memory_bytes": plan.memory_bytes,
        "disk_bytes": plan.disk_bytes,
        "bandwidth_mbps": plan.bandwidth_mbps,
        "gpu_memory_bytes": plan.gpu_memory_bytes,
        "price_per_hour": api_coins(plan.price_per_hour),
        "first_hold": api_coins(cloud_hold_amount(plan.price_per_hour)),
    }


def located(row: Mapping[str, Any]) -> bool:
    return row["lng"] is not None and row["lat"] is not None


@cache
def _allowed_actions(status: str, kind: str) -> tuple[str, ...]:
    # They follow from the status and the kind alone (the services' table): asked once per pair.
    return tuple(allowed_actions(Device(status=status, kind=kind)))


@answer_of(DeviceSerializer)
def device_items(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Devices as the API shows them, from rows of `selectors.DEVICE_COLUMNS`; the server
    groups' machines come in one query for the whole page."""
    servers = selectors.device_servers(device_ids=[row["id"] for row in rows])
    language = request_language()
    return [
        {
            "id": row["id"],
            "device_id": row["device_id"],
            "name": row["name"],
            "kind": row["kind"],
            "status": row["status"],
            "tier": row["tier"],
            "cpu_cores": row["cpu_cores"],
            "memory_bytes": row["memory_bytes"],
            "disk_bytes": row["disk_bytes"],
            "gpus": row["gpus"],
            "usage": row["usage"],
            "location": {"lng": row["lng"], "lat": row["lat"]} if located(row) else None,
            "region": place_region(lng=row["lng"], lat=row["lat"], language=language) if located(row) else None,
            "last_seen_at": api_time(row["last_seen_at"]),
            "created_at": api_time(row["created_at"]),
            "plan": {
                "id": row["plan_id"],
                "name": row["plan__name"],
                "price_per_hour": api_coins(row["plan__price_per_hour"]),
            }
            if row["plan_id"] is not None
            else None,
            "servers": servers.get(row["id"], []),
            "allowed_actions": list(_allowed_actions(row["status"], row["kind"])),
        }
        for row in rows
    ]


@answer_of(DeviceSerializer)
def device_item(device: Device) -> dict[str, Any]:
    """One fetched device as the API shows it."""
    return device_items([model_row(device, selectors.DEVICE_COLUMNS)])[0]


@answer_of(DeviceDetailSerializer)
def device_detail(device: Device) -> dict[str, Any]:
    history = [
        {
            "old_status": change.old_status or None,
            "new_status": change.new_status,
            "reason": reason_text(change.reason, change.reason_params),
            **agent_error(change.reason, change.reason_params),
            "created_at": api_time(change.created_at),
        }
        for change in device_history(device=device)
    ]
    return device_item(device) | {"history": history}
