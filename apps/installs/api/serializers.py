from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from django.conf import settings
from rest_framework import serializers

from apps.accounts.models import User
from apps.common.answers import answer_of
from apps.common.api import IdField
from apps.common.render import api_coins, api_time, model_row, request_language
from apps.common.secrets import is_sealed
from apps.common.sorting import ListSort
from apps.common.text import PlainText
from apps.devices.agent_errors import agent_error
from apps.devices.api.serializers import AgentErrorSerializer
from apps.devices.choices import DeviceKind, DeviceStatus
from apps.store.choices import AppDisplayType
from apps.store.config_schema import schema_localized

from ..choices import (
    AI_API_TYPES,
    CONFIG_MASK,
    ON_DEVICE,
    AppAction,
    AppStatus,
    SharingMode,
    SpaceAction,
    SpaceStatus,
)
from ..models import InstalledApp, LiteSpace
from ..reasons import reason_text
from ..selectors import (
    ACCESS_MEMBER,
    ACCESS_OWN,
    ROW_COLUMNS,
    installed_app_listing_id,
    installed_app_log,
    lite_space_used_bytes,
    row_behind_gateway,
)

MAX_PRICE = Decimal("100000")


class AppRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    slug = serializers.CharField()
    name = serializers.CharField()
    icon = serializers.CharField()
    display_type = serializers.ChoiceField(choices=AppDisplayType.choices)


class DeviceRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    device_id = serializers.CharField()
    name = serializers.CharField()
    kind = serializers.ChoiceField(choices=DeviceKind.choices)
    status = serializers.ChoiceField(choices=DeviceStatus.choices)


class InstalledAppSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    access = serializers.ChoiceField(
        choices=[ACCESS_OWN, ACCESS_MEMBER],
        help_text="own: the caller's (or their company's) app; member: allocated to the caller, a company member",
    )
    app = AppRefSerializer()
    device = DeviceRefSerializer()
    version = serializers.CharField()
    status = serializers.ChoiceField(choices=AppStatus.choices)
    allowed_actions = serializers.ListField(
        child=serializers.ChoiceField(choices=AppAction.choices), help_text="What the status allows now"
    )
    sharing_mode = serializers.ChoiceField(choices=SharingMode.choices)
    rentable = serializers.BooleanField()
    price_per_hour = serializers.DecimalField(max_digits=12, decimal_places=2, help_text="Coins per hour")
    start_after_install = serializers.BooleanField()
    is_lite_app = serializers.BooleanField()
    has_ai_api = serializers.BooleanField(help_text="An AI compute or AI server app: GET ai-api")
    has_gateway = serializers.BooleanField(
        help_text="Reached through its box's gateway (a box running the device agent): GET gateway"
    )
    has_ssh = serializers.BooleanField(help_text="The app is on the device: GET ssh")
    installed_at = serializers.DateTimeField(allow_null=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class LiteSpaceSerializer(serializers.Serializer):
    device_id = serializers.IntegerField()
    status = serializers.ChoiceField(choices=SpaceStatus.choices)
    disk_bytes = serializers.IntegerField()
    used_bytes = serializers.IntegerField(help_text="The minimum disk of the lite apps in it")
    device_disk_bytes = serializers.IntegerField()
    rentable_apps = serializers.IntegerField(help_text="While above 0 the space cannot be edited or powered off")


class InstalledAppLogSerializer(AgentErrorSerializer):
    old_status = serializers.ChoiceField(choices=AppStatus.choices, allow_null=True)
    new_status = serializers.ChoiceField(choices=AppStatus.choices)
    reason = serializers.CharField(help_text="In the caller's language")
    actor = serializers.CharField(allow_null=True, help_text="Who; null for the agent or the system")
    created_at = serializers.DateTimeField()


class InstalledAppDetailSerializer(InstalledAppSerializer):
    config = serializers.DictField(help_text="The install form's values; passwords show as ********")
    config_schema = serializers.DictField(
        help_text="The app's install-form schema (as the store answers it, texts in the caller's language): the "
        "fields' titles and descriptions, and which are `readOnly`"
    )
    lite_space = LiteSpaceSerializer(allow_null=True)
    log = InstalledAppLogSerializer(many=True, help_text="The latest 50 entries, newest first")
    platform_fee_percent = serializers.DecimalField(
        max_digits=5,
        decimal_places=2,
        help_text="The share of a rental's price the platform keeps (`PLATFORM_FEE_PERCENT`)",
    )
    listing_id = serializers.IntegerField(
        allow_null=True, help_text="The market listing that shows the app now (`/market/details?id=`), else null"
    )


class InstalledAppFilterSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=AppStatus.choices, required=False)
    device_id = IdField(required=False)
    type = serializers.ChoiceField(choices=AppDisplayType.choices, required=False)
    search = PlainText(required=False, default="", allow_blank=True, max_length=100)
    sort = serializers.ChoiceField(
        choices=ListSort.choices,
        default=ListSort.NEWEST,
        help_text="newest (the default), oldest or name (the app's, in the caller's language)",
    )


class AppInstallSerializer(serializers.Serializer):
    device_id = IdField(help_text="The device's id in the devices list")
    app_id = IdField()
    config = serializers.JSONField(default=dict, help_text="Values for the app's config_schema")
    start_after_install = serializers.BooleanField(default=True)


class AppConfigSerializer(serializers.Serializer):
    config = serializers.JSONField(
        help_text="The settings to change (a value, or null for the default); the others keep theirs, and so does "
        "a password field sent as ******** or blank"
    )


class AppActionSerializer(serializers.Serializer):
    action = serializers.ChoiceField(choices=AppAction.choices)


class AppSharingSerializer(serializers.Serializer):
    sharing_mode = serializers.ChoiceField(choices=SharingMode.choices)
    rentable = serializers.BooleanField(required=False, help_text="Leave out to keep it (autopilot sets it)")
    price_per_hour = serializers.DecimalField(
        max_digits=12, decimal_places=2, min_value=Decimal("0"), max_value=MAX_PRICE, required=False
    )


class SshInfoSerializer(serializers.Serializer):
    ip = serializers.CharField(allow_null=True, help_text="Where the device's agent last called from")
    overlay_address = serializers.CharField()
    port = serializers.IntegerField()
    username = serializers.CharField()
    private_key = serializers.CharField(
        help_text="OpenSSH private key made for this installed app (for a member: for their own user)"
    )


class GatewayInfoSerializer(serializers.Serializer):
    url = serializers.CharField(help_text="The app on its box's gateway, `{gateway}/{app id}/`")
    api_key = serializers.CharField(
        help_text="Opens it: `Authorization: Bearer <key>`, or once `?key=<key>` in a browser"
    )


class AiApiInfoSerializer(serializers.Serializer):
    base_url = serializers.CharField()
    api_key = serializers.CharField()
    rotated_at = serializers.DateTimeField(allow_null=True)


class ShortfallSerializer(serializers.Serializer):
    resource = serializers.ChoiceField(choices=["cpu_cores", "memory_bytes", "disk_bytes", "gpu_vram_bytes"])
    # a field named like Field.required (the metaclass takes it out of the class; only mypy minds)
    required = serializers.IntegerField()  # type: ignore[assignment]
    available = serializers.IntegerField()


class InstallTargetSerializer(serializers.Serializer):
    device = DeviceRefSerializer()
    cpu_cores = serializers.IntegerField(source="device.cpu_cores")
    memory_bytes = serializers.IntegerField(source="device.memory_bytes")
    disk_bytes = serializers.IntegerField(source="device.disk_bytes")
    gpu_vram_bytes = serializers.IntegerField(help_text="The largest GPU's memory")
    shortfalls = ShortfallSerializer(many=True)
    installed = serializers.BooleanField(help_text="The app is already on this device")
    qualifies = serializers.BooleanField(help_text="Online, meets the minimums, not installed yet")


class InstallTargetQuerySerializer(serializers.Serializer):
    app_id = IdField()


class LiteSpaceUpdateSerializer(serializers.Serializer):
    disk_bytes = serializers.IntegerField(min_value=1)


class LiteSpacePowerSerializer(serializers.Serializer):
    action = serializers.ChoiceField(choices=SpaceAction.choices)


class AccessVerifySerializer(serializers.Serializer):
    app_id = IdField(help_text="The installed app's id, as its commands carry it")
    api_key = PlainText(max_length=200)


class AccessVerifiedSerializer(serializers.Serializer):
    valid = serializers.BooleanField()


@answer_of(LiteSpaceSerializer)
def lite_space_item(space: LiteSpace) -> dict[str, Any]:
    return {
        "device_id": space.device_id,
        "status": space.status,
        "disk_bytes": space.disk_bytes,
        "used_bytes": lite_space_used_bytes(space=space),
        "device_disk_bytes": space.device.disk_bytes,
        "rentable_apps": space.apps.exclude(status=AppStatus.NOT_INSTALL).filter(rentable=True).count(),
    }


@answer_of(InstalledAppSerializer)
def installed_item(row: Mapping[str, Any], *, access: str, allowed_actions: list[str]) -> dict[str, Any]:
    """An installed app as lists show it (no configuration, no secrets), from a row of
    `selectors.ROW_COLUMNS`, for a caller with that `access` who may take `allowed_actions`
    (`selectors.installed_app_allowed_actions`)."""
    display_type = row["app__display_type"]
    return {
        "id": row["id"],
        "access": access,
        "app": {
            "id": row["app_id"],
            "slug": row["app__slug"],
            "name": (row["app__name_zh"] if request_language() == "zh" else "") or row["app__name_en"],
            "icon": row["app__icon"],
            "display_type": display_type,
        },
        "device": {
            "id": row["device_id"],
            "device_id": row["device__device_id"],
            "name": row["device__name"],
            "kind": row["device__kind"],
            "status": row["device__status"],
        },
        "version": row["version"],
        "status": row["status"],
        "allowed_actions": allowed_actions,
        "sharing_mode": row["sharing_mode"],
        "rentable": row["rentable"],
        "price_per_hour": api_coins(row["price_per_hour"]),
        "start_after_install": row["start_after_install"],
        "is_lite_app": row["lite_space_id"] is not None,
        "has_ai_api": display_type in AI_API_TYPES,
        "has_gateway": row_behind_gateway(row),
        "has_ssh": row["status"] in ON_DEVICE,
        "installed_at": api_time(row["installed_at"]),
        "created_at": api_time(row["created_at"]),
        "updated_at": api_time(row["updated_at"]),
    }


def _actor(user: User | None) -> str | None:
    return user.name if user is not None else None


@answer_of(InstalledAppDetailSerializer)
def installed_detail(installed: InstalledApp, *, access: str, allowed_actions: list[str]) -> dict[str, Any]:
    """The app's page: its configuration (passwords masked) with the app's schema (texts in the
    caller's language), its lite-app space and log."""
    log = [
        {
            "old_status": entry.old_status or None,
            "new_status": entry.new_status,
            "reason": reason_text(entry.reason, entry.reason_params),
            **agent_error(entry.reason, entry.reason_params),
            "actor": _actor(entry.actor),
            "created_at": api_time(entry.created_at),
        }
        for entry in installed_app_log(installed=installed)
    ]
    row = model_row(installed, ROW_COLUMNS)
    return installed_item(row, access=access, allowed_actions=allowed_actions) | {
        "config": {name: CONFIG_MASK if is_sealed(value) else value for name, value in installed.config.items()},
        "config_schema": schema_localized(installed.app.config_schema, language=request_language()),
        "lite_space": lite_space_item(installed.lite_space) if installed.lite_space is not None else None,
        "log": log,
        "platform_fee_percent": f"{settings.PLATFORM_FEE_PERCENT:.2f}",
        "listing_id": installed_app_listing_id(installed_app=installed),
    }
