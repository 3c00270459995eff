"""How long one billing pass takes over many ongoing rentals, and that a second pass in the
same period moves nothing.

Fills its own SQLite file (unless DATABASE_URL is set) with one provider's apps on 100 boxes
and N ongoing rentals by 100 renters, each rental's first hold placed through the wallet, every
first period just over; then times `rentals_bill()` (each batch of 500 renewed together
through the wallet's `wallet_holds_renew`, the odd rental one by one) and a second pass at
once.

    .venv/bin/python bench/billing_pass.py [--rentals 10000]

Prints the set-up time, the first pass's seconds (and rentals per second, and its ratio to
the 30 s target), the second pass's seconds and how many rentals it moved (0), and whether
the ledger reconciles.
"""

import argparse
import logging
import os
import sys
import tempfile
import time
from datetime import timedelta
from decimal import Decimal
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
BOXES = 100
RENTERS = 100
PRICE = Decimal("3.60")
TARGET_SECONDS = 30.0


def configure(database: str) -> None:
    os.environ.setdefault("DJANGO_SECRET_KEY", "bench-only-key-not-a-secret-0123456789abcdef")
    os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings.dev"
    os.environ.setdefault("DJANGO_DEBUG", "false")
    os.environ["CELERY_TASK_ALWAYS_EAGER"] = "true"
    os.environ.setdefault("DATABASE_URL", f"sqlite:///{database}")

    import django

    django.setup()
    for name in ("celery", "kombu"):  # not every deposit's top-up task
        logging.getLogger(name).setLevel(logging.ERROR)
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def fill(rentals: int) -> None:
    from django.db import transaction
    from django.utils import timezone

    from apps.accounts.models import User
    from apps.devices import device_id as device_ids
    from apps.devices.choices import DeviceStatus
    from apps.devices.models import Device
    from apps.installs.choices import AppStatus
    from apps.installs.models import InstalledApp
    from apps.rentals.choices import RentalStatus
    from apps.rentals.models import Rental
    from apps.rentals.services import covered_seconds, period_price
    from apps.store.models import App
    from apps.wallet.services import wallet_hold_place
    from apps.wallet.tests.helpers import fund

    per_box = -(-rentals // BOXES)
    provider = User.objects.create(name="bench-provider", email="provider@bench.local")
    renters = User.objects.bulk_create(
        User(name=f"bench-renter-{n}", name_key=f"bench-renter-{n}", email=f"renter{n}@bench.local")
        for n in range(RENTERS)
    )
    for renter in renters:
        fund(renter, "5000")
    apps = App.objects.bulk_create(
        App(slug=f"bench-{n}", name_en=f"Bench {n}", name_zh=f"基准{n}", display_type="server", published=True)
        for n in range(per_box)
    )
    now = timezone.now()
    boxes = Device.objects.bulk_create(
        Device(
            owner_user=provider,
            kind="zbox",
            status=DeviceStatus.ONLINE,
            device_id=device_ids.generate(),
            serial=device_ids.generate(),
            name=f"box {n}",
            last_seen_at=now,
        )
        for n in range(BOXES)
    )
    installed = InstalledApp.objects.bulk_create(
        InstalledApp(
            device=box,
            owner_user=provider,
            app=app,
            status=AppStatus.RUNNING,
            rentable=True,
            price_per_hour=PRICE,
        )
        for box in boxes
        for app in apps
    )[:rentals]
    started = now - timedelta(seconds=3601)
    hold_amount = period_price(PRICE)
    covered = timedelta(seconds=covered_seconds(price=PRICE, billed=0, charged=Decimal(0), held=hold_amount))
    with transaction.atomic():
        made = Rental.objects.bulk_create(
            Rental(
                renter=renters[n % RENTERS],
                provider=provider,
                installed_app=app,
                price_per_hour=PRICE,
                status=RentalStatus.RENTAL_ONGOING,
                billable=True,
                started_at=started,
                period_started_at=started,
                accounted_at=started,
                paid_until=started + covered,
            )
            for n, app in enumerate(installed)
        )
        for rental in made:
            rental.hold = wallet_hold_place(
                user=rental.renter,
                amount=hold_amount,
                idempotency_key=f"rental:{rental.pk}:hold:0",
                reference=f"rental:{rental.pk}",
            )
        Rental.objects.bulk_update(made, ["hold"], batch_size=1000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rentals", type=int, default=10000)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        configure(str(Path(folder) / "bench.sqlite3"))
        from apps.rentals.services import rentals_bill
        from apps.wallet.selectors import ledger_differences

        began = time.perf_counter()
        fill(options.rentals)
        print(f"set-up: {options.rentals} ongoing rentals in {time.perf_counter() - began:.1f} s")
        began = time.perf_counter()
        billed = rentals_bill()
        first = time.perf_counter() - began
        print(
            f"first pass: {billed} rentals billed in {first:.1f} s ({billed / first:.0f} a second; "
            f"{first / TARGET_SECONDS:.2f} of the {TARGET_SECONDS:.0f} s target)"
        )
        began = time.perf_counter()
        again = rentals_bill()
        print(f"second pass in the same period: {again} rentals moved in {time.perf_counter() - began:.2f} s")
        print("the ledger reconciles" if ledger_differences() == ([], []) else "THE LEDGER DOES NOT RECONCILE")


if __name__ == "__main__":
    main()
