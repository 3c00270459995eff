"""The market calls through HTTP: public to everyone alike, listed listings only."""

import re
from urllib.parse import unquote

import pytest
import segno
from django.test import override_settings

from apps.common.role_matrix import matrix_covers
from apps.devices.services import device_mark_offline
from apps.devices.tests.helpers import GIB
from apps.installs.tests.helpers import API as INSTALLS_API

from ..models import DeviceReliability, Listing
from ..services import listing_hide
from .helpers import API, BEIJING, GPU_4090, SHANGHAI, listing_of, rentable_app

pytestmark = pytest.mark.django_db
LIST = f"{API}/market/applications"


def data(response, status: int = 200):
    assert response.status_code == status, response.content
    return response.json()["data"]


def ids(answer) -> list[int]:
    return [item["id"] for item in answer["items"]]


def test_the_list_is_recommended_first_with_everything_a_card_shows(anon, market, individual):
    answer = data(anon.get(LIST))
    assert answer["total"] == 3
    # None has figures yet: the high tier first, then the cheapest of the standard tier.
    assert ids(answer) == [market["beijing"].id, market["langfang"].id, market["shanghai"].id]
    item = answer["items"][0]
    assert item["installed_app_id"] == market["beijing"].installed_app_id
    assert item["name"] == "Ollama" and item["tier"] == "high" and item["price_per_hour"] == "3.00"
    assert item["gpus"] == [GPU_4090]
    assert item["labels"] == [{"slug": "ai", "name": "Ai"}]
    assert item["location"] == {"lng": 116.41, "lat": 39.9}
    assert item["provider_name"] == individual.user.name
    assert item["distance_km"] is None and item["reliability"] is None


def test_a_listing_says_what_renting_it_holds_first(anon, market, settings):
    """One billing period's price, rounded to the cent as the rental's first hold is."""
    settings.RENTAL_BILLING_SECONDS = 600
    beijing = data(anon.get(f"{LIST}/{market['beijing'].id}"))
    assert beijing["first_hold"] == "0.50"  # 3.00 an hour for 10 minutes
    settings.RENTAL_BILLING_SECONDS = 3600
    shanghai = data(anon.get(f"{LIST}/{market['shanghai'].id}"))
    assert shanghai["first_hold"] == "2.00"


def test_names_follow_the_callers_language(anon, market):
    answer = data(anon.get(LIST, {"gpu": "4090"}, HTTP_ACCEPT_LANGUAGE="zh"))
    assert answer["items"][0]["name"] == "奥拉玛"
    assert answer["items"][0]["labels"] == [{"slug": "ai", "name": "人工智能"}]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ({"label": "media"}, ["langfang", "shanghai"]),
        ({"type": "server"}, ["beijing", "langfang", "shanghai"]),
        ({"type": "nas"}, []),
        ({"gpu": "rtx"}, ["beijing"]),
        ({"min_vram_bytes": 16 * GIB}, ["beijing"]),
        ({"min_gpus": 1}, ["beijing"]),
        ({"min_gpus": 2}, []),
        ({"tier": "high"}, ["beijing"]),
        ({"max_price": "2"}, ["langfang", "shanghai"]),
        ({"sort": "newest"}, ["shanghai", "langfang", "beijing"]),
        ({"sort": "price"}, ["langfang", "shanghai", "beijing"]),
        ({"sort": "-price"}, ["beijing", "shanghai", "langfang"]),
        ({"label": "nothing-here"}, []),
    ],
)
def test_filters_and_sorts(anon, market, query, expected):
    assert ids(data(anon.get(LIST, query))) == [market[name].id for name in expected]


def test_recommended_puts_proven_providers_first_and_available_hides_the_busy(anon, market):
    for name, uptime in (("langfang", 0.99), ("shanghai", 0.6)):
        DeviceReliability.objects.create(device_id=market[name].device_id, uptime_7d=uptime)
    # Proven (95 % or more of the week), then with figures, then untested, whatever the tier.
    assert ids(data(anon.get(LIST))) == [market["langfang"].id, market["shanghai"].id, market["beijing"].id]
    near = {"near": f"{BEIJING[0]},{BEIJING[1]}", "max_km": 1000}
    # The same order when a radius makes it a nearby search (Shanghai is beyond it).
    assert ids(data(anon.get(LIST, near))) == [market["langfang"].id, market["beijing"].id]
    Listing.objects.filter(id=market["langfang"].id).update(busy=True)
    available = data(anon.get(LIST, {"available": "true"}))
    assert ids(available) == [market["shanghai"].id, market["beijing"].id]
    assert len(ids(data(anon.get(LIST)))) == 3


def test_near_adds_distances_and_distance_sort_keeps_to_100_km(anon, market):
    near = f"{BEIJING[0]},{BEIJING[1]}"
    everywhere = data(anon.get(LIST, {"near": near}))
    assert everywhere["total"] == 3
    distances = {item["id"]: item["distance_km"] for item in everywhere["items"]}
    assert distances[market["beijing"].id] == 1  # from the rounded point, rounded up
    assert 1060 < distances[market["shanghai"].id] < 1075
    nearest = data(anon.get(LIST, {"near": near, "sort": "distance"}))
    assert ids(nearest) == [market["beijing"].id, market["langfang"].id]
    assert [item["distance_km"] for item in nearest["items"]] == sorted(
        item["distance_km"] for item in nearest["items"]
    )
    within = data(anon.get(LIST, {"near": near, "max_km": 5, "sort": "price"}))
    assert ids(within) == [market["beijing"].id]
    # max_km is capped at 1000 km: Shanghai (about 1067 km) stays out.
    capped = data(anon.get(LIST, {"near": near, "max_km": 5000, "sort": "-price"}))
    assert ids(capped) == [market["beijing"].id, market["langfang"].id]
    paged = data(anon.get(LIST, {"near": near, "sort": "distance", "limit": 1, "offset": 1}))
    assert paged["total"] == 2 and ids(paged) == [market["langfang"].id]


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ({"near": "north"}, "near"),
        ({"near": "200,10"}, "near"),
        ({"near": "10,nan"}, "near"),
        ({"max_km": 10}, "max_km"),
        ({"sort": "distance"}, "sort"),
        ({"sort": "cheapest"}, "sort"),
        ({"tier": "ultra"}, "tier"),
        ({"min_vram_bytes": -1}, "min_vram_bytes"),
        ({"min_gpus": 0}, "min_gpus"),
        ({"max_price": "lots"}, "max_price"),
        ({"near": "1,1", "max_km": 0}, "max_km"),
    ],
)
def test_bad_filters_are_field_errors(anon, query, field):
    response = anon.get(LIST, query, HTTP_ACCEPT_LANGUAGE="zh")
    assert response.status_code == 400
    body = response.json()
    assert body["error"] == "validation_error" and field in body["data"]


def test_a_bad_filter_reads_in_chinese(anon):
    body = anon.get(LIST, {"sort": "distance"}, HTTP_ACCEPT_LANGUAGE="zh").json()
    assert body["data"]["sort"][0].startswith("按距离排序")


def test_groups_by_label_with_totals(anon, market):
    groups = data(anon.post(f"{API}/market/applications-groupby-labels", {"size": 1}, format="json"))
    assert [(group["label"]["slug"], group["total"]) for group in groups] == [("ai", 2), ("media", 2)]
    # Each group's best pick: the recommended order (the high tier, then the cheapest).
    assert [[item["id"] for item in group["listings"]] for group in groups] == [
        [market["beijing"].id],
        [market["langfang"].id],
    ]
    # A rented listing gives way to a free one.
    Listing.objects.filter(id=market["beijing"].id).update(busy=True)
    groups = data(anon.post(f"{API}/market/applications-groupby-labels", {"size": 1}, format="json"))
    assert groups[0]["listings"][0]["id"] == market["langfang"].id
    near = data(
        anon.post(f"{API}/market/applications-groupby-labels", {"near": f"{SHANGHAI[0]},{SHANGHAI[1]}"}, format="json")
    )
    shanghai = next(item for item in near[1]["listings"] if item["id"] == market["shanghai"].id)
    assert shanghai["distance_km"] == 1
    bad = anon.post(f"{API}/market/applications-groupby-labels", {"size": 99}, format="json")
    assert bad.status_code == 400 and "size" in bad.json()["data"]


def test_search_finds_names_labels_and_gpus_in_both_languages(anon, market):
    search = f"{API}/market/search"
    assert ids(data(anon.get(search, {"q": "olla"}))) == [market["beijing"].id]
    assert ids(data(anon.get(search, {"q": "拉玛"}))) == [market["beijing"].id]
    assert ids(data(anon.get(search, {"q": "RTX"}))) == [market["beijing"].id]
    assert set(ids(data(anon.get(search, {"q": "媒体"})))) == {market["langfang"].id, market["shanghai"].id}
    assert anon.get(search).status_code == 400
    Listing.objects.filter(id=market["beijing"].id).update(busy=True)
    assert ids(data(anon.get(search, {"q": "RTX", "available": "true"}))) == []
    assert ids(data(anon.get(search, {"q": "RTX"}))) == [market["beijing"].id]


def test_the_list_narrows_a_search_by_the_filters_and_sorts_it(anon, market):
    media = {"q": "媒体"}
    assert set(ids(data(anon.get(LIST, media)))) == {market["langfang"].id, market["shanghai"].id}
    assert ids(data(anon.get(LIST, {**media, "sort": "price"}))) == [market["langfang"].id, market["shanghai"].id]
    assert ids(data(anon.get(LIST, {**media, "max_price": "1.50"}))) == [market["langfang"].id]
    assert ids(data(anon.get(LIST, {"q": "RTX", "tier": "high"}))) == [market["beijing"].id]
    assert ids(data(anon.get(LIST, {"q": "RTX", "tier": "basic"}))) == []
    # Blank is no search; the list's own checks still hold.
    assert len(ids(data(anon.get(LIST, {"q": ""})))) == 3
    response = anon.get(LIST, {"q": "x" * 101})
    assert response.status_code == 400 and "q" in response.json()["data"]


def test_details_and_what_is_not_there(anon, market):
    detail = f"{API}/market/applications"
    assert data(anon.get(f"{detail}/{market['beijing'].id}"))["name"] == "Ollama"
    listing_hide(listing_id=market["beijing"].id, reason="spam")
    device_mark_offline(device_id=market["langfang"].device_id)
    for gone in (market["beijing"].id, market["langfang"].id, 999999):
        response = anon.get(f"{detail}/{gone}")
        assert response.status_code == 404 and response.json()["error"] == "not_found"
    assert ids(data(anon.get(LIST))) == [market["shanghai"].id]


@override_settings(DOWNLOAD_LINKS={"windows": "https://example.com/z.exe", "ios": "https://apps.example.com/z"})
def test_download_links_answer_empty_when_unset(anon):
    answer = data(anon.get(f"{API}/download/links"))
    qr = answer.pop("qr_svg")
    assert answer == {
        "windows": "https://example.com/z.exe",
        "mac": "",
        "android": "",
        "ios": "https://apps.example.com/z",
    }
    assert qr["mac"] == qr["android"] == ""
    for platform in ("windows", "ios"):
        assert qr[platform].startswith("data:image/svg+xml")
        # No QR decoder is installed: read the SVG's dark modules back and compare with the symbol segno makes
        # for exactly that link (a different link gives a different symbol).
        assert svg_modules(qr[platform]) == symbol_modules(answer[platform])
        assert svg_modules(qr[platform]) != symbol_modules(answer[platform] + "x")


QR_BORDER = 4


def symbol_modules(url: str) -> set[tuple[int, int]]:
    matrix = segno.make(url, error="m", micro=False).matrix
    return {(x + QR_BORDER, y + QR_BORDER) for y, row in enumerate(matrix) for x, dark in enumerate(row) if dark}


def svg_modules(uri: str) -> set[tuple[int, int]]:
    """The dark modules segno's SVG path draws: `M`/`m` move to a row's middle, each `h` is a run of modules."""
    svg = unquote(uri.partition(",")[2])
    assert "<path fill='#fff' d='M0 0h" in svg  # a white background under the black modules
    path = re.search(r"stroke='#000' d='([^']+)'", svg)
    assert path is not None
    x = y = 0.0
    dark: set[tuple[int, int]] = set()
    for command, numbers in re.findall(r"([MmHh])([-\d.\s]+)", path.group(1)):
        values = [float(n) for n in numbers.split()]
        if command == "M":
            x, y = values
        elif command == "m":
            x, y = x + values[0], y + values[1]
        else:
            run = values[0]
            dark.update((int(x + i), int(y)) for i in range(int(run)))
            x += run
    return dark


def test_map_settings_are_empty_by_default_so_the_map_uses_the_offline_basemap(anon):
    assert data(anon.get(f"{API}/market/map-settings")) == {"style_url": "", "access_token": ""}


@override_settings(MAP_STYLE_URL="https://tiles.example.com/style.json", MAP_ACCESS_TOKEN="pk.public")
def test_map_settings_give_the_configured_style_and_token(anon):
    assert data(anon.get(f"{API}/market/map-settings")) == {
        "style_url": "https://tiles.example.com/style.json",
        "access_token": "pk.public",
    }


CALLS: list[tuple[str, str, dict | None]] = [
    ("get", LIST, None),
    ("get", f"{API}/market/search?q=app", None),
    ("post", f"{API}/market/applications-groupby-labels", {}),
    ("get", f"{API}/download/links", None),
    ("get", f"{API}/market/basemap", None),
    ("get", f"{API}/market/map-settings", None),
    ("get", f"{LIST}?near=116.4,39.9&sort=distance", None),
    ("get", f"{API}/market/places?q=bei", None),
    ("get", f"{API}/market/region?near=116.4,39.9", None),
]
matrix_covers([(method, url) for method, url, _body in CALLS])
matrix_covers([("get", f"{LIST}/{{listing}}")])


@pytest.mark.parametrize(("method", "url", "body"), CALLS)
def test_every_caller_gets_the_same_public_answer(client_for, personas, market, method, url, body):
    answers = [
        getattr(client_for(persona), method)(url, body, format="json")
        if body is not None
        else getattr(client_for(persona), method)(url)
        for persona in [None, *personas.values()]
    ]
    assert {answer.status_code for answer in answers} == {200}
    assert len({answer.content for answer in answers}) == 1


def test_the_detail_is_the_same_for_everyone_and_never_leaks_contact_or_the_exact_point(
    client_for, personas, market, individual
):
    individual.user.email, individual.user.phone_number = "secret@example.com", "+8613800000000"
    individual.user.save()
    listing = market["beijing"]
    responses = [client_for(p).get(f"{LIST}/{listing.id}") for p in [None, *personas.values()]]
    assert {response.status_code for response in responses} == {200}
    answers = {response.content for response in responses}
    assert len(answers) == 1
    text = answers.pop().decode()
    assert "secret@example.com" not in text and "13800000000" not in text
    assert str(BEIJING[0]) not in text and str(BEIJING[1]) not in text


def test_another_providers_hidden_listing_is_404_for_its_own_provider_too(client_for, individual, market):
    listing_hide(listing_id=market["beijing"].id, reason="spam")
    assert client_for(individual).get(f"{LIST}/{market['beijing'].id}").status_code == 404


def test_the_offline_basemap_is_land_as_geojson_cached_by_clients(anon):
    response = anon.get(f"{API}/market/basemap")
    assert response.status_code == 200
    assert "max-age=86400" in response["Cache-Control"] and "public" in response["Cache-Control"]
    land = response.json()["data"]
    assert land["type"] == "FeatureCollection" and len(land["features"]) == 1
    polygons = land["features"][0]["geometry"]["coordinates"]
    assert land["features"][0]["geometry"]["type"] == "MultiPolygon" and len(polygons) > 100
    # China's coast is there: a ring holds a point near Shanghai's shore.
    assert any(
        abs(lng - 121.5) < 1.5 and abs(lat - 31) < 1.5 for polygon in polygons for ring in polygon for lng, lat in ring
    )


def test_the_installed_apps_page_links_to_its_listing_while_the_market_shows_it(client_for, individual):
    installed = rentable_app(individual.actor)
    page = f"{INSTALLS_API}/apps/{installed.id}"
    assert client_for(individual).get(page).json()["data"]["listing_id"] == listing_of(installed).id
    listing_hide(listing_id=listing_of(installed).id, reason="Misleading name")
    assert client_for(individual).get(page).json()["data"]["listing_id"] is None
