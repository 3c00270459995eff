"""Distances on the earth as the spec's helper computes them (kilometres rounded up, earth
radius 6371; the same as `frontend/src/utils/geo.ts`), the bounding box that prefilters a
nearby search on the indexed lat/lng columns (and the one-degree cells it touches), and the
unit-sphere point whose dot product with the asked one the database bounds and orders the
candidates by."""

import math
from dataclasses import dataclass

from apps.common.earth import EARTH_RADIUS_KM, haversine_km

# A listing keeps its point to two decimals: at most about 1.1 km from the device.
POINT_DECIMALS = 2
KM_PER_DEGREE = math.pi * EARTH_RADIUS_KM / 180
# A listing's one-degree cell: a nearby search seeks the index in the few cells its box
# touches instead of reading the whole band of latitudes; past this many cells the box alone.
LNG_CELLS = 360
MAX_BOX_CELLS = 100


@dataclass(frozen=True)
class Box:
    min_lat: float
    max_lat: float
    min_lng: float
    max_lng: float
    # A box crossing the antimeridian wraps: its longitudes are outside [max_lng, min_lng].
    wraps: bool = False


def rounded_point(lng: float | None, lat: float | None) -> tuple[float | None, float | None]:
    if lng is None or lat is None:
        return None, None
    return round(lng, POINT_DECIMALS), round(lat, POINT_DECIMALS)


def point_columns(lng: float | None, lat: float | None) -> dict[str, float | int | None]:
    """The columns a listing keeps of its device's point: rounded to about a kilometre, on
    the unit sphere, and its cell; all None without a point."""
    lng, lat = rounded_point(lng, lat)
    if lng is None or lat is None:
        return dict.fromkeys(("lng", "lat", "x", "y", "z", "cell"))
    x, y, z = unit_vector(lng, lat)
    return {"lng": lng, "lat": lat, "x": x, "y": y, "z": z, "cell": _row(lat) * LNG_CELLS + _column(lng)}


def _row(lat: float) -> int:
    return min(int(lat + 90), 179)


def _column(lng: float) -> int:
    return min(int(lng + 180), LNG_CELLS - 1)


def box_cells(box: Box) -> list[int] | None:
    """The cells `box` touches; None past `MAX_BOX_CELLS` (a wide box: bound by it alone)."""
    rows = range(_row(box.min_lat), _row(box.max_lat) + 1)
    low, high = _column(box.min_lng), _column(box.max_lng)
    columns = [*range(low, LNG_CELLS), *range(high + 1)] if box.wraps else list(range(low, high + 1))
    if len(rows) * len(columns) > MAX_BOX_CELLS:
        return None
    return [row * LNG_CELLS + column for row in rows for column in columns]


def unit_vector(lng: float, lat: float) -> tuple[float, float, float]:
    """The point on the unit sphere: the dot product of two of them is the cosine of their
    great-circle angle, which falls as the distance grows, so a database bounds and orders
    by it with plain arithmetic (`closeness_at`) exactly as the haversine distance would."""
    phi, lam = math.radians(lat), math.radians(lng)
    return math.cos(phi) * math.cos(lam), math.cos(phi) * math.sin(lam), math.sin(phi)


def closeness_at(km: float) -> float:
    """The dot product of unit-sphere points `km` apart on the earth."""
    return math.cos(min(km / EARTH_RADIUS_KM, math.pi))


def distance_km(lng1: float, lat1: float, lng2: float, lat2: float) -> int:
    """The spec's distance helper: kilometres between two points, rounded up."""
    return math.ceil(haversine_km(lng1, lat1, lng2, lat2))


def bounding_box(lng: float, lat: float, km: float) -> Box:
    """A box holding every point within `km` of (lng, lat); near a pole it spans every
    longitude."""
    d_lat = km / KM_PER_DEGREE
    min_lat, max_lat = max(-90.0, lat - d_lat), min(90.0, lat + d_lat)
    widest = max(abs(min_lat), abs(max_lat))
    if widest >= 89.9:
        return Box(min_lat, max_lat, -180.0, 180.0)
    d_lng = d_lat / math.cos(math.radians(widest))
    if d_lng >= 180:
        return Box(min_lat, max_lat, -180.0, 180.0)
    low, high = lng - d_lng, lng + d_lng
    if low < -180:
        return Box(min_lat, max_lat, low + 360, high, wraps=True)
    if high > 180:
        return Box(min_lat, max_lat, low, high - 360, wraps=True)
    return Box(min_lat, max_lat, low, high)
