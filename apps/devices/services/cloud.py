"""Z-CLOUD machines: ordered (by a verified person whose wallet holds the first period,
`metering`), provisioned and kept alive by the cloud provider, billed by beat and stopped
when their owner cannot pay."""

from datetime import datetime
from decimal import Decimal

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.accounts.selectors import user_is_verified
from apps.accounts.services import users_lock
from apps.common.errors import ApplicationError, field_error
from apps.common.money import price_agreed
from apps.notifications.services import notify

from ..choices import DeviceKind, DeviceStatus, PowerAction
from ..cloud import get_provider
from ..models import CloudBilling, Device
from ..notification_kinds import ZCLOUD_UNPAID
from ..resources import device_tier
from ..selectors import plans_active
from .binding import _new_device_id
from .metering import cloud_billing_open, cloud_billing_renew
from .power import MACHINE, POWER, allowed_actions, command_queue, device_transition

S = DeviceStatus


def _may_order(user: User) -> None:
    """A verified person (403 `account_unverified`) with fewer than `ZCLOUD_CREATING_MAX`
    machines being created (429 `zcloud_creating_limit`); their row stays locked so that two
    orders at once count each other."""
    if not user_is_verified(user=user):
        raise ApplicationError(
            "account_unverified", message=_("Verify your e-mail address or add a phone number first.")
        )
    users_lock(user_ids=[user.pk])
    creating = Device.objects.filter(owner_user=user, kind=DeviceKind.ZCLOUD, status=S.CREATING).count()
    if creating >= settings.ZCLOUD_CREATING_MAX:
        raise ApplicationError("zcloud_creating_limit", data={"max": settings.ZCLOUD_CREATING_MAX})


@transaction.atomic
def zcloud_create(*, actor: Actor, plan_id: int, name: str, price_per_hour: Decimal) -> Device:
    """Orders a Z-CLOUD machine of an active plan at the `price_per_hour` the person saw (409
    `price_changed` when the plan's differs); it starts `creating`, its first period held on
    the owner's wallet (409 `wallet_insufficient_funds`, nothing written, when it does not
    cover it), and the cloud provider brings it online."""
    plan = plans_active().select_for_update().filter(id=plan_id).first()
    if plan is None:
        raise field_error("plan_id", _("Choose one of the available plans."))
    price_agreed(agreed=price_per_hour, current=plan.price_per_hour)
    _may_order(actor.user)
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
    cloud_billing_open(device=device)
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


def _stop_unpaid(device: Device) -> None:
    """A running machine whose next period could not be held stops and its owner is told
    (one that cannot stop now, say while restarting, is tried again by the next pass)."""
    if PowerAction.STOP not in allowed_actions(device):
        return
    from_status = device.status
    device = device_transition(device_id=device.id, to_status=POWER[PowerAction.STOP], reason="unpaid")
    command_queue(device=device, type=PowerAction.STOP, from_status=from_status)
    if device.owner_user is not None:
        notify(
            recipients=[device.owner_user],
            kind=ZCLOUD_UNPAID,
            params={"name": device.name},
            link=f"/devices/details?id={device.id}",
            company_id=device.owner_company_id,
        )


@transaction.atomic
def zcloud_bill_one(*, device_id: int, now: datetime | None = None) -> None:
    """The billing pass on one machine: its period charged and the next held when due
    (`metering.cloud_billing_renew`), or the machine stopped when that cannot be paid."""
    device = Device.objects.select_for_update(of=("self",)).select_related("owner_user").filter(id=device_id).first()
    if device is None:
        return
    if not cloud_billing_renew(device=device, now=now or timezone.now()):
        _stop_unpaid(device)


def zcloud_bill(*, now: datetime | None = None) -> int:
    """Beat's billing pass over every machine with an open bill, one transaction each;
    answers how many it looked at."""
    now = now or timezone.now()
    open_bills = CloudBilling.objects.filter(ended_at__isnull=True, device__isnull=False)
    device_ids = list(open_bills.values_list("device_id", flat=True))
    for device_id in device_ids:
        zcloud_bill_one(device_id=device_id, now=now)
    return len(device_ids)
