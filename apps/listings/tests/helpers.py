from decimal import Decimal
from typing import Any

from apps.accounts.actor import Actor
from apps.devices.tests.helpers import GIB
from apps.installs.models import InstalledApp
from apps.installs.services import app_sharing_update
from apps.installs.tests.helpers import box, installed_app, server_app
from apps.store.models import App

from ..models import Listing

API = "/api/rmp/v1"
BEIJING = (116.4074, 39.9042)
LANGFANG = (116.6838, 39.5380)
SHANGHAI = (121.4737, 31.2304)
GPU_4090 = {"name": "RTX 4090", "passthrough": True, "vram_bytes": 24 * GIB}


def rentable_app(
    owner: Actor,
    *,
    app: App | None = None,
    at: tuple[float, float] | None = BEIJING,
    price: str = "2.50",
    **device: Any,
) -> InstalledApp:
    """A running app on an online box at `at` (lng, lat), rented out by hand at `price`."""
    if at is not None:
        device.setdefault("lng", at[0])
        device.setdefault("lat", at[1])
    installed = installed_app(owner, app=app or server_app(), device=box(owner, **device))
    return app_sharing_update(
        actor=owner, installed_app_id=installed.id, sharing_mode="manual", rentable=True, price_per_hour=Decimal(price)
    )


def listing_of(installed: InstalledApp) -> Listing:
    return Listing.objects.get(installed_app=installed)
