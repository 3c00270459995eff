"""The market's demo data: `seed_demo --market N`, `seed_market N` and `simulate_market`."""

from io import StringIO

import pytest
from django.core.management import call_command

from apps.accounts.models import User
from apps.demo.market import SERIAL_PREFIX
from apps.devices.models import Device
from apps.devices.services import device_mark_offline

from ..models import DeviceReliability, Listing

pytestmark = pytest.mark.django_db


def seed(*args: str) -> None:
    call_command("seed_demo", *args, stdout=StringIO())


def test_plain_seed_makes_no_market():
    seed()
    assert not Listing.objects.filter(listed=True).exists()


def test_the_market_seed_is_idempotent_and_spread_over_cities():
    seed("--market", "20")
    listed = Listing.objects.filter(listed=True)
    assert listed.count() == 20
    assert len(set(listed.values_list("provider", flat=True))) == 2
    points = set(listed.values_list("lng", "lat"))
    assert len(points) == 10  # two apps a box
    assert {round(lat, -1) for _lng, lat in points if lat is not None} == {30, 40}  # Shanghai's and Beijing's boxes
    assert DeviceReliability.objects.filter(device__serial__startswith=SERIAL_PREFIX).count() == 10
    seed("--market", "20")
    assert Listing.objects.filter(listed=True).count() == 20
    assert Device.objects.filter(serial__startswith=SERIAL_PREFIX).count() == 10


def test_the_simulator_keeps_the_boxes_online_and_listed():
    seed("--market", "4")
    box = Device.objects.filter(serial__startswith=SERIAL_PREFIX).first()
    assert box is not None
    device_mark_offline(device_id=box.id, reason="no_heartbeat")
    assert Listing.objects.filter(listed=True).count() == 2
    out = StringIO()
    call_command("simulate_market", "--once", stdout=out)
    assert out.getvalue().strip() == "2 market boxes beat."
    assert Listing.objects.filter(listed=True).count() == 4


def test_seed_market_adds_listings_and_leaves_the_personas_alone():
    seed()
    alice = User.objects.get(name="alice")
    alice.set_password("Changed-in-a-test-9")
    alice.save()
    out = StringIO()
    call_command("seed_market", "6", stdout=out)
    assert "3 new demo boxes" in out.getvalue()
    assert Listing.objects.filter(listed=True, device__serial__startswith=SERIAL_PREFIX).count() == 6
    alice.refresh_from_db()
    assert alice.check_password("Changed-in-a-test-9")
