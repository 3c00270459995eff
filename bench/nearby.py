"""How fast the market's nearby call answers, against the same call with the distance
prefilter off (every listing scanned), in one run on the same city-clustered data.

Fills its own SQLite file (unless DATABASE_URL is set) with 100,000 listings spread over
China, most of them around sixty cities and the rest anywhere, then asks
`GET /api/rmp/v1/market/applications?near=<a city>&sort=distance&limit=20` (the 20 nearest
within 100 km) through the API in this process, first with the prefilter on, then off.

    .venv/bin/python bench/nearby.py [--listings 100000] [--calls 200]

Prints the p50 and p95 of each and the p50 ratio (the figure that counts; the issue's
target: >= 100x, p50 <= 20 ms on SQLite). Nothing listens on the network.
"""

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# name, lng, lat
CITIES = [
    ("Beijing", 116.41, 39.90), ("Tianjin", 117.20, 39.08), ("Shijiazhuang", 114.51, 38.04),
    ("Taiyuan", 112.55, 37.87), ("Hohhot", 111.75, 40.84), ("Shenyang", 123.43, 41.80),
    ("Dalian", 121.61, 38.91), ("Changchun", 125.32, 43.82), ("Harbin", 126.53, 45.80),
    ("Shanghai", 121.47, 31.23), ("Nanjing", 118.80, 32.06), ("Suzhou", 120.59, 31.30),
    ("Wuxi", 120.31, 31.49), ("Hangzhou", 120.16, 30.27), ("Ningbo", 121.55, 29.87),
    ("Hefei", 117.23, 31.82), ("Fuzhou", 119.30, 26.08), ("Xiamen", 118.09, 24.48),
    ("Nanchang", 115.86, 28.68), ("Jinan", 117.12, 36.65), ("Qingdao", 120.38, 36.07),
    ("Zhengzhou", 113.63, 34.75), ("Luoyang", 112.45, 34.62), ("Wuhan", 114.31, 30.59),
    ("Changsha", 112.94, 28.23), ("Guangzhou", 113.26, 23.13), ("Shenzhen", 114.06, 22.54),
    ("Dongguan", 113.75, 23.02), ("Foshan", 113.12, 23.02), ("Nanning", 108.37, 22.82),
    ("Haikou", 110.20, 20.04), ("Chongqing", 106.55, 29.56), ("Chengdu", 104.07, 30.57),
    ("Guiyang", 106.63, 26.65), ("Kunming", 102.83, 24.88), ("Lhasa", 91.14, 29.65),
    ("Xi'an", 108.94, 34.34), ("Lanzhou", 103.83, 36.06), ("Xining", 101.78, 36.62),
    ("Yinchuan", 106.23, 38.49), ("Urumqi", 87.62, 43.83), ("Kashgar", 75.99, 39.47),
    ("Xuzhou", 117.28, 34.20), ("Wenzhou", 120.70, 28.00), ("Yantai", 121.45, 37.46),
    ("Tangshan", 118.18, 39.63), ("Baotou", 109.84, 40.66), ("Handan", 114.54, 36.63),
    ("Zibo", 118.05, 36.81), ("Quanzhou", 118.68, 24.87), ("Zhuhai", 113.58, 22.27),
    ("Shantou", 116.68, 23.35), ("Liuzhou", 109.41, 24.33), ("Guilin", 110.29, 25.27),
    ("Mianyang", 104.68, 31.47), ("Yichang", 111.29, 30.69), ("Xiangyang", 112.14, 32.04),
    ("Ganzhou", 114.93, 25.83), ("Daqing", 125.10, 46.59), ("Jilin", 126.55, 43.84),
]  # fmt: skip
# The points asked about: city centres, so the nearby answers are full.
ASKED = ["Beijing", "Shanghai", "Guangzhou", "Chengdu", "Wuhan", "Xi'an", "Hangzhou", "Shenyang", "Kunming", "Harbin"]
LIST = "/api/rmp/v1/market/applications"


def configure() -> None:
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key-not-a-secret-0123456789abcdef")
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.dev"
    os.environ.setdefault("DJANGO_DEBUG", "false")  # as in production: no query log
    os.environ["CELERY_TASK_ALWAYS_EAGER"] = "true"

    import django

    django.setup()


def points(count: int, rng: random.Random) -> list[tuple[float, float]]:
    """90% around the cities (about 20 km apart from their centres), the rest anywhere in
    China's box."""
    found = []
    for n in range(count):
        if n % 10 == 9:
            found.append((rng.uniform(75, 134), rng.uniform(19, 52)))
        else:
            _name, lng, lat = CITIES[n % len(CITIES)]
            found.append((lng + rng.gauss(0, 0.25), lat + rng.gauss(0, 0.18)))
    return found


def listing_base(count: int, *, provider_name: str) -> tuple[dict, list]:
    """What `count` bench listings stand on: one provider, device and app (the calls read
    only the listings' own columns) and `count` installed apps (one each, as listings need);
    answers the listing fields they share and the installed apps. Inside a transaction."""
    from apps.accounts.tests.factories import UserFactory
    from apps.devices.tests.helpers import make_device
    from apps.installs.models import InstalledApp
    from apps.store.tests.helpers import make_app

    provider = UserFactory.create(name=provider_name)
    device, app = make_device(None), make_app()
    installs = InstalledApp.objects.bulk_create(
        [InstalledApp(device=device, owner_user=provider, app=app) for _ in range(count)], batch_size=5000
    )
    shared = {"device": device, "app": app, "provider": provider, "provider_name": provider.name, "listed": True}
    return shared, installs


def fill(count: int) -> None:
    """`count` listed listings at `points()`, over one device and app (the call reads only
    the listings' own columns, so how many devices there are changes nothing)."""
    from decimal import Decimal

    from django.db import transaction

    from apps.listings.geo import point_columns
    from apps.listings.models import Listing

    rng = random.Random(13)
    with transaction.atomic():
        shared, installs = listing_base(count, provider_name="bench-provider")
        listings = []
        for installed, (lng, lat) in zip(installs, points(count, rng), strict=True):
            listings.append(
                Listing(
                    installed_app=installed,
                    **shared,
                    price_per_hour=Decimal(rng.randrange(50, 2000)) / 100,
                    **point_columns(lng, lat),
                )
            )
        Listing.objects.bulk_create(listings, batch_size=5000)


def timed(client, calls: int) -> list[float]:
    """Milliseconds per call over `calls` calls, round the asked cities."""
    centres = {name: (lng, lat) for name, lng, lat in CITIES}
    spent = []
    for n in range(calls):
        lng, lat = centres[ASKED[n % len(ASKED)]]
        started = time.perf_counter()
        response = client.get(LIST, {"near": f"{lng},{lat}", "sort": "distance", "limit": 20})
        spent.append((time.perf_counter() - started) * 1000)
        items = response.json()["data"]["items"]
        if response.status_code != 200 or len(items) != 20:
            raise SystemExit(f"unexpected answer {response.status_code}: {response.content[:200]!r}")
    return spent


def summary(spent: list[float]) -> tuple[float, float]:
    ordered = sorted(spent)
    return statistics.median(ordered), ordered[max(0, round(len(ordered) * 0.95) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--listings", type=int, default=100_000, choices=range(1000, 1_000_001), metavar="1000..")
    parser.add_argument("--calls", type=int, default=200, choices=range(10, 10_001), metavar="10..10000")
    args = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="zc-bench-"))
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{workdir / 'bench.sqlite3'}")
    configure()
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client

    from apps.listings import selectors

    call_command("migrate", verbosity=0)
    started = time.perf_counter()
    fill(args.listings)
    print(f"{args.listings} listings on {connection.vendor} in {time.perf_counter() - started:.1f} s")
    client = Client(HTTP_HOST="127.0.0.1")
    timed(client, 10)  # warm
    with_prefilter = timed(client, args.calls)
    selectors.NEARBY_PREFILTER = False
    try:
        without = timed(client, max(10, args.calls // 10))
    finally:
        selectors.NEARBY_PREFILTER = True
    (p50, p95), (scan_p50, scan_p95) = summary(with_prefilter), summary(without)
    print(f"prefilter on:  p50 {p50:.1f} ms, p95 {p95:.1f} ms ({len(with_prefilter)} calls)")
    print(f"prefilter off: p50 {scan_p50:.1f} ms, p95 {scan_p95:.1f} ms ({len(without)} calls)")
    print(f"ratio (p50): {scan_p50 / p50:.0f}x")


if __name__ == "__main__":
    main()
