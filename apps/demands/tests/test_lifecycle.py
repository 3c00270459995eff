"""Orders from offer to the rental's end, through the real services: the wallet's holds,
installs on the box answered through the agent protocol, and rentals."""

from datetime import timedelta
from decimal import Decimal

import pytest
import time_machine
from django.utils import timezone

from apps.common.errors import ApplicationError
from apps.installs.choices import AppStatus
from apps.installs.models import InstalledApp
from apps.installs.tests.helpers import AI_SCHEMA, ai_app, answer
from apps.notifications.kinds import rendered
from apps.notifications.models import Notification, StreamEvent
from apps.notifications.topics import ORDERS
from apps.rentals.choices import EndReason, RentalStatus
from apps.rentals.services import rental_end, rental_settle, rental_stop
from apps.rentals.tests.helpers import available, box_answers, reserved
from apps.wallet.tests.helpers import fund

from ..choices import DemandStatus, OfferKind, OrderReason, OrderStatus
from ..models import Order
from ..notification_kinds import KINDS, ORDER_CANCELLED, ORDER_CONFIRMED, ORDER_FAILED, ORDER_OFFERED
from ..services import order_accept, order_cancel, order_decline, order_offer
from ..tasks import sweep
from .helpers import PRICE, demand_of, gpu_box, install_of, rental_of, running_app

pytestmark = pytest.mark.django_db
S = OrderStatus


@pytest.fixture
def provider(make_persona):
    return make_persona("individual", name="provider")


@pytest.fixture
def demander(individual):
    fund(individual.user, "100")
    return individual


def moves(order: Order) -> list[tuple[str, str]]:
    return list(order.log.order_by("id").values_list("old_status", "new_status"))


def test_an_installed_apps_offer_is_confirmed_at_once_and_finishes_with_its_rental(demander, provider):
    demand = demand_of(demander.user)
    installed = running_app(provider.actor)
    order = order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=installed.pk)
    assert (order.status, order.kind, order.price_per_hour) == (S.PENDING, OfferKind.APP, PRICE)

    order = order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    assert order.status == S.CONFIRMED
    rental = rental_of(order)
    assert rental.status == RentalStatus.PRE_RENTAL_ONGOING
    assert (rental.price_per_hour, rental.max_hours, rental.listing_id) == (PRICE, 3, None)
    assert rental.hold_id == order.hold_id and reserved(demander.user) == PRICE
    demand.refresh_from_db()
    assert demand.status == DemandStatus.TAKEN

    box_answers(installed)
    rental_end(renter=demander.user, rental_id=rental.pk)
    rental_settle(rental_id=rental.pk)
    order.refresh_from_db()
    assert (order.status, order.reason) == (S.FINISHED, EndReason.RENTER_ENDED)
    assert moves(order) == [
        ("", S.PENDING),
        (S.PENDING, S.ACCEPTED),
        (S.ACCEPTED, S.CONFIRMED),
        (S.CONFIRMED, S.FINISHED),
    ]
    assert reserved(demander.user) == 0


def test_a_devices_offer_installs_the_demands_app_then_confirms(demander, provider):
    app = ai_app()
    demand = demand_of(demander.user, app_id=app.pk)
    device = gpu_box(provider.actor)
    order = order_offer(provider=provider.user, demand_id=demand.pk, device_id=device.pk)
    assert order.kind == OfferKind.DEVICE and order.installed_app is None

    order = order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    assert order.status == S.ACCEPTED  # until the box takes the install up
    installed = install_of(order)
    assert installed.app_id == app.pk and installed.rentable is False
    assert set(installed.config) == set(AI_SCHEMA["properties"])  # the default port, a generated password
    assert installed.config["port"] == 11434 and "$sealed" in installed.config["password"]

    answer(installed)  # installed, then starting
    order.refresh_from_db()
    assert order.status == S.PROCESSING
    answer(installed)  # running
    order.refresh_from_db()
    assert order.status == S.CONFIRMED
    assert rental_of(order).installed_app_id == installed.pk
    box_answers(installed)
    assert rental_of(order).status == RentalStatus.RENTAL_ONGOING
    assert [new for _old, new in moves(order)] == [S.PENDING, S.ACCEPTED, S.PROCESSING, S.CONFIRMED]


def test_a_failed_install_fails_the_order_gives_the_hold_back_and_opens_the_demand_again(demander, provider):
    demand = demand_of(demander.user, app_id=ai_app().pk)
    order = order_offer(provider=provider.user, demand_id=demand.pk, device_id=gpu_box(provider.actor).pk)
    order = order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    assert reserved(demander.user) == PRICE
    answer(install_of(order), success=False, detail="disk error")
    order.refresh_from_db()
    demand.refresh_from_db()
    assert (order.status, order.reason) == (S.FAILED, OrderReason.INSTALL_FAILED)
    assert install_of(order).status == AppStatus.INSTALLATION_FAILED
    assert (reserved(demander.user), available(demander.user)) == (0, Decimal("100"))
    assert demand.status == DemandStatus.OPEN


@pytest.mark.parametrize(
    ("reason", "status"),
    [
        (EndReason.MAX_HOURS, S.FINISHED),
        (EndReason.INSUFFICIENT_FUNDS, S.FINISHED),
        (EndReason.PROVIDER_WITHDREW, S.FAILED),
        (EndReason.PROVIDER_OFFLINE, S.FAILED),
        (EndReason.APP_FAILED, S.FAILED),
        (EndReason.STAFF, S.FAILED),
    ],
)
def test_the_order_follows_its_rentals_end(reason, status, demander, provider):
    installed = running_app(provider.actor)
    order = order_offer(provider=provider.user, demand_id=demand_of(demander.user).pk, installed_app_id=installed.pk)
    order = order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    box_answers(installed)
    rental_stop(rental_of(order).pk, reason=reason)
    order.refresh_from_db()
    assert order.status == S.CONFIRMED  # until the money is settled
    rental_settle(rental_id=rental_of(order).pk)
    order.refresh_from_db()
    assert (order.status, order.reason) == (status, reason)


def test_a_rental_that_cannot_start_fails_the_order(demander, provider):
    installed = running_app(provider.actor)
    order = order_offer(provider=provider.user, demand_id=demand_of(demander.user).pk, installed_app_id=installed.pk)
    order = order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    box_answers(installed, success=False)
    order.refresh_from_db()
    assert (order.status, order.reason) == (S.FAILED, "access_refused")
    assert rental_of(order).status == RentalStatus.PRE_RENTAL_FAILED
    assert reserved(demander.user) == 0


def test_accepting_declines_the_other_offers_and_the_demanders_answers(demander, provider, make_persona):
    demand = demand_of(demander.user)
    other = make_persona("individual", name="other")
    first = order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=running_app(provider.actor).pk)
    second = order_offer(provider=other.user, demand_id=demand.pk, installed_app_id=running_app(other.actor).pk)
    third = order_offer(provider=other.user, demand_id=demand.pk, installed_app_id=running_app(other.actor).pk)
    order_decline(demander=demander.user, order_id=third.pk)
    order_accept(demander=demander.user, order_id=first.pk, price_per_hour=first.price_per_hour)
    second.refresh_from_db()
    third.refresh_from_db()
    assert (second.status, second.reason) == (S.FAILED, OrderReason.OTHER_ACCEPTED)
    assert (third.status, third.reason) == (S.FAILED, OrderReason.DECLINED)
    with pytest.raises(ApplicationError) as refused:
        order_accept(demander=demander.user, order_id=second.pk, price_per_hour=second.price_per_hour)
    assert refused.value.code == "transition_not_allowed"


def test_the_provider_cancels_while_preparing_and_the_hold_goes_back(demander, provider):
    demand = demand_of(demander.user, app_id=ai_app().pk)
    order = order_offer(provider=provider.user, demand_id=demand.pk, device_id=gpu_box(provider.actor).pk)
    order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    order = order_cancel(provider=provider.user, order_id=order.pk)
    demand.refresh_from_db()
    assert (order.status, order.reason, demand.status) == (S.FAILED, OrderReason.CANCELLED, DemandStatus.OPEN)
    assert reserved(demander.user) == 0


def test_an_app_installed_for_a_cancelled_order_leaves_the_providers_box(demander, provider):
    demand = demand_of(demander.user, app_id=ai_app().pk)
    order = order_offer(provider=provider.user, demand_id=demand.pk, device_id=gpu_box(provider.actor).pk)
    order = order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    installed = install_of(order)
    answer(installed)  # installed, then starting: the order is being prepared
    order_cancel(provider=provider.user, order_id=order.pk)
    installed.refresh_from_db()
    assert installed.status == AppStatus.STARTING  # a move under way finishes first
    answer(installed)  # running
    assert sweep() == 1  # the sweep asks the box to stop it, then to uninstall it
    answer(installed)
    assert sweep() == 1
    installed.refresh_from_db()
    assert installed.status == AppStatus.UNINSTALLING
    answer(installed)
    installed.refresh_from_db()
    assert installed.status == AppStatus.NOT_INSTALL
    assert sweep() == 0


def test_an_order_whose_app_never_gets_ready_fails_in_time(demander, provider, settings):
    demand = demand_of(demander.user, app_id=ai_app().pk)
    order = order_offer(provider=provider.user, demand_id=demand.pk, device_id=gpu_box(provider.actor).pk)
    order = order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    answer(install_of(order))  # installed, then starting
    InstalledApp.objects.filter(pk=install_of(order).pk).update(status=AppStatus.STOPPED)  # the box went away
    assert sweep() == 0
    with time_machine.travel(timezone.now() + timedelta(minutes=settings.ORDER_PREPARE_MINUTES + 1)):
        assert sweep() >= 1
    order.refresh_from_db()
    demand.refresh_from_db()
    assert (order.status, order.reason) == (S.FAILED, OrderReason.PREPARE_TIMEOUT)
    assert demand.status == DemandStatus.OPEN and reserved(demander.user) == 0
    assert install_of(order).status == AppStatus.UNINSTALLING  # stopped: uninstalled at once


def test_without_the_coins_for_one_period_the_demander_cannot_accept(individual, provider):
    demand = demand_of(individual.user)
    order = order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=running_app(provider.actor).pk)
    with pytest.raises(ApplicationError) as refused:
        order_accept(demander=individual.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    assert (refused.value.code, refused.value.data) == ("rental_insufficient_funds", {"required": "3.60"})
    order.refresh_from_db()
    demand.refresh_from_db()
    assert (order.status, demand.status) == (S.PENDING, DemandStatus.OPEN)


def test_the_sweep_moves_on_an_order_whose_install_came_up_unseen(demander, provider):
    demand = demand_of(demander.user, app_id=ai_app().pk)
    order = order_offer(provider=provider.user, demand_id=demand.pk, device_id=gpu_box(provider.actor).pk)
    order = order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    assert sweep() == 0
    InstalledApp.objects.filter(pk=install_of(order).pk).update(status=AppStatus.RUNNING)  # as if a move went unheard
    assert sweep() == 1
    order.refresh_from_db()
    assert order.status == S.CONFIRMED and rental_of(order).status == RentalStatus.PRE_RENTAL_ONGOING
    assert sweep() == 0


def test_every_move_reaches_both_sides_pages_once_it_commits(demander, provider, django_capture_on_commit_callbacks):
    order = order_offer(
        provider=provider.user, demand_id=demand_of(demander.user).pk, installed_app_id=running_app(provider.actor).pk
    )
    with django_capture_on_commit_callbacks(execute=True):
        order_decline(demander=demander.user, order_id=order.pk)
        assert not StreamEvent.objects.filter(topics__contains=ORDERS).exists()  # nothing before the commit
    told = StreamEvent.objects.filter(topics__contains=ORDERS).values_list("user_id", flat=True)
    assert set(told) == {demander.user.pk, provider.user.pk}


def test_the_notifications_read_in_both_languages(demander, provider, make_persona):
    other = make_persona("individual", name="other")
    demand = demand_of(demander.user)
    installed = running_app(provider.actor)
    order = order_offer(provider=provider.user, demand_id=demand.pk, installed_app_id=installed.pk)
    cancelled = order_offer(provider=other.user, demand_id=demand.pk, installed_app_id=running_app(other.actor).pk)
    order_cancel(provider=other.user, order_id=cancelled.pk)
    order_accept(demander=demander.user, order_id=order.pk, price_per_hour=order.price_per_hour)
    box_answers(installed, success=False)
    kinds = set()
    for note in Notification.objects.filter(kind__in=KINDS):
        english, chinese = rendered(note, language="en"), rendered(note, language="zh")
        assert english["title"] != chinese["title"] and english["body"] != chinese["body"], note.kind
        assert "{" not in english["body"] + chinese["body"]
        kinds.add(note.kind)
    assert kinds == {ORDER_OFFERED, ORDER_CANCELLED, ORDER_CONFIRMED, ORDER_FAILED}
    failed = Notification.objects.filter(kind=ORDER_FAILED).first()
    assert failed is not None and "refused" in rendered(failed, language="en")["body"]
