from decimal import Decimal

from django.db import migrations

GIB = 1024**3

PLANS = [
    # name, cores, memory, disk, bandwidth (Mbit/s), GPU memory, coins per hour
    ("Basic 2C4G", 2, 4 * GIB, 50 * GIB, 10, 0, Decimal("0.50")),
    ("Standard 8C16G", 8, 16 * GIB, 200 * GIB, 50, 8 * GIB, Decimal("2.80")),
    ("GPU 32C128G", 32, 128 * GIB, 1024 * GIB, 200, 24 * GIB, Decimal("12.00")),
]


def seed(apps, schema_editor):
    Plan = apps.get_model("devices", "Plan")
    for name, cores, memory, disk, bandwidth, gpu_memory, price in PLANS:
        Plan.objects.get_or_create(
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


def unseed(apps, schema_editor):
    apps.get_model("devices", "Plan").objects.filter(name__in=[plan[0] for plan in PLANS], devices=None).delete()


class Migration(migrations.Migration):
    dependencies = [("devices", "0001_initial")]

    operations = [migrations.RunPython(seed, unseed)]
