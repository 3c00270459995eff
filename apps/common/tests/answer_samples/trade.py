"""Real answers of the rentals' and demands' builders."""

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from apps.accounts.tests.factories import UserFactory
from apps.demands.api import serializers as demands
from apps.demands.models import Order
from apps.demands.selectors import demand_for, demand_matching_listings, demand_offers, order_for, order_timeline
from apps.demands.services import order_accept, order_decline, order_offer
from apps.demands.tests.helpers import demand_of, gpu_box, running_app
from apps.installs.tests.helpers import ai_app
from apps.listings.tests.helpers import BEIJING, rentable_app
from apps.rentals.api import serializers as rentals
from apps.rentals.selectors import rental_access, rental_disputes, rental_for, rental_runways
from apps.rentals.services import (
    dispute_answer,
    dispute_open,
    dispute_resolve,
    dispute_withdraw,
    rental_settle,
    rental_stop,
    rentals_bill,
)
from apps.rentals.tests.helpers import market_app, rented, seconds_after
from apps.wallet.tests.helpers import fund
from conftest import Persona

from .base import sample


def _rentals(persona: Persona) -> list[tuple[Any, Any]]:
    """An ongoing rental billed once (with its runway) and one ended, as renter and provider."""
    provider = UserFactory.create()
    ongoing = rented(persona.user, market_app(Persona(provider, "user").actor, price="36.00"))
    rentals_bill(now=seconds_after(ongoing, 3600))
    ended = rented(persona.user, market_app(Persona(provider, "user").actor), coins="")
    rental_stop(ended.pk, reason="renter_ended")
    rental_settle(rental_id=ended.pk)
    return [(persona.user, ongoing), (provider, ended)]


def _rental_answers(persona: Persona, builder: Callable[..., dict[str, Any]]) -> list[Any]:
    written = []
    for user, rental in _rentals(persona):
        rental = rental_for(user=user, rental_id=rental.pk)
        runway = rental_runways(user=user, rentals=[rental]).get(rental.pk)
        written.append(builder(rental, user_id=user.pk, language="en", runway=runway))
    return written


@sample(rentals.rental_item)
def rental_rows(persona: Persona) -> list[Any]:
    return _rental_answers(persona, rentals.rental_item)


@sample(rentals.rental_detail)
def rental_details(persona: Persona) -> list[Any]:
    """Both rentals, the ongoing one disputed."""
    written = []
    for number, (user, rental) in enumerate(_rentals(persona)):
        if number == 0:
            dispute_open(user=user, rental_id=rental.pk, reason="not_working", text="It stopped answering.")
        rental = rental_for(user=user, rental_id=rental.pk)
        runway = rental_runways(user=user, rentals=[rental]).get(rental.pk)
        dispute = rental_disputes(rentals=[rental]).get(rental.pk)
        written.append(rentals.rental_detail(rental, user_id=user.pk, language="en", runway=runway, dispute=dispute))
    return written


@sample(rentals.dispute_item)
def disputes(persona: Persona) -> list[Any]:
    """Open (as each side reads it), answered and resolved with a refund, and withdrawn."""
    staff = UserFactory.create()
    provider = UserFactory.create()
    rental = rented(persona.user, market_app(Persona(provider, "user").actor, price="36.00"))
    rentals_bill(now=seconds_after(rental, 3600))
    first = dispute_open(user=persona.user, rental_id=rental.pk, reason="access_failed", text="No key.")
    written = [rentals.dispute_item(first, user_id=user.pk, language="zh") for user in (persona.user, provider)]
    dispute_answer(user=provider, dispute_id=first.pk, text="The key is on the page.")
    resolved = dispute_resolve(dispute=first, staff=staff, refund=Decimal("12.5"), resolution="Partly refunded.")
    withdrawn = dispute_withdraw(
        user=persona.user,
        dispute_id=dispute_open(user=persona.user, rental_id=rental.pk, reason="other", text="Slow.").pk,
    )
    return [*written, *(rentals.dispute_item(d, user_id=provider.pk, language="en") for d in (resolved, withdrawn))]


@sample(rentals.access_item)
def rental_accesses(persona: Persona) -> list[Any]:
    provider = Persona(UserFactory.create(), "user")
    shown = [rented(persona.user, market_app(provider.actor, ai=ai)) for ai in (True, False)]
    return [rentals.access_item(rental_access(user=persona.user, rental_id=rental.pk)) for rental in shown]


def _taken_demand(persona: Persona) -> tuple[Order, Order]:
    """A demand of the persona's with an offer confirmed (its rental started) and one declined."""
    fund(persona.user, "50")
    demand = demand_of(persona.user, app_id=ai_app().pk)
    providers = [Persona(UserFactory.create(), "user") for _ in range(2)]
    rentable_app(providers[1].actor, app=demand.app, gpus=gpu_box(providers[1].actor).gpus)
    declined = order_offer(provider=providers[0].user, demand_id=demand.pk, device_id=gpu_box(providers[0].actor).pk)
    confirmed = order_offer(
        provider=providers[1].user,
        demand_id=demand.pk,
        installed_app_id=running_app(providers[1].actor, app=demand.app).pk,
    )
    order_decline(demander=persona.user, order_id=declined.pk)
    order_accept(demander=persona.user, order_id=confirmed.pk, price_per_hour=confirmed.price_per_hour)
    return confirmed, declined


@sample(demands.demand_item)
def demand_rows(persona: Persona) -> list[Any]:
    confirmed, _declined = _taken_demand(persona)
    shown = [confirmed.demand, demand_of(UserFactory.create(), app_id=None)]
    return [demands.demand_item(each, user_id=persona.user.pk, language="zh", near=BEIJING) for each in shown]


@sample(demands.demand_detail)
def demand_details(persona: Persona) -> list[Any]:
    """A taken demand with its offers, and an open one with a matching listing, seen by their owner."""
    confirmed, _declined = _taken_demand(persona)
    open_demand = demand_of(persona.user, app_id=confirmed.demand.app_id)
    written = []
    for demand_id in (confirmed.demand_id, open_demand.pk):
        demand = demand_for(user=persona.user, demand_id=demand_id)
        offers, matching = demand_offers(demand=demand), demand_matching_listings(demand=demand)
        written.append(
            demands.demand_detail(demand, user_id=persona.user.pk, language="zh", offers=offers, matching=matching)
        )
    assert written[1]["matching_listings"]
    return written


def _orders(persona: Persona) -> list[tuple[Any, Order]]:
    """A confirmed order as its demander, a declined one as its provider."""
    confirmed, declined = _taken_demand(persona)
    return [(persona.user, confirmed), (declined.provider, declined)]


@sample(demands.order_item)
def order_rows(persona: Persona) -> list[Any]:
    return [demands.order_item(order, user_id=user.pk, language="en") for user, order in _orders(persona)]


@sample(demands.order_detail)
def order_details(persona: Persona) -> list[Any]:
    written = []
    for user, shown in _orders(persona):
        order = order_for(user=user, order_id=shown.pk)
        moves = order_timeline(order=order)
        written.append(demands.order_detail(order, user_id=user.pk, language="en", moves=moves))
    return written
