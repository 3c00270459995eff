"""Reads for demands and orders, scoped to the caller. The board shows open demands to every
individual; a demand that is not open is seen by its owner and by providers who offered for
it, a withdrawn one by its owner only (404 for anyone else). An order is seen by its two
sides only."""

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.db.models import Q, QuerySet
from django.utils import timezone

from apps.accounts.models import User
from apps.common.errors import ApplicationError
from apps.listings.geo import bounding_box
from apps.listings.selectors import (
    ListingFilter,
    listing_list,
    listing_nearby_ids,
    listing_providers,
    listing_rows_by_ids,
)

from .choices import TIER_RANK, DemandStatus, OrderRole
from .models import Demand, Order, OrderLog
from .requirements import demand_distance_km, offered_by_listing, point_of, unsatisfied

MATCHING_SIZE = 10
# Listings a demand's matching reads at most (cheapest first) before checking GPUs in Python.
MATCHING_CANDIDATES = 200
ORDER_RELATED = ("demand__owner", "demand__app", "provider", "device", "installed_app__app")


@dataclass(frozen=True)
class DemandFilter:
    gpu: str = ""
    near: tuple[float, float] | None = None
    max_km: int | None = None
    max_price: Decimal | None = None
    mine: bool = False


def demands_board(*, user: User, query: DemandFilter) -> QuerySet[Demand] | list[Demand]:
    """Open demands (every status of the caller's own with `mine`), newest first, filtered by
    GPU model remark, price and distance from `near` (within `max_km`: demands with a point;
    the box around it in the database, the exact distance here)."""
    if query.mine:
        demands = Demand.objects.filter(owner=user)
    else:
        demands = Demand.objects.filter(status=DemandStatus.OPEN, expires_at__gt=timezone.now())
    if query.gpu:
        demands = demands.filter(gpu_model__icontains=query.gpu)
    if query.max_price is not None:
        demands = demands.filter(price_per_hour__lte=query.max_price)
    demands = demands.select_related("app", "owner")
    if query.near is None or query.max_km is None:
        return demands
    box = bounding_box(query.near[0], query.near[1], query.max_km)
    demands = demands.filter(lat__gte=box.min_lat, lat__lte=box.max_lat)
    if box.wraps:
        demands = demands.filter(Q(lng__gte=box.min_lng) | Q(lng__lte=box.max_lng))
    else:
        demands = demands.filter(lng__gte=box.min_lng, lng__lte=box.max_lng)
    return [
        demand
        for demand in demands
        if (km := demand_distance_km(demand, query.near)) is not None and km <= query.max_km
    ]


def _visible(user: User) -> Q:
    mine = Q(owner=user)
    offered = Q(orders__provider=user) & ~Q(status=DemandStatus.WITHDRAWN)
    return mine | offered | Q(status=DemandStatus.OPEN)


def demand_for(*, user: User, demand_id: int) -> Demand:
    """A demand the person may see (404 otherwise)."""
    demand = Demand.objects.filter(_visible(user), pk=demand_id).select_related("app", "owner").distinct().first()
    if demand is None:
        raise ApplicationError("not_found")
    return demand


def demand_offers(*, demand: Demand) -> list[Order]:
    """Every offer for the demand, newest first (for its owner)."""
    return list(demand.orders.select_related(*ORDER_RELATED))


def _listing_filter(demand: Demand) -> ListingFilter:
    ranked = TIER_RANK.get(demand.tier, 0)
    return ListingFilter(
        min_vram_bytes=demand.vram_bytes if demand.gpu_count else None,
        max_price=demand.price_per_hour,
        near=point_of(demand),
        max_km=demand.max_km,
        sort="price",
        min_cpu_cores=demand.cpu_cores,
        min_memory_bytes=demand.memory_bytes,
        min_disk_bytes=demand.disk_bytes,
        tiers=tuple(tier for tier, rank in TIER_RANK.items() if rank >= ranked) if demand.tier else (),
        app_id=demand.app_id,
        free_only=True,
        besides_provider=demand.owner_id,
    )


def demand_matching_listings(*, demand: Demand, size: int = MATCHING_SIZE) -> list[dict[str, Any]]:
    """Other people's market listings that already satisfy the demand (free ones, cheapest
    first), as listing rows: the database keeps to the resources, tier, price, app and area, the
    requirement check (`requirements.unsatisfied`) to the GPUs asked for."""
    query = _listing_filter(demand)
    if query.near is not None and query.max_km is not None:
        ids = list(listing_nearby_ids(query)[:MATCHING_CANDIDATES])
        rows = listing_rows_by_ids(ids)
    else:
        rows = list(listing_list(query)[:MATCHING_CANDIDATES])
    return [row for row in rows if not unsatisfied(demand, offered_by_listing(row))][:size]


def demand_matching_providers(*, demand: Demand) -> set[int]:
    """The people whose free listings fit the demand (its owner's are left out)."""
    rows = demand_matching_listings(demand=demand, size=MATCHING_CANDIDATES)
    return listing_providers(listing_ids=[row["id"] for row in rows])


def orders_of(*, user: User, role: str = "", status: str = "") -> QuerySet[Order]:
    """The person's orders as demander, as provider, or both (no role), newest first."""
    sides: dict[str, Q] = {
        OrderRole.DEMANDER: Q(demand__owner=user),
        OrderRole.PROVIDER: Q(provider=user),
    }
    orders = Order.objects.filter(sides.get(role, sides[OrderRole.DEMANDER] | sides[OrderRole.PROVIDER]))
    orders = orders.select_related(*ORDER_RELATED)
    return orders.filter(status=status) if status else orders


def order_for(*, user: User, order_id: int) -> Order:
    """An order of either side (404 for anyone else)."""
    order = orders_of(user=user).filter(pk=order_id).first()
    if order is None:
        raise ApplicationError("not_found")
    return order


def order_timeline(*, order: Order) -> list[OrderLog]:
    """Every move of the order, oldest first."""
    return list(order.log.select_related("actor").order_by("created_at", "id"))


def demand_open_count(*, user: User) -> int:
    return Demand.objects.filter(owner=user, status=DemandStatus.OPEN).count()
