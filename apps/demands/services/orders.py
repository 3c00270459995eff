"""Offers and the demander's and provider's answers: `order_offer` (checked against the
demand first, then the other rules), `order_accept` (the first period held, the other offers
declined, the demand taken, then the order prepared: see `processing`), `order_decline`,
`order_cancel` and `order_fail` (every way an order ends badly, with a reason)."""

import secrets
from decimal import Decimal
from typing import Any, cast

from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.accounts.actor import Actor, actor_for
from apps.accounts.choices import UserType
from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.devices.choices import DeviceStatus
from apps.devices.models import Device
from apps.devices.selectors import devices_of
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.installs.selectors import installed_app_locked, installed_apps_of, requirement_shortfalls
from apps.installs.services import app_withdraw
from apps.rentals.selectors import rental_app_busy
from apps.rentals.services import first_hold_place
from apps.store.models import App
from apps.wallet.choices import HoldStatus
from apps.wallet.services import wallet_hold_release

from ..choices import HOLDING, LIVE, DemandStatus, OfferKind, OrderReason, OrderStatus
from ..errors import LAUNCH_MESSAGE
from ..models import Demand, Order
from ..notification_kinds import ORDER_CANCELLED, ORDER_DECLINED, ORDER_FAILED, ORDER_OFFERED
from ..requirements import offered_by_device, unsatisfied
from ..selectors import demand_for
from .machines import DEMAND_MACHINE, ORDER_MACHINE, tell

S = OrderStatus
SECRET_LENGTH = 24
# Reasons an offer was not taken: only its provider hears of them.
NOT_TAKEN = frozenset(
    {OrderReason.DECLINED, OrderReason.OTHER_ACCEPTED, OrderReason.DEMAND_WITHDRAWN, OrderReason.DEMAND_EXPIRED}
)


def personal(user: User) -> Actor:
    """Demands are for individuals: a provider offers what they own in person."""
    return actor_for(user=user, user_type=UserType.USER)


def install_config(app: App) -> dict[str, Any]:
    """The install form an order fills in by itself: each field's default, and a generated
    value for a required password field without one. 409 `order_app_needs_config` (naming
    them in `data.fields`) when other required fields have no default."""
    schema = app.config_schema or {}
    properties: dict[str, Any] = schema.get("properties", {})
    config: dict[str, Any] = {}
    missing = []
    for name in properties:
        spec = properties[name]
        if "default" in spec:
            config[name] = spec["default"]
        elif name in schema.get("required", []):
            if spec.get("format") != "password":
                missing.append(name)
                continue
            length = max(int(spec.get("minLength", 0)), SECRET_LENGTH)
            config[name] = secrets.token_urlsafe(length)[: int(spec.get("maxLength", length))]
    if missing:
        raise ApplicationError("order_app_needs_config", data={"fields": missing})
    return config


def _target(
    *, provider: User, device_id: int | None, installed_app_id: int | None
) -> tuple[Device, InstalledApp | None]:
    """The provider's own device, or installed app (its row locked), offered; 404 for
    anyone else's."""
    actor = personal(provider)
    if installed_app_id is not None:
        own = installed_apps_of(actor=actor).exclude(status=AppStatus.NOT_INSTALL).filter(pk=installed_app_id)
        if not own.exists():
            raise ApplicationError("not_found")
        installed = installed_app_locked(installed_app_id=installed_app_id)
        return installed.device, installed
    device = devices_of(actor=actor).filter(pk=device_id).first() if device_id is not None else None
    if device is None:
        raise ApplicationError("not_found")
    return device, None


def app_holding(*, installed_app_id: int, besides: int | None = None) -> bool:
    """Whether the app is taken: rented, or held by an order accepted or being prepared."""
    held = Order.objects.filter(installed_app_id=installed_app_id, status__in=HOLDING)
    if besides is not None:
        held = held.exclude(pk=besides)
    return rental_app_busy(installed_app_id=installed_app_id) or held.exists()


def _check(
    *, demand: Demand, provider: User, device: Device, installed: InstalledApp | None, price: Decimal, order: int | None
) -> None:
    """The offer against the demand's requirements first (409
    `order_requirements_unsatisfied`, `data.unsatisfied` listing each), then the other rules:
    a device needs the demand's app and must be able to take it, the device must be online
    (the spec's launch message), an app must be running and free."""
    offered = offered_by_device(device, price_per_hour=price, app_id=installed.app_id if installed else None)
    unmet = unsatisfied(demand, offered)
    if unmet:
        raise ApplicationError("order_requirements_unsatisfied", data={"unsatisfied": unmet})
    if installed is None and demand.app is None:
        raise ApplicationError("demand_names_no_app")
    if device.status != DeviceStatus.ONLINE:
        raise ApplicationError("device_offline", message=LAUNCH_MESSAGE, data={"device_status": device.status})
    if installed is not None:
        if installed.status != AppStatus.RUNNING:
            raise ApplicationError("order_app_not_running")
        if app_holding(installed_app_id=installed.pk, besides=order):
            raise ApplicationError("app_busy")
        return
    app = cast(App, demand.app)  # a device's offer needs the demand's app (checked above)
    shortfalls = requirement_shortfalls(device=device, app=app)
    if shortfalls:
        raise ApplicationError("requirements_not_met", data={"missing": shortfalls})
    on_device = installed_apps_of(actor=personal(provider)).filter(device=device, app=app)
    if on_device.exclude(status=AppStatus.NOT_INSTALL).exists():
        raise ApplicationError("app_already_installed")
    install_config(app)


def demand_locked(demand_id: int) -> Demand:
    """The demand with its app and owner, its row locked until the transaction ends (orders
    lock their demand first, then themselves)."""
    return Demand.objects.select_for_update(of=("self",)).select_related("app", "owner").get(pk=demand_id)


def order_locked(order_id: int) -> Order:
    return (
        Order.objects.select_for_update(of=("self",))
        .select_related("demand__owner", "demand__app", "provider", "hold", "device", "installed_app")
        .get(pk=order_id)
    )


def _open_demand(demand_id: int) -> Demand:
    demand = demand_locked(demand_id)
    if demand.status != DemandStatus.OPEN or demand.expires_at <= timezone.now():
        raise ApplicationError("demand_not_open")
    return demand


@transaction.atomic
def order_offer(
    *,
    provider: User,
    demand_id: int,
    device_id: int | None = None,
    installed_app_id: int | None = None,
    price_per_hour: Decimal | None = None,
) -> Order:
    """Takes a demand with one of the provider's devices or installed apps, at
    `price_per_hour` (by default the demand's): `pending` until the demander answers.
    Refused (nothing written) for the provider's own demand (409 `demand_own`), one no
    longer open (`demand_not_open`), an offer that does not fit (see `_check`) or one made
    already (`order_already_offered`)."""
    demand = demand_for(user=provider, demand_id=demand_id)
    if demand.owner_id == provider.pk:
        raise ApplicationError("demand_own")
    demand = _open_demand(demand.pk)
    device, installed = _target(provider=provider, device_id=device_id, installed_app_id=installed_app_id)
    price = demand.price_per_hour if price_per_hour is None else price_per_hour
    _check(demand=demand, provider=provider, device=device, installed=installed, price=price, order=None)
    if Order.objects.filter(demand=demand, device=device, status__in=LIVE).exists():
        raise ApplicationError("order_already_offered")
    try:
        with transaction.atomic():
            order = Order.objects.create(
                demand=demand,
                provider=provider,
                kind=OfferKind.APP if installed else OfferKind.DEVICE,
                device=device,
                installed_app=installed,
                price_per_hour=price,
            )
    except IntegrityError:
        raise ApplicationError("order_already_offered") from None
    ORDER_MACHINE.log(order, old="", actor=provider, reason=OrderReason.OFFERED)
    tell(order, recipients=[demand.owner], kind=ORDER_OFFERED)
    return order


def party_order(*, user: User, order_id: int, demander: bool) -> Order:
    """An order the person is a party to, as the demander (or the provider): 404 for anyone
    else's, 403 when the move is the other side's."""
    order = Order.objects.select_related("demand").filter(pk=order_id).first()
    if order is None or user.pk not in (order.provider_id, order.demand.owner_id):
        raise ApplicationError("not_found")
    if (order.demand.owner_id if demander else order.provider_id) != user.pk:
        raise ApplicationError("permission_denied")
    return order


def _release(order: Order) -> None:
    """Gives the demander's first hold back unless it went on to a rental."""
    if order.hold is None or order.rental_id is not None:
        return
    order.hold.refresh_from_db()
    if order.hold.status == HoldStatus.OPEN:
        wallet_hold_release(hold=order.hold, idempotency_key=f"order:{order.pk}:release")


def unrented_install(order: Order) -> int | None:
    """The app the order installed on the provider's device, when it was never rented."""
    return order.installed_app_id if order.kind == OfferKind.DEVICE and order.rental_id is None else None


def order_fail(order: Order, *, reason: str, actor: User | None = None) -> Order:
    """Ends the order `failed` with `reason` (in the caller's transaction): the first hold
    given back, a demand it had taken open again, the people concerned told."""
    was = order.status
    order = ORDER_MACHINE.move(order, to=S.FAILED, actor=actor, reason=reason, changes={"reason": reason})
    _release(order)
    if was in HOLDING and (installed_app_id := unrented_install(order)) is not None:
        # Installed for this order, never rented: off the provider's box (now, or by the sweep).
        app_withdraw(installed_app_id=installed_app_id)
    demand = order.demand
    if was in HOLDING:
        demand = demand_locked(demand.pk)
        if demand.status == DemandStatus.TAKEN:
            DEMAND_MACHINE.move(demand, to=DemandStatus.OPEN, reason="order_failed")
    if reason in NOT_TAKEN:
        tell(order, recipients=[order.provider], kind=ORDER_DECLINED)
    elif reason == OrderReason.CANCELLED:
        tell(order, recipients=[demand.owner], kind=ORDER_CANCELLED)
    else:
        tell(order, recipients=[demand.owner, order.provider], kind=ORDER_FAILED)
    return order


@transaction.atomic
def order_decline(*, demander: User, order_id: int) -> Order:
    """The demander turns a waiting offer down."""
    order = party_order(user=demander, order_id=order_id, demander=True)
    demand_locked(order.demand_id)
    order = order_locked(order.pk)
    if order.status != S.PENDING:
        raise ORDER_MACHINE.refusal(order)
    return order_fail(order, reason=OrderReason.DECLINED, actor=demander)


@transaction.atomic
def order_cancel(*, provider: User, order_id: int) -> Order:
    """The provider withdraws an offer still waiting, accepted or being prepared (the
    demander's hold is given back and the demand is open again)."""
    order = party_order(user=provider, order_id=order_id, demander=False)
    demand_locked(order.demand_id)
    order = order_locked(order.pk)
    if order.status not in LIVE:
        raise ORDER_MACHINE.refusal(order)
    return order_fail(order, reason=OrderReason.CANCELLED, actor=provider)


def order_hold(*, order: Order, demander: User) -> Order:
    """`pending -> accepted`: the demander's first billing period held (409
    `rental_insufficient_funds`, `data.required`, without the coins)."""
    hold = first_hold_place(
        user=demander,
        price_per_hour=order.price_per_hour,
        idempotency_key=f"order:{order.pk}:hold",
        reference=f"order:{order.pk}",
    )
    try:
        with transaction.atomic():
            return ORDER_MACHINE.move(
                order, to=S.ACCEPTED, actor=demander, reason=OrderReason.ACCEPTED, changes={"hold": hold}
            )
    except IntegrityError:
        raise ApplicationError("demand_not_open") from None


def order_recheck(order: Order) -> tuple[Device, InstalledApp | None]:
    """The offer checked again at accept time (the server re-checks everything)."""
    if order.device_id is None:
        raise ApplicationError("device_offline", message=LAUNCH_MESSAGE, data={"device_status": ""})
    device, installed = _target(
        provider=order.provider,
        device_id=order.device_id,
        installed_app_id=order.installed_app_id if order.kind == OfferKind.APP else None,
    )
    _check(
        demand=order.demand,
        provider=order.provider,
        device=device,
        installed=installed,
        price=order.price_per_hour,
        order=order.pk,
    )
    return device, installed
