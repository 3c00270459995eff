"""Every way a rental starts, fails and ends, driven through the real services below it
(the agent protocol's results and reports, the owner's actions, offline detection, the
wallet's deposit path), each scenario ending with a ledger that reconciles."""

from datetime import timedelta
from decimal import Decimal

import pytest
import time_machine
from django.utils import timezone

from apps.common import secrets as sealing
from apps.devices.choices import DeviceStatus
from apps.devices.services import (
    command_expire,
    device_mark_offline,
    device_power,
    device_transition,
    device_unbind,
)
from apps.installs.choices import AccessPurpose
from apps.installs.models import AppAccessGrant
from apps.installs.services import app_act, app_sharing_update, on_apps_reported
from apps.installs.tests.helpers import answer
from apps.installs.tests.test_grants import valid
from apps.listings.models import DeviceReliability, Listing
from apps.notifications.models import Notification
from apps.wallet.tests.helpers import fund

from ..choices import EndReason, FailReason, RentalStatus
from ..models import Rental
from ..notification_kinds import (
    RENTAL_ENDED,
    RENTAL_FAILED,
    RENTAL_LOW_RUNWAY,
    RENTAL_PROVIDER_ENDED,
    RENTAL_PROVIDER_FAILED,
    RENTAL_PROVIDER_RENTED,
    RENTAL_STARTED,
)
from ..services import rental_end, rental_settle, rental_start, rentals_bill, rentals_sweep
from .helpers import (
    API,
    assert_reconciles,
    available,
    box_answers,
    configure_command,
    held,
    listing_id,
    market_app,
    rented,
    reserved,
    seconds_after,
)

pytestmark = pytest.mark.django_db
S = RentalStatus


@pytest.fixture(autouse=True)
def _short_periods(settings):
    settings.RENTAL_BILLING_SECONDS = 60
    settings.RENTAL_OFFLINE_GRACE_SECONDS = 120


@pytest.fixture
def provider(make_persona):
    return make_persona("individual", name="provider")


def kinds(user) -> list[str]:
    return list(Notification.objects.filter(recipient=user).order_by("id").values_list("kind", flat=True))


def settled(rental: Rental) -> Rental:
    rental_settle(rental_id=rental.pk)
    rental.refresh_from_db()
    return rental


def _moves(rental: Rental) -> list[tuple[str, str]]:
    return list(rental.log.order_by("id").values_list("old_status", "new_status"))


def test_the_box_answers_and_the_rental_starts(provider, individual):
    rental = rented(individual.user, market_app(provider.actor))
    assert rental.status == S.RENTAL_ONGOING and rental.started_at is not None and rental.billable
    assert _moves(rental) == [("", S.PRE_RENTAL_ONGOING), (S.PRE_RENTAL_ONGOING, S.RENTAL_ONGOING)]
    assert RENTAL_STARTED in kinds(individual.user) and RENTAL_PROVIDER_RENTED in kinds(provider.user)
    # Each side's notification opens the rental on its own side of /my-orders.
    links = {
        n.recipient_id: n.link for n in Notification.objects.filter(kind__in=[RENTAL_STARTED, RENTAL_PROVIDER_RENTED])
    }
    assert links == {
        individual.user.pk: f"/my-orders?id={rental.pk}",
        provider.user.pk: f"/my-orders?role=provider&id={rental.pk}",
    }


def test_a_company_apps_provider_is_told_in_the_companys_identity(owner, individual):
    """The renter as ever; the company's owner in the company's identity, led to the app (that
    identity has no orders page)."""
    installed = market_app(owner.actor)
    rental = rented(individual.user, installed)
    with time_machine.travel(seconds_after(rental, 30)):
        rental_end(renter=individual.user, rental_id=rental.pk)
    settled(rental)
    told = Notification.objects.filter(kind__startswith="rental_").order_by("id")
    assert list(told.values_list("recipient", "kind", "company_id", "link")) == [
        (individual.user.pk, RENTAL_STARTED, None, f"/my-orders?id={rental.pk}"),
        (owner.user.pk, RENTAL_PROVIDER_RENTED, owner.sme_id, f"/devices/apps/{installed.pk}"),
        (individual.user.pk, RENTAL_ENDED, None, f"/my-orders?id={rental.pk}"),
        (owner.user.pk, RENTAL_PROVIDER_ENDED, owner.sme_id, f"/devices/apps/{installed.pk}"),
    ]


@pytest.mark.parametrize(("how", "reason"), [("refused", FailReason.REFUSED), ("expired", FailReason.TIMEOUT)])
def test_a_refused_or_unanswered_access_fails_and_charges_nothing(how, reason, provider, individual):
    installed = market_app(provider.actor)
    fund(individual.user, "10")
    rental = rental_start(
        renter=individual.user, listing_id=listing_id(installed), price_per_hour=installed.price_per_hour
    )
    assert reserved(individual.user) == Decimal("0.06")  # one 60 s period at 3.60 an hour
    if how == "refused":
        box_answers(installed, success=False)
    else:
        command = configure_command(installed)
        with time_machine.travel(command.deadline + timedelta(seconds=1)):
            assert command_expire(command_id=command.pk)
    rental.refresh_from_db()
    assert (rental.status, rental.reason) == (S.PRE_RENTAL_FAILED, reason)
    assert (available(individual.user), reserved(individual.user)) == (Decimal("10"), 0)
    assert RENTAL_FAILED in kinds(individual.user) and RENTAL_PROVIDER_FAILED in kinds(provider.user)
    assert not AppAccessGrant.objects.filter(holder=individual.user, revoked_at__isnull=True).exists()
    assert Listing.objects.get(installed_app=installed).busy is False
    assert DeviceReliability.objects.get(device_id=installed.device_id).failed_rentals == 1
    assert_reconciles()


def test_a_device_going_offline_before_the_answer_fails_the_rental(provider, individual):
    installed = market_app(provider.actor)
    fund(individual.user, "10")
    rental = rental_start(
        renter=individual.user, listing_id=listing_id(installed), price_per_hour=installed.price_per_hour
    )
    device_mark_offline(device_id=installed.device_id, reason="no_heartbeat")
    rental.refresh_from_db()
    assert (rental.status, rental.reason) == (S.PRE_RENTAL_FAILED, FailReason.OFFLINE)
    assert reserved(individual.user) == 0
    assert_reconciles()


def test_the_renter_ends_it_settles_and_the_key_is_refused_at_once(provider, individual):
    installed = market_app(provider.actor, price="36.00")
    rental = rented(individual.user, installed)
    key = sealing.decrypt(
        AppAccessGrant.objects.get(holder=individual.user, purpose=AccessPurpose.RENTAL).api_key_sealed
    )

    assert valid(installed, key)
    with time_machine.travel(seconds_after(rental, 30)):
        rental_end(renter=individual.user, rental_id=rental.pk)
    assert not valid(installed, key)
    rental = settled(rental)
    assert (rental.status, rental.reason, rental.billed_seconds, rental.charged) == (
        S.ENDED,
        EndReason.RENTER_ENDED,
        30,
        Decimal("0.30"),
    )
    assert _moves(rental)[-3:] == [
        (S.RENTAL_ONGOING, S.POST_RENTAL_ONGOING),
        (S.POST_RENTAL_ONGOING, S.END_RENTAL_ONGOING),
        (S.END_RENTAL_ONGOING, S.ENDED),
    ]
    assert reserved(individual.user) == 0
    assert RENTAL_ENDED in kinds(individual.user) and RENTAL_PROVIDER_ENDED in kinds(provider.user)
    assert Listing.objects.get(installed_app=installed).busy is False
    assert_reconciles()


@pytest.mark.parametrize("action", ["stop", "suspend", "device_stop", "rentable_off", "dedicated", "unbind"])
def test_the_providers_own_actions_end_it_provider_withdrew(action, provider, individual):
    installed = market_app(provider.actor)
    rental = rented(individual.user, installed)
    if action in ("stop", "suspend"):
        app_act(actor=provider.actor, installed_app_id=installed.pk, action=action)
    elif action == "device_stop":
        device_power(actor=provider.actor, device_id=installed.device_id, action="stop")
    elif action == "unbind":
        device_unbind(actor=provider.actor, device_id=installed.device_id)
    else:
        mode = "dedicated" if action == "dedicated" else "manual"
        app_sharing_update(actor=provider.actor, installed_app_id=installed.pk, sharing_mode=mode, rentable=False)
    rental = settled(rental)
    assert (rental.status, rental.reason) == (S.ENDED, EndReason.PROVIDER_WITHDREW)
    assert reserved(individual.user) == 0
    assert_reconciles()


def test_the_box_reporting_the_app_stopped_counts_as_withdrawn(provider, individual):
    installed = market_app(provider.actor)
    rental = rented(individual.user, installed)
    on_apps_reported(device=installed.device, apps=[{"id": installed.pk, "status": "stopped"}])
    assert settled(rental).reason == EndReason.PROVIDER_WITHDREW


def test_autopilot_turning_rentable_off_only_hides_the_listing(provider, individual):
    installed = market_app(provider.actor)
    app_sharing_update(actor=provider.actor, installed_app_id=installed.pk, sharing_mode="autopilot")
    rental = rented(individual.user, installed)
    device_mark_offline(device_id=installed.device_id, reason="no_heartbeat")  # autopilot turns it off
    rental.refresh_from_db()
    assert rental.status == S.RENTAL_ONGOING and not rental.billable


def test_offline_time_is_not_billed_and_past_the_grace_it_ends_provider_offline(provider, individual):
    installed = market_app(provider.actor, price="36.00")
    rental = rented(individual.user, installed)
    with time_machine.travel(seconds_after(rental, 20)):
        device_mark_offline(device_id=installed.device_id, reason="no_heartbeat")
    with time_machine.travel(seconds_after(rental, 50)):
        device_transition(device_id=installed.device_id, to_status=DeviceStatus.ONLINE, reason="reported")
    rentals_bill(now=seconds_after(rental, 90))
    rental.refresh_from_db()
    assert rental.billed_seconds == 60  # 20 before, 40 after; the 30 offline not billed
    assert rental.charged == Decimal("0.60")
    with time_machine.travel(seconds_after(rental, 100)):
        device_mark_offline(device_id=installed.device_id, reason="no_heartbeat")
    rentals_sweep(now=seconds_after(rental, 200))
    rental.refresh_from_db()
    assert rental.status == S.RENTAL_ONGOING
    rentals_sweep(now=seconds_after(rental, 221))
    rental = settled(rental)
    assert (rental.status, rental.reason) == (S.ENDED, EndReason.PROVIDER_OFFLINE)
    assert rental.billed_seconds == 70  # and 10 more before the second outage
    assert_reconciles()


def test_an_app_that_fails_ends_app_failed_through_its_sweep(provider, individual):
    installed = market_app(provider.actor)
    rental = rented(individual.user, installed)
    app_act(actor=provider.actor, installed_app_id=installed.pk, action="restart")
    answer(installed, success=False, detail="crashed")  # restarting -> failed
    rental.refresh_from_db()
    assert rental.status == S.RENTAL_FAILED
    rentals_sweep()
    rental.refresh_from_db()
    assert (rental.status, rental.reason) == (S.ENDED, EndReason.APP_FAILED)
    assert DeviceReliability.objects.get(device_id=installed.device_id).failed_rentals == 1
    assert_reconciles()


def test_max_hours_ends_it_at_the_deadline(settings, provider, individual):
    settings.RENTAL_BILLING_SECONDS = 3600
    rental = rented(individual.user, market_app(provider.actor), max_hours=1)
    rentals_sweep(now=seconds_after(rental, 3599))
    rental.refresh_from_db()
    assert rental.status == S.RENTAL_ONGOING
    rentals_sweep(now=seconds_after(rental, 4000))
    rental.refresh_from_db()
    assert (rental.status, rental.reason, rental.billed_seconds) == (S.ENDED, EndReason.MAX_HOURS, 3600)
    assert rental.charged == Decimal("3.60")
    assert_reconciles()


def test_a_short_hold_warns_and_a_deposit_renews_it_at_once(django_capture_on_commit_callbacks, provider, individual):
    installed = market_app(provider.actor, price="36.00")
    rental = rented(individual.user, installed, coins="1")
    rentals_bill(now=seconds_after(rental, 60))
    rental.refresh_from_db()
    assert held(rental) == Decimal("0.40")
    assert RENTAL_LOW_RUNWAY in kinds(individual.user)
    warning = Notification.objects.filter(recipient=individual.user, kind=RENTAL_LOW_RUNWAY).latest("id")
    assert warning.params["time_left_en"] == "1 minute"
    with time_machine.travel(seconds_after(rental, 70)), django_capture_on_commit_callbacks(execute=True):
        fund(individual.user, "10")
    rental.refresh_from_db()
    assert held(rental) == Decimal("0.60") and rental.period == 2
    assert rental.status == S.RENTAL_ONGOING
    assert_reconciles()


def test_the_market_shows_busy_only_while_the_rental_is_not_over(client_for, provider, individual):
    installed = market_app(provider.actor)
    rental = rented(individual.user, installed)
    busy = client_for(None).get(f"{API}/market/applications/{listing_id(installed)}").json()["data"]["busy"]
    assert busy is True
    rental_end(renter=individual.user, rental_id=rental.pk)
    assert Listing.objects.get(installed_app=installed).busy is True  # ending: still not over
    settled(rental)
    assert Listing.objects.get(installed_app=installed).busy is False


def test_the_sweep_fails_an_opening_left_unanswered(settings, provider, individual):
    installed = market_app(provider.actor)
    fund(individual.user, "10")
    rental = rental_start(
        renter=individual.user, listing_id=listing_id(installed), price_per_hour=installed.price_per_hour
    )
    later = timezone.now() + timedelta(seconds=2 * settings.DEVICE_COMMAND_TIMEOUT_SECONDS + 1)
    rentals_sweep(now=later)
    rental.refresh_from_db()
    assert (rental.status, rental.reason) == (S.PRE_RENTAL_FAILED, FailReason.TIMEOUT)
    assert_reconciles()
