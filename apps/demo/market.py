"""The market's demo: simulated providers with boxes spread over several Chinese cities,
each box running a few rentable apps, so the market, nearby and the map look alive.

Made with bulk creates (a few hundred listings in a second or two) and idempotent: boxes are
found by serial (`market-<n>`), only the missing ones are made, and every run brings the
existing ones back online. Their boxes heartbeat on a long interval
(`MARKET_HEARTBEAT_SECONDS`); `manage.py simulate_market` (run by `make run`) beats for
them with each box's own secret (`market_box_secret`), so they stay online cheaply."""

import hashlib
import hmac
import random
from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.utils import timezone

from apps.accounts.models import User
from apps.common.secrets import digest
from apps.devices import device_id as device_ids
from apps.devices.choices import DeviceKind, DeviceStatus
from apps.devices.models import Device, DeviceStatusChange
from apps.devices.resources import device_tier
from apps.devices.services import device_transition
from apps.installs.choices import AppStatus, SharingMode
from apps.installs.models import InstalledApp
from apps.listings.services import listings_sync, reliability_rollup
from apps.store.models import App

GIB = 1024**3
SERIAL_PREFIX = "market-"
MARKET_HEARTBEAT_SECONDS = 600
APPS_PER_BOX = 2
BOXES_PER_PROVIDER = 5
# city (English), lng, lat
CITIES = [
    ("beijing", 116.4074, 39.9042),
    ("shanghai", 121.4737, 31.2304),
    ("guangzhou", 113.2644, 23.1291),
    ("shenzhen", 114.0579, 22.5431),
    ("chengdu", 104.0665, 30.5723),
    ("hangzhou", 120.1551, 30.2741),
    ("wuhan", 114.3054, 30.5931),
    ("xian", 108.9398, 34.3416),
    ("nanjing", 118.7969, 32.0603),
    ("chongqing", 106.5516, 29.5630),
]
# model, VRAM (GiB), passed through
GPUS = [
    ("NVIDIA RTX 4090", 24, True), ("NVIDIA RTX 3090", 24, True), ("NVIDIA A10", 24, False),
    ("NVIDIA T4", 16, False), ("NVIDIA RTX 4070", 12, True),
]  # fmt: skip
APPS = [
    "ollama", "vllm", "stable-diffusion-webui", "jupyter-lab", "nextcloud", "jellyfin", "gitea", "minecraft-server",
    "ubuntu-desktop", "syncthing",
]  # fmt: skip


def _box(rng: random.Random, *, serial: str, owner: User, city: tuple[str, float, float]) -> Device:
    gpus = [
        {"name": name, "passthrough": passthrough, "vram_bytes": vram * GIB}
        for name, vram, passthrough in rng.sample(GPUS, rng.choice([0, 1, 1, 2]))
    ]
    cores, memory = rng.choice([8, 16, 32, 64]), rng.choice([16, 32, 64, 128]) * GIB
    return Device(
        owner_user=owner,
        serial=serial,
        device_id=device_ids.generate(),
        kind=DeviceKind.ZBOX,
        name=f"{city[0].title()} box {serial.removeprefix(SERIAL_PREFIX)}",
        status=DeviceStatus.ONLINE,
        cpu_cores=cores,
        memory_bytes=memory,
        disk_bytes=rng.choice([1024, 2048, 4096]) * GIB,
        gpus=gpus,
        tier=device_tier(cpu_cores=cores, memory_bytes=memory, gpus=gpus),
        # Scattered about 30 km around the city centre.
        lng=city[1] + rng.uniform(-0.35, 0.35),
        lat=city[2] + rng.uniform(-0.27, 0.27),
        secret_hash=digest(market_box_secret(serial)),
        heartbeat_interval=MARKET_HEARTBEAT_SECONDS,
        last_seen_at=timezone.now(),
        usage={"cpu": 20.0, "memory": 40.0, "disk": 30.0, "gpu": 10.0 if gpus else None},
    )


def market_box_secret(serial: str | None) -> str:
    """A demo box's own agent secret: derived from the deployment's `SECRET_KEY` and the box's
    serial, so no two boxes share one, nobody outside the server can compute it, and
    `simulate_market` (which runs with the server's settings) beats with it."""
    return hmac.new(
        settings.SECRET_KEY.encode(), f"demo-market-box:{serial or ''}".encode(), hashlib.sha256
    ).hexdigest()


def _history(rng: random.Random, device: Device) -> list[DeviceStatusChange]:
    """A month of status log: online since then, some boxes with an outage or two, so the
    reliability figures differ."""
    now = timezone.now()
    online, offline = DeviceStatus.ONLINE, DeviceStatus.OFFLINE
    moves = [("", online, "registered", now - timedelta(days=31))]
    for _ in range(rng.choice([0, 0, 1, 2, 3])):
        down = now - timedelta(hours=rng.uniform(2, 24 * 29))
        moves.append((online, offline, "no_heartbeat", down))
        moves.append((offline, online, "registered_again", down + timedelta(hours=rng.uniform(0.5, 8))))
    return [
        DeviceStatusChange(device=device, old_status=old, new_status=new, reason=reason, created_at=at)
        for old, new, reason, at in moves
    ]


def market_ensure(*, size: int) -> int:
    """At least `size` demo listings (rounded up to whole boxes), their boxes online;
    answers how many boxes it made."""
    rng = random.Random(2026)  # noqa: S311 (demo data, not a secret)
    boxes = -(-size // APPS_PER_BOX)
    serials = [f"{SERIAL_PREFIX}{n:03d}" for n in range(1, boxes + 1)]
    existing = set(Device.objects.filter(serial__in=serials).values_list("serial", flat=True))
    apps = list(App.objects.filter(slug__in=APPS, published=True))
    providers = {}
    new: list[Device] = []
    for n, serial in enumerate(serials):
        provider_number = n // BOXES_PER_PROVIDER + 1
        city = CITIES[(n // BOXES_PER_PROVIDER) % len(CITIES)]
        if provider_number not in providers:
            name = f"{city[0]}-compute-{provider_number:02d}"
            providers[provider_number] = User.objects.filter(name=name).first() or User.objects.create_user(name)
        device = _box(rng, serial=serial, owner=providers[provider_number], city=city)
        if serial not in existing:
            new.append(device)
    Device.objects.bulk_create(new)
    DeviceStatusChange.objects.bulk_create([row for device in new for row in _history(rng, device)])
    InstalledApp.objects.bulk_create(
        [
            InstalledApp(
                device=device,
                owner_user=device.owner_user,
                app=app,
                version="latest",
                status=AppStatus.RUNNING,
                sharing_mode=SharingMode.MANUAL,
                rentable=True,
                price_per_hour=Decimal(rng.randrange(50, 1500)) / 100,
                installed_at=timezone.now(),
            )
            for device in new
            for app in rng.sample(apps, min(APPS_PER_BOX, len(apps)))
        ]
    )
    market = Device.objects.filter(serial__startswith=SERIAL_PREFIX)
    market.update(last_seen_at=timezone.now())
    for device_id in market.exclude(status=DeviceStatus.ONLINE).values_list("id", flat=True):
        device_transition(device_id=device_id, to_status=DeviceStatus.ONLINE, reason="registered_again")
    listings_sync(device_ids=list(market.values_list("id", flat=True)))
    reliability_rollup()
    return len(new)
