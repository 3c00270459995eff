"""Region names in the market's answers, the place search and the nearby list's filters."""

import pytest
from django.core.cache import cache

from ..models import Listing
from .helpers import API, BEIJING, SHANGHAI

pytestmark = pytest.mark.django_db
LIST = f"{API}/market/applications"
PLACES = f"{API}/market/places"
NEAR_BEIJING = f"{BEIJING[0]},{BEIJING[1]}"


def data(response, status: int = 200):
    assert response.status_code == status, response.content
    return response.json()["data"]


def names(answer, market) -> list[str]:
    by_id = {listing.id: name for name, listing in market.items()}
    return [by_id[item["id"]] for item in answer["items"]]


def test_listings_name_their_region_in_the_callers_language(anon, market):
    english = {item["id"]: item["region"] for item in data(anon.get(LIST))["items"]}
    chinese = {item["id"]: item["region"] for item in data(anon.get(LIST, HTTP_ACCEPT_LANGUAGE="zh"))["items"]}
    assert english[market["langfang"].id] == "Langfang, Hebei" and chinese[market["langfang"].id] == "河北廊坊"
    assert english[market["shanghai"].id] == "Shanghai" and chinese[market["shanghai"].id] == "上海"
    detail = data(anon.get(f"{LIST}/{market['beijing'].id}", HTTP_ACCEPT_LANGUAGE="zh"))
    assert detail["region"] == "北京"


def test_a_listing_without_a_location_has_no_region(anon, market):
    Listing.objects.filter(id=market["shanghai"].id).update(lng=None, lat=None)
    shanghai = data(anon.get(f"{LIST}/{market['shanghai'].id}"))
    assert shanghai["location"] is None and shanghai["region"] is None


def test_places_are_found_by_either_name(anon):
    found = data(anon.get(PLACES, {"q": "shang"}))
    assert found[0] == {"name": "Shanghai", "region": "Shanghai", "lng": 121.47, "lat": 31.23}
    chinese = data(anon.get(PLACES, {"q": "杭州"}, HTTP_ACCEPT_LANGUAGE="zh"))
    assert chinese == [{"name": "杭州", "region": "浙江杭州", "lng": 120.16, "lat": 30.27}]
    assert len(data(anon.get(PLACES, {"q": "a", "limit": 3}))) == 3
    assert data(anon.get(PLACES, {"q": "nowhere-at-all"})) == []


@pytest.mark.parametrize("query", [{}, {"q": ""}, {"q": "x" * 101}, {"q": "a", "limit": 0}, {"q": "a", "limit": 21}])
def test_a_bad_place_search_is_a_field_error(anon, query):
    response = anon.get(PLACES, query, HTTP_ACCEPT_LANGUAGE="zh")
    assert response.status_code == 400 and response.json()["error"] == "validation_error"


def test_place_searches_are_limited_per_address(anon, settings):
    settings.PLACE_SEARCH_RATE = "3/minute"
    cache.clear()
    assert [anon.get(PLACES, {"q": "bei"}).status_code for _ in range(3)] == [200, 200, 200]
    refused = anon.get(PLACES, {"q": "bei"})
    assert refused.status_code == 429 and refused.json()["error"] == "too_many_requests"
    cache.clear()


def test_a_point_is_named(anon):
    assert data(anon.get(f"{API}/market/region", {"near": f"{SHANGHAI[0]},{SHANGHAI[1]}"})) == {"region": "Shanghai"}
    zh = data(anon.get(f"{API}/market/region", {"near": "120.16,30.27"}, HTTP_ACCEPT_LANGUAGE="zh"))
    assert zh == {"region": "浙江杭州"}


@pytest.mark.parametrize("query", [{}, {"near": "north"}, {"near": "200,10"}, {"near": "10,nan"}, {"near": "1," * 40}])
def test_a_bad_point_is_a_field_error(anon, query):
    response = anon.get(f"{API}/market/region", query)
    assert response.status_code == 400 and "near" in response.json()["data"]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ({}, ["beijing", "langfang"]),
        ({"gpu": "4090"}, ["beijing"]),
        ({"min_vram_bytes": 16 * 1024**3}, ["beijing"]),
        ({"min_gpus": 1}, ["beijing"]),
        ({"tier": "high"}, ["beijing"]),
        ({"min_price": "2"}, ["beijing"]),
        ({"min_price": "1", "max_price": "2"}, ["langfang"]),
        ({"q": "jelly"}, ["langfang"]),
        ({"sort": "-price"}, ["beijing", "langfang"]),
        ({"max_km": 1000, "sort": "price"}, ["langfang", "beijing"]),
    ],
)
def test_nearby_takes_the_markets_filters(anon, market, query, expected):
    answer = data(anon.get(LIST, {"near": NEAR_BEIJING, "max_km": 100, "sort": "distance", **query}))
    assert names(answer, market) == expected
    assert all(item["distance_km"] is not None and item["region"] for item in answer["items"])


def test_nearby_keeps_to_the_free_ones_when_asked(anon, market):
    Listing.objects.filter(id=market["beijing"].id).update(busy=True)
    answer = data(anon.get(LIST, {"near": NEAR_BEIJING, "sort": "distance", "available": "true"}))
    assert names(answer, market) == ["langfang"]


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"min_price": "3", "max_price": "2"}, "min_price"),
        ({"min_price": "-1"}, "min_price"),
        ({"min_price": "cheap"}, "min_price"),
        ({"min_gpus": 65}, "min_gpus"),
        ({"q": "x" * 101}, "q"),
    ],
)
def test_bad_nearby_filters_are_field_errors(anon, query, field):
    response = anon.get(LIST, {"near": NEAR_BEIJING, "sort": "distance", **query}, HTTP_ACCEPT_LANGUAGE="zh")
    assert response.status_code == 400
    assert field in response.json()["data"]
