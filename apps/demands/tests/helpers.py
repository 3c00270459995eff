"""Shared by the demands tests: a demand published through the service, a provider's GPU
box near Beijing (a device to offer, or a running app on it), coins put in through the
wallet's real deposit path, and the agent answering the box's commands."""

from decimal import Decimal
from typing import Any

from apps.accounts.actor import Actor
from apps.accounts.models import User
from apps.devices.choices import DeviceTier
from apps.devices.models import Device
from apps.devices.tests.helpers import GIB
from apps.installs.models import InstalledApp
from apps.installs.tests.helpers import box, installed_app, server_app
from apps.listings.tests.helpers import BEIJING, GPU_4090
from apps.rentals.models import Rental
from apps.store.models import App

from ..models import Demand, Order
from ..services import demand_publish

API = "/api/rmp/v1"
PRICE = Decimal("3.60")


# One GPU with 16 GiB within 50 km of Beijing, at 3.60 coins an hour for 3 hours.
SPECS: dict[str, Any] = {
    "name": "Train a model",
    "gpu_count": 1,
    "gpu_model": "RTX 4090 or better",
    "vram_bytes": 16 * GIB,
    "cpu_cores": 4,
    "memory_bytes": 8 * GIB,
    "disk_bytes": 50 * GIB,
    "lng": BEIJING[0],
    "lat": BEIJING[1],
    "max_km": 50,
    "price_per_hour": PRICE,
    "hours": 3,
}


def demand_of(owner: User, **fields: Any) -> Demand:
    """A demand of `SPECS` (with `fields` changed), published through the service."""
    return demand_publish(owner=owner, **{**SPECS, **fields})


def gpu_box(owner: Actor, **fields: Any) -> Device:
    """An online box with one RTX 4090 (24 GiB) in Beijing."""
    fields.setdefault("gpus", [GPU_4090])
    fields.setdefault("tier", DeviceTier.HIGH)
    fields.setdefault("lng", BEIJING[0])
    fields.setdefault("lat", BEIJING[1])
    return box(owner, **fields)


def running_app(owner: Actor, *, app: App | None = None, **device: Any) -> InstalledApp:
    """A running app on a GPU box (not rented out: an order needs no listing)."""
    return installed_app(owner, app=app or server_app(), device=gpu_box(owner, **device))


def rental_of(order: Order) -> Rental:
    order.refresh_from_db()
    assert order.rental is not None
    return order.rental


def install_of(order: Order) -> InstalledApp:
    assert order.installed_app is not None
    return order.installed_app
