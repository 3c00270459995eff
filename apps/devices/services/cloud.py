"""Z-CLOUD machines: ordered, provisioned and kept alive by the cloud provider."""

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.actor import Actor
from apps.common.errors import field_error

from ..choices import DeviceKind, DeviceStatus
from ..cloud import get_provider
from ..models import Device
from ..resources import device_tier
from ..selectors import plans_active
from .binding import _new_device_id
from .power import MACHINE, device_transition

S = DeviceStatus


@transaction.atomic
def zcloud_create(*, actor: Actor, plan_id: int, name: str) -> Device:
    """Orders a Z-CLOUD machine of an active plan; it starts `creating` and the cloud
    provider brings it online."""
    plan = plans_active().filter(id=plan_id).first()
    if plan is None:
        raise field_error("plan_id", _("Choose one of the available plans."))
    gpus = (
        [{"name": "vGPU", "passthrough": False, "vram_bytes": plan.gpu_memory_bytes}] if plan.gpu_memory_bytes else []
    )
    device = Device.objects.create(
        **actor.owner_fields(),
        device_id=_new_device_id(),
        kind=DeviceKind.ZCLOUD,
        name=name,
        status=S.CREATING,
        plan=plan,
        cpu_cores=plan.cpu_cores,
        memory_bytes=plan.memory_bytes,
        disk_bytes=plan.disk_bytes,
        gpus=gpus,
        tier=device_tier(cpu_cores=plan.cpu_cores, memory_bytes=plan.memory_bytes, gpus=gpus),
    )
    MACHINE.log(device, old="", actor=actor.user, reason="ordered", reason_params={"plan": plan.name})
    provider = get_provider()
    transaction.on_commit(lambda: provider.provision(device))
    return device


@transaction.atomic
def zcloud_provisioned(*, device_id: int) -> Device | None:
    """The cloud provider finished creating the machine: it comes online. Idempotent."""
    device = Device.objects.select_for_update().filter(id=device_id, kind=DeviceKind.ZCLOUD).first()
    if device is None or device.status != S.CREATING:
        return device
    device.last_seen_at = timezone.now()
    device.save(update_fields=["last_seen_at", "updated_at"])
    return device_transition(device_id=device.id, to_status=S.ONLINE, reason="provisioned")


def zcloud_keepalive() -> int:
    """For a cloud provider that runs the machines itself: they count as heartbeating (last
    seen now), and one marked offline meanwhile comes back online. One transaction each."""
    now = timezone.now()
    alive = Device.objects.filter(kind=DeviceKind.ZCLOUD).exclude(status__in=[S.CREATING, S.DELETING])
    touched = alive.update(last_seen_at=now)
    for device_id in alive.filter(status=S.OFFLINE).values_list("id", flat=True):
        zcloud_back_online(device_id=device_id)
    return touched


@transaction.atomic
def zcloud_back_online(*, device_id: int) -> bool:
    """A Z-CLOUD machine marked offline while its provider still runs it comes back online."""
    device = Device.objects.select_for_update().filter(id=device_id, kind=DeviceKind.ZCLOUD).first()
    if device is None or device.status != S.OFFLINE:
        return False
    device_transition(device_id=device.id, to_status=S.ONLINE, reason="cloud_heartbeat")
    return True
