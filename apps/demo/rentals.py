"""The demo rentals, made through the rentals' services: bob rents out Stable Diffusion WebUI
on his server group; alice rented it for an hour and ended it, dave rents it now (its
listing is hidden, so the plain seed lists nothing on the market). Each
rental's times are then dated back (the money is what the services moved, so
`wallet_reconcile` stays clean). A second run adds nothing."""

from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal

from django.db.models import F

from apps.accounts.actor import actor_for
from apps.accounts.choices import PERSONAL_IDENTITY, UserType
from apps.accounts.models import User
from apps.devices.models import Device
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.installs.services import app_install, app_sharing_update
from apps.listings.models import Listing
from apps.listings.services import listing_hide
from apps.rentals.choices import EndReason
from apps.rentals.models import Rental
from apps.rentals.services import rental_settle, rental_start, rental_stop, rentals_bill
from apps.store.models import App

from .wallet import _deposit

BOB_GROUP = "DEMO-BOB-GROUP-1"
PRICE = Decimal("2.40")


def started_ago(rental: Rental, minutes: int) -> None:
    """Dates an ongoing rental's start back by `minutes`, its hold covering one period from there."""
    shift = timedelta(minutes=minutes)
    moved = ("created_at", "started_at", "period_started_at", "accounted_at", "paid_until")
    Rental.objects.filter(pk=rental.pk).update(**{name: F(name) - shift for name in moved})
    rental.log.update(created_at=F("created_at") - shift)


def rentals_seed(answer: Callable[[Device], None]) -> None:
    """`answer` answers the device's open commands as its agent would."""
    bob, alice, dave = (User.objects.get(name=name) for name in ("bob", "alice", "dave"))
    if Rental.objects.filter(provider=bob).exists():
        return
    device = Device.objects.get(serial=BOB_GROUP)
    actor = actor_for(user=bob, user_type=UserType.USER, sme_id=PERSONAL_IDENTITY)
    app = App.objects.get(slug="stable-diffusion-webui")
    installed = InstalledApp.objects.filter(device=device, app=app).exclude(status=AppStatus.NOT_INSTALL).first()
    if installed is None:
        installed = app_install(actor=actor, device_id=device.id, app_id=app.id, config={"password": "demo-sd-pass"})
        answer(device)  # installed, then started
        answer(device)
    app_sharing_update(
        actor=actor, installed_app_id=installed.id, sharing_mode="manual", rentable=True, price_per_hour=PRICE
    )
    listing = Listing.objects.get(installed_app=installed)

    alice_rental = rental_start(renter=alice, listing_id=listing.pk, price_per_hour=PRICE)
    answer(device)  # alice's access opened
    started_ago(alice_rental, 60)
    rentals_bill()  # her first hour
    rental_stop(alice_rental.pk, reason=EndReason.RENTER_ENDED, actor=alice)
    rental_settle(rental_id=alice_rental.pk)
    answer(device)  # her access removed from the box

    _deposit(dave, Decimal("50"))
    dave_rental = rental_start(renter=dave, listing_id=listing.pk, price_per_hour=PRICE)
    answer(device)
    started_ago(dave_rental, 20)
    # The plain seed keeps the market empty (end-to-end tests make their own listings).
    listing_hide(listing_id=listing.pk, reason="Demo: kept off the market while dave rents it.")
