import math

import pytest

from ..geo import EARTH_RADIUS_KM, bounding_box, box_cells, distance_km, haversine_km, point_columns, rounded_point


def test_distance_is_the_specs_helper_rounded_up():
    # The frontend's helper (src/utils/geo.test.ts) gives Beijing → Shanghai 1067.3 km.
    assert distance_km(116.4074, 39.9042, 121.4737, 31.2304) == 1068
    assert distance_km(116.4, 39.9, 116.4, 39.9) == 0


def test_points_are_rounded_to_about_a_kilometre():
    lng, lat = rounded_point(116.40741, 39.90419)
    assert (lng, lat) == (116.41, 39.9)
    assert lng is not None and lat is not None
    assert haversine_km(116.40741, 39.90419, lng, lat) < 1.2
    assert rounded_point(None, 1.0) == (None, None)


def _destination(lng: float, lat: float, bearing: float, km: float) -> tuple[float, float]:
    """The point `km` away from (lng, lat) heading `bearing` degrees on the sphere."""
    d, theta = km / EARTH_RADIUS_KM, math.radians(bearing)
    phi1, lambda1 = math.radians(lat), math.radians(lng)
    phi2 = math.asin(math.sin(phi1) * math.cos(d) + math.cos(phi1) * math.sin(d) * math.cos(theta))
    lambda2 = lambda1 + math.atan2(
        math.sin(theta) * math.sin(d) * math.cos(phi1), math.cos(d) - math.sin(phi1) * math.sin(phi2)
    )
    return (math.degrees(lambda2) + 540) % 360 - 180, math.degrees(phi2)


@pytest.mark.parametrize(("lng", "lat"), [(116.4, 39.9), (179.9, 10.0), (-179.9, -10.0), (0.0, 89.5), (20.0, -60.0)])
def test_the_box_holds_every_point_within_the_radius(lng, lat):
    box = bounding_box(lng, lat, 100)
    for bearing in range(0, 360, 15):
        point_lng, point_lat = _destination(lng, lat, bearing, 99.9)
        assert box.min_lat <= point_lat <= box.max_lat
        if box.wraps:
            assert point_lng >= box.min_lng or point_lng <= box.max_lng
        else:
            assert box.min_lng <= point_lng <= box.max_lng


@pytest.mark.parametrize(("lng", "lat"), [(116.4, 39.9), (179.9, 10.0), (-179.9, -10.0), (20.0, -60.0), (0.0, 0.0)])
def test_the_boxs_cells_hold_every_point_within_the_radius(lng, lat):
    cells = box_cells(bounding_box(lng, lat, 100))
    assert cells is not None and len(cells) <= 12
    for bearing in range(0, 360, 15):
        for km in (0, 50, 99.9):
            assert point_columns(*_destination(lng, lat, bearing, km))["cell"] in cells


def test_a_wide_box_is_bound_without_cells():
    assert box_cells(bounding_box(116.4, 39.9, 1000)) is None
    assert box_cells(bounding_box(0.0, 89.5, 100)) is None
    assert point_columns(None, 39.9) == dict.fromkeys(("lng", "lat", "x", "y", "z", "cell"))
    assert point_columns(180.0, 90.0)["cell"] == point_columns(179.5, 89.5)["cell"]
