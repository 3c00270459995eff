from datetime import timedelta
from decimal import Decimal
from typing import Any

from django.utils import timezone, translation

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.common.secrets import digest
from apps.devices import device_id as device_ids
from apps.devices.choices import CommandStatus, DeviceKind, DeviceStatus
from apps.devices.models import AgentCommand, Device, DeviceStatusChange, Plan
from apps.devices.reasons import reason_text
from apps.devices.services import device_register

API = "/api/cim/v1"
TOKEN = "test-registration-token"
GIB = 1024**3

RESOURCES: dict[str, Any] = {
    "cpu_cores": 8,
    "memory_bytes": 16 * GIB,
    "disk_bytes": 512 * GIB,
    "gpus": [{"name": "RTX 4090", "passthrough": True, "vram_bytes": 24 * GIB}],
}


def make_device(
    owner: Actor | None = None,
    *,
    kind: str = DeviceKind.ZBOX,
    status: str = DeviceStatus.ONLINE,
    secret: str = "s3cret",
    **fields: Any,
) -> Device:
    """A device written directly, owned by `owner` (its agent's secret is `secret`)."""
    fields.setdefault("last_seen_at", timezone.now())
    return Device.objects.create(
        **(owner.owner_fields() if owner else {}),
        kind=kind,
        status=status,
        device_id=device_ids.generate(),
        name=fields.pop("name", "My box"),
        serial=fields.pop("serial", None) if kind == DeviceKind.ZCLOUD else fields.pop("serial", device_ids.generate()),
        secret_hash=digest(secret) if kind != DeviceKind.ZCLOUD else "",
        cpu_cores=fields.pop("cpu_cores", 4),
        memory_bytes=fields.pop("memory_bytes", 8 * GIB),
        disk_bytes=fields.pop("disk_bytes", 100 * GIB),
        **fields,
    )


def make_command(device: Device, *, type: str = "stop", status: str = CommandStatus.PENDING, **fields: Any):
    fields.setdefault("deadline", timezone.now() + timedelta(seconds=120))
    return AgentCommand.objects.create(device=device, type=type, status=status, **fields)


def agent_headers(device: Device, secret: str = "s3cret") -> dict[str, str]:
    return {"HTTP_X_DEVICE_ID": device.device_id, "HTTP_X_DEVICE_SECRET": secret}


def registered(settings, **resources: Any):
    settings.AGENT_REGISTRATION_TOKEN = TOKEN
    return device_register(token=TOKEN, serial="SN-1", kind=DeviceKind.ZBOX, resources=RESOURCES | resources)


def first_plan() -> Plan:
    return Plan.objects.filter(active=True).order_by("price_per_hour").first()  # type: ignore[return-value]


def cloud_order(plan: Plan | None = None, *, name: str = "Cloudy") -> dict[str, object]:
    """What the order form sends: the plan, the name and the price it showed."""
    plan = plan or first_plan()
    return {"plan_id": plan.id, "name": name, "price_per_hour": str(plan.price_per_hour)}


def described(change: DeviceStatusChange) -> str:
    """A status change's reason as an English reader sees it."""
    with translation.override("en"):
        return reason_text(change.reason, change.reason_params)


def cloud_customer(user: User, coins: str = "100") -> User:
    """A person who may order Z-CLOUD machines: a verified e-mail address and `coins` in the
    wallet (deposited through the real payment path)."""
    from apps.wallet.tests.helpers import fund

    user.email_verified = True
    user.save(update_fields=["email_verified"])
    if Decimal(coins):
        fund(user, coins)
    return user
