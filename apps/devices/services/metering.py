"""What a Z-CLOUD machine costs (DECISIONS, Wallet: billed like a rental, never into debt):
its `CloudBilling` row meters the seconds it runs (`apps.common.metering`) in periods of
`ZCLOUD_BILLING_SECONDS`. Each period is paid from its own hold of one period's price on the
owner's wallet (a company's machine: its owner's, with the company's reference); when the
period is over (or its hold used up) the billed seconds are captured to the platform, the
rest released and the next period held, all in the caller's transaction, each movement under
a key of the bill and its period, so a step run twice moves coins once. A machine that is not
running (`BILLED` lists the statuses that count) holds nothing from its next period on;
starting it holds a period again. This module does not move the machine: `cloud` stops one
whose next period cannot be held, and `power` tells the bill of every move.

Lock order: the device, then its bill."""

from datetime import datetime, timedelta
from decimal import Decimal

from django.conf import settings
from django.utils import timezone

from apps.common.errors import ApplicationError
from apps.common.metering import accrue, covered_seconds
from apps.common.money import cost_of
from apps.common.render import api_coins
from apps.wallet.choices import HoldStatus
from apps.wallet.services import wallet_hold_capture, wallet_hold_place, wallet_hold_release

from ..choices import DeviceStatus
from ..models import CloudBilling, Device

S = DeviceStatus
# A machine is billed while it runs (or is starting, stopping or restarting).
BILLED = frozenset({S.ONLINE, S.STARTING, S.PREPARING, S.STOPPING, S.SHUTTING_DOWN, S.RESTARTING})


def billing_seconds() -> int:
    return int(settings.ZCLOUD_BILLING_SECONDS)


def cloud_hold_amount(price_per_hour: Decimal) -> Decimal:
    """One billing period at the plan's price: the hold that orders (or starts) a machine."""
    return cost_of(price_per_hour, billing_seconds())


def _key(billing: CloudBilling, step: str) -> str:
    return f"zcloud:{billing.pk}:{step}:{billing.period}"


def _reference(billing: CloudBilling) -> str:
    return f"zcloud:{billing.machine}"


def _hold(billing: CloudBilling, device: Device, now: datetime) -> None:
    """Opens a period with a hold of its price (409 `wallet_insufficient_funds`,
    `data.required`, when the owner's available coins do not cover it)."""
    amount = cloud_hold_amount(billing.price_per_hour)
    if device.owner_user is None:
        raise ApplicationError("wallet_insufficient_funds", data={"required": api_coins(amount)})
    try:
        billing.hold = wallet_hold_place(
            user=device.owner_user,
            amount=amount,
            idempotency_key=_key(billing, "hold"),
            reference=_reference(billing),
            company_id=device.owner_company_id,
        )
    except ApplicationError as refusal:
        if refusal.code == "wallet_insufficient_funds":
            raise ApplicationError("wallet_insufficient_funds", data={"required": api_coins(amount)}) from None
        raise
    covered = covered_seconds(
        price=billing.price_per_hour, billed=billing.billed_seconds, charged=billing.charged, held=amount
    )
    billing.period_started_at = now
    billing.paid_until = billing.accounted_at + timedelta(seconds=covered)


def cloud_billing_open(*, device: Device) -> CloudBilling:
    """A new machine's bill, its first period held (in the caller's transaction)."""
    now = timezone.now()
    price = device.plan.price_per_hour if device.plan is not None else Decimal(0)
    billing = CloudBilling.objects.create(
        device=device,
        machine=device.device_id,
        price_per_hour=price,
        period_started_at=now,
        accounted_at=now,
        paid_until=now,
        billable=device.status in BILLED,
    )
    _hold(billing, device, now)
    billing.save()
    return billing


def _locked(device: Device) -> CloudBilling | None:
    return CloudBilling.objects.select_for_update().filter(device=device, ended_at__isnull=True).first()


def cloud_billing_follow(*, device: Device) -> None:
    """The machine moved: the time so far is counted as it stood, and from now on as the new
    status says (in the move's transaction)."""
    billing = _locked(device)
    if billing is None:
        return
    accrue(billing, timezone.now())
    billing.billable = device.status in BILLED
    billing.save()


def cloud_billing_resume(*, device: Device) -> None:
    """The owner starts the machine: a bill holding nothing holds a period again (409
    `wallet_insufficient_funds` when the wallet cannot cover it)."""
    billing = _locked(device)
    if billing is None or billing.hold is not None:
        return
    now = timezone.now()
    accrue(billing, now)
    _hold(billing, device, now)
    billing.save()


def _charge(billing: CloudBilling) -> None:
    """Captures the period's billed seconds (cumulatively rounded) to the platform."""
    total = cost_of(billing.price_per_hour, billing.billed_seconds)
    if billing.hold is not None and total > billing.charged:
        wallet_hold_capture(
            hold=billing.hold,
            amount=total - billing.charged,
            idempotency_key=_key(billing, "charge"),
            reference=_reference(billing),
        )
    billing.charged = total


def _close_period(billing: CloudBilling) -> None:
    """Charges the period and gives back what its hold has left; it then holds nothing."""
    _charge(billing)
    if billing.hold is not None:
        billing.hold.refresh_from_db()
        if billing.hold.status == HoldStatus.OPEN:
            wallet_hold_release(hold=billing.hold, idempotency_key=_key(billing, "release"))
    billing.hold = None


def _is_due(billing: CloudBilling, now: datetime) -> bool:
    over = billing.period_started_at <= now - timedelta(seconds=billing_seconds())
    return billing.hold is not None and (over or billing.paid_until <= now)


def cloud_billing_renew(*, device: Device, now: datetime) -> bool:
    """The billing pass on one machine (device locked by the caller): when its period is over
    or its hold used up, charges it and holds the next one if the machine runs. Answers False
    when a running machine has no period held (its wallet could not cover one): the caller
    stops it."""
    billing = _locked(device)
    if billing is None:
        return True
    accrue(billing, now)
    if _is_due(billing, now):
        _close_period(billing)
        billing.period += 1
        if billing.billable:
            try:
                _hold(billing, device, now)
            except ApplicationError as refusal:
                if refusal.code != "wallet_insufficient_funds":
                    raise
                billing.paid_until = billing.accounted_at
    billing.save()
    return billing.hold is not None or not billing.billable


def cloud_billing_settle(*, device: Device) -> None:
    """The machine is deleted: the last (partial) period is charged, its hold released and
    the bill ended."""
    billing = _locked(device)
    if billing is None:
        return
    now = timezone.now()
    accrue(billing, now)
    _close_period(billing)
    billing.ended_at = now
    billing.billable = False
    billing.save()
