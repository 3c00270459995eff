"""The Z-CLOUD plans a new installation offers; staff change them in the admin. The data
migration seeds them once; `seed_demo` puts them back after a database flush."""

from decimal import Decimal

from .models import Plan

GIB = 1024**3

DEFAULT_PLANS = [
    # name, cores, memory, disk, bandwidth (Mbit/s), GPU memory, coins per hour
    ("Basic 2C4G", 2, 4 * GIB, 50 * GIB, 10, 0, Decimal("0.50")),
    ("Standard 8C16G", 8, 16 * GIB, 200 * GIB, 50, 8 * GIB, Decimal("2.80")),
    ("GPU 32C128G", 32, 128 * GIB, 1024 * GIB, 200, 24 * GIB, Decimal("12.00")),
]


def plans_ensure_defaults() -> int:
    """Creates the default plans that are missing (by name); answers how many it created."""
    created = 0
    for name, cores, memory, disk, bandwidth, gpu_memory, price in DEFAULT_PLANS:
        _plan, new = Plan.objects.get_or_create(
            name=name,
            defaults={
                "cpu_cores": cores,
                "memory_bytes": memory,
                "disk_bytes": disk,
                "bandwidth_mbps": bandwidth,
                "gpu_memory_bytes": gpu_memory,
                "price_per_hour": price,
                "active": True,
            },
        )
        created += new
    return created
