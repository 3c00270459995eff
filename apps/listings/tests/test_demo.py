"""The market's demo data: `seed_demo --market N`, `seed_market N` and `simulate_market`."""

from io import StringIO

import pytest
from django.core.management import call_command

from apps.accounts.models import User
from apps.accounts.tests.factories import UserFactory
from apps.demo.market import SERIAL_PREFIX, market_box_secret
from apps.devices.choices import OPEN_COMMAND_STATUSES
from apps.devices.models import AgentCommand, Device
from apps.devices.selectors import device_by_credentials
from apps.devices.services import device_mark_offline
from apps.rentals.choices import RentalStatus
from apps.rentals.services import rental_start
from apps.wallet.tests.helpers import fund

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


def test_the_simulated_boxes_answer_a_rental_so_its_access_opens(django_capture_on_commit_callbacks):
    seed("--market", "4")
    renter = UserFactory.create()
    fund(renter, "500")
    listing = Listing.objects.filter(listed=True, device__serial__startswith=SERIAL_PREFIX).first()
    assert listing is not None
    with django_capture_on_commit_callbacks(execute=True):
        rental = rental_start(renter=renter, listing_id=listing.id, price_per_hour=listing.price_per_hour)
    assert rental.status == RentalStatus.PRE_RENTAL_ONGOING
    out = StringIO()
    with django_capture_on_commit_callbacks(execute=True):
        call_command("simulate_market", "--once", stdout=out)
    assert "1 market box commands answered." in out.getvalue()
    rental.refresh_from_db()
    assert rental.status == RentalStatus.RENTAL_ONGOING
    assert not AgentCommand.objects.filter(device_id=listing.device_id, status__in=OPEN_COMMAND_STATUSES).exists()


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


def test_every_demo_box_has_its_own_secret_that_no_other_box_opens():
    seed("--market", "4")
    boxes = list(Device.objects.filter(serial__startswith=SERIAL_PREFIX))
    assert len({box.secret_hash for box in boxes}) == len(boxes) > 1
    first, second = boxes[:2]
    assert device_by_credentials(device_id=first.device_id, secret=market_box_secret(first.serial)) == first
    assert device_by_credentials(device_id=first.device_id, secret=market_box_secret(second.serial)) is None
    assert device_by_credentials(device_id=first.device_id, secret="demo-market-box") is None
