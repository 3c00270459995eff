"""Reads for the market: listed listings only (a hidden or unlisted one is simply not
there), each call in a fixed number of queries whatever the page size.

Nearby with a radius: the one-degree cells and bounding box on the indexed, rounded lat/lng
columns pick the candidates, the database keeps and orders them by their exact distance
(the cosine of the angle between unit-sphere points, which orders as the haversine does)
and pages them, the nearest first from a small ring when it fills the page; distances are
the haversine ones (`NEARBY_PREFILTER` off scans every listing in Python instead: the
bench's baseline and the tests' reference)."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.db import connection
from django.db.models import (
    Case,
    Count,
    F,
    FloatField,
    IntegerField,
    Q,
    QuerySet,
    Value,
    When,
    Window,
)
from django.db.models.expressions import RawSQL
from django.db.models.functions import Greatest, RowNumber, Upper

from apps.installs.models import InstalledApp
from apps.store.selectors import app_ids_holding, app_similarities

from .choices import ListingSort
from .geo import bounding_box, box_cells, closeness_at, haversine_km, unit_vector
from .models import Listing

DEFAULT_RADIUS_KM = 100
MAX_RADIUS_KM = 1000
FIRST_RING_KM = 15
GROUP_SIZE = 8
# A typo search needs at least one whole trigram.
TRIGRAM = 3
NEARBY_PREFILTER = True
# What a listing's answer shows (`listing_items`); the reliability figures come from its
# device's roll-up row.
LISTING_COLUMNS = (
    "id", "installed_app_id", "app_id", "name_en", "name_zh", "summary_en", "summary_zh", "display_type", "labels",
    "icon", "tier", "cpu_cores", "memory_bytes", "disk_bytes", "gpus", "price_per_hour", "provider_name", "busy",
    "lng", "lat", "created_at", "uptime_1d", "uptime_7d", "uptime_30d", "failed_rentals",
)  # fmt: skip
_RELIABILITY = {
    name: F(f"device__reliability__{name}") for name in ("uptime_1d", "uptime_7d", "uptime_30d", "failed_rentals")
}
# "Recommended": providers up at least this share of the last 7 days first, then the others
# with figures, then the untested; within each, high tiers first and the cheapest first.
PROVEN_UPTIME = 0.95
_TIER_RANK = {"high": 0, "standard": 1, "basic": 2}
_PROVEN = Case(
    When(device__reliability__uptime_7d__gte=PROVEN_UPTIME, then=Value(0)),
    When(device__reliability__uptime_7d__isnull=False, then=Value(1)),
    default=Value(2),
    output_field=IntegerField(),
)
_TIER = Case(
    *(When(tier=tier, then=Value(rank)) for tier, rank in _TIER_RANK.items()),
    default=Value(len(_TIER_RANK)),
    output_field=IntegerField(),
)
_ORDER: dict[str, tuple[Any, ...]] = {
    ListingSort.RECOMMENDED: (_PROVEN.asc(), _TIER.asc(), "price_per_hour", "id"),
    ListingSort.PRICE: ("price_per_hour", "id"),
    ListingSort.PRICE_DESC: ("-price_per_hour", "-id"),
    ListingSort.RELIABILITY: (F("uptime_7d").desc(nulls_last=True), "-id"),
    ListingSort.NEWEST: ("-created_at", "-id"),
}
Point = tuple[float, float]  # (lng, lat)


@dataclass(frozen=True)
class ListingFilter:
    label: str = ""
    display_type: str = ""
    # Text a search holds (`listing_search_ids`'s match, without its typo fallback).
    q: str = ""
    gpu: str = ""
    min_vram_bytes: int | None = None
    min_gpus: int | None = None
    tier: str = ""
    min_price: Decimal | None = None
    max_price: Decimal | None = None
    near: Point | None = None
    max_km: int | None = None
    sort: str = ListingSort.RECOMMENDED
    # What a demand asks for (its matching listings): the least resources, one of `tiers`,
    # the app, no one renting it now, and someone else's (not `besides_provider`'s).
    min_cpu_cores: int = 0
    min_memory_bytes: int = 0
    min_disk_bytes: int = 0
    tiers: tuple[str, ...] = ()
    app_id: int | None = None
    free_only: bool = False
    besides_provider: int | None = None


@dataclass
class ListingGroup:
    label: dict[str, Any]
    total: int
    listings: list[dict[str, Any]]


def listings_listed() -> QuerySet[Listing]:
    return Listing.objects.filter(listed=True)


def listing_on_market(*, listing_id: int) -> Listing | None:
    """A listed listing (a model, for renting it); None when unknown, unlisted or hidden."""
    return listings_listed().filter(id=listing_id).first()


def listing_id_showing(*, installed_app: InstalledApp) -> int | None:
    """The listed listing of `installed_app` (`installs.hooks.listing_shown`)."""
    return listings_listed().filter(installed_app=installed_app).values_list("id", flat=True).first()


def listing_rows(listings: QuerySet[Listing]) -> QuerySet[Listing, dict[str, Any]]:
    return listings.annotate(**_RELIABILITY).values(*LISTING_COLUMNS)


def _filtered(query: ListingFilter) -> QuerySet[Listing]:
    listings = listings_listed()
    if query.label:
        listings = listings.filter(app__labels__slug=query.label)
    if query.display_type:
        listings = listings.filter(display_type=query.display_type)
    if query.q:
        listings = _holding(listings, text=query.q)
    if query.gpu:
        listings = listings.filter(gpu_models__icontains=query.gpu)
    if query.min_vram_bytes is not None:
        listings = listings.filter(max_vram_bytes__gte=query.min_vram_bytes)
    if query.min_gpus is not None:
        listings = listings.filter(gpu_count__gte=query.min_gpus)
    if query.tier:
        listings = listings.filter(tier=query.tier)
    if query.min_price is not None:
        listings = listings.filter(price_per_hour__gte=query.min_price)
    if query.max_price is not None:
        listings = listings.filter(price_per_hour__lte=query.max_price)
    if query.min_cpu_cores:
        listings = listings.filter(cpu_cores__gte=query.min_cpu_cores)
    if query.min_memory_bytes:
        listings = listings.filter(memory_bytes__gte=query.min_memory_bytes)
    if query.min_disk_bytes:
        listings = listings.filter(disk_bytes__gte=query.min_disk_bytes)
    if query.tiers:
        listings = listings.filter(tier__in=query.tiers)
    if query.app_id is not None:
        listings = listings.filter(app_id=query.app_id)
    if query.free_only:
        listings = listings.filter(busy=False)
    if query.besides_provider is not None:
        listings = listings.exclude(provider_id=query.besides_provider)
    return listings


def radius_of(query: ListingFilter) -> int | None:
    """The radius a nearby search keeps to (DECISIONS): `max_km`, or 100 km when sorting by
    distance; None when `near` only adds distances."""
    if query.near is None:
        return None
    if query.max_km is not None:
        return min(query.max_km, MAX_RADIUS_KM)
    return DEFAULT_RADIUS_KM if query.sort == ListingSort.DISTANCE else None


def _box(listings: QuerySet[Listing], near: Point, radius: int) -> QuerySet[Listing]:
    box = bounding_box(near[0], near[1], radius)
    cells = box_cells(box)
    if cells is not None:
        listings = listings.filter(cell__in=cells)
    listings = listings.filter(lat__gte=box.min_lat, lat__lte=box.max_lat)
    if box.wraps:
        return listings.filter(Q(lng__gte=box.min_lng) | Q(lng__lte=box.max_lng))
    return listings.filter(lng__gte=box.min_lng, lng__lte=box.max_lng)


def _closeness_to(near: Point) -> RawSQL:
    """The dot product of a listing's unit-sphere point and `near`'s (the cosine of their
    angle), as plain arithmetic (one raw expression: building it from F() terms costs more
    than the query itself)."""
    q = connection.ops.quote_name
    table = q(Listing._meta.db_table)
    terms = " + ".join(f"{table}.{q(axis)} * %s" for axis in ("x", "y", "z"))
    return RawSQL(terms, unit_vector(*near), output_field=FloatField())  # noqa: S611 (quoted names; values are parameters)


def _nearby(query: ListingFilter, *, near: Point, radius: int) -> QuerySet[Listing]:
    """The filtered listings within `radius` km of `near` in `query.sort` order: the box's
    cells and bounds on the indexed columns pick the candidates, the closeness to `near`
    (plain arithmetic on the index's unit-sphere point, in the order of the haversine
    distance) keeps and orders them exactly, without reading their rows."""
    listings = _box(_filtered(query), near, radius).annotate(closeness=_closeness_to(near))
    listings = listings.filter(closeness__gte=closeness_at(radius))
    if query.sort == ListingSort.DISTANCE:
        return listings.order_by("-closeness", "id")
    return listings.annotate(**_RELIABILITY).order_by(*_ORDER[query.sort])


def _proven(uptime: float | None) -> int:
    if uptime is None:
        return 2
    return 0 if uptime >= PROVEN_UPTIME else 1


def _sort_key(sort: str) -> Callable[[tuple[Any, ...]], Any]:
    """How scanned listings (id, distance, price, created, uptime, tier) are ordered in Python,
    as the database orders rows."""
    keys: dict[str, Callable[[tuple[Any, ...]], Any]] = {
        ListingSort.RECOMMENDED: lambda c: (_proven(c[4]), _TIER_RANK.get(c[5], len(_TIER_RANK)), c[2], c[0]),
        ListingSort.DISTANCE: lambda c: (c[1], c[0]),
        ListingSort.PRICE: lambda c: (c[2], c[0]),
        ListingSort.PRICE_DESC: lambda c: (-c[2], -c[0]),
        ListingSort.RELIABILITY: lambda c: (c[4] is None, -(c[4] or 0), -c[0]),
        ListingSort.NEWEST: lambda c: (-c[3].timestamp(), -c[0]),
    }
    return keys[sort]


def listing_scan_nearby(query: ListingFilter, *, near: Point, radius: int) -> list[int]:
    """`_nearby` without the prefilter (`NEARBY_PREFILTER` off: the bench's baseline and the
    tests' reference): every filtered listing with a point, its exact haversine distance
    computed here, kept within `radius` and sorted here."""
    lng, lat = near
    candidates = _filtered(query).filter(lat__isnull=False, lng__isnull=False)
    candidates = candidates.annotate(uptime_7d=_RELIABILITY["uptime_7d"])
    rows: Any = candidates.values_list("id", "lng", "lat", "price_per_hour", "created_at", "uptime_7d", "tier")
    kept = []
    for row in rows:
        exact = haversine_km(lng, lat, row[1], row[2])
        if exact <= radius:
            # To the micrometre: points as far apart (mirrored) tie, then go by id.
            kept.append((row[0], round(exact, 9), *row[3:]))
    kept.sort(key=_sort_key(query.sort))
    return [c[0] for c in kept]


def listing_nearby_ids(query: ListingFilter) -> Sequence[int] | QuerySet[Listing, int]:
    """The ids a nearby search (`radius_of(query)` is not None) finds, in order; the page
    fetches their rows (`listing_rows_by_ids`)."""
    near, radius = _near_and_radius(query)
    if not NEARBY_PREFILTER:
        return listing_scan_nearby(query, near=near, radius=radius)
    return _nearby(query, near=near, radius=radius).values_list("id", flat=True)


def _near_and_radius(query: ListingFilter) -> tuple[Point, int]:
    radius = radius_of(query)
    if query.near is None or radius is None:
        raise ValueError("a nearby search needs a point and a radius")
    return query.near, radius


def listing_nearby_page(query: ListingFilter, *, offset: int, limit: int) -> tuple[list[int], int]:
    """One page of a nearby search's ids and how many it finds in all: a short first page is
    the whole answer; otherwise a count on the same candidates (on SQLite cheaper than a
    window count, which sorts every candidate rather than keeping the page's few)."""
    if not NEARBY_PREFILTER:
        found = list(listing_nearby_ids(query))
        return found[offset : offset + limit], len(found)
    near, radius = _near_and_radius(query)
    listings = _nearby(query, near=near, radius=radius)
    ids: list[int] = []
    if query.sort == ListingSort.DISTANCE and radius > FIRST_RING_KM:
        # The nearest first within a small ring: when it holds the page, nothing farther
        # can be on it, and a city's dense ring reads a few candidates, not the radius's.
        ids = _page_ids(_nearby(query, near=near, radius=FIRST_RING_KM), offset=offset, limit=limit)
    if len(ids) < limit:
        ids = _page_ids(listings, offset=offset, limit=limit)
    if offset == 0 and len(ids) < limit:
        return ids, len(ids)
    return ids, listings.count()


def _page_ids(listings: QuerySet[Any], *, offset: int, limit: int) -> list[int]:
    """`listings` as `_nearby` answers them (with `closeness`)."""
    # The distance selected: the order refers to it rather than computing it again.
    return [row[0] for row in listings.values_list("id", "closeness")[offset : offset + limit]]


def listing_list(query: ListingFilter) -> QuerySet[Listing, dict[str, Any]]:
    """The market's list without a radius, as rows of `LISTING_COLUMNS`."""
    sort = ListingSort.RECOMMENDED if query.sort == ListingSort.DISTANCE else query.sort
    return listing_rows(_filtered(query)).order_by(*_ORDER[sort])


def listing_rows_by_ids(ids: Sequence[int]) -> list[dict[str, Any]]:
    """The rows of these listings, in the order given, in one query."""
    rows = {row["id"]: row for row in listing_rows(listings_listed().filter(id__in=ids))}
    return [rows[i] for i in ids if i in rows]


def listing_providers(*, listing_ids: Sequence[int]) -> set[int]:
    """The people who offer these listings."""
    return set(Listing.objects.filter(id__in=list(listing_ids)).values_list("provider_id", flat=True))


def listing_search_ids(*, q: str, available: bool = False) -> QuerySet[Listing, int]:
    """The ids of the listings (only those nobody rents when `available`) whose app's names
    (both languages), summaries or label names hold `q` (a substring, so Chinese works), or
    whose GPU models do; those whose names hold it first, then newest. On PostgreSQL, when
    nothing holds it, those whose app or GPU models have a word trigram-similar to `q` (a
    typo) instead, most similar first. The
    text is matched on the few apps rather than on every listing (listings of one app share
    it), and GPU models through a trigram GIN index. The page fetches the rows
    (`listing_rows_by_ids`)."""
    text = q.strip()
    listings = listings_listed().filter(busy=False) if available else listings_listed()
    holding = _holding(listings, text=text)
    if connection.vendor == "postgresql" and len(text) >= TRIGRAM and not holding.exists():
        return _resembling(listings, text=text)
    names = Q(name_en__icontains=text) | Q(name_zh__icontains=text)
    by_name = Case(When(names, then=Value(1)), default=Value(0), output_field=IntegerField())
    return holding.annotate(by_name=by_name).order_by("-by_name", "-created_at", "-id").values_list("id", flat=True)


def _holding(listings: QuerySet[Listing], *, text: str) -> QuerySet[Listing]:
    """The listings whose app's names, summaries or labels, or whose GPU models, hold `text`."""
    # The app ids as a list: a subquery in the OR would keep the planner from the indexes.
    apps = list(app_ids_holding(text=text.strip()))
    return listings.filter(Q(app_id__in=apps) | Q(gpu_models__icontains=text.strip()))


def _resembling(listings: QuerySet[Listing], *, text: str) -> QuerySet[Listing, int]:
    """PostgreSQL: the listings whose app (`app_similarities`) or GPU models have a word
    trigram-similar to `text`, most similar first, then newest."""
    from django.contrib.postgres.lookups import TrigramWordSimilar
    from django.contrib.postgres.search import TrigramWordSimilarity

    apps = app_similarities(text=text)
    gpu = Upper("gpu_models")
    similar = listings.filter(Q(app_id__in=list(apps)) | Q(TrigramWordSimilar(gpu, Value(text.upper()))))
    by_app = Case(*(When(app_id=app, then=Value(score)) for app, score in apps.items()), default=Value(0.0))
    similarity = Greatest(by_app, TrigramWordSimilarity(text.upper(), gpu), output_field=FloatField())
    similar = similar.annotate(similarity=similarity)
    return similar.order_by("-similarity", "-created_at", "-id").values_list("id", flat=True)


def listing_groups(*, size: int = GROUP_SIZE) -> list[ListingGroup]:
    """The market's front page: every label with listed listings (by position) with its
    total and its `size` best picks as rows of `LISTING_COLUMNS`: free ones first, then in the
    recommended order. Three queries."""
    labelled = listings_listed().annotate(
        label_id=F("app__labels__id"),
        label_slug=F("app__labels__slug"),
        label_en=F("app__labels__name_en"),
        label_zh=F("app__labels__name_zh"),
        label_position=F("app__labels__position"),
    )
    labelled = labelled.filter(label_id__isnull=False)
    totals = list(
        labelled.values("label_id", "label_slug", "label_en", "label_zh", "label_position")
        .annotate(total=Count("id"))
        .order_by("label_position", "label_id")
    )
    if not totals:
        return []
    rank = Window(
        RowNumber(),
        partition_by=[F("label_id")],
        order_by=[F("busy").asc(), _PROVEN.asc(), _TIER.asc(), F("price_per_hour").asc(), F("id").asc()],
        output_field=IntegerField(),
    )
    ranked = labelled.annotate(rank=rank).filter(rank__lte=size).values_list("label_id", "id", "rank")
    members: dict[int, list[tuple[int, int]]] = {}
    for label_id, listing_id, position in ranked:
        members.setdefault(label_id, []).append((position, listing_id))
    wanted = {listing_id for picked in members.values() for _position, listing_id in picked}
    rows = {row["id"]: row for row in listing_rows(Listing.objects.filter(id__in=wanted))}
    return [
        ListingGroup(
            label={"slug": total["label_slug"], "name_en": total["label_en"], "name_zh": total["label_zh"]},
            total=total["total"],
            listings=[rows[i] for _position, i in sorted(members.get(total["label_id"], []))],
        )
        for total in totals
    ]


def listing_get(*, listing_id: int) -> dict[str, Any] | None:
    """A listed listing's row, or None (unknown, unlisted or hidden)."""
    return listing_rows(listings_listed().filter(id=listing_id)).first()
