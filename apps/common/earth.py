"""The earth's great-circle distance (haversine, radius 6371 km, as the spec's helper and
`frontend/src/utils/geo.ts`): the market's distances and the place table's nearest place."""

import math

EARTH_RADIUS_KM = 6371


def haversine_km(lng1: float, lat1: float, lng2: float, lat2: float) -> float:
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    d_phi, d_lambda = phi2 - phi1, math.radians(lng2 - lng1)
    a = math.sin(d_phi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(d_lambda / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(a)))
