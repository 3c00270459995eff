"""The offline place table: a point's region name and the search by name."""

import pytest
from django.utils import translation

from apps.common.places import COARSE_KM, NAMED_KM, place_region, place_search, places


def labels(found, language="en"):
    return [place.label(language) for place in found]


def test_the_table_holds_china_and_the_world_without_a_duplicate_or_a_bad_point():
    table = places()
    china = [place for place in table if place.country_en == "China"]
    assert len(china) >= 150 and len(table) >= 300
    assert all(place.province_en and place.province_zh for place in china)
    assert all(-90 <= place.lat <= 90 and -180 <= place.lng <= 180 for place in table)
    assert all(place.name_en and place.name_zh and place.country_zh for place in table)
    named = [(place.name_en, place.province_en, place.country_en) for place in table]
    assert len(set(named)) == len(named)


@pytest.mark.parametrize(
    ("point", "en", "zh"),
    [
        ((120.16, 30.27), "Hangzhou, Zhejiang", "浙江杭州"),
        ((121.4737, 31.2304), "Shanghai", "上海"),
        ((116.6838, 39.538), "Langfang, Hebei", "河北廊坊"),
        ((139.7, 35.7), "Tokyo, Japan", "日本东京"),
        ((114.17, 22.32), "Hong Kong", "香港"),
        ((103.82, 1.35), "Singapore", "新加坡"),
    ],
)
def test_a_point_is_named_after_the_nearest_place_in_the_callers_language(point, en, zh):
    assert place_region(lng=point[0], lat=point[1], language="en") == en
    assert place_region(lng=point[0], lat=point[1], language="zh") == zh


def test_farther_than_a_city_it_is_the_province_or_country_and_past_that_unknown():
    # The Taklamakan desert: over NAMED_KM from any place of the table, within COARSE_KM of Korla.
    assert NAMED_KM < 200 < COARSE_KM
    assert place_region(lng=84.0, lat=39.5, language="en") == "Xinjiang"
    assert place_region(lng=84.0, lat=39.5, language="zh") == "新疆"
    # Inland New South Wales: Australia's cities have no province.
    assert place_region(lng=146.0, lat=-31.0, language="zh") == "澳大利亚"
    # The South Pacific.
    assert place_region(lng=-130.0, lat=-45.0, language="en") == "Unknown region"
    with translation.override("en"):  # the answer follows the asked language, not the active one
        assert place_region(lng=-130.0, lat=-45.0, language="zh") == "未知地区"


@pytest.mark.parametrize(
    ("q", "first"),
    [
        ("hangzhou", "Hangzhou, Zhejiang"),
        ("HANG", "Hangzhou, Zhejiang"),
        ("杭州", "Hangzhou, Zhejiang"),
        ("杭", "Hangzhou, Zhejiang"),
        ("xian", "Xi'an, Shaanxi"),  # named so before those that start so (Xiangyang)
        ("sao paulo", "São Paulo, Brazil"),
        ("tokyo", "Tokyo, Japan"),
        ("东京", "Tokyo, Japan"),
    ],
)
def test_search_finds_a_place_by_either_name_case_and_accents_aside(q, first):
    assert labels(place_search(q=q))[0] == first


def test_search_puts_names_starting_so_before_names_holding_it_then_provinces():
    found = labels(place_search(q="zhou", limit=20))
    assert found[0] == "Zhoushan, Zhejiang" and "Hangzhou, Zhejiang" in found
    # "Zhejiang" names no place: the province's places, the capital first.
    assert labels(place_search(q="zhejiang", limit=3)) == [
        "Hangzhou, Zhejiang",
        "Ningbo, Zhejiang",
        "Wenzhou, Zhejiang",
    ]
    assert labels(place_search(q="浙江", limit=1), "zh") == ["浙江杭州"]


def test_search_keeps_to_the_limit_and_finds_nothing_for_nothing():
    assert len(place_search(q="a", limit=5)) == 5
    assert place_search(q="   ") == [] and place_search(q="qqqq") == []
