"""Publishing a demand, withdrawing it, and its expiry (beat, and staff's action)."""

from datetime import datetime, timedelta
from decimal import Decimal

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from apps.accounts.models import User
from apps.accounts.selectors import active_users
from apps.common.errors import ApplicationError
from apps.common.render import api_coins
from apps.notifications.services import notify
from apps.store.selectors import app_published

from ..choices import DemandStatus, OrderReason, OrderStatus
from ..models import Demand, Order
from ..notification_kinds import BOARD, DEMAND_MATCHING
from ..selectors import demand_matching_providers, demand_open_count
from .machines import DEMAND_MACHINE
from .orders import demand_locked, order_cancel, order_fail

S = DemandStatus


def _checked(
    *, gpu_count: int, vram_bytes: int, lng: float | None, lat: float | None, max_km: int | None, app_id: int | None
) -> dict[str, list[str]]:
    """The rules between fields (each field's own range is the API's): video memory needs a
    GPU, a point needs both coordinates and a range, a range needs a point, the app must be
    in the store."""
    errors: dict[str, list[str]] = {}
    if vram_bytes and not gpu_count:
        errors["vram_bytes"] = [_("Ask for at least one GPU to ask for video memory.")]
    if (lng is None) != (lat is None):
        errors["lng" if lng is None else "lat"] = [_("Give both the longitude and the latitude.")]
    elif lng is not None and max_km is None:
        errors["max_km"] = [_("Give the distance range around the point.")]
    elif lng is None and max_km is not None:
        errors["max_km"] = [_("A distance range needs a point.")]
    if app_id is not None and app_published(app_id=app_id) is None:
        errors["app_id"] = [_("This app is not in the store.")]
    return errors


@transaction.atomic
def demand_publish(
    *,
    owner: User,
    name: str,
    price_per_hour: Decimal,
    hours: int,
    gpu_count: int = 0,
    gpu_model: str = "",
    cpu_cores: int = 0,
    memory_bytes: int = 0,
    disk_bytes: int = 0,
    vram_bytes: int = 0,
    tier: str = "",
    app_id: int | None = None,
    lng: float | None = None,
    lat: float | None = None,
    max_km: int | None = None,
    description: str = "",
) -> Demand:
    """Puts a demand on the board until `DEMAND_OPEN_DAYS` from now, and tells the providers
    whose free listings already fit it. 400 `validation_error` when the fields do not go
    together; 429 `demand_open_limit` (`data.max`) past `DEMAND_OPEN_MAX` open demands."""
    errors = _checked(gpu_count=gpu_count, vram_bytes=vram_bytes, lng=lng, lat=lat, max_km=max_km, app_id=app_id)
    if errors:
        raise ApplicationError("validation_error", data=errors)
    if demand_open_count(user=owner) >= settings.DEMAND_OPEN_MAX:
        raise ApplicationError("demand_open_limit", data={"max": settings.DEMAND_OPEN_MAX})
    now = timezone.now()
    demand = Demand.objects.create(
        owner=owner,
        name=name,
        gpu_count=gpu_count,
        gpu_model=gpu_model,
        cpu_cores=cpu_cores,
        memory_bytes=memory_bytes,
        disk_bytes=disk_bytes,
        vram_bytes=vram_bytes,
        tier=tier,
        app_id=app_id,
        lng=lng,
        lat=lat,
        max_km=max_km,
        price_per_hour=price_per_hour,
        hours=hours,
        description=description,
        created_at=now,
        expires_at=now + timedelta(days=settings.DEMAND_OPEN_DAYS),
    )
    DEMAND_MACHINE.log(demand, old="", actor=owner, reason="published")
    providers = demand_matching_providers(demand=demand)
    if providers:
        notify(
            recipients=active_users().filter(pk__in=providers),
            kind=DEMAND_MATCHING,
            params={"name": demand.name, "price": api_coins(demand.price_per_hour)},
            link=f"{BOARD}?id={demand.pk}",
        )
    return demand


def _close(demand: Demand, *, to: str, reason: str, actor: User | None = None) -> Demand:
    """Moves an open demand to `to`; its offers still waiting fail with `reason`."""
    demand = DEMAND_MACHINE.move(demand, to=to, actor=actor, reason=reason)
    for order in demand.orders.filter(status=OrderStatus.PENDING):
        order_fail(order, reason=reason)
    return demand


@transaction.atomic
def demand_withdraw(*, owner: User, demand_id: int) -> Demand:
    """The owner takes an open demand off the board (404 for anyone else's; 409
    `transition_not_allowed` once it is taken, withdrawn or expired)."""
    if not Demand.objects.filter(pk=demand_id, owner=owner).exists():
        raise ApplicationError("not_found")
    demand = demand_locked(demand_id)
    return _close(demand, to=S.WITHDRAWN, reason=OrderReason.DEMAND_WITHDRAWN, actor=owner)


@transaction.atomic
def demand_expire(*, demand_id: int, actor: User | None = None) -> Demand:
    """An open demand expires now (beat past `expires_at`, or staff's action)."""
    return _close(demand_locked(demand_id), to=S.EXPIRED, reason=OrderReason.DEMAND_EXPIRED, actor=actor)


@transaction.atomic
def demands_erase(user: User) -> None:
    """The person's account is deleted: their open demands are withdrawn and their waiting
    offers cancelled (an order under way holds coins or a device, which block the deletion),
    by their own moves, which lock the demand, then the order."""
    for demand_id in Demand.objects.filter(owner=user, status=S.OPEN).values_list("pk", flat=True):
        demand_withdraw(owner=user, demand_id=demand_id)
    for order_id in Order.objects.filter(provider=user, status=OrderStatus.PENDING).values_list("pk", flat=True):
        order_cancel(provider=user, order_id=order_id)


def demands_expire(*, now: datetime | None = None) -> int:
    """Beat: every open demand past its `expires_at` expires; answers how many."""
    due = Demand.objects.filter(status=S.OPEN, expires_at__lte=now or timezone.now()).values_list("pk", flat=True)
    expired = 0
    for demand_id in due:
        try:
            demand_expire(demand_id=demand_id)
        except ApplicationError:
            continue  # taken or withdrawn meanwhile
        expired += 1
    return expired
