"""Listings follow their installed apps and devices in the same transaction."""

from decimal import Decimal

import pytest
from django.db import transaction

from apps.devices.choices import DeviceStatus
from apps.devices.services import device_mark_offline, device_transition
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.installs.services import app_act, app_sharing_update, autopilot_refresh
from apps.installs.tests.helpers import answer, installed_app, server_app
from apps.notifications.models import Notification
from apps.store.tests.helpers import make_label

from .. import services
from ..models import Listing
from ..notification_kinds import LISTING_HIDDEN, LISTING_SHOWN
from ..services import listing_hide, listing_unhide, listings_sync
from .helpers import GPU_4090, listing_of, rentable_app

pytestmark = pytest.mark.django_db


def test_a_rentable_running_app_on_an_online_device_is_listed_with_copied_fields(individual):
    ai = make_label("ai", name_zh="人工智能")
    app = server_app(labels=(ai,), name_en="Ollama", name_zh="奥拉玛")
    installed = rentable_app(individual.actor, app=app, gpus=[GPU_4090], tier="high", price="3.20")
    listing = listing_of(installed)
    assert listing.listed and listing.hidden_reason == ""
    assert (listing.name_en, listing.name_zh, listing.tier) == ("Ollama", "奥拉玛", "high")
    assert listing.labels == [{"slug": "ai", "name_en": "Ai", "name_zh": "人工智能"}]
    assert (
        listing.gpu_models == "RTX 4090" and listing.max_vram_bytes == GPU_4090["vram_bytes"] and listing.gpu_count == 1
    )
    assert listing.price_per_hour == Decimal("3.20")
    assert listing.provider_name == individual.user.name
    # The point is kept to about 1 km, never the exact one.
    assert (listing.lng, listing.lat) == (116.41, 39.9)


def test_a_company_app_is_provided_by_the_company_name(owner):
    listing = listing_of(rentable_app(owner.actor))
    assert listing.provider_name == f"{owner.user.name} Co"


def test_an_app_not_rented_out_has_an_unlisted_row(individual):
    installed = installed_app(individual.actor, app=server_app())
    assert listing_of(installed).listed is False


def test_a_device_going_offline_unlists_in_the_same_transaction(individual):
    installed = rentable_app(individual.actor)
    with transaction.atomic():
        assert device_mark_offline(device_id=installed.device_id, reason="no_heartbeat")
        # Before the transaction commits: no after-commit hook, the same transaction.
        assert listing_of(installed).listed is False
    device_transition(device_id=installed.device_id, to_status=DeviceStatus.ONLINE, reason="reported")
    assert listing_of(installed).listed is True


def test_stopping_the_app_unlists_it_and_starting_it_lists_it_again(individual):
    installed = rentable_app(individual.actor)
    app_act(actor=individual.actor, installed_app_id=installed.id, action="stop")
    assert listing_of(installed).listed is False
    installed = answer(installed)
    assert installed.status == AppStatus.STOPPED
    app_act(actor=individual.actor, installed_app_id=installed.id, action="start")
    answer(installed)
    assert listing_of(installed).listed is True


def test_turning_renting_off_or_dedicated_unlists(individual):
    installed = rentable_app(individual.actor)
    app_sharing_update(actor=individual.actor, installed_app_id=installed.id, sharing_mode="manual", rentable=False)
    assert listing_of(installed).listed is False
    app_sharing_update(actor=individual.actor, installed_app_id=installed.id, sharing_mode="manual", rentable=True)
    assert listing_of(installed).listed is True
    app_sharing_update(actor=individual.actor, installed_app_id=installed.id, sharing_mode="dedicated")
    assert listing_of(installed).listed is False


def test_autopilot_lists_while_running_and_its_refresh_keeps_listings_in_step(individual):
    installed = installed_app(individual.actor, app=server_app())
    app_sharing_update(
        actor=individual.actor, installed_app_id=installed.id, sharing_mode="autopilot", price_per_hour=Decimal(1)
    )
    assert listing_of(installed).listed is True
    # Something wrote the flag behind the machine's back: the beat puts both right.
    InstalledApp.objects.filter(id=installed.id).update(rentable=False)
    assert autopilot_refresh() == 1
    assert listing_of(installed).listed is True


def test_uninstalling_keeps_the_row_unlisted(individual):
    installed = rentable_app(individual.actor)
    app_act(actor=individual.actor, installed_app_id=installed.id, action="stop")
    answer(installed)
    app_act(actor=individual.actor, installed_app_id=installed.id, action="uninstall")
    answer(installed)
    assert Listing.objects.filter(installed_app=installed).count() == 1
    assert listing_of(installed).listed is False


def test_staff_hide_with_a_reason_the_provider_is_told_and_show_again(individual):
    installed = rentable_app(individual.actor)
    listing = listing_hide(listing_id=listing_of(installed).id, reason="Misleading GPU")
    assert listing.listed is False
    told = Notification.objects.get(recipient=individual.user, kind=LISTING_HIDDEN)
    assert told.params["reason"] == "Misleading GPU"
    # A hidden listing stays hidden whatever its app does.
    listings_sync(installed_app_ids=[installed.id])
    assert listing_of(installed).listed is False
    assert listing_unhide(listing_id=listing.id).listed is True
    assert Notification.objects.filter(recipient=individual.user, kind=LISTING_SHOWN).exists()


def test_the_refresh_copies_what_changed_without_a_move(individual):
    installed = rentable_app(individual.actor)
    type(installed.device).objects.filter(id=installed.device_id).update(lng=121.4737, lat=31.2304, cpu_cores=64)
    assert listings_sync() == 1
    listing = listing_of(installed)
    assert (listing.lng, listing.lat, listing.cpu_cores) == (121.47, 31.23, 64)
    assert listings_sync() == 0


def test_the_refresh_goes_batch_by_batch_and_reaches_every_listing(individual, monkeypatch):
    monkeypatch.setattr(services, "SYNC_BATCH", 2)
    apps = [rentable_app(individual.actor, price="1.00") for _ in range(5)]
    InstalledApp.objects.filter(id__in=[app.id for app in apps]).update(price_per_hour=Decimal("2.50"))
    assert listings_sync() == 5
    assert {listing_of(app).price_per_hour for app in apps} == {Decimal("2.50")}
    assert listings_sync() == 0
